// Rule 5.5: while any player would pay more than it has available, all its offers are cut by one
// silver piece (plateaus permitting) and every unit decides again.
//
// The definition moves one silver piece at a time; this does not. Between events (a decision
// flips, an offer reaches its plateau or zero, a player's spend crosses its limit) every amount
// and every total changes linearly in the number k of further cuts. Under the standard pricing
// the process jumps from event to event: by whole scans of every offer while events are few
// (scan-settlement.ts), by the kinetic settlement (kinetic-settlement.ts), which touches only
// what each event changes, when they are many. Under eBayola, whose prices hang on second-best
// bribes, every unit is re-evaluated on linear values whose comparisons report the first k at
// which any outcome could change, and the process jumps there. Either way the running time depends on the number of
// events, not on the size of the amounts; test/over-expenditure.test.ts checks both against the
// step-by-step rule.
import type { AtomicOffer } from './atomic-offer.js';
import { evaluate, type Evaluation, type PricingRules, type UnitContext } from './evaluation.js';
import { constant, Horizon, lin, type Lin } from './linear.js';
import { settleByEvents } from './kinetic-settlement.js';
import { settleByScans } from './scan-settlement.js';
import type { EventSettlement } from './settlement-events.js';
import { offerLinksOf, type OfferLinks } from './offer-links.js';
import { PeriodFinder } from './periodic-settlement.js';
import { amountAfter, cutsToNextKink, decreasing, phaseTwoStart } from './reduction.js';

export interface OverExpenditureResult {
  /** How many cuts each player's offers suffered (players are told, Rule 5.5). */
  readonly cuts: ReadonlyMap<string, number>;
  /** The final evaluation: decisions and payments once nobody is overdrawn. */
  readonly evaluation: Evaluation;
  /** The amount of every atomic offer at the end, by id (an offer's id is its index). */
  readonly amounts: readonly number[];
  /** How many times all units were evaluated. */
  readonly evaluations: number;
  /** How many events the kinetic settlement processed (a measure of its work). */
  readonly events: number;
  /** How many times whole periods of oscillating decisions were jumped over. */
  readonly periodJumps: number;
}

/**
 * Settles over-expenditure. `available` is each player's balance less its savings (Rule 3.4); a
 * player missing from it is never cut. `links` are the expansion's (`Prepared.links`); without
 * them they are worked out from the candidates' lists. For tests: `eventBudget` sets how many
 * events the kinetic settlement may take before the re-evaluations take over, `findPeriods: false`
 * turns off the jumps over periods (the process then advances one event at a time).
 */
