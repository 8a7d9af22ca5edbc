// One home for what each token is: the category table, and the parser's own tokens of a line
// (good or bad) for highlighting and completion.
import './support/fast-check-seed.js';
import fc from 'fast-check';
import { allTokens, expectedTokens, lineTokens, tokenCategories, tokenCategory } from '@payola/parser';
import { describe, expect, it } from 'vitest';
import { alphabet, validLine } from './arbitraries.js';

const pieces = (line: string) => lineTokens(line).map((t) => [t.text, t.category]);

describe('tokenCategories', () => {
  it('gives every token a category, but white space and line breaks', () => {
    const without = allTokens.filter((t) => tokenCategory(t) === undefined).map((t) => t.name);
    expect(without).toEqual(['WhiteSpace', 'LineBreak']);
    expect(Object.keys(tokenCategories).sort()).toEqual(
      allTokens
        .map((t) => t.name)
        .filter((name) => name !== 'WhiteSpace' && name !== 'LineBreak')
        .sort(),
    );
  });
});

describe('lineTokens: the parser’s own tokens of a line, in context', () => {
  it('Rule 3.1: amounts by role, coasts, places, orders and a comment', () => {
    expect(pieces('3*2#1 + 4 : F SPA/nc - MAO | S A PAR(x) H % ok')).toEqual([
      ['3', 'repetition'],
      ['*', 'repetition-sign'],
      ['2', 'amount'],
      ['#', 'plateau-sign'],
      ['1', 'plateau'],
      ['+', 'plus'],
      ['4', 'amount'],
      [':', 'offer-type'],
      ['F', 'unit-type'],
      ['SPA', 'place'],
      ['/', 'coast-separator'],
      ['nc', 'coast'],
      ['-', 'move-sign'],
      ['MAO', 'place'],
      ['|', 'alternative-sign'],
      ['S', 'order-keyword'],
      ['A', 'unit-type'],
      ['PAR', 'place'],
      ['(', 'coast-open'],
      ['x', 'coast'],
      [')', 'coast-close'],
      ['H', 'order-keyword'],
      ['% ok', 'comment'],
    ]);
  });

  it('Rule 4.1: everything after ACCEPT is power letters, keywords and digits too', () => {
    expect(pieces('ACCEPT BDR? A1 3 H')).toEqual([
      ['ACCEPT', 'accept-keyword'],
      ['BDR', 'power-letters'],
      ['?', 'random'],
      ['A1', 'power-letters'],
      ['3', 'power-letters'],
      ['H', 'power-letters'],
    ]);
  });

  it('Rule 1.5: keywords of retreat and adjustment orders, and a keyword read as a place', () => {
    expect(pieces('A PAR R GAS')).toEqual([
      ['A', 'unit-type'],
      ['PAR', 'place'],
      ['R', 'phase-keyword'],
      ['GAS', 'place'],
    ]);
    expect(pieces('A B - PAR')).toEqual([
      ['A', 'unit-type'],
      ['B', 'place'],
      ['-', 'move-sign'],
      ['PAR', 'place'],
    ]);
  });

  it('a bad line keeps every token: those read before the error in context, the rest out of context', () => {
    expect(pieces('2*3 : F SPA/nc X - 4')).toEqual([
      ['2', 'repetition'],
      ['*', 'repetition-sign'],
      ['3', 'amount'],
      [':', 'offer-type'],
      ['F', 'unit-type'],
      ['SPA', 'place'],
      ['/', 'coast-separator'],
      ['nc', 'coast'],
      ['X', 'place'],
      ['-', 'move-sign'],
      ['4', 'amount'],
    ]);
  });

  it('unreadable characters are tokens of their own, in place, with offsets in the line', () => {
    expect(lineTokens('5 : A PAR ~~ H é').map((t) => [t.text, t.category, t.type, t.start, t.end])).toEqual([
      ['5', 'amount', 'NumberLiteral', 0, 1],
      [':', 'offer-type', 'Colon', 2, 3],
      ['A', 'unit-type', 'Army', 4, 5],
      ['PAR', 'place', 'Identifier', 6, 9],
      ['~~', 'unreadable', 'Unreadable', 10, 12],
      ['H', 'order-keyword', 'Hold', 13, 14],
      ['é', 'unreadable', 'Unreadable', 15, 16],
    ]);
  });

  it('reads one line: the text up to its first line break', () => {
    expect(pieces('5 $\n6 $')).toEqual([
      ['5', 'amount'],
      ['$', 'savings-sign'],
    ]);
  });

  it('covers the line: the tokens are in order, inside it, and only white space lies between them (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          validLine,
          fc.array(alphabet, { maxLength: 60 }).map((cs) => cs.join('')),
        ),
        (raw) => {
          const line = raw.replace(/[\r\n]/g, ' ');
          let at = 0;
          for (const token of lineTokens(line)) {
            expect(token.start).toBeGreaterThanOrEqual(at);
            expect(line.slice(at, token.start).trim()).toBe('');
            expect(line.slice(token.start, token.end)).toBe(token.text);
            at = token.end;
          }
          expect(line.slice(at).trim()).toBe('');
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('expectedTokens: what the grammar accepts next (for completion)', () => {
  const next = (prefix: string) => expectedTokens(prefix).map((t) => `${t.type} ${t.category}`);

  it('after an amount: more of the amount, `$`, or an offer type', () => {
    expect(next('5')).toEqual([
      'Star repetition-sign',
      'Hash plateau-sign',
      'Plus plus',
      'Dollar savings-sign',
      'Colon offer-type',
      'Bang offer-type',
      'Greater offer-type',
      'At offer-type',
      'Ampersand offer-type',
    ]);
  });

  it('after an offer type: a unit; after `/`: a coast; after ACCEPT: power letters', () => {
    expect(next('5 :')).toEqual(['Army unit-type', 'Fleet unit-type', 'Identifier place']);
    expect(next('5 : F SPA/')).toEqual(['Identifier coast']);
    expect(next('ACCEPT FR')).toContain('Identifier power-letters');
    expect(next('ACCEPT FR')).toContain('Question random');
  });

  it('Rule 1.5: after an own unit, orders and the retreat, disband and build keywords', () => {
    expect(next('A PAR')).toEqual(
      expect.arrayContaining(['Dash move-sign', 'Retreat phase-keyword', 'Build phase-keyword']),
    );
    expect(expectedTokens('A PAR').find((t) => t.type === 'Retreat')?.rules).toEqual([
      'line',
      'unitLine',
      'phaseSuffix',
    ]);
  });

  it('nothing after a prefix that cannot be read', () => {
    expect(next('5 : A PAR R')).toEqual([]);
    expect(next('5 ~')).toEqual([]);
  });
});
