// Rule 5.5 by scans of flat arrays: at each event every unit decides again and every player's
// spend is summed afresh, on numbers only. Between events every amount, total and spend changes
// linearly in the number of further cuts, so each scan also finds the first cut at which anything
// could change (a decision, an offer reaching its plateau or zero, a player's spend crossing its
// limit) and the process jumps there. The candidates' totals are carried from one event to the
// next at their known rates: a candidate's rate changes only when one of its offers reaches a kink
// or the player of one starts or stops being cut (95% of the corpus's events are such kinks, and
// decisions seldom change). A realistic phase has a dozen events; phases with many are left to the kinetic
// settlement (kinetic-settlement.ts), whose work grows with what each event touches rather than
// with the board.
import type { AtomicOffer } from './atomic-offer.js';
import {
  settleTie,
  tieFallsToHold,
  walkedTieWinner,
  type Decision,
  type Evaluation,
  type UnitContext,
} from './evaluation.js';
import type { Candidate } from './expand-offers.js';
import { settleByEvents } from './kinetic-settlement.js';
import { constant, type Lin } from './linear.js';
import type { TieBreak } from './tie-break.js';
import {
  amountAfterCuts as importedAmountAfterCuts,
  decreasingAt as importedDecreasingAt,
  rateChangeAfter as importedRateChangeAfter,
} from './reduction.js';
import type { OfferLinks } from './offer-links.js';
import { firstSignChange as importedFirstSignChange, type EventSettlement } from './settlement-events.js';

// What the scans' loops call, as this module's constants: an imported binding is checked at every
// read, each call of every step (about 10K instructions a phase), a module's constant is not.
const amountAfterCuts = importedAmountAfterCuts;
const decreasingAt = importedDecreasingAt;
const rateChangeAfter = importedRateChangeAfter;
const firstSignChange = importedFirstSignChange;

/**
 * The cuts each player suffers under the standard pricing, or `complete: false` after `budget`
 * events (the caller then goes on another way); undefined if the process would never end by
 * itself (the caller falls back to the plain method, as for the kinetic settlement). A phase too
 * large for the scans' buffers (see `doubles`) is the kinetic settlement's.
 */
export function settleByScans(
  units: readonly UnitContext[],
  offers: readonly AtomicOffer[],
  available: ReadonlyMap<string, number>,
  budget: number,
  links: OfferLinks,
): EventSettlement | undefined {
  if (!scansFit(units.length, offers.length, links)) return settleByEvents(units, offers, available, budget);
  const table = new ScanTable(units, offers, available, links);
  // Amounts are whole and every sum stays below 2^53 (number-limits.ts), so totals carried from
  // event to event are exactly the totals summed afresh.
  table.start();
  for (let events = 0; ; events++) {
    // Nobody is overdrawn: these decisions are the adjudication's.
    if (!table.noteCutting()) return { cuts: table.payersCuts(), events, complete: true, settled: table.settled() };
    if (events >= budget) return { cuts: table.cutsByPower(), events, complete: false };
    const step = table.nextStep();
    if (!Number.isFinite(step)) return undefined;
    table.advance(step);
  }
}

// The scans' numbers are kept in three buffers made once, for the program's life: each array of
// a table is a run of one of them, and the table keeps where it starts. The compiler knows a
// module's constant typed array: its storage and its length are in the optimised code. A table's
// own arrays (views of a kept buffer, before) had their shape checked and their length and storage
// loaded again at every read and write, since V8 moves no check out of a loop: a read cost about
// twice the instructions (settle 720K → 631K a phase). One table uses the buffers at a time: the
// settlement runs synchronously, and what outlives it (`settled`) copies what it keeps.
const bufferLength = 1 << 15;
const doubles = new Float64Array(bufferLength);
const ints = new Int32Array(bufferLength);
const bytes = new Uint8Array(bufferLength);

/**
 * The cuts of a player's whose kinks are filed by cut (`ScanTable.kinkHead`): a realistic sheet's
 * amounts reach every kink within a few dozen cuts.
 */
const kinkWindow = 64;

/**
 * Whether the scans' buffers hold the table of a phase of `units` units, `offers` offers and these
 * links (`settleByScans` leaves a larger one to the kinetic settlement).
 */
export function scansFit(units: number, offers: number, links: OfferLinks): boolean {
  const P = links.players.length;
  const C = links.candidates;
  const L = links.links;
  return (
    6 * P + 4 * offers + 2 * C + units <= bufferLength &&
    (kinkWindow + 2) * P + 4 * offers + 2 * C + 3 * L + 5 * units + 3 <= bufferLength &&
    4 * P + offers + units <= bufferLength
  );
}

