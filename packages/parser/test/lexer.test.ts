// The hand-written lexer the parser runs (lexer.ts) reads exactly what the token patterns of
// tokens.ts describe: compared with Chevrotain's lexer built from those patterns.
import './support/fast-check-seed.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LexedLine, lexLine } from '../src/lexer.js';
import { sheetLexer } from '../src/tokens.js';
import { alphabet, validLine } from './arbitraries.js';

/** Tokens, comment and unreadable runs, as each lexer reports them. */
function handWritten(text: string) {
  const lexed = lexLine(text, 0, text.length, new LexedLine());
  return {
    tokens: lexed.tokens.slice(0, lexed.count).map((t) => [t.tokenType.name, t.startOffset, t.image]),
    comment: lexed.commentStart,
    unreadable: lexed.unreadable.map((run) => [run.start, run.end - run.start]),
  };
}

function fromPatterns(text: string) {
  const lexed = sheetLexer.tokenize(text);
  return {
    tokens: lexed.tokens.map((t) => [t.tokenType.name, t.startOffset, t.image]),
    comment: lexed.groups.comments?.[0]?.startOffset ?? -1,
    unreadable: lexed.errors.map((e) => [e.offset, e.length]),
  };
}

const noBreaks = (text: string) => text.replace(/[\r\n]/g, ' ');

describe('the lexer reads what the token patterns say', () => {
  it.each([
    '4*3 + 2*4#2 + 1 > A LON - YOR | S F EDI - YOR % plan',
    'ACCEPT R?TAE',
    'accept fritage3 ? a1',
    '5 : ARMY par HOLD | SUPPORT FLEET bre | CONVOY army lon - bre',
    'A PAR R GAS; REMOVE F NTH; BUILD F STP/NC; WAIVE; B F STP(nc)',
    'HOLDX ARMY_ a_ Retreat2 REMOVED waived BUILDS',
    '1.5 1. .5 1.2.3 12345678901234567890',
    '5 : A PAR -> BUR \u2013 \u2014 \u2212 ->-> ->>',
    '\u00a0\ufeff\t\f\v 5 $ %% comment % more',
    '~~ é ~ é€ 😀 _x ; ,',
  ])('%s', (text) => {
    expect(handWritten(text)).toEqual(fromPatterns(text));
  });

  it('on random lines (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 80 }),
          fc.array(alphabet, { maxLength: 80 }).map((cs) => cs.join('')),
          validLine,
        ),
        (raw) => {
          const text = noBreaks(raw);
          expect(handWritten(text)).toEqual(fromPatterns(text));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('reads only its part of the text, and reuses its tokens', () => {
    const line = new LexedLine();
    lexLine('5 : A PAR H\nACCEPT F', 0, 11, line);
    expect(line.count).toBe(5);
    const first = line.tokens[0];
    lexLine('5 : A PAR H\nACCEPT F', 12, 20, line);
    expect(line.count).toBe(2);
    expect(line.tokens[0]).toBe(first);
    expect(line.tokens.slice(0, 2).map((t) => t.image)).toEqual(['ACCEPT', 'F']);
  });
});
