import './support/fast-check-seed.js';
import fc from 'fast-check';
import { parseLine, parseSheet, printLine, printLineContent, printSheet, SourceText, type Range } from '@payola/parser';
import { describe, expect, it } from 'vitest';
import { alphabet, sheetText, validLine } from './arbitraries.js';
import { asOwnOrder, withoutRanges, withoutShorthand, withRanges } from './helpers.js';

/** The 1-based line and column of an offset, computed independently of the parser. */
function lineColumn(text: string, offset: number): [number, number] {
  const before = text.slice(0, offset).split(/\r\n|\r|\n/);
  return [before.length, before[before.length - 1]!.length + 1];
}

function expectInside(text: string, range: Range): void {
  expect(range.start.offset).toBeGreaterThanOrEqual(0);
  expect(range.end.offset).toBeLessThanOrEqual(text.length);
  expect(range.start.offset).toBeLessThanOrEqual(range.end.offset);
  expect([range.start.line, range.start.column]).toEqual(lineColumn(text, range.start.offset));
  expect([range.end.line, range.end.column]).toEqual(lineColumn(text, range.end.offset));
}

const lineCount = (text: string) => text.split(/\r\n|\r|\n/).length;

/** Every range of a node and of the nodes in it (made on reading, `withRanges`). */
function rangesIn(node: unknown): Range[] {
  const found: Range[] = [];
  const walk = (value: unknown, key: string): void => {
    if (Array.isArray(value)) value.forEach((v) => walk(v, ''));
    else if (value && typeof value === 'object') {
      if (key === 'range' || key.endsWith('Range')) found.push(value as Range);
      else for (const [k, v] of Object.entries(value)) walk(v, k);
    }
  };
  walk(withRanges(node), '');
  return found;
}

describe('printer', () => {
  it('prints canonical text', () => {
    const text =
      '4*3+2*4#2+1>a lon-yor|s f edi-yor %plan\n  5:f bul(sc)-aeg\n12$\naccept r ? t a e\n5#:A PAR HOLD|SUPPORT FLEET BRE H';
    expect(printSheet(parseSheet(text).sheet)).toBe(
      '4*3 + 2*4#2 + 1 > A LON - YOR | S F EDI - YOR %plan\n5 : F BUL/SC - AEG\n12 $\nACCEPT R?TAE\n5# : A PAR H | S F BRE',
    );
  });

  it('prints a line without its comment (printLineContent): the offer or order alone', () => {
    const [offer, comment, retreat] = parseSheet('3 > a lon - yor % plan\n% only a note\nA VEN R PIE % back').sheet
      .lines;
    expect(printLineContent(offer!)).toBe('3 > A LON - YOR');
    expect(printLine(offer!)).toBe('3 > A LON - YOR % plan');
    expect(printLineContent(comment!)).toBe('');
    expect(printLineContent(retreat!, { phase: 'retreat' })).toBe('A VEN - PIE');
  });

  it('keeps invalid lines and comments verbatim', () => {
    const text = '5 A PAR   H % oops\n% note\n\n3 : F NTH C A LON - NWY';
    expect(printSheet(parseSheet(text).sheet)).toBe('5 A PAR   H % oops\n% note\n\n3 : F NTH C A LON - NWY');
  });

  it('round-trips: parse(print(parse(x))) equals parse(x) apart from ranges (fast-check, every construct)', () => {
    fc.assert(
      fc.property(sheetText, (text) => {
        const first = parseSheet(text);
        const printed = printSheet(first.sheet);
        const second = parseSheet(printed);
        // Rule 3.1: in a movement phase the shorthand prints as the 0 AgP offer it stands for.
        expect(withoutRanges(second.sheet.lines)).toEqual(withoutShorthand(withoutRanges(first.sheet.lines)));
        // Errors on lines that still read (numbers beyond amountLimits) are fixed by printing.
        const unreadable = first.errors.filter((e) => first.sheet.lines[e.range.start.line - 1]!.kind === 'invalid');
        expect(second.errors.map((e) => [e.code, e.message])).toEqual(unreadable.map((e) => [e.code, e.message]));
        // Canonical text is a fixed point.
        expect(printSheet(second.sheet)).toBe(printed);
      }),
      { numRuns: 1500 },
    );
  });

  it('round-trips in retreat and adjustment phases: the shorthand stays as written, a retreat becomes `-` (Rule 1.5)', () => {
    fc.assert(
      fc.property(
        sheetText,
        fc.constantFrom('retreat', 'adjustment') as fc.Arbitrary<'retreat' | 'adjustment'>,
        (text, phase) => {
          const first = parseSheet(text);
          const printed = printSheet(first.sheet, { phase });
          const second = parseSheet(printed);
          // Rule 1.5: there a retreat prints as the bare order `A PAR - GAS`, which means the same.
          expect(withoutRanges(second.sheet.lines.map(asOwnOrder))).toEqual(
            withoutRanges(first.sheet.lines.map(asOwnOrder)),
          );
          expect(printSheet(second.sheet, { phase })).toBe(printed);
        },
      ),
      { numRuns: 800 },
    );
  });
});