/** Runs of one buffer handed out in turn, from its start. */
class Runs {
  declare next: number;

  constructor() {
    this.next = 0;
  }

  /**
   * Where a run of `length` numbers starts. Past the buffer's end it throws rather than hand out
   * a run whose writes a typed array would drop: `scansFit` must count every run taken.
   */
  take(length: number): number {
    const start = this.next;
    this.next += length;
    if (this.next > bufferLength) throw new RangeError('the scans took more than scansFit counted');
    return start;
  }
}

/**
 * Everything a scan reads, as numbers: per offer, per candidate, per unit, per player, each a run
 * of `doubles`, `ints` or `bytes` (its field is where it starts; "array" below means such a run).
 * The runs that add up or are read before written are cleared when the table is made; the others
 * hold what the last table left until written. Its fields are private to the compiler only, and
 * declared: fields of the language's own (`#`), or defined by the class, were each defined by an
 * initializer before the constructor's stores, a call of its own that V8 left unoptimised.
 */
class ScanTable {
  declare readonly powerNames: readonly string[];
  declare private readonly units: readonly UnitContext[];
  /** The offers, by id: their amounts, plateaus and weights are read from them, not copied. */
  declare private readonly offers: readonly AtomicOffer[];
  /** The expansion's links, whose arrays outlive the table (`settled` keeps `offerPlayer`). */
  declare private readonly links: OfferLinks;
  declare private readonly playerCount: number;
  // Doubles, per player:
  declare private readonly limit: number;
  /** What each player pays at the last decisions. */
  declare private readonly spend: number;
  /** How many times each player's offers have been cut. */
  declare private readonly cuts: number;
  /** Rule 5.5: the cut at which every offer of a player sits at its plateau. */
  declare private readonly phaseTwo: number;
  /** How much each of a player's cuts takes off what it pays (while it is being cut). */
  declare private readonly spendRate: number;
  /** The cuts at which the first of a player's offers reaches a kink. */
  declare private readonly nextKinkAt: number;
  /**
   * Doubles, per offer: its value (all copies) when its player had been cut `refCuts` times, the
   * last time its rate changed; how many copies each cut of its player reduces (its rate); and at
   * how many cuts of its player that changes. Its value now follows (see `valueNow`): a player's
   * cuts advance only while it is cut, so an offer is touched only when its rate changes, not
   * when its player starts or stops being cut. `kinkAt` is by the offer's place in `offersOf`, so
   * that the scan for a player's offers at a kink reads one array. A kink here is a cut at which
   * the rate changes (`rateChangeAfter`): an offer that has reached zero for good has none left.
   */
  declare private readonly valueAtRef: number;
  declare private readonly refCuts: number;
  declare private readonly decrease: number;
  declare private readonly kinkAt: number;
  /** Doubles, per candidate: its total, and how much the next cut of the players being cut takes off it. */
  declare private readonly total: number;
  declare private readonly fall: number;
  /**
   * Doubles, per unit: after how many more cuts a total could cross or meet its highest (see
   * `stale`).
   */
  declare private readonly due: number;
  // Ints: copies of the expansion's links (`OfferLinks`), read here at every event.
  /** Each offer's player, by id. */
  declare private readonly offerPower: number;
  /**
   * The candidates of unit u are firstCandidate[u] .. firstCandidate[u + 1] − 1; the offers
   * candidate c pays with are paying[payingStart[c] .. payingStart[c + 1] − 1]; candidate c's
   * unit is unitOf[c].
   */
  declare private readonly firstCandidate: number;
  declare private readonly payingStart: number;
  declare private readonly paying: number;
  declare private readonly unitOf: number;
  // Ints of the table's own:
  /** Player p's offers are offersOf[offersFrom[p] .. offersFrom[p + 1] − 1], in id order. */
  declare private readonly offersFrom: number;
  declare private readonly offersOf: number;
  /** Per unit: the candidate it issues, and the first with the highest total. */
  declare private readonly winner: number;
  declare private readonly top: number;
  /** Per unit: its last tied set of candidates (a bit set from its first), and the one chosen. */
  declare private readonly lastTie: number;
  declare private readonly lastTieWinner: number;
  /**
   * The candidates offer o pays, as a list through the links (a link is one offer paying one
   * candidate, at its place in `paying`): its first link is payerHead[o] − 1, the next after link
   * k is nextPayer[k] − 1 (−1: none), and link k pays candidate linkCandidate[k]. Made in one pass
   * over the candidates' offers, not by counting and placing in two more.
   */
  declare private readonly payerHead: number;
  declare private readonly nextPayer: number;
  declare private readonly linkCandidate: number;
  /**
   * Which of a player's offers reach a kink at each of its first `kinkWindow` cuts, so that a
   * kink touches only the offers at it: the first (its place in `offersOf`, plus one) at
   * kinkHead[p × kinkWindow + r], the next after place k at kinkNext[k] − 1. A player with a
   * kink further on (amounts beyond a realistic sheet's) has its offers scanned instead
   * (`scanKinks`), as it still would be only when one of them is at a kink.
   */
  declare private readonly kinkHead: number;
  declare private readonly kinkNext: number;
  // Bytes:
  /** Per offer: whether it is free (Rule 6.5: paid by no one). */
  declare private readonly free: number;
  /** Per player: whether it offers money (an offer that is not free): it is told its cuts (Rule 5.5). */
  declare private readonly payer: number;
  /** Per player: whether it is being cut now, and whether it was when the candidates' falls were last worked out. */
  declare private readonly cutting: number;
  declare private readonly fallingFor: number;
  declare private readonly scanKinks: number;
  /** Per unit: whether `due` must be worked out again (a rate or the highest changed). */
  declare private readonly stale: number;

