// Rule 1.5: in retreat and adjustment phases players order their own units directly, in the same
// files, with the notations players and judges use.
import { parseSheet, printPhaseOrder, printSheet, type PhaseOrderLine } from '@payola/parser';
import { describe, expect, it } from 'vitest';
import { parseLine } from './helpers.js';

function phaseOrder(text: string): PhaseOrderLine {
  const line = parseLine(text);
  if (line.kind !== 'phase-order') throw new Error(`${text} is a ${line.kind} line`);
  return line;
}

/** `action unit [to]`, independent of the printer. */
function summary(line: PhaseOrderLine): string {
  const place = (p: { name: string; coast?: string }) => (p.coast ? `${p.name}/${p.coast}` : p.name);
  const unit = line.unit ? ` ${line.unit.type ?? '?'} ${place(line.unit.place)}` : '';
  return `${line.action}${unit}${line.to ? ` to ${place(line.to)}` : ''}`;
}

describe('Rule 1.5: the notations of retreat and adjustment orders', () => {
  it.each([
    ['A PAR R GAS', 'retreat A PAR to GAS', 'R'],
    ['A PAR RETREAT GAS', 'retreat A PAR to GAS', 'RETREAT'],
    ['a par retreat gas', 'retreat A PAR to GAS', 'retreat'],
    ['F SPA/NC R MAO', 'retreat F SPA/NC to MAO', 'R'],
    ['F MAO R SPA(nc)', 'retreat F MAO to SPA/NC', 'R'],
    ['A PAR D', 'disband A PAR', 'D'],
    ['A PAR DISBAND', 'disband A PAR', 'DISBAND'],
    ['DISBAND A PAR', 'disband A PAR', 'DISBAND'],
    ['REMOVE F NTH', 'disband F NTH', 'REMOVE'],
    ['remove f nth', 'disband F NTH', 'remove'],
    ['BUILD A PAR', 'build A PAR', 'BUILD'],
    ['BUILD F STP/NC', 'build F STP/NC', 'BUILD'],
    ['B F STP/NC', 'build F STP/NC', 'B'],
    ['A PAR B', 'build A PAR', 'B'],
    ['F STP(NC) BUILD', 'build F STP/NC', 'BUILD'],
    ['WAIVE', 'waive', 'WAIVE'],
    ['  waive  % no build this year', 'waive', 'waive'],
  ])('Rule 1.5: %s', (text, expected, keyword) => {
    const line = phaseOrder(text);
    expect(summary(line)).toBe(expected);
    expect(text.slice(line.keywordRange.start.offset, line.keywordRange.end.offset)).toBe(keyword);
  });

  it('Rule 1.5: a disband or retreat may leave out the unit type (the board shows it)', () => {
    expect(summary(phaseOrder('DISBAND PAR'))).toBe('disband ? PAR');
    expect(summary(phaseOrder('PAR R GAS'))).toBe('retreat ? PAR to GAS');
  });

  it('Rule 1.5: `A PAR - GAS` is the shorthand offer line; the engine reads it by phase', () => {
    expect(parseLine('A PAR - GAS')).toMatchObject({ kind: 'offer', shorthand: 'amount-and-type' });
  });

  it('Rule 1.5: the unit, the destination, the keyword and the line are located', () => {
    const text = '  A PAR R GAS % back';
    const line = phaseOrder(text);
    const slice = (r: { start: { offset: number }; end: { offset: number } }) =>
      text.slice(r.start.offset, r.end.offset);
    expect(slice(line.range)).toBe('A PAR R GAS');
    expect(slice(line.unit!.range)).toBe('A PAR');
    expect(slice(line.to!.range)).toBe('GAS');
    expect(line.comment?.text).toBe(' back');
    expect(line.keywordRange.start).toEqual({ line: 1, column: 9, offset: 8 });
  });
});

describe('Rule 1.5: names spelled like the new keywords still read', () => {
  it('power letters in acceptance lists', () => {
    expect(parseLine('ACCEPT BDR?')).toMatchObject({
      kind: 'accept',
      entries: [{ letter: 'B' }, { letter: 'D' }, { letter: 'R' }, { kind: 'random' }],
    });
    const spaced = parseLine('ACCEPT B D R W ?');
    expect(spaced.kind === 'accept' && spaced.entries.map((e) => (e.kind === 'power' ? e.letter : '?'))).toEqual([
      'B',
      'D',
      'R',
      'W',
      '?',
    ]);
  });

  it('provinces wherever a place is expected', () => {
    expect(parseLine('5 : A BUILD - WAIVE')).toMatchObject({
      unit: { place: { name: 'BUILD' } },
      orders: [{ to: { name: 'WAIVE' } }],
    });
    expect(parseLine('5 : F R S A D - B')).toMatchObject({
      unit: { place: { name: 'R' } },
      orders: [{ kind: 'support', unit: { place: { name: 'D' } }, to: { name: 'B' } }],
    });
    expect(parseLine('A B - PAR')).toMatchObject({ kind: 'offer', unit: { type: 'A', place: { name: 'B' } } });
    expect(parseLine('B - PAR')).toMatchObject({ kind: 'offer', unit: { place: { name: 'B' } } });
    expect(summary(phaseOrder('A REMOVE R DISBAND'))).toBe('retreat A REMOVE to DISBAND');
  });
});

