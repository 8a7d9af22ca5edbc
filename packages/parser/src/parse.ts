import { EOF, type IRecognitionException, type IToken, type ILexingError } from 'chevrotain';
import type { Comment, Line, Range, Sheet } from './ast.js';
import { LineAstBuilder, type AstProblem } from './build-ast.js';
import type { Diagnostic } from './diagnostic.js';
import { isExpectation, offerSheetParser } from './grammar.js';
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
  sheetLexer,
} from './tokens.js';

/** The result of parsing: the AST of everything that could be read, and the syntax errors. */
export interface ParseResult {
  readonly sheet: Sheet;
  /** Syntax errors, in source order; at most one per line (the rest of a bad line is skipped). */
  readonly errors: readonly Diagnostic[];
}

/**
 * Parses an offer sheet (Rules 3.1–3.5, 4.1). Never throws: every line that can be read is in
 * `sheet.lines`; a line that cannot is kept verbatim as an `invalid` line, and its located,
 * player-worded error is in `errors`. Lines are independent, so one bad line never hides the next.
 *
 * @param text The whole sheet. Any line terminator (`\n`, `\r\n`, `\r`) is accepted.
 * @example
 * const { sheet, errors } = parseSheet('4*3 + 2*4#2 + 1 > A LON - YOR | S F EDI - YOR\nACCEPT E?');
 */
export function parseSheet(text: string): ParseResult {
  const source = new SourceText(text);
  const lexed = sheetLexer.tokenize(text);
  const tokens = lexed.tokens;
  const comments = lexed.groups.comments ?? [];
  const lexErrors = lexed.errors;
  const lines: Line[] = [];
  const errors: Diagnostic[] = [];

  let t = 0;
  let c = 0;
  let e = 0;
  for (let i = 0; i < source.lineCount; i++) {
    const lineEnd = source.lineEnds[i]!;
    const first = t;
    while (t < tokens.length && tokens[t]!.startOffset < lineEnd) t++;
    const commentToken = c < comments.length && comments[c]!.startOffset < lineEnd ? comments[c++] : undefined;
    const lineLexErrors: ILexingError[] = [];
    while (e < lexErrors.length && lexErrors[e]!.offset < lineEnd) lineLexErrors.push(lexErrors[e++]!);

    const comment = commentToken ? commentOf(source, i, commentToken) : undefined;
    const contentEnd = trimEnd(text, source.lineStarts[i]!, commentToken ? commentToken.startOffset : lineEnd);
    const contentStart = trimStart(text, source.lineStarts[i]!, contentEnd);
    const range = source.rangeOnLine(i, contentStart, contentEnd);
    const lineNumber = i + 1;

    if (contentStart === contentEnd) {
      lines.push(
        comment ? { kind: 'comment', line: lineNumber, range, comment } : { kind: 'blank', line: lineNumber, range },
      );
      continue;
    }
    const invalid: Line = {
      kind: 'invalid',
      line: lineNumber,
      range,
      text: text.slice(contentStart, contentEnd),
      ...(comment && { comment }),
    };
    if (lineLexErrors.length > 0) {
      for (const lexError of lineLexErrors) {
        const chars = text.substr(lexError.offset, lexError.length);
        errors.push({
          ...describeUnexpectedCharacters(chars),
          severity: 'error',
          range: source.rangeOnLine(i, lexError.offset, lexError.offset + lexError.length),
        });
      }
      lines.push(invalid);
      continue;
    }

    const lineTokens = tokens.slice(first, t);
    offerSheetParser.input = lineTokens;
    const cst = offerSheetParser.line();
    const parseError = offerSheetParser.errors[0];
    if (parseError) {
      errors.push(syntaxError(source, i, parseError, lineTokens));
      lines.push(invalid);
      continue;
    }
    const builder = new LineAstBuilder(source, i, range, comment);
    const line = builder.build(cst);
    const problems = [...builder.valueProblems, ...builder.problems, ...arrowProblems(source, i, lineTokens)].sort(
      (a, b) => a.range.start.offset - b.range.start.offset,
    );
    for (const problem of problems) errors.push(diagnosticOf(problem));
    lines.push(builder.problems.length > 0 ? invalid : line);
  }

  const end = source.positionAt(text.length);
  return { sheet: { kind: 'sheet', lines, range: { start: { line: 1, column: 1, offset: 0 }, end } }, errors };
}

/** `->` for a move: read as `-` (the line still reads), and reported with the fix. */
function arrowProblems(source: SourceText, lineIndex: number, lineTokens: readonly IToken[]): AstProblem[] {
  const problems: AstProblem[] = [];
  for (const token of lineTokens) {
    if (token.tokenType !== Arrow) continue;
    problems.push({
      code: 'payola/syntax-arrow',
      message: 'write `-` for a move, not `->`',
      range: tokenRange(source, lineIndex, token),
      replacements: ['-'],
    });
  }
  return problems;
}

function diagnosticOf(problem: AstProblem): Diagnostic {
  const { code, message, range, replacements } = problem;
  return replacements
    ? { code, severity: 'error', message, range, replacements }
    : { code, severity: 'error', message, range };
}

function commentOf(source: SourceText, lineIndex: number, token: IToken): Comment {
  return {
    text: token.image.slice(1),
    range: source.rangeOnLine(lineIndex, token.startOffset, token.startOffset + token.image.length),
  };
}

function syntaxError(
  source: SourceText,
  lineIndex: number,
  error: IRecognitionException,
  lineTokens: readonly IToken[],
): Diagnostic {
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
    return { code, severity: 'error', message, range: tokenRange(source, lineIndex, first) };
  }
  const first = lineTokens[0]!.tokenType;
  if (expectation === 'line-start' && (first === Build || first === Disband || first === Remove)) {
    // `BUILD`, `DISBAND 5`: the unit is missing after the keyword (Rule 1.5).
    const after = lineTokens[1];
    const { code, message } = describeSyntaxError('place', after, lineTokens[0], 'phase-order');
    return { code, severity: 'error', message, range: tokenRange(source, lineIndex, after ?? lineTokens[0]!) };
  }
  const { code, message } = describeSyntaxError(expectation, found, previous, lineKindOf(lineTokens));
  // A missing piece at the end of a line is shown on the token it should follow.
  const at = found ?? previous ?? lineTokens[lineTokens.length - 1]!;
  return { code, severity: 'error', message, range: tokenRange(source, lineIndex, at) };
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

function tokenRange(source: SourceText, lineIndex: number, token: IToken): Range {
  return source.rangeOnLine(lineIndex, token.startOffset, token.startOffset + token.image.length);
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