  constructor(
    units: readonly UnitContext[],
    offers: readonly AtomicOffer[],
    available: ReadonlyMap<string, number>,
    links: OfferLinks,
  ) {
    const D = doubles;
    const I = ints;
    const B = bytes;
    this.units = units;
    this.offers = offers;
    this.links = links;
    const O = offers.length;
    const U = units.length;
    const names = links.players;
    const C = links.candidates;
    const L = links.links;
    this.powerNames = names;
    const P = (this.playerCount = names.length);
    // The runs read before written, or added to, come first in each buffer and are cleared.
    const d = new Runs();
    const phaseTwo = (this.phaseTwo = d.take(P));
    this.spend = d.take(P);
    this.cuts = d.take(P);
    this.spendRate = d.take(P);
    this.refCuts = d.take(O);
    this.fall = d.take(C);
    clear(D, d.next);
    const limit = (this.limit = d.take(P));
    this.nextKinkAt = d.take(P);
    this.valueAtRef = d.take(O);
    this.decrease = d.take(O);
    this.kinkAt = d.take(O);
    this.total = d.take(C);
    this.due = d.take(U);
    const i = new Runs();
    const offersFrom = (this.offersFrom = i.take(P + 1));
    this.kinkHead = i.take(P * kinkWindow);
    const payerHead = (this.payerHead = i.take(O));
    this.lastTie = i.take(U);
    clear(I, i.next);
    const offerPower = (this.offerPower = copied(i.take(O), links.offerPlayer, O));
    this.firstCandidate = copied(i.take(U + 1), links.firstCandidate, U + 1);
    this.unitOf = copied(i.take(C), links.unitOf, C);
    const payingStart = (this.payingStart = copied(i.take(C + 1), links.payingStart, C + 1));
    const paying = (this.paying = copied(i.take(L), links.paying, L));
    this.offersOf = i.take(O);
    this.kinkNext = i.take(O);
    const nextPayer = (this.nextPayer = i.take(L));
    const linkCandidate = (this.linkCandidate = i.take(L));
    this.lastTieWinner = i.take(U);
    this.winner = i.take(U);
    this.top = i.take(U);
    const placed = i.take(P);
    const b = new Runs();
    const free = (this.free = b.take(O));
    const payer = (this.payer = b.take(P));
    this.fallingFor = b.take(P);
    this.scanKinks = b.take(P);
    clear(B, b.next);
    this.cutting = b.take(P);
    const stale = (this.stale = b.take(U));
    for (let u = 0; u < U; u++) B[stale + u] = 1;

    for (let id = 0; id < O; id++) {
      const o = offers[id]!;
      const p = I[offerPower + id]!;
      I[offersFrom + p + 1]!++;
      if (o.free) B[free + id] = 1;
      else {
        B[payer + p] = 1;
        if (o.amount - o.plateau > D[phaseTwo + p]!) D[phaseTwo + p] = o.amount - o.plateau;
      }
    }
    for (let p = 0; p < P; p++) D[limit + p] = available.get(names[p]!) ?? Infinity;
    for (let p = 0; p < P; p++) I[offersFrom + p + 1]! += I[offersFrom + p]!;
    this.placeOffers(placed);
    for (let c = 0, k = 0; c < C; c++)
      for (const end = I[payingStart + c + 1]!; k < end; k++) {
        const id = I[paying + k]!;
        I[linkCandidate + k] = c;
        I[nextPayer + k] = I[payerHead + id]!;
        I[payerHead + id] = k + 1;
      }
  }

