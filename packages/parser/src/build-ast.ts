import {
  offerTypeSymbol,
  type AcceptEntry,
  type AcceptLine,
  type AmountTerm,
  type BuyLine,
  type Comment,
  type ConvoyOrder,
  type DividendLine,
  type ElectLine,
  type HoldOrder,
  type Line,
  type MoveOrder,
  type OfferLine,
  type OfferShorthand,
  type OfferType,
  type Order,
  type PhaseAction,
  type PhaseOrderLine,
  type Place,
  type Plateau,
  type Range,
  type SavingsLine,
  type SupportOrder,
  type UnitRef,
  type UnitType,
  type ValueLine,
} from './ast.js';
import * as nodes from './ast-nodes.js';
import type { Span } from './ast-nodes.js';
import { amountLimits } from './amount-limits.js';
import { LexedLine, lexLine, type LexedToken } from './lexer.js';
import { printable, type SyntaxMessage } from './syntax-messages.js';
import * as T from './tokens.js';

// The nodes' classes as this module's constants: an imported binding is read through a cell, checked
// at every use (a class so read is constructed only after its identity is checked).
const {
  AcceptLineNode,
  BlankLineNode,
  BuyLineNode,
  CommentLineNode,
  CommentNode,
  ConvoyNode,
  DividendLineNode,
  ElectLineNode,
  endOf,
  HoldNode,
  InvalidLineNode,
  MoveNode,
  OfferLineNode,
  PhaseOrderLineNode,
  PlaceNode,
  PowerEntryNode,
  RandomEntryNode,
  rangeOn,
  SavingsLineNode,
  startOf,
  SupportNode,
  TermNode,
  UnitNode,
  ValueLineNode,
  LineAnchor,
} = nodes;

/** A problem found while building a line's AST (the grammar alone cannot see it). */
export interface AstProblem extends SyntaxMessage {
  readonly range: Range;
  readonly replacements?: readonly string[];
}

/** What an `offer` reads after the amounts: the type's symbol, the unit and the orders. */
export interface OfferParts {
  readonly symbol: LexedToken;
  readonly unit: UnitRef;
  readonly orders: Order[];
}

/** What a `phaseSuffix` reads after the unit: the keyword, and where a retreat goes. */
export interface PhaseSuffix {
  readonly keyword: LexedToken;
  readonly to?: Place;
}

/** Each offer type by its symbol's character code. */
const offerTypeBySymbol: OfferType[] = [];
for (const [type, symbol] of Object.entries(offerTypeSymbol) as [OfferType, string][])
  offerTypeBySymbol[symbol.charCodeAt(0)] = type;

/**
 * Builds the typed AST of the line being parsed, called by the line reader (line-reader.ts) or the
 * grammar's actions (grammar.ts) as each rule completes. One builder serves every line
 * (`startLine` resets it). Nodes keep offsets and make their ranges when read (ast-nodes.ts);
 * place names are shared between lines, so that a parsed sheet holds as few objects as its AST
 * needs.
 */
export class LineAstBuilder {
  /** Problems that make the line unreadable (it becomes an `invalid` line). */
  problems: AstProblem[] = [];
  /** Numbers beyond `amountLimits`: errors, but the line still reads, with the limit in their place. */
  valueProblems: AstProblem[] = [];

  private text = '';
  /** The line's character codes: the code at offset `i` of `text` is `codes[i - base]` (read far faster than the text's). */
  private codes: Uint8Array | Uint16Array = new Uint8Array(0);
  private base = 0;
  private anchor = new LineAnchor(1, 0, 0, '');
  /** Where the line starts in `text`: nodes take their offsets from there (ast-nodes.ts). */
  private lineStart = 0;
  private contentStart = 0;
  private contentEnd = 0;
  private comment: Comment | undefined;
  /** Upper-cased names, shared between lines (the offer line scanner reads its words by them). */
  readonly names = new NameTable();
  /** An ACCEPT line's letters, lexed again. */
  private readonly letters = new LexedLine();

