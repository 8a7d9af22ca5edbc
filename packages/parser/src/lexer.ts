import type { IToken, TokenType } from 'chevrotain';
import * as T from './tokens.js';
import type { TokenCategory } from './tokens.js';

// The lexer the parser runs: a hand-written scanner over character codes that reads exactly what
// the token patterns of tokens.ts describe (a test compares it with Chevrotain's lexer built from
// those patterns), about ten times faster. It reads one line at a time into typed arrays it reuses
// from line to line (each token's type, start and end), so lexing allocates nothing; token
// objects, which Chevrotain's grammar and the editors' tools read, are made from them on demand.

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

/**
 * A line's `count` tokens in order: each one's `tokenTypeIdx`, first offset, and offset just after
 * it (the arrays may be longer than `count`).
 */
export interface LexedTokens {
  readonly types: Uint8Array;
  readonly starts: Int32Array;
  readonly ends: Int32Array;
  readonly count: number;
}

/** Each token type by its `tokenTypeIdx`. */
const typeByIndex: TokenType[] = [];
for (const type of T.allTokens) typeByIndex[type.tokenTypeIdx!] = type;

/**
 * One line, lexed: its tokens, the comment's start, and unreadable runs. The arrays are reused
 * from line to line and hold stale entries after `count`.
 */
export class LexedLine implements LexedTokens {
  types = new Uint8Array(32);
  starts = new Int32Array(32);
  ends = new Int32Array(32);
  count = 0;
  /** Where the line lexed ends (before its line break, if any). */
  end = 0;
  /** Where `%` starts a comment (Rule 3.5), or -1. */
  commentStart = -1;
  /** How many `->` the line holds (read as `-`, and reported). */
  arrows = 0;
  unreadable: UnreadableRun[] = [];
  /** The text lexed (the offsets are in it). */
  text = '';
  private readonly made: LexedToken[] = [];
  /** Whether `made` holds this line's tokens. */
  private madeNow = false;
  /** The line's character codes, when the caller has none of the text (`lexLine`). */
  codes: Uint8Array | Uint16Array = new Uint8Array(64);

  /**
   * The line's tokens as objects (made for this line when first asked, then kept: a role set on
   * one stays until the next line is lexed); only the first `count` are this line's.
   */
  get tokens(): LexedToken[] {
    const made = this.made;
    if (this.madeNow) return made;
    this.madeNow = true;
    for (let i = 0; i < this.count; i++) {
      let token = made[i];
      if (token === undefined) made.push((token = new LexedToken()));
      const type = typeByIndex[this.types[i]!]!;
      token.tokenType = type;
      token.tokenTypeIdx = type.tokenTypeIdx!;
      token.startOffset = this.starts[i]!;
      token.end = this.ends[i]!;
      token.text = this.text;
      token.role = undefined;
    }
    return made;
  }

  /** The line's tokens as an array of exactly `count` (reused: `into` is emptied first). */
  fill(into: IToken[]): IToken[] {
    const tokens = this.tokens;
    into.length = 0;
    for (let i = 0; i < this.count; i++) into.push(tokens[i]!);
    return into;
  }

  /** Empties the line, to lex `text` into it. */
  reset(text: string): void {
    this.text = text;
    this.count = 0;
    this.commentStart = -1;
    this.arrows = 0;
    if (this.unreadable.length > 0) this.unreadable = [];
    this.madeNow = false;
  }

  /** Room for a token more (a line of many tokens doubles the arrays). */
  grow(): void {
    const size = this.types.length * 2;
    const types = new Uint8Array(size);
    const starts = new Int32Array(size);
    const ends = new Int32Array(size);
    types.set(this.types);
    starts.set(this.starts);
    ends.set(this.ends);
    this.types = types;
    this.starts = starts;
    this.ends = ends;
  }
}

// What each ASCII character starts: a class below 16, or, for a symbol of one character, its
// token type index (all above 16), so that one look-up reads a symbol.
const enum C {
  Other = 0,
  Space,
  Letter,
  Digit,
  Percent,
  Dash,
  /** `\n` and `\r`, which end a line. */
  Break,
  /** Token type indexes are above this. */
  Symbols = 16,
}

