import { amountLimits } from './amount-limits.js';
import {
  offerTypeSymbol,
  type AmountTerm,
  type Comment,
  type Line,
  type OfferShorthand,
  type OfferType,
  type Order,
  type Place,
  type Plateau,
  type UnitRef,
  type UnitType,
} from './ast.js';
import * as nodes from './ast-nodes.js';
import {
  nameCodes as importedNameCodes,
  noPlaces as importedNoPlaces,
  type LineAstBuilder,
  type NameTable,
} from './build-ast.js';
import {
  isAsciiBlank as importedIsAsciiBlank,
  keywordSpellings,
  pastAsciiText,
  sheetCodes as importedSheetCodes,
  wordType as importedWordType,
} from './lexer.js';
import * as T from './tokens.js';

// Offer lines as sheets write them (Rule 3.1: `3*8#2 + 1 ! A BER S A RUH - KIE | H`), read in one
// pass over the line's character codes: each word is classified (keyword or name) and looked up
// in the shared names as its characters are read, each number valued as its digits are, with no
// token arrays between. Nearly every line of a movement phase is one. Anything else (another kind
// of line, a keyword where a name stands, `->`, decimals, a number beyond its limit, a character
// no token reads, a token out of place) leaves this path, and parse.ts reads the line again the
// general way (lexer, line reader, grammar), which says why. The commonest lines (one-letter
// keywords, short names, a sheet of fewer than 8,192 characters) are read by `commonLine` and its
// readers; the others, and any line they leave, by the methods after them, from the line's start.
// The nodes are those the builder makes for the line reader, made here with the same arguments
// (not through the builder's methods: a call for each place and unit):
// test/offer-line-scanner.test.ts proves that both read the same lines into the same ASTs.

// What this module reads of others, as its own constants: an imported binding is read through a
// cell, checked at every use (and a function so read is called only after its identity is checked).
const {
  CommentNode,
  ConvoyNode,
  HoldNode,
  LineAnchor,
  MoveNode,
  OfferLineNode,
  PlaceNode,
  SupportNode,
  TermNode,
  UnitNode,
} = nodes;
const listOfOne = nodes.listOfOne;
const listOfTwo = nodes.listOfTwo;
const withNext = nodes.withNext;
const noPlaces = importedNoPlaces;
const nameCodes = importedNameCodes;
const isAsciiBlank = importedIsAsciiBlank;
const sheetCodes = importedSheetCodes;
const wordType = importedWordType;
const maxAmount = amountLimits.maxAmount;
const maxRepetition = amountLimits.maxRepetition;

/** Thrown when the line leaves the path: one shared error, made once (its stack is never read). */
const leavesPath = new Error('not a common offer line');

/** Where the line being read stands (its nodes keep it). */
type Anchor = nodes.LineAnchor;

// The nodes of a line's parts are made by these functions, not by \`new\` in the methods that read
// them: once the compiler has spent its inlining budget on a method, a \`new\` left in it goes
// through V8's generic construct stub (about 200 instructions a node, in the profiles), where a
// call of one of these is a plain call, with the node's constructor inlined. (A function inlined
// where no room is left for its constructor still goes through the stub.)
const placeNode = (
  anchor: Anchor,
  start: number,
  end: number,
  name: string,
  key: number,
  coast: string | undefined,
): Place => new PlaceNode(anchor, start, end, name, key, coast);
const unitNode = (anchor: Anchor, start: number, end: number, type: UnitType | undefined, place: Place): UnitRef =>
  new UnitNode(anchor, start, end, type, place);
const termNode = (
  anchor: Anchor,
  start: number,
  end: number,
  repetition: number | undefined,
  amount: number,
  plateau: Plateau,
): AmountTerm => new TermNode(anchor, start, end, repetition, amount, plateau);
const holdNode = (anchor: Anchor, start: number, end: number): Order => new HoldNode(anchor, start, end);
const moveNode = (anchor: Anchor, start: number, end: number, to: Place, via: readonly Place[]): Order =>
  new MoveNode(anchor, start, end, to, via);
const supportNode = (anchor: Anchor, start: number, end: number, unit: UnitRef, to: Place | undefined): Order =>
  new SupportNode(anchor, start, end, unit, to);
const convoyNode = (anchor: Anchor, start: number, end: number, unit: UnitRef, to: Place): Order =>
  new ConvoyNode(anchor, start, end, unit, to);

const Army = T.Army.tokenTypeIdx!;
const Fleet = T.Fleet.tokenTypeIdx!;
const Hold = T.Hold.tokenTypeIdx!;
const Support = T.Support.tokenTypeIdx!;
const Convoy = T.Convoy.tokenTypeIdx!;
const Identifier = T.Identifier.tokenTypeIdx!;

