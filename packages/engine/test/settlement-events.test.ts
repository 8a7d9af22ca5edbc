// Rule 5.5's event-jumping settlements step from event to event by `firstSignChange`: the first
// number of further cuts at which a linear difference (a candidate against its unit's highest, a
// player's spend against its limit) changes sign. The reference is the definition, walked cut by
// cut.
import '../../parser/test/support/fast-check-seed.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstSignChange } from '../dist/adjudicate/settlement-events.js';

/** The first k ≥ 1 (up to `bound`) at which d0 + d1·k has another sign than d0; Infinity if none. */
function walked(d0: number, d1: number, bound: number): number {
  for (let k = 1; k <= bound; k++) if (Math.sign(d0 + d1 * k) !== Math.sign(d0)) return k;
  return Infinity;
}

describe('Rule 5.5: the next event of a linear difference', () => {
  it('is the first cut at which the difference changes sign, as walked cut by cut', () => {
    const whole = fc.integer({ min: -60, max: 60 });
    fc.assert(
      fc.property(whole, whole, (d0, d1) => {
        // |d0| / |d1| ≤ 60 cuts: a bound of 61 walks past every change there is.
        expect(firstSignChange(d0, d1)).toBe(walked(d0, d1, 61));
      }),
    );
  });

  it('is never for a difference that does not move, or moves away from zero', () => {
    expect(firstSignChange(-5, 0)).toBe(Infinity);
    expect(firstSignChange(-5, -1)).toBe(Infinity);
    expect(firstSignChange(5, 2)).toBe(Infinity);
    expect(firstSignChange(-Infinity, -3)).toBe(Infinity);
  });

  it('is the next cut for a difference at zero that moves, and exact when it lands on zero', () => {
    expect(firstSignChange(0, -2)).toBe(1);
    expect(firstSignChange(-0, 3)).toBe(1);
    expect(firstSignChange(-6, 3)).toBe(2);
    expect(firstSignChange(-7, 3)).toBe(3);
    expect(firstSignChange(6, -4)).toBe(2);
  });
});
