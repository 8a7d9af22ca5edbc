import { amountLimits } from './amount-limits.js';
import type { AmountTerm, Comment, Line, OfferShorthand, Order, Place, Plateau, UnitRef } from './ast.js';
import { listOf as importedListOf, withNext } from './ast-nodes.js';
import { nameCodes as importedNameCodes, type LineAstBuilder, type NameTable } from './build-ast.js';
import {
  isAsciiBlank as importedIsAsciiBlank,
  isNameCharacter as importedIsNameCharacter,
  wordType as importedWordType,
} from './lexer.js';
import * as T from './tokens.js';

// Offer lines as sheets write them (Rule 3.1: `3*8#2 + 1 ! A BER S A RUH - KIE | H`), read in one
// pass over the line's character codes: each word is classified (keyword or name) and looked up
// in the shared names as its characters are read, each number valued as its digits are, with no
// token arrays between. Nearly every line of a movement phase is one. Anything else (another kind
// of line, a keyword where a name stands, `->`, decimals, a number beyond its limit, a character
// no token reads, a token out of place) leaves this path, and parse.ts reads the line again the
// general way (lexer, line reader, grammar), which says why. The nodes are the builder's, as the
// line reader makes them: test/offer-line-scanner.test.ts proves that both read the same lines
// into the same ASTs.

// What this module reads of others, as its own constants: an imported binding is read through a
// cell, checked at every use (and a function so read is called only after its identity is checked).
const listOf = importedListOf;
const nameCodes = importedNameCodes;
const isAsciiBlank = importedIsAsciiBlank;
const isNameCharacter = importedIsNameCharacter;
const wordType = importedWordType;
const maxAmount = amountLimits.maxAmount;
const maxRepetition = amountLimits.maxRepetition;

/** Thrown when the line leaves the path: one shared error, made once (its stack is never read). */
const leavesPath = new Error('not a common offer line');

const Army = T.Army.tokenTypeIdx!;
const Fleet = T.Fleet.tokenTypeIdx!;
const Hold = T.Hold.tokenTypeIdx!;
const Support = T.Support.tokenTypeIdx!;
const Convoy = T.Convoy.tokenTypeIdx!;
const Identifier = T.Identifier.tokenTypeIdx!;

/** The offer types' symbols (`: ! > @ &`) by character code. */
const offerSymbols = new Uint8Array(128);
for (const type of T.offerTypeTokens) offerSymbols[(type.PATTERN as string).charCodeAt(0)] = 1;

const star = 42;
const plus = 43;
const hash = 35;
const dash = 45;
const greater = 62;
const pipe = 124;
const slash = 47;
const leftParen = 40;
const rightParen = 41;
const dot = 46;
const dollar = 36;
const percent = 37;
/** Past the end of the text. */
const none = -1;

const isDigit = (code: number): boolean => {
  return code >= 48 && code <= 57;
};

const isLetter = (code: number): boolean => {
  return ((code | 32) - 97) >>> 0 < 26;
};

/** Reads common offer lines (see above). One instance serves every line. */
export class OfferLineScanner {
  /** Where the line last read ends: its line break, or the text's end. */
  end = 0;
  /** Whether the last line was left part-way (not a line this path reads, found only as it was read). */
  leftPath = false;
  private text = '';
  private codes: Uint8Array = new Uint8Array(0);
  /** The next character to read (white space is skipped after every token). */
  private at = 0;
  private stop = 0;
  /** Just after the last token read. */
  private last = 0;
  /** The last word read, `[wordStart, last)`, and its key in the shared names if a short one, else -1. */
  private wordStart = 0;
  private wordKey = -1;
  private readonly names: NameTable;

  constructor(private readonly builder: LineAstBuilder) {
    this.names = builder.names;
  }

  /**
   * The 0-based line `index` of `text`, which starts at `lineStart`, if it is an offer line this
   * path reads; else undefined, and the line is the general path's to read. `codes`: the text's
   * character codes (`asciiCodes`).
   */
  read(text: string, codes: Uint8Array, index: number, lineStart: number): Line | undefined {
    this.text = text;
    this.codes = codes;
    this.stop = text.length;
    this.leftPath = false;
    this.skipBlank(lineStart);
    const contentStart = this.at;
    const first = this.code();
    // Only the three starts of an offer line: an amount, an offer type, a typed unit.
    if (!isDigit(first) && !(first >= 0 && first < 128 && offerSymbols[first] === 1) && !isLetter(first))
      return undefined;
    const builder = this.builder;
    builder.startLine(text, index, lineStart, 0, codes, 0);
    builder.setContent(contentStart, contentStart, undefined);
    try {
      return this.offerLine(contentStart, first);
    } catch (error) {
      if (error !== leavesPath) throw error;
      this.leftPath = true;
      return undefined;
    }
  }