/** The offer types' symbols (`: ! > @ &`) by character code. */
const offerSymbols = new Uint8Array(256);
for (const type of T.offerTypeTokens) offerSymbols[(type.PATTERN as string).charCodeAt(0)] = 1;
/** Each offer type by its symbol's character code. */
const offerTypeBySymbol: OfferType[] = [];
for (const [type, symbol] of Object.entries(offerTypeSymbol) as [OfferType, string][])
  offerTypeBySymbol[symbol.charCodeAt(0)] = type;

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
/**
 * Past the end of the text: a code no character of the scanner's texts has (they are ASCII), and
 * within the tables below, where it reads as no kind of character. Their codes (`asciiCodes`) hold
 * it just after the text: a loop over characters stops there as at any other it does not read, and
 * no read of a code tests its offset against the text's end.
 */
const none = pastAsciiText;

/** White space (`isAsciiBlank`) by code: 1; 0 for any other (and for `none`). */
const blankCodes = new Uint8Array(256);
for (let code = 0; code < 128; code++) if (isAsciiBlank(code)) blankCodes[code] = 1;

/**
 * Each character of a name (`[A-Za-z0-9_]`) as `nameCodes` has it (never 0), by code; 0 for any
 * other: one look-up both ends a word and adds to its key.
 */
const wordCodes = new Uint8Array(256);
for (let code = 0; code < 128; code++)
  if (((code | 32) - 97) >>> 0 < 26 || (code >= 48 && code <= 57) || code === 95) wordCodes[code] = nameCodes[code]!;

/** The key a word of up to four characters has in the shared names (`NameTable.upper`). */
const shortKey = (spelling: string): number => {
  let key = 0;
  for (let i = 0; i < spelling.length; i++) key = (key << 6) | nameCodes[spelling.charCodeAt(i)]!;
  return key | (spelling.length << (6 * spelling.length));
};

// The keywords of up to four letters (A, S, BUY, HOLD...) by their keys, one a slot: a short word
// is told from a name by one look-up of the key it was read with, not by reading it again.
const keywordSlot = (key: number): number => Math.imul(key, 0x9e3779b1) >>> 23;
const keywordKeys = new Int32Array(512).fill(-1);
const keywordTypes = new Uint8Array(512);
for (const [spelling, type] of keywordSpellings) {
  if (spelling.length > 4) continue;
  const key = shortKey(spelling);
  const slot = keywordSlot(key);
  if (keywordKeys[slot] !== -1) throw new Error('two short keywords in one slot');
  keywordKeys[slot] = key;
  keywordTypes[slot] = type.tokenTypeIdx!;
}

// The short words read so far (place names and keywords), by their keys, one a slot: one look-up
// of a word's key gives its token type and, for a name, its shared spelling, where a name took a
// look-up among the keywords and another among the shared names. A slot's word is replaced by
// the next word that falls in it; a key always stands for the same word (keys fold case only).
const seenSlot = (key: number): number => Math.imul(key, 0x9e3779b1) >>> 22;
const seenKeys = new Int32Array(1024).fill(-1);
const seenTypes = new Uint8Array(1024);
const seenNames: string[] = new Array<string>(1024).fill('');

/**
 * The keyword each letter is when written alone (A, F, H, S, C, R, D, B), by its code in either
 * case; 0 for any other character.
 */
const letterKeywords = new Uint8Array(256);
for (const [spelling, type] of keywordSpellings) {
  if (spelling.length !== 1) continue;
  letterKeywords[spelling.charCodeAt(0)] = type.tokenTypeIdx!;
  letterKeywords[spelling.toLowerCase().charCodeAt(0)] = type.tokenTypeIdx!;
}

/**
 * The three starts of an offer line (an amount's digit, an offer type's symbol, a unit's type's
 * letter), by code: 1; 0 for any other. One look-up, where three tests made `read` too large for
 * the compiler to inline the line's node into it as well.
 */
const offerLineStarts = new Uint8Array(256);
for (let code = 0; code < 128; code++)
  if ((code >= 48 && code <= 57) || offerSymbols[code] === 1 || ((code | 32) - 97) >>> 0 < 26)
    offerLineStarts[code] = 1;

const isDigit = (code: number): boolean => {
  return code >= 48 && code <= 57;
};

const isLetter = (code: number): boolean => {
  return ((code | 32) - 97) >>> 0 < 26;
};

/**
 * Whether `length` digits of value `value`, followed by the code `next`, are a number the scanner
 * reads: up to 15 digits, at most the amounts' limit, not a decimal's (the general path says why not).
 */
