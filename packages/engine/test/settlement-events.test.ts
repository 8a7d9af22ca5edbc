// Rule 5.5's event-jumping settlements step from event to event: by `firstSignChange`, the first
// number of further cuts at which a linear difference (a candidate against its unit's highest, a
// player's spend against its limit) changes sign, and by `rateChangeAfter`, the first at which an
// offer's rate of decrease changes. The reference is each definition, walked cut by cut.
import '../../parser/test/support/fast-check-seed.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstSignChange, Slab } from '../dist/adjudicate/settlement-events.js';
import { decreasingAt, rateChangeAfter } from '../dist/adjudicate/reduction.js';

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

describe('Rule 5.5: the next cut at which an offer decreases at another rate', () => {
  /** The first cut after r (up to `bound`) at which the offer decreases otherwise than at r. */
  function walkedChange(amount: number, plateau: number, r: number, phaseTwo: number, bound: number): number {
    const now = decreasingAt(amount, plateau, r, phaseTwo);
    for (let at = r + 1; at <= bound; at++) if (decreasingAt(amount, plateau, at, phaseTwo) !== now) return at - r;
    return Infinity;
  }

  it('is the first cut at which the offer starts or stops decreasing, as walked cut by cut', () => {
    const offer = fc
      .record({ amount: fc.integer({ min: 0, max: 30 }), plateau: fc.integer({ min: 0, max: 30 }) })
      .filter((o) => o.plateau <= o.amount);
    fc.assert(
      // Phase two often starts just as this offer reaches its plateau (it is the player's furthest).
      fc.property(
        offer,
        fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 30 })),
        fc.integer({ min: 0, max: 70 }),
        (o, extra, r) => {
          // Phase two starts once every offer of the player is at its plateau: at this offer's or later.
          const phaseTwo = o.amount - o.plateau + extra;
          // Past phase two and the plateau (at most 90 cuts) nothing changes any more.
          const expected = walkedChange(o.amount, o.plateau, r, phaseTwo, 100);
          expect(rateChangeAfter(o.amount, o.plateau, r, phaseTwo)).toBe(expected);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('has no change left for an offer without a plateau once it has reached zero', () => {
    // 5 AgP, no plateau, its player's phase two at 8 cuts: it stops at 5 cuts, for good.
    expect(rateChangeAfter(5, 0, 0, 8)).toBe(5);
    expect(rateChangeAfter(5, 0, 5, 8)).toBe(Infinity);
    // 5#2, phase two at 8: stops at 3 cuts, decreases again from 8 to 10.
    expect(rateChangeAfter(5, 2, 3, 8)).toBe(5);
    expect(rateChangeAfter(5, 2, 8, 8)).toBe(2);
    expect(rateChangeAfter(5, 2, 10, 8)).toBe(Infinity);
    // 5#2, its player's furthest offer (phase two at 3): it decreases without a pause, to zero at 5.
    expect(rateChangeAfter(5, 2, 0, 3)).toBe(5);
  });
});

describe("the kinetic settlement's slab", () => {
  it('hands out arrays of zeroes in turn, and refuses one past its end', () => {
    const slab = new Slab(new Float64Array(30));
    const first = slab.zeroes(10);
    first.fill(7);
    const second = slab.zeroes(20);
    expect([...second]).toEqual(new Array(20).fill(0));
    expect([...first]).toEqual(new Array(10).fill(7));
    expect(() => slab.zeroes(1)).toThrow(RangeError);
  });
});