  /** An offer line from its first character, `first`, at `contentStart`. */
  private offerLine(contentStart: number, first: number): Line | undefined {
    const builder = this.builder;
    let terms: AmountTerm[];
    let symbolAt = -1;
    let shorthand: OfferShorthand | undefined;
    let unit: UnitRef;
    if (isDigit(first)) {
      terms = this.terms();
      // `N $`, a savings request (Rule 3.4): the general path's.
      if (this.code() === dollar) return undefined;
      symbolAt = this.offerSymbol();
      unit = this.unit();
    } else if (!isLetter(first)) {
      terms = listOf(builder.zeroTerm());
      symbolAt = this.offerSymbol();
      shorthand = 'amount';
      unit = this.unit();
    } else {
      // `A PAR - BUR`: the unit line of the shorthand, for a typed unit only (not `ACCEPT`).
      const start = this.at;
      const type = this.word();
      if (type !== Army && type !== Fleet) return undefined;
      terms = listOf(builder.zeroTerm());
      shorthand = 'amount-and-type';
      unit = this.unitAfterType(start);
    }
    const orders = this.orders();
    const contentEnd = this.last;
    builder.setContent(contentStart, contentEnd, this.lineEnd());
    return builder.offerLine(terms, symbolAt, unit, orders, shorthand);
  }

  /** amountTerm ("+" amountTerm)*: lists of one or two are made at their size (line-reader.ts). */
  private terms(): AmountTerm[] {
    const first = this.term();
    if (this.code() !== plus) return listOf(first);
    this.symbol();
    const terms = listOf(first, this.term());
    while (this.code() === plus) {
      this.symbol();
      terms.push(this.term());
    }
    return terms;
  }

  /** amountTerm = [count "*"] amount ["#" [plateau]]: numbers within their limits only. */
  private term(): AmountTerm {
    const start = this.at;
    let count: number | undefined;
    let amount = this.number(maxAmount);
    if (this.code() === star) {
      if (amount > maxRepetition) throw leavesPath;
      count = amount;
      this.symbol();
      amount = this.number(maxAmount);
    }
    let plateau: Plateau = 'none';
    if (this.code() === hash) {
      this.symbol();
      plateau = isDigit(this.code()) ? this.number(maxAmount) : 'same-as-amount';
    }
    return this.builder.termOf(start, this.last, count, amount, plateau);
  }

  /** The offer type's symbol, where it must stand: its offset. */
  private offerSymbol(): number {
    const code = this.code();
    if (code < 0 || code >= 128 || offerSymbols[code] !== 1) throw leavesPath;
    const at = this.at;
    this.symbol();
    return at;
  }

  /** order ("|" order)* */
  private orders(): Order[] {
    const first = this.order();
    if (this.code() !== pipe) return listOf(first);
    this.symbol();
    const orders = listOf(first, this.order());
    while (this.code() === pipe) {
      this.symbol();
      orders.push(this.order());
    }
    return orders;
  }

  /** order = "H" | "-" place ("-" place)* | "S" unit ["H" | "-" place] | "C" unit "-" place */
  private order(): Order {
    const builder = this.builder;
    const start = this.at;
    if (this.code() === dash) {
      this.dash();
      let to = this.place();
      if (this.code() !== dash) return builder.move(start, to, this.last);
      // A convoy route: each place but the last is a sea it goes by (lists at their size).
      let via: Place[] | undefined;
      do {
        this.dash();
        const next = this.place();
        via = withNext(via, to);
        to = next;
      } while (this.code() === dash);
      return builder.move(start, to, this.last, via);
    }
    const keyword = this.word();
    if (keyword === Hold) return builder.hold(start, this.last);
    if (keyword === Support) {
      const unit = this.unit();
      let to: Place | undefined;
      const next = this.code();
      if (next === dash) {
        this.dash();
        to = this.place();
      } else if (isLetter(next) && this.word() !== Hold) throw leavesPath;
      return builder.support(start, unit, to, this.last);
    }
    if (keyword === Convoy) {
      const unit = this.unit();
      if (this.code() !== dash) throw leavesPath;
      this.dash();
      const to = this.place();
      return builder.convoy(start, unit, to, this.last);
    }
    throw leavesPath;
  }