  /**
   * Prepares for the 0-based line `lineIndex`, which starts at `lineStart` in `text`, and at
   * `lineStart + shift` in its sheet (`shift` is not 0 when the line is read alone, `parseLine`).
   * The code of the line's character at offset `i` is `codes[i - base]` (as the lexer read it;
   * without them, the text's are read once here).
   */
  startLine(
    text: string,
    lineIndex: number,
    lineStart: number,
    shift = 0,
    codes: Uint8Array | Uint16Array = codesOf(text),
    base = 0,
  ): void {
    this.text = text;
    this.codes = codes;
    this.base = base;
    this.anchor = new LineAnchor(lineIndex + 1, lineStart, shift, text);
    this.lineStart = lineStart;
    this.comment = undefined;
    this.clearProblems();
  }

  /** Forgets the problems of a partial read of the line (parse.ts, before the grammar reads it again). */
  clearProblems(): void {
    if (this.problems.length > 0) this.problems = [];
    if (this.valueProblems.length > 0) this.valueProblems = [];
  }

  /** The line's content `[start, end)` (without its comment and the white space around) and comment. */
  setContent(start: number, end: number, comment: Comment | undefined): void {
    this.contentStart = start;
    this.contentEnd = end;
    this.comment = comment;
  }

  /** An offset in the text read, as an offset from the line's start (what nodes are made with). */
  private fromLineStart(offset: number): number {
    return offset - this.lineStart;
  }

  /** `[start, end)` of the text read, from the line's start. */
  private spanFromLineStart(start: number, end: number): Span {
    return { start: start - this.lineStart, end: end - this.lineStart };
  }

  /** A range of the current line, as plain data (for diagnostics). */
  range(start: number, end: number): Range {
    return rangeOn(this.anchor, start, end);
  }

  tokenRange(token: { readonly startOffset: number; readonly end: number }): Range {
    return this.range(token.startOffset, token.end);
  }

  /** Rule 3.5: the comment from `%` at `start` to the end of the line. */
  commentAt(start: number, end: number): Comment {
    const lineStart = this.lineStart;
    return new CommentNode(this.anchor, start - lineStart, end - lineStart, this.text.slice(start + 1, end));
  }

  // Lines ------------------------------------------------------------------------------------

  blankLine(): Line {
    const comment = this.comment;
    const start = this.contentStart - this.lineStart;
    return comment ? new CommentLineNode(this.anchor, start, comment) : new BlankLineNode(this.anchor, start);
  }

  /** A line that could not be read, kept as written (without its comment). */
  invalidLine(): Line {
    const text = this.text.slice(this.contentStart, this.contentEnd);
    return new InvalidLineNode(
      this.anchor,
      this.fromLineStart(this.contentStart),
      this.fromLineStart(this.contentEnd),
      this.comment,
      text,
    );
  }

  /**
   * Rule 4.1: `ACCEPT` and power letters, the tokens of `[start, end)` (read again here: lists are
   * short, and the grammar and the line reader then give the same one thing).
   */
  acceptLine(start: number, end: number): AcceptLine {
    const { types, starts, ends, count } = this.lexAgain(start, end);
    let names = false;
    for (let i = 0; i < count; i++) if (this.isPowerName(starts[i]!, ends[i]!)) names = true;
    if (names) {
      // `ACCEPT France England?`: names where the rules want letters (Rule 4.1). Which words are
      // powers is the game's to know; their first letters are the likely fix.
      const text = this.text;
      let fix = '';
      for (let i = 0; i < count; i++)
        fix += this.isPowerName(starts[i]!, ends[i]!) ? text[starts[i]!]! : text.slice(starts[i], ends[i]);
      fix = fix.toUpperCase();
      this.problems.push({
        code: 'payola/syntax-accept',
        message: `write the powers' letters, not their names: \`ACCEPT ${printable(fix)}\``,
        range: this.range(start, end),
        replacements: [fix],
      });
    }
    // One entry for `?`, one for each character of a name: made at its size by the Array
    // constructor (see ast-nodes.ts on pretenuring).
    let size = 0;
    for (let i = 0; i < count; i++) size += types[i] === question ? 1 : ends[i]! - starts[i]!;
    const entries = new Array<AcceptEntry>(size);
    let at = 0;
    for (let i = 0; i < count; i++) {
      if (types[i] === question) {
        entries[at++] = new RandomEntryNode(this.anchor, this.fromLineStart(starts[i]!), this.fromLineStart(ends[i]!));
        continue;
      }
      // `ACCEPT FRITAGE` lexes as one name: each character is one power letter.
      const upper = this.upper(starts[i]!, ends[i]!);
      const start = this.fromLineStart(starts[i]!);
      for (let c = 0; c < upper.length; c++) entries[at++] = new PowerEntryNode(this.anchor, start + c, upper[c]!);
    }
    return new AcceptLineNode(
      this.anchor,
      this.fromLineStart(this.contentStart),
      this.fromLineStart(this.contentEnd),
      this.comment,
      entries,
    );
  }

