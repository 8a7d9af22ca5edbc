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
import { amountAfter, cutsToNextKink, decreasing, phaseTwoStart } from './reduction.js';

/** The first k ≥ 1 at which the sign of d0 + d1·k differs from the sign of d0. */
function firstSignChange(d0: number, d1: number): number {
  if (d1 === 0) return Infinity;
  if (d0 === 0) return 1;
  if (Math.sign(d0) === Math.sign(d1)) return Infinity;
  return Math.ceil(Math.abs(d0) / Math.abs(d1));
}

/**
 * Zeroed arrays of numbers cut from one buffer: a typed array of its own, past a few dozen bytes,
 * costs an allocation outside the heap, and a settlement needs a dozen of them.
 */
class Slab {
  readonly #buffer: Float64Array;
  #used = 0;

  constructor(size: number) {
    this.#buffer = new Float64Array(size);
  }

  take(length: number): Float64Array {
    // subarray would quietly hand out a shorter array past the end.
    if (this.#used + length > this.#buffer.length) throw new RangeError('the slab was sized too small');
    return this.#buffer.subarray(this.#used, (this.#used += length));
  }
}

/**
 * Values that change linearly with G, the global count of cut rounds, kept in parallel arrays:
 * value(G) = v + s·(G − g).
 */
class Lines {
  readonly v: Float64Array;
  readonly s: Float64Array;
  readonly g: Float64Array;

