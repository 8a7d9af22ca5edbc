// The AST's nodes (ast.ts) as the parser builds them. A node keeps the offsets of what it spans
// and makes its ranges when they are read: most ranges of a sheet are never read (only those of
// diagnostics, hovers and fixes are), and making every one as the line is read cost two thirds of
// parsing. Ranges are getters on the nodes' prototypes, so a node copied with `{ ...node }` has
// no ranges: to place a line elsewhere, parse it there (`parseLine`).
import type {
  AcceptEntry,
  AcceptLine,
  AmountTerm,
  BlankLine,
  BuyLine,
  DividendLine,
  ElectLine,
  Comment,
  CommentLine,
  ConvoyOrder,
  HoldOrder,
  InvalidLine,
  Line,
  MoveOrder,
  OfferLine,
  OfferShorthand,
  OfferType,
  Order,
  PhaseAction,
  PhaseOrderLine,
  Place,
  Plateau,
  Position,
  Range,
  SavingsLine,
  Sheet,
  SupportOrder,
  UnitRef,
  UnitType,
  ValueLine,
} from './ast.js';
import { placeNameKey as importedPlaceNameKey } from './ast.js';
import { LexedLine, lexLine } from './lexer.js';
import * as T from './tokens.js';

// What a node keeps to make its ranges: its line's anchor and offsets, under symbols, so that they
// are not among the node's fields (`JSON.stringify`, `Object.entries`, `for … in`). Not private
// fields (`#start`): V8 runs a function to define those in every node made, which, with the
// garbage collector's copying of the larger nodes, cost about half of parsing (issue 8 item 16).
const $amount = Symbol('amount');
const $anchor = Symbol('anchor');
const $candidate = Symbol('candidate');
const $company = Symbol('company');
const $end = Symbol('end');
const $keywordEnd = Symbol('keywordEnd');
const $keywordStart = Symbol('keywordStart');
const $shares = Symbol('shares');
const $start = Symbol('start');
const $worth = Symbol('worth');
/** `Place[placeNameKey]`, as this module's constant (an imported binding is checked at every read). */
const $nameKey: typeof importedPlaceNameKey = importedPlaceNameKey;

/**
 * Where a line stands: its 1-based number, where it starts in the text it was read from, and how
 * far that text's offsets are from the sheet's (`shift`: 0 unless the line was read alone,
 * `parseLine`). Nodes keep their offsets from the line's start, so that a line read alone and the
 * same line read in its sheet are equal, field for field. Its fields are private: an anchor has
 * none that `toEqual` or `JSON.stringify` would see (there is one per line, not per node).
 */
export class LineAnchor {
  readonly #line: number;
  readonly #start: number;
  readonly #shift: number;
  readonly #text: string;

  constructor(line: number, start: number, shift: number, text: string) {
    this.#line = line;
    this.#start = start;
    this.#shift = shift;
    this.#text = text;
  }

  get line(): number {
    return this.#line;
  }

  /** Where the line starts in the text read. */
  get start(): number {
    return this.#start;
  }

  get shift(): number {
    return this.#shift;
  }

  /** The text read (the sheet, or the line alone): offsets are in it. */
  get text(): string {
    return this.#text;
  }
}

const relexed = new LexedLine();

// Everything a parse returns is made by a class or by the Array constructor, never by an object or
// array literal (`{ … }`, `[a, b]`): V8 makes in the old generation the objects of a literal whose
// objects have mostly lived long (allocation-site pretenuring). Once a caller had kept many ASTs
// (an editor's open documents, a batch of sheets), every later list and sheet would be made old,
// and each would keep the young nodes it holds alive through the next collections: parsing was
// four times slower after that. Objects of classes and of the Array constructor are never
// pretenured.

// Lists of one item and of two are made by functions of their own: each is small enough for the
// compiler to inline wherever it is called (most lists of a sheet have one item), where one
// function for both was called.

/** A list of the AST of one item, made at its size (see above). */
export const listOfOne = <T>(item: T): T[] => {
  const list = new Array<T>(1);
  list[0] = item;
  return list;
};

/** A list of the AST of two items, made at its size (see above). */
export const listOfTwo = <T>(first: T, second: T): T[] => {
  const list = new Array<T>(2);
  list[0] = first;
  list[1] = second;
  return list;
};

