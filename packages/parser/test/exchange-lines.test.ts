// Exchange Payola (Rule 6.8, ruling E4): the winter lines of investors (`BUY`, `ELECT`) and of
// CEOs for their companies (`VALUE`, `DIVIDEND`), read in any case and spacing, printed in one
// canonical form, with located messages for what is missing; provinces and powers spelled like
// their keywords still read where they did.
import { parseSheet, printSheet, type ExchangeLine, type Range } from '@payola/parser';
import { describe, expect, it } from 'vitest';
import { parseLine, summarize } from './helpers.js';

function exchangeLine(text: string): ExchangeLine {
  const line = parseLine(text);
  if (line.kind !== 'exchange') throw new Error(`${text} is a ${line.kind} line`);
  return line;
}

/** What a line says, independent of the printer. */
function summary(line: ExchangeLine): string {
  switch (line.action) {
    case 'buy':
      return `buy ${line.shares} of ${line.company}`;
    case 'elect':
      return `elect ${line.candidate} to head ${line.company}`;
    case 'value':
      return `${line.center.name} worth ${line.worth}`;
    case 'dividend':
      return `dividend ${line.amount} a share`;
  }
}

/** The text a range covers. */
const covered = (text: string, range: Range) => text.slice(range.start.offset, range.end.offset);

describe('Rule 6.8: the winter lines of Exchange Payola', () => {
  it.each([
    ['BUY 3 FRANCE', 'buy 3 of FRANCE', 'BUY 3 FRANCE'],
    ['buy 3 france', 'buy 3 of FRANCE', 'BUY 3 FRANCE'],
    ['  Buy   10   England_2  % all of it', 'buy 10 of ENGLAND_2', 'BUY 10 ENGLAND_2 % all of it'],
    ['ELECT FRANCE:ALICE', 'elect ALICE to head FRANCE', 'ELECT FRANCE:ALICE'],
    ['elect france : alice', 'elect ALICE to head FRANCE', 'ELECT FRANCE:ALICE'],
    ['Elect Russia :Bob', 'elect BOB to head RUSSIA', 'ELECT RUSSIA:BOB'],
    ['VALUE PAR 12', 'PAR worth 12', 'VALUE PAR 12'],
    ['value  par  0', 'PAR worth 0', 'VALUE PAR 0'],
    ['DIVIDEND 2', 'dividend 2 a share', 'DIVIDEND 2'],
    ['dividend 0 % withheld', 'dividend 0 a share', 'DIVIDEND 0 % withheld'],
  ])('Rule 6.8: %s', (text, expected, printed) => {
    expect(summary(exchangeLine(text))).toBe(expected);
    expect(printSheet(parseSheet(text).sheet)).toBe(printed);
    // The canonical form is the same in every phase: these lines mean one thing wherever they are.
    for (const phase of ['retreat', 'adjustment'] as const)
      expect(printSheet(parseSheet(text).sheet, { phase })).toBe(printed);
  });

  it('locates every part of each line (ruling E4)', () => {
    const buy = exchangeLine('BUY 3 FRANCE');
    expect(
      buy.action === 'buy' && [buy.keywordRange, buy.sharesRange, buy.companyRange].map((r) => r.start.column),
    ).toEqual([1, 5, 7]);
    const text = '  elect france : alice % my vote';
    const elect = exchangeLine(text);
    if (elect.action !== 'elect') throw new Error('not ELECT');
    expect(
      [elect.keywordRange, elect.companyRange, elect.candidateRange, elect.range].map((r) => covered(text, r)),
    ).toEqual(['elect', 'france', 'alice', 'elect france : alice']);
    const value = exchangeLine('VALUE par 12');
    if (value.action !== 'value') throw new Error('not VALUE');
    expect([value.center.nameRange, value.worthRange].map((r) => covered('VALUE par 12', r))).toEqual(['par', '12']);
    const dividend = exchangeLine('DIVIDEND 25');
    if (dividend.action !== 'dividend') throw new Error('not DIVIDEND');
    expect(covered('DIVIDEND 25', dividend.amountRange)).toBe('25');
  });

  it('reads any one word as a company or an investor, keywords included (ruling E1)', () => {
    expect(summary(exchangeLine('ELECT A:H'))).toBe('elect H to head A');
    expect(summary(exchangeLine('ELECT H : accept'))).toBe('elect ACCEPT to head H');
    expect(summary(exchangeLine('BUY 2 BUY'))).toBe('buy 2 of BUY');
    expect(summary(exchangeLine('ELECT R:B'))).toBe('elect B to head R');
    expect(summary(exchangeLine('VALUE R 12'))).toBe('R worth 12');
  });

  it('keeps decimals for the engine to refuse (ruling E4: whole numbers), and bounds numbers (amountLimits)', () => {
    expect(summary(exchangeLine('BUY 1.5 FRANCE'))).toBe('buy 1.5 of FRANCE');
    const { sheet, errors } = parseSheet('BUY 20000000000 FRANCE\nDIVIDEND 99999999999\nVALUE PAR 10000000001');
    expect(errors.map((e) => [e.code, e.range.start.line, e.message])).toEqual([
      ['payola/syntax-amount', 1, '`20000000000` is too large: a number of shares is at most 10,000,000,000'],
      ['payola/syntax-amount', 2, '`99999999999` is too large: a dividend is at most 10,000,000,000 silver pieces'],
      [
        'payola/syntax-amount',
        3,
        "`10000000001` is too large: a centre's worth is at most 10,000,000,000 silver pieces",
      ],
    ]);
    // The lines still read, with the limit in place of the number.
    expect(sheet.lines.map((l) => l.kind === 'exchange' && summary(l))).toEqual([
      'buy 10000000000 of FRANCE',
      'dividend 10000000000 a share',
      'PAR worth 10000000000',
    ]);
  });
});