describe('fuzzing: the parser never throws and locates every error inside the text', () => {
  it('on random text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.array(alphabet, { maxLength: 200 }).map((cs) => cs.join('')),
        ),
        (text) => {
          const { sheet, errors } = parseSheet(text);
          expect(sheet.lines).toHaveLength(lineCount(text));
          for (const error of errors) expectInside(text, error.range);
          for (const line of sheet.lines) for (const range of rangesIn(line)) expectInside(text, range);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('on mutated valid sheets, and a mutation never changes another line', () => {
    fc.assert(
      fc.property(
        fc.array(validLine, { minLength: 2, maxLength: 8 }),
        fc.nat(),
        fc.array(
          fc.tuple(
            fc.nat(),
            fc.constantFrom('insert', 'delete', 'replace'),
            alphabet.filter((c) => !c.includes('\n')),
          ),
          { minLength: 1, maxLength: 4 },
        ),
        (lines, pick, mutations) => {
          const target = pick % lines.length;
          let mutated = lines[target]!;
          for (const [at, kind, char] of mutations) {
            const i = mutated.length === 0 ? 0 : at % (mutated.length + 1);
            if (kind === 'insert') mutated = mutated.slice(0, i) + char + mutated.slice(i);
            else if (kind === 'delete') mutated = mutated.slice(0, i) + mutated.slice(i + 1);
            else mutated = mutated.slice(0, i) + char + mutated.slice(i + 1);
          }
          const text = lines.map((l, i) => (i === target ? mutated : l)).join('\n');
          const original = parseSheet(lines.join('\n'));
          const { sheet, errors } = parseSheet(text);
          for (const error of errors) expectInside(text, error.range);
          for (const error of errors) expect(error.range.start.line).toBe(target + 1);
          sheet.lines.forEach((line, i) => {
            if (i !== target) expect(withoutRanges(line)).toEqual(withoutRanges(original.sheet.lines[i]));
          });
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('every node of a read line lies inside the text, and a line read alone where it stands is the same (parseLine)', () => {
    fc.assert(
      fc.property(sheetText, fc.constantFrom('\n', '\r\n', '\r'), (written, newline) => {
        const text = written.replace(/\n/g, newline);
        const { sheet, errors } = parseSheet(text);
        const source = new SourceText(text);
        sheet.lines.forEach((line, i) => {
          const ranges = rangesIn(line);
          if (line.kind === 'offer') expect(ranges.length).toBeGreaterThan(5);
          for (const range of ranges) expectInside(text, range);
          const start = source.lineStarts[i]!;
          const alone = parseLine(text.slice(start), i + 1, start);
          expect(withRanges(alone.line)).toEqual(withRanges(line));
          expect(alone.errors).toEqual(errors.filter((e) => e.range.start.line === i + 1));
        });
      }),
      { numRuns: 800 },
    );
  });

  it('reads an ASCII sheet (lexed from its bytes) as it reads the same lines in a sheet that also holds a character beyond ASCII', () => {
    fc.assert(
      fc.property(sheetText, (written) => {
        const ascii = written.replace(/[^\x00-\x7f]/g, '~');
        const wide = parseSheet(`${ascii}\n% café`);
        const narrow = parseSheet(ascii);
        expect(withRanges(wide.sheet.lines.slice(0, -1))).toEqual(withRanges(narrow.sheet.lines));
        expect(wide.errors).toEqual(narrow.errors);
      }),
      { numRuns: 500 },
    );
  });

  it("the ranges of an offer's parts (found again by lexing) cover exactly those parts, whatever the spacing", () => {
    const space = fc.constantFrom('', ' ', '\t', ' \u00a0 ');
    const term = fc
      .tuple(
        fc.option(fc.integer({ min: 1, max: 9 })),
        fc.integer({ min: 0, max: 999 }),
        // No `#`, `#` alone (the plateau is the amount), or `#` and a plateau.
        fc.oneof(fc.constant(undefined), fc.constant(''), fc.nat(99).map(String)),
      )
      .chain(([repetition, amount, plateau]) =>
        fc.tuple(space, space, space).map(([a, b, c]) => ({
          repetition,
          amount,
          plateau,
          text: `${repetition === null ? '' : `${repetition}${a}*${b}`}${amount}${plateau === undefined ? '' : `${c}#${plateau === '' ? '' : `${a}${plateau}`}`}`,
        })),
      );
    const line = fc.tuple(
      fc.array(term, { minLength: 1, maxLength: 3 }),
      fc.constantFrom(':', '!', '>', '@', '&'),
      fc.constantFrom('LON', 'par', 'Bul/sc', 'SPA(NC)', 'stp / nc', 'SPA ( sc )'),
      space,
      fc.constantFrom('', 'ACCEPT F\n', '% first\r\n\n'),
    );
    fc.assert(
      fc.property(line, ([terms, symbol, written, s, before]) => {
        const text = `${before}${s}${terms.map((t) => t.text).join(`${s}+${s}`)}${s}${symbol}${s}A ${written} H % note`;
        const offer = parseSheet(text).sheet.lines.at(-1)!;
        if (offer.kind !== 'offer') throw new Error(`not an offer: ${JSON.stringify(text)}`);
        const at = (range: Range) => text.slice(range.start.offset, range.end.offset);
        expect(at(offer.offerTypeRange)).toBe(symbol);
        expect(at(offer.unit.place.nameRange)).toBe(written.slice(0, 3));
        offer.terms.forEach((t, i) => {
          const { repetition, amount, plateau } = terms[i]!;
          expect(at(t.amountRange)).toBe(String(amount));
          expect(t.repetitionRange && at(t.repetitionRange)).toBe(repetition === null ? undefined : String(repetition));
          const plateauText = t.plateauRange && at(t.plateauRange).replace(/[\s\u00a0]/g, '');
          expect(plateauText).toBe(plateau === undefined ? undefined : `#${plateau}`);
        });
      }),
      { numRuns: 1000 },
    );
  });

  it('on very long lines and many lines', () => {
    const long = `${'1 + '.repeat(5000)}1 : A PAR H ${'| - BUR '.repeat(2000)}`;
    expect(parseSheet(long).errors).toEqual([]);
    const deep = '('.repeat(10000);
    expect(parseSheet(deep).errors).toHaveLength(1);
    const many = '5 : A PAR H\n'.repeat(20000);
    expect(parseSheet(many).sheet.lines).toHaveLength(20001);
  });
});