  /** Rule 3.4: `N $`, which shares its start with an offer. */
  savingsLine(terms: readonly AmountTerm[]): SavingsLine {
    const first = terms[0]!;
    if (terms.length > 1 || first.repetition !== undefined || first.plateau !== 'none') {
      this.problems.push({
        code: 'payola/syntax-savings',
        message: 'a savings request is a plain amount followed by `$` (no `*`, `#` or `+`)',
        range: this.range(startOf(first), endOf(terms[terms.length - 1]!)),
      });
    }
    return new SavingsLineNode(
      this.anchor,
      this.fromLineStart(this.contentStart),
      this.fromLineStart(this.contentEnd),
      this.comment,
      first,
    );
  }

  /**
   * Rule 3.1: an offer line, its type's symbol at `symbolAt`. Without one (`A PAR - BUR`, -1), the
   * offer is direct; a shorthand
   * line's one term is the 0 AgP that was not written.
   */
  offerLine(
    terms: AmountTerm[],
    symbolAt: number,
    unit: UnitRef,
    orders: Order[],
    shorthand?: OfferShorthand,
  ): OfferLine {
    return new OfferLineNode(
      this.anchor,
      this.fromLineStart(this.contentStart),
      this.fromLineStart(this.contentEnd),
      this.comment,
      terms,
      symbolAt >= 0 ? offerTypeBySymbol[this.codes[symbolAt - this.base]!]! : 'direct',
      unit,
      orders,
      shorthand,
    );
  }

  /** The 0 AgP term a shorthand line stands for; written nowhere, so its ranges are empty. */
  zeroTerm(): AmountTerm {
    const at = this.fromLineStart(this.contentStart);
    return new TermNode(this.anchor, at, at, undefined, 0, 'none');
  }

  /**
   * Rule 1.5: a retreat, disband, build or waive, from its keyword (its token type index, start
   * and end), unit and destination.
   */
  phaseOrderLine(
    keyword: number,
    keywordStart: number,
    keywordEnd: number,
    unit?: UnitRef,
    to?: Place,
  ): PhaseOrderLine {
    const action = phaseActionOf(keyword);
    if (unit && action === 'build' && unit.type === undefined) {
      this.problems.push({
        code: 'payola/syntax-build',
        message: `a build names the unit's type: \`BUILD A ${unit.place.name}\` or \`BUILD F ${unit.place.name}\``,
        range: this.range(startOf(unit), endOf(unit)),
      });
    }
    return new PhaseOrderLineNode(
      this.anchor,
      this.fromLineStart(this.contentStart),
      this.fromLineStart(this.contentEnd),
      this.comment,
      action,
      this.fromLineStart(keywordStart),
      this.fromLineStart(keywordEnd),
      unit,
      to,
    );
  }

  // Exchange Payola (Rule 6.8): the winter's stock-market lines (ruling E4). The keyword starts
  // the line; numbers are read like amounts (whole numbers are the engine's to require).

  /** `BUY 3 FRANCE` (ruling E8): the keyword ends at `keywordEnd`, then the shares and the company. */
  buyLine(
    keywordEnd: number,
    sharesStart: number,
    sharesEnd: number,
    companyStart: number,
    companyEnd: number,
  ): BuyLine {
    const count = this.number(sharesStart, sharesEnd, 'shares');
    return new BuyLineNode(
      this.anchor,
      this.fromLineStart(this.contentStart),
      this.fromLineStart(this.contentEnd),
      this.comment,
      this.fromLineStart(keywordEnd),
      count,
      this.spanFromLineStart(sharesStart, sharesEnd),
      this.upper(companyStart, companyEnd),
      this.spanFromLineStart(companyStart, companyEnd),
    );
  }

  /** `ELECT FRANCE:ALICE` (ruling E10): the keyword ends at `keywordEnd`, then the company and the candidate. */
  electLine(
    keywordEnd: number,
    companyStart: number,
    companyEnd: number,
    candidateStart: number,
    candidateEnd: number,
  ): ElectLine {
    return new ElectLineNode(
      this.anchor,
      this.fromLineStart(this.contentStart),
      this.fromLineStart(this.contentEnd),
      this.comment,
      this.fromLineStart(keywordEnd),
      this.upper(companyStart, companyEnd),
      this.spanFromLineStart(companyStart, companyEnd),
      this.upper(candidateStart, candidateEnd),
      this.spanFromLineStart(candidateStart, candidateEnd),
    );
  }

