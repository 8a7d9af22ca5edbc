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
import { settleTie, tiedSetBits, tieWinner, type Decision, type Evaluation, type UnitContext } from './evaluation.js';
import type { Candidate } from './expand-offers.js';
import { constant, type Lin } from './linear.js';
import type { TieBreak } from './tie-break.js';
import { amountAfterCuts, decreasingAt, rateChangeAfter } from './reduction.js';
import type { OfferLinks } from './offer-links.js';
import { firstSignChange, keptDoubles, keptInts, type EventSettlement } from './settlement-events.js';

/**
 * The cuts each player suffers under the standard pricing, or `complete: false` after `budget`
 * events (the caller then goes on another way); undefined if the process would never end by
 * itself (the caller falls back to the plain method, as for the kinetic settlement).
 */
export function settleByScans(
  units: readonly UnitContext[],
  offers: readonly AtomicOffer[],
  available: ReadonlyMap<string, number>,
  budget: number,
  links: OfferLinks,
): EventSettlement | undefined {
  const table = new ScanTable(units, offers, available, links);
  const P = table.powerNames.length;
  const cuts = table.cuts;
  const cutting = new Uint8Array(P);
  const cutsByPower = () => new Map(table.powerNames.map((p, i) => [p, cuts[i]!]));
  // Amounts are whole and every sum stays below 2^53 (number-limits.ts), so totals carried from
  // event to event are exactly the totals summed afresh.
  table.start();
  for (let events = 0; ; events++) {
    let anyCutting = false;
    for (let p = 0; p < P; p++) {
      cutting[p] = table.spend[p]! > table.limit[p]! ? 1 : 0;
      if (cutting[p] === 1) anyCutting = true;
    }
    // Nobody is overdrawn: these decisions are the adjudication's.
    if (!anyCutting) return { cuts: table.payersCuts(), events, complete: true, settled: table.settled() };
    if (events >= budget) return { cuts: cutsByPower(), events, complete: false };
    const step = table.nextStep(cutting);
    if (!Number.isFinite(step)) return undefined;
    table.advance(step, cutting);
  }
}

/**
 * Everything a scan reads, as numbers: per offer, per candidate, per unit, per player. Its fields
 * are private to the compiler only, and declared: fields of the language's own (`#`), or defined
 * by the class, were each defined by an initializer before the constructor's stores, a call of
 * its own that V8 left unoptimised.
 */
