// The line reader the parser runs (line-reader.ts) accepts exactly the lines the grammar of
// grammar.ts accepts, and builds the same AST with the same token roles and problems: compared
// with the grammar itself (Chevrotain) on every line of up to three tokens, and on random lines
// near the grammar (valid lines, valid lines with a token replaced, inserted or deleted, and runs
// of random tokens). The grammar stays the one definition; the reader is only its fast reading.
import './support/fast-check-seed.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LineAstBuilder } from '../src/build-ast.js';
import { sheetGrammar } from '../src/grammar.js';
import { LexedLine, lexLine } from '../src/lexer.js';
import { LineReader } from '../src/line-reader.js';
import { allTokens } from '../src/tokens.js';
import { validLine } from './arbitraries.js';
import { withRanges } from './helpers.js';

/** One spelling of every token the grammar reads (white space, line breaks and comments are not read). */
const spellings: Readonly<Record<string, readonly string[]>> = {
  Accept: ['ACCEPT'],
  Army: ['A', 'army'],
  Fleet: ['F'],
  Hold: ['H'],
  Support: ['S'],
  Convoy: ['C'],
  Remove: ['REMOVE'],
  Retreat: ['R'],
  Disband: ['D'],
  Build: ['B'],
  Waive: ['WAIVE'],
  Buy: ['BUY'],
  Elect: ['ELECT'],
  Value: ['value'],
  Dividend: ['DIVIDEND'],
  Identifier: ['PAR', 'nc'],
  NumberLiteral: ['5', '1.5'],
  Star: ['*'],
  Plus: ['+'],
  Hash: ['#'],
  Dollar: ['$'],
  Colon: [':'],
  Bang: ['!'],
  Greater: ['>'],
  At: ['@'],
  Ampersand: ['&'],
  Arrow: ['->'],
  Dash: ['-'],
  Pipe: ['|'],
  Slash: ['/'],
  LParen: ['('],
  RParen: [')'],
  Question: ['?'],
};
const words = Object.values(spellings).map((list) => list[0]!);

interface Reading {
  readonly line: unknown;
  readonly roles: readonly (string | undefined)[];
  readonly problems: unknown;
}

function builderFor(text: string): LineAstBuilder {
  const builder = new LineAstBuilder();
  builder.startLine(text, 0, 0);
  builder.setContent(0, text.length, undefined);
  return builder;
}

/** How the reader and the grammar each read `text` (one line): undefined where it is not read. */
function readings(text: string): { reader?: Reading; grammar?: Reading } {
  const lexed = lexLine(text, 0, text.length, new LexedLine());
  expect(lexed.unreadable).toEqual([]);
  const roles = () => lexed.tokens.slice(0, lexed.count).map((token) => token.role);
  const problems = (builder: LineAstBuilder) => [builder.problems, builder.valueProblems];

  const fast = builderFor(text);
  const line = new LineReader(fast).read(lexed.tokens, lexed.count);
  const reader = line && { line: withRanges(line), roles: roles(), problems: problems(fast) };

  for (let i = 0; i < lexed.count; i++) lexed.tokens[i]!.role = undefined;
  const slow = builderFor(text);
  const grammar = sheetGrammar();
  grammar.builder = slow;
  grammar.input = lexed.fill([]);
  const read = grammar.line();
  const parsed =
    grammar.errors.length === 0 && read
      ? { line: withRanges(read), roles: roles(), problems: problems(slow) }
      : undefined;
  return { ...(reader && { reader }), ...(parsed && { grammar: parsed }) };
}

function expectSameReading(text: string): void {
  const { reader, grammar } = readings(text);
  expect(reader === undefined, `the reader ${reader ? 'reads' : 'rejects'} \`${text}\``).toBe(grammar === undefined);
  expect(reader).toEqual(grammar);
}