  /**
   * Places each offer among its player's (`offersOf`, in id order) and notes, as nobody is cut
   * yet, what it is worth, how fast and for how long it would decrease if its player were cut
   * (one walk over the offers, which the table's making and the first decisions both need).
   * `placed`: a run of P ints to count in.
   */
  private placeOffers(placed: number): void {
    const D = doubles;
    const I = ints;
    const B = bytes;
    const offers = this.offers;
    const free = this.free;
    const offerPower = this.offerPower;
    const phaseTwo = this.phaseTwo;
    const offersOf = this.offersOf;
    const value = this.valueAtRef;
    const decrease = this.decrease;
    const kink = this.kinkAt;
    const nextKinkAt = this.nextKinkAt;
    const P = this.playerCount;
    for (let p = 0; p < P; p++) {
      I[placed + p] = I[this.offersFrom + p]!;
      D[nextKinkAt + p] = Infinity;
    }
    const O = offers.length;
    for (let id = 0; id < O; id++) {
      const p = I[offerPower + id]!;
      const k = I[placed + p]!++;
      I[offersOf + k] = id;
      const offer = offers[id]!;
      if (B[free + id] === 1) {
        D[value + id] = offer.amount * offer.weight;
        D[decrease + id] = 0;
        D[kink + k] = Infinity;
        continue;
      }
      const a = offer.amount;
      const q = offer.plateau;
      const t = D[phaseTwo + p]!;
      D[value + id] = amountAfterCuts(a, q, 0, t) * offer.weight;
      D[decrease + id] = decreasingAt(a, q, 0, t) ? offer.weight : 0;
      const at = rateChangeAfter(a, q, 0, t);
      D[kink + k] = at;
      this.kinkLater(p, k, at);
      if (at < D[nextKinkAt + p]!) D[nextKinkAt + p] = at;
    }
  }

  /**
   * Every unit's decision (Rules 5.1–5.4, 4.4) before any cut, and what each player then pays.
   * Nobody is cut yet, so nothing falls.
   */
  start(): void {
    const D = doubles;
    const I = ints;
    const value = this.valueAtRef;
    const total = this.total;
    const payingStart = this.payingStart;
    const paying = this.paying;
    const C = this.links.candidates;
    for (let c = 0, k = 0; c < C; c++) {
      let sum = 0;
      for (const end = I[payingStart + c + 1]!; k < end; k++) sum += D[value + I[paying + k]!]!;
      D[total + c] = sum;
    }
    // What each player pays, and how fast it falls, start at zero (cleared with the table).
    const first = this.firstCandidate;
    const winner = this.winner;
    const U = this.units.length;
    for (let u = 0; u < U; u++) {
      const w = this.choose(u, I[first + u]!, I[first + u + 1]!);
      I[winner + u] = w;
      this.addSpend(w, 1);
    }
  }

  /** Notes which players are overdrawn, and so cut from here: whether any is. */
  noteCutting(): boolean {
    const D = doubles;
    const B = bytes;
    const spend = this.spend;
    const limit = this.limit;
    const cutting = this.cutting;
    const P = this.playerCount;
    let any = false;
    for (let p = 0; p < P; p++) {
      const cut = D[spend + p]! > D[limit + p]!;
      B[cutting + p] = cut ? 1 : 0;
      if (cut) any = true;
    }
    return any;
  }

  /**
   * The state after `step` more cuts of the players being cut, carried forward from the last:
   * between events every value and total falls linearly, so only the offers reaching a kink are
   * worked out again, and only their candidates' rates change.
   */
  advance(step: number): void {
    const D = doubles;
    const I = ints;
    const B = bytes;
    const total = this.total;
    const fall = this.fall;
    const C = this.links.candidates;
    for (let c = 0; c < C; c++) D[total + c]! -= D[fall + c]! * step;
    const spend = this.spend;
    const spendRate = this.spendRate;
    const cutting = this.cutting;
    const cuts = this.cuts;
    const nextKinkAt = this.nextKinkAt;
    const P = this.playerCount;
    for (let p = 0; p < P; p++) {
      if (B[cutting + p] === 0) continue;
      D[spend + p]! -= D[spendRate + p]! * step;
      const now = (D[cuts + p]! += step);
      if (D[nextKinkAt + p] === now) this.passKinks(p);
    }
    // Only a unit whose totals crossed or met its highest may decide otherwise.
    const due = this.due;
    const first = this.firstCandidate;
    const winner = this.winner;
    const stale = this.stale;
    const U = this.units.length;
    for (let u = 0; u < U; u++) {
      if ((D[due + u]! -= step) !== 0) continue;
      B[stale + u] = 1;
      const was = I[winner + u]!;
      const now = this.choose(u, I[first + u]!, I[first + u + 1]!);
      if (now === was) continue;
      I[winner + u] = now;
      this.addSpend(was, -1);
      this.addSpend(now, 1);
    }
  }

