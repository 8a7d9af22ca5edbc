// `payola/board` (issue 10): the board of the sheet's game with the orders the sheet's offers ask
// for (what each unit would issue if nobody else bid), and Tin Cup's sight (Rule 6.3).
import { askedOrders } from '@payola/engine';
import { describe, expect, it } from 'vitest';
import { boardPicture } from '../src/features/board-picture.js';
import { contextOf, gameWith, opening } from './helpers.js';

/** The orders France's sheet asks for, as `order (total)`. */
function asked(text: string, game = opening): string[] {
  const ctx = contextOf(text, { game });
  return askedOrders(game, 'France', ctx.checked).map((a) => `${a.order} (${a.total})`);
}

describe('the orders a sheet asks for (Rules 3.1 item 5, 5.1, 5.3)', () => {
  it('a direct offer: its order; with alternatives, the one written first (Rule 5.3)', () => {
    expect(asked('5 : A PAR - BUR\n3 : F BRE - MAO | - PIC')).toEqual(['A PAR - BUR (5)', 'F BRE - MAO (3)']);
  });

  it('offers to one unit add up on the orders they cover; the highest total wins (Rule 5.1)', () => {
    expect(asked('4 : A PAR - BUR\n3 : A PAR - PIC\n2 > A PAR - GAS')).toEqual(['A PAR - BUR (6)']);
    expect(asked('4 : A PAR - BUR\n3 : A PAR - PIC\n2 @ A PAR - PIC')).toEqual(['A PAR - PIC (5)']);
    expect(asked('4 : A PAR - BUR\n1 & A PAR H')).toEqual(['A PAR - BUR (5)']);
  });

  it('a negative offer counts as HOLD and pays for every order it does not list', () => {
    expect(asked('3 ! A MUN - BUR')).toEqual(['A MUN H (3)']);
    expect(asked('3 ! A MUN H\n2 : A MUN - RUH')).toEqual(['A MUN - RUH (5)']);
  });

  it("another power's unit holds for its owner unless the player's offer wins", () => {
    expect(asked('1 : A MUN - RUH')).toEqual(['A MUN - RUH (1)']);
    expect(asked('2 > A MUN H')).toEqual(['A MUN H (2)']);
  });

  it('Rule 6.5: offers the adjudicator ignores ask for nothing; own loyal units are ordered for free', () => {
    const game = gameWith({ France: ['A PAR'], Germany: ['A MUN'] }, { rules: ['loyal-units'] });
    expect(asked('5 : A PAR - BUR\n9 : A MUN - RUH', game)).toEqual(['A PAR - BUR (5)']);
  });
});

describe('the board picture', () => {
  it('draws the board (every province labelled) with the orders the offers ask for', () => {
    const result = boardPicture(contextOf('5 : A PAR - BUR\n2 : A MUN - RUH'));
    expect(result.refused).toBeUndefined();
    expect(result.title).toBe("Spring 1901: what France's offers ask for");
    expect(result.svg).toMatch(/^<svg /);
    for (const province of ['PAR', 'BUR', 'LON', 'MOS', 'SWI'])
      expect(result.svg).toContain(`class="label" data-province="${province}"`);
    expect(result.svg).toContain('data-order="A PAR - BUR"');
    expect(result.svg).toContain('data-order="A MUN - RUH"');
    expect(result.orders.map((o) => o.order)).toEqual(['A PAR - BUR', 'A MUN - RUH']);
  });

  it('Tin Cup (Rule 6.3): only what the sheet’s power may see, units and orders alike', () => {
    const game = gameWith({ France: ['A PAR'], Germany: ['A BUR', 'A MUN'], England: ['F LON'] }, { rules: ['blind'] });
    const { svg } = boardPicture(contextOf('3 : A BUR - MAR\n2 : A MUN - RUH', { game }));
    expect(svg).toContain('data-unit="A PAR"');
    expect(svg).toContain('data-unit="A BUR"');
    expect(svg).toContain('data-order="A BUR - MAR"');
    for (const hidden of ['data-unit="A MUN"', 'data-unit="F LON"', 'A MUN - RUH']) expect(svg).not.toContain(hidden);
    // The same board outside Tin Cup shows everything.
    const open = gameWith({ France: ['A PAR'], Germany: ['A BUR', 'A MUN'], England: ['F LON'] });
    expect(boardPicture(contextOf('2 : A MUN - RUH', { game: open })).svg).toContain('data-unit="F LON"');
  });

  it('refuses without a game file, and in Tin Cup when the power is unknown', () => {
    expect(boardPicture(contextOf('5 : A PAR H', { game: null }))).toMatchObject({ refused: true, orders: [] });
    const blind = gameWith({ France: ['A PAR'], England: ['F LON'] }, { rules: ['blind'] });
    const unknown = boardPicture(contextOf('5 : A PAR H', { game: blind, power: 'Atlantis' }));
    expect(unknown).toMatchObject({ refused: true });
    expect(unknown.svg).toBeUndefined();
  });
});
