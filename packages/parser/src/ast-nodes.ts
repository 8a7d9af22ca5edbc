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
  SupportOrder,
  UnitRef,
  UnitType,
  ValueLine,
} from './ast.js';

/**
 * Where a line stands: its 1-based number, where it starts in the text it was read from, and how
 * far that text's offsets are from the sheet's (`shift`: 0 unless the line was read alone,
 * `parseLine`). Nodes keep offsets in the text read.
 */
export interface LineAnchor {
  readonly line: number;
  readonly start: number;
  readonly shift: number;
}

export function positionOn(anchor: LineAnchor, offset: number): Position {
  return { line: anchor.line, column: offset - anchor.start + 1, offset: offset + anchor.shift };
}

/** The range `[start, end)` of a line, as plain data. */
export function rangeOn(anchor: LineAnchor, start: number, end: number): Range {
  return { start: positionOn(anchor, start), end: positionOn(anchor, end) };
}

/** A node spanning `[start, end)` of its line; its `range` is made on first reading and kept. */
abstract class Spanning {
  readonly #anchor: LineAnchor;
  readonly #start: number;
  readonly #end: number;
  #range: Range | undefined;

  constructor(anchor: LineAnchor, start: number, end: number) {
    this.#anchor = anchor;
    this.#start = start;
    this.#end = end;
  }