  /** Player p's offers at a kink at its current cuts decrease at their new rates from here. */
  private passKinks(p: number): void {
    const D = doubles;
    const I = ints;
    const B = bytes;
    if (B[this.scanKinks + p] === 1) {
      this.scanForKinks(p);
      return;
    }
    const r = D[this.cuts + p]!;
    const head = this.kinkHead;
    const next = this.kinkNext;
    const row = head + p * kinkWindow;
    let k = I[row + r]! - 1;
    I[row + r] = 0;
    while (k >= 0) {
      const after = I[next + k]! - 1;
      this.passKink(p, k, r);
      this.kinkLater(p, k, D[this.kinkAt + k]!);
      k = after;
    }
    if (B[this.scanKinks + p] === 1) {
      D[this.nextKinkAt + p] = this.firstKink(p);
      return;
    }
    let at = r + 1;
    while (at < kinkWindow && I[row + at] === 0) at++;
    D[this.nextKinkAt + p] = at < kinkWindow ? at : Infinity;
  }

  /** Files the offer at place k of player p under the cut `at` of its next kink (if there is one). */
  private kinkLater(p: number, k: number, at: number): void {
    if (at === Infinity) return;
    if (at >= kinkWindow) {
      bytes[this.scanKinks + p] = 1;
      return;
    }
    const slot = this.kinkHead + p * kinkWindow + at;
    ints[this.kinkNext + k] = ints[slot]!;
    ints[slot] = k + 1;
  }

  /** Player p's kinks found by scanning all its offers (see `kinkHead`), and its next, in the same walk. */
  private scanForKinks(p: number): void {
    const D = doubles;
    const I = ints;
    const r = D[this.cuts + p]!;
    const kinkAt = this.kinkAt;
    const end = I[this.offersFrom + p + 1]!;
    let first = Infinity;
    for (let k = I[this.offersFrom + p]!; k < end; k++) {
      if (D[kinkAt + k] === r) this.passKink(p, k, r);
      if (D[kinkAt + k]! < first) first = D[kinkAt + k]!;
    }
    D[this.nextKinkAt + p] = first;
  }

  /** The cut at which the first of player p's offers reaches its next kink. */
  private firstKink(p: number): number {
    const D = doubles;
    const I = ints;
    const kinkAt = this.kinkAt;
    const end = I[this.offersFrom + p + 1]!;
    let first = Infinity;
    for (let k = I[this.offersFrom + p]!; k < end; k++) if (D[kinkAt + k]! < first) first = D[kinkAt + k]!;
    return first;
  }

  /**
   * The offer at place k of player p, at a kink at its r cuts, decreases at its new rate from
   * here; the cut of its next kink is noted in `kinkAt` (not returned: a return value that may be
   * Infinity is boxed, an allocation at most kinks).
   */
  private passKink(p: number, k: number, r: number): void {
    const D = doubles;
    const id = ints[this.offersOf + k]!;
    const offer = this.offers[id]!;
    const a = offer.amount;
    const q = offer.plateau;
    const t = D[this.phaseTwo + p]!;
    const decrease = decreasingAt(a, q, r, t) ? offer.weight : 0;
    D[this.kinkAt + k] = r + rateChangeAfter(a, q, r, t);
    this.changeRate(id, p, decrease);
  }

  /** What offer `id` is worth now (all copies). */
  private valueNow(id: number): number {
    const D = doubles;
    return (
      D[this.valueAtRef + id]! -
      D[this.decrease + id]! * (D[this.cuts + ints[this.offerPower + id]!]! - D[this.refCuts + id]!)
    );
  }

  /**
   * Adds (sign 1) or takes off (−1) what candidate c's offers are now worth, and how fast that
   * falls, to their players' spend.
   */
  private addSpend(c: number, sign: number): void {
    const D = doubles;
    const I = ints;
    const free = this.free;
    const offerPower = this.offerPower;
    const decrease = this.decrease;
    const spend = this.spend;
    const spendRate = this.spendRate;
    const paying = this.paying;
    const end = I[this.payingStart + c + 1]!;
    for (let k = I[this.payingStart + c]!; k < end; k++) {
      const id = I[paying + k]!;
      const p = I[offerPower + id]!;
      if (bytes[free + id] === 0) D[spend + p]! += sign * this.valueNow(id);
      D[spendRate + p]! += sign * D[decrease + id]!;
    }
  }

