import type { IToken, TokenType } from 'chevrotain';
import * as T from './tokens.js';
import type { TokenCategory } from './tokens.js';

// The lexer the parser runs: a hand-written scanner over character codes that reads exactly what
// the token patterns of tokens.ts describe (a test compares it with Chevrotain's lexer built from
// those patterns), about ten times faster. It reads one line at a time into tokens it reuses
// from line to line, so lexing allocates nothing but the strings the AST keeps.

/** A token of the line being read. Reused for the next line: read it before lexing another. */
export class LexedToken implements IToken {
  tokenType: TokenType = T.Identifier;
  tokenTypeIdx = T.Identifier.tokenTypeIdx!;
  startOffset = 0;
  /** Offset just after the token's last character. */
  end = 0;
  text = '';
  /** What the parser read the token as, where context decides (`lineTokens`). */
  role: TokenCategory | undefined = undefined;

  /** The token as written (sliced on demand: most tokens are never read as text). */
  get image(): string {
    return this.text.slice(this.startOffset, this.end);
  }
}

/** A run of characters no token reads, `[start, end)`. */
export interface UnreadableRun {
  readonly start: number;
  readonly end: number;
}

/** One line, lexed: `tokens[0 .. count)` in order, the comment's start, and unreadable runs. */
export class LexedLine {
  /** The tokens, then stale ones from longer lines: only the first `count` are this line's. */
  readonly tokens: LexedToken[] = [];
  count = 0;
  /** Where `%` starts a comment (Rule 3.5), or -1. */
  commentStart = -1;
  unreadable: UnreadableRun[] = [];

  /** The line's tokens as an array of exactly `count` (reused: `into` is emptied first). */
  fill(into: IToken[]): IToken[] {
    into.length = 0;
    for (let i = 0; i < this.count; i++) into.push(this.tokens[i]!);
    return into;
  }
}

// Character classes of the ASCII range.
const enum C {
  Other = 0,
  Space,
  Letter,
  Digit,
  Symbol,
  Percent,
  Dash,
}

const ascii = new Uint8Array(128);
for (let c = 65; c <= 90; c++) ascii[c] = C.Letter;
for (let c = 97; c <= 122; c++) ascii[c] = C.Letter;
for (let c = 48; c <= 57; c++) ascii[c] = C.Digit;
for (const c of ' \t\f\v') ascii[c.charCodeAt(0)] = C.Space;
for (const c of '*+#$:!>@&|/()?') ascii[c.charCodeAt(0)] = C.Symbol;
ascii[37] = C.Percent;
ascii[45] = C.Dash;

const symbolTypes: (TokenType | undefined)[] = [];
const symbolOf = (char: string, type: TokenType) => (symbolTypes[char.charCodeAt(0)] = type);
symbolOf('*', T.Star);
symbolOf('+', T.Plus);
symbolOf('#', T.Hash);
symbolOf('$', T.Dollar);
symbolOf(':', T.Colon);
symbolOf('!', T.Bang);
symbolOf('>', T.Greater);
symbolOf('@', T.At);
symbolOf('&', T.Ampersand);
symbolOf('|', T.Pipe);
symbolOf('/', T.Slash);
symbolOf('(', T.LParen);
symbolOf(')', T.RParen);
symbolOf('?', T.Question);

function classOf(code: number): C {
  if (code < 128) return ascii[code] as C;
  // The no-break space and the byte-order mark are white space; en and em dashes and the minus
  // sign are dashes (tokens.ts).
  if (code === 0xa0 || code === 0xfeff) return C.Space;
  if (code === 0x2013 || code === 0x2014 || code === 0x2212) return C.Dash;
  return C.Other;
}

/** Whether a token may start at this character (else it belongs to an unreadable run). */
function startsToken(code: number): boolean {
  return classOf(code) !== C.Other || code === 10 || code === 13;
}

// Keywords are whole words of letters, matched without case (tokens.ts: a keyword followed by a
// name character is a name). A word of up to 8 letters is packed into a number, base 27.
const keywordTypes = new Map<number, TokenType>();
const keywordSpellings: [string, TokenType][] = [
  ['ACCEPT', T.Accept],
  ['A', T.Army],
  ['ARMY', T.Army],
  ['F', T.Fleet],
  ['FLEET', T.Fleet],
  ['H', T.Hold],
  ['HOLD', T.Hold],
  ['S', T.Support],
  ['SUPPORT', T.Support],
  ['C', T.Convoy],
  ['CONVOY', T.Convoy],
  ['REMOVE', T.Remove],
  ['R', T.Retreat],
  ['RETREAT', T.Retreat],
  ['D', T.Disband],
  ['DISBAND', T.Disband],
  ['B', T.Build],
  ['BUILD', T.Build],
  ['WAIVE', T.Waive],
  ['BUY', T.Buy],
  ['ELECT', T.Elect],
  ['VALUE', T.Value],
  ['DIVIDEND', T.Dividend],
];
const maxKeywordLength = 8;
for (const [spelling, type] of keywordSpellings) {
  let key = 0;
  for (let i = spelling.length - 1; i >= 0; i--) key = key * 27 + (spelling.charCodeAt(i) - 64);
  keywordTypes.set(key, type);
}