  /** `VALUE PAR 12` (ruling E5): the centre is a place without a coast. */
  valueLine(
    keywordEnd: number,
    centreStart: number,
    centreEnd: number,
    worthStart: number,
    worthEnd: number,
  ): ValueLine {
    const value = this.number(worthStart, worthEnd, 'worth');
    return new ValueLineNode(
      this.anchor,
      this.fromLineStart(this.contentStart),
      this.fromLineStart(this.contentEnd),
      this.comment,
      this.fromLineStart(keywordEnd),
      this.place(centreStart, centreEnd, -1, -1, centreEnd),
      value,
      this.spanFromLineStart(worthStart, worthEnd),
    );
  }

  /** `DIVIDEND 2` (ruling E9). */
  dividendLine(keywordEnd: number, amountStart: number, amountEnd: number): DividendLine {
    const value = this.number(amountStart, amountEnd, 'dividend');
    return new DividendLineNode(
      this.anchor,
      this.fromLineStart(this.contentStart),
      this.fromLineStart(this.contentEnd),
      this.comment,
      this.fromLineStart(keywordEnd),
      value,
      this.spanFromLineStart(amountStart, amountEnd),
    );
  }

  // Parts of lines ---------------------------------------------------------------------------

  /**
   * Rule 3.1 items 1–3: `[count*] amount [#[plateau]]`, from where each part starts and ends (-1
   * for a part not written; `hashEnd` just after `#`).
   */
  amountTerm(
    countStart: number,
    countEnd: number,
    amountStart: number,
    amountEnd: number,
    hashEnd: number,
    plateauStart: number,
    plateauEnd: number,
  ): AmountTerm {
    const count = countStart >= 0 ? this.number(countStart, countEnd, 'repetition') : undefined;
    const value = this.number(amountStart, amountEnd, 'amount');
    const plateau: Plateau =
      plateauStart >= 0 ? this.number(plateauStart, plateauEnd, 'plateau') : hashEnd >= 0 ? 'same-as-amount' : 'none';
    const start = countStart >= 0 ? countStart : amountStart;
    const end = plateauStart >= 0 ? plateauEnd : hashEnd >= 0 ? hashEnd : amountEnd;
    return new TermNode(this.anchor, this.fromLineStart(start), this.fromLineStart(end), count, value, plateau);
  }

  /** `[A|F] place` spanning `[start, end)`, `typed` when it starts with its type. */
  unit(start: number, typed: boolean, place: Place, end: number): UnitRef {
    const letter: UnitType | undefined = !typed ? undefined : (this.codes[start - this.base]! & ~32) === 70 ? 'F' : 'A';
    return new UnitNode(this.anchor, this.fromLineStart(start), this.fromLineStart(end), letter, place);
  }

  /** `NAME [/COAST | (COAST)]`, ending at `end` (after the coast, or its `)`); `coastStart` -1 for none. */
  place(nameStart: number, nameEnd: number, coastStart: number, coastEnd: number, end: number): Place {
    // The key made once: a short name is looked up by it, and the place keeps it.
    const key = nameKey(this.codes, this.base, nameStart, nameEnd);
    const upper = key !== 0 ? this.names.shortName(key, this.text, nameStart, nameEnd) : this.upper(nameStart, nameEnd);
    const written = coastStart >= 0 ? this.upper(coastStart, coastEnd) : undefined;
    return new PlaceNode(this.anchor, this.fromLineStart(nameStart), this.fromLineStart(end), upper, key, written);
  }

  hold(start: number, end: number): HoldOrder {
    return new HoldNode(this.anchor, this.fromLineStart(start), this.fromLineStart(end));
  }

  /** `- DEST` or a convoy route `- SEA - SEA - DEST`, spanning `[start, end)` from its first dash. */
  move(start: number, to: Place, end: number, via: readonly Place[] = noPlaces): MoveOrder {
    // Most moves go straight: they share one empty list of seas (the AST is read-only).
    return new MoveNode(this.anchor, this.fromLineStart(start), this.fromLineStart(end), to, via);
  }

