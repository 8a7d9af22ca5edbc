// A retreat phase resolved: each dislodged unit retreats to one of its retreats or disbands; two
// units retreating to one place are both disbanded; a unit without an order disbands.
import type { DislodgedUnit, Game } from '../game/game.js';
import { unitText } from '../game/game.js';
import type { GameFile } from '../game/game-file.js';
import { locationText, type Location } from '../map/board-map.js';
import { gameView } from '../orders/board-view.js';
import { entries } from './movement.js';
import { gameInPhase, orderedUnit } from './phase-game.js';
import { readPhaseOrder, type WrittenUnit } from './phase-orders.js';
import { record, type IgnoredOrder, type OrderOutcome, type RetreatResult } from './results.js';

/** `A GRE - BUL`, `F MAO - SPA/NC`. */
export const retreatText = (unit: DislodgedUnit, to: Location) => `${unitText(unit)} - ${locationText(to)}`;
/** `DISBAND A GRE`: the canonical disband, in both phases. */
export const disbandText = (unit: { type: DislodgedUnit['type']; location: Location }) => `DISBAND ${unitText(unit)}`;

/**
 * Resolves a retreat phase. `orders` maps a dislodged unit (`"A GRE"`) to its order
 * (`"A GRE - BUL"`, `"A GRE R BUL"`, `"DISBAND A GRE"`, `"A GRE D"`). Returns each dislodged
 * unit's outcome and the next board.
 */
export function resolveRetreats(
  game: Game | GameFile,
  orders: Readonly<Record<string, string>> | ReadonlyMap<string, string>,
): RetreatResult {
  const current = gameInPhase(game, 'retreat', 'resolveRetreats');
  const dislodged = current.dislodged;
  const view = gameView(current, true);
  const ignored: IgnoredOrder[] = [];
  const taken = new Set<DislodgedUnit>();
  const outcomes = record<OrderOutcome>();
  const moving = new Map<DislodgedUnit, Location>();
  const dislodgedIn = new Map(dislodged.map((d) => [d.location.province, d]));
  for (const [key, text] of entries(orders, ignored)) {
    const found = orderedUnit(current, key, text, (p) => dislodgedIn.get(p), taken, 'dislodged unit');
    if ('ignored' in found) {
      ignored.push(found.ignored);
      continue;
    }
    const unit = found.unit;
    const judged = judgeRetreat(current, unit, text, view);
    outcomes[unitText(unit)] = judged.outcome;
    if (judged.to) moving.set(unit, judged.to);
  }
  // Two or more units retreating to one province are all disbanded (DATC 6.H.7, 6.H.8).
  const byProvince = new Map<string, DislodgedUnit[]>();
  for (const [unit, to] of moving)
    (byProvince.get(to.province) ?? byProvince.set(to.province, []).get(to.province)!).push(unit);
  for (const [province, units] of byProvince) {
    if (units.length < 2) continue;
    for (const unit of units) {
      const others = units.filter((u) => u !== unit).map(unitText);
      outcomes[unitText(unit)] = {
        order: retreatText(unit, moving.get(unit)!),
        succeeded: false,
        reason: `bounced in ${province} with ${others.join(' and ')}: disbanded`,
      };
      moving.delete(unit);
    }
  }
  for (const unit of dislodged)
    outcomes[unitText(unit)] ??= { order: disbandText(unit), succeeded: true, reason: 'no retreat ordered: disbanded' };
  const units = [
    ...current.units.map((u) => ({ power: u.power, unit: unitText(u) })),
    ...dislodged.flatMap((u) => {
      const to = moving.get(u);
      return to ? [{ power: u.power, unit: unitText({ type: u.type, location: to }) }] : [];
    }),
  ];
  return { outcomes, units, ignored };
}

/** One dislodged unit's order: where it goes (if anywhere) and its outcome. */
function judgeRetreat(
  game: Game,
  unit: DislodgedUnit,
  text: string,
  view: ReturnType<typeof gameView>,
): { outcome: OrderOutcome; to?: Location } {
  const failed = (reason: string) => ({ outcome: { order: text, succeeded: false, reason: `${reason}: disbanded` } });
  const read = readPhaseOrder(view, text);
  if (!read.ok) return failed(read.message);
  const order = read.order;
  if (order.action === 'build' || order.action === 'waive')
    return failed('builds and waives are for adjustment phases; a dislodged unit retreats or disbands');
  const mismatch = namesOther(unit, order.unit);
  if (mismatch) return failed(mismatch);
  if (order.action === 'disband')
    return { outcome: { order: disbandText(unit), succeeded: true, reason: 'disbanded' } };
  const to = retreatPlace(game, unit, order.to);
  if ('error' in to) return failed(to.error);
  return {
    outcome: {
      order: retreatText(unit, to.location),
      succeeded: true,
      reason: `retreated to ${locationText(to.location)}`,
    },
    to: to.location,
  };
}

/** Why a written unit is not this dislodged unit, if it is not. */
export function namesOther(
  unit: DislodgedUnit | { type: DislodgedUnit['type']; location: Location },
  written: WrittenUnit,
): string | undefined {
  if (written.province !== unit.location.province)
    return `the order is for a unit in ${written.province}, not for ${unitText(unit)}`;
  if (written.type && written.type !== unit.type)
    return `${unitText(unit)} is ${unit.type === 'A' ? 'an army' : 'a fleet'}`;
  if (written.coast && written.coast !== unit.location.coast)
    return `${unitText(unit)} is not on the ${written.coast} coast`;
  return undefined;
}

/**
 * The retreat written (`BUL`, `SPA/NC`, or `SPA` when only one coast of Spain is open) among the
 * unit's retreats, or why it is not one of them (DATC 6.H.5, 6.H.6, 6.H.15, 6.H.16).
 */
function retreatPlace(
  game: Game,
  unit: DislodgedUnit,
  to: { province: string; coast?: string },
): { location: Location } | { error: string } {
  const open = unit.retreats.filter((r) => r.province === to.province);
  const chosen = to.coast === undefined ? open : open.filter((r) => r.coast === to.coast);
  if (chosen.length === 1) return { location: chosen[0]! };
  if (chosen.length > 1) return { error: `say which coast: ${chosen.map(locationText).join(' or ')}` };
  const where = to.coast ? `${to.province}/${to.coast}` : to.province;
  if (open.length > 0)
    return { error: `${unitText(unit)} can retreat to ${open.map(locationText).join(' or ')}, not ${where}` };
  const why =
    to.province === unit.by
      ? `the attacker came from ${to.province}`
      : game.standoffs.includes(to.province)
        ? `${to.province} was left empty by a standoff`
        : game.unitAt(to.province)
          ? `${to.province} is occupied`
          : `${unitText(unit)} cannot reach ${where}`;
  const options =
    unit.retreats.length > 0
      ? `; it may retreat to ${unit.retreats.map(locationText).join(', ')}`
      : '; it has no retreat';
  return { error: `cannot retreat to ${where} (${why})${options}` };
}