const isNumber = (length: number, value: number, next: number): boolean =>
  length > 0 && length <= 15 && value <= maxAmount && next !== dot;

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
  /**
   * Its code, or `none` at the text's end: kept as it is found, so that each character is read
   * once, not again by each test of what comes next.
   */
  private next = none;
  private stop = 0;
  /** Just after the last token read. */
  private last = 0;
  /** The last word read, `[wordStart, last)`, and its slot among the words seen if a short one, else -1. */
  private wordStart = 0;
  private wordSlot = -1;
  /** Where it starts in the text: its nodes take their offsets from there (ast-nodes.ts). */
  private lineStart = 0;
  private readonly names: NameTable;

  constructor(builder: LineAstBuilder) {
    this.names = builder.names;
  }

  /**
   * Reads lines of `text` from now on; `codes`: its character codes (`asciiCodes`). Once a sheet,
   * not once a line: the scanner is old, and storing young objects into it costs a write barrier.
   */
  startText(text: string, codes: Uint8Array): void {
    this.text = text;
    this.codes = codes;
    this.stop = text.length;
  }

  /**
   * The 0-based line `index` of the text (`startText`), which starts at `lineStart`, if it is an
   * offer line this path reads; else undefined, and the line is the general path's to read.
   */
  read(index: number, lineStart: number): Line | undefined {
    const text = this.text;
    this.leftPath = false;
    this.skipBlank(lineStart, this.codeAt(lineStart));
    const contentStart = this.at;
    const first = this.code();
    if (offerLineStarts[first] === 0) return undefined;
    // Handed down to each method that makes a node, not kept on the scanner: the scanner is old,
    // and storing a young anchor into it each line cost a write barrier.
    const anchor = new LineAnchor(index + 1, lineStart, 0, text);
    this.lineStart = lineStart;
    try {
      const common = this.commonLine(anchor, contentStart);
      if (common !== undefined) return common;
      // From the line's start again: `commonLine` moves the methods' position when it reads a
      // coast, and a line it then leaves (`5 : F SPA/NC 3 : A PAR H`) was read from there on.
      this.at = contentStart;
      this.next = first;
      return this.offerLine(anchor, contentStart, first);
    } catch (error) {
      if (error !== leavesPath) throw error;
      this.leftPath = true;
      return undefined;
    }
  }

  /**
   * The line from its first character, at `contentStart`, if it is an offer line as nearly all are:
   * amount terms or the shorthand, a unit written `A PAR` or `F PAR`, orders of one-letter
   * keywords and places named in up to four characters (a coast just after the name is read by
   * `placeWithCoast`). Else undefined, and `offerLine` reads the line again from its start (`read`
   * puts the methods' position back there: reading a coast moves it).
   */
  // Its readers (this method, `termsAt`, `ordersAt`, `unitAt`, `placeAt`) keep their position and
  // its character's code in locals and hand positions to each other, a reader that made a node
  // leaving where it ends in `last`: in the methods below, which keep theirs on the scanner, each
  // read of a character or of the position checked the scanner's shape, reloaded the array and
  // tagged the number. They read the codes from `sheetCodes`, one array for the program's life,
  // which the compiler holds as a constant (its storage's address and its length in the code, no
  // check of its map): for that, each reader reads it and the tables through locals set at its
  // start (read from the module's binding within a loop, an array was checked and reloaded at
  // every read), and never at `++at` (an index incremented in place was read the slow way too).
  // Positions are made integers (`| 0`) and codes read from the array, not taken as parameters:
  // from a parameter, the compiler kept them tagged, and untagged and checked them at every use.
  // The same grammar as the methods below, in the same order; white space is skipped after every
  // token.
  private commonLine(anchor: Anchor, contentStart: number): Line | undefined {
    const codes = sheetCodes;
    const blanks = blankCodes;
    const symbols = offerSymbols;
    // A long sheet's codes are in an array of their own: its lines are `offerLine`'s.
    if (this.codes !== sheetCodes) return undefined;
    const lineStart = this.lineStart;
    let at = contentStart | 0;
    let c = codes[at]!;
    let terms: AmountTerm[] | undefined;
    let offerType: OfferType = 'direct';
    let shorthand: OfferShorthand | undefined;
    if (isDigit(c)) {
      terms = this.termsAt(anchor, at);
      if (terms === undefined) return undefined;
      at = this.last;
      c = codes[at]!;
      for (; blanks[c] === 1; c = codes[at]!) at++;
    } else {
      terms = listOfOne(this.zeroTerm(anchor, contentStart));
      shorthand = isLetter(c) ? 'amount-and-type' : 'amount';
    }
    if (shorthand !== 'amount-and-type') {
      // `N $`, a savings request (Rule 3.4), leaves here too.
      if (symbols[c] !== 1) return undefined;
      offerType = offerTypeBySymbol[c]!;
      at++;
      c = codes[at]!;
      for (; blanks[c] === 1; c = codes[at]!) at++;
    }
    const unit = this.unitAt(anchor, at);
    if (unit === undefined) return undefined;
    let end = this.last;
    at = end;
    while (blanks[codes[at]!] === 1) at++;
    const orders = this.ordersAt(anchor, at);
    if (orders === undefined) return undefined;
    end = this.last;
    at = end;
    c = codes[at]!;
    for (; blanks[c] === 1; c = codes[at]!) at++;
    // The line's end, or its comment; anything else (a coast, among others) is `offerLine`'s.
    let comment: Comment | undefined;
    if (c === none || c === 10 || c === 13) this.end = at;
    else if (c === percent) {
      this.at = at;
      comment = this.comment(anchor, c);
    } else return undefined;
    return new OfferLineNode(
      anchor,
      contentStart - lineStart,
      end - lineStart,
      comment,
      terms,
      offerType,
      unit,
      orders,
      shorthand,
    );
  }

  /**
   * The orders from `from`, the first one's first character (`commonLine`), which leave where the
   * last ends in `last`; undefined if one is not of those `commonLine` reads.
   */
  // Kept out of `commonLine`, as the terms are: in one method, the compiler's inlining budget ran
  // out before the orders' nodes, whose constructors then went through the generic construct stub.
  private ordersAt(anchor: Anchor, from: number): Order[] | undefined {
    const codes = sheetCodes;
    const blanks = blankCodes;
    const letters = letterKeywords;
    const words = wordCodes;
    const lineStart = this.lineStart;
    let at = from | 0;
    let c = codes[at]!;
    let end = at;
    // order ("|" order)*: lists of one or two made at their size, as `orders` makes them.
    let first: Order | undefined;
    let orders: Order[] | undefined;
    for (;;) {
      const orderStart = at;
      let order: Order;
      if (c === dash) {
        // "-" place ("-" place)*: each place but the last is a sea it goes by.
        let to: Place | undefined;
        let via: Place[] | undefined;
        do {
          // Not `->`, an arrow (reported by the general path).
          if (codes[at + 1] === greater) return undefined;
          at++;
          c = codes[at]!;
          for (; blanks[c] === 1; c = codes[at]!) at++;
          const place = this.placeAt(anchor, at);
          if (place === undefined) return undefined;
          if (to !== undefined) via = withNext(via, to);
          to = place;
          end = this.last;
          at = end;
          c = codes[at]!;
          for (; blanks[c] === 1; c = codes[at]!) at++;
        } while (c === dash);
        // Most moves go straight: they share one empty list of seas (the AST is read-only).
        order = moveNode(anchor, orderStart - lineStart, end - lineStart, to, via ?? noPlaces);
      } else {
        const keyword = letters[c];
        if (keyword === 0 || words[codes[at + 1]!] !== 0) return undefined;
        end = ++at;
        c = codes[at]!;
        for (; blanks[c] === 1; c = codes[at]!) at++;
        if (keyword === Hold) order = holdNode(anchor, orderStart - lineStart, end - lineStart);
        else {
          // "S" unit ["-" place] | "C" unit "-" place (a support's `H` is `support`'s to read).
          if (keyword !== Support && keyword !== Convoy) return undefined;
          const supported = this.unitAt(anchor, at);
          if (supported === undefined) return undefined;
          end = this.last;
          at = end;
          c = codes[at]!;
          for (; blanks[c] === 1; c = codes[at]!) at++;
          let to: Place | undefined;
          if (c === dash) {
            if (codes[at + 1] === greater) return undefined;
            at++;
            c = codes[at]!;
            for (; blanks[c] === 1; c = codes[at]!) at++;
            to = this.placeAt(anchor, at);
            if (to === undefined) return undefined;
            end = this.last;
            at = end;
            c = codes[at]!;
            for (; blanks[c] === 1; c = codes[at]!) at++;
          } else if (keyword === Convoy || isLetter(c)) return undefined;
          order =
            keyword === Support
              ? supportNode(anchor, orderStart - lineStart, end - lineStart, supported, to)
              : convoyNode(anchor, orderStart - lineStart, end - lineStart, supported, to!);
        }
      }
      if (first === undefined) first = order;
      else if (orders === undefined) orders = listOfTwo(first, order);
      else orders.push(order);
      this.last = end;
      if (c !== pipe) break;
      at++;
      c = codes[at]!;
      for (; blanks[c] === 1; c = codes[at]!) at++;
    }
    return orders ?? listOfOne(first);
  }

  /**
   * The amount terms from `from`, their first digit (`commonLine`), which leave where the last
   * ends in `last`; undefined if a number is beyond its limit, or not one.
   */
  // Kept out of `commonLine`, as the orders are (see `ordersAt`).
  private termsAt(anchor: Anchor, from: number): AmountTerm[] | undefined {
    const codes = sheetCodes;
    const blanks = blankCodes;
    const lineStart = this.lineStart;
    let at = from | 0;
    let c = codes[at]!;
    // amountTerm ("+" amountTerm)*, amountTerm = [count "*"] amount ["#" [plateau]]: lists of
    // one or two made at their size, as `terms` makes them.
    let first: AmountTerm | undefined;
    let terms: AmountTerm[] | undefined;
    for (;;) {
      const termStart = at;
      const value = this.numberAt(at);
      if (value < 0) return undefined;
      let end = (at = this.last);
      c = codes[at]!;
      for (; blanks[c] === 1; c = codes[at]!) at++;
      let count: number | undefined;
      let amount = value;
      if (c === star) {
        if (value > maxRepetition) return undefined;
        at++;
        c = codes[at]!;
        for (; blanks[c] === 1; c = codes[at]!) at++;
        amount = this.numberAt(at);
        if (amount < 0) return undefined;
        count = value;
        end = at = this.last;
        c = codes[at]!;
        for (; blanks[c] === 1; c = codes[at]!) at++;
      }
      let plateau: Plateau = 'none';
      if (c === hash) {
        end = ++at;
        c = codes[at]!;
        for (; blanks[c] === 1; c = codes[at]!) at++;
        plateau = 'same-as-amount';
        if (isDigit(c)) {
          plateau = this.numberAt(at);
          if (plateau < 0) return undefined;
          end = at = this.last;
          c = codes[at]!;
          for (; blanks[c] === 1; c = codes[at]!) at++;
        }
      }
      const term = termNode(anchor, termStart - lineStart, end - lineStart, count, amount, plateau);
      if (first === undefined) first = term;
      else if (terms === undefined) terms = listOfTwo(first, term);
      else terms.push(term);
      this.last = end;
      if (c !== plus) break;
      at++;
      c = codes[at]!;
      for (; blanks[c] === 1; c = codes[at]!) at++;
    }
    return terms ?? listOfOne(first);
  }

  /**
   * The whole number whose digits start at `from` (for `termsAt`), which leaves where it ends in
   * `last`; −1 if it is not one the scanner reads (no digit, more than 15, beyond the amounts'
   * limit, or a decimal's).
   */
  private numberAt(from: number): number {
    const codes = sheetCodes;
    let at = from | 0;
    let c = codes[at]!;
    let value = 0;
    while (isDigit(c)) {
      value = value * 10 + (c - 48);
      at++;
      c = codes[at]!;
    }
    this.last = at;
    return isNumber(at - from, value, c) ? value : -1;
  }

  /**
   * The unit at `at`, written `A PAR` or `F PAR` (see `placeAt`), which leaves where it ends in
   * `last`; else undefined.
   */
  private unitAt(anchor: Anchor, at: number): UnitRef | undefined {
    const codes = sheetCodes;
    const blanks = blankCodes;
    const letters = letterKeywords;
    const words = wordCodes;
    const type = letters[codes[at]!];
    if ((type !== Army && type !== Fleet) || words[codes[at + 1]!] !== 0) return undefined;
    let placeAt = at + 1;
    while (blanks[codes[placeAt]!] === 1) placeAt++;
    const place = this.placeAt(anchor, placeAt);
    if (place === undefined) return undefined;
    const lineStart = this.lineStart;
    return unitNode(anchor, at - lineStart, this.last - lineStart, type === Fleet ? 'F' : 'A', place);
  }

  /**
   * The place at `at`, if named in up to four characters (nearly all are), which leaves where it
   * ends in `last`; else undefined. A longer word is read no further.
   */
  private placeAt(anchor: Anchor, start: number): Place | undefined {
    const codes = sheetCodes;
    const words = wordCodes;
    const at = start | 0;
    let code = codes[at]!;
    if (!isLetter(code)) return undefined;
    let key = 0;
    let end = at;
    do {
      key = (key << 6) | words[code]!;
      end++;
      code = codes[end]!;
    } while (words[code] !== 0 && end - at < 5);
    const length = end - at;
    if (length > 4) return undefined;
    key |= length << (6 * length);
    const slot = seenSlot(key);
    const type = seenKeys[slot] === key ? seenTypes[slot]! : this.firstSeen(key, slot, at, end);
    if (type !== Identifier) return undefined;
    if (code === slash || code === leftParen) {
      // A coast written just after the name, read by `placeWithCoast`, which leaves where the
      // place ends in `last` too. (After a blank, a coast is `offerLine`'s: no reader of what
      // follows a place accepts a `/` or a `(`.)
      this.at = end;
      this.next = code;
      return this.placeWithCoast(anchor, at, seenNames[slot]!, key, code);
    }
    this.last = end;
    const lineStart = this.lineStart;
    return placeNode(anchor, at - lineStart, end - lineStart, seenNames[slot]!, key, undefined);
  }

  /** An offer line from its first character, `first`, at `contentStart`. */
  private offerLine(anchor: Anchor, contentStart: number, first: number): Line | undefined {
    let terms: AmountTerm[];
    let offerType: OfferType = 'direct';
    let shorthand: OfferShorthand | undefined;
    let unit: UnitRef;
    if (isDigit(first)) {
      terms = this.terms(anchor);
      // `N $`, a savings request (Rule 3.4): the general path's.
      if (this.code() === dollar) return undefined;
      offerType = this.offerSymbol();
      unit = this.unit(anchor);
    } else if (!isLetter(first)) {
      terms = listOfOne(this.zeroTerm(anchor, contentStart));
      offerType = this.offerSymbol();
      shorthand = 'amount';
      unit = this.unit(anchor);
    } else {
      // `A PAR - BUR`: the unit line of the shorthand, for a typed unit only (not `ACCEPT`).
      const start = this.at;
      const type = this.keyword();
      if (type !== Army && type !== Fleet) return undefined;
      terms = listOfOne(this.zeroTerm(anchor, contentStart));
      shorthand = 'amount-and-type';
      unit = this.unitAfterType(anchor, start, type);
    }
    const orders = this.orders(anchor);
    const contentEnd = this.last;
    const comment = this.lineEnd(anchor);
    return new OfferLineNode(
      anchor,
      contentStart - this.lineStart,
      contentEnd - this.lineStart,
      comment,
      terms,
      offerType,
      unit,
      orders,
      shorthand,
    );
  }

  /** The 0 AgP term a shorthand line stands for; written nowhere, so its ranges are empty. */
  private zeroTerm(anchor: Anchor, contentStart: number): AmountTerm {
    return termNode(anchor, contentStart - this.lineStart, contentStart - this.lineStart, undefined, 0, 'none');
  }

  /** amountTerm ("+" amountTerm)*: lists of one or two are made at their size (line-reader.ts). */
  private terms(anchor: Anchor): AmountTerm[] {
    const first = this.term(anchor);
    if (this.code() !== plus) return listOfOne(first);
    this.symbol();
    const terms = listOfTwo(first, this.term(anchor));
    while (this.code() === plus) {
      this.symbol();
      terms.push(this.term(anchor));
    }
    return terms;
  }

  /** amountTerm = [count "*"] amount ["#" [plateau]]: numbers within their limits only. */
  // The count and the plateau, written on few terms, are read by methods of their own: the
  // compiler's inlining budget for the offer line goes to its common path first.
  private term(anchor: Anchor): AmountTerm {
    const start = this.at;
    const first = this.number();
    const repeated = this.code() === star;
    const amount = repeated ? this.amountAfterCount(first) : first;
    const plateau: Plateau = this.code() === hash ? this.plateau() : 'none';
    const count = repeated ? first : undefined;
    return termNode(anchor, start - this.lineStart, this.last - this.lineStart, count, amount, plateau);
  }

  /** `* amount`, after a term's repetition `count`: the amount. */
  private amountAfterCount(count: number): number {
    if (count > maxRepetition) throw leavesPath;
    this.symbol();
    return this.number();
  }

  /** `# [plateau]`, from its `#`: the plateau. */
  private plateau(): Plateau {
    this.symbol();
    return isDigit(this.code()) ? this.number() : 'same-as-amount';
  }

  /** The offer type's symbol, where it must stand: its type. */
  private offerSymbol(): OfferType {
    const code = this.code();
    if (offerSymbols[code] !== 1) throw leavesPath;
    this.symbol();
    return offerTypeBySymbol[code]!;
  }

  /** order ("|" order)* */
  private orders(anchor: Anchor): Order[] {
    const first = this.order(anchor);
    if (this.code() !== pipe) return listOfOne(first);
    this.symbol();
    const orders = listOfTwo(first, this.order(anchor));
    while (this.code() === pipe) {
      this.symbol();
      orders.push(this.order(anchor));
    }
    return orders;
  }

  /** order = "H" | "-" place ("-" place)* | "S" unit ["H" | "-" place] | "C" unit "-" place */
  // Each kind of order is read by its own method: in one, the nodes' constructors were not all
  // inlined (the compiler's budget spent on reading words), and each such `new` cost a call more.
  private order(anchor: Anchor): Order {
    const start = this.at;
    if (this.code() === dash) return this.move(anchor, start);
    const keyword = this.keyword();
    if (keyword === Hold) return holdNode(anchor, start - this.lineStart, this.last - this.lineStart);
    if (keyword === Support) return this.support(anchor, start);
    if (keyword === Convoy) return this.convoy(anchor, start);
    throw leavesPath;
  }

  /** `- place ("-" place)*`, from its first dash (at `start`). */
  // A convoy route, written on few moves, is read by a method of its own.
  private move(anchor: Anchor, start: number): Order {
    this.dash();
    const to = this.place(anchor);
    if (this.code() === dash) return this.moveByConvoy(anchor, start, to);
    // Most moves go straight: they share one empty list of seas (the AST is read-only).
    return moveNode(anchor, start - this.lineStart, this.last - this.lineStart, to, noPlaces);
  }

  /** The rest of a move (at `start`) by a convoy route, from the dash after its first place, `first`. */
  private moveByConvoy(anchor: Anchor, start: number, first: Place): Order {
    // Each place but the last is a sea it goes by (lists at their size).
    let to = first;
    let via: Place[] | undefined;
    while (this.code() === dash) {
      this.dash();
      const next = this.place(anchor);
      via = withNext(via, to);
      to = next;
    }
    return moveNode(anchor, start - this.lineStart, this.last - this.lineStart, to, via!);
  }

  /** `S unit ["H" | "-" place]`, after its `S` (at `start`). */
  private support(anchor: Anchor, start: number): Order {
    const unit = this.unit(anchor);
    let to: Place | undefined;
    const next = this.code();
    if (next === dash) {
      this.dash();
      to = this.place(anchor);
    } else if (isLetter(next)) this.holdSupported();
    return supportNode(anchor, start - this.lineStart, this.last - this.lineStart, unit, to);
  }

  /** The `H` a support to hold may end with (written on few): any other word leaves the path. */
  private holdSupported(): void {
    if (this.keyword() !== Hold) throw leavesPath;
  }

  /** `C unit "-" place`, after its `C` (at `start`). */
  private convoy(anchor: Anchor, start: number): Order {
    const unit = this.unit(anchor);
    if (this.code() !== dash) throw leavesPath;
    this.dash();
    const to = this.place(anchor);
    return convoyNode(anchor, start - this.lineStart, this.last - this.lineStart, unit, to);
  }

  /** unit = ["A" | "F"] place */
  private unit(anchor: Anchor): UnitRef {
    const start = this.at;
    const type = this.keyword();
    let place: Place;
    let letter: UnitType | undefined;
    if (type === Army || type === Fleet) {
      letter = type === Fleet ? 'F' : 'A';
      place = this.place(anchor);
    } else place = this.placeOfUntypedUnit(anchor, type);
    return unitNode(anchor, start - this.lineStart, this.last - this.lineStart, letter, place);
  }

  /** The place of a unit written without its type (few are), whose first word's type is `type`. */
  private placeOfUntypedUnit(anchor: Anchor, type: number): Place {
    if (type !== Identifier) throw leavesPath;
    return this.placeAfterName(anchor);
  }

  /** The rest of a unit whose type (`Army` or `Fleet`), at `start`, was the last word read. */
  private unitAfterType(anchor: Anchor, start: number, type: number): UnitRef {
    const place = this.place(anchor);
    return unitNode(anchor, start - this.lineStart, this.last - this.lineStart, type === Fleet ? 'F' : 'A', place);
  }

  /** place = name [ "/" coast | "(" coast ")" ] */
  private place(anchor: Anchor): Place {
    if (this.word() !== Identifier) throw leavesPath;
    return this.placeAfterName(anchor);
  }

  /** The rest of a place whose name was the last word read. */
  // A coast, written on few places, is read by a method of its own: small enough, the common path
  // is inlined into each reader of a unit or an order, where a place was a call (435 a phase).
  private placeAfterName(anchor: Anchor): Place {
    const start = this.wordStart;
    const name = this.nameRead();
    // The key the name was read with (a short one's, kept in its slot of the words seen: `word`).
    const key = this.wordSlot >= 0 ? seenKeys[this.wordSlot]! : 0;
    const next = this.code();
    if (next === slash || next === leftParen) return this.placeWithCoast(anchor, start, name, key, next);
    return placeNode(anchor, start - this.lineStart, this.last - this.lineStart, name, key, undefined);
  }

  /** The rest of a place (`name`, at `start`, whose key is `key`) from the `/` or `(` before its coast, `next`. */
  private placeWithCoast(anchor: Anchor, start: number, name: string, key: number, next: number): Place {
    this.symbol();
    if (this.word() !== Identifier) throw leavesPath;
    const coast = this.nameRead();
    if (next === leftParen) {
      if (this.code() !== rightParen) throw leavesPath;
      this.symbol();
    }
    return placeNode(anchor, start - this.lineStart, this.last - this.lineStart, name, key, coast);
  }

  /**
   * After the line's last token: nothing but its comment (Rule 3.5), made here, up to the line's
   * break or the text's end, which `end` then holds.
   */
  private lineEnd(anchor: Anchor): Comment | undefined {
    const code = this.code();
    if (code === none || code === 10 || code === 13) {
      this.end = this.at;
      return undefined;
    }
    return this.comment(anchor, code);
  }

  /** The line's comment, from the character where it should start (`code`), to the line's break. */
  // Written on few lines: kept out of `lineEnd`, which the offer line's code inlines.
  private comment(anchor: Anchor, code: number): Comment {
    if (code !== percent) throw leavesPath;
    const commentStart = this.at;
    const codes = this.codes;
    let end = commentStart + 1;
    while (end < this.stop && codes[end] !== 10 && codes[end] !== 13) end++;
    this.end = end;
    return new CommentNode(
      anchor,
      commentStart - this.lineStart,
      end - this.lineStart,
      this.text.slice(commentStart + 1, end),
    );
  }

  // Characters and tokens ------------------------------------------------------------------

  /** The code of the next character, or `none` at the text's end. */
  private code(): number {
    return this.next;
  }

  /**
   * The code of the character at `at`, or `none` at the text's end. Every read is of a character
   * after one that was not `none` (`none` stops every reader), so never past `none`.
   */
  private codeAt(at: number): number {
    return this.codes[at]!;
  }

  /** Moves to the first character from `at`, whose code is `code`, on that is not white space. */
  // The codes are read from a local, as in the loops below: a field read in the loop checks the
  // scanner's shape and reloads the array at every character.
  private skipBlank(at: number, code: number): void {
    const codes = this.codes;
    while (blankCodes[code] === 1) code = codes[++at]!;
    this.at = at;
    this.next = code;
  }

  /** A token of one character (the caller saw it). */
  private symbol(): void {
    const end = this.at + 1;
    this.last = end;
    this.skipBlank(end, this.codeAt(end));
  }

  /** `-` (the caller saw it), not `->` (an arrow is reported, by the general path). */
  private dash(): void {
    const end = this.at + 1;
    const after = this.codeAt(end);
    if (after === greater) throw leavesPath;
    this.last = end;
    this.skipBlank(end, after);
  }

  /** A whole number the scanner reads (`isNumber`; anything else leaves the path): its value. */
  private number(): number {
    const start = this.at;
    let at = start;
    let code = this.next;
    let value = 0;
    const codes = this.codes;
    while (isDigit(code)) {
      value = value * 10 + (code - 48);
      code = codes[++at]!;
    }
    if (!isNumber(at - start, value, code)) throw leavesPath;
    this.last = at;
    this.skipBlank(at, code);
    return value;
  }

  /**
   * A word where a keyword is likely (a unit's type, an order's): as `word` reads it, but a
   * keyword of one letter, as sheets write them, by one look-up of its letter. Then the word is
   * not kept for `nameRead` (a name is read by `word`).
   */
  private keyword(): number {
    const at = this.at;
    const type = letterKeywords[this.next]!;
    if (type === 0) return this.word();
    const after = this.codeAt(at + 1);
    if (wordCodes[after] !== 0) return this.word();
    this.last = at + 1;
    this.skipBlank(at + 1, after);
    return type;
  }

  /**
   * A word (a letter, then name characters): its token type index (a keyword's, or a name's). A
   * short word's key in the shared names is made as it is read (`nameRead`).
   */
  private word(): number {
    const start = this.at;
    let code = this.next;
    if (!isLetter(code)) throw leavesPath;
    let key = 0;
    let at = start;
    let wordCode = wordCodes[code]!;
    const codes = this.codes;
    do {
      key = (key << 6) | wordCode;
      code = codes[++at]!;
      wordCode = wordCodes[code]!;
    } while (wordCode !== 0);
    this.wordStart = start;
    this.last = at;
    this.skipBlank(at, code);
    const length = at - start;
    if (length > 4) return this.longWord(start, at);
    key |= length << (6 * length);
    const slot = seenSlot(key);
    this.wordSlot = slot;
    return seenKeys[slot] === key ? seenTypes[slot]! : this.firstSeen(key, slot, start, at);
  }

  /** The token type of the word `[start, end)` of more than four characters (kept in no slot). */
  private longWord(start: number, end: number): number {
    this.wordSlot = -1;
    return wordType(this.codes, start, end);
  }

  /** The token type of the short word `[start, end)`, whose key is `key`, kept in its `slot` of the words seen. */
  private firstSeen(key: number, slot: number, start: number, end: number): number {
    const keywordAt = keywordSlot(key);
    const type = keywordKeys[keywordAt] === key ? keywordTypes[keywordAt]! : Identifier;
    seenKeys[slot] = key;
    seenTypes[slot] = type;
    seenNames[slot] = type === Identifier ? this.names.shortName(key, this.text, start, end) : '';
    return type;
  }

  /** The last word read (a name, never a keyword), as a name: upper-cased and shared. */
  private nameRead(): string {
    const slot = this.wordSlot;
    return slot >= 0 ? seenNames[slot]! : this.names.upper(this.text, this.codes, 0, this.wordStart, this.last);
  }
}
