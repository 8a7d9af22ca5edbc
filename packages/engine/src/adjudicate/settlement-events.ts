// What the event-jumping settlements of Rule 5.5 (scan-settlement.ts, kinetic-settlement.ts) share.
import type { AtomicOffer } from './atomic-offer.js';
import type { Evaluation, UnitContext } from './evaluation.js';

/** The cuts each player suffered, and how many events it took to find them. */
export interface EventSettlement {
  /** By player; when `settled` is given, exactly the players who offer money (an offer not free). */
  readonly cuts: Map<string, number>;
  readonly events: number;
  /** False when the settlement stopped at its budget of events, before anyone could pay. */
  readonly complete: boolean;
  /**
   * When complete, if the settlement kept them: the decisions once nobody is overdrawn, and every
   * atomic offer's amount (per copy) by id.
   */
  readonly settled?: { readonly evaluation: Evaluation; readonly amounts: readonly number[] };
}

/** The first k ≥ 1 at which the sign of d0 + d1·k differs from the sign of d0. */
export function firstSignChange(d0: number, d1: number): number {
  if (d1 === 0) return Infinity;
  if (d0 === 0) return 1;
  if (d0 > 0 === d1 > 0) return Infinity;
  // Signs differ: |d0| / |d1| is −d0 / d1, without the calls.
  return Math.ceil(-d0 / d1);
}

/**
 * Arrays of zeroes cut from one buffer, in turn: a typed array of its own, past a few dozen bytes,
 * costs an allocation outside the heap, and a settlement needs a dozen or more.
 */
export class Slab<A extends Float64Array | Int32Array> {
  readonly #buffer: A;
  #used = 0;

  constructor(buffer: A) {
    this.#buffer = buffer;
  }

  /** An array of `length` zeroes. */
  zeroes(length: number): A {
    // subarray would quietly hand out a shorter array past the end.
    if (this.#used + length > this.#buffer.length) throw new RangeError('the slab was sized too small');
    return this.#buffer.subarray(this.#used, (this.#used += length)) as A;
  }
}

/** What a settlement's arrays are sized by: the players (by first offer), the candidates, the links. */
export function settlementSizes(
  units: readonly UnitContext[],
  offers: readonly AtomicOffer[],
): { powerNames: string[]; candidates: number; links: number } {
  const powerNames: string[] = [];
  // Sheets come one power at a time: the power seen last is nearly always the next. (Kept in a
  // local: reading the list's last element, out of bounds while it is empty, made that read
  // megamorphic for every offer. It starts as '', which no power is named, rather than undefined:
  // comparing a string with undefined called V8's generic equality for every offer.)
  let last = '';
  for (const o of offers) {
    if (o.power === last) continue;
    last = o.power;
    if (placeAmong(powerNames, last) < 0) powerNames.push(last);
  }
  let candidates = 0;
  let links = 0;
  for (const u of units)
    for (const c of u.bribes.candidates) {
      candidates++;
      links += c.offers.length;
    }
  return { powerNames, candidates, links };
}

/** The place of `name` among a few names, or −1 (a loop: `indexOf` is a call into a builtin). */
export function placeAmong(names: readonly string[], name: string): number {
  for (let i = 0; i < names.length; i++) if (names[i] === name) return i;
  return -1;
}
