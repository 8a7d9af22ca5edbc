// One pass of order determination (Rules 5.1–5.4, 4.4) and payment (Rules 5.6, 6.4) at given
// offer amounts. Amounts are linear values (linear.ts) so that over-expenditure.ts can learn from
// the same pass how long its outcome lasts; with constant amounts it is the plain definition.
import type { AtomicOffer } from './atomic-offer.js';
import type { Candidate, UnitBribes } from './expand-offers.js';
import type { Horizon } from './linear.js';
import { add, constant, lin, scale, sub, sum, ZERO, type Lin } from './linear.js';
import { breakTie, tieWinnerAt, type TieBreak } from './tie-break.js';

/** What the evaluation needs to know about a unit besides its offers. */
export interface UnitContext {
  readonly bribes: UnitBribes;
  /** The owner's acceptance list, `?` expanded, as power names (Rules 4.1, 5.2). */
  readonly acceptanceOrder: readonly string[];
  /** Rule 4.4: the owner is not played (or eliminated); a tie makes the unit hold. */
  readonly holdsOnTie: boolean;
  /** The owner's name (Rule 6.4: its plateaus are not obeyed by eBayola, unless totals are public). */
  readonly owner: string;
  /** The owner's place in `game.powers` (a unit's owner is always one of the game's powers). */
  readonly ownerPlace: number;
  /**
   * The unit's tie-breaks worked out so far, by tied set (see `cachedTieBreak`). Kept on the
   * context rather than in a WeakMap keyed by it: a long-lived WeakMap holding each
   * adjudication's young entries made V8's young collections keep and promote whole
   * adjudications (measured: about a third of the settlement's time went to collecting). Made
   * at the unit's first tie: a third of a realistic phase's units never tie.
   */
  tieBreaks: Map<string | number, TieBreak> | undefined;
}

export interface PricingRules {
  /** Rule 6.4. */
  readonly ebayola: boolean;
  /** eBayola obeys the owner's plateaus too when total bribes are public. */
  readonly publicTotals: boolean;
}

export interface Decision {
  readonly winner: Candidate;
  /** Every candidate's total bribe. */
  readonly totals: ReadonlyMap<Candidate, Lin>;
  /** The candidates tied for the highest total, when more than one. */
  readonly tied?: readonly Candidate[];
  readonly tieBreak?: TieBreak;
  /** Rule 4.4: a dummy unit's tie, settled by its own default hold. */
  readonly dummyHold?: boolean;
  /** What the winning offers pay, by atomic offer id (after eBayola pricing). */
  readonly payments: ReadonlyMap<number, Lin>;
  /** Rule 6.4: the highest non-winning total after the winners' other offers were reduced. */
  readonly secondBest?: Lin;
  /** Rule 6.4: the order of that total (none when no other order was offered). */
  readonly secondBestOrder?: string;
  /** What `offer`, one of the winner's, pays for all its copies: its entry in `payments`. */
  paid(offer: AtomicOffer): number;
}

export interface Evaluation {
  /** Each unit's decision, in the order of the units evaluated. */
  readonly decisions: readonly Decision[];
  /** What each power would pay. */
  readonly spend: ReadonlyMap<string, Lin>;
}

/**
 * The plateau an offer's price may not go below under eBayola (Rule 6.4), per copy: its plateau,
 * or nothing once its player's plateaus are released (Rule 5.5: every offer at its plateau and
 * the player still overdrawn).
 */
export type PlateauInForce = (offer: AtomicOffer) => number;

/**
 * Decides every unit's order at the given amounts and works out who pays what. `amount` gives an
 * offer's per-copy amount; a weighted offer (Rule 3.1 item 1) is worth its weight times that, and
 * its payment in `Decision.payments` is for all its copies.
 */
export function evaluate(
  units: readonly UnitContext[],
  amount: (offer: AtomicOffer) => Lin,
  horizon: Horizon,
  pricing: PricingRules,
  plateauInForce: PlateauInForce = (o) => o.plateau,
): Evaluation {
  const decisions = new Array<Decision>(units.length);
  const spend = new Map<string, Lin>();
  for (let u = 0; u < units.length; u++)
    addDecision((decisions[u] = decide(units[u]!, amount, horizon, pricing, plateauInForce)), spend);
  return { decisions, spend };
}

/** Adds what a decision's winning offers pay to their players' spend. */
function addDecision(decision: Decision, spend: Map<string, Lin>): void {
  for (const offer of decision.winner.offers) {
    const paid = decision.payments.get(offer.id) ?? ZERO;
    spend.set(offer.power, add(spend.get(offer.power) ?? ZERO, paid));
  }
}

