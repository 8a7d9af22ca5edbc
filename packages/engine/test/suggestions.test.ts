// "Did you mean": the banded, cached edit distance behind suggestProvinces gives the same
// suggestions as the plain definition (every cell of the table computed), and its work does not
// depend on how long or how many the unknown names are (issue 13 item 5; timed in the benchmark).
import '../../parser/test/support/fast-check-seed.js';
import fc from 'fast-check';
import { standardMap, suggestProvinces } from '@payola/engine';
import { describe, expect, it } from 'vitest';

/** The plain definition: edit distance, a swap of neighbouring letters counting as one edit. */
function fullDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  return d[a.length]![b.length]!;
}

function plainSuggestions(written: string, preferred?: ReadonlySet<string>): string[] {
  const key = written.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (key === '' || key.length > 40) return [];
  const best = new Map<string, number>();
  for (const [name, id] of standardMap.allNames()) {
    const limit = name.length <= 3 ? 1 : name.length <= 6 ? 2 : 3;
    let d = fullDistance(key, name);
    if (name.startsWith(key) && key.length >= 3) d = Math.min(d, 1);
    if (d > limit) continue;
    const score = d - (preferred?.has(id) ? 0.5 : 0);
    if (score < (best.get(id) ?? Infinity)) best.set(id, score);
  }
  return [...best.entries()]
    .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
    .slice(0, 3)
    .map(([id]) => id);
}

const names = [...standardMap.allNames()].map(([name]) => name);

describe('suggestions for unknown place names', () => {
  it('agree with the plain edit distance on misspellings of real names and on random words', () => {
    const misspelt = fc
      .tuple(
        fc.constantFrom(...names),
        fc.array(fc.tuple(fc.nat(), fc.constantFrom('A', 'E', 'O', 'R', 'N', '')), { maxLength: 3 }),
      )
      .map(([name, edits]) => {
        let s = name;
        for (const [at, letter] of edits) {
          const i = at % (s.length + 1);
          s = letter === '' ? s.slice(0, i) + s.slice(i + 1) : s.slice(0, i) + letter + s.slice(i + 1);
        }
        return s;
      });
    const word = fc.stringMatching(/^[A-Za-z]{0,14}$/);
    fc.assert(
      fc.property(fc.oneof(misspelt, word), fc.boolean(), (written, prefer) => {
        const preferred = prefer ? new Set(['PAR', 'LON', 'BUR', 'STP']) : undefined;
        expect(suggestProvinces(standardMap, written, preferred).map((p) => p.id)).toEqual(
          plainSuggestions(written, preferred),
        );
      }),
      { numRuns: 400 },
    );
  });

  it('suggest the same after the name was cached', () => {
    expect(suggestProvinces(standardMap, 'Pariss').map((p) => p.id)).toEqual(['PAR']);
    expect(suggestProvinces(standardMap, 'Pariss').map((p) => p.id)).toEqual(['PAR']);
    expect(suggestProvinces(standardMap, 'x'.repeat(41))).toEqual([]);
  });
});
