import { EOF, type IRecognitionException, type IToken } from 'chevrotain';
import type { Comment, Line, Range, Sheet } from './ast.js';
import { LineAstBuilder, type AstProblem } from './build-ast.js';
import type { Diagnostic } from './diagnostic.js';
import { isExpectation, offerSheetParser } from './grammar.js';
import { LexedLine, lexLine, type LexedToken } from './lexer.js';
import { SourceText } from './source-text.js';
import { describeSyntaxError, describeUnexpectedCharacters, type LineKindSoFar } from './syntax-messages.js';
import {
  Accept,
  Arrow,
  Build,
  Disband,
  Dollar,
  Identifier,
  NumberLiteral,
  offerTypeTokens,
  Remove,
  Retreat,
  RParen,
  Waive,
} from './tokens.js';

/** The result of parsing: the AST of everything that could be read, and the syntax errors. */
export interface ParseResult {
  readonly sheet: Sheet;
  /** Syntax errors, in source order; at most one per line (the rest of a bad line is skipped). */
  readonly errors: readonly Diagnostic[];
}

/** The lexer's and builder's state, reused for every line of every sheet (parsing is synchronous). */
const lexed = new LexedLine();
const input: IToken[] = [];
const builder = new LineAstBuilder();

/**
 * Parses an offer sheet (Rules 1.5, 3.1–3.5, 4.1). Never throws: every line that can be read is
 * in `sheet.lines`; a line that cannot is kept verbatim as an `invalid` line, and its located,
 * player-worded error is in `errors`. Lines are independent, so one bad line never hides the next.
 *
 * @param text The whole sheet. Any line terminator (`\n`, `\r\n`, `\r`) is accepted.
 * @example
 * const { sheet, errors } = parseSheet('4*3 + 2*4#2 + 1 > A LON - YOR | S F EDI - YOR\nACCEPT E?');
 */
export function parseSheet(text: string): ParseResult {
  const source = new SourceText(text);
  const count = source.lineCount;
  const lines = new Array<Line>(count);
  const errors: Diagnostic[] = [];
  offerSheetParser.builder = builder;
  const starts = source.lineStarts;
  const ends = source.lineEnds;
  for (let i = 0; i < count; i++) lines[i] = parseLine(text, i, starts[i]!, ends[i]!, errors);
  return { sheet: sheetOf(source, lines), errors };
}

function sheetOf(source: SourceText, lines: Line[]): Sheet {
  const end = source.positionAt(source.text.length);
  return { kind: 'sheet', lines, range: { start: { line: 1, column: 1, offset: 0 }, end } };
}

/** The 0-based line `index`, `text[lineStart, lineEnd)`: its AST, and its errors added to `errors`. */
function parseLine(text: string, index: number, lineStart: number, lineEnd: number, errors: Diagnostic[]): Line {
  lexLine(text, lineStart, lineEnd, lexed);
  builder.startLine(text, index, lineStart, lineEnd);
  const commentStart = lexed.commentStart;
  const contentEnd = trimEnd(text, lineStart, commentStart >= 0 ? commentStart : lineEnd);
  const contentStart = trimStart(text, lineStart, contentEnd);
  const range = builder.range(contentStart, contentEnd);
  const comment = commentStart >= 0 ? builder.commentAt(commentStart, lineEnd) : undefined;
  builder.setContent(range, comment);
  const lineNumber = index + 1;

  if (contentStart === contentEnd) {
    return comment ? { kind: 'comment', line: lineNumber, range, comment } : { kind: 'blank', line: lineNumber, range };
  }
  if (lexed.unreadable.length > 0) {
    for (const run of lexed.unreadable) {
      errors.push({
        ...describeUnexpectedCharacters(text.slice(run.start, run.end)),
        severity: 'error',
        range: builder.range(run.start, run.end),
      });
    }
    return invalidLine(text, lineNumber, range, comment);
  }

  offerSheetParser.input = lexed.fill(input);
  const line = offerSheetParser.line();
  const parseError = offerSheetParser.errors[0];
  if (parseError || !line) {
    // Without an error the grammar always builds a line; the fallback keeps that a promise.
    errors.push(parseError ? syntaxError(parseError, input) : lineStartError(input));
    return invalidLine(text, lineNumber, range, comment);
  }
  const problems = builder.problems;
  const valueProblems = builder.valueProblems;
  const arrows = arrowProblems(input);
  if (problems.length + valueProblems.length + arrows.length > 0) {
    const all = [...valueProblems, ...problems, ...arrows];
    all.sort((a, b) => a.range.start.offset - b.range.start.offset);
    for (const problem of all) errors.push(diagnosticOf(problem));
  }
  return problems.length > 0 ? invalidLine(text, lineNumber, range, comment) : line;
}

