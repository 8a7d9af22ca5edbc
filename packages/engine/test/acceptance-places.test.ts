// Rule 4.1: the adjudication expands each power's acceptance list by the powers' places in the
// game's order (`expandAcceptancePlaces`), and by letters where a list names a letter no power has.
// Both must give the order `expandAcceptanceList` gives, `?` drawn from the same seed.
import '../../parser/test/support/fast-check-seed.js';
import fc from 'fast-check';
import { startingGame } from '@payola/engine';
import { describe, expect, it } from 'vitest';
import { expandAcceptanceList, expandAcceptancePlaces, randomPlace } from '../dist/game/acceptance-list.js';
import { seededShuffle, streamSeed } from '../dist/adjudicate/seeded-random.js';
import { parseSheet } from '@payola/parser';
import { analyzeSheet } from '../dist/check/check-sheet.js';
import { prepareAdjudication } from '../dist/adjudicate/prepare.js';

const game = startingGame();
const letters = game.letters;
const shuffleFrom =
  (seed: number) =>
  <T>(items: readonly T[]): T[] =>
    seededShuffle(items, seed);

describe('Rule 4.1: acceptance lists expanded by places', () => {
  it('gives the letters’ order, for any list of the powers’ letters and `?`s, repeated or not', () => {
    const list = fc.array(fc.constantFrom(...letters, '?'), { maxLength: 10 });
    fc.assert(
      fc.property(list, fc.integer({ min: 0, max: 2 ** 32 - 1 }), (written, seed) => {
        const places = written.map((letter) => (letter === '?' ? randomPlace : letters.indexOf(letter)));
        const byPlaces = expandAcceptancePlaces(places, letters.length, shuffleFrom(seed));
        expect(byPlaces.map((place) => letters[place])).toEqual(
          expandAcceptanceList(written, letters, shuffleFrom(seed)),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('is what the adjudication draws for each power, whatever its sheet’s list names', () => {
    const seed = 7;
    const written = ['E?', '?', 'FGA', 'R?T', 'TRIGAFE', '', 'X?'];
    for (const list of written) {
      // Lists naming no power, or one twice, are errors to the checker; the adjudicator reads them as written.
      const sheet = `${list === '' ? '' : `ACCEPT ${list}\n`}1 : F LON - NTH`;
      const checked = new Map([['England', analyzeSheet(parseSheet(sheet).sheet, { game, power: 'England' })]]);
      const prepared = prepareAdjudication(game, checked, seed);
      for (const power of game.powers) {
        const own = power.name === 'England' && list !== '' ? [...list] : power.accept;
        const expected = expandAcceptanceList(own, letters, (items) =>
          items.length < 2 ? [...items] : seededShuffle(items, streamSeed(seed, power.name)),
        );
        expect(prepared.acceptanceLetters.get(power.name)).toBe(expected.join(''));
      }
    }
  });
});