class ScanTable {
  declare readonly powerNames: readonly string[];
  declare readonly limit: Float64Array;
  /** What each player pays at the last decisions. */
  declare readonly spend: Float64Array;
  /** How many times each player's offers have been cut. */
  declare readonly cuts: Float64Array;
  declare private readonly units: readonly UnitContext[];
  /** Each offer's player, by id (the expansion's `OfferLinks.offerPlayer`, read only). */
  declare private readonly offerPower: Int32Array;
  /** The offers, by id: their amounts, plateaus and weights are read from them, not copied. */
  declare private readonly offers: readonly AtomicOffer[];
  declare private readonly free: Int32Array;
  declare private readonly phaseTwo: Float64Array;
  /** Player p's offers are offersOf[offersFrom[p] .. offersFrom[p + 1] − 1], in id order. */
  declare private readonly offersFrom: Int32Array;
  declare private readonly offersOf: Int32Array;
  /**
   * The candidates of unit u are firstCandidate[u] .. firstCandidate[u + 1] − 1; the offers
   * candidate c pays with are paying[payingStart[c] .. payingStart[c + 1] − 1] (the expansion's
   * `OfferLinks`, read only).
   */
  declare private readonly firstCandidate: Int32Array;
  declare private readonly payingStart: Int32Array;
  declare private readonly paying: Int32Array;
  /**
   * Per offer: its value (all copies) when its player had been cut `refCuts` times, the last time
   * its rate changed; how many copies each cut of its player reduces (its rate); and at how many
   * cuts of its player that changes. Its value now follows (see `valueNow`): a player's cuts
   * advance only while it is cut, so an offer is touched only when its rate changes, not when its
   * player starts or stops being cut. `kinkAt` is by the offer's place in `offersOf`, so that the
   * scan for a player's offers at a kink reads one array. A kink here is a cut at which the rate
   * changes (`rateChangeAfter`): an offer that has reached zero for good has none left.
   */
  declare private readonly valueAtRef: Float64Array;
  declare private readonly refCuts: Float64Array;
  declare private readonly decrease: Float64Array;
  declare private readonly kinkAt: Float64Array;
  /** Per candidate: its total, and how much the next cut of the players being cut takes off it. */
  declare private readonly total: Float64Array;
  declare private readonly fall: Float64Array;
  /** Per unit: the candidate it issues, and the first with the highest total. */
  declare private readonly winner: Int32Array;
  declare private readonly top: Int32Array;
  /** Per player: how much each of its cuts takes off what it pays (while it is being cut). */
  declare private readonly spendRate: Float64Array;
  /**
   * Per unit: after how many more cuts a total could cross or meet its highest, and whether that
   * must be worked out again (a rate or the highest changed).
   */
  declare private readonly due: Float64Array;
  declare private readonly stale: Uint8Array;
  /** Per candidate: its unit (`OfferLinks.unitOf`). */
  declare private readonly unitOf: Int32Array;
  /** Per unit: its last tied set of candidates (a bit set from its first), and the one chosen. */
  declare private readonly lastTie: Int32Array;
  declare private readonly lastTieWinner: Int32Array;
  /**
   * The candidates offer o pays, as a list through the links (a link is one offer paying one
   * candidate, at its place in `paying`): its first link is payerHead[o] − 1, the next after link
   * k is nextPayer[k] − 1 (−1: none), and link k pays candidate linkCandidate[k]. Made in one pass
   * over the candidates' offers, not by counting and placing in two more.
   */
  declare private readonly payerHead: Int32Array;
  declare private readonly nextPayer: Int32Array;
  declare private readonly linkCandidate: Int32Array;
  /** Per player: the cuts at which the first of its offers reaches a kink. */
  declare private readonly nextKinkAt: Float64Array;
  /**
   * Which of a player's offers reach a kink at each of its first `kinkWindow` cuts, so that a
   * kink touches only the offers at it: the first (its place in `offersOf`, plus one) at
   * kinkHead[p × kinkWindow + r], the next after place k at kinkNext[k] − 1. A player with a
   * kink further on (amounts beyond a realistic sheet's) has its offers scanned instead
   * (`scanKinks`), as it still would be only when one of them is at a kink.
   */
  declare private readonly kinkHead: Int32Array;
  declare private readonly kinkNext: Int32Array;
  declare private readonly scanKinks: Uint8Array;
  /** Which players offer money (an offer that is not free): they are told their cuts (Rule 5.5). */
  declare private readonly payer: Uint8Array;
  /** Which players were being cut when the candidates' falls were last worked out. */
  declare private readonly fallingFor: Uint8Array;