  /**
   * Offer `id` of player p, which is being cut, now loses `decrease` a cut: so do, by as much more
   * or less, the totals of the candidates it pays, and what p pays where they are issued.
   */
  private changeRate(id: number, p: number, decrease: number): void {
    const D = doubles;
    const I = ints;
    const B = bytes;
    const by = decrease - D[this.decrease + id]!;
    if (by === 0) return;
    // The value so far becomes the reference from which the new rate runs.
    D[this.valueAtRef + id] = this.valueNow(id);
    D[this.refCuts + id] = D[this.cuts + p]!;
    D[this.decrease + id] = decrease;
    // In any order: each candidate's rate only adds up.
    const nextPayer = this.nextPayer;
    const linkCandidate = this.linkCandidate;
    const fall = this.fall;
    const unitOf = this.unitOf;
    const stale = this.stale;
    const winner = this.winner;
    let paid = 0;
    for (let k = I[this.payerHead + id]! - 1; k >= 0; k = I[nextPayer + k]! - 1) {
      const c = I[linkCandidate + k]!;
      D[fall + c]! += by;
      const u = I[unitOf + c]!;
      B[stale + u] = 1;
      if (I[winner + u] === c) paid += by;
    }
    if (paid !== 0) D[this.spendRate + p]! += paid;
  }

  /**
   * Player p starts (sign 1) or stops (−1) being cut: the candidates its offers pay fall faster
   * or slower, each by its offers' rates. The offers themselves are not touched (see `valueNow`).
   */
  private cutOffers(p: number, sign: number): void {
    const D = doubles;
    const I = ints;
    const B = bytes;
    const decrease = this.decrease;
    const offersOf = this.offersOf;
    const payerHead = this.payerHead;
    const nextPayer = this.nextPayer;
    const linkCandidate = this.linkCandidate;
    const fall = this.fall;
    const unitOf = this.unitOf;
    const stale = this.stale;
    const end = I[this.offersFrom + p + 1]!;
    for (let k = I[this.offersFrom + p]!; k < end; k++) {
      const id = I[offersOf + k]!;
      const by = sign * D[decrease + id]!;
      if (by === 0) continue;
      for (let l = I[payerHead + id]! - 1; l >= 0; l = I[nextPayer + l]! - 1) {
        const c = I[linkCandidate + l]!;
        D[fall + c]! += by;
        B[stale + I[unitOf + c]!] = 1;
      }
    }
  }

  /** Each player and its cuts. */
  cutsByPower(): Map<string, number> {
    const cuts = new Map<string, number>();
    for (let p = 0; p < this.playerCount; p++) cuts.set(this.powerNames[p]!, doubles[this.cuts + p]!);
    return cuts;
  }

  /** Each player who offers money and its cuts, in the order of their first offers (see `settleOverExpenditure`). */
  payersCuts(): Map<string, number> {
    const cuts = new Map<string, number>();
    for (let p = 0; p < this.playerCount; p++)
      if (bytes[this.payer + p] === 1) cuts.set(this.powerNames[p]!, doubles[this.cuts + p]!);
    return cuts;
  }

  /** The last decisions as the adjudication reports them; every offer's amount per copy after the cuts is worked out when read. */
  settled(): { readonly evaluation: Evaluation; readonly amounts: readonly number[] } {
    // The decisions outlive the table, whose buffers are the next phase's: they keep what they
    // read of them, each player's cuts and second phase, as plain arrays, and the expansion's
    // players of the offers.
    const P = this.playerCount;
    const offerPower = this.links.offerPlayer;
    const final = new Final(this.offers, offerPower, copyOf(this.cuts, P), copyOf(this.phaseTwo, P));
    const decisions = new Array<Decision>(this.units.length);
    // The players who pay for a winning order: their spend is the evaluation's.
    const pays = new Uint8Array(P);
    const I = ints;
    const first = this.firstCandidate;
    for (let u = 0; u < this.units.length; u++) {
      const to = I[first + u + 1]!;
      const context = this.units[u]!;
      const winner = this.candidateAt(u, I[this.winner + u]!);
      const decision = new ScannedDecision(final, context, winner, this.tiedAtTop(u, to));
      decisions[u] = decision;
      for (const offer of decision.winner.offers) pays[offerPower[offer.id]!] = 1;
    }
    const spend = new Map<string, Lin>();
    for (let p = 0; p < P; p++) if (pays[p] === 1) spend.set(this.powerNames[p]!, constant(doubles[this.spend + p]!));
    return new ScannedSettlement({ decisions, spend }, final);
  }