  /** unit = ["A" | "F"] place */
  private unit(): UnitRef {
    const start = this.at;
    const type = this.word();
    if (type === Army || type === Fleet) return this.unitAfterType(start);
    if (type !== Identifier) throw leavesPath;
    return this.builder.unit(start, false, this.placeAfterName(), this.last);
  }

  /** The rest of a unit whose type, at `start`, was the last word read. */
  private unitAfterType(start: number): UnitRef {
    const place = this.place();
    return this.builder.unit(start, true, place, this.last);
  }

  /** place = name [ "/" coast | "(" coast ")" ] */
  private place(): Place {
    if (this.word() !== Identifier) throw leavesPath;
    return this.placeAfterName();
  }

  /** The rest of a place whose name was the last word read. */
  private placeAfterName(): Place {
    const start = this.wordStart;
    const name = this.nameRead();
    const next = this.code();
    if (next !== slash && next !== leftParen) return this.builder.namedPlace(start, this.last, name, undefined);
    this.symbol();
    if (this.word() !== Identifier) throw leavesPath;
    const coast = this.nameRead();
    if (next === leftParen) {
      if (this.code() !== rightParen) throw leavesPath;
      this.symbol();
    }
    return this.builder.namedPlace(start, this.last, name, coast);
  }

  /**
   * After the line's last token: nothing but its comment (Rule 3.5), made here, up to the line's
   * break or the text's end, which `end` then holds.
   */
  private lineEnd(): Comment | undefined {
    const code = this.code();
    if (code === none || code === 10 || code === 13) {
      this.end = this.at;
      return undefined;
    }
    if (code !== percent) throw leavesPath;
    const commentStart = this.at;
    const codes = this.codes;
    let end = commentStart + 1;
    while (end < this.stop && codes[end] !== 10 && codes[end] !== 13) end++;
    this.end = end;
    return this.builder.commentAt(commentStart, end);
  }

  // Characters and tokens ------------------------------------------------------------------

  /** The code of the next character, or `none` at the text's end. */
  private code(): number {
    return this.at < this.stop ? this.codes[this.at]! : none;
  }

  /** Moves to the first character from `at` on that is not white space. */
  private skipBlank(at: number): void {
    const codes = this.codes;
    const stop = this.stop;
    while (at < stop && isAsciiBlank(codes[at]!)) at++;
    this.at = at;
  }

  /** A token of one character (the caller saw it). */
  private symbol(): void {
    const end = this.at + 1;
    this.last = end;
    this.skipBlank(end);
  }

  /** `-` (the caller saw it), not `->` (an arrow is reported, by the general path). */
  private dash(): void {
    if (this.at + 1 < this.stop && this.codes[this.at + 1] === greater) throw leavesPath;
    this.symbol();
  }

  /** A whole number of up to 15 digits and at most `max` (a decimal leaves the path): its value. */
  private number(max: number): number {
    const codes = this.codes;
    const stop = this.stop;
    const start = this.at;
    let at = start;
    let value = 0;
    while (at < stop && isDigit(codes[at]!)) value = value * 10 + (codes[at++]! - 48);
    if (at === start || at - start > 15 || value > max || (at < stop && codes[at] === dot)) throw leavesPath;
    this.last = at;
    this.skipBlank(at);
    return value;
  }

  /**
   * A word (a letter, then name characters): its token type index (a keyword's, or a name's). A
   * short word's key in the shared names is made as it is read (`nameRead`).
   */
  private word(): number {
    const codes = this.codes;
    const stop = this.stop;
    const start = this.at;
    let code = this.code();
    if (!isLetter(code)) throw leavesPath;
    let key = 0;
    let at = start;
    do {
      key = (key << 6) | nameCodes[code]!;
      at++;
      code = at < stop ? codes[at]! : 0;
    } while (isNameCharacter(code));
    this.wordStart = start;
    this.last = at;
    this.skipBlank(at);
    const length = at - start;
    this.wordKey = length > 4 ? -1 : key | (length << (6 * length));
    return wordType(codes, start, at);
  }

  /** The last word read, as a name: upper-cased and shared. */
  private nameRead(): string {
    const key = this.wordKey;
    const { text, codes, wordStart, last } = this;
    return key >= 0
      ? this.names.shortName(key, text, wordStart, last)
      : this.names.upper(text, codes, 0, wordStart, last);
  }
}
