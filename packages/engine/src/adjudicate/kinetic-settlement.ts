// Rule 5.5 without re-deciding every unit at every event: a kinetic settlement for the standard
// pricing. Every candidate's total and every player's spend is kept as a line over the global
// count of cuts, and an event queue holds, for each unit, the next cut at which its decision
// could change; for each offer of an overdrawn player, the next cut at which it reaches its
// plateau or zero; for each player, the next cut at which its spend crosses its limit. Each
// event touches only what it changes, so the work grows with the number of events and their
// reach, not with the amounts or with the size of the board.
import type { AtomicOffer } from './atomic-offer.js';
import { tieWinner, type UnitContext } from './evaluation.js';
import { EventQueue } from './event-queue.js';
import type { Candidate } from './expand-offers.js';
import { amountAfterCuts, decreasingAt, kinkAfter } from './reduction.js';
import { firstSignChange, settlementSizes, Slab, type EventSettlement } from './settlement-events.js';

/**
 * Values that change linearly with G, the global count of cut rounds, kept in parallel arrays:
 * value(G) = v + s·(G − g).
 */
class Lines {
  readonly v: Float64Array;
  readonly s: Float64Array;
  readonly g: Float64Array;

  constructor(slab: Slab<Float64Array>, count: number) {
    this.v = slab.zeroes(count);
    this.s = slab.zeroes(count);
    this.g = slab.zeroes(count);
  }

  at(i: number, G: number): number {
    return this.v[i]! + this.s[i]! * (G - this.g[i]!);
  }

  rebase(i: number, G: number): void {
    this.v[i] = this.at(i, G);
    this.g[i] = G;
  }

  /** Adds `dv` to the value at G and `ds` to the slope. */
  add(i: number, G: number, dv: number, ds: number): void {
    this.v[i] = this.at(i, G) + dv;
    this.g[i] = G;
    this.s[i] = this.s[i]! + ds;
  }
}

/**
 * The cuts each player suffers (standard pricing; eBayola is left to the caller). After `budget`
 * events it stops where it is (`complete: false`): many events mean decisions that oscillate,
 * which the caller settles by periods (periodic-settlement.ts). Returns undefined if it cannot
 * vouch for its answer (it then never happens in the tests, but the caller falls back to the
 * plain method). It starts from no cuts, or from the cuts `from` gives (the process is a function
 * of the players' cut counts alone, so it may be taken up where another method left it).
 */