const ascii = new Uint8Array(128);
for (let c = 65; c <= 90; c++) ascii[c] = C.Letter;
for (let c = 97; c <= 122; c++) ascii[c] = C.Letter;
for (let c = 48; c <= 57; c++) ascii[c] = C.Digit;
for (const c of ' \t\f\v') ascii[c.charCodeAt(0)] = C.Space;
ascii[37] = C.Percent;
ascii[10] = C.Break;
ascii[13] = C.Break;
ascii[45] = C.Dash;
for (const [char, type] of [
  ['*', T.Star],
  ['+', T.Plus],
  ['#', T.Hash],
  ['$', T.Dollar],
  [':', T.Colon],
  ['!', T.Bang],
  ['>', T.Greater],
  ['@', T.At],
  ['&', T.Ampersand],
  ['|', T.Pipe],
  ['/', T.Slash],
  ['(', T.LParen],
  [')', T.RParen],
  ['?', T.Question],
] as const) {
  if (type.tokenTypeIdx! <= (C.Symbols as number) || type.tokenTypeIdx! > 255)
    throw new Error('a symbol type out of range');
  ascii[char.charCodeAt(0)] = type.tokenTypeIdx!;
}

/** Name characters, `[A-Za-z0-9_]`, by code. */
const nameChars = new Uint8Array(128);
for (let c = 0; c < 128; c++) nameChars[c] = ascii[c] === C.Letter || ascii[c] === C.Digit || c === 95 ? 1 : 0;

/** What a character starts (`C`, or a symbol's token type index, above `C.Symbols`). */
const classOf = (code: number): C => {
  if (code < 128) return ascii[code] as C;
  // The no-break space and the byte-order mark are white space; en and em dashes and the minus
  // sign are dashes (tokens.ts).
  if (code === 0xa0 || code === 0xfeff) return C.Space;
  if (code === 0x2013 || code === 0x2014 || code === 0x2212) return C.Dash;
  return C.Other;
};

/** Whether a token may start at this character (else it belongs to an unreadable run). */
const startsToken = (code: number): boolean => {
  return classOf(code) !== C.Other;
};

