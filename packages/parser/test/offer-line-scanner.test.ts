// The offer line scanner (offer-line-scanner.ts) reads common offer lines in one pass; every other
// line leaves it for the general path (lexer, line reader, grammar). Whatever it reads must be
// what the general path reads: the same AST, ranges included, and no error. `parseLine` always
// takes the general path (it has no character codes of a whole sheet), so each line of a sheet
// parsed by `parseSheet` is compared with the same line read by `parseLine`.
import './support/fast-check-seed.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LineAstBuilder } from '../src/build-ast.js';
import { asciiCodes } from '../src/lexer.js';
import { OfferLineScanner } from '../src/offer-line-scanner.js';
import { parseLine, parseSheet } from '../src/parse.js';
import { alphabet, offerLine, shorthandLine, validLine } from './arbitraries.js';
import { withRanges } from './helpers.js';

/** Whether the scanner reads the first line of `text` (else the general path does). */
function scanned(text: string): boolean {
  const codes = asciiCodes(text);
  if (codes === undefined) return false;
  const scanner = new OfferLineScanner(new LineAstBuilder());
  scanner.startText(text, codes);
  return scanner.read(0, 0) !== undefined;
}

/** Each line of `text` parsed in its sheet is the line read alone, the general way, where it stands. */
function expectSameAsGeneralPath(text: string): void {
  const { sheet, errors } = parseSheet(text);
  const general: unknown[] = [];
  const generalErrors: unknown[] = [];
  const lineBreak = /\r\n|\r|\n/g;
  let start = 0;
  for (let number = 1; ; number++) {
    const found = lineBreak.exec(text);
    const read = parseLine(text.slice(start, found ? found.index : text.length), number, start);
    general.push(withRanges(read.line));
    generalErrors.push(...read.errors);
    if (!found) break;
    start = found.index + found[0].length;
  }
  expect(sheet.lines.map(withRanges), JSON.stringify(text)).toEqual(general);
  expect(errors).toEqual(generalErrors);
}