export function settleByEvents(
  units: readonly UnitContext[],
  offers: readonly AtomicOffer[],
  available: ReadonlyMap<string, number>,
  budget = Infinity,
  from?: ReadonlyMap<string, number>,
): EventSettlement | undefined {
  const O = offers.length;
  const U = units.length;
  const { powerNames, candidates: C, links } = settlementSizes(units, offers);
  const P = powerNames.length;

  // Everything the events read, as numbers: per offer, per candidate, per player.
  const size = 9 * O + 2 * links + 5 * U + 11 * P + 5 * C + 4;
  const slab = new Slab(new Float64Array(size));
  const offerPower = slab.zeroes(O);
  const amount = slab.zeroes(O);
  const plateau = slab.zeroes(O);
  const weight = slab.zeroes(O);
  const free = slab.zeroes(O);
  const slope = slab.zeroes(O);
  let last = -1;
  for (const o of offers) {
    const id = o.id;
    if (last < 0 || powerNames[last] !== o.power) last = powerNames.indexOf(o.power);
    offerPower[id] = last;
    amount[id] = o.amount;
    plateau[id] = o.plateau;
    weight[id] = o.weight;
    free[id] = o.free ? 1 : 0;
  }
  const limit = powerNames.map((p) => available.get(p) ?? Infinity);
  // Each player's offers that are cut (not free), in id order: owned[ownedStart[p] ..].
  const ownedStart = slab.zeroes(P + 1);
  const owned = slab.zeroes(O);
  const phaseTwo = slab.zeroes(P);
  for (let id = 0; id < O; id++) if (free[id] === 0) ownedStart[offerPower[id]! + 1]!++;
  for (let p = 0; p < P; p++) ownedStart[p + 1]! += ownedStart[p]!;
  {
    const fill = ownedStart.slice(0, P);
    for (let id = 0; id < O; id++) {
      if (free[id] === 1) continue;
      const p = offerPower[id]!;
      owned[fill[p]!++] = id;
      // Rule 5.5: the cut at which every offer of the player sits at its plateau.
      phaseTwo[p] = Math.max(phaseTwo[p]!, amount[id]! - plateau[id]!);
    }
  }

  // Candidates, numbered unit by unit: those of unit u are firstCandidate[u] .. firstCandidate[u + 1] − 1;
  // the offers of candidate c are paying[payingStart[c] ..], and the candidates offer o pays for
  // (all of one unit) covering[coveringStart[o] ..].
  const candidates: Candidate[] = new Array<Candidate>(C);
  const candidateUnit = slab.zeroes(C);
  const firstCandidate = slab.zeroes(U + 1);
  const payingStart = slab.zeroes(C + 1);
  const paying = slab.zeroes(links);
  const coveringStart = slab.zeroes(O + 1);
  const covering = slab.zeroes(links);
  {
    let id = 0;
    let at = 0;
    for (let u = 0; u < U; u++) {
      firstCandidate[u] = id;
      for (const c of units[u]!.bribes.candidates) {
        candidates[id] = c;
        candidateUnit[id] = u;
        payingStart[id] = at;
        for (const o of c.offers) {
          paying[at++] = o.id;
          coveringStart[o.id + 1]!++;
        }
        id++;
      }
    }
    firstCandidate[U] = id;
    payingStart[C] = at;
    for (let o = 0; o < O; o++) coveringStart[o + 1]! += coveringStart[o]!;
    const fill = coveringStart.slice(0, O);
    for (let c = 0; c < C; c++)
      for (let k = payingStart[c]!; k < payingStart[c + 1]!; k++) covering[fill[paying[k]!]!++] = c;
  }

  // Per-player cut counters: r(G) = rBase + (G − gBase) while the player is being cut.
  const rBase = slab.zeroes(P);
  if (from) for (let p = 0; p < P; p++) rBase[p] = from.get(powerNames[p]!) ?? 0;
  const gBase = slab.zeroes(P);
  const cutting = slab.zeroes(P);
  let cuttingCount = 0;
  const cutsAt = (p: number, G: number) => rBase[p]! + (cutting[p] === 1 ? G - gBase[p]! : 0);
  // What an offer is worth at G, all its copies (Rule 3.1 item 1) together.
  const amountAt = (id: number, G: number) => {
    if (free[id] === 1) return amount[id]! * weight[id]!;
    const p = offerPower[id]!;
    return amountAfterCuts(amount[id]!, plateau[id]!, cutsAt(p, G), phaseTwo[p]!) * weight[id]!;
  };

  const totals = new Lines(slab, C);
  for (let c = 0; c < C; c++) {
    let sum = 0;
    for (let k = payingStart[c]!; k < payingStart[c + 1]!; k++) sum += amountAt(paying[k]!, 0);
    totals.v[c] = sum;
  }
  const spend = new Lines(slab, P);
  const winner = slab.zeroes(U).fill(-1);
  /** Is the offer paid by its unit's current winner? */
  const paid = (id: number) => {
    if (free[id] === 1) return false;
    const from = coveringStart[id]!;
    const to = coveringStart[id + 1]!;
    if (from === to) return false;
    const w = winner[candidateUnit[covering[from]!]!]!;
    for (let k = from; k < to; k++) if (covering[k] === w) return true;
    return false;
  };

  // Events by key: unit u is u, player p's spend U + p, offer o U + P + o.
  const queue = new EventQueue();
  const versions = slab.zeroes(U + P + O);
  const schedule = (key: number, time: number) => {
    const version = ++versions[key]!;
    if (Number.isFinite(time)) queue.push(time, key, version);
  };

  /** The unit's candidate with the highest total; among equals, the one the tie-break names. */
  const choose = (u: number, G: number): number => {
    const from = firstCandidate[u]!;
    const to = firstCandidate[u + 1]!;
    let top = -Infinity;
    let first = from;
    let ties = 0;
    for (let c = from; c < to; c++) {
      const t = totals.at(c, G);
      if (t > top) {
        top = t;
        first = c;
        ties = 1;
      } else if (t === top) ties++;
    }
    if (ties === 1) return first;
    const tied: Candidate[] = [];
    for (let c = first; c < to; c++) if (totals.at(c, G) === top) tied.push(candidates[c]!);
    const chosen = tieWinner(units[u]!, tied);
    for (let c = from; c < to; c++) if (candidates[c] === chosen) return c;
    throw new Error('the tie-break chose an order the unit was not offered');
  };
  /** Adds (sign 1) or takes off (−1) what a candidate's offers pay from their players' spend. */
  const moveSpend = (c: number, sign: number, G: number) => {
    for (let k = payingStart[c]!; k < payingStart[c + 1]!; k++) {
      const id = paying[k]!;
      if (free[id] === 1) continue;
      spend.add(offerPower[id]!, G, sign * amountAt(id, G), sign * slope[id]!);
    }
  };
  const decideUnit = (u: number, G: number): boolean => {
    const next = choose(u, G);
    if (next === winner[u]) return false;
    const previous = winner[u]!;
    winner[u] = next;
    if (previous >= 0) moveSpend(previous, -1, G);
    moveSpend(next, 1, G);
    return true;
  };

  const scheduleUnit = (u: number, G: number) => {
    const from = firstCandidate[u]!;
    const to = firstCandidate[u + 1]!;
    let top = from;
    for (let c = from; c < to; c++) if (totals.at(c, G) > totals.at(top, G)) top = c;
    let k = Infinity;
    for (let c = from; c < to; c++) {
      if (c === top) continue;
      k = Math.min(k, firstSignChange(totals.at(c, G) - totals.at(top, G), totals.s[c]! - totals.s[top]!));
    }
    schedule(u, G + k);
  };
  const scheduleSpend = (p: number, G: number) =>
    schedule(U + p, G + firstSignChange(spend.at(p, G) - limit[p]!, spend.s[p]!));
  const scheduleOffer = (id: number, G: number) => {
    const p = offerPower[id]!;
    schedule(
      U + P + id,
      cutting[p] === 1 ? G + kinkAfter(amount[id]!, plateau[id]!, cutsAt(p, G), phaseTwo[p]!) : Infinity,
    );
  };

  // Units and players an event touched, each listed once (a flag per unit and per player).
  const touchedUnits = new Marks(slab, U);
  const touchedPowers = new Marks(slab, P);
  const setSlope = (id: number, G: number) => {
    const p = offerPower[id]!;
    const next =
      cutting[p] === 1 && decreasingAt(amount[id]!, plateau[id]!, cutsAt(p, G), phaseTwo[p]!) ? -weight[id]! : 0;
    const delta = next - slope[id]!;
    if (delta === 0) return;
    slope[id] = next;
    for (let k = coveringStart[id]!; k < coveringStart[id + 1]!; k++) {
      const c = covering[k]!;
      totals.add(c, G, 0, delta);
      touchedUnits.mark(candidateUnit[c]!);
    }
    if (paid(id)) {
      spend.add(p, G, 0, delta);
      touchedPowers.mark(p);
    }
  };
  const toggle = (p: number, G: number) => {
    rBase[p] = cutsAt(p, G);
    gBase[p] = G;
    cutting[p] = cutting[p] === 1 ? 0 : 1;
    cuttingCount += cutting[p] === 1 ? 1 : -1;
    for (let k = ownedStart[p]!; k < ownedStart[p + 1]!; k++) {
      setSlope(owned[k]!, G);
      scheduleOffer(owned[k]!, G);
    }
    touchedPowers.mark(p);
  };

  // The start: every unit decides on the offers as written.
  for (let u = 0; u < U; u++) decideUnit(u, 0);
  for (let p = 0; p < P; p++) if (spend.at(p, 0) > limit[p]!) toggle(p, 0);
  for (let u = 0; u < U; u++) scheduleUnit(u, 0);
  for (let p = 0; p < P; p++) scheduleSpend(p, 0);
  touchedUnits.clear();
  touchedPowers.clear();

  let G = 0;
  let events = 0;
  const cutsNow = () => new Map(powerNames.map((p, i) => [p, cutsAt(i, G)]));
  while (cuttingCount > 0) {
    const time = queue.peekTime();
    if (!Number.isFinite(time)) return undefined;
    if (++events > budget) return { cuts: cutsNow(), events, complete: false };
    G = time;
    // Due players are checked with the touched ones: marking them first changes nothing else.
    while (queue.peekTime() === G) {
      queue.pop();
      const key = queue.key;
      if (versions[key] !== queue.version) continue;
      if (key < U) touchedUnits.mark(key);
      else if (key < U + P) touchedPowers.mark(key - U);
      else {
        setSlope(key - U - P, G);
        scheduleOffer(key - U - P, G);
      }
    }
    for (let i = 0; i < touchedUnits.count; i++) {
      const u = touchedUnits.list[i]!;
      if (!decideUnit(u, G)) continue;
      for (let c = firstCandidate[u]!; c < firstCandidate[u + 1]!; c++)
        for (let k = payingStart[c]!; k < payingStart[c + 1]!; k++)
          if (free[paying[k]!] === 0) touchedPowers.mark(offerPower[paying[k]!]!);
    }
    // A toggle marks only its own player, already listed: the list does not grow under the loop.
    for (let i = 0; i < touchedPowers.count; i++) {
      const p = touchedPowers.list[i]!;
      if (spend.at(p, G) > limit[p]! !== (cutting[p] === 1)) toggle(p, G);
    }
    for (let i = 0; i < touchedUnits.count; i++) scheduleUnit(touchedUnits.list[i]!, G);
    for (let i = 0; i < touchedPowers.count; i++) scheduleSpend(touchedPowers.list[i]!, G);
    touchedUnits.clear();
    touchedPowers.clear();
  }
  return { cuts: cutsNow(), events, complete: true };
}

/** A set of small numbers below `size`, listed in the order they were first marked. */
class Marks {
  readonly list: Float64Array;
  readonly #marked: Float64Array;
  count = 0;

  constructor(slab: Slab<Float64Array>, size: number) {
    this.list = slab.zeroes(size);
    this.#marked = slab.zeroes(size);
  }

  mark(i: number): void {
    if (this.#marked[i] === 1) return;
    this.#marked[i] = 1;
    this.list[this.count++] = i;
  }

  clear(): void {
    for (let k = 0; k < this.count; k++) this.#marked[this.list[k]!] = 0;
    this.count = 0;
  }
}
