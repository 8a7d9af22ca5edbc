// Rule 5.5 without re-deciding every unit at every event: a kinetic settlement for the standard
// pricing. Every candidate's total and every player's spend is kept as a line over the global
// count of cuts, and an event queue holds, for each unit, the next cut at which its decision
// could change; for each offer of an overdrawn player, the next cut at which it reaches its
// plateau or zero; for each player, the next cut at which its spend crosses its limit. Each
// event touches only what it changes, so the work grows with the number of events and their
// reach, not with the amounts or with the size of the board.
import type { AtomicOffer } from './atomic-offer.js';
import { settleTie, type UnitContext } from './evaluation.js';
import { EventQueue } from './event-queue.js';
import { amountAfter, cutsToNextKink, decreasing, phaseTwoStart } from './reduction.js';

/** value(G) = v + s·(G − g), G being the global count of cut rounds. */
interface Line {
  v: number;
  s: number;
  g: number;
}

const at = (line: Line, G: number) => line.v + line.s * (G - line.g);
const rebase = (line: Line, G: number) => {
  line.v = at(line, G);
  line.g = G;
};

/** The first k ≥ 1 at which the sign of d0 + d1·k differs from the sign of d0. */
function firstSignChange(d0: number, d1: number): number {
  if (d1 === 0) return Infinity;
  if (d0 === 0) return 1;
  if (Math.sign(d0) === Math.sign(d1)) return Infinity;
  return Math.ceil(Math.abs(d0) / Math.abs(d1));
}

interface Event {
  kind: 'unit' | 'spend' | 'offer';
  id: number;
  version: number;
}

/**
 * The cuts each player suffers (standard pricing; eBayola is left to the caller). After `budget`
 * events it stops where it is (`complete: false`): many events mean decisions that oscillate,
 * which the caller settles by periods (periodic-settlement.ts). Returns undefined if it cannot
 * vouch for its answer (it then never happens in the tests, but the caller falls back to the
 * plain method).
 */