  /** The unit's candidates tied for the highest total, in the unit's order; undefined if only one has it. */
  private tiedAtTop(u: number, to: number): readonly Candidate[] | undefined {
    const D = doubles;
    const total = this.total;
    const first = ints[this.top + u]!;
    const top = D[total + first]!;
    let ties = 0;
    for (let c = first; c < to; c++) if (D[total + c] === top) ties++;
    // Most units have one order at the top: no list is made for it.
    if (ties === 1) return undefined;
    const best = new Array<Candidate>(ties);
    for (let c = first, n = 0; c < to; c++) if (D[total + c] === top) best[n++] = this.candidateAt(u, c);
    return best;
  }

  /** Candidate c, one of unit u's. */
  private candidateAt(u: number, c: number): Candidate {
    return this.units[u]!.bribes.candidates[c - ints[this.firstCandidate + u]!]!;
  }

  /** The unit's candidate with the highest total; among equals, the one the tie-break names. */
  private choose(u: number, from: number, to: number): number {
    const D = doubles;
    const I = ints;
    const total = this.total;
    let top = -Infinity;
    let first = from;
    let ties = 0;
    for (let c = from; c < to; c++) {
      const t = D[total + c]!;
      if (t > top) {
        top = t;
        first = c;
        ties = 1;
      } else if (t === top) ties++;
    }
    I[this.top + u] = first;
    if (ties === 1) return first;
    // The same orders tied again (they often stay tied from event to event): the same winner.
    let tiedSet = 0;
    if (to - from <= 31) for (let c = first; c < to; c++) if (D[total + c] === top) tiedSet |= 1 << (c - from);
    if (tiedSet !== 0 && tiedSet === I[this.lastTie + u]) return I[this.lastTieWinner + u]!;
    // At its size: a list grown by push is made again as it grows.
    const tied = new Array<Candidate>(ties);
    const context = this.units[u]!;
    const candidates = context.bribes.candidates;
    for (let c = first, n = 0; c < to; c++) if (D[total + c] === top) tied[n++] = candidates[c - from]!;
    const chosen = walkedTieWinner(context, tied);
    for (let c = from; c < to; c++)
      if (candidates[c - from] === chosen) {
        I[this.lastTie + u] = tiedSet;
        I[this.lastTieWinner + u] = c;
        return c;
      }
    throw new Error('the tie-break chose an order the unit was not offered');
  }

  /**
   * How many more cuts of the players being cut the last decisions last at least: the first at
   * which a unit could decide otherwise, an offer stops or starts decreasing at another rate, or
   * a player's spend crosses its limit. Rates change here only for the offers of players who
   * started or stopped being cut.
   */
  nextStep(): number {
    const D = doubles;
    const I = ints;
    const B = bytes;
    const P = this.playerCount;
    const cutting = this.cutting;
    const fallingFor = this.fallingFor;
    let step = Infinity;
    for (let p = 0; p < P; p++) {
      const now = B[cutting + p]!;
      if (now !== B[fallingFor + p]) {
        this.cutOffers(p, now === 1 ? 1 : -1);
        B[fallingFor + p] = now;
      }
      if (now === 1) step = Math.min(step, D[this.nextKinkAt + p]! - D[this.cuts + p]!);
    }
    const total = this.total;
    const fall = this.fall;
    const first = this.firstCandidate;
    const stale = this.stale;
    const due = this.due;
    const tops = this.top;
    const U = this.units.length;
    for (let u = 0; u < U; u++) {
      // A unit whose rates and highest total stayed as they were crosses where it would have.
      if (B[stale + u] === 1) {
        B[stale + u] = 0;
        const top = I[tops + u]!;
        const highest = D[total + top]!;
        const fallOfTop = D[fall + top]!;
        const end = I[first + u + 1]!;
        let next = Infinity;
        for (let c = I[first + u]!; c < end; c++)
          if (c !== top) next = Math.min(next, firstSignChange(D[total + c]! - highest, fallOfTop - D[fall + c]!));
        D[due + u] = next;
      }
      if (D[due + u]! < step) step = D[due + u]!;
    }
    const spend = this.spend;
    const limit = this.limit;
    const spendRate = this.spendRate;
    for (let p = 0; p < P; p++)
      step = Math.min(
        step,
        firstSignChange(D[spend + p]! - D[limit + p]!, B[cutting + p] === 1 ? -D[spendRate + p]! : 0),
      );
    return step;
  }
}

/** Clears the first `length` numbers of `buffer` (by `fill`: a loop storing each cost more, about a microsecond a phase). */
function clear(buffer: Float64Array | Int32Array | Uint8Array, length: number): void {
  buffer.fill(0, 0, length);
}