/**
 * `list` (none yet: undefined) with `item` added at its end: a list of one or two made at its size,
 * as `listOfOne` and `listOfTwo` make them, a longer one grown.
 */
export const withNext = <T>(list: T[] | undefined, item: T): T[] => {
  if (list === undefined) return listOfOne(item);
  if (list.length === 1) return listOfTwo(list[0]!, item);
  list.push(item);
  return list;
};

/** A position, made by a class (see above). */
export class SourcePosition implements Position {
  declare readonly line: number;
  declare readonly column: number;
  declare readonly offset: number;

  constructor(line: number, column: number, offset: number) {
    this.line = line;
    this.column = column;
    this.offset = offset;
  }
}

/** The whole sheet, from its first character to its end. */
export class SheetNode implements Sheet {
  declare readonly kind: 'sheet';
  declare readonly lines: readonly Line[];
  declare readonly range: Range;

  constructor(lines: readonly Line[], end: SourcePosition) {
    this.kind = 'sheet';
    this.lines = lines;
    this.range = new SheetRange(end);
  }
}

class SheetRange implements Range {
  declare readonly start: Position;
  declare readonly end: Position;

  constructor(end: SourcePosition) {
    this.start = new SourcePosition(1, 1, 0);
    this.end = end;
  }
}

export function positionOn(anchor: LineAnchor, offset: number): Position {
  return { line: anchor.line, column: offset - anchor.start + 1, offset: offset + anchor.shift };
}

/** The range `[start, end)` of a line, as plain data. */
export function rangeOn(anchor: LineAnchor, start: number, end: number): Range {
  return { start: positionOn(anchor, start), end: positionOn(anchor, end) };
}

/**
 * A node spanning `[start, end)` of its line; its `range` is made at each reading. The nodes'
 * constructors take their offsets from the line's start (`LineAnchor`), as they keep them: the
 * parser knows where its line starts, and a node then reads no anchor to be made. Each node's own
 * constructor sets where it stands, not a shared function: there the stores would see every kind
 * of node and go the slow, megamorphic way, which cost a third of parsing. The nodes' classes
 * share no base class either: a derived class's constructor calls its base's (`super()`), which V8
 * did not inline (4% of parsing); `range` is put on each class's prototype (`spanningNodes`).
 */
interface Spanning {
  [$anchor]: LineAnchor;
  [$start]: number;
  [$end]: number;
}

/** Another range on the node's line, by offsets in the text read (made at each reading: read rarely). */
function span(node: Spanning, start: number, end: number): Range {
  return rangeOn(node[$anchor], start, end);
}

/** A range on the node's line, by offsets from the line's start. */
function spanFromLineStart(node: Spanning, start: number, end: number): Range {
  const lineStart = node[$anchor].start;
  return rangeOn(node[$anchor], lineStart + start, lineStart + end);
}

/**
 * The node's tokens, lexed again from its text (into tokens shared by every node: read them before
 * asking another node). Where a part of a node starts and ends is found this way when a range is
 * asked for, not kept in every node: most parts' ranges are never read.
 */
function tokensOf(node: Spanning): LexedLine {
  const anchor = node[$anchor];
  return lexLine(anchor.text, anchor.start + node[$start], anchor.start + node[$end], relexed);
}

/** The empty range at the start of the node. */
function emptyAtStart(node: Spanning): Range {
  return spanFromLineStart(node, node[$start], node[$start]);
}

/** Where a node made by the parser starts in the text read, without making its range. */
export const startOf = (node: object): number => (node as Spanning)[$anchor].start + (node as Spanning)[$start];
/** Just after a node made by the parser, in the text read. */
export const endOf = (node: object): number => (node as Spanning)[$anchor].start + (node as Spanning)[$end];

// Parts of lines ---------------------------------------------------------------------------

export class TermNode implements AmountTerm {
  declare readonly range: Range;
  declare [$anchor]: LineAnchor;
  declare [$start]: number;
  declare [$end]: number;
  declare readonly repetition?: number;
  declare readonly amount: number;
  declare readonly plateau: Plateau;

  /** `[count*] amount [#[plateau]]` spanning `[start, end)`. */
  constructor(
    anchor: LineAnchor,
    start: number,
    end: number,
    repetition: number | undefined,
    amount: number,
    plateau: Plateau,
  ) {
    this[$anchor] = anchor;
    this[$start] = start;
    this[$end] = end;
    if (repetition !== undefined) this.repetition = repetition;
    this.amount = amount;
    this.plateau = plateau;
  }