  constructor(
    units: readonly UnitContext[],
    offers: readonly AtomicOffer[],
    available: ReadonlyMap<string, number>,
    links: OfferLinks,
  ) {
    this.units = units;
    const O = offers.length;
    const U = units.length;
    const names = links.players;
    const C = links.candidates;
    const L = links.links;
    this.powerNames = names;
    const P = names.length;
    // Two buffers cut into arrays: a typed array of its own past a few dozen bytes is an
    // allocation outside the heap, and a scan table needs twenty. Only the arrays that add up or
    // are read before written start at zero (see `Slab`).
    const doubles = keptDoubles.slab(4 * P + O + C, 2 * P + 3 * O + C + U);
    const ints = keptInts.slab(2 * O + (1 + kinkWindow) * P + 1 + U, 2 * O + P + 2 * L + 3 * U);
    const offerPower = (this.offerPower = links.offerPlayer);
    this.offers = offers;
    const free = (this.free = ints.zeroes(O));
    // Rule 5.5: the cut at which every offer of a player sits at its plateau.
    const phaseTwo = (this.phaseTwo = doubles.zeroes(P));
    const offersFrom = (this.offersFrom = ints.zeroes(P + 1));
    const payer = (this.payer = new Uint8Array(P));
    for (const o of offers) {
      const id = o.id;
      const p = offerPower[id]!;
      offersFrom[p + 1]!++;
      if (o.free) free[id] = 1;
      else {
        payer[p] = 1;
        if (o.amount - o.plateau > phaseTwo[p]!) phaseTwo[p] = o.amount - o.plateau;
      }
    }
    this.limit = doubles.scratch(P);
    for (let p = 0; p < P; p++) this.limit[p] = available.get(names[p]!) ?? Infinity;
    this.spend = doubles.zeroes(P);
    for (let p = 0; p < P; p++) offersFrom[p + 1]! += offersFrom[p]!;
    this.offersOf = ints.scratch(O);
    this.valueAtRef = doubles.scratch(O);
    this.decrease = doubles.scratch(O);
    this.kinkAt = doubles.scratch(O);
    this.nextKinkAt = doubles.scratch(P);
    this.kinkHead = ints.zeroes(P * kinkWindow);
    this.kinkNext = ints.scratch(O);
    this.scanKinks = new Uint8Array(P);
    this.placeOffers(ints.scratch(P));

    this.firstCandidate = links.firstCandidate;
    this.unitOf = links.unitOf;
    const payingStart = (this.payingStart = links.payingStart);
    const paying = (this.paying = links.paying);
    const payerHead = (this.payerHead = ints.zeroes(O));
    const nextPayer = (this.nextPayer = ints.scratch(L));
    const linkCandidate = (this.linkCandidate = ints.scratch(L));
    for (let c = 0, k = 0; c < C; c++)
      for (const end = payingStart[c + 1]!; k < end; k++) {
        const id = paying[k]!;
        linkCandidate[k] = c;
        nextPayer[k] = payerHead[id]!;
        payerHead[id] = k + 1;
      }
    this.cuts = doubles.zeroes(P);
    this.fallingFor = new Uint8Array(P);
    this.lastTie = ints.zeroes(U);
    this.lastTieWinner = ints.scratch(U);
    this.refCuts = doubles.zeroes(O);
    this.total = doubles.scratch(C);
    this.fall = doubles.zeroes(C);
    this.winner = ints.scratch(U);
    this.top = ints.scratch(U);
    this.spendRate = doubles.zeroes(P);
    this.due = doubles.scratch(U);
    this.stale = new Uint8Array(U).fill(1);
  }

  /**
   * Places each offer among its player's (`offersOf`, in id order) and notes, as nobody is cut
   * yet, what it is worth, how fast and for how long it would decrease if its player were cut
   * (one walk over the offers, which the table's making and the first decisions both need).
   */
  private placeOffers(placed: Int32Array): void {
    const offers = this.offers;
    const free = this.free;
    const offerPower = this.offerPower;
    const phaseTwo = this.phaseTwo;
    const offersOf = this.offersOf;
    const value = this.valueAtRef;
    const decrease = this.decrease;
    const kink = this.kinkAt;
    const nextKinkAt = this.nextKinkAt;
    // Loops, not set(): a call into a builtin for a few numbers.
    for (let p = 0; p < placed.length; p++) {
      placed[p] = this.offersFrom[p]!;
      nextKinkAt[p] = Infinity;
    }
    for (let id = 0; id < offersOf.length; id++) {
      const p = offerPower[id]!;
      const k = placed[p]!++;
      offersOf[k] = id;
      const offer = offers[id]!;
      if (free[id] === 1) {
        value[id] = offer.amount * offer.weight;
        decrease[id] = 0;
        kink[k] = Infinity;
        continue;
      }
      const a = offer.amount;
      const q = offer.plateau;
      const t = phaseTwo[p]!;
      value[id] = amountAfterCuts(a, q, 0, t) * offer.weight;
      decrease[id] = decreasingAt(a, q, 0, t) ? offer.weight : 0;
      const at = rateChangeAfter(a, q, 0, t);
      kink[k] = at;
      this.kinkLater(p, k, at);
      if (at < nextKinkAt[p]!) nextKinkAt[p] = at;
    }
  }