export function settleByEvents(
  units: readonly UnitContext[],
  offers: readonly AtomicOffer[],
  available: ReadonlyMap<string, number>,
  budget = Infinity,
): { cuts: Map<string, number>; events: number; complete: boolean } | undefined {
  const powerNames = [...new Set(offers.map((o) => o.power))];
  const powerIndex = new Map(powerNames.map((p, i) => [p, i]));
  const P = powerNames.length;
  const limit = powerNames.map((p) => available.get(p) ?? Infinity);
  const owned = powerNames.map(() => [] as AtomicOffer[]);
  for (const o of offers) if (!o.free) owned[powerIndex.get(o.power)!]!.push(o);
  const phaseTwo = owned.map(phaseTwoStart);

  // Candidates, flattened; for each offer, the candidates it pays for.
  const candidateUnit: number[] = [];
  const unitCandidates: number[][] = [];
  const covering: number[][] = offers.map(() => []);
  units.forEach((context, u) => {
    unitCandidates.push([]);
    context.bribes.candidates.forEach((c) => {
      const id = candidateUnit.length;
      candidateUnit.push(u);
      unitCandidates[u]!.push(id);
      for (const o of c.offers) covering[o.id]!.push(id);
    });
  });
  const candidateOf = (id: number) =>
    units[candidateUnit[id]!]!.bribes.candidates[unitCandidates[candidateUnit[id]!]!.indexOf(id)]!;

  // Per-player cut counters: r(G) = rBase + (G − gBase) while the player is being cut.
  const rBase = new Array<number>(P).fill(0);
  const gBase = new Array<number>(P).fill(0);
  const cutting = new Array<boolean>(P).fill(false);
  const cutsAt = (p: number, G: number) => rBase[p]! + (cutting[p] ? G - gBase[p]! : 0);
  // What an offer is worth at G, all its copies (Rule 3.1 item 1) together.
  const amountAt = (o: AtomicOffer, G: number) => {
    if (o.free) return o.amount * o.weight;
    const p = powerIndex.get(o.power)!;
    return amountAfter(o, cutsAt(p, G), phaseTwo[p]!) * o.weight;
  };

  const slope = new Array<number>(offers.length).fill(0);
  const totals: Line[] = candidateUnit.map((_, id) => ({
    v: candidateOf(id).offers.reduce((sum, o) => sum + amountAt(o, 0), 0),
    s: 0,
    g: 0,
  }));
  const spend: Line[] = powerNames.map(() => ({ v: 0, s: 0, g: 0 }));
  const winner: number[] = units.map(() => -1);
  const paid = (o: AtomicOffer) => !o.free && covering[o.id]!.includes(winner[candidateUnit[covering[o.id]![0]!]!]!);

  const queue = new EventQueue<Event>();
  const versions = { unit: units.map(() => 0), spend: powerNames.map(() => 0), offer: offers.map(() => 0) };
  const schedule = (kind: Event['kind'], id: number, time: number) => {
    const version = ++versions[kind][id]!;
    if (Number.isFinite(time)) queue.push(time, { kind, id, version });
  };

  const decideUnit = (u: number, G: number): boolean => {
    const ids = unitCandidates[u]!;
    let best: number[] = [];
    let top = -Infinity;
    for (const id of ids) {
      const t = at(totals[id]!, G);
      if (t > top) {
        top = t;
        best = [id];
      } else if (t === top) best.push(id);
    }
    const context = units[u]!;
    const choice = settleTie(context, best.map(candidateOf));
    const next = ids.find((id) => candidateOf(id) === choice.winner)!;
    if (next === winner[u]) return false;
    const previous = winner[u]!;
    winner[u] = next;
    for (const [id, sign] of [
      [previous, -1],
      [next, 1],
    ] as const) {
      if (id < 0) continue;
      for (const o of candidateOf(id).offers) {
        if (o.free) continue;
        const line = spend[powerIndex.get(o.power)!]!;
        rebase(line, G);
        line.v += sign * amountAt(o, G);
        line.s += sign * slope[o.id]!;
      }
    }
    return true;
  };

  const scheduleUnit = (u: number, G: number) => {
    const ids = unitCandidates[u]!;
    let topId = ids[0]!;
    for (const id of ids) if (at(totals[id]!, G) > at(totals[topId]!, G)) topId = id;
    let k = Infinity;
    for (const id of ids) {
      if (id === topId) continue;
      k = Math.min(k, firstSignChange(at(totals[id]!, G) - at(totals[topId]!, G), totals[id]!.s - totals[topId]!.s));
    }
    schedule('unit', u, G + k);
  };
  const scheduleSpend = (p: number, G: number) =>
    schedule('spend', p, G + firstSignChange(at(spend[p]!, G) - limit[p]!, spend[p]!.s));
  const scheduleOffer = (o: AtomicOffer, G: number) => {
    const p = powerIndex.get(o.power)!;
    schedule('offer', o.id, cutting[p] ? G + cutsToNextKink(o, cutsAt(p, G), phaseTwo[p]!) : Infinity);
  };

  const touchedUnits = new Set<number>();
  const touchedPowers = new Set<number>();
  const setSlope = (o: AtomicOffer, G: number) => {
    const p = powerIndex.get(o.power)!;
    const next = cutting[p] && decreasing(o, cutsAt(p, G), phaseTwo[p]!) ? -o.weight : 0;
    const delta = next - slope[o.id]!;
    if (delta === 0) return;
    slope[o.id] = next;
    for (const id of covering[o.id]!) {
      rebase(totals[id]!, G);
      totals[id]!.s += delta;
      touchedUnits.add(candidateUnit[id]!);
    }
    if (paid(o)) {
      rebase(spend[p]!, G);
      spend[p]!.s += delta;
      touchedPowers.add(p);
    }
  };
  const toggle = (p: number, G: number) => {
    rBase[p] = cutsAt(p, G);
    gBase[p] = G;
    cutting[p] = !cutting[p];
    for (const o of owned[p]!) {
      setSlope(o, G);
      scheduleOffer(o, G);
    }
    touchedPowers.add(p);
  };

  // The start: every unit decides on the offers as written.
  units.forEach((_, u) => decideUnit(u, 0));
  for (let p = 0; p < P; p++) if (at(spend[p]!, 0) > limit[p]!) toggle(p, 0);
  units.forEach((_, u) => scheduleUnit(u, 0));
  for (let p = 0; p < P; p++) scheduleSpend(p, 0);
  touchedUnits.clear();
  touchedPowers.clear();

  let G = 0;
  let events = 0;
  const cutsNow = () => new Map(powerNames.map((p, i) => [p, cutsAt(i, G)]));
  while (cutting.some(Boolean)) {
    const time = queue.peekTime();
    if (!Number.isFinite(time)) return undefined;
    if (++events > budget) return { cuts: cutsNow(), events, complete: false };
    G = time;
    const dueUnits = new Set<number>();
    const duePowers = new Set<number>();
    while (queue.peekTime() === G) {
      const event = queue.pop()!;
      if (versions[event.kind][event.id] !== event.version) continue;
      if (event.kind === 'unit') dueUnits.add(event.id);
      else if (event.kind === 'spend') duePowers.add(event.id);
      else {
        setSlope(offers[event.id]!, G);
        scheduleOffer(offers[event.id]!, G);
      }
    }
    for (const u of dueUnits) touchedUnits.add(u);
    for (const u of [...touchedUnits]) {
      if (!decideUnit(u, G)) continue;
      for (const id of unitCandidates[u]!)
        for (const o of candidateOf(id).offers) if (!o.free) touchedPowers.add(powerIndex.get(o.power)!);
    }
    for (const p of duePowers) touchedPowers.add(p);
    for (const p of [...touchedPowers]) if (at(spend[p]!, G) > limit[p]! !== cutting[p]) toggle(p, G);
    for (const u of touchedUnits) scheduleUnit(u, G);
    for (const p of touchedPowers) scheduleSpend(p, G);
    touchedUnits.clear();
    touchedPowers.clear();
  }
  return { cuts: cutsNow(), events, complete: true };
}