  get amountRange(): Range {
    // A lone amount is the whole term: one range, as when ranges were made eagerly.
    if (this.repetition === undefined && this.plateau === 'none') return this.range;
    // `count * amount`: the amount is the third token.
    const amount = this.repetition === undefined ? 0 : 2;
    const { starts, ends } = tokensOf(this);
    return span(this, starts[amount]!, ends[amount]!);
  }

  get repetitionRange(): Range | undefined {
    return this.repetition === undefined ? undefined : span(this, startOf(this), tokensOf(this).ends[0]!);
  }

  get plateauRange(): Range | undefined {
    if (this.plateau === 'none') return undefined;
    const { types, starts, count } = tokensOf(this);
    let hash = 0;
    while (hash < count - 1 && types[hash] !== T.Hash.tokenTypeIdx) hash++;
    return span(this, starts[hash]!, endOf(this));
  }
}

export class PlaceNode implements Place {
  declare readonly range: Range;
  declare [$anchor]: LineAnchor;
  declare [$start]: number;
  declare [$end]: number;
  declare readonly name: string;
  declare readonly [$nameKey]: number;
  declare readonly coast?: string;

  /** `name`, whose key is `key` (`Place[placeNameKey]`), and its `coast` if written. */
  constructor(anchor: LineAnchor, start: number, end: number, name: string, key: number, coast?: string) {
    this[$anchor] = anchor;
    this[$start] = start;
    this[$end] = end;
    this.name = name;
    this[$nameKey] = key;
    if (coast !== undefined) this.coast = coast;
  }

  get nameRange(): Range {
    return this.coast === undefined ? this.range : span(this, startOf(this), tokensOf(this).ends[0]!);
  }
}

export class UnitNode implements UnitRef {
  declare readonly range: Range;
  declare [$anchor]: LineAnchor;
  declare [$start]: number;
  declare [$end]: number;
  declare readonly type?: UnitType;
  declare readonly place: Place;

  constructor(anchor: LineAnchor, start: number, end: number, type: UnitType | undefined, place: Place) {
    this[$anchor] = anchor;
    this[$start] = start;
    this[$end] = end;
    if (type !== undefined) this.type = type;
    this.place = place;
  }
}

export class HoldNode implements HoldOrder {
  declare readonly range: Range;
  declare [$anchor]: LineAnchor;
  declare [$start]: number;
  declare [$end]: number;
  declare readonly kind: 'hold';

  constructor(anchor: LineAnchor, start: number, end: number) {
    this[$anchor] = anchor;
    this[$start] = start;
    this[$end] = end;
    this.kind = 'hold';
  }
}

export class MoveNode implements MoveOrder {
  declare readonly range: Range;
  declare [$anchor]: LineAnchor;
  declare [$start]: number;
  declare [$end]: number;
  declare readonly kind: 'move';
  declare readonly to: Place;
  declare readonly via: readonly Place[];

  constructor(anchor: LineAnchor, start: number, end: number, to: Place, via: readonly Place[]) {
    this[$anchor] = anchor;
    this[$start] = start;
    this[$end] = end;
    this.kind = 'move';
    this.to = to;
    this.via = via;
  }
}

export class SupportNode implements SupportOrder {
  declare readonly range: Range;
  declare [$anchor]: LineAnchor;
  declare [$start]: number;
  declare [$end]: number;
  declare readonly kind: 'support';
  declare readonly unit: UnitRef;
  declare readonly to?: Place;

  /**
   * `to` is set even when undefined (a support to hold): supports of one shape make the orders of
   * four shapes, not five, so that a read of an order's `kind` stays a fast, polymorphic one (at
   * five, V8 reads it the slow, generic way).
   */
  constructor(anchor: LineAnchor, start: number, end: number, unit: UnitRef, to: Place | undefined) {
    this[$anchor] = anchor;
    this[$start] = start;
    this[$end] = end;
    this.kind = 'support';
    this.unit = unit;
    this.to = to;
  }
}

export class ConvoyNode implements ConvoyOrder {
  declare readonly range: Range;
  declare [$anchor]: LineAnchor;
  declare [$start]: number;
  declare [$end]: number;
  declare readonly kind: 'convoy';
  declare readonly unit: UnitRef;
  declare readonly to: Place;