describe('the offer line scanner reads what the general path reads', () => {
  it.each([
    '5 : F LVP S F IRI - NAO',
    '3*8 ! A BER S A RUH - KIE | S A HOL - KIE',
    '4#1 : A BUL - BLA - CON | S A CON - RUM',
    '10 > F SPA/NC S F POR - MAO',
    '2*9#6 : A NAP - ROM',
    '9#9 & F ENG H | - BRE',
    '4 + 1 : A RUH S A BUR | S A BUR - MUN',
    '6 : F BLA C A BUL - ARM',
    '1#  @ fleet stp ( sc ) support army mos hold % a comment',
    ': A PAR H',
    'A PAR - BUR - PIC - BRE',
    'Army Lvp  -  Edi|H',
    '5 : PARIS5_X - LONDONTOWN',
    '3 : A B1 - C2',
    // One-letter keywords are read by their letter; a longer word that starts with one is a name.
    'a par s f bre - mao | h',
    '3 : AB - PAR | S F1 H',
    '3 : A_X - PAR | C A FIN - SWE',
  ])('reads `%s`', (text) => {
    expect(scanned(text)).toBe(true);
    expectSameAsGeneralPath(text);
  });

  it.each([
    '5 $',
    'ACCEPT FG?',
    '3 : A PAR -> BUR',
    '1.5 : A PAR H',
    '5000*1 : A PAR H',
    '99999999999 : A PAR H',
    '3 : A R - BUR',
    '3 : A PAR - D',
    'PAR - BUR',
    'A PAR R GAS',
    'A PAR D',
    '3 : A PAR H H',
    '3 : A PAR S A BUR C',
    '3 : A PAR – BUR',
    '3 : A PAR - BUR ;',
    '3 : A PAR',
    '3 A PAR H',
    '',
    '   ',
    '% a comment',
    '3 : A F - PAR',
    '3 : F PAR S H',
    // The scanner's common readers read a coast by its methods, then leave the line: the line is
    // read again from its start, not from after the coast (where `3 : A PAR H` would read).
    '5 : F SPA/NC 3 : A PAR H',
    '5 : F SPA(NC) 3 ! A MAR H',
    '5 : A PAR S F SPA/NC 4 : A PAR H',
  ])('leaves `%s` to the general path', (text) => {
    expect(scanned(text)).toBe(false);
    expectSameAsGeneralPath(text);
  });

  // The scanner tells a short word's keyword by the key it reads the word with, the lexer by
  // spelling: names spelled like keywords, or near them, in any case, must read the same.
  it.each([
    '3 : A BUX H',
    '3 : A BUY H',
    '3 : a buy - bux',
    '3 : A HOLD H',
    '3 : F HOLE - HOLD',
    '3 : ARMY ARMX S A hol - Hold',
    '3 : F ARM_ C A B1 - BU',
    '3 : A FL - ST | s a c - d',
    '3 : A PAR - BUR - BREST - BUY',
  ])('classifies the words of `%s` as the lexer does', (text) => {
    expectSameAsGeneralPath(text);
  });

  // The scanner keeps the short words it has read (their token types and names) by key, one a
  // slot: a word read again, in any case, or after another word took its slot, reads the same.
  it('reads a short word again as it read it first, though another took its slot', () => {
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const lines: string[] = [];
    for (const first of letters)
      for (const second of letters)
        lines.push(`3 : A ${first}${second} - ${second.toLowerCase()}${first} | S F H${first}`);
    expectSameAsGeneralPath([...lines, ...lines.map((line) => line.toLowerCase())].join('\n'));
  });

  // The scanner finds the text's end by the code `asciiCodes` puts after it, in a buffer reused
  // from sheet to sheet: a longer sheet read before leaves its codes beyond a shorter one's end.
  it("ends every word, number and blank at the text's end, whatever the buffer held before", () => {
    const ends = ['5 : A PAR - BUR', '5 : A PAR H', '5 : A PAR - BUR | S A MAR', '12', '3 : A PAR   '];
    for (const length of [4095, 4096, 4097, 8191, 8192, 8193, 9000])
      for (const end of ends) {
        const filler = `% ${'x'.repeat(length - end.length - 3)}\n`;
        expectSameAsGeneralPath(filler + end);
        expectSameAsGeneralPath(end);
      }
  });

  it('on sheets of valid lines, with line breaks of every kind (fast-check)', () => {
    const line = fc.oneof({ weight: 3, arbitrary: offerLine }, shorthandLine, validLine);
    const sheet = fc.tuple(fc.array(line, { minLength: 1, maxLength: 6 }), fc.constantFrom('\n', '\r\n', '\r'));
    fc.assert(
      fc.property(sheet, ([lines, lineBreak]) => expectSameAsGeneralPath(lines.join(lineBreak))),
      { numRuns: 2000 },
    );
  });

  // The common readers read a coast with the scanner's methods, which move their position; a line
  // the readers then leave is read again from its start, never from after the coast (where
  // `3 : A PAR H` would read as a line of its own).
  it('reads a line again from its start after a coast, whatever follows the coast', () => {
    const withCoast = [
      '5 : F SPA/NC',
      '5 : F SPA(NC)',
      '5 : A PAR - SPA/NC',
      '5 : F MAO S F SPA/NC',
      '5 : F POR - SPA(SC) |',
    ];
    const after = ['3 : A PAR H', '4 ! F BRE H', 'H', '- BUR', 'S A MAR', '| H', '% note', 'PARIS', ''];
    for (const before of withCoast) for (const rest of after) expectSameAsGeneralPath(`${before} ${rest}`);
  });

  it('on offer lines with characters replaced, inserted or deleted (fast-check)', () => {
    const edited = fc
      .tuple(
        fc.oneof(offerLine, shorthandLine),
        fc.array(fc.tuple(fc.nat(), fc.constantFrom('replace', 'insert', 'delete'), alphabet), { maxLength: 3 }),
      )
      .map(([text, edits]) => {
        const chars = [...text];
        for (const [at, edit, c] of edits) {
          const i = chars.length === 0 ? 0 : at % (chars.length + (edit === 'insert' ? 1 : 0));
          if (edit === 'insert') chars.splice(i, 0, c);
          else if (chars.length === 0) continue;
          else if (edit === 'replace') chars[i] = c;
          else chars.splice(i, 1);
        }
        return chars.join('');
      });
    fc.assert(
      fc.property(edited, (text) => expectSameAsGeneralPath(text)),
      { numRuns: 4000 },
    );
  });
});
