// Rule 5.5. The event-jumping settlement (src/adjudicate/over-expenditure.ts) against the plain
// definition: cut every offer of every overdrawn player by one silver piece (plateaus permitting),
// let every unit decide again, repeat.
import fc from 'fast-check';
import { parseSheet } from '@payola/parser';
import { legalOrders, startingGame, type Game } from '@payola/engine';
import { describe, expect, it } from 'vitest';
import { analyzeSheet, type CheckedSheet } from '../dist/check/check-sheet.js';
import type { AtomicOffer } from '../dist/adjudicate/atomic-offer.js';
import { evaluate, type Evaluation, type PricingRules, type UnitContext } from '../dist/adjudicate/evaluation.js';
import { constant, Horizon } from '../dist/adjudicate/linear.js';
import { settleOverExpenditure } from '../dist/adjudicate/over-expenditure.js';
import { prepareAdjudication } from '../dist/adjudicate/prepare.js';
import { gameWith } from './support/board.js';

/** The definition, one silver piece at a time. */
function referenceSettle(
  units: readonly UnitContext[],
  offers: readonly AtomicOffer[],
  available: ReadonlyMap<string, number>,
  pricing: PricingRules,
) {
  const amounts = new Map(offers.map((o) => [o.id, o.amount]));
  const cuts = new Map<string, number>();
  for (;;) {
    const evaluation = evaluate(units, (o) => constant(amounts.get(o.id)!), new Horizon(), pricing);
    const overdrawn = [...evaluation.spend]
      .filter(([p, spent]) => spent.c > (available.get(p) ?? Infinity))
      .map(([p]) => p);
    if (overdrawn.length === 0) return { cuts, evaluation, amounts };
    for (const power of overdrawn) {
      cuts.set(power, (cuts.get(power) ?? 0) + 1);
      const mine = offers.filter((o) => o.power === power && !o.free);
      const allAtPlateau = mine.every((o) => amounts.get(o.id)! <= o.plateau);
      for (const o of mine) {
        const a = amounts.get(o.id)!;
        if (allAtPlateau) amounts.set(o.id, Math.max(0, a - 1));
        else if (a > o.plateau) amounts.set(o.id, a - 1);
      }
    }
  }
}

function summary(evaluation: Evaluation, amounts: ReadonlyMap<number, number>, cuts: ReadonlyMap<string, number>) {
  return {
    orders: Object.fromEntries([...evaluation.decisions].map(([unit, d]) => [unit, d.winner.order])),
    payments: Object.fromEntries(
      [...evaluation.decisions].flatMap(([, d]) => [...d.payments].map(([id, v]) => [id, v.c])),
    ),
    spend: Object.fromEntries([...evaluation.spend].map(([p, v]) => [p, v.c]).filter(([, v]) => v !== 0)),
    amounts: Object.fromEntries(amounts),
    cuts: Object.fromEntries([...cuts].filter(([, n]) => n > 0)),
  };
}

function prepared(game: Game, sheets: Record<string, string>) {
  const checked = new Map<string, CheckedSheet>();
  for (const [power, text] of Object.entries(sheets)) {
    const result = analyzeSheet(parseSheet(text).sheet, { game, power });
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    if (errors.length > 0) throw new Error(`generated sheet is invalid: ${errors[0]!.message}\n${text}`);
    checked.set(power, result);
  }
  return prepareAdjudication(game, checked, 7);
}

const opening = startingGame();
const units = opening.units.map((u) => u.location.province);
const ordersOf = new Map(units.map((p) => [p, legalOrders(opening, p)]));

/** Random sheets for the opening board: every offer type, plateaus, repetition, `+`, `|`, savings. */
const sheetsArb = fc.record(
  Object.fromEntries(
    opening.powers.map((p) => [
      p.name,
      fc
        .tuple(
          fc.array(
            fc.record({
              unit: fc.constantFrom(...units),
              type: fc.constantFrom(':', ':', ':', '!', '>', '@', '&'),
              terms: fc.array(
                fc.record({
                  rep: fc.integer({ min: 1, max: 3 }),
                  amount: fc.integer({ min: 1, max: 12 }),
                  plateau: fc.oneof(
                    fc.constant(''),
                    fc.constant('#'),
                    fc.integer({ min: 0, max: 8 }).map((n) => `#${n}`),
                  ),
                }),
                { minLength: 1, maxLength: 2 },
              ),
              picks: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
            }),
            { minLength: 1, maxLength: 6 },
          ),
          fc.integer({ min: 0, max: 10 }),
        )
        .map(([offers, savings]) => {
          const lines = offers.map((o) => {
            const legal = ordersOf.get(o.unit)!;
            const orders = [...new Set(o.picks.map((i) => legal[i % legal.length]!))];
            const unit = orders[0]!.split(' ').slice(0, 2).join(' ');
            const amounts = o.terms.map((t) => `${t.rep}*${t.amount}${t.plateau}`).join(' + ');
            return `${amounts} ${o.type} ${unit} ${orders.map((x) => x.split(' ').slice(2).join(' ')).join(' | ')}`;
          });
          return [...lines, `${savings} $`].join('\n');
        }),
    ]),
  ),
);
const balancesArb = fc.record(Object.fromEntries(opening.powers.map((p) => [p.name, fc.integer({ min: 0, max: 40 })])));