  support(start: number, unit: UnitRef, to: Place | undefined, end: number): SupportOrder {
    return new SupportNode(this.anchor, this.fromLineStart(start), this.fromLineStart(end), unit, to);
  }

  convoy(start: number, unit: UnitRef, to: Place, end: number): ConvoyOrder {
    return new ConvoyNode(this.anchor, this.fromLineStart(start), this.fromLineStart(end), unit, to);
  }

  // Helpers ----------------------------------------------------------------------------------

  /**
   * A number of the sheet, within `amountLimits`: a larger one is reported and read as the limit,
   * so the rest of the line still reads (and is checked) while no value ever leaves the range
   * where arithmetic is exact.
   */
  private number(start: number, end: number, what: NumberRole): number {
    if (end - start > 3) return this.checkedNumber(start, end, what);
    // Up to three digits: below every limit (most numbers of a sheet).
    const codes = this.codes;
    const base = this.base;
    let value = 0;
    for (let i = start; i < end; i++) {
      const digit = codes[i - base]! - 48;
      if (digit < 0 || digit > 9) return this.checkedNumber(start, end, what);
      value = value * 10 + digit;
    }
    return value;
  }

  /** The tokens of `text[start, end)`, lexed again (from the line's codes, when they are the text's bytes). */
  private lexAgain(start: number, end: number): LexedLine {
    const codes = this.codes;
    return this.base === 0 && codes instanceof Uint8Array
      ? lexLine(this.text, start, end, this.letters, codes)
      : lexLine(this.text, start, end, this.letters);
  }

  /**
   * Whether the word `text[start, end)` is capitalised and of four letters or more (`France`,
   * `Italy`): a power's name, where a list wants its letter. Letters run together are upper case
   * (`FRITAGE`) or all lower case.
   */
  private isPowerName(start: number, end: number): boolean {
    if (end - start < 4 || !isUpper(this.codes[start - this.base]!)) return false;
    for (let i = start + 1 - this.base; i < end - this.base; i++) if (!isLower(this.codes[i]!)) return false;
    return true;
  }

  /** The name `text[start, end)` in upper case, shared. */
  private upper(start: number, end: number): string {
    return this.names.upper(this.text, this.codes, this.base, start, end);
  }

  private checkedNumber(start: number, end: number, what: NumberRole): number {
    const text = this.text;
    // Digits alone, up to 15 of them, are read here (exact); longer numbers and decimals by Number.
    let whole = end - start <= 15;
    let value = 0;
    for (let i = start; whole && i < end; i++) {
      const digit = text.charCodeAt(i) - 48;
      if (digit < 0 || digit > 9) whole = false;
      else value = value * 10 + digit;
    }
    if (!whole) value = Number(text.slice(start, end));
    const max = what === 'repetition' ? amountLimits.maxRepetition : amountLimits.maxAmount;
    const code = what === 'repetition' ? 'payola/syntax-repetition' : 'payola/syntax-amount';
    if (value > max) {
      const limit = what === 'repetition' || what === 'shares' ? grouped(max) : `${grouped(max)} silver pieces`;
      this.valueProblems.push({
        code,
        message: `\`${printable(text.slice(start, end))}\` is too large: ${articled[what]} is at most ${limit}`,
        range: this.range(start, end),
      });
      return max;
    }
    if (whole) return value;
    let point = start;
    while (point < end && text.charCodeAt(point) !== 46) point++;
    if (end - point - 1 > amountLimits.maxDecimals) {
      this.valueProblems.push({
        code,
        message: `\`${printable(text.slice(start, end))}\` has too many decimals: ${articled[what]} has at most ${amountLimits.maxDecimals}`,
        range: this.range(start, end),
      });
    }
    return value;
  }
}

/** The seas of a move that goes straight: one empty list, shared (the AST is read-only). */
export const noPlaces: readonly Place[] = Object.freeze([]);

/** The character codes of `text`, by offset. */
function codesOf(text: string): Uint16Array {
  const codes = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) codes[i] = text.charCodeAt(i);
  return codes;
}

/**
 * Upper-cased names, shared: a sheet names the same few provinces on every line, so each
 * spelling of a short name is one string. Bounded, so hostile sheets cannot grow it for ever.
 */
