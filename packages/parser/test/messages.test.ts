// Messages for the mistakes players make, with the fix where the parser can tell it.
import { parseSheet } from '@payola/parser';
import { describe, expect, it } from 'vitest';
import { parseLine, summarize } from './helpers.js';

function errorsOf(text: string) {
  return parseSheet(text).errors.map((e) => ({
    code: e.code,
    message: e.message,
    at: [e.range.start.column, e.range.end.column],
    replacements: e.replacements,
  }));
}

describe('dashes from word processors are `-`', () => {
  it.each([
    ['en dash', '5 : A PAR \u2013 BUR'],
    ['em dash', '5 : A PAR \u2014 BUR'],
    ['minus sign (U+2212)', '5 : A PAR \u2212 BUR'],
    ['minus sign in a convoy route and a support', '5 : A LON\u2212NTH\u2212NWY | S F EDI \u2212 YOR'],
  ])('Rule 3.1: the %s', (_what, text) => {
    expect(parseSheet(text).errors).toEqual([]);
    expect(summarize(parseLine(text))).toMatchObject({ unit: expect.any(String) as unknown });
  });
});

describe('`->` for a move: write `-`', () => {
  it('Rule 3.1: is an error with the fix, and the line still reads', () => {
    expect(errorsOf('5 : A PAR -> BUR')).toEqual([
      { code: 'payola/syntax-arrow', message: 'write `-` for a move, not `->`', at: [11, 13], replacements: ['-'] },
    ]);
    expect(summarize(parseSheet('5 : A PAR -> BUR').sheet.lines[0]!)).toEqual({
      terms: [[1, 5, 'none']],
      type: 'direct',
      unit: 'A PAR',
      orders: ['move to BUR'],
    });
  });

  it('Rule 3.1: each arrow of a line is reported, in supports and convoys too', () => {
    expect(errorsOf('A PAR->BUR|->PIC').map((e) => e.at)).toEqual([
      [6, 8],
      [12, 14],
    ]);
    expect(errorsOf('2 : F NTH S A LON->YOR | C A LON -> NWY').map((e) => e.at)).toEqual([
      [18, 20],
      [34, 36],
    ]);
  });

  it('Rule 3.1: `- >` is a dash followed by an offer type, as before', () => {
    expect(errorsOf('5 : A PAR - > BUR').map((e) => e.code)).toEqual(['payola/syntax-place']);
  });
});

describe('Rule 4.1: power names in an acceptance list', () => {
  it('suggest the powers’ letters', () => {
    expect(errorsOf('ACCEPT France England?')).toEqual([
      {
        code: 'payola/syntax-accept',
        message: "write the powers' letters, not their names: `ACCEPT FE?`",
        at: [8, 23],
        replacements: ['FE?'],
      },
    ]);
    expect(parseSheet('ACCEPT France England?').sheet.lines[0]!.kind).toBe('invalid');
  });

  it('keep letters and `?` that are already right', () => {
    expect(errorsOf('ACCEPT Russia T ? Austria')[0]!.replacements).toEqual(['RT?A']);
  });

  it('letters run together, in any case, stay letters', () => {
    for (const text of ['ACCEPT FRITAGE', 'accept fritage', 'ACCEPT Fr?', 'ACCEPT Rta?', 'ACCEPT R?TAE'])
      expect(parseSheet(text).errors, text).toEqual([]);
  });
});