  constructor(slab: Slab, count: number) {
    this.v = slab.take(count);
    this.s = slab.take(count);
    this.g = slab.take(count);
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
 * plain method).
 */
export function settleByEvents(
  units: readonly UnitContext[],
  offers: readonly AtomicOffer[],
  available: ReadonlyMap<string, number>,
  budget = Infinity,
): { cuts: Map<string, number>; events: number; complete: boolean } | undefined {
  // Powers by first appearance among the offers; each offer's power as an index.
  const powerNames: string[] = [];
  const powerIndex = new Map<string, number>();
  const offerPower = new Array<number>(offers.length);
  for (const o of offers) {
    let p = powerIndex.get(o.power);
    if (p === undefined) {
      powerIndex.set(o.power, (p = powerNames.length));
      powerNames.push(o.power);
    }
    offerPower[o.id] = p;
  }
  const P = powerNames.length;
  const U = units.length;
  const limit = powerNames.map((p) => available.get(p) ?? Infinity);
  const owned = powerNames.map(() => [] as AtomicOffer[]);
  for (const o of offers) if (!o.free) owned[offerPower[o.id]!]!.push(o);
  const phaseTwo = owned.map(phaseTwoStart);

  // Candidates, numbered unit by unit: those of unit u are firstCandidate[u] .. firstCandidate[u + 1] − 1.
  const candidates: Candidate[] = [];
  const candidateUnit: number[] = [];
  const C = units.reduce((n, u) => n + u.bribes.candidates.length, 0);
  const slab = new Slab(2 * offers.length + 3 * U + 7 * P + 3 * C + 1);
  const firstCandidate = slab.take(U + 1);
  // For each offer, the candidates it pays for (all of one unit).
  const covering: number[][] = new Array<number[]>(offers.length);
  for (let u = 0; u < U; u++) {
    firstCandidate[u] = candidates.length;
    for (const c of units[u]!.bribes.candidates) {
      const id = candidates.length;
      candidates.push(c);
      candidateUnit.push(u);
      for (const o of c.offers) (covering[o.id] ??= []).push(id);
    }
  }
  firstCandidate[U] = candidates.length;

  // Per-player cut counters: r(G) = rBase + (G − gBase) while the player is being cut.
  const rBase = slab.take(P);
  const gBase = slab.take(P);
  const cutting = slab.take(P);
  let cuttingCount = 0;
  const cutsAt = (p: number, G: number) => rBase[p]! + (cutting[p] === 1 ? G - gBase[p]! : 0);
  // What an offer is worth at G, all its copies (Rule 3.1 item 1) together.
  const amountAt = (o: AtomicOffer, G: number) => {
    if (o.free) return o.amount * o.weight;
    const p = offerPower[o.id]!;
    return amountAfter(o, cutsAt(p, G), phaseTwo[p]!) * o.weight;
  };

  const slope = slab.take(offers.length);
  const totals = new Lines(slab, C);
  for (let id = 0; id < candidates.length; id++) {
    let sum = 0;
    for (const o of candidates[id]!.offers) sum += amountAt(o, 0);
    totals.v[id] = sum;
  }
  const spend = new Lines(slab, P);
  const winner = slab.take(U).fill(-1);
  /** Is the offer paid by its unit's current winner? */
  const paid = (o: AtomicOffer) => {
    if (o.free) return false;
    const ids = covering[o.id];
    return ids?.includes(winner[candidateUnit[ids[0]!]!]!) ?? false;
  };

  // Events by key: unit u is u, player p's spend U + p, offer o U + P + o.id.
  const queue = new EventQueue();
  const versions = slab.take(U + P + offers.length);
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
    for (let id = from; id < to; id++) {
      const t = totals.at(id, G);
      if (t > top) {
        top = t;
        first = id;
        ties = 1;
      } else if (t === top) ties++;
    }
    if (ties === 1) return first;
    const tied: Candidate[] = [];
    for (let id = first; id < to; id++) if (totals.at(id, G) === top) tied.push(candidates[id]!);
    const chosen = tieWinner(units[u]!, tied);
    let id = from;
    while (candidates[id] !== chosen) id++;
    return id;
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
  /** Adds (sign 1) or takes off (−1) what a candidate's offers pay from their players' spend. */
  const moveSpend = (id: number, sign: number, G: number) => {
    for (const o of candidates[id]!.offers) {
      if (o.free) continue;
      spend.add(offerPower[o.id]!, G, sign * amountAt(o, G), sign * slope[o.id]!);
    }
  };

  const scheduleUnit = (u: number, G: number) => {
    const from = firstCandidate[u]!;
    const to = firstCandidate[u + 1]!;
    let topId = from;
    for (let id = from; id < to; id++) if (totals.at(id, G) > totals.at(topId, G)) topId = id;
    let k = Infinity;
    for (let id = from; id < to; id++) {
      if (id === topId) continue;
      k = Math.min(k, firstSignChange(totals.at(id, G) - totals.at(topId, G), totals.s[id]! - totals.s[topId]!));
    }
    schedule(u, G + k);
  };
  const scheduleSpend = (p: number, G: number) =>
    schedule(U + p, G + firstSignChange(spend.at(p, G) - limit[p]!, spend.s[p]!));
  const scheduleOffer = (o: AtomicOffer, G: number) => {
    const p = offerPower[o.id]!;
    schedule(U + P + o.id, cutting[p] === 1 ? G + cutsToNextKink(o, cutsAt(p, G), phaseTwo[p]!) : Infinity);
  };

  const touchedUnits = new Set<number>();
  const touchedPowers = new Set<number>();
  const setSlope = (o: AtomicOffer, G: number) => {
    const p = offerPower[o.id]!;
    const next = cutting[p] === 1 && decreasing(o, cutsAt(p, G), phaseTwo[p]!) ? -o.weight : 0;
    const delta = next - slope[o.id]!;
    if (delta === 0) return;
    slope[o.id] = next;
    for (const id of covering[o.id] ?? noCandidates) {
      totals.add(id, G, 0, delta);
      touchedUnits.add(candidateUnit[id]!);
    }
    if (paid(o)) {
      spend.add(p, G, 0, delta);
      touchedPowers.add(p);
    }
  };
  const toggle = (p: number, G: number) => {
    rBase[p] = cutsAt(p, G);
    gBase[p] = G;
    cutting[p] = cutting[p] === 1 ? 0 : 1;
    cuttingCount += cutting[p] === 1 ? 1 : -1;
    for (const o of owned[p]!) {
      setSlope(o, G);
      scheduleOffer(o, G);
    }
    touchedPowers.add(p);
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
  const dueUnits = new Set<number>();
  const duePowers = new Set<number>();
  while (cuttingCount > 0) {
    const time = queue.peekTime();
    if (!Number.isFinite(time)) return undefined;
    if (++events > budget) return { cuts: cutsNow(), events, complete: false };
    G = time;
    dueUnits.clear();
    duePowers.clear();
    while (queue.peekTime() === G) {
      queue.pop();
      const key = queue.key;
      if (versions[key] !== queue.version) continue;
      if (key < U) dueUnits.add(key);
      else if (key < U + P) duePowers.add(key - U);
      else {
        const offer = offers[key - U - P]!;
        setSlope(offer, G);
        scheduleOffer(offer, G);
      }
    }
    for (const u of dueUnits) touchedUnits.add(u);
    for (const u of touchedUnits) {
      if (!decideUnit(u, G)) continue;
      for (let id = firstCandidate[u]!; id < firstCandidate[u + 1]!; id++)
        for (const o of candidates[id]!.offers) if (!o.free) touchedPowers.add(offerPower[o.id]!);
    }
    for (const p of duePowers) touchedPowers.add(p);
    for (const p of [...touchedPowers]) if (spend.at(p, G) > limit[p]! !== (cutting[p] === 1)) toggle(p, G);
    for (const u of touchedUnits) scheduleUnit(u, G);
    for (const p of touchedPowers) scheduleSpend(p, G);
    touchedUnits.clear();
    touchedPowers.clear();
  }
  return { cuts: cutsNow(), events, complete: true };
}

const noCandidates: readonly number[] = [];
