import { EOF, type IRecognitionException, type IToken, type TokenType } from 'chevrotain';
import type { Line, Range, Sheet } from './ast.js';
import { SheetNode, SourcePosition } from './ast-nodes.js';
import { LineAstBuilder, type AstProblem } from './build-ast.js';
import type { Diagnostic } from './diagnostic.js';
import { isExpectation, sheetGrammar, type Expectation } from './grammar.js';
import { asciiCodes, LexedLine, lexLine, lexLineFrom, type LexedToken } from './lexer.js';
import { LineReader } from './line-reader.js';
import { OfferLineScanner } from './offer-line-scanner.js';
import { describeSyntaxError, describeUnexpectedCharacters, type LineKindSoFar } from './syntax-messages.js';
import {
  Accept,
  Arrow,
  Build,
  Buy,
  Convoy,
  Dash,
  Disband,
  Dividend,
  Dollar,
  Elect,
  Hold,
  Identifier,
  LParen,
  NumberLiteral,
  offerTypeTokens,
  Remove,
  Retreat,
  RParen,
  Slash,
  Support,
  Value,
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
const reader = new LineReader(builder);
const scanner = new OfferLineScanner(builder);
/** Where the line last read ends: its line break, or the text's end. */
let endOfLineRead = 0;
/**
 * Whether the next line is offered to the scanner first: not after a line the scanner left part-way
 * (then read the general way too: a sheet of such lines, mistyped or hostile, would be read twice),
 * until the general way reads an offer line without an error again.
 */
let scanNext = true;

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
  const errors = new Array<Diagnostic>();
  const codes = asciiCodes(text);
  if (codes !== undefined) scanner.startText(text, codes);
  // Made by a constructor, not a literal (see ast-nodes.ts on pretenuring). Not a list kept from
  // sheet to sheet and copied: emptying it (`length = 0`) went the generic, slow way, and let go of
  // its storage, which grew again with each sheet.
  const lines = new Array<Line>();
  scanNext = true;
  let start = 0;
  for (;;) {
    lines.push(readLine(text, codes, lines.length, start, errors));
    const end = endOfLineRead;
    if (end >= text.length) break;
    start = end + (text.charCodeAt(end) === 13 && text.charCodeAt(end + 1) === 10 ? 2 : 1);
  }
  const end = new SourcePosition(lines.length, text.length - start + 1, text.length);
  return new Parsed(new SheetNode(lines, end), errors);
}

class Parsed implements ParseResult {
  declare readonly sheet: Sheet;
  declare readonly errors: readonly Diagnostic[];

  constructor(sheet: Sheet, errors: readonly Diagnostic[]) {
    this.sheet = sheet;
    this.errors = errors;
  }
}

/** One line parsed on its own: its AST and its syntax errors. */
export interface LineParseResult {
  readonly line: Line;
  readonly errors: readonly Diagnostic[];
}

/**
 * Parses one line of a sheet where it stands: `text` is the line (up to its first line break),
 * `line` its 1-based number and `offset` the offset of its first character in the sheet. The
 * result is what `parseSheet` gives for that line of the sheet, ranges included, so an editor
 * re-parses only the lines an edit changed or moved.
 *
 * @example parseLine('5 : A PAR - BUR', 3, 42).line.range.start  // => { line: 3, column: 1, offset: 42 }
 */
export function parseLine(text: string, line: number, offset: number): LineParseResult {
  const errors: Diagnostic[] = [];
  return { line: readLine(text, undefined, line - 1, 0, errors, offset), errors };
}

/**
 * The 0-based line `index` of `text`, from `lineStart` to its line break, which starts at
 * `lineStart + shift` in its sheet: its AST, and its errors added to `errors`; `endOfLineRead` then
 * holds where it ends. `codes`: the text's character codes, if known (`asciiCodes`). Most lines
 * are common offer lines, read in one pass (offer-line-scanner.ts); the others are lexed and read
 * by the line reader, or by the grammar.
 */
