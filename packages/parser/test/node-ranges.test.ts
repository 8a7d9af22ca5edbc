// Every node the parser makes has its range, on its own line, within its line's text: the nodes'
// classes share no base class (ast-nodes.ts), so each must get the range getter of its own.
import { parseSheet, type Range } from '@payola/parser';
import { describe, expect, it } from 'vitest';

const sheet = [
  '3*2 + 4#2 + 1#1 > A LON - YOR - EDI | S F EDI - YOR | S A WAL H | C A YOR - NWY % plan',
  '2 : F SPA/nc H',
  '5 $',
  'ACCEPT E?F',
  'A PAR - BUR',
  'BUILD A PAR',
  'F BRE R MAO',
  'WAIVE',
  'BUY 3 FRANCE',
  'ELECT FRANCE:ALICE',
  'VALUE PAR 12',
  'DIVIDEND 2',
  '% a comment',
  '',
  '5 : A PAR ~ BUR',
].join('\n');

/** Every object of a parsed line that a class made (the nodes, not their lists or plain values). */
function nodesOf(value: unknown, into: object[] = []): object[] {
  if (typeof value !== 'object' || value === null) return into;
  if (Array.isArray(value)) {
    for (const item of value) nodesOf(item, into);
    return into;
  }
  into.push(value);
  for (const field of Object.values(value)) nodesOf(field, into);
  return into;
}

describe('node ranges', () => {
  const { sheet: parsed } = parseSheet(sheet);
  const texts = sheet.split('\n');

  it('every node of every kind of line has a range on its line, within the line', () => {
    const kinds = new Set<string>();
    for (const [index, line] of parsed.lines.entries()) {
      kinds.add(line.kind);
      for (const node of nodesOf(line)) {
        const range = (node as { range?: Range }).range;
        expect(range, `a ${node.constructor.name} of line ${index + 1}`).toBeDefined();
        expect(range!.start.line).toBe(index + 1);
        expect(range!.end.line).toBe(index + 1);
        expect(range!.start.column).toBeGreaterThanOrEqual(1);
        expect(range!.end.column).toBeLessThanOrEqual(texts[index]!.length + 1);
        expect(range!.start.offset).toBeLessThanOrEqual(range!.end.offset);
      }
    }
    expect([...kinds].sort()).toEqual(
      ['accept', 'blank', 'comment', 'exchange', 'invalid', 'offer', 'phase-order', 'savings'].sort(),
    );
  });

  it('a range is read from the prototype, not kept in the node', () => {
    const line = parsed.lines[1]!;
    expect(Object.keys(line)).not.toContain('range');
    expect(JSON.stringify(line)).not.toContain('"range"');
  });
});