  /**
   * Every unit's decision (Rules 5.1–5.4, 4.4) before any cut, and what each player then pays.
   * Nobody is cut yet, so nothing falls.
   */
  start(): void {
    const value = this.valueAtRef;
    const total = this.total;
    const payingStart = this.payingStart;
    const paying = this.paying;
    for (let c = 0, k = 0; c < total.length; c++) {
      let sum = 0;
      for (const end = payingStart[c + 1]!; k < end; k++) sum += value[paying[k]!]!;
      total[c] = sum;
    }
    this.chooseAll();
  }

  /** Every unit's candidate at the current totals, and what each player then pays. */
  private chooseAll(): void {
    // What each player pays, and how fast it falls, start at zero (the slab's).
    const first = this.firstCandidate;
    for (let u = 0; u < this.winner.length; u++) {
      const w = this.choose(u, first[u]!, first[u + 1]!);
      this.winner[u] = w;
      this.addSpend(w, 1);
    }
  }

  /**
   * The state after `step` more cuts of the players in `cutting`, carried forward from the last:
   * between events every value and total falls linearly, so only the offers reaching a kink are
   * worked out again, and only their candidates' rates change.
   */
  advance(step: number, cutting: Uint8Array): void {
    fallFor(this.total, this.fall, step);
    const spend = this.spend;
    const spendRate = this.spendRate;
    for (let p = 0; p < spend.length; p++) if (cutting[p] === 1) spend[p]! -= spendRate[p]! * step;
    const cuts = this.cuts;
    const nextKinkAt = this.nextKinkAt;
    for (let p = 0; p < cuts.length; p++) {
      if (cutting[p] === 0) continue;
      const now = (cuts[p]! += step);
      if (nextKinkAt[p] === now) this.passKinks(p);
    }
    // Only a unit whose totals crossed or met its highest may decide otherwise.
    const due = this.due;
    const first = this.firstCandidate;
    const winner = this.winner;
    for (let u = 0; u < due.length; u++) {
      if ((due[u]! -= step) !== 0) continue;
      this.stale[u] = 1;
      const was = winner[u]!;
      const now = this.choose(u, first[u]!, first[u + 1]!);
      if (now === was) continue;
      winner[u] = now;
      this.addSpend(was, -1);
      this.addSpend(now, 1);
    }
  }

  /** Player p's offers at a kink at its current cuts decrease at their new rates from here. */
  private passKinks(p: number): void {
    if (this.scanKinks[p] === 1) {
      this.scanForKinks(p);
      return;
    }
    const r = this.cuts[p]!;
    const head = this.kinkHead;
    const next = this.kinkNext;
    const row = p * kinkWindow;
    let k = head[row + r]! - 1;
    head[row + r] = 0;
    while (k >= 0) {
      const after = next[k]! - 1;
      this.passKink(p, k, r);
      this.kinkLater(p, k, this.kinkAt[k]!);
      k = after;
    }
    if (this.scanKinks[p] === 1) {
      this.nextKinkAt[p] = this.firstKink(p);
      return;
    }
    let at = r + 1;
    while (at < kinkWindow && head[row + at] === 0) at++;
    this.nextKinkAt[p] = at < kinkWindow ? at : Infinity;
  }

  /** Files the offer at place k of player p under the cut `at` of its next kink (if there is one). */
  private kinkLater(p: number, k: number, at: number): void {
    if (at === Infinity) return;
    if (at >= kinkWindow) {
      this.scanKinks[p] = 1;
      return;
    }
    const slot = p * kinkWindow + at;
    this.kinkNext[k] = this.kinkHead[slot]!;
    this.kinkHead[slot] = k + 1;
  }

  /** Player p's kinks found by scanning all its offers (see `kinkHead`), and its next, in the same walk. */
  private scanForKinks(p: number): void {
    const r = this.cuts[p]!;
    const kinkAt = this.kinkAt;
    const end = this.offersFrom[p + 1]!;
    let first = Infinity;
    for (let k = this.offersFrom[p]!; k < end; k++) {
      if (kinkAt[k] === r) this.passKink(p, k, r);
      if (kinkAt[k]! < first) first = kinkAt[k]!;
    }
    this.nextKinkAt[p] = first;
  }