function readLine(
  text: string,
  codes: Uint8Array | undefined,
  index: number,
  lineStart: number,
  errors: Diagnostic[],
  shift = 0,
): Line {
  if (codes !== undefined && shift === 0 && scanNext) {
    const line = scanner.read(index, lineStart);
    if (line !== undefined) {
      endOfLineRead = scanner.end;
      return line;
    }
  }
  return readGenerally(text, codes, index, lineStart, errors, shift);
}

/**
 * `readLine`'s line read the general way (lexer, line reader, grammar), after the scanner, if it
 * was offered the line (`scanNext`), declined or left it. Kept apart, so that the scanner's path
 * stays small enough for the compiler to inline.
 */
function readGenerally(
  text: string,
  codes: Uint8Array | undefined,
  index: number,
  lineStart: number,
  errors: Diagnostic[],
  shift: number,
): Line {
  const scanned = scanNext;
  if (scanned && scanner.leftPath) scanNext = false;
  const errorsBefore = errors.length;
  const line = readLexedLine(text, codes, index, lineStart, errors, shift);
  // The lexer stopped at the line's break.
  endOfLineRead = lexed.end;
  if (!scanned && line.kind === 'offer' && errors.length === errorsBefore) scanNext = true;
  return line;
}

/** `readLine` the general way: the line lexed, then read by the line reader or the grammar. */
function readLexedLine(
  text: string,
  codes: Uint8Array | undefined,
  index: number,
  lineStart: number,
  errors: Diagnostic[],
  shift = 0,
): Line {
  if (codes !== undefined) lexLineFrom(text, lineStart, lexed, codes);
  else lexLine(text, lineStart, lineEndFrom(text, lineStart), lexed);
  const lineEnd = lexed.end;
  // Without the text's codes, the lexer copied the line's into its own array, from `lineStart`.
  const lineCodes = codes ?? lexed.codes;
  const base = codes ? 0 : lineStart;
  builder.startLine(text, index, lineStart, shift, lineCodes, base);
  const commentStart = lexed.commentStart;
  let contentStart = lineStart;
  let contentEnd = lineStart;
  if (lexed.unreadable.length > 0) {
    contentEnd = trimEnd(lineCodes, base, lineStart, commentStart >= 0 ? commentStart : lineEnd);
    contentStart = trimStart(lineCodes, base, lineStart, contentEnd);
  } else if (lexed.count > 0) {
    // White space is all the lexer skipped: the content runs from the first token to the last.
    contentStart = lexed.starts[0]!;
    contentEnd = lexed.ends[lexed.count - 1]!;
  }
  const comment = commentStart >= 0 ? builder.commentAt(commentStart, lineEnd) : undefined;
  builder.setContent(contentStart, contentEnd, comment);

  if (contentStart === contentEnd) return builder.blankLine();
  if (lexed.unreadable.length > 0) {
    for (const run of lexed.unreadable) {
      errors.push({
        ...describeUnexpectedCharacters(text.slice(run.start, run.end)),
        severity: 'error',
        range: builder.range(run.start, run.end),
      });
    }
    return builder.invalidLine();
  }

  let line = reader.readLexed(lexed);
  if (!line) {
    // Not a line of the language: the grammar itself reads it again, and says why.
    builder.clearProblems();
    const grammar = sheetGrammar();
    grammar.builder = builder;
    grammar.input = lexed.fill(input);
    const read = withoutStackTraces(() => grammar.line());
    const parseError = grammar.errors[0];
    if (parseError || !read) {
      // Without an error the grammar always builds a line; the fallback keeps that a promise.
      errors.push(parseError ? syntaxError(parseError, input) : lineStartError(input));
      return builder.invalidLine();
    }
    line = read;
  }
  const problems = builder.problems;
  const valueProblems = builder.valueProblems;
  const arrows = lexed.arrows > 0 ? arrowProblems(lexed.tokens, lexed.count) : noProblems;
  if (problems.length + valueProblems.length + arrows.length > 0) {
    const all = [...valueProblems, ...problems, ...arrows];
    all.sort((a, b) => a.range.start.offset - b.range.start.offset);
    for (const problem of all) errors.push(diagnosticOf(problem));
  }
  return problems.length > 0 ? builder.invalidLine() : line;
}

