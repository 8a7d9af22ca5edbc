// Fuzzing the checker: random and mutated sheets, checked against random boards under random
// variants, never make it throw, and every diagnostic is located inside the sheet.
import '../../parser/test/support/fast-check-seed.js';
import fc from 'fast-check';
import { parseSheet } from '@payola/parser';
import { analyzeSheet, legalOrders, loadGame, standardMap, startingGame, type Game } from '@payola/engine';
import { describe, expect, it } from 'vitest';
import { alphabet, sheetText } from '../../parser/test/arbitraries.js';

const opening = startingGame();
const provinces = [...standardMap.provinces.values()].filter((p) => p.type !== 'impassable');
const flags = ['classic', 'blind', 'ebayola', 'loyal-units', 'foreign-orders-non-move', 'dummy-acceptance-lists'];

/** A random legal board: distinct provinces, units of a type the province allows, any powers. */
const board = fc
  .record({
    picks: fc.uniqueArray(fc.integer({ min: 0, max: provinces.length - 1 }), { minLength: 1, maxLength: 30 }),
    owners: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 30, maxLength: 30 }),
    fleets: fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }),
    rules: fc.subarray(flags),
  })
  .map(({ picks, owners, fleets, rules }): Game => {
    const units = picks.map((index, i) => {
      const p = provinces[index]!;
      const fleet = p.type === 'sea' || (p.type === 'coast' && fleets[i]);
      const where = fleet && p.coasts.length > 0 ? `${p.id}/${p.coasts[0]}` : p.id;
      return { power: opening.powers[owners[i]!]!.name, unit: `${fleet ? 'F' : 'A'} ${where}` };
    });
    const loaded = loadGame({ ...opening.toFile(), rules, units });
    if (!loaded.ok) throw new Error(loaded.problems.map((p) => p.message).join('; '));
    return loaded.game;
  });

/** Sheets made of the board's own legal orders, mutated a little. */
function legalSheet(game: Game, seed: number): string {
  const orders = game.units
    .flatMap((u) => legalOrders(game, u.location.province))
    .filter((_, i) => (i * 7919 + seed) % 11 === 0);
  return orders
    .map((order, i) => `${(i % 5) + 1}${['', '#1', '#'][i % 3]} ${[':', '!', '>', '@', '&'][i % 5]} ${order}`)
    .join('\n');
}

function expectLocated(
  text: string,
  diagnostics: readonly { range: { start: { offset: number }; end: { offset: number } } }[],
): void {
  for (const d of diagnostics) {
    expect(d.range.start.offset).toBeGreaterThanOrEqual(0);
    expect(d.range.end.offset).toBeLessThanOrEqual(text.length);
    expect(d.range.start.offset).toBeLessThanOrEqual(d.range.end.offset);
  }
}

describe('fuzzing the checker', () => {
  it('random sheets on random boards', () => {
    fc.assert(
      fc.property(
        board,
        sheetText,
        fc.constantFrom(...opening.powers.map((p) => p.name), 'Nobody'),
        (game, text, power) => {
          const { sheet } = parseSheet(text);
          expectLocated(text, analyzeSheet(sheet, { game, power }).diagnostics);
          expectLocated(text, analyzeSheet(sheet, { map: standardMap }).diagnostics);
          expectLocated(text, analyzeSheet(sheet).diagnostics);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('mutated sheets of legal orders on random boards', () => {
    fc.assert(
      fc.property(
        board,
        fc.nat(),
        fc.array(fc.tuple(fc.nat(), alphabet), { maxLength: 6 }),
        (game, seed, mutations) => {
          let text = legalSheet(game, seed);
          for (const [at, char] of mutations) {
            const i = text.length === 0 ? 0 : at % text.length;
            text = text.slice(0, i) + char + text.slice(i + 1);
          }
          const { sheet } = parseSheet(text);
          for (const p of game.powers) expectLocated(text, analyzeSheet(sheet, { game, power: p.name }).diagnostics);
        },
      ),
      { numRuns: 150 },
    );
  });
});