  constructor(anchor: LineAnchor, start: number, end: number, unit: UnitRef, to: Place) {
    this[$anchor] = anchor;
    this[$start] = start;
    this[$end] = end;
    this.kind = 'convoy';
    this.unit = unit;
    this.to = to;
  }
}

export class CommentNode implements Comment {
  declare readonly range: Range;
  declare [$anchor]: LineAnchor;
  declare [$start]: number;
  declare [$end]: number;
  declare readonly text: string;

  constructor(anchor: LineAnchor, start: number, end: number, text: string) {
    this[$anchor] = anchor;
    this[$start] = start;
    this[$end] = end;
    this.text = text;
  }
}

export class PowerEntryNode {
  declare readonly range: Range;
  declare [$anchor]: LineAnchor;
  declare [$start]: number;
  declare [$end]: number;
  declare readonly kind: 'power';
  declare readonly letter: string;

  constructor(anchor: LineAnchor, start: number, letter: string) {
    this[$anchor] = anchor;
    this[$start] = start;
    this[$end] = start + 1;
    this.kind = 'power';
    this.letter = letter;
  }
}

export class RandomEntryNode {
  declare readonly range: Range;
  declare [$anchor]: LineAnchor;
  declare [$start]: number;
  declare [$end]: number;
  declare readonly kind: 'random';

  constructor(anchor: LineAnchor, start: number, end: number) {
    this[$anchor] = anchor;
    this[$start] = start;
    this[$end] = end;
    this.kind = 'random';
  }
}

// Lines: `range` is the content, without the comment and the white space around it. -------

export class OfferLineNode implements OfferLine {
  declare readonly range: Range;
  declare [$anchor]: LineAnchor;
  declare [$start]: number;
  declare [$end]: number;
  declare readonly kind: 'offer';
  declare readonly line: number;
  declare readonly terms: readonly AmountTerm[];
  declare readonly offerType: OfferType;
  declare readonly unit: UnitRef;
  declare readonly orders: readonly Order[];
  declare readonly shorthand?: OfferShorthand;
  declare readonly comment?: Comment;

  constructor(
    anchor: LineAnchor,
    start: number,
    end: number,
    comment: Comment | undefined,
    terms: readonly AmountTerm[],
    offerType: OfferType,
    unit: UnitRef,
    orders: readonly Order[],
    shorthand: OfferShorthand | undefined,
  ) {
    this[$anchor] = anchor;
    this[$start] = start;
    this[$end] = end;
    this.kind = 'offer';
    this.line = anchor.line;
    this.terms = terms;
    this.offerType = offerType;
    this.unit = unit;
    this.orders = orders;
    if (shorthand !== undefined) this.shorthand = shorthand;
    if (comment !== undefined) this.comment = comment;
  }

  get offerTypeRange(): Range {
    // Left out in the shorthand `A PAR - BUR`; else the first offer type symbol of the line.
    if (this.shorthand === 'amount-and-type') return emptyAtStart(this);
    const { types, starts, ends, count } = tokensOf(this);
    let symbol = 0;
    while (symbol < count - 1 && !T.offerTypeTokens.some((type) => type.tokenTypeIdx === types[symbol])) symbol++;
    return span(this, starts[symbol]!, ends[symbol]!);
  }
}

export class SavingsLineNode implements SavingsLine {
  declare readonly range: Range;
  declare [$anchor]: LineAnchor;
  declare [$start]: number;
  declare [$end]: number;
  declare readonly kind: 'savings';
  declare readonly line: number;
  declare readonly amount: number;
  declare readonly comment?: Comment;
  declare readonly [$amount]: AmountTerm;

  constructor(anchor: LineAnchor, start: number, end: number, comment: Comment | undefined, amount: AmountTerm) {
    this[$anchor] = anchor;
    this[$start] = start;
    this[$end] = end;
    this.kind = 'savings';
    this.line = anchor.line;
    this.amount = amount.amount;
    if (comment !== undefined) this.comment = comment;
    this[$amount] = amount;
  }

  get amountRange(): Range {
    return this[$amount].amountRange;
  }
}

export class AcceptLineNode implements AcceptLine {
  declare readonly range: Range;
  declare [$anchor]: LineAnchor;
  declare [$start]: number;
  declare [$end]: number;
  declare readonly kind: 'accept';
  declare readonly line: number;
  declare readonly entries: readonly AcceptEntry[];
  declare readonly comment?: Comment;

