// The adjudication as the GameMaster reads it (payola adjudicate and the editor's preview both
// show `adjudicationText`), why one was refused (`refusalLines`), and what one player's offers ask
// for (`askedOrders`, the editor's board): one home each (issue 8 item 23).
import { parseSheet } from '@payola/parser';
import {
  adjudicate,
  AdjudicationError,
  adjudicationText,
  analyzeSheet,
  askedOrders,
  refusalLines,
  startingGame,
} from '@payola/engine';
import { describe, expect, it } from 'vitest';
import { gameWith } from './support/board.js';

const opening = startingGame();
/** Every power holds its first unit; France moves to Burgundy and saves 3 (Rule 3.4). */
const sheets = Object.fromEntries(
  opening.powers.map((p) => {
    const unit = opening.unitsOf(p.name)[0]!;
    return [p.name, p.name === 'France' ? '5 : A PAR - BUR\n3 $\n' : `0 : ${unit.type} ${unit.location.province} H\n`];
  }),
);

describe('adjudicationText', () => {
  const result = adjudicate(opening, sheets, { seed: 7 });
  const text = adjudicationText(opening, result, { repeat: (seed) => `repeat with --seed ${seed}` });
  const lines = text.split('\n');

  it('names the phase, then every unit by power with its order, total and why (Rules 5.1–5.4)', () => {
    expect(lines.slice(0, 4)).toEqual(['Payola adjudication, Spring 1901', '', 'Orders', '  Austria']);
    expect(lines).toContain('    A PAR - BUR  5 AgP  the only order offered, 5 AgP (Rule 5.1)');
    expect(lines).toContain('    F STP/SC H   0 AgP  the only order offered, 0 AgP (Rule 5.1)');
    expect(lines.filter((l) => l.startsWith('    '))).toHaveLength(opening.units.length);
  });

  it('gives each account (Rules 5.5, 5.6) in columns, then the seed and how to repeat the run', () => {
    const accounts = lines.indexOf('Accounts (Rules 5.5, 5.6)');
    expect(lines[accounts + 1]).toBe('  power     before  savings    spent  balance     cuts');
    expect(lines).toContain('  France        48        3        5       43        0');
    expect(text.endsWith('\nseed 7 (repeat with --seed 7)\n')).toBe(true);
    expect(adjudicationText(opening, result).endsWith('\nseed 7\n')).toBe(true);
  });
});

describe('refusalLines', () => {
  it("each sheet's errors where it was written, then the missing (Rule 3.3), unknown and doubled sheets", () => {
    const error = new AdjudicationError(
      [
        {
          power: 'France',
          diagnostics: analyzeSheet(parseSheet('5 : A PAR - MUN\n').sheet, {
            game: opening,
            power: 'France',
          }).diagnostics.filter((d) => d.severity === 'error'),
        },
      ],
      ['Italy'],
      ['Atlantis'],
      ['England'],
    );
    expect(refusalLines(error, (power) => `${power.toLowerCase()}.payola`)).toEqual([
      'france.payola:1:13: the army in Paris cannot reach Munich (payola/illegal-order)',
      'no sheet from Italy (Rule 3.3)',
      'a sheet for Atlantis, which is not a power of this game',
      'more than one sheet for England',
    ]);
    expect(refusalLines(error, (power) => power, { diagnostics: false })).toHaveLength(3);
  });
});

describe('askedOrders: what one player’s offers ask for, by the adjudicator’s meaning of offer types', () => {
  const asked = (text: string, game = opening, power = 'France') =>
    askedOrders(game, power, analyzeSheet(parseSheet(text).sheet, { game, power })).map(
      (a) => `${a.order} (${a.total})`,
    );

  it('Rule 3.1 item 5: `>` pays for any move, `@` for any hold, support or convoy, `&` for anything', () => {
    expect(asked('4 : A PAR - BUR\n3 : A PAR - PIC\n2 > A PAR - GAS')).toEqual(['A PAR - BUR (6)']);
    expect(asked('4 : A PAR - BUR\n3 : A PAR - PIC\n2 @ A PAR - PIC')).toEqual(['A PAR - PIC (5)']);
    expect(asked('3 ! A MUN H\n2 : A MUN - RUH')).toEqual(['A MUN - RUH (5)']);
  });

  it('agrees with the adjudicator when the player alone bids (the others make no offer to these units)', () => {
    const text = '4 : A PAR - BUR\n3 : A PAR - PIC\n2 > A PAR - GAS\n3 ! A MUN H\n2 : A MUN - RUH\n1 @ F BRE - MAO | H';
    const others = Object.fromEntries(
      opening.powers
        .filter((p) => p.name !== 'France' && p.name !== 'Germany')
        .map((p) => [
          p.name,
          `0 : ${opening.unitsOf(p.name)[0]!.type} ${opening.unitsOf(p.name)[0]!.location.province} H`,
        ]),
    );
    const result = adjudicate(opening, { ...others, France: text, Germany: '0 : A BER H' }, { seed: 1 });
    for (const a of askedOrders(
      opening,
      'France',
      analyzeSheet(parseSheet(text).sheet, { game: opening, power: 'France' }),
    ))
      expect(result.orders[a.unit]?.order, a.unit).toBe(a.order);
  });

  it('Rule 6.3: under Tin Cup the answer never depends on what the player cannot see', () => {
    const text = '3 : A MUN - RUH\n2 : A BUR - MAR';
    const seen = gameWith({ France: ['A PAR'], Germany: ['A MUN'] }, { rules: ['blind'] });
    const hidden = gameWith({ France: ['A PAR'], Germany: ['A MUN', 'A BUR'] }, { rules: ['blind'] });
    expect(asked(text, seen)).toEqual(asked(text, hidden));
  });
});