  /** The cut at which the first of player p's offers reaches its next kink. */
  private firstKink(p: number): number {
    const kinkAt = this.kinkAt;
    const end = this.offersFrom[p + 1]!;
    let first = Infinity;
    for (let k = this.offersFrom[p]!; k < end; k++) if (kinkAt[k]! < first) first = kinkAt[k]!;
    return first;
  }

  /**
   * The offer at place k of player p, at a kink at its r cuts, decreases at its new rate from
   * here; the cut of its next kink is noted in `kinkAt` (not returned: a return value that may be
   * Infinity is boxed, an allocation at most kinks).
   */
  private passKink(p: number, k: number, r: number): void {
    const id = this.offersOf[k]!;
    const offer = this.offers[id]!;
    const a = offer.amount;
    const q = offer.plateau;
    const t = this.phaseTwo[p]!;
    const decrease = decreasingAt(a, q, r, t) ? offer.weight : 0;
    const at = r + rateChangeAfter(a, q, r, t);
    this.kinkAt[k] = at;
    this.changeRate(id, p, decrease);
  }

  /** What offer `id` is worth now (all copies). */
  private valueNow(id: number): number {
    return this.valueAtRef[id]! - this.decrease[id]! * (this.cuts[this.offerPower[id]!]! - this.refCuts[id]!);
  }

  /**
   * Adds (sign 1) or takes off (−1) what candidate c's offers are now worth, and how fast that
   * falls, to their players' spend.
   */
  private addSpend(c: number, sign: number): void {
    const free = this.free;
    const offerPower = this.offerPower;
    const decrease = this.decrease;
    const spend = this.spend;
    const spendRate = this.spendRate;
    const paying = this.paying;
    const end = this.payingStart[c + 1]!;
    for (let k = this.payingStart[c]!; k < end; k++) {
      const id = paying[k]!;
      const p = offerPower[id]!;
      if (free[id] === 0) spend[p]! += sign * this.valueNow(id);
      spendRate[p]! += sign * decrease[id]!;
    }
  }

  /**
   * Offer `id` of player p, which is being cut, now loses `decrease` a cut: so do, by as much more
   * or less, the totals of the candidates it pays, and what p pays where they are issued.
   */
  private changeRate(id: number, p: number, decrease: number): void {
    const by = decrease - this.decrease[id]!;
    if (by === 0) return;
    // The value so far becomes the reference from which the new rate runs.
    this.valueAtRef[id] = this.valueNow(id);
    this.refCuts[id] = this.cuts[p]!;
    this.decrease[id] = decrease;
    // In any order: each candidate's rate only adds up.
    const nextPayer = this.nextPayer;
    const linkCandidate = this.linkCandidate;
    const fall = this.fall;
    const unitOf = this.unitOf;
    const stale = this.stale;
    const winner = this.winner;
    let paid = 0;
    for (let k = this.payerHead[id]! - 1; k >= 0; k = nextPayer[k]! - 1) {
      const c = linkCandidate[k]!;
      fall[c]! += by;
      const u = unitOf[c]!;
      stale[u] = 1;
      if (winner[u] === c) paid += by;
    }
    if (paid !== 0) this.spendRate[p]! += paid;
  }

  /**
   * Player p starts (sign 1) or stops (−1) being cut: the candidates its offers pay fall faster
   * or slower, each by its offers' rates. The offers themselves are not touched (see `valueNow`).
   */
  private cutOffers(p: number, sign: number): void {
    const decrease = this.decrease;
    const offersOf = this.offersOf;
    const payerHead = this.payerHead;
    const nextPayer = this.nextPayer;
    const linkCandidate = this.linkCandidate;
    const fall = this.fall;
    const unitOf = this.unitOf;
    const stale = this.stale;
    const end = this.offersFrom[p + 1]!;
    for (let k = this.offersFrom[p]!; k < end; k++) {
      const id = offersOf[k]!;
      const by = sign * decrease[id]!;
      if (by === 0) continue;
      for (let l = payerHead[id]! - 1; l >= 0; l = nextPayer[l]! - 1) {
        const c = linkCandidate[l]!;
        fall[c]! += by;
        stale[unitOf[c]!] = 1;
      }
    }
  }

