// Rule 4.1: the order behind an acceptance list's `?` is drawn from an explicit seed. The
// adjudication shuffles with `seededShuffle`, the library's callers with `shuffler(seededRandom)`:
// both must draw the same order from the same seed, or a result could not be repeated elsewhere.
import '../../parser/test/support/fast-check-seed.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom, shuffler } from '@payola/engine';
import { seededShuffle } from '../dist/adjudicate/seeded-random.js';

describe('Rule 4.1: the seeded draw of the omitted powers', () => {
  it('shuffles as the public shuffler over the seeded generator does, for any seed and list', () => {
    const letters = fc.array(fc.constantFrom('A', 'E', 'F', 'G', 'I', 'R', 'T'), { maxLength: 12 });
    fc.assert(
      fc.property(letters, fc.integer({ min: 0, max: 2 ** 32 - 1 }), (items, seed) => {
        expect(seededShuffle(items, seed)).toEqual(shuffler(seededRandom(seed))(items));
      }),
      { numRuns: 500 },
    );
  });

  it('is a permutation, repeatable, and not the same order for every seed', () => {
    const powers = ['A', 'E', 'F', 'G', 'I', 'R', 'T'];
    const orders = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      const drawn = seededShuffle(powers, seed);
      expect([...drawn].sort()).toEqual(powers);
      expect(seededShuffle(powers, seed)).toEqual(drawn);
      orders.add(drawn.join(''));
    }
    expect(orders.size).toBeGreaterThan(10);
    // The list given is left as it was.
    expect(powers).toEqual(['A', 'E', 'F', 'G', 'I', 'R', 'T']);
  });
});
