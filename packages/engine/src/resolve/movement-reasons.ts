// Why each order of a resolved movement phase succeeded or failed, in a few words a player reads
// ("bounced with A MUN", "support cut by A BOH", "dislodged by A TYR", "no convoy").
import { unitText } from '../game/game.js';
import { locationText } from '../map/board-map.js';
import type { MovementDecisions } from './decisions.js';

/** The reason for unit `i`'s order; every decision it reads is already settled. */
export function movementReason(d: MovementDecisions, i: number): { succeeded: boolean; reason: string } {
  const name = (j: number) => unitText(d.units[j]!);
  const dislodger = d.dislodger(i);
  const dislodged = dislodger >= 0 ? `dislodged by ${name(dislodger)}` : undefined;
  const order = d.orders[i]!;
  const withDislodgement = (reason: string) => (dislodged ? `${reason}; ${dislodged}` : reason);
  switch (order.kind) {
    case 'hold':
      return dislodged ? { succeeded: false, reason: dislodged } : { succeeded: true, reason: 'held' };
    case 'move': {
      if (d.decide(i)) {
        const into = d.unitIn[d.dest[i]!]!;
        const beaten = into >= 0 && into !== i && d.dislodger(into) === i ? `, dislodging ${name(into)}` : '';
        return {
          succeeded: true,
          reason: `moved to ${locationText(order.to)}${d.byConvoy[i] ? ' by convoy' : ''}${beaten}`,
        };
      }
      return { succeeded: false, reason: withDislodgement(failedMove(d, i, name)) };
    }
    case 'support': {
      if (d.unmatched[i]) {
        return { succeeded: false, reason: withDislodgement(unmatched(d, d.target[i]!, order.to, name)) };
      }
      if (d.decide(i)) return { succeeded: true, reason: 'support given' };
      if (dislodged) return { succeeded: false, reason: `support cut: ${dislodged}` };
      const cutters = (d.movesInto[d.from[i]!] ?? []).filter(
        (a) => d.units[a]!.power !== d.units[i]!.power && d.hasPath(a),
      );
      return {
        succeeded: false,
        reason: cutters.length === 0 ? 'support cut' : `support cut by ${names(cutters, name)}`,
      };
    }
    case 'convoy': {
      if (d.unmatched[i]) return { succeeded: false, reason: withDislodgement('no army moves by this convoy') };
      if (d.backup.get(i) === 'szykman')
        return { succeeded: false, reason: withDislodgement('convoy paradox: the convoy fails (Szykman rule)') };
      if (dislodged) return { succeeded: false, reason: `convoy disrupted: ${dislodged}` };
      return { succeeded: true, reason: 'convoyed' };
    }
  }
}

function unmatched(d: MovementDecisions, target: number, to: string | undefined, name: (j: number) => string): string {
  if (target < 0) return 'the supported unit is not there';
  const order = d.orders[target]!;
  if (to === undefined) return `${name(target)} does not hold: it moves`;
  if (order.kind !== 'move') return `${name(target)} does not move`;
  return `${name(target)} moves elsewhere`;
}

function failedMove(d: MovementDecisions, i: number, name: (j: number) => string): string {
  if (!d.hasPath(i)) {
    const fleets = d.convoysOf[i] ?? [];
    if (fleets.some((f) => d.backup.get(f) === 'szykman')) return 'convoy paradox: no convoy (Szykman rule)';
    return fleets.length === 0 ? 'no convoy' : 'convoy disrupted';
  }
  const attack = d.attackStrength(i);
  const occupant = d.unitIn[d.dest[i]!]!;
  const opponent = d.headToHead[i]!;
  if (attack === 0 && occupant >= 0) return `cannot dislodge ${name(occupant)}, a unit of its own power`;
  if (opponent >= 0) {
    const defend = d.defendStrength(opponent);
    if (attack <= defend)
      return attack === defend
        ? `bounced with ${name(opponent)}`
        : `lost the head-to-head battle with ${name(opponent)} (${attack} against ${defend})`;
  } else {
    const hold = d.holdStrength(d.dest[i]!);
    if (attack <= hold && occupant >= 0)
      return d.isMove(occupant)
        ? `bounced with ${name(occupant)}, which failed to leave`
        : `failed to dislodge ${name(occupant)} (${attack} against ${hold})`;
  }
  // Every unit it bounced with, named in a fixed order, so the reason never depends on the order of units.
  const bounced = d.movesInto[d.dest[i]!]!.filter((other) => other !== i && attack <= d.preventStrength(other));
  return bounced.length > 0 ? `bounced with ${names(bounced, name)}` : 'failed';
}

/** `A MUN`, `A MUN and F KIE`, `A MUN, A TYR and F KIE`: sorted, so independent of the units' order. */
function names(units: readonly number[], name: (j: number) => string): string {
  const sorted = units.map(name).sort();
  return sorted.length === 1 ? sorted[0]! : `${sorted.slice(0, -1).join(', ')} and ${sorted[sorted.length - 1]!}`;
}