describe('Rule 1.5: printing', () => {
  const text = 'A PAR R GAS\nA PAR D\nREMOVE F NTH\nB F STP/NC\nA MUN B\nwaive\nA BUR - GAS';

  it('prints the canonical forms in retreat and adjustment phases', () => {
    const printed = 'A PAR - GAS\nDISBAND A PAR\nDISBAND F NTH\nBUILD F STP/NC\nBUILD A MUN\nWAIVE\nA BUR - GAS';
    expect(printSheet(parseSheet(text).sheet, { phase: 'retreat' })).toBe(printed);
    expect(printSheet(parseSheet(text).sheet, { phase: 'adjustment' })).toBe(printed);
  });

  it('in a movement phase a retreat keeps its R, since `A PAR - GAS` is an offer there', () => {
    expect(printSheet(parseSheet(text).sheet)).toBe(
      'A PAR R GAS\nDISBAND A PAR\nDISBAND F NTH\nBUILD F STP/NC\nBUILD A MUN\nWAIVE\n0 : A BUR - GAS',
    );
  });

  it('printPhaseOrder gives the order text the resolver takes, in any phase', () => {
    expect(printPhaseOrder(phaseOrder('a gre r bul % x'))).toBe('A GRE - BUL');
    expect(printPhaseOrder(phaseOrder('A GRE D'))).toBe('DISBAND A GRE');
    expect(printPhaseOrder(phaseOrder('b f stp(nc)'))).toBe('BUILD F STP/NC');
    expect(printPhaseOrder(phaseOrder('WAIVE'))).toBe('WAIVE');
  });
});

describe('Rule 1.5: syntax errors in retreat and adjustment orders', () => {
  it.each([
    [
      'A PAR R',
      'payola/syntax-place',
      'expected the place to retreat to after `R`, as in `A PAR R GAS`, but the line ends',
      7,
      8,
    ],
    [
      'A PAR R :',
      'payola/syntax-place',
      'expected the place to retreat to after `R`, as in `A PAR R GAS`, found `:`',
      9,
      10,
    ],
    [
      'BUILD',
      'payola/syntax-place',
      'expected the unit to build after `BUILD`, as in `BUILD A PAR`, but the line ends',
      1,
      6,
    ],
    ['B 5', 'payola/syntax-place', 'expected the unit to build after `B`, as in `BUILD A PAR`, found `5`', 3, 4],
    [
      'DISBAND',
      'payola/syntax-place',
      'expected the unit to disband after `DISBAND`, as in `DISBAND A PAR`, but the line ends',
      1,
      8,
    ],
    [
      'REMOVE :',
      'payola/syntax-place',
      'expected the unit to disband after `REMOVE`, as in `DISBAND A PAR`, found `:`',
      8,
      9,
    ],
    ['BUILD PAR', 'payola/syntax-build', "a build names the unit's type: `BUILD A PAR` or `BUILD F PAR`", 7, 10],
    ['PAR B', 'payola/syntax-build', "a build names the unit's type: `BUILD A PAR` or `BUILD F PAR`", 1, 4],
    [
      'WAIVE A PAR',
      'payola/syntax-trailing',
      'unexpected `A` after the order; write one retreat, disband, build or waive per line',
      7,
      8,
    ],
    [
      'A PAR D H',
      'payola/syntax-trailing',
      'unexpected `H` after the order; write one retreat, disband, build or waive per line',
      9,
      10,
    ],
    [
      'A PAR R GAS - BUR',
      'payola/syntax-trailing',
      'unexpected `-` after the order; write one retreat, disband, build or waive per line',
      13,
      14,
    ],
    [
      'A PAR X',
      'payola/syntax-order',
      'unknown order `X`; expected H, -, S or C (R, D or B in retreat and adjustment phases)',
      7,
      8,
    ],
    [
      'A PAR',
      'payola/syntax-order',
      'expected an order (H, -, S or C; R, D or B in retreat and adjustment phases) after the unit',
      3,
      6,
    ],
  ])('Rule 1.5: %s', (text, code, message, column, endColumn) => {
    const { sheet, errors } = parseSheet(text);
    expect(errors.map((e) => [e.code, e.message, e.range.start.column, e.range.end.column])).toEqual([
      [code, message, column, endColumn],
    ]);
    expect(sheet.lines[0]!.kind).toBe('invalid');
  });
});