  constructor(
    anchor: LineAnchor,
    start: number,
    end: number,
    comment: Comment | undefined,
    entries: readonly AcceptEntry[],
  ) {
    this[$anchor] = anchor;
    this[$start] = start;
    this[$end] = end;
    this.kind = 'accept';
    this.line = anchor.line;
    this.entries = entries;
    if (comment !== undefined) this.comment = comment;
  }
}

export class PhaseOrderLineNode implements PhaseOrderLine {
  declare readonly range: Range;
  declare [$anchor]: LineAnchor;
  declare [$start]: number;
  declare [$end]: number;
  declare readonly kind: 'phase-order';
  declare readonly line: number;
  declare readonly action: PhaseAction;
  declare readonly unit?: UnitRef;
  declare readonly to?: Place;
  declare readonly comment?: Comment;
  declare readonly [$keywordStart]: number;
  declare readonly [$keywordEnd]: number;

  constructor(
    anchor: LineAnchor,
    start: number,
    end: number,
    comment: Comment | undefined,
    action: PhaseAction,
    keywordStart: number,
    keywordEnd: number,
    unit: UnitRef | undefined,
    to: Place | undefined,
  ) {
    this[$anchor] = anchor;
    this[$start] = start;
    this[$end] = end;
    this.kind = 'phase-order';
    this.line = anchor.line;
    this.action = action;
    if (unit !== undefined) this.unit = unit;
    if (to !== undefined) this.to = to;
    if (comment !== undefined) this.comment = comment;
    this[$keywordStart] = keywordStart;
    this[$keywordEnd] = keywordEnd;
  }

  get keywordRange(): Range {
    return spanFromLineStart(this, this[$keywordStart], this[$keywordEnd]);
  }
}

// Exchange Payola (Rule 6.8): the winter's stock-market lines (ruling E4). -------------------

/** What every Exchange line has: its keyword's offsets (`BUY`, `ELECT`, `VALUE`, `DIVIDEND`). */
abstract class ExchangeLineNode {
  declare readonly range: Range;
  declare [$anchor]: LineAnchor;
  declare [$start]: number;
  declare [$end]: number;
  declare readonly kind: 'exchange';
  declare readonly line: number;
  declare readonly comment?: Comment;
  declare readonly [$keywordEnd]: number;

  constructor(anchor: LineAnchor, start: number, end: number, comment: Comment | undefined, keywordEnd: number) {
    this[$anchor] = anchor;
    this[$start] = start;
    this[$end] = end;
    this.kind = 'exchange';
    this.line = anchor.line;
    if (comment !== undefined) this.comment = comment;
    this[$keywordEnd] = keywordEnd;
  }

  /** The keyword starts the line's content. */
  get keywordRange(): Range {
    return spanFromLineStart(this, this[$start], this[$keywordEnd]);
  }
}