function gameFor(balances: Record<string, number>, rules: string[]): Game {
  return gameWith(
    Object.fromEntries(
      opening.powers.map((p) => [
        p.name,
        opening
          .unitsOf(p.name)
          .map(
            (u) => `${u.type} ${u.location.coast ? `${u.location.province}/${u.location.coast}` : u.location.province}`,
          ),
      ]),
    ),
    { balances, rules },
  );
}

describe('Rule 5.5: jumping from event to event equals cutting one silver piece at a time', () => {
  it.each([[[]], [['ebayola']], [['ebayola', 'public-totals']]])('on random sheets (rules %j)', (rules) => {
    let withCuts = 0;
    let jumped = 0;
    let runs = 0;
    fc.assert(
      fc.property(sheetsArb, balancesArb, fc.constantFrom(1, 1, 10, 40), (sheets, balances, factor) => {
        // Larger amounts (up to 40 times) make long runs of cuts for the settlement to jump over.
        const scaled = Object.fromEntries(
          Object.entries(sheets).map(([p, t]) => [
            p,
            t.replace(/(\d+)(?=[#:!>@&$ ]|$)/gm, (n) => String(Number(n) * factor)),
          ]),
        );
        const money = Object.fromEntries(Object.entries(balances).map(([p, b]) => [p, b * factor]));
        const { contexts, offers, available, pricing } = prepared(gameFor(money, rules), scaled);
        const fast = settleOverExpenditure(contexts, offers, available, pricing);
        const slow = referenceSettle(contexts, offers, available, pricing);
        expect(summary(fast.evaluation, fast.amounts, fast.cuts)).toEqual(
          summary(slow.evaluation, slow.amounts, slow.cuts),
        );
        // Standard pricing is settled by the kinetic settlement alone: one confirming evaluation.
        if (!pricing.ebayola) expect(fast.evaluations).toBe(1);
        runs++;
        const rounds = Math.max(0, ...slow.cuts.values());
        if (rounds > 0) withCuts++;
        if (rounds > (pricing.ebayola ? fast.evaluations : 1)) jumped++;
      }),
      { numRuns: rules.length === 0 ? 600 : 250 },
    );
    // The generated cases must exercise the rule: most overspend, and many are settled in fewer evaluations than cuts.
    expect(withCuts / runs).toBeGreaterThan(0.5);
    expect(jumped / runs).toBeGreaterThan(0.1);
  });

  it('the work does not grow with the amounts: ×1,000 and ×1,000,000 take the same number of events', () => {
    const sheets = {
      France: '20 ! F BRE - MAO\n15 : A PAR - BUR\n3*6#2 + 4 : A MAR - SPA\n5 : F KIE - DEN',
      England: '8 : F BRE - MAO\n7 : F LON - ENG | - NTH\n9#9 : A LVP - YOR\n6 > F EDI - NTH',
      Germany: '4*5 : A MUN - BUR\n12 : F KIE - HOL\n3 & A BER H',
      Italy: '10 : A VEN - TYR\n6 @ F NAP H',
      Austria: '5 : A VIE - TYR\n5 : A BUD - GAL',
      Russia: '9 : A WAR - GAL\n4 ! A MOS H',
      Turkey: '6 : F ANK - BLA\n6 : A CON - BUL',
    };
    const balances = { France: 20, England: 15, Germany: 10, Italy: 9, Austria: 4, Russia: 8, Turkey: 5 };
    const settle = (factor: number) => {
      const scale = (text: string) => text.replace(/(\d+)(?=[#:!>@&$ ]|$)/gm, (n) => String(Number(n) * factor));
      const game = gameFor(Object.fromEntries(Object.entries(balances).map(([p, b]) => [p, b * factor])), []);
      const { contexts, offers, available, pricing } = prepared(
        game,
        Object.fromEntries(Object.entries(sheets).map(([p, t]) => [p, scale(t)])),
      );
      return settleOverExpenditure(contexts, offers, available, pricing);
    };
    const [small, large, huge] = [settle(1), settle(1000), settle(1_000_000)];
    expect(small.cuts.get('France')).toBeGreaterThan(0);
    expect(huge.events).toBe(large.events);
    expect(Math.max(...huge.cuts.values())).toBeGreaterThan(1_000_000);
    // At ×1 several events fall on the same cut; the count is bounded by the events at large scale.
    expect(small.events).toBeLessThanOrEqual(large.events);
  });
});
