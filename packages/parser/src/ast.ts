// The typed AST of an offer sheet. Every node carries its source range; every line keeps its
// comment (Rule 3.5). Rule numbers refer to the Payola rules (Rules 3.1–3.5, 4.1).

/** A point in the source: 1-based `line` and `column` (UTF-16 code units), 0-based `offset`. */
export interface Position {
  readonly line: number;
  readonly column: number;
  readonly offset: number;
}

/** A half-open source range: `end` is the position just after the last character. */
export interface Range {
  readonly start: Position;
  readonly end: Position;
}

/** Rule 3.1 item 5: the five offer types, by their symbols `:` `!` `>` `@` `&`. */
export type OfferType = 'direct' | 'negative' | 'move' | 'hold' | 'gift';

/** The symbol of each offer type, as written in sheets. */
export const offerTypeSymbol: Readonly<Record<OfferType, string>> = {
  direct: ':',
  negative: '!',
  move: '>',
  hold: '@',
  gift: '&',
};

/**
 * Rule 3.1 item 3: a plateau. `'none'` (no `#`, the offer may drop to zero), `'same-as-amount'`
 * (a bare `#`), or the number written after `#`.
 */
export type Plateau = 'none' | 'same-as-amount' | number;

/** One amount term of an offer (`4*5#2`): Rule 3.1 items 1–4. */
export interface AmountTerm {
  /** The repetition count before `*`, or undefined when none is written (meaning once). */
  readonly repetition?: number;
  readonly amount: number;
  readonly plateau: Plateau;
  readonly range: Range;
  readonly amountRange: Range;
  readonly repetitionRange?: Range;
  readonly plateauRange?: Range;
}

export type UnitType = 'A' | 'F';

/**
 * The key under which a place the parser made keeps its name as a number (`Place[placeNameKey]`):
 * a symbol, so that no `JSON.stringify`, `Object.keys` or `for … in` sees it.
 */
export const placeNameKey: unique symbol = Symbol('placeNameKey');

/** A place as written: a name (upper-cased, not yet resolved against a map) and an optional coast. */
export interface Place {
  readonly name: string;
  /**
   * The name as a number, so that the engine looks it up without reading its characters again:
   * for a name of up to four characters, 3 bits of its length, then each character's 6 bits
   * (letters case folded), so that two places have the same key exactly when they have the same
   * name; 0 for a longer name. Set on every place the parser makes; a place made otherwise has
   * none and is looked up by its name. A copy of a place given another name must not keep it.
   */
  readonly [placeNameKey]?: number;
  /** Upper-cased coast as written after `/` or inside `( )`, e.g. `NC`. */
  readonly coast?: string;
  readonly range: Range;
  readonly nameRange: Range;
}

/** A unit: optional type and its location. */
export interface UnitRef {
  readonly type?: UnitType;
  readonly place: Place;
  readonly range: Range;
}

export interface HoldOrder {
  readonly kind: 'hold';
  readonly range: Range;
}

/** `- DEST`, or a convoy route `- SEA - SEA - DEST` (the seas are `via`). */
export interface MoveOrder {
  readonly kind: 'move';
  readonly to: Place;
  readonly via: readonly Place[];
  readonly range: Range;
}

/**
 * `S [A|F] LOC` (support to hold, `to` undefined: the parser's nodes hold it so, one shape for
 * both kinds of support) or `S [A|F] LOC - DEST` (support to move).
 */
export interface SupportOrder {
  readonly kind: 'support';
  readonly unit: UnitRef;
  readonly to?: Place;
  readonly range: Range;
}

/** `C [A] LOC - DEST`. */
export interface ConvoyOrder {
  readonly kind: 'convoy';
  readonly unit: UnitRef;
  readonly to: Place;
  readonly range: Range;
}

export type Order = HoldOrder | MoveOrder | SupportOrder | ConvoyOrder;

/** A comment: the text after `%` up to the end of the line (Rule 3.5). */
export interface Comment {
  readonly text: string;
  readonly range: Range;
}

interface LineBase {
  /** 1-based line number. */
  readonly line: number;
  /** The line's content, without its comment and surrounding white space. */
  readonly range: Range;
  readonly comment?: Comment;
}

/**
 * Which parts of an offer the reference judge's shorthand left out (Rule 3.1): `'amount'` for
 * `: A PAR H` (read as `0 : A PAR H`), `'amount-and-type'` for `A PAR - BUR` (read as
 * `0 : A PAR - BUR`, a player's own order for the player's own unit).
 */
export type OfferShorthand = 'amount' | 'amount-and-type';

/** Rule 3.1: amounts, offer type, unit, order and `|` alternatives. */
export interface OfferLine extends LineBase {
  readonly kind: 'offer';
  /**
   * The amount terms. A shorthand line has one synthesized term, 0 AgP, whose ranges are empty
   * and sit at the start of the line's content.
   */
  readonly terms: readonly AmountTerm[];
  readonly offerType: OfferType;
  /** The symbol's range; empty, at the start of the line's content, when the type was omitted. */
  readonly offerTypeRange: Range;
  readonly unit: UnitRef;
  /** The first order followed by each `|` alternative, in written order. */
  readonly orders: readonly Order[];
  /** Present when the amount (and perhaps the type) was omitted: the reference judge's shorthand. */
  readonly shorthand?: OfferShorthand;
}