/** The most candidates a unit may have for its tied sets to be named by a bit set, one bit a candidate. */
const tiedSetBits = 30;

function cachedTieBreak(context: UnitContext, tied: readonly Candidate[]): TieBreak {
  // The tie-break reads only the order of offers, never amounts: cache it per tied set, named by
  // the candidates' places in the unit's list (a bit set where they fit in one number).
  const candidates = context.bribes.candidates;
  let key: string | number;
  if (candidates.length <= tiedSetBits) {
    key = 0;
    for (const c of tied) key |= 1 << candidates.indexOf(c);
  } else key = tied.map((c) => c.order).join('\u0000');
  const memo = (context.tieBreaks ??= new Map<string | number, TieBreak>());
  let result = memo.get(key);
  // A context copied with a spread shares its memo with the original, whose candidates are other
  // objects: a remembered winner that is not among these tied candidates is worked out again.
  if (!result || !tied.includes(result.winner)) memo.set(key, (result = breakTie(tied, context.acceptanceOrder)));
  return result;
}

/** Rule 4.4: the candidate of a unit's own default hold, when a tie at a dummy's unit falls to it. */
function dummyHoldOf(context: UnitContext): Candidate | undefined {
  if (!context.holdsOnTie) return undefined;
  return context.bribes.candidates.find((c) => c.offers.some((o) => o.generated === 'default-hold'));
}

/** Rule 4.4: whether a tie at the unit falls to its own default hold (its owner is not played). */
export function tieFallsToHold(context: UnitContext): boolean {
  return dummyHoldOf(context) !== undefined;
}

/**
 * The order issued among the candidates tied for the highest total (one candidate: itself):
 * Rule 4.4 for units whose owner is not played, otherwise the tie-breakers (Rules 5.2–5.4).
 * Remembered per unit and tied set unless `remember` is false (a decision made once).
 */
export function settleTie(
  context: UnitContext,
  best: readonly Candidate[],
  remember = true,
): { winner: Candidate; tieBreak?: TieBreak; dummyHold?: boolean } {
  if (best.length === 1) return { winner: best[0]! };
  const hold = dummyHoldOf(context);
  if (hold) return { winner: hold, dummyHold: true };
  const tieBreak = remember ? cachedTieBreak(context, best) : breakTie(best, context.acceptanceOrder);
  return { winner: tieBreak.winner, tieBreak };
}

/** The winner `settleTie` names, without the record of how (allocates nothing once cached). */
export function tieWinner(context: UnitContext, best: readonly Candidate[]): Candidate {
  if (best.length === 1) return best[0]!;
  return dummyHoldOf(context) ?? cachedTieBreak(context, best).winner;
}

/**
 * The winner `settleTie` names, walked afresh and without its record: for the scans of Rule 5.5,
 * which remember each unit's last tie themselves. Their ties seldom come back otherwise (about 1
 * in 70 in the bench's corpus), so a memo per unit cost more than the walks it saved.
 */
export function walkedTieWinner(context: UnitContext, best: readonly Candidate[]): Candidate {
  if (best.length === 1) return best[0]!;
  return dummyHoldOf(context) ?? best[tieWinnerAt(best, context.acceptanceOrder)]!;
}

function decide(
  context: UnitContext,
  perCopy: (offer: AtomicOffer) => Lin,
  horizon: Horizon,
  pricing: PricingRules,
  plateauInForce: PlateauInForce,
): Decision {
  const amount = (o: AtomicOffer) => (o.weight === 1 ? perCopy(o) : scale(perCopy(o), o.weight));
  const candidates = context.bribes.candidates;
  const totals = new Map<Candidate, Lin>();
  for (const c of candidates) {
    let constant = 0;
    let slope = 0;
    for (const o of c.offers) {
      const value = amount(o);
      constant += value.c;
      slope += value.s;
    }
    totals.set(c, lin(constant, slope));
  }

  // Rule 5.1: the highest total bribe.
  let best: Candidate[] = [];
  let top: Lin = ZERO;
  for (const c of candidates) {
    const total = totals.get(c)!;
    if (best.length === 0) {
      best = [c];
      top = total;
      continue;
    }
    const cmp = horizon.compare(total, top);
    if (cmp > 0) {
      best = [c];
      top = total;
    } else if (cmp === 0) best.push(c);
  }

  return decisionAmong(context, totals, best, amount, (winner, payments) =>
    pricing.ebayola && !winner.offers.every((o) => o.free)
      ? ebayolaPrices(context, winner, amount, horizon, pricing, plateauInForce, payments)
      : undefined,
  );
}