/** `[start, end)` of a token within a line, from the line's start, kept as two numbers. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

export class BuyLineNode extends ExchangeLineNode implements BuyLine {
  declare readonly action: 'buy';
  declare readonly shares: number;
  declare readonly company: string;
  declare readonly [$shares]: Span;
  declare readonly [$company]: Span;

  constructor(
    anchor: LineAnchor,
    start: number,
    end: number,
    comment: Comment | undefined,
    keywordEnd: number,
    shares: number,
    sharesAt: Span,
    company: string,
    companyAt: Span,
  ) {
    super(anchor, start, end, comment, keywordEnd);
    this.action = 'buy';
    this.shares = shares;
    this.company = company;
    this[$shares] = sharesAt;
    this[$company] = companyAt;
  }

  get sharesRange(): Range {
    return spanFromLineStart(this, this[$shares].start, this[$shares].end);
  }

  get companyRange(): Range {
    return spanFromLineStart(this, this[$company].start, this[$company].end);
  }
}

export class ElectLineNode extends ExchangeLineNode implements ElectLine {
  declare readonly action: 'elect';
  declare readonly company: string;
  declare readonly candidate: string;
  declare readonly [$company]: Span;
  declare readonly [$candidate]: Span;

  constructor(
    anchor: LineAnchor,
    start: number,
    end: number,
    comment: Comment | undefined,
    keywordEnd: number,
    company: string,
    companyAt: Span,
    candidate: string,
    candidateAt: Span,
  ) {
    super(anchor, start, end, comment, keywordEnd);
    this.action = 'elect';
    this.company = company;
    this.candidate = candidate;
    this[$company] = companyAt;
    this[$candidate] = candidateAt;
  }

  get companyRange(): Range {
    return spanFromLineStart(this, this[$company].start, this[$company].end);
  }

  get candidateRange(): Range {
    return spanFromLineStart(this, this[$candidate].start, this[$candidate].end);
  }
}

export class ValueLineNode extends ExchangeLineNode implements ValueLine {
  declare readonly action: 'value';
  declare readonly center: Place;
  declare readonly worth: number;
  declare readonly [$worth]: Span;

  constructor(
    anchor: LineAnchor,
    start: number,
    end: number,
    comment: Comment | undefined,
    keywordEnd: number,
    center: Place,
    worth: number,
    worthAt: Span,
  ) {
    super(anchor, start, end, comment, keywordEnd);
    this.action = 'value';
    this.center = center;
    this.worth = worth;
    this[$worth] = worthAt;
  }

  get worthRange(): Range {
    return spanFromLineStart(this, this[$worth].start, this[$worth].end);
  }
}

export class DividendLineNode extends ExchangeLineNode implements DividendLine {
  declare readonly action: 'dividend';
  declare readonly amount: number;
  declare readonly [$amount]: Span;

  constructor(
    anchor: LineAnchor,
    start: number,
    end: number,
    comment: Comment | undefined,
    keywordEnd: number,
    amount: number,
    amountAt: Span,
  ) {
    super(anchor, start, end, comment, keywordEnd);
    this.action = 'dividend';
    this.amount = amount;
    this[$amount] = amountAt;
  }

  get amountRange(): Range {
    return spanFromLineStart(this, this[$amount].start, this[$amount].end);
  }
}

export class CommentLineNode implements CommentLine {
  declare readonly range: Range;
  declare [$anchor]: LineAnchor;
  declare [$start]: number;
  declare [$end]: number;
  declare readonly kind: 'comment';
  declare readonly line: number;
  declare readonly comment: Comment;

  constructor(anchor: LineAnchor, start: number, comment: Comment) {
    this[$anchor] = anchor;
    this[$start] = start;
    this[$end] = start;
    this.kind = 'comment';
    this.line = anchor.line;
    this.comment = comment;
  }
}

export class BlankLineNode implements BlankLine {
  declare readonly range: Range;
  declare [$anchor]: LineAnchor;
  declare [$start]: number;
  declare [$end]: number;
  declare readonly kind: 'blank';
  declare readonly line: number;

  constructor(anchor: LineAnchor, start: number) {
    this[$anchor] = anchor;
    this[$start] = start;
    this[$end] = start;
    this.kind = 'blank';
    this.line = anchor.line;
  }
}

export class InvalidLineNode implements InvalidLine {
  declare readonly range: Range;
  declare [$anchor]: LineAnchor;
  declare [$start]: number;
  declare [$end]: number;
  declare readonly kind: 'invalid';
  declare readonly line: number;
  declare readonly text: string;
  declare readonly comment?: Comment;

  constructor(anchor: LineAnchor, start: number, end: number, comment: Comment | undefined, text: string) {
    this[$anchor] = anchor;
    this[$start] = start;
    this[$end] = end;
    this.kind = 'invalid';
    this.line = anchor.line;
    this.text = text;
    if (comment !== undefined) this.comment = comment;
  }
}

/** Every kind of node the parser makes: each gets the one `range` getter (see `Spanning`). */
const spanningNodes = [
  TermNode,
  PlaceNode,
  UnitNode,
  HoldNode,
  MoveNode,
  SupportNode,
  ConvoyNode,
  CommentNode,
  PowerEntryNode,
  RandomEntryNode,
  OfferLineNode,
  SavingsLineNode,
  AcceptLineNode,
  PhaseOrderLineNode,
  ExchangeLineNode,
  CommentLineNode,
  BlankLineNode,
  InvalidLineNode,
];
const rangeGetter = Object.getOwnPropertyDescriptor(
  class {
    get range(): Range {
      const node = this as unknown as Spanning;
      return spanFromLineStart(node, node[$start], node[$end]);
    }
  }.prototype,
  'range',
)!;
for (const node of spanningNodes) Object.defineProperty(node.prototype, 'range', rangeGetter);