/** Rule 3.4: `N $`. */
export interface SavingsLine extends LineBase {
  readonly kind: 'savings';
  readonly amount: number;
  readonly amountRange: Range;
}

export type AcceptEntry =
  | { readonly kind: 'power'; readonly letter: string; readonly range: Range }
  | { readonly kind: 'random'; readonly range: Range };

/** Rule 4.1: `ACCEPT` followed by power letters and at most one `?` (checked later, with the game). */
export interface AcceptLine extends LineBase {
  readonly kind: 'accept';
  readonly entries: readonly AcceptEntry[];
}

/** A line holding only a comment. */
export interface CommentLine extends LineBase {
  readonly kind: 'comment';
  readonly comment: Comment;
}

/** An empty line (or only white space). */
export interface BlankLine extends LineBase {
  readonly kind: 'blank';
}

/** A line that could not be read; its syntax error is in the parse result. Kept verbatim. */
export interface InvalidLine extends LineBase {
  readonly kind: 'invalid';
  /** The line's content as written (without its comment). */
  readonly text: string;
}

/** Rule 1.5: what a player orders a unit to do in a retreat or adjustment phase. */
export type PhaseAction = 'retreat' | 'disband' | 'build' | 'waive';

/**
 * Rule 1.5: a player's own order in a retreat or adjustment phase: `A PAR R GAS`, `DISBAND A PAR`
 * (also `A PAR D`, `REMOVE A PAR`), `BUILD F STP/NC` (also `B F STP/NC`, `A PAR B`), `WAIVE`. A
 * retreat written `A PAR - GAS` is the shorthand offer line (`shorthand: 'amount-and-type'`),
 * which the engine reads by phase.
 */
export interface PhaseOrderLine extends LineBase {
  readonly kind: 'phase-order';
  readonly action: PhaseAction;
  /** The unit ordered (built, for a build); absent only for `WAIVE`. A build always has its type. */
  readonly unit?: UnitRef;
  /** Where a retreating unit goes; only for retreats. */
  readonly to?: Place;
  /** The keyword as written (`R`, `RETREAT`, `DISBAND`, `REMOVE`, `B`, `WAIVE`, …). */
  readonly keywordRange: Range;
}

/** Exchange Payola (Rule 6.8, ruling E4): what a winter sheet asks of the stock market. */
export type ExchangeAction = 'buy' | 'elect' | 'value' | 'dividend';

interface ExchangeLineBase extends LineBase {
  readonly kind: 'exchange';
  /** The keyword as written (`BUY`, `ELECT`, `VALUE`, `DIVIDEND`, in any case). */
  readonly keywordRange: Range;
}

/** `BUY 3 FRANCE`: an investor buys shares of a company in the winter's stock round (ruling E8). */
export interface BuyLine extends ExchangeLineBase {
  readonly action: 'buy';
  readonly shares: number;
  readonly sharesRange: Range;
  /** The company's name as written, upper-cased (resolved against the game by the engine). */
  readonly company: string;
  readonly companyRange: Range;
}

/** `ELECT FRANCE:ALICE`: an investor's vote for a company's CEO (ruling E10). */
export interface ElectLine extends ExchangeLineBase {
  readonly action: 'elect';
  /** Upper-cased, as written. */
  readonly company: string;
  readonly companyRange: Range;
  /** The investor voted for, upper-cased, as written. */
  readonly candidate: string;
  readonly candidateRange: Range;
}

/** `VALUE PAR 12`: a CEO sets the worth of a supply centre of its company, in AgP (ruling E5). */
export interface ValueLine extends ExchangeLineBase {
  readonly action: 'value';
  /** The centre, a province's name (never a coast). */
  readonly center: Place;
  readonly worth: number;
  readonly worthRange: Range;
}

/** `DIVIDEND 2`: a CEO declares AgP a share for the company's stockholders (ruling E9). */
export interface DividendLine extends ExchangeLineBase {
  readonly action: 'dividend';
  /** AgP a share; 0 withholds it. */
  readonly amount: number;
  readonly amountRange: Range;
}

/**
 * Exchange Payola (Rule 6.8): the winter lines of investors (`BUY`, `ELECT`) and of CEOs for their
 * companies (`VALUE`, `DIVIDEND`). The parser reads them in any sheet; which sheet and phase may
 * hold each is the engine's to check (ruling E4).
 */
export type ExchangeLine = BuyLine | ElectLine | ValueLine | DividendLine;

export type Line =
  OfferLine | SavingsLine | AcceptLine | PhaseOrderLine | ExchangeLine | CommentLine | BlankLine | InvalidLine;

/** A whole offer sheet: one entry per source line, in order. */
export interface Sheet {
  readonly kind: 'sheet';
  readonly lines: readonly Line[];
  readonly range: Range;
}