describe('Rule 6.8: provinces and powers spelled like the winter keywords read where they did', () => {
  it.each([
    ['BUY - PAR', { type: 'direct', unit: 'BUY', orders: ['move to PAR'] }],
    ['DIVIDEND H', { type: 'direct', unit: 'DIVIDEND', orders: ['hold'] }],
    ['ELECT S A PAR', { type: 'direct', unit: 'ELECT', orders: ['support A PAR holding'] }],
    ['ELECT HOLD', { type: 'direct', unit: 'ELECT', orders: ['hold'] }],
    ['5 : A VALUE - BUY', { type: 'direct', unit: 'A VALUE', orders: ['move to BUY'] }],
    [
      '3 > F ELECT - DIVIDEND | S A BUY',
      { type: 'move', unit: 'F ELECT', orders: ['move to DIVIDEND', 'support A BUY holding'] },
    ],
  ])('%s is an offer', (text, expected) => {
    expect(summarize(parseLine(text))).toMatchObject(expected);
  });

  it.each([
    ['ELECT R GAS', 'retreat'],
    ['ELECT D', 'disband'],
    ['VALUE R PAR', 'retreat'],
    ['VALUE D', 'disband'],
    ['DISBAND A BUY', 'disband'],
    ['BUILD A VALUE', 'build'],
  ])('%s is a retreat or adjustment order (Rule 1.5)', (text, action) => {
    const line = parseLine(text);
    expect(line.kind === 'phase-order' && line.action).toBe(action);
  });

  it('ACCEPT reads them as power letters (Rule 4.1)', () => {
    expect(summarize(parseLine('ACCEPT BUY ELECT?'))).toEqual({ accept: 'BUYELECT?' });
  });
});

describe('Rule 6.8: syntax errors in the winter lines', () => {
  it.each([
    ['BUY', 1, 'expected a number of shares after `BUY`, as in `BUY 3 FRANCE`, but the line ends'],
    ['BUY FRANCE', 5, 'expected a number of shares after `BUY`, as in `BUY 3 FRANCE`, found `FRANCE`'],
    ['BUY 3', 5, 'expected the company whose shares you buy after `3`, as in `BUY 3 FRANCE`, but the line ends'],
    ['BUY 3 5', 7, 'expected the company whose shares you buy after `3`, as in `BUY 3 FRANCE`, found `5`'],
    ['ELECT', 1, 'expected a company after `ELECT`, as in `ELECT FRANCE:ALICE`, but the line ends'],
    ['ELECT 5', 7, 'expected a company after `ELECT`, as in `ELECT FRANCE:ALICE`, found `5`'],
    [
      'ELECT FRANCE ALICE',
      14,
      'expected `:` and the investor you vote for after the company, as in `ELECT FRANCE:ALICE`, found `ALICE`',
    ],
    [
      'ELECT FRANCE:',
      13,
      'expected the investor you vote for after `:`, as in `ELECT FRANCE:ALICE`, but the line ends',
    ],
    ['VALUE', 1, 'expected a supply centre after `VALUE`, as in `VALUE PAR 12`, but the line ends'],
    ['VALUE 12', 7, 'expected a supply centre after `VALUE`, as in `VALUE PAR 12`, found `12`'],
    ['VALUE PAR', 7, "expected the centre's worth in AgP after `PAR`, as in `VALUE PAR 12`, but the line ends"],
    ['VALUE stp/nc 12', 10, 'a supply centre is a province, without a coast: write `VALUE STP 12`'],
    ['DIVIDEND', 1, 'expected the dividend in AgP a share after `DIVIDEND`, as in `DIVIDEND 2`, but the line ends'],
    ['DIVIDEND two', 10, 'expected the dividend in AgP a share after `DIVIDEND`, as in `DIVIDEND 2`, found `two`'],
  ])('%s', (text, column, message) => {
    const { sheet, errors } = parseSheet(text);
    expect(errors.map((e) => [e.code, e.range.start.column, e.message])).toEqual([
      ['payola/syntax-exchange', column, message],
    ]);
    expect(sheet.lines[0]!.kind).toBe('invalid');
  });

  it('one line each: what follows a whole line is reported', () => {
    expect(parseSheet('BUY 3 FRANCE 2 ENGLAND').errors.map((e) => [e.code, e.range.start.column, e.message])).toEqual([
      [
        'payola/syntax-trailing',
        14,
        'unexpected `2` at the end of the line; write one BUY, ELECT, VALUE or DIVIDEND per line',
      ],
    ]);
  });
});
