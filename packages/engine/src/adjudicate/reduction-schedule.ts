// Rule 5.5 as a player previews it: what each offer of a sheet is worth after 0, 1, 2, ... cuts,
// and when the whole sheet becomes affordable if every offer were accepted.
import type { Range } from '@payola/parser';
import { availableMoney } from '../accounts/available.js';
import type { CheckedSheet } from '../check/check-sheet.js';
import type { Game } from '../game/game.js';
import { standardRules } from '../game/variants.js';
import { offerStanding, offerTerms } from './effective-offers.js';
import { amountAfter, phaseTwoStart } from './reduction.js';

/**
 * One amount term of an offer line that the adjudicator would pay for: `weight` copies (Rule 3.1
 * item 1), each cut on its own.
 */
export interface ScheduledOffer {
  readonly line: number;
  /** Index of the amount term in its line. */
  readonly term: number;
  /** Per copy. */
  readonly amount: number;
  readonly plateau: number;
  /** How many copies (the repetition count). */
  readonly weight: number;
  readonly range: Range;
}

export interface ScheduleRow {
  /** How many cuts have been made. */
  readonly step: number;
  /** The per-copy amount of each offer in `offers`, same order. */
  readonly amounts: readonly number[];
  /** The sheet's total if every offer were accepted (each line once). */
  readonly total: number;
}

export interface ReductionSchedule {
  readonly offers: readonly ScheduledOffer[];
  /** The first cut from which every offer sits at its plateau and cuts go on towards zero. */
  readonly phaseTwoStart: number;
  /** Cuts until every offer is zero. */
  readonly steps: number;
  readonly balance?: number;
  readonly savings: number;
  /** Balance less savings (Rule 3.4), when the balance is known. */
  readonly available?: number;
  /** The fewest cuts after which the sheet's total fits the available money. */
  readonly affordableAt?: number;
  /** Every step when there are few; otherwise the steps where something changes, and their neighbours. */
  readonly rows: readonly ScheduleRow[];
}

/** The amount of an offer after `step` cuts. */
export function scheduledAmount(
  schedule: Pick<ReductionSchedule, 'phaseTwoStart'>,
  offer: ScheduledOffer,
  step: number,
): number {
  return amountAfter(offer, step, schedule.phaseTwoStart);
}

/** The sheet's total after `step` cuts, if every offer were accepted. */
export function scheduledTotal(schedule: Pick<ReductionSchedule, 'phaseTwoStart' | 'offers'>, step: number): number {
  return schedule.offers.reduce((sum, o) => sum + amountAfter(o, step, schedule.phaseTwoStart) * o.weight, 0);
}

/**
 * The fewest cuts after which the sheet's total is at most `available` (Rule 5.5), or undefined if
 * none. Steps reach 2 × 10^10 (an amount and a plateau of up to `amountLimits.maxAmount` each), so
 * counting or even bisecting them would grow with the amounts. Between kinks (an offer reaching its
 * plateau; every offer having reached it; an offer reaching zero) the total falls by a constant
 * `slope` per cut, so this walks the kinks in order and solves the linear piece the answer lies in:
 * at most one round per offer and phase, whatever the amounts. Every figure is an exact integer:
 * totals never exceed the uncut total, and the last division is done in BigInt.
 */
export function firstAffordableStep(
  schedule: Pick<ReductionSchedule, 'phaseTwoStart' | 'offers'>,
  available: number,
): number | undefined {
  const { offers, phaseTwoStart: p2 } = schedule;
  let total = scheduledTotal(schedule, 0);
  if (total <= available) return 0;
  let step = 0;
  // Phase one: an offer loses a piece a cut until its plateau (at amount − plateau cuts). Phase two,
  // from p2: every offer loses a piece a cut until zero (at p2 + plateau cuts).
  const phases = [
    {
      end: p2,
      kinks: offers.filter((o) => o.amount > o.plateau).map((o) => ({ at: o.amount - o.plateau, weight: o.weight })),
    },
    {
      end: p2 + offers.reduce((most, o) => Math.max(most, o.plateau), 0),
      kinks: offers.filter((o) => o.plateau > 0).map((o) => ({ at: p2 + o.plateau, weight: o.weight })),
    },
  ];
  for (const { end, kinks } of phases) {
    kinks.sort((a, b) => a.at - b.at);
    // What the total loses at each cut: one piece for every copy not yet at its kink.
    let slope = kinks.reduce((sum, k) => sum + k.weight, 0);
    let next = 0;
    while (step < end) {
      for (; next < kinks.length && kinks[next]!.at <= step; next++) slope -= kinks[next]!.weight;
      const to = next < kinks.length ? Math.min(kinks[next]!.at, end) : end;
      const fall = slope * (to - step);
      if (slope > 0 && total - fall <= available) {
        // ⌈x / s⌉ = ⌈⌈x⌉ / s⌉ for a whole s: a sheet's savings may be written with a fraction.
        const over = BigInt(Math.ceil(total - available));
        return step + Number((over + BigInt(slope) - 1n) / BigInt(slope));
      }
      total -= fall;
      step = to;
    }
  }
  return undefined;
}

/**
 * The reduction schedule of a checked sheet (Rule 5.5), counting the offers the adjudicator
 * would pay for (Loyal Units' free orders and void offers left out). With a game and the
 * sheet's power, also the balance, savings and the step at which the sheet becomes affordable.
 * `maxRows` bounds the table. Its work grows with the sheet, never with amounts or repetitions.
 */
export function reductionSchedule(checked: CheckedSheet, game?: Game, maxRows = 60): ReductionSchedule {
  const rules = game?.rules ?? standardRules();
  const power = checked.power?.name;
  const offers: ScheduledOffer[] = [];
  for (const offer of checked.offers) {
    if (game && power !== undefined ? offerStanding(game, power, offer, 'player') !== 'paid' : !offer.valid) continue;
    for (const term of offerTerms(offer, rules))
      offers.push({
        line: offer.line.line,
        term: term.index,
        amount: term.amount,
        plateau: term.plateau,
        weight: term.weight,
        range: offer.line.terms[term.index]!.range,
      });
  }
  const savings = checked.savings;
  const p2 = phaseTwoStart(offers);
  const steps = p2 + offers.reduce((most, o) => Math.max(most, o.plateau), 0);
  const p = game && power !== undefined ? game.power(power) : undefined;
  const available = p ? availableMoney(p.balance, savings) : undefined;
  const base = { offers, phaseTwoStart: p2 };
  const affordableAt = available === undefined ? undefined : firstAffordableStep(base, available);

  const wanted = new Set<number>();
  if (steps + 1 <= maxRows) for (let s = 0; s <= steps; s++) wanted.add(s);
  else {
    const marks = [
      0,
      1,
      steps,
      p2,
      ...(affordableAt === undefined ? [] : [affordableAt]),
      ...offers.flatMap((o) => [o.amount - o.plateau, p2 + o.plateau]),
    ];
    for (const m of marks) for (const s of [m - 1, m, m + 1]) if (s >= 0 && s <= steps) wanted.add(s);
  }
  const rows = [...wanted]
    .sort((a, b) => a - b)
    .slice(0, Math.max(maxRows, 3))
    .map((step) => {
      const amounts = offers.map((o) => amountAfter(o, step, p2));
      return { step, amounts, total: amounts.reduce((sum, a, i) => sum + a * offers[i]!.weight, 0) };
    });
  return {
    offers,
    phaseTwoStart: p2,
    steps,
    ...(p && { balance: p.balance }),
    savings,
    ...(available !== undefined && { available }),
    ...(affordableAt !== undefined && { affordableAt }),
    rows,
  };
}