export function settleOverExpenditure(
  units: readonly UnitContext[],
  offers: readonly AtomicOffer[],
  available: ReadonlyMap<string, number>,
  pricing: PricingRules,
  options: { readonly links?: OfferLinks; readonly eventBudget?: number; readonly findPeriods?: boolean } = {},
): OverExpenditureResult {
  // Standard pricing: the event-jumping settlements do the work; after the kinetic one, what
  // follows only confirms it (the scans end on the final decisions themselves). eBayola prices
  // depend on second-best bribes, so they are settled by whole re-evaluations. Decisions that
  // oscillate make events without end: past a budget proportional to the board, the
  // re-evaluations below take over and jump whole periods.
  const budget = options.eventBudget ?? 8 * (offers.length + units.length) + 256;
  const start = pricing.ebayola
    ? undefined
    : settleStandard(units, offers, available, budget, options.links ?? offerLinksOf(units, offers));
  // The scans end on the decisions at the final cuts: there is nothing left to confirm. Their cuts
  // are already by player who offers money, as below.
  if (start?.settled) return new SettledByEvents(start.cuts, start.settled, start.events);
  // Every player who offers money is told its cuts, none or more.
  const cuts = new Map<string, number>();
  let last = ''; // no power's name (see settlementSizes)
  for (const o of offers) {
    // A sheet's offers come together: the power seen last is nearly always the next.
    if (o.free || o.power === last) continue;
    last = o.power;
    if (!cuts.has(last)) cuts.set(last, start?.cuts.get(last) ?? 0);
  }
  const byPower = new Map<string, AtomicOffer[]>();
  for (const o of offers) if (!o.free) (byPower.get(o.power) ?? byPower.set(o.power, []).get(o.power)!).push(o);
  const phaseTwo = new Map([...byPower].map(([power, list]) => [power, phaseTwoStart(list)]));
  const periods = new PeriodFinder({ units, byPower, phaseTwo, available, pricing });
  const now = (o: AtomicOffer) => (o.free ? o.amount : amountAfter(o, cuts.get(o.power)!, phaseTwo.get(o.power)!));
  let evaluations = 0;
  // Rule 5.5: a player's plateaus are released once the cuts go past the point where every one
  // of its offers sits at its plateau; eBayola prices then no longer stop at them (Rule 6.4).
  const plateauInForce = (o: AtomicOffer) => (!o.free && cuts.get(o.power)! > phaseTwo.get(o.power)! ? 0 : o.plateau);

  for (;;) {
    const plain = evaluate(units, (o) => constant(now(o)), new Horizon(), pricing, plateauInForce);
    evaluations++;
    const overdrawn = [...plain.spend]
      .filter(([power, spent]) => available.has(power) && spent.c > available.get(power)!)
      .map(([power]) => power);
    if (overdrawn.length === 0) {
      return {
        cuts,
        evaluation: plain,
        amounts: finalAmounts(offers, now),
        evaluations,
        events: start?.events ?? 0,
        periodJumps: periods.jumps,
      };
    }
    const cutting = new Set(overdrawn);
    const period = options.findPeriods === false ? undefined : periods.observe(cuts, cutting, plain);
    if (period) {
      for (const [power, n] of period) cuts.set(power, cuts.get(power)! + n);
      continue;
    }

    // How long does this state of affairs last? Slopes: -1 for each offer the next cut reduces.
    let jump = Infinity;
    for (const power of cutting) {
      const r = cuts.get(power)!;
      const p2 = phaseTwo.get(power)!;
      for (const o of byPower.get(power) ?? []) jump = Math.min(jump, cutsToNextKink(o, r, p2));
    }
    const linear = (o: AtomicOffer): Lin => {
      const c = now(o);
      if (o.free || !cutting.has(o.power)) return constant(c);
      return lin(c, decreasing(o, cuts.get(o.power)!, phaseTwo.get(o.power)!) ? -1 : 0);
    };
    const horizon = new Horizon();
    const projected = evaluate(units, linear, horizon, pricing, plateauInForce);
    evaluations++;
    for (const [power, limit] of available) horizon.compare(projected.spend.get(power) ?? constant(0), constant(limit));
    jump = Math.min(jump, horizon.bound);
    if (!Number.isFinite(jump) || jump < 1) jump = 1;
    periods.taken(jump);
    for (const power of cutting) cuts.set(power, cuts.get(power)! + jump);
  }
}

/**
 * Rule 5.5 under the standard pricing: whole scans while events are few (realistic phases have a
 * dozen), the kinetic settlement when they are many.
 */
function settleStandard(
  units: readonly UnitContext[],
  offers: readonly AtomicOffer[],
  available: ReadonlyMap<string, number>,
  budget: number,
  links: OfferLinks,
): EventSettlement | undefined {
  const scanned = settleByScans(units, offers, available, Math.min(budget, scanBudget), links);
  if (scanned?.complete !== false || budget <= scanBudget) return scanned;
  const carried = settleByEvents(units, offers, available, budget - scanned.events, scanned.cuts);
  return carried && { ...carried, events: scanned.events + carried.events };
}

/** Events the scans may take before the kinetic settlement carries on (about 4 times the corpus's most). */
const scanBudget = 96;

function finalAmounts(offers: readonly AtomicOffer[], now: (o: AtomicOffer) => number): number[] {
  const amounts = new Array<number>(offers.length);
  for (const o of offers) amounts[o.id] = now(o);
  return amounts;
}

/** The event-jumping settlement's result: the amounts of offers are worked out when first read. */
class SettledByEvents implements OverExpenditureResult {
  readonly evaluation: Evaluation;
  readonly evaluations: number;
  readonly periodJumps: number;

  constructor(
    readonly cuts: ReadonlyMap<string, number>,
    private readonly settled: NonNullable<EventSettlement['settled']>,
    readonly events: number,
  ) {
    this.evaluation = settled.evaluation;
    this.evaluations = events + 1;
    this.periodJumps = 0;
  }

  get amounts(): readonly number[] {
    return this.settled.amounts;
  }
}
