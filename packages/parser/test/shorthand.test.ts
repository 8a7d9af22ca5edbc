// The reference judge's shorthand (Rule 3.1): an offer without its amount, or without its amount
// and its type, is a 0 AgP offer; a bare order is the player's order for the player's own unit.
import { parseSheet, printSheet, type OfferLine, type Range } from '@payola/parser';
import { describe, expect, it } from 'vitest';
import { parseLine, summarize } from './helpers.js';

const zero = (type: string, shorthand: string, unit: string, ...orders: string[]) => ({
  terms: [[1, 0, 'none']],
  type,
  unit,
  orders,
  shorthand,
});

function offer(text: string): OfferLine {
  const line = parseLine(text);
  if (line.kind !== 'offer') throw new Error(`${text} is a ${line.kind} line`);
  return line;
}

const summarizeShorthand = (text: string) => ({
  ...(summarize(offer(text)) as object),
  shorthand: offer(text).shorthand,
});

describe('Rule 3.1 shorthand: an offer without an amount is a 0 AgP offer', () => {
  it.each([
    [': A PAR H', zero('direct', 'amount', 'A PAR', 'hold')],
    ['! A PAR - BUR', zero('negative', 'amount', 'A PAR', 'move to BUR')],
    ['> A APU S F ION - NAP', zero('move', 'amount', 'A APU', 'support F ION to NAP')],
    ['@ A BUR - PAR', zero('hold', 'amount', 'A BUR', 'move to PAR')],
    ['& F NTH C A LON - NWY', zero('gift', 'amount', 'F NTH', 'convoy A LON to NWY')],
    ['@a bur-par|h', zero('hold', 'amount', 'A BUR', 'move to PAR', 'hold')],
    ['  >   f   ion   -   tun  ', zero('move', 'amount', 'F ION', 'move to TUN')],
  ])('Rule 3.1: %s', (text, expected) => {
    expect(summarizeShorthand(text)).toEqual(expected);
  });
});

describe('Rule 3.1 shorthand: a bare order is a 0 AgP direct offer for the player’s own unit', () => {
  it.each([
    ['A PAR - BUR', zero('direct', 'amount-and-type', 'A PAR', 'move to BUR')],
    ['A PAR H', zero('direct', 'amount-and-type', 'A PAR', 'hold')],
    ['a par hold', zero('direct', 'amount-and-type', 'A PAR', 'hold')],
    ['ARMY Par-Bur', zero('direct', 'amount-and-type', 'A PAR', 'move to BUR')],
    ['F NTH C A LON - NWY', zero('direct', 'amount-and-type', 'F NTH', 'convoy A LON to NWY')],
    ['A LON - NTH - NWY', zero('direct', 'amount-and-type', 'A LON', 'move to NWY via NTH')],
    ['A MUN S A BER', zero('direct', 'amount-and-type', 'A MUN', 'support A BER holding')],
    ['F STP/SC - BOT', zero('direct', 'amount-and-type', 'F STP/SC', 'move to BOT')],
    ['PAR - BUR', zero('direct', 'amount-and-type', 'PAR', 'move to BUR')],
    ['A NAP - ROM | S F ION - APU', zero('direct', 'amount-and-type', 'A NAP', 'move to ROM', 'support F ION to APU')],
    ['\tA PAR\u2013BUR', zero('direct', 'amount-and-type', 'A PAR', 'move to BUR')],
  ])('Rule 3.1: %s', (text, expected) => {
    expect(summarizeShorthand(text)).toEqual(expected);
  });

  it('Rule 3.1: a line with its amount written is no shorthand', () => {
    expect(offer('0 : A PAR H').shorthand).toBeUndefined();
    expect(offer('5 : A PAR H').shorthand).toBeUndefined();
  });
});

describe('Rule 3.1 shorthand: what was not written has an empty range at the start of the line', () => {
  const empty = (range: Range) => [range.start.offset, range.end.offset, range.start.column, range.end.column];

  it('the synthesized amount term and offer type', () => {
    const line = offer('   A PAR - BUR % mine');
    expect(empty(line.terms[0]!.range)).toEqual([3, 3, 4, 4]);
    expect(empty(line.terms[0]!.amountRange)).toEqual([3, 3, 4, 4]);
    expect(empty(line.offerTypeRange)).toEqual([3, 3, 4, 4]);
    expect(line.terms[0]!.repetitionRange).toBeUndefined();
    expect(line.terms[0]!.plateauRange).toBeUndefined();
    expect(line.comment?.text).toBe(' mine');
    expect([line.unit.range.start.column, line.unit.range.end.column]).toEqual([4, 9]);
  });

  it('a written offer type keeps its range', () => {
    const line = offer(' @ A BUR - PAR');
    expect(empty(line.terms[0]!.range)).toEqual([1, 1, 2, 2]);
    expect(empty(line.offerTypeRange)).toEqual([1, 2, 2, 3]);
  });

  it('on a later line the ranges are on that line', () => {
    const line = parseSheet('5 $\n  : A PAR H').sheet.lines[1] as OfferLine;
    expect(line.terms[0]!.range.start).toEqual({ line: 2, column: 3, offset: 6 });
  });
});

describe('Rule 3.1 shorthand: printing', () => {
  const text = 'A PAR - BUR\n: A MAR H\n@ a bur-par % x\n5 : F BRE - MAO';

  it('in a movement phase (the default) prints the offer it stands for', () => {
    const { sheet } = parseSheet(text);
    const printed = '0 : A PAR - BUR\n0 : A MAR H\n0 @ A BUR - PAR % x\n5 : F BRE - MAO';
    expect(printSheet(sheet)).toBe(printed);
    expect(printSheet(sheet, { phase: 'movement' })).toBe(printed);
  });

  it('in retreat and adjustment phases prints it as written, without the amount (Rule 1.5)', () => {
    const { sheet } = parseSheet(text);
    const printed = 'A PAR - BUR\n: A MAR H\n@ A BUR - PAR % x\n5 : F BRE - MAO';
    expect(printSheet(sheet, { phase: 'retreat' })).toBe(printed);
    expect(printSheet(sheet, { phase: 'adjustment' })).toBe(printed);
  });
});
