import { parseLine, parseSheet, placeNameKey, type OfferLine, type Range } from '@payola/parser';
import { describe, expect, it } from 'vitest';
import { withRanges } from './helpers.js';

/** `[line, column, endLine, endColumn]` of a range, and a check that its offsets match the text. */
function at(text: string, range: Range): [number, number, number, number, string] {
  return [
    range.start.line,
    range.start.column,
    range.end.line,
    range.end.column,
    text.slice(range.start.offset, range.end.offset),
  ];
}

describe('the typed AST keeps every part of an offer with its range', () => {
  const text = '4*5#2 + 5*10#3 + 6#1 > A LON - YOR | S F EDI - YOR % all in';
  const line = parseSheet(text).sheet.lines[0] as OfferLine;

  it('amount terms keep repetition, amount and plateau, each located', () => {
    expect(line.terms.map((t) => [t.repetition, t.amount, t.plateau])).toEqual([
      [4, 5, 2],
      [5, 10, 3],
      [undefined, 6, 1],
    ]);
    expect(at(text, line.terms[0]!.range)).toEqual([1, 1, 1, 6, '4*5#2']);
    expect(at(text, line.terms[1]!.range)).toEqual([1, 9, 1, 15, '5*10#3']);
    expect(at(text, line.terms[2]!.range)).toEqual([1, 18, 1, 21, '6#1']);
    expect(at(text, line.terms[1]!.amountRange)).toEqual([1, 11, 1, 13, '10']);
    expect(at(text, line.terms[1]!.repetitionRange!)).toEqual([1, 9, 1, 10, '5']);
    expect(at(text, line.terms[1]!.plateauRange!)).toEqual([1, 13, 1, 15, '#3']);
    expect(line.terms[2]!.repetitionRange).toBeUndefined();
  });

  it('the offer type, unit, places and orders are located', () => {
    expect(line.offerType).toBe('move');
    expect(at(text, line.offerTypeRange)).toEqual([1, 22, 1, 23, '>']);
    expect(at(text, line.unit.range)).toEqual([1, 24, 1, 29, 'A LON']);
    expect(at(text, line.unit.place.range)).toEqual([1, 26, 1, 29, 'LON']);
    expect(at(text, line.orders[0]!.range)).toEqual([1, 30, 1, 35, '- YOR']);
    expect(at(text, line.orders[1]!.range)).toEqual([1, 38, 1, 51, 'S F EDI - YOR']);
  });

  it('the line range covers the content, and the comment is attached with its own range', () => {
    expect(at(text, line.range)).toEqual([1, 1, 1, 51, text.slice(0, 50)]);
    expect(line.comment?.text).toBe(' all in');
    expect(at(text, line.comment!.range)).toEqual([1, 52, 1, 60, '% all in']);
  });

  it('a place keeps its coast and the range of its name', () => {
    const src = '1 & F BUL(sc) H';
    const offer = parseSheet(src).sheet.lines[0] as OfferLine;
    expect(offer.unit.place).toMatchObject({ name: 'BUL', coast: 'SC' });
    expect(at(src, offer.unit.place.range)).toEqual([1, 7, 1, 14, 'BUL(sc)']);
    expect(at(src, offer.unit.place.nameRange)).toEqual([1, 7, 1, 10, 'BUL']);
  });

  it('a convoy route is structured as via seas and a destination', () => {
    const offer = parseSheet('3 : A LON - ENG - MAO - POR').sheet.lines[0] as OfferLine;
    expect(offer.orders[0]).toMatchObject({
      kind: 'move',
      to: { name: 'POR' },
      via: [{ name: 'ENG' }, { name: 'MAO' }],
    });
  });
});

describe('a sheet is one AST line per source line', () => {
  it('keeps blank lines, comment lines and line numbers, with any line terminator', () => {
    const text = '% France, spring 1901\r\n\r\n5 : A PAR - BUR\r10 $ % rainy day\nACCEPT F?\n';
    const { sheet, errors } = parseSheet(text);
    expect(errors).toEqual([]);
    expect(sheet.lines.map((l) => [l.line, l.kind])).toEqual([
      [1, 'comment'],
      [2, 'blank'],
      [3, 'offer'],
      [4, 'savings'],
      [5, 'accept'],
      [6, 'blank'],
    ]);
    expect(sheet.lines[0]!.comment?.text).toBe(' France, spring 1901');
    expect(sheet.lines[3]!.comment?.text).toBe(' rainy day');
    expect(sheet.range.end).toEqual({ line: 6, column: 1, offset: text.length });
  });

  it('an empty text is one blank line', () => {
    const { sheet, errors } = parseSheet('');
    expect(errors).toEqual([]);
    expect(withRanges(sheet.lines)).toEqual([
      {
        kind: 'blank',
        line: 1,
        range: { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } },
      },
    ]);
  });

  it('a savings request is located', () => {
    const text = '  25 $';
    const line = parseSheet(text).sheet.lines[0]!;
    expect(line).toMatchObject({ kind: 'savings', amount: 25 });
    if (line.kind !== 'savings') throw new Error('not savings');
    expect(at(text, line.amountRange)).toEqual([1, 3, 1, 5, '25']);
    expect(at(text, line.range)).toEqual([1, 3, 1, 7, '25 $']);
  });

  it('acceptance letters are located one by one, even when written as one word', () => {
    const text = 'ACCEPT R?TAE';
    const line = parseSheet(text).sheet.lines[0]!;
    if (line.kind !== 'accept') throw new Error('not accept');
    expect(line.entries.map((e) => [e.kind === 'power' ? e.letter : '?', ...at(text, e.range).slice(1, 2)])).toEqual([
      ['R', 8],
      ['?', 9],
      ['T', 10],
      ['A', 11],
      ['E', 12],
    ]);
  });
});