/**
 * The decision once the totals are known and `best` holds the candidates tied for the highest:
 * the tie settled, and what the winning offers pay. `price` may set the payments itself (eBayola,
 * returning the second-best total); otherwise each offer pays what it is worth, free ones nothing.
 */
export function decisionAmong(
  context: UnitContext,
  totals: ReadonlyMap<Candidate, Lin>,
  best: readonly Candidate[],
  amount: (offer: AtomicOffer) => Lin,
  price?: (winner: Candidate, payments: Map<number, Lin>) => { total: Lin; order?: string } | undefined,
): Decision {
  const { winner, tieBreak, dummyHold } = settleTie(context, best);
  const payments = new Map<number, Lin>();
  const secondBest = price?.(winner, payments);
  if (!secondBest) for (const o of winner.offers) payments.set(o.id, o.free ? ZERO : amount(o));
  const decision = new PricedDecision(winner, totals, payments);
  if (best.length > 1) decision.tied = best;
  if (tieBreak) decision.tieBreak = tieBreak;
  if (dummyHold) decision.dummyHold = dummyHold;
  if (secondBest) decision.secondBest = secondBest.total;
  if (secondBest?.order !== undefined) decision.secondBestOrder = secondBest.order;
  return decision;
}

/** A decision whose payments are worked out with it (each is a linear value, Rule 6.4's prices too). */
class PricedDecision implements Mutable<Decision> {
  tied?: readonly Candidate[];
  tieBreak?: TieBreak;
  dummyHold?: boolean;
  secondBest?: Lin;
  secondBestOrder?: string;

  constructor(
    readonly winner: Candidate,
    readonly totals: ReadonlyMap<Candidate, Lin>,
    readonly payments: ReadonlyMap<number, Lin>,
  ) {}

  paid(offer: AtomicOffer): number {
    return this.payments.get(offer.id)?.c ?? 0;
  }
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * Rule 6.4 (eBayola) with the annotations' twists: the contributors' offers to other orders are
 * first reduced by up to what each gave the winner; the winning bribe then costs one more than
 * the highest remaining total (if that is less); the saving goes to the contributors in the
 * owner's acceptance-list order, each down to its plateaus (the owner's plateaus only when totals
 * are public). Fills `payments`; returns the second-best total.
 */
function ebayolaPrices(
  context: UnitContext,
  winner: Candidate,
  amount: (offer: AtomicOffer) => Lin,
  horizon: Horizon,
  pricing: PricingRules,
  plateauInForce: PlateauInForce,
  payments: Map<number, Lin>,
): { total: Lin; order?: string } {
  const byPower = (offers: readonly AtomicOffer[]) => {
    const out = new Map<string, Lin>();
    for (const o of offers) out.set(o.power, add(out.get(o.power) ?? ZERO, amount(o)));
    return out;
  };
  const given = byPower(winner.offers);
  let secondBest: Lin = ZERO;
  let secondOrder: string | undefined;
  for (const other of context.bribes.candidates) {
    if (other === winner) continue;
    let adjusted: Lin = ZERO;
    for (const [power, offered] of byPower(other.offers))
      adjusted = add(adjusted, horizon.max(ZERO, sub(offered, given.get(power) ?? ZERO)));
    if (secondOrder === undefined || horizon.compare(adjusted, secondBest) > 0) {
      secondBest = adjusted;
      secondOrder = other.order;
    }
  }
  const total = sum(given.values());
  const price = horizon.min(total, add(secondBest, constant(1)));
  let saving = sub(total, price);

  const contributors = [...new Set(winner.offers.map((o) => o.power))];
  const order = [
    ...context.acceptanceOrder.filter((p) => contributors.includes(p)),
    ...contributors.filter((p) => !context.acceptanceOrder.includes(p)),
  ];
  for (const power of order) {
    const obeysPlateaus = power !== context.owner || pricing.publicTotals;
    for (const o of winner.offers.filter((x) => x.power === power)) {
      const now = amount(o);
      const floor = obeysPlateaus ? horizon.min(constant(plateauInForce(o) * o.weight), now) : ZERO;
      const cut = horizon.min(saving, sub(now, floor));
      saving = sub(saving, cut);
      payments.set(o.id, sub(now, cut));
    }
  }
  return secondOrder === undefined ? { total: secondBest } : { total: secondBest, order: secondOrder };
}