/**
 * Copies the first `length` numbers of `from` into `ints` at `start`; returns `start`. By `set`,
 * a copy of memory: a loop read `from`, an array of the links' own, checking it at every step
 * (25K instructions a phase).
 */
function copied(start: number, from: Int32Array, length: number): number {
  ints.set(from.length === length ? from : from.subarray(0, length), start);
  return start;
}

/**
 * What the final decisions read: each player's cuts and the cut at which its second phase starts
 * (Rule 5.5), from which any offer's amount follows. Most adjudications read the amounts of the
 * winning offers only: the others are worked out when an explanation asks for them.
 */
class Final {
  declare private made: number[] | undefined;

  constructor(
    readonly offers: readonly AtomicOffer[],
    /** Each offer's player (the expansion's, which lives as long as the phase's offers). */
    readonly offerPower: Int32Array,
    readonly cuts: readonly number[],
    readonly phaseTwo: readonly number[],
  ) {
    this.made = undefined;
  }

  /** What `offer` is worth per copy after the cuts. */
  amountOf(offer: AtomicOffer): number {
    if (offer.free) return offer.amount;
    const p = this.offerPower[offer.id]!;
    return amountAfterCuts(offer.amount, offer.plateau, this.cuts[p]!, this.phaseTwo[p]!);
  }

  /** Every offer's amount per copy, by id. */
  get amounts(): readonly number[] {
    if (this.made) return this.made;
    const amounts = new Array<number>(this.offers.length);
    for (const o of this.offers) amounts[o.id] = this.amountOf(o);
    return (this.made = amounts);
  }
}

/** The scans' final evaluation, and every offer's amount when first read. */
class ScannedSettlement {
  constructor(
    readonly evaluation: Evaluation,
    private readonly final: Final,
  ) {}

  get amounts(): readonly number[] {
    return this.final.amounts;
  }
}

/** The run of `length` doubles at `start`, as a plain array. */
function copyOf(start: number, length: number): number[] {
  const copy = new Array<number>(length);
  for (let i = 0; i < length; i++) copy[i] = doubles[start + i]!;
  return copy;
}

/**
 * A unit's decision at the final cuts, read from the scans' numbers. Under the standard pricing
 * every winning offer pays what it is worth (Rule 5.6), so the totals and payments as linear
 * values are made only when an explanation or a report asks for them.
 */
class ScannedDecision implements Decision {
  readonly winner: Candidate;
  readonly tied?: readonly Candidate[];
  readonly dummyHold?: boolean;
  readonly #final: Final;
  readonly #context: UnitContext;
  #totals: ReadonlyMap<Candidate, Lin> | undefined;
  #payments: ReadonlyMap<number, Lin> | undefined;
  /** The tie-break's record once worked out (null until then). */
  #tieBreak: TieBreak | undefined | null = null;

  /** `winner`: the unit's order at the last decisions, its tie (if any) broken by the scans. */
  constructor(final: Final, context: UnitContext, winner: Candidate, tied: readonly Candidate[] | undefined) {
    this.#final = final;
    this.#context = context;
    this.winner = winner;
    if (!tied) return;
    this.tied = tied;
    if (tieFallsToHold(context)) this.dummyHold = true;
  }

  /**
   * How the tie was broken (Rules 5.2–5.4), worked out when first read: the scans walked it for
   * its winner alone, and most adjudications read no explanation.
   */
  get tieBreak(): TieBreak | undefined {
    if (this.#tieBreak === null)
      this.#tieBreak = this.tied ? settleTie(this.#context, this.tied, false).tieBreak : undefined;
    return this.#tieBreak;
  }

  get totals(): ReadonlyMap<Candidate, Lin> {
    if (this.#totals) return this.#totals;
    // Each total as the scans carried it: whole amounts, so the sum is exact (number-limits.ts).
    const totals = new Map<Candidate, Lin>();
    for (const candidate of this.#context.bribes.candidates) {
      let total = 0;
      for (const o of candidate.offers) total += this.#final.amountOf(o) * o.weight;
      totals.set(candidate, constant(total));
    }
    return (this.#totals = totals);
  }

  get payments(): ReadonlyMap<number, Lin> {
    if (this.#payments) return this.#payments;
    const payments = new Map<number, Lin>();
    for (const o of this.winner.offers) payments.set(o.id, constant(this.paid(o)));
    return (this.#payments = payments);
  }

  /** What `offer`, one of the winner's, pays. */
  paid(offer: AtomicOffer): number {
    // Amounts are whole and below 2^53 all copies together (number-limits.ts): this product is
    // exactly the value the scans carried.
    return offer.free ? 0 : this.#final.amountOf(offer) * offer.weight;
  }
}