describe('the line reader reads exactly what the grammar reads', () => {
  it('spells every token the grammar knows', () => {
    const named = allTokens.map((t) => t.name).filter((n) => !['WhiteSpace', 'LineBreak', 'Comment'].includes(n));
    expect(Object.keys(spellings).sort()).toEqual(named.sort());
  });

  it('on every line of up to three tokens', () => {
    let read = 0;
    let count = 0;
    const all = Object.values(spellings).flat();
    for (const a of all) {
      expectSameReading(a);
      for (const b of all) {
        expectSameReading(`${a} ${b}`);
        for (const c of words) {
          const text = `${a} ${b} ${c}`;
          const { reader, grammar } = readings(text);
          if (reader !== undefined || grammar !== undefined) {
            expect(reader, text).toEqual(grammar);
            read++;
          }
          count++;
        }
      }
    }
    // The language is not trivial at this length: some lines read, most do not.
    expect(read).toBeGreaterThan(100);
    expect(read).toBeLessThan(count / 2);
  });

  it.each([
    '4*3 + 2*4#2 + 1 > A LON - YOR | S F EDI - YOR',
    '5#3 : F SPA(NC) - MAO - NAO - CLY | C A LON - BRE | S A PAR H',
    'ACCEPT FR?G1 2 ? h s c',
    'B B - PAR',
    'REMOVE A B',
    'A B D',
    'WAIVE',
    'R R R R',
    '5 # 3 $',
    '3 : A PAR -> BUR',
    // Exchange's winter lines (Rule 6.8), and units in provinces spelled like their keywords.
    'BUY 3 FRANCE',
    'BUY 3 BUY',
    'BUY - PAR',
    'ELECT FRANCE:ALICE',
    'ELECT R : ALICE',
    'ELECT R GAS',
    'ELECT D',
    'ELECT B : H',
    'ELECT A : ACCEPT',
    'ELECT H : ALICE',
    'ELECT HOLD',
    'ELECT S A PAR',
    'ELECT C A LON - NWY',
    'ELECT S : C',
    'ELECT FRANCE : 5',
    'VALUE PAR 12',
    'VALUE R 12',
    'VALUE R PAR',
    'VALUE B',
    'VALUE VALUE 1.5',
    'DIVIDEND 2',
    'DIVIDEND - PAR',
    'A DIVIDEND - ELECT',
    'ACCEPT BUY ELECT',
  ])('%s', (text) => expectSameReading(text));

  const token = fc.constantFrom(...Object.values(spellings).flat());
  /** A valid line's tokens (its comment left out), with random tokens replaced, inserted or deleted. */
  const nearValid = fc
    .tuple(
      validLine,
      fc.array(fc.tuple(fc.nat(), fc.constantFrom('replace', 'insert', 'delete'), token), { maxLength: 3 }),
    )
    .map(([line, edits]) => {
      const text = line.replace(/%.*/, '');
      const lexed = lexLine(text, 0, text.length, new LexedLine());
      if (lexed.unreadable.length > 0) return '';
      const tokens = lexed.tokens.slice(0, lexed.count).map((t) => t.image);
      for (const [at, edit, word] of edits) {
        const i = tokens.length === 0 ? 0 : at % (tokens.length + (edit === 'insert' ? 1 : 0));
        if (edit === 'insert') tokens.splice(i, 0, word);
        else if (tokens.length === 0) continue;
        else if (edit === 'replace') tokens[i] = word;
        else tokens.splice(i, 1);
      }
      return tokens.join(' ');
    });

  it('on valid lines, and on valid lines with a few tokens replaced, inserted or deleted (fast-check)', () => {
    fc.assert(
      fc.property(nearValid, (text) => expectSameReading(text)),
      { numRuns: 4000 },
    );
  });

  it('on runs of random tokens (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(token, { minLength: 4, maxLength: 14 }), (tokens) => expectSameReading(tokens.join(' '))),
      { numRuns: 3000 },
    );
  });
});