  get range(): Range {
    return (this.#range ??= rangeOn(this.#anchor, this.#start, this.#end));
  }

  /** Another range on the node's line (made at each reading: such ranges are read rarely). */
  protected span(start: number, end: number): Range {
    return rangeOn(this.#anchor, start, end);
  }

  /** The empty range at the start of the node. */
  protected emptyAtStart(): Range {
    return this.span(this.#start, this.#start);
  }

  /** Where a node made by the parser starts and ends in the text read, without making its range. */
  static startOf(node: object): number {
    return (node as Spanning).#start;
  }

  static endOf(node: object): number {
    return (node as Spanning).#end;
  }
}

/** Where a node made by the parser starts in the text read. */
export const startOf = (node: object): number => Spanning.startOf(node);
/** Just after a node made by the parser, in the text read. */
export const endOf = (node: object): number => Spanning.endOf(node);

// Parts of lines ---------------------------------------------------------------------------

export class TermNode extends Spanning implements AmountTerm {
  declare readonly repetition?: number;
  declare readonly amount: number;
  declare readonly plateau: Plateau;
  readonly #amountStart: number;
  readonly #amountEnd: number;
  readonly #repetitionEnd: number;
  readonly #hashStart: number;

  /**
   * `[count*] amount [#[plateau]]` spanning `[start, end)`; `repetitionEnd` and `hashStart` are
   * -1 where there is no count or no `#`.
   */
  constructor(
    anchor: LineAnchor,
    start: number,
    end: number,
    repetition: number | undefined,
    amount: number,
    plateau: Plateau,
    amountStart: number,
    amountEnd: number,
    repetitionEnd: number,
    hashStart: number,
  ) {
    super(anchor, start, end);
    if (repetition !== undefined) this.repetition = repetition;
    this.amount = amount;
    this.plateau = plateau;
    this.#amountStart = amountStart;
    this.#amountEnd = amountEnd;
    this.#repetitionEnd = repetitionEnd;
    this.#hashStart = hashStart;
  }

  get amountRange(): Range {
    // A lone amount is the whole term: one range, as when ranges were made eagerly.
    return this.#repetitionEnd < 0 && this.#hashStart < 0 ? this.range : this.span(this.#amountStart, this.#amountEnd);
  }

  get repetitionRange(): Range | undefined {
    return this.#repetitionEnd < 0 ? undefined : this.span(startOf(this), this.#repetitionEnd);
  }

  get plateauRange(): Range | undefined {
    return this.#hashStart < 0 ? undefined : this.span(this.#hashStart, endOf(this));
  }
}

export class PlaceNode extends Spanning implements Place {
  declare readonly name: string;
  declare readonly coast?: string;
  readonly #nameEnd: number;

  constructor(anchor: LineAnchor, start: number, end: number, nameEnd: number, name: string, coast?: string) {
    super(anchor, start, end);
    this.name = name;
    if (coast !== undefined) this.coast = coast;
    this.#nameEnd = nameEnd;
  }

  get nameRange(): Range {
    return this.coast === undefined ? this.range : this.span(startOf(this), this.#nameEnd);
  }
}

export class UnitNode extends Spanning implements UnitRef {
  declare readonly type?: UnitType;
  declare readonly place: Place;

  constructor(anchor: LineAnchor, start: number, end: number, type: UnitType | undefined, place: Place) {
    super(anchor, start, end);
    if (type !== undefined) this.type = type;
    this.place = place;
  }
}

export class HoldNode extends Spanning implements HoldOrder {
  declare readonly kind: 'hold';

  constructor(anchor: LineAnchor, start: number, end: number) {
    super(anchor, start, end);
    this.kind = 'hold';
  }
}

export class MoveNode extends Spanning implements MoveOrder {
  declare readonly kind: 'move';
  declare readonly to: Place;
  declare readonly via: readonly Place[];

  constructor(anchor: LineAnchor, start: number, end: number, to: Place, via: readonly Place[]) {
    super(anchor, start, end);
    this.kind = 'move';
    this.to = to;
    this.via = via;
  }
}

export class SupportNode extends Spanning implements SupportOrder {
  declare readonly kind: 'support';
  declare readonly unit: UnitRef;
  declare readonly to?: Place;

  constructor(anchor: LineAnchor, start: number, end: number, unit: UnitRef, to: Place | undefined) {
    super(anchor, start, end);
    this.kind = 'support';
    this.unit = unit;
    if (to !== undefined) this.to = to;
  }
}

export class ConvoyNode extends Spanning implements ConvoyOrder {
  declare readonly kind: 'convoy';
  declare readonly unit: UnitRef;
  declare readonly to: Place;

  constructor(anchor: LineAnchor, start: number, end: number, unit: UnitRef, to: Place) {
    super(anchor, start, end);
    this.kind = 'convoy';
    this.unit = unit;
    this.to = to;
  }
}

export class CommentNode extends Spanning implements Comment {
  declare readonly text: string;

  constructor(anchor: LineAnchor, start: number, end: number, text: string) {
    super(anchor, start, end);
    this.text = text;
  }
}

export class PowerEntryNode extends Spanning {
  declare readonly kind: 'power';
  declare readonly letter: string;

  constructor(anchor: LineAnchor, start: number, letter: string) {
    super(anchor, start, start + 1);
    this.kind = 'power';
    this.letter = letter;
  }
}

export class RandomEntryNode extends Spanning {
  declare readonly kind: 'random';

  constructor(anchor: LineAnchor, start: number, end: number) {
    super(anchor, start, end);
    this.kind = 'random';
  }
}

// Lines: `range` is the content, without the comment and the white space around it. -------

export class OfferLineNode extends Spanning implements OfferLine {
  declare readonly kind: 'offer';
  declare readonly line: number;
  declare readonly terms: readonly AmountTerm[];
  declare readonly offerType: OfferType;
  declare readonly unit: UnitRef;
  declare readonly orders: readonly Order[];
  declare readonly shorthand?: OfferShorthand;
  declare readonly comment?: Comment;
  readonly #typeStart: number;
  readonly #typeEnd: number;

  /** `typeStart` is -1 when the type was left out (the shorthand `A PAR - BUR`). */
  constructor(
    anchor: LineAnchor,
    start: number,
    end: number,
    comment: Comment | undefined,
    terms: readonly AmountTerm[],
    offerType: OfferType,
    typeStart: number,
    unit: UnitRef,
    orders: readonly Order[],
    shorthand: OfferShorthand | undefined,
  ) {
    super(anchor, start, end);
    this.kind = 'offer';
    this.line = anchor.line;
    this.terms = terms;
    this.offerType = offerType;
    this.unit = unit;
    this.orders = orders;
    if (shorthand !== undefined) this.shorthand = shorthand;
    if (comment !== undefined) this.comment = comment;
    this.#typeStart = typeStart;
    this.#typeEnd = typeStart < 0 ? -1 : typeStart + 1;
  }

  get offerTypeRange(): Range {
    return this.#typeStart < 0 ? this.emptyAtStart() : this.span(this.#typeStart, this.#typeEnd);
  }
}

export class SavingsLineNode extends Spanning implements SavingsLine {
  declare readonly kind: 'savings';
  declare readonly line: number;
  declare readonly amount: number;
  declare readonly comment?: Comment;
  readonly #amount: AmountTerm;

  constructor(anchor: LineAnchor, start: number, end: number, comment: Comment | undefined, amount: AmountTerm) {
    super(anchor, start, end);
    this.kind = 'savings';
    this.line = anchor.line;
    this.amount = amount.amount;
    if (comment !== undefined) this.comment = comment;
    this.#amount = amount;
  }

  get amountRange(): Range {
    return this.#amount.amountRange;
  }
}

export class AcceptLineNode extends Spanning implements AcceptLine {
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
    super(anchor, start, end);
    this.kind = 'accept';
    this.line = anchor.line;
    this.entries = entries;
    if (comment !== undefined) this.comment = comment;
  }
}

export class PhaseOrderLineNode extends Spanning implements PhaseOrderLine {
  declare readonly kind: 'phase-order';
  declare readonly line: number;
  declare readonly action: PhaseAction;
  declare readonly unit?: UnitRef;
  declare readonly to?: Place;
  declare readonly comment?: Comment;
  readonly #keywordStart: number;
  readonly #keywordEnd: number;

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
    super(anchor, start, end);
    this.kind = 'phase-order';
    this.line = anchor.line;
    this.action = action;
    if (unit !== undefined) this.unit = unit;
    if (to !== undefined) this.to = to;
    if (comment !== undefined) this.comment = comment;
    this.#keywordStart = keywordStart;
    this.#keywordEnd = keywordEnd;
  }

  get keywordRange(): Range {
    return this.span(this.#keywordStart, this.#keywordEnd);
  }
}

// Exchange Payola (Rule 6.8): the winter's stock-market lines (ruling E4). -------------------

/** What every Exchange line has: its keyword's offsets (`BUY`, `ELECT`, `VALUE`, `DIVIDEND`). */
abstract class ExchangeLineNode extends Spanning {
  declare readonly kind: 'exchange';
  declare readonly line: number;
  declare readonly comment?: Comment;
  readonly #keywordEnd: number;

  constructor(anchor: LineAnchor, start: number, end: number, comment: Comment | undefined, keywordEnd: number) {
    super(anchor, start, end);
    this.kind = 'exchange';
    this.line = anchor.line;
    if (comment !== undefined) this.comment = comment;
    this.#keywordEnd = keywordEnd;
  }

  /** The keyword starts the line's content. */
  get keywordRange(): Range {
    return this.span(startOf(this), this.#keywordEnd);
  }
}

/** `[start, end)` of a token within a line, kept as two numbers. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

export class BuyLineNode extends ExchangeLineNode implements BuyLine {
  declare readonly action: 'buy';
  declare readonly shares: number;
  declare readonly company: string;
  readonly #shares: Span;
  readonly #company: Span;

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
    this.#shares = sharesAt;
    this.#company = companyAt;
  }

  get sharesRange(): Range {
    return this.span(this.#shares.start, this.#shares.end);
  }

  get companyRange(): Range {
    return this.span(this.#company.start, this.#company.end);
  }
}

export class ElectLineNode extends ExchangeLineNode implements ElectLine {
  declare readonly action: 'elect';
  declare readonly company: string;
  declare readonly candidate: string;
  readonly #company: Span;
  readonly #candidate: Span;

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
    this.#company = companyAt;
    this.#candidate = candidateAt;
  }

  get companyRange(): Range {
    return this.span(this.#company.start, this.#company.end);
  }

  get candidateRange(): Range {
    return this.span(this.#candidate.start, this.#candidate.end);
  }
}

export class ValueLineNode extends ExchangeLineNode implements ValueLine {
  declare readonly action: 'value';
  declare readonly center: Place;
  declare readonly worth: number;
  readonly #worth: Span;

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
    this.#worth = worthAt;
  }

  get worthRange(): Range {
    return this.span(this.#worth.start, this.#worth.end);
  }
}

export class DividendLineNode extends ExchangeLineNode implements DividendLine {
  declare readonly action: 'dividend';
  declare readonly amount: number;
  readonly #amount: Span;

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
    this.#amount = amountAt;
  }

  get amountRange(): Range {
    return this.span(this.#amount.start, this.#amount.end);
  }
}

export class CommentLineNode extends Spanning implements CommentLine {
  declare readonly kind: 'comment';
  declare readonly line: number;
  declare readonly comment: Comment;

  constructor(anchor: LineAnchor, start: number, comment: Comment) {
    super(anchor, start, start);
    this.kind = 'comment';
    this.line = anchor.line;
    this.comment = comment;
  }
}

export class BlankLineNode extends Spanning implements BlankLine {
  declare readonly kind: 'blank';
  declare readonly line: number;

  constructor(anchor: LineAnchor, start: number) {
    super(anchor, start, start);
    this.kind = 'blank';
    this.line = anchor.line;
  }
}

export class InvalidLineNode extends Spanning implements InvalidLine {
  declare readonly kind: 'invalid';
  declare readonly line: number;
  declare readonly text: string;
  declare readonly comment?: Comment;

  constructor(anchor: LineAnchor, start: number, end: number, comment: Comment | undefined, text: string) {
    super(anchor, start, end);
    this.kind = 'invalid';
    this.line = anchor.line;
    this.text = text;
    if (comment !== undefined) this.comment = comment;
  }
}