describe('the parts of a line found again when their ranges are read', () => {
  it('terms, the offer type and a coasted name written with spaces and tabs between their tokens', () => {
    const text = 'ACCEPT F\n 5 *\t10 # 3 + 2 #   >  F SPA ( nc ) - MAO';
    const line = parseSheet(text).sheet.lines[1] as OfferLine;
    const [first, second] = line.terms;
    expect(at(text, first!.repetitionRange!)).toEqual([2, 2, 2, 3, '5']);
    expect(at(text, first!.amountRange)).toEqual([2, 6, 2, 8, '10']);
    expect(at(text, first!.plateauRange!)).toEqual([2, 9, 2, 12, '# 3']);
    expect(at(text, second!.amountRange)).toEqual([2, 15, 2, 16, '2']);
    expect(at(text, second!.plateauRange!)).toEqual([2, 17, 2, 18, '#']);
    expect(at(text, line.offerTypeRange)).toEqual([2, 21, 2, 22, '>']);
    expect(at(text, line.unit.place.nameRange)).toEqual([2, 26, 2, 29, 'SPA']);
  });

  it('a line parsed alone (parseLine) gives the same ranges where it stands in its sheet', () => {
    const sheet = '1 : A PAR H\n3*2#1 @ F BRE - MAO';
    const alone = parseLine('3*2#1 @ F BRE - MAO', 2, 12).line as OfferLine;
    const within = parseSheet(sheet).sheet.lines[1] as OfferLine;
    const parts = (l: OfferLine) =>
      [l.terms[0]!.repetitionRange!, l.terms[0]!.amountRange, l.terms[0]!.plateauRange!, l.offerTypeRange].map((r) =>
        at(sheet, r),
      );
    expect(parts(alone)).toEqual(parts(within));
    expect(parts(within).map((p) => p[4])).toEqual(['3', '2', '#1', '@']);
  });

  it('a line read alone equals, field for field, the same line read in its sheet', () => {
    const sheet = 'ACCEPT F\n4*3 + 2#1 > A LON - YOR | S F EDI - YOR % plan\nBUY 3 FRANCE';
    const lines = parseSheet(sheet).sheet.lines;
    expect(parseLine('4*3 + 2#1 > A LON - YOR | S F EDI - YOR % plan', 2, 9).line).toEqual(lines[1]);
    expect(parseLine('BUY 3 FRANCE', 3, 56).line).toEqual(lines[2]);
    expect(parseLine('BUY 3 FRANCE', 3, 56).line).not.toEqual(parseLine('BUY 4 FRANCE', 3, 56).line);
  });

  it("a node's offsets are not among its fields (JSON, Object.keys)", () => {
    const line = parseSheet('2 : A PAR - BUR').sheet.lines[0] as OfferLine;
    expect(Object.keys(line.unit.place)).toEqual(['name']);
    expect(JSON.parse(JSON.stringify(line.orders[0]))).toEqual({ kind: 'move', to: { name: 'BUR' }, via: [] });
  });
});

describe("a place's name key (`placeNameKey`) stands for its name", () => {
  const keyOf = (text: string, general: boolean): number | undefined => {
    const line = (general ? parseLine(text, 1, 0).line : parseSheet(text).sheet.lines[0]) as OfferLine;
    return line.unit.place[placeNameKey];
  };

  it('is the same for a name however it is written, and read, and differs between names', () => {
    const keys = ['5 : A PAR H', '5 : a par h', '5 : A Par H', 'A PAR - BUR'].flatMap((text) => [
      keyOf(text, false),
      keyOf(text, true),
    ]);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toBeGreaterThan(0);
    const names = ['PAR', 'PA', 'PARA', 'P', 'RAP', 'PAR1', 'P_R', 'B1'];
    const distinct = names.map((name) => keyOf(`5 : A ${name} H`, false));
    expect(new Set(distinct).size).toBe(names.length);
    expect(names.map((name) => keyOf(`5 : A ${name} H`, true))).toEqual(distinct);
  });

  it('is 0 for a name of more than four characters, on both paths', () => {
    expect(keyOf('5 : A PARIS H', false)).toBe(0);
    expect(keyOf('5 : A PARIS H', true)).toBe(0);
  });

  it('is seen by no JSON, key list or spread of fields', () => {
    const place = (parseSheet('5 : A PAR H').sheet.lines[0] as OfferLine).unit.place;
    expect(JSON.stringify(place)).toBe('{"name":"PAR"}');
    expect(Object.keys(place)).toEqual(['name']);
  });
});

describe('supports are of one shape, with or without a destination', () => {
  it('a support to hold holds `to` undefined, on both paths, and prints and serialises as before', () => {
    for (const line of [
      parseSheet('5 : A PAR S A BUR\n5 : A PAR S A BUR - MAR').sheet.lines,
      [parseLine('5 : A PAR S A BUR', 1, 0).line, parseLine('5 : A PAR S A BUR - MAR', 2, 18).line],
    ]) {
      const [hold, move] = line.map((l) => (l as OfferLine).orders[0]!);
      expect(Object.keys(hold!)).toEqual(Object.keys(move!));
      expect(hold).toMatchObject({ kind: 'support', to: undefined });
      expect(JSON.stringify(hold)).not.toContain('"to"');
    }
  });
});
