// Rule 5.5's reduction schedule at the largest amounts (issue 13 items 2 and 6): with amounts and
// plateaus up to `amountLimits.maxAmount` (10^10) a sheet takes up to 2 × 10^10 cuts to reach zero,
// and the step at which it becomes affordable must still be found exactly, in work that does not
// grow with the amounts. The reference is the definition (the first step whose total fits the
// money available), walked step by step on small sheets, and the same sheet ×10^8.
import '../../parser/test/support/fast-check-seed.js';
import fc from 'fast-check';
import { amountLimits, parseSheet } from '@payola/parser';
import { analyzeSheet, reductionSchedule, scheduledTotal, type ReductionSchedule } from '@payola/engine';
import { describe, expect, it } from 'vitest';
import { gameWith } from './support/board.js';

const units = ['A PAR', 'A MAR', 'F BRE'];

function schedule(lines: string[], balance: number): ReductionSchedule {
  const game = gameWith({ France: units }, { balances: { France: balance } });
  const checked = analyzeSheet(parseSheet(lines.join('\n')).sheet, { game, power: 'France' });
  expect(checked.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const result = reductionSchedule(checked, game);
  expect(result.offers).toHaveLength(lines.length);
  return result;
}

/** The definition, one cut at a time: the first step whose total is at most the money available. */
function firstAffordableByDefinition(s: ReductionSchedule): number | undefined {
  for (let step = 0; step <= s.steps; step++) if (scheduledTotal(s, step) <= s.available!) return step;
  return undefined;
}

/** The definition checked at one step without walking to it: the total fits there and not one cut before. */
function expectFirstAffordable(s: ReductionSchedule) {
  const at = s.affordableAt!;
  expect(scheduledTotal(s, at)).toBeLessThanOrEqual(s.available!);
  if (at > 0) expect(scheduledTotal(s, at - 1)).toBeGreaterThan(s.available!);
}

const line = fc.record({
  weight: fc.integer({ min: 1, max: 3 }),
  amount: fc.integer({ min: 1, max: 100 }),
  plateau: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
  unit: fc.constantFrom(...units),
});
type Line = typeof line extends fc.Arbitrary<infer T> ? T : never;

const text = (l: Line, scale: number) =>
  `${l.weight > 1 ? `${l.weight}*` : ''}${l.amount * scale}${l.plateau === undefined ? '' : `#${Math.min(l.plateau, l.amount) * scale}`} : ${l.unit} H`;

describe('Rule 5.5: the step at which a sheet becomes affordable', () => {
  it('at the largest amounts (10^10, with plateaus and repetitions): exactly the first step whose total fits', () => {
    const max = amountLimits.maxAmount;
    const [plateau, other] = [(max / 10) * 4, (max / 10) * 7];
    const available = 10 ** 11 + 7;
    const s = schedule(
      [`${max}#${plateau} : A PAR H`, `1000*${max} : A MAR H`, `3*${other}#${other} : F BRE H`],
      available,
    );
    expect(s.steps).toBe(max + other);
    expectFirstAffordable(s);
    // Past 6 × 10^9 cuts only the 1,000 copies of 10^10 still fall, 1,000 a cut; the rest stay at
    // their plateaus (4 × 10^9 and 3 × 7 × 10^9) while those copies fit in what is left.
    expect(s.affordableAt).toBe(max - Math.floor((available - plateau - 3 * other) / 1000));
    expect(s.affordableAt).toBe(9_925_000_000);
  });

  it('savings written with a fraction (an error the sheet still shows) give the first step by the definition', () => {
    // Found by the language server's fuzzer: `1.5 $` made the money available a fraction.
    const game = gameWith({ France: units }, { balances: { France: 955 } });
    const checked = analyzeSheet(parseSheet('1.5 $\n1001*1 : A PAR H').sheet, { game, power: 'France' });
    const result = reductionSchedule(checked, game);
    expect(result.available).toBe(953.5);
    expect(result.affordableAt).toBe(firstAffordableByDefinition(result));
    expectFirstAffordable(result);
  });

  it('savings beyond the balance leave nothing: affordable only once every offer is cut to zero', () => {
    const game = gameWith({ France: units }, { balances: { France: 5 } });
    const checked = analyzeSheet(parseSheet(`${amountLimits.maxAmount} : A PAR H\n10 $`).sheet, {
      game,
      power: 'France',
    });
    const s = reductionSchedule(checked, game);
    expect(s.available).toBe(0);
    expect(s.affordableAt).toBe(s.steps);
    expect(s.steps).toBe(amountLimits.maxAmount);
    expectFirstAffordable(s);
  });

  it('matches the definition walked cut by cut on small sheets, and the same sheets ×10^8 at the top of the range', () => {
    const c = 10 ** 8;
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 4 }), fc.nat({ max: 2000 }), (lines, balance) => {
        const small = schedule(
          lines.map((l) => text(l, 1)),
          balance,
        );
        const t = firstAffordableByDefinition(small);
        expect(small.affordableAt).toBe(t);

        const large = schedule(
          lines.map((l) => text(l, c)),
          balance * c,
        );
        expectFirstAffordable(large);
        // Every kink of the ×c sheet is at a multiple of c and its total there is c times the
        // small one's, so the answer lies in (c(t-1), ct], on the straight piece between them.
        if (t === undefined || t === 0) expect(large.affordableAt).toBe(t);
        else {
          const before = scheduledTotal(small, t - 1);
          const slope = before - scheduledTotal(small, t);
          expect(large.affordableAt).toBe(c * (t - 1) + Math.ceil((c * (before - balance)) / slope));
        }
      }),
      { numRuns: 300 },
    );
  });
});