/** The keywords of one letter (A, F, H, S, C, R, D, B), by the letter's upper-case code. */
const singleLetterKeywords: (TokenType | undefined)[] = [];
/**
 * For each length, the first letters of the keywords that long, as bits (A is bit 0). Most words
 * of a sheet are provinces (LON, PAR) that start with none of them and need no table.
 */
const keywordInitials = new Uint32Array(maxKeywordLength + 1);
for (const [spelling, type] of keywordSpellings) {
  if (spelling.length === 1) singleLetterKeywords[spelling.charCodeAt(0)] = type;
  keywordInitials[spelling.length]! |= 1 << (spelling.charCodeAt(0) - 65);
}

/** The keyword spelled by the letters `text[start, end)`, if any. */
function keywordAt(text: string, start: number, end: number): TokenType | undefined {
  const length = end - start;
  if (length > maxKeywordLength) return undefined;
  const initial = text.charCodeAt(start) & ~32; // a letter: words start with one
  if ((keywordInitials[length]! & (1 << (initial - 65))) === 0) return undefined;
  if (length === 1) return singleLetterKeywords[initial];
  let key = 0;
  for (let i = end - 1; i >= start; i--) {
    const code = text.charCodeAt(i) & ~32; // upper case (letters only reach here)
    if (code < 65 || code > 90) return undefined;
    key = key * 27 + (code - 64);
  }
  return keywordTypes.get(key);
}

function isNameChar(code: number): boolean {
  return code < 128 && (ascii[code] === C.Letter || ascii[code] === C.Digit || code === 95);
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/**
 * Lexes `text[start, end)`, one line without its line break, into `out` (its tokens are reused).
 * Like Chevrotain's lexer: white space is skipped, `%` starts a comment to the end, and each run
 * of characters that cannot start a token is one unreadable run.
 */
export function lexLine(text: string, start: number, end: number, out: LexedLine): LexedLine {
  const tokens = out.tokens;
  let count = 0;
  out.commentStart = -1;
  if (out.unreadable.length > 0) out.unreadable = [];
  const push = (type: TokenType, from: number, to: number): void => {
    let token = tokens[count];
    if (token === undefined) tokens.push((token = new LexedToken()));
    token.tokenType = type;
    token.tokenTypeIdx = type.tokenTypeIdx!;
    token.startOffset = from;
    token.end = to;
    token.text = text;
    token.role = undefined;
    count++;
  };
  let i = start;
  while (i < end) {
    const code = text.charCodeAt(i);
    switch (classOf(code)) {
      case C.Space:
        i++;
        break;
      case C.Letter: {
        let j = i + 1;
        while (j < end && isNameChar(text.charCodeAt(j))) j++;
        push(keywordAt(text, i, j) ?? T.Identifier, i, j);
        i = j;
        break;
      }
      case C.Digit: {
        let j = i + 1;
        while (j < end && isDigit(text.charCodeAt(j))) j++;
        if (j + 1 < end && text.charCodeAt(j) === 46 && isDigit(text.charCodeAt(j + 1))) {
          j += 2;
          while (j < end && isDigit(text.charCodeAt(j))) j++;
        }
        push(T.NumberLiteral, i, j);
        i = j;
        break;
      }
      case C.Symbol:
        push(symbolTypes[code]!, i, i + 1);
        i++;
        break;
      case C.Dash:
        if (code === 45 && i + 1 < end && text.charCodeAt(i + 1) === 62) {
          push(T.Arrow, i, i + 2);
          i += 2;
        } else {
          push(T.Dash, i, i + 1);
          i++;
        }
        break;
      case C.Percent:
        out.commentStart = i;
        i = end;
        break;
      default: {
        let j = i + 1;
        while (j < end && !startsToken(text.charCodeAt(j))) j++;
        out.unreadable.push({ start: i, end: j });
        i = j;
      }
    }
  }
  out.count = count;
  return out;
}