// Keywords are whole words of letters, matched without case (tokens.ts: a keyword followed by a
// name character is a name). A word of up to 8 letters is packed into a number, base 27.
export const keywordSpellings: readonly (readonly [string, TokenType])[] = [
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
/**
 * The keywords of each length from 2 as packed numbers and type indexes, alternately: at most
 * three of a length, compared in turn (cheaper than a map's hashing).
 */
const keywordsOfLength: number[][] = Array.from({ length: maxKeywordLength + 1 }, () => []);

/** The type index of each word of one letter, by its code: a keyword (A, F, H, S, C, R, D, B) or a name. */
const letterTypes = new Uint8Array(128).fill(T.Identifier.tokenTypeIdx!);
/**
 * For each length, the first letters of the keywords that long, as bits (A is bit 0). Most words
 * of a sheet are provinces (LON, PAR) that start with none of them and need no comparison.
 */
const keywordInitials = new Uint32Array(maxKeywordLength + 1);
for (const [spelling, type] of keywordSpellings) {
  if (spelling.length === 1) {
    letterTypes[spelling.charCodeAt(0)] = type.tokenTypeIdx!;
    letterTypes[spelling.toLowerCase().charCodeAt(0)] = type.tokenTypeIdx!;
  } else {
    let key = 0;
    for (let i = spelling.length - 1; i >= 0; i--) key = key * 27 + (spelling.charCodeAt(i) - 64);
    keywordsOfLength[spelling.length]!.push(key, type.tokenTypeIdx!);
  }
  keywordInitials[spelling.length]! |= 1 << (spelling.charCodeAt(0) - 65);
}

const identifier = T.Identifier.tokenTypeIdx!;
const numberLiteral = T.NumberLiteral.tokenTypeIdx!;
const dash = T.Dash.tokenTypeIdx!;
const arrow = T.Arrow.tokenTypeIdx!;

/**
 * The type index of the word of letters and digits `codes[start, end)`, of two to eight characters:
 * a keyword's, or a name's.
 */
const keywordOf = (codes: Uint8Array | Uint16Array, start: number, end: number): number => {
  const length = end - start;
  let key = 0;
  for (let i = end - 1; i >= start; i--) {
    const code = codes[i]! & ~32; // upper case (letters only reach here)
    if (code < 65 || code > 90) return identifier;
    key = key * 27 + (code - 64);
  }
  const keywords = keywordsOfLength[length]!;
  for (let k = 0; k < keywords.length; k += 2) if (keywords[k] === key) return keywords[k + 1]!;
  return identifier;
};

/**
 * The type index of the word `codes[start, end)`, a letter and then name characters: a keyword's
 * (matched without case, whole words only), or a name's.
 */
export const wordType = (codes: Uint8Array | Uint16Array, start: number, end: number): number => {
  const length = end - start;
  const first = codes[start]!;
  // Most words are one letter (A, F, S), or a name no keyword as long starts like (LON).
  if (length === 1) return letterTypes[first]!;
  if (length > maxKeywordLength || (keywordInitials[length]! & (1 << ((first & ~32) - 65))) === 0) return identifier;
  return keywordOf(codes, start, end);
};

/** Whether the ASCII character continues a name (`[A-Za-z0-9_]`). */
export const isNameCharacter = (code: number): boolean => {
  return code < 128 && nameChars[code] === 1;
};

/** Whether the ASCII character is white space the lexer skips (space, tab, form feed, vertical tab). */
export const isAsciiBlank = (code: number): boolean => {
  return code < 128 && ascii[code] === C.Space;
};

const isDigit = (code: number): boolean => {
  return code >= 48 && code <= 57;
};

const encoder = new TextEncoder();
/**
 * The codes of a text of fewer than 8,192 characters (nearly every sheet), from `asciiCodes`: one
 * array for the program's life, which a reader may hold as a constant (offer-line-scanner.ts).
 */
export const sheetCodes = new Uint8Array(8192);
/** The buffer `asciiCodes` reuses for longer texts, up to a size (a larger one is made for its text alone). */
let asciiBuffer = new Uint8Array(0);
const keptBufferSize = 1 << 20;

/**
 * The code `asciiCodes` puts just after the text's last character: no ASCII character's, so that a
 * reader of the codes finds the text's end where it finds the character it looks for, with no
 * test of its offset against the text's length.
 */
export const pastAsciiText = 128;

/**
 * The character codes of `text` when all are ASCII (most sheets), by the platform's encoder, which
 * is far faster than reading them one by one, followed by `pastAsciiText`; else undefined. The
 * array is reused by the next call: read it before. Given to `lexLine`, it saves reading the
 * text's characters one by one.
 */
export function asciiCodes(text: string): Uint8Array | undefined {
  if (text.length < sheetCodes.length) return ascii8(text, sheetCodes);
  if (text.length >= asciiBuffer.length) {
    const buffer = new Uint8Array(Math.max(text.length + 1, asciiBuffer.length * 2));
    if (buffer.length <= keptBufferSize) asciiBuffer = buffer;
    else return ascii8(text, buffer);
  }
  return ascii8(text, asciiBuffer);
}

function ascii8(text: string, buffer: Uint8Array): Uint8Array | undefined {
  const { read, written } = encoder.encodeInto(text, buffer);
  // Every character one byte: ASCII (UTF-8 writes more bytes for any other).
  if (read !== text.length || written !== text.length) return undefined;
  buffer[text.length] = pastAsciiText;
  return buffer;
}

/**
 * Lexes `text[start, end)`, one line without its line break, into `out` (its arrays are reused).
 * Like Chevrotain's lexer: white space is skipped, `%` starts a comment to the end, and each run
 * of characters that cannot start a token is one unreadable run. `codes`, when given, holds the
 * character code of each offset of `text` (`asciiCodes`).
 */
export function lexLine(text: string, start: number, end: number, out: LexedLine, codes?: Uint8Array): LexedLine {
  if (codes !== undefined) return lexCodes(text, codes, 0, start, end, out, false);
  // The line's codes, in a byte array where they fit (the parser's own kind: one kind of array
  // keeps the loop below monomorphic).
  const length = end - start;
  let wide = false;
  for (let i = start; i < end && !wide; i++) wide = text.charCodeAt(i) > 255;
  let lineCodes = out.codes;
  if (lineCodes.length < length || wide !== lineCodes instanceof Uint16Array) {
    const size = Math.max(length, 64);
    lineCodes = wide ? new Uint16Array(size) : new Uint8Array(size);
    out.codes = lineCodes;
  }
  for (let i = 0; i < length; i++) lineCodes[i] = text.charCodeAt(start + i);
  return lexCodes(text, lineCodes, start, start, end, out, false);
}

/**
 * Lexes the line of `text` that starts at `start`, up to its line break or the text's end, which
 * `out.end` then holds: lines are found as they are lexed, not by reading the text once more.
 * `codes` holds the character code of each offset of `text` (`asciiCodes`).
 */
export function lexLineFrom(text: string, start: number, out: LexedLine, codes: Uint8Array): LexedLine {
  return lexCodes(text, codes, 0, start, text.length, out, true);
}

/**
 * Lexes `text[start, end)`, whose character at offset `i` has the code `codes[i - base]`; `toBreak`:
 * only up to the first line break (else a break is an unreadable character, as Chevrotain's lexer
 * of one line reads it).
 */
function lexCodes(
  text: string,
  codes: Uint8Array | Uint16Array,
  base: number,
  start: number,
  end: number,
  out: LexedLine,
  toBreak: boolean,
): LexedLine {
  out.reset(text);
  out.end = end;
  const types = out.types;
  const starts = out.starts;
  const ends = out.ends;
  const room = types.length;
  const classes = ascii;
  const inName = nameChars;
  // The loop reads `codes` by its own indexes (offsets less `base`), small integers throughout.
  const shift = base | 0;
  const stop = (end - shift) | 0;
  let count = 0;
  let i = (start - shift) | 0;
  while (i < stop) {
    const code = codes[i]!;
    const kind = code < 128 ? (classes[code] as C) : classOf(code);
    if (kind === C.Space) {
      i = (i + 1) | 0;
      continue;
    }
    // The kinds of token by how often sheets hold them: names and keywords, symbols, numbers.
    let j = (i + 1) | 0;
    let type: number;
    if (kind === C.Letter) {
      while (j < stop) {
        const next = codes[j]!;
        if (next >= 128 || inName[next] === 0) break;
        j = (j + 1) | 0;
      }
      type = wordType(codes, i, j);
    } else if (kind > C.Symbols) {
      type = kind;
    } else if (kind === C.Digit) {
      while (j < stop) {
        const next = codes[j]!;
        if (next < 48 || next > 57) break;
        j = (j + 1) | 0;
      }
      if (j + 1 < stop && codes[j] === 46 && isDigit(codes[j + 1]!)) {
        j = (j + 2) | 0;
        while (j < stop && isDigit(codes[j]!)) j = (j + 1) | 0;
      }
      type = numberLiteral;
    } else if (kind === C.Dash) {
      if (code === 45 && j < stop && codes[j] === 62) {
        j = (j + 1) | 0;
        type = arrow;
        out.arrows++;
      } else type = dash;
    } else if (kind === C.Percent) {
      out.commentStart = i + shift;
      if (toBreak) out.end = breakAfter(codes, j, stop) + shift;
      break;
    } else if (kind === C.Break && toBreak) {
      out.end = i + shift;
      break;
    } else {
      while (j < stop && !startsToken(codes[j]!)) j = (j + 1) | 0;
      out.unreadable.push({ start: i + shift, end: j + shift });
      i = j;
      continue;
    }
    if (count === room) {
      // Lexed again with arrays twice as long: a line of n tokens is lexed about log2(n / 32)
      // times more (the arrays stay fixed while the line is read, which makes the loop faster).
      out.grow();
      return lexCodes(text, codes, base, start, end, out, toBreak);
    }
    types[count] = type;
    starts[count] = i + shift;
    ends[count] = j + shift;
    count = (count + 1) | 0;
    // Most tokens are followed by one space: skipped here, without a turn of the loop.
    i = j < stop && codes[j] === 32 ? (j + 1) | 0 : j;
  }
  out.count = count;
  return out;
}

/** The index of the first line break from `i` on, or `stop`. */
function breakAfter(codes: Uint8Array | Uint16Array, i: number, stop: number): number {
  while (i < stop && codes[i] !== 10 && codes[i] !== 13) i++;
  return i;
}