/**
 * `read()`, with errors made meanwhile capturing no stack trace: the grammar throws an exception
 * for each mistake it meets (and catches it), and V8 records its stack, which no one reads, at a
 * cost that grows with the stack's depth: most of the time of a line that does not parse.
 */
function withoutStackTraces<T>(read: () => T): T {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return read();
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/** `->` for a move: read as `-` (the line still reads), and reported with the fix. */
function arrowProblems(lineTokens: readonly LexedToken[], count: number): AstProblem[] {
  let problems: AstProblem[] | undefined;
  for (let i = 0; i < count; i++) {
    const token = lineTokens[i]!;
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
  const exchangeNeeds = expectation === 'line-start' ? exchangeExpectation.get(first) : undefined;
  if (exchangeNeeds) {
    // `BUY`, `DIVIDEND X`, `ELECT 5`: what Exchange's line needs after its keyword (Rule 6.8).
    const after = lineTokens[1];
    const { code, message } = describeSyntaxError(exchangeNeeds, after, lineTokens[0], 'exchange');
    return { code, severity: 'error', message, range: tokenRange(after ?? lineTokens[0]!) };
  }
  const { code, message } = describeSyntaxError(expectation, found, previous, lineKindOf(lineTokens));
  // A missing piece at the end of a line is shown on the token it should follow.
  const at = found ?? previous ?? lineTokens[lineTokens.length - 1]!;
  return { code, severity: 'error', message, range: tokenRange(at) };
}

/** What Exchange's winter lines want right after their keyword (Rule 6.8, ruling E4). */
const exchangeExpectation = new Map<TokenType, Expectation>([
  [Buy, 'shares'],
  [Elect, 'company'],
  [Value, 'centre'],
  [Dividend, 'dividend'],
]);

function lineStartError(lineTokens: readonly IToken[]): Diagnostic {
  const { code, message } = describeSyntaxError('line-start', lineTokens[0], undefined, undefined);
  return { code, severity: 'error', message, range: tokenRange(lineTokens[0]!) };
}

/** What the line seems to be, for the wording of a message about its end. */
function lineKindOf(lineTokens: readonly IToken[]): LineKindSoFar {
  const first = lineTokens[0]?.tokenType;
  if (first === Accept) return 'accept';
  if (first === Waive || first === Build || first === Disband || first === Remove) return 'phase-order';
  if (first !== undefined && exchangeExpectation.has(first) && !isOwnOrderAfterName(lineTokens[1]?.tokenType))
    return 'exchange';
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

/** Whether a token after a name makes the line an order for the unit there (`BUY - PAR`, `ELECT D`). */
function isOwnOrderAfterName(type: TokenType | undefined): boolean {
  return type !== undefined && ownOrderAfterName.has(type);
}

const ownOrderAfterName: ReadonlySet<TokenType> = new Set([
  Arrow,
  Dash,
  Hold,
  Support,
  Convoy,
  Slash,
  LParen,
  Retreat,
  Disband,
  Build,
]);

function tokenRange(token: IToken): Range {
  return builder.tokenRange(token as LexedToken);
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 11 || code === 12 || code === 0xa0 || code === 0xfeff;
}

/** The offset of the first line break from `start` on, or the text's length. */
function lineEndFrom(text: string, start: number): number {
  let end = start;
  while (end < text.length && text.charCodeAt(end) !== 10 && text.charCodeAt(end) !== 13) end++;
  return end;
}

/** `end`, less the white space before it (down to `start`); the code at offset `i` is `codes[i - base]`. */
function trimEnd(codes: Uint8Array | Uint16Array, base: number, start: number, end: number): number {
  while (end > start && isSpace(codes[end - 1 - base]!)) end--;
  return end;
}

/** `start`, past the white space after it (up to `end`). */
function trimStart(codes: Uint8Array | Uint16Array, base: number, start: number, end: number): number {
  while (start < end && isSpace(codes[start - base]!)) start++;
  return start;
}
