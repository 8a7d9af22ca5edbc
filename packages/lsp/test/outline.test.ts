// Formatting, document symbols, semantic tokens and inlay hints.
import { describe, expect, it } from 'vitest';
import { documentSymbols } from '../src/features/document-symbols.js';
import { inlayHints } from '../src/features/inlay-hints.js';
import { semanticTokens, semanticTokensLegend } from '../src/features/semantic-tokens.js';
import { contextOf, expectFormatting, gameWith, shownTokens } from './helpers.js';

describe('formatting with the canonical printer', () => {
  it('prints offers canonically, keeping comments', () => {
    expectFormatting(
      '4*3+2*4#2+1>a lon-yor|s f edi-yor   %  plan',
      '4*3 + 2*4#2 + 1 > A LON - YOR | S F EDI - YOR %  plan',
    );
  });

  it('keeps invalid lines exactly as written, and blank lines and line ends', () => {
    expectFormatting(
      '5 :  a par h\r\n\r\n  this is not an offer  \r\naccept  fe ?\r\n',
      '5 : A PAR H\r\n\r\n  this is not an offer  \r\nACCEPT FE?\r\n',
    );
  });

  it('changes nothing in a canonical sheet', () => {
    expectFormatting('5 : A PAR H\n10 $\nACCEPT F?\n', '5 : A PAR H\n10 $\nACCEPT F?\n');
  });
});

describe('document symbols', () => {
  it('groups offers by unit, then savings and the acceptance list', () => {
    const symbols = documentSymbols(contextOf('5 : A PAR - BUR\n2 : F LON - NTH\n3 : A PAR H\n10 $\nACCEPT F?'));
    expect(symbols.map((s) => [s.name, s.detail])).toEqual([
      ['A PAR', 'France, 2 offers, 8 AgP'],
      ['F LON', 'England, 1 offer, 2 AgP'],
      ['10 $', 'savings (Rule 3.4)'],
      ['ACCEPT F?', 'acceptance list'],
    ]);
    expect(symbols[0]!.children!.map((c) => c.name)).toEqual(['5 : A PAR - BUR', '3 : A PAR H']);
  });
});

describe('semantic tokens', () => {
  it('classifies amounts, symbols, unit types, places, coasts, keywords, letters and comments', () => {
    const { data } = semanticTokens(contextOf('2*5#1 : F MAO - SPA/NC % x\nACCEPT FE?'));
    const types: string[] = [];
    for (let i = 0; i < data.length; i += 5) types.push(semanticTokensLegend.tokenTypes[data[i + 3]!]!);
    expect(types).toEqual([
      'number',
      'operator',
      'number',
      'operator',
      'number',
      'keyword',
      'type',
      'variable',
      'operator',
      'variable',
      'operator',
      'property',
      'comment',
      'keyword',
      'enumMember',
      'operator',
    ]);
  });

  it("follow the parser's reading on a line that does not parse: what reads keeps its category, unreadable characters none", () => {
    const text = '3*2 : F SPA(nc) ~ H';
    const shown = shownTokens(text, contextOf(text));
    expect(shown).toEqual([
      '3 number',
      '* operator',
      '2 number',
      ': keyword',
      'F type',
      'SPA variable',
      '( operator',
      'nc property',
      ') operator',
      'H keyword',
    ]);
  });
});

describe('inlay hints', () => {
  it('show a line total where repetition or `+` is used, and the running total against the money available', () => {
    const game = gameWith({ France: ['A PAR', 'A MAR'] }, { balances: { France: 20 } });
    const hints = inlayHints(contextOf('2*3 + 1 : A PAR - BUR\n5 $\n9 : A MAR H', { game }));
    expect(hints.map((h) => [h.position.line, h.label])).toEqual([
      [0, '= 7  Σ 7/15'],
      [2, 'Σ 16/15 ⚠'],
    ]);
  });

  it('without a balance: the running total only', () => {
    expect(inlayHints(contextOf('2 : A PAR H', { game: null })).map((h) => h.label)).toEqual(['Σ 2']);
  });

  it('can be turned off', () => {
    expect(inlayHints(contextOf('2 : A PAR H', { settings: { inlayHints: false } }))).toEqual([]);
  });
});