  /** Each player who offers money and its cuts, in the order of their first offers (see `settleOverExpenditure`). */
  payersCuts(): Map<string, number> {
    const cuts = new Map<string, number>();
    for (let p = 0; p < this.payer.length; p++) if (this.payer[p] === 1) cuts.set(this.powerNames[p]!, this.cuts[p]!);
    return cuts;
  }

  /** The last decisions as the adjudication reports them; every offer's amount per copy after the cuts is worked out when read. */
  settled(): { readonly evaluation: Evaluation; readonly amounts: readonly number[] } {
    // The decisions outlive the table, whose arrays are the next phase's: they keep what they
    // read of them, each player's cuts and second phase, as plain arrays (a typed array's slice
    // is an allocation outside the heap, and costs more).
    const final = new Final(this.offers, this.offerPower, copyOf(this.cuts), copyOf(this.phaseTwo));
    const decisions = new Array<Decision>(this.units.length);
    // The players who pay for a winning order: their spend is the evaluation's.
    const pays = new Uint8Array(this.powerNames.length);
    const first = this.firstCandidate;
    for (let u = 0; u < this.units.length; u++) {
      const to = first[u + 1]!;
      const context = this.units[u]!;
      const top = this.candidateAt(u, this.top[u]!);
      const decision = new ScannedDecision(final, context, top, this.tiedAtTop(u, to));
      decisions[u] = decision;
      for (const offer of decision.winner.offers) pays[this.offerPower[offer.id]!] = 1;
    }
    const spend = new Map<string, Lin>();
    for (let p = 0; p < pays.length; p++) if (pays[p] === 1) spend.set(this.powerNames[p]!, constant(this.spend[p]!));
    return new ScannedSettlement({ decisions, spend }, final);
  }

  /** The unit's candidates tied for the highest total, in the unit's order; undefined if only one has it. */
  private tiedAtTop(u: number, to: number): readonly Candidate[] | undefined {
    const first = this.top[u]!;
    const top = this.total[first]!;
    let ties = 0;
    for (let c = first; c < to; c++) if (this.total[c] === top) ties++;
    // Most units have one order at the top: no list is made for it.
    if (ties === 1) return undefined;
    const best = new Array<Candidate>(ties);
    for (let c = first, n = 0; c < to; c++) if (this.total[c] === top) best[n++] = this.candidateAt(u, c);
    return best;
  }

  /** Candidate c, one of unit u's. */
  private candidateAt(u: number, c: number): Candidate {
    return this.units[u]!.bribes.candidates[c - this.firstCandidate[u]!]!;
  }

  /** The unit's candidate with the highest total; among equals, the one the tie-break names. */
  private choose(u: number, from: number, to: number): number {
    const total = this.total;
    let top = -Infinity;
    let first = from;
    let ties = 0;
    for (let c = from; c < to; c++) {
      const t = total[c]!;
      if (t > top) {
        top = t;
        first = c;
        ties = 1;
      } else if (t === top) ties++;
    }
    this.top[u] = first;
    if (ties === 1) return first;
    // The same orders tied again (they often stay tied from event to event): the same winner.
    let tiedSet = 0;
    if (to - from <= 31) for (let c = first; c < to; c++) if (total[c] === top) tiedSet |= 1 << (c - from);
    if (tiedSet !== 0 && tiedSet === this.lastTie[u]) return this.lastTieWinner[u]!;
    // At its size: a list grown by push is made again as it grows.
    const tied = new Array<Candidate>(ties);
    const context = this.units[u]!;
    const candidates = context.bribes.candidates;
    for (let c = first, n = 0; c < to; c++) if (total[c] === top) tied[n++] = candidates[c - from]!;
    const chosen = tieWinner(context, tied, to - from <= tiedSetBits ? tiedSet : undefined);
    for (let c = from; c < to; c++)
      if (candidates[c - from] === chosen) {
        this.lastTie[u] = tiedSet;
        this.lastTieWinner[u] = c;
        return c;
      }
    throw new Error('the tie-break chose an order the unit was not offered');
  }