export class NameTable {
  private readonly byKey = new Map<number, string>();
  // Before the map, a cache of the names of up to four characters (LON, PAR, NC: most of them) by
  // their key, one per slot: a hit costs no hashing of the map's kind.
  private readonly cachedKeys = new Int32Array(1024);
  private readonly cachedNames: string[] = new Array<string>(1024).fill('');

  /** `text[start, end)` in upper case; the code at offset `i` of `text` is `codes[i - base]`. */
  upper(text: string, codes: Uint8Array | Uint16Array, base: number, start: number, end: number): string {
    const length = end - start;
    if (length > 4) return this.long(text, codes, base, start, end);
    return this.shortName(nameKey(codes, base, start, end), text, start, end);
  }

  /** The name `text[start, end)` of up to four characters, whose key is `key` (`nameKey`), in upper case. */
  shortName(key: number, text: string, start: number, end: number): string {
    const slot = Math.imul(key, 0x9e3779b1) >>> 22;
    if (this.cachedKeys[slot] === key) return this.cachedNames[slot]!;
    const name = this.shared(text, start, end, key);
    this.cachedKeys[slot] = key;
    this.cachedNames[slot] = name;
    return name;
  }

  /** A name of five characters or more: by the map, up to eight (within 2^53), else made again. */
  private long(text: string, codes: Uint8Array | Uint16Array, base: number, start: number, end: number): string {
    const length = end - start;
    if (length > 8) return text.slice(start, end).toUpperCase();
    let key = 0;
    for (let i = start - base; i < end - base; i++) key = key * 64 + nameCodes[codes[i]!]!;
    // Above every key of a short name (those are below 2^27).
    return this.shared(text, start, end, 2 ** 27 + key * 16 + length);
  }

  private shared(text: string, start: number, end: number, key: number): string {
    let name = this.byKey.get(key);
    if (name === undefined) {
      if (this.byKey.size >= 4096) this.byKey.clear();
      name = text.slice(start, end).toUpperCase();
      this.byKey.set(key, name);
    }
    return name;
  }
}

/**
 * The key of the name `[start, end)` of the text whose code at offset `i` is `codes[i - base]`, by
 * which `NameTable` finds a short name and a place keeps it (`Place[placeNameKey]`); 0 for a longer
 * name. Name characters are [A-Za-z0-9_] (numbers, in ACCEPT lists, also `.`): 6 bits each, case
 * folded, after 3 bits of length, so never 0 for a name of one character or more.
 */
export function nameKey(codes: Uint8Array | Uint16Array, base: number, start: number, end: number): number {
  const length = end - start;
  if (length > 4) return 0;
  let key = length;
  for (let i = start - base; i < end - base; i++) key = (key << 6) | nameCodes[codes[i]!]!;
  return key;
}

/** Each character of a name (or of a number, in ACCEPT lists) as 6 bits, case folded (never 0). */
export const nameCodes = new Uint8Array(128);
for (let code = 0; code < 128; code++) {
  if (code >= 65 && code <= 90) nameCodes[code] = code - 64;
  else if (code >= 97 && code <= 122) nameCodes[code] = code - 96;
  else if (code >= 48 && code <= 57) nameCodes[code] = code - 21;
  else if (code === 95) nameCodes[code] = 37;
  else if (code === 46) nameCodes[code] = 38;
}

function isUpper(code: number): boolean {
  return code >= 65 && code <= 90;
}

function isLower(code: number): boolean {
  return code >= 97 && code <= 122;
}

/** What a number of a line is, for the words of its bounds' messages. */
type NumberRole = 'amount' | 'plateau' | 'repetition' | 'shares' | 'worth' | 'dividend';

const articled: Readonly<Record<NumberRole, string>> = {
  amount: 'an amount',
  plateau: 'a plateau',
  repetition: 'a repetition count',
  shares: 'a number of shares',
  worth: "a centre's worth",
  dividend: 'a dividend',
};

/** `1,000,000,000`: digits grouped as players read them. */
function grouped(value: number): string {
  return value.toLocaleString('en-US');
}

/** The action of a phase order's keyword, by its token type index. */
function phaseActionOf(type: number): PhaseAction {
  if (type === T.Retreat.tokenTypeIdx) return 'retreat';
  if (type === T.Build.tokenTypeIdx) return 'build';
  if (type === T.Waive.tokenTypeIdx) return 'waive';
  return 'disband';
}

const question = T.Question.tokenTypeIdx!;