/** A line that could not be read, kept as written (without its comment). */
function invalidLine(text: string, lineNumber: number, range: Range, comment: Comment | undefined): Line {
  const written = text.slice(range.start.offset, range.end.offset);
  return comment
    ? { kind: 'invalid', line: lineNumber, range, text: written, comment }
    : { kind: 'invalid', line: lineNumber, range, text: written };
}

/** `->` for a move: read as `-` (the line still reads), and reported with the fix. */
function arrowProblems(lineTokens: readonly IToken[]): AstProblem[] {
  let problems: AstProblem[] | undefined;
  for (const token of lineTokens) {
    if (token.tokenType !== Arrow) continue;
    (problems ??= []).push({
      code: 'payola/syntax-arrow',
      message: 'write `-` for a move, not `->`',
      range: tokenRange(token),
      replacements: ['-'],
    });
  }
  return problems ?? noProblems;
}

const noProblems: AstProblem[] = [];

function diagnosticOf(problem: AstProblem): Diagnostic {
  const { code, message, range, replacements } = problem;
  return replacements
    ? { code, severity: 'error', message, range, replacements }
    : { code, severity: 'error', message, range };
}

function syntaxError(error: IRecognitionException, lineTokens: readonly IToken[]): Diagnostic {
  const atEnd = error.token.tokenType === EOF || Number.isNaN(error.token.startOffset);
  const found = atEnd ? undefined : error.token;
  const index = found ? lineTokens.indexOf(found) : lineTokens.length;
  const previous = index > 0 ? lineTokens[index - 1] : undefined;
  const expectation = isExpectation(error.message) ? error.message : 'line-start';
  if (expectation === 'order' && index === 1 && lineTokens[0]!.tokenType === Identifier) {
    // `hello world`, `foo`: a lone name, or one followed by anything but an order, reads as no
    // kind of line at all, not as an order for a unit in the province HELLO.
    const first = lineTokens[0]!;
    const { code, message } = describeSyntaxError('line-start', first, undefined, lineKindOf(lineTokens));
    return { code, severity: 'error', message, range: tokenRange(first) };
  }
  const first = lineTokens[0]!.tokenType;
  if (expectation === 'line-start' && (first === Build || first === Disband || first === Remove)) {
    // `BUILD`, `DISBAND 5`: the unit is missing after the keyword (Rule 1.5).
    const after = lineTokens[1];
    const { code, message } = describeSyntaxError('place', after, lineTokens[0], 'phase-order');
    return { code, severity: 'error', message, range: tokenRange(after ?? lineTokens[0]!) };
  }
  const { code, message } = describeSyntaxError(expectation, found, previous, lineKindOf(lineTokens));
  // A missing piece at the end of a line is shown on the token it should follow.
  const at = found ?? previous ?? lineTokens[lineTokens.length - 1]!;
  return { code, severity: 'error', message, range: tokenRange(at) };
}

function lineStartError(lineTokens: readonly IToken[]): Diagnostic {
  const { code, message } = describeSyntaxError('line-start', lineTokens[0], undefined, undefined);
  return { code, severity: 'error', message, range: tokenRange(lineTokens[0]!) };
}

/** What the line seems to be, for the wording of a message about its end. */
function lineKindOf(lineTokens: readonly IToken[]): LineKindSoFar {
  const first = lineTokens[0]?.tokenType;
  if (first === Accept) return 'accept';
  if (first === Waive || first === Build || first === Disband || first === Remove) return 'phase-order';
  if (lineTokens.some((token) => token.tokenType === Dollar)) return 'savings';
  if (first === NumberLiteral || offerTypeTokens.some((type) => type === first)) return 'offer';
  // `A PAR D`, `F SPA(NC) B`: a retreat, disband or build keyword right after the unit's place.
  for (let i = 1; i < lineTokens.length; i++) {
    const type = lineTokens[i]!.tokenType;
    const before = lineTokens[i - 1]!.tokenType;
    if ((type === Retreat || type === Disband || type === Build) && (before === Identifier || before === RParen))
      return 'phase-order';
  }
  return 'offer';
}

function tokenRange(token: IToken): Range {
  return builder.tokenRange(token as LexedToken);
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 11 || code === 12 || code === 0xa0 || code === 0xfeff;
}

function trimEnd(text: string, start: number, end: number): number {
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  return end;
}

function trimStart(text: string, start: number, end: number): number {
  while (start < end && isSpace(text.charCodeAt(start))) start++;
  return start;
}
