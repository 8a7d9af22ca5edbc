import { describe, expect, it } from 'vitest';
import { applyEdits, contextOf, expectCompletion, gameWith, markers } from './helpers.js';
import { completion } from '../src/features/completion.js';

describe('completion', () => {
  it('after an amount: the offer-type symbols with their meaning, and `$` for savings', () => {
    const items = expectCompletion('5 <|>', { exactly: [':', '!', '>', '@', '&', '$'] });
    expect(items.find((i) => i.label === '!')?.detail).toBe('negative offer');
  });

  it('after an amount with modifiers: no `$` (savings are a plain number, Rule 3.4)', () => {
    expectCompletion('2*3#1 + 1<|>', { includes: [':', '&'], excludes: ['$'] });
  });

  it('under Payola Classic: only direct offers (Rule 6.1)', () => {
    expectCompletion('5 <|>', { exactly: [':'] }, { game: gameWith({ France: ['A PAR'] }, { rules: ['classic'] }) });
  });

  it('after an offer type: the units on the board, with their owner', () => {
    const items = expectCompletion('5 : <|>', { includes: ['A PAR', 'F LON', 'F STP/SC', 'A MOS'] });
    expect(items.find((i) => i.label === 'F LON')?.detail).toBe('England');
    expect(items.find((i) => i.label === 'A PAR')?.detail).toBe('France (yours)');
    expect(items).toHaveLength(22);
  });

  it('after an offer type and a unit type: units of that type', () => {
    expectCompletion('5 : F <|>', { includes: ['F LON', 'F BRE'], excludes: ['A PAR'] });
  });

  it("under Tin Cup: the map and the power's own units only, never other powers' units (Rule 6.3)", () => {
    const game = gameWith({ France: ['A PAR', 'F BRE'], England: ['F LON'], Germany: ['A MUN'] }, { rules: ['blind'] });
    const items = expectCompletion(
      '5 : <|>',
      { includes: ['A PAR', 'F BRE', 'LON', 'MUN', 'BUR'], excludes: ['F LON', 'A MUN'] },
      { game },
    );
    expect(
      items.some((i) => (i.detail?.includes('England') ?? false) || (i.detail?.includes('Germany') ?? false)),
    ).toBe(false);
  });

  it("under Tin Cup: the legal orders of the player's own unit never mention other powers' units", () => {
    const game = gameWith({ France: ['A PAR', 'A MAR'], Germany: ['A MUN'] }, { rules: ['blind'] });
    const items = expectCompletion('5 : A PAR <|>', { includes: ['H', '- BUR', 'S A MAR - BUR'] }, { game });
    expect(items.some((i) => String(i.label).includes('MUN'))).toBe(false);
  });

  it('after a unit: its legal orders, as the text after the unit', () => {
    const items = expectCompletion('5 : A PAR <|>', {
      exactly: [
        'H',
        '- BRE',
        '- BUR',
        '- GAS',
        '- PIC',
        'S F BRE',
        'S F BRE - GAS',
        'S F BRE - PIC',
        'S A MAR - BUR',
        'S A MAR - GAS',
        'S A MUN - BUR',
      ],
    });
    expect(items.find((i) => i.label === '- BUR')?.detail).toBe('move to Burgundy');
    expect(items.find((i) => i.label === 'S A MAR - BUR')?.detail).toBe('support A MAR to Burgundy');
  });

  it('a legal order replaces what is typed of it', () => {
    const { text, positions } = markers('5 : A PAR - B<|>');
    const item = completion({ position: positions[0]! }, contextOf(text)).find((i) => i.label === '- BUR')!;
    expect(applyEdits(text, [item.textEdit as { range: never; newText: string }])).toBe('5 : A PAR - BUR');
  });

  it('includes convoy routes', () => {
    const game = gameWith({ England: ['A LON', 'F NTH', 'F ENG'] });
    expectCompletion('5 : A LON <|>', { includes: ['- NTH - NWY', '- ENG - BRE'] }, { game, power: 'England' });
  });

  it('after `|`: the other legal orders, not those already listed', () => {
    expectCompletion('5 : A PAR - BUR | <|>', { includes: ['- PIC', 'H'], excludes: ['- BUR'] });
  });

  it('where a place is expected: places with their full names', () => {
    const items = expectCompletion('5 : A PAR - <|>', { includes: ['BUR', 'MOS', 'NTH'] });
    expect(items.find((i) => i.label === 'MOS')?.detail).toBe('Moscow');
  });

  it('without a game file: places after the offer type, and order keywords after the unit', () => {
    expectCompletion('5 : A <|>', { includes: ['PAR', 'BUR'] }, { game: null });
    expectCompletion('5 : A PAR <|>', { exactly: ['H', '-', 'S', 'C'] }, { game: null });
  });

  it('in an acceptance list: the letters not yet used, with the power names, and `?` once', () => {
    const items = expectCompletion('ACCEPT FE<|>', { exactly: ['A', 'G', 'I', 'R', 'T', '?'] });
    expect(items[0]?.detail).toBe('Austria');
    expectCompletion('ACCEPT F?<|>', { excludes: ['?', 'F'], includes: ['E'] });
  });

  it('after a unit with a coast, however the coast is written: its legal orders', () => {
    const game = gameWith({ Russia: ['F STP/SC'] });
    for (const unit of ['F STP/SC', 'F STP(sc)', 'f stp / sc'])
      expectCompletion(`5 : ${unit} <|>`, { includes: ['H', '- BOT', '- FIN', '- LVN'] }, { game, power: 'Russia' });
  });

  it('on a line written without amount and type (the reference judge’s shorthand): the unit’s orders', () => {
    expectCompletion('A PAR <|>', { includes: ['H', '- BUR', 'S A MAR - BUR'] });
  });

  it('at the start of a line: ACCEPT', () => {
    expectCompletion('AC<|>', { exactly: ['ACCEPT'] });
  });

  it('in a comment or after a number being typed: nothing', () => {
    expectCompletion('5 : A PAR H % <|>', { exactly: [] });
    expectCompletion('1<|>', { includes: [':'] });
    expectCompletion('5 : A PAR H ! <|>', { exactly: [] });
  });
});

describe('completion at positions past the text', () => {
  // LSP: a character past the end of its line means the line's end; a line past the document has
  // nothing to complete. An edit never reaches outside the document.
  it('a character past the end of the line completes at the end of the line', () => {
    const ctx = contextOf('A MAR');
    const past = completion({ position: { line: 0, character: 50 } }, ctx);
    const atEnd = completion({ position: { line: 0, character: 5 } }, ctx);
    expect(past.map((i) => i.label)).toEqual(atEnd.map((i) => i.label));
    expect(past.length).toBeGreaterThan(0);
    for (const item of past) expect(item.textEdit).toEqual(atEnd.find((i) => i.label === item.label)!.textEdit);
  });

  it('a line past the document offers nothing', () => {
    expect(completion({ position: { line: 3, character: 0 } }, contextOf('5 : A PAR - BUR'))).toEqual([]);
  });
});