  /**
   * How many more cuts of the players in `cutting` the last decisions last at least: the first
   * at which a unit could decide otherwise, an offer stops or starts decreasing at another rate,
   * or a player's spend crosses its limit. Rates change here only for the offers of players who
   * started or stopped being cut.
   */
  nextStep(cutting: Uint8Array): number {
    const fallingFor = this.fallingFor;
    let changed = false;
    let step = Infinity;
    for (let p = 0; p < cutting.length; p++) {
      if (cutting[p] !== fallingFor[p]) changed = true;
      if (cutting[p] === 1) step = Math.min(step, this.nextKinkAt[p]! - this.cuts[p]!);
    }
    if (changed)
      for (let p = 0; p < cutting.length; p++)
        if (cutting[p] !== fallingFor[p]) this.cutOffers(p, cutting[p] === 1 ? 1 : -1);
    for (let p = 0; p < cutting.length; p++) fallingFor[p] = cutting[p]!;
    const total = this.total;
    const fall = this.fall;
    const first = this.firstCandidate;
    const stale = this.stale;
    const due = this.due;
    const tops = this.top;
    for (let u = 0; u < due.length; u++) {
      // A unit whose rates and highest total stayed as they were crosses where it would have.
      if (stale[u] === 1) {
        stale[u] = 0;
        const top = tops[u]!;
        const highest = total[top]!;
        const fallOfTop = fall[top]!;
        const end = first[u + 1]!;
        let next = Infinity;
        for (let c = first[u]!; c < end; c++)
          if (c !== top) next = Math.min(next, firstSignChange(total[c]! - highest, fallOfTop - fall[c]!));
        due[u] = next;
      }
      if (due[u]! < step) step = due[u]!;
    }
    const spendRate = this.spendRate;
    for (let p = 0; p < spendRate.length; p++)
      step = Math.min(step, firstSignChange(this.spend[p]! - this.limit[p]!, cutting[p] === 1 ? -spendRate[p]! : 0));
    return step;
  }
}

/**
 * Each value less its fall times `step`. A loop of its own, not in `advance`: so compiled, the
 * settlement counted fewer instructions (V8 re-checks each array at every step of a loop in a
 * large method). Eight values a step: V8 checks each array once a step, not once a value, and
 * this runs for every candidate at every event.
 */
function fallFor(values: Float64Array, fall: Float64Array, step: number): void {
  const n = values.length;
  let i = 0;
  for (; i + 8 <= n; i += 8) {
    values[i]! -= fall[i]! * step;
    values[i + 1]! -= fall[i + 1]! * step;
    values[i + 2]! -= fall[i + 2]! * step;
    values[i + 3]! -= fall[i + 3]! * step;
    values[i + 4]! -= fall[i + 4]! * step;
    values[i + 5]! -= fall[i + 5]! * step;
    values[i + 6]! -= fall[i + 6]! * step;
    values[i + 7]! -= fall[i + 7]! * step;
  }
  for (; i < n; i++) values[i]! -= fall[i]! * step;
}

/**
 * The cuts of a player's whose kinks are filed by cut (`ScanTable.kinkHead`): a realistic sheet's
 * amounts reach every kink within a few dozen cuts.
 */
const kinkWindow = 64;

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

function copyOf(numbers: Float64Array): number[] {
  const copy = new Array<number>(numbers.length);
  for (let i = 0; i < numbers.length; i++) copy[i] = numbers[i]!;
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
  readonly tieBreak?: TieBreak;
  readonly dummyHold?: boolean;
  readonly #final: Final;
  readonly #context: UnitContext;
  #totals: ReadonlyMap<Candidate, Lin> | undefined;
  #payments: ReadonlyMap<number, Lin> | undefined;

  constructor(final: Final, context: UnitContext, top: Candidate, tied: readonly Candidate[] | undefined) {
    this.#final = final;
    this.#context = context;
    if (!tied) {
      this.winner = top;
      return;
    }
    const { winner, tieBreak, dummyHold } = settleTie(context, tied);
    this.winner = winner;
    this.tied = tied;
    if (tieBreak) this.tieBreak = tieBreak;
    if (dummyHold) this.dummyHold = dummyHold;
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
