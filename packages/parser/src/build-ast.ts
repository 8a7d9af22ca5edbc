import type {
  AcceptEntry,
  AcceptLine,
  AmountTerm,
  Comment,
  ConvoyOrder,
  HoldOrder,
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
  SupportOrder,
  UnitRef,
  UnitType,
} from './ast.js';
import { amountLimits } from './amount-limits.js';
import type { LexedToken } from './lexer.js';
import { printable, type SyntaxMessage } from './syntax-messages.js';
import * as T from './tokens.js';

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

const offerTypeBySymbol: Readonly<Record<string, OfferType>> = {
  ':': 'direct',
  '!': 'negative',
  '>': 'move',
  '@': 'hold',
  '&': 'gift',
};

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * Builds the typed AST of the line being parsed, called by the grammar's actions (grammar.ts) as
 * each rule completes. One builder serves every line (`startLine` resets it): positions are
 * shared within a line, and place names are shared between lines, so that a parsed sheet holds
 * as few objects as its AST needs.
 */
export class LineAstBuilder {
  /** Problems that make the line unreadable (it becomes an `invalid` line). */
  problems: AstProblem[] = [];
  /** Numbers beyond `amountLimits`: errors, but the line still reads, with the limit in their place. */
  valueProblems: AstProblem[] = [];

  private text = '';
  private lineNumber = 1;
  private lineStart = 0;
  private lineRange!: Range;
  private comment: Comment | undefined;
  // Positions by column, valid where `stamps` holds the current `stamp` (no clearing per line).
  private positions: (Position | undefined)[] = [];
  private stamps = new Int32Array(0);
  private stamp = 0;
  private readonly names = new NameTable();

  /** Prepares for the 0-based line `lineIndex` of `text`, which starts at `lineStart`. */
  startLine(text: string, lineIndex: number, lineStart: number, lineEnd: number): void {
    this.text = text;
    this.lineNumber = lineIndex + 1;
    this.lineStart = lineStart;
    this.comment = undefined;
    if (this.problems.length > 0) this.problems = [];
    if (this.valueProblems.length > 0) this.valueProblems = [];
    const columns = lineEnd - lineStart + 1;
    if (columns > this.stamps.length) {
      const size = Math.max(columns, this.stamps.length * 2, 256);
      this.stamps = new Int32Array(size);
      this.positions = new Array<Position | undefined>(size).fill(undefined);
      this.stamp = 0;
    }
    this.stamp++;
  }

  /** The line's content range and comment, once known (parse.ts). */
  setContent(range: Range, comment: Comment | undefined): void {
    this.lineRange = range;
    this.comment = comment;
  }

  /** The position of `offset` on the current line. */
  position(offset: number): Position {
    const column = offset - this.lineStart;
    if (this.stamps[column] === this.stamp) return this.positions[column]!;
    const position = { line: this.lineNumber, column: column + 1, offset };
    this.positions[column] = position;
    this.stamps[column] = this.stamp;
    return position;
  }

  range(start: number, end: number): Range {
    return { start: this.position(start), end: this.position(end) };
  }

  tokenRange(token: LexedToken): Range {
    return this.range(token.startOffset, token.end);
  }

  commentAt(start: number, end: number): Comment {
    return { text: this.text.slice(start + 1, end), range: this.range(start, end) };
  }

  // Lines ------------------------------------------------------------------------------------

  /** Rule 4.1: `ACCEPT` and power letters. */
  acceptLine(letters: readonly LexedToken[]): AcceptLine {
    const entries: AcceptEntry[] = [];
    if (letters.some((token) => powerNamePattern.test(token.image))) {
      // `ACCEPT France England?`: names where the rules want letters (Rule 4.1). Which words are
      // powers is the game's to know; their first letters are the likely fix.
      const fix = letters
        .map((token) => (powerNamePattern.test(token.image) ? token.image[0]! : token.image))
        .join('')
        .toUpperCase();
      this.problems.push({
        code: 'payola/syntax-accept',
        message: `write the powers' letters, not their names: \`ACCEPT ${printable(fix)}\``,
        range: this.range(letters[0]!.startOffset, letters[letters.length - 1]!.end),
        replacements: [fix],
      });
    }
    for (const token of letters) {
      if (token.tokenType === T.Question) {
        entries.push({ kind: 'random', range: this.tokenRange(token) });
        continue;
      }
      // `ACCEPT FRITAGE` lexes as one name: each character is one power letter.
      const upper = this.names.upper(this.text, token.startOffset, token.end);
      for (let i = 0; i < upper.length; i++) {
        const start = token.startOffset + i;
        entries.push({ kind: 'power', letter: upper[i]!, range: this.range(start, start + 1) });
      }
    }
    return this.withComment({ kind: 'accept', line: this.lineNumber, range: this.lineRange, entries });
  }

  /** Rule 3.4: `N $`, which shares its start with an offer. */
  savingsLine(terms: readonly AmountTerm[]): SavingsLine {
    const first = terms[0]!;
    if (terms.length > 1 || first.repetition !== undefined || first.plateau !== 'none') {
      this.problems.push({
        code: 'payola/syntax-savings',
        message: 'a savings request is a plain amount followed by `$` (no `*`, `#` or `+`)',
        range: { start: first.range.start, end: terms[terms.length - 1]!.range.end },
      });
    }
    return this.withComment({
      kind: 'savings',
      line: this.lineNumber,
      range: this.lineRange,
      amount: first.amount,
      amountRange: first.amountRange,
    });
  }

  /**
   * Rule 3.1: an offer line. Without its symbol (`A PAR - BUR`), the offer is direct; a shorthand
   * line's one term is the 0 AgP that was not written.
   */
  offerLine(
    terms: AmountTerm[],
    symbol: LexedToken | undefined,
    unit: UnitRef,
    orders: Order[],
    shorthand?: OfferShorthand,
  ): OfferLine {
    const line: Mutable<OfferLine> = {
      kind: 'offer',
      line: this.lineNumber,
      range: this.lineRange,
      terms,
      offerType: symbol ? offerTypeBySymbol[symbol.image]! : 'direct',
      offerTypeRange: symbol ? this.tokenRange(symbol) : this.emptyRangeAtLineStart(),
      unit,
      orders,
    };
    if (shorthand) line.shorthand = shorthand;
    return this.withComment(line);
  }

  /** The 0 AgP term a shorthand line stands for; written nowhere, so its ranges are empty. */
  zeroTerm(): AmountTerm {
    const range = this.emptyRangeAtLineStart();
    return { amount: 0, plateau: 'none', range, amountRange: range };
  }

  /** Rule 1.5: a retreat, disband, build or waive, from its keyword, unit and destination. */
  phaseOrderLine(keyword: LexedToken, unit?: UnitRef, to?: Place): PhaseOrderLine {
    const action = phaseActionOf(keyword);
    const line: Mutable<PhaseOrderLine> = {
      kind: 'phase-order',
      line: this.lineNumber,
      range: this.lineRange,
      action,
      keywordRange: this.tokenRange(keyword),
    };
    if (unit) {
      if (action === 'build' && unit.type === undefined) {
        this.problems.push({
          code: 'payola/syntax-build',
          message: `a build names the unit's type: \`BUILD A ${unit.place.name}\` or \`BUILD F ${unit.place.name}\``,
          range: unit.range,
        });
      }
      line.unit = unit;
    }
    if (to) line.to = to;
    return this.withComment(line);
  }

  // Parts of lines ---------------------------------------------------------------------------

  /** Rule 3.1 items 1–3: `[count*] amount [#[plateau]]`. */
  amountTerm(
    repetition: LexedToken | undefined,
    amount: LexedToken,
    hash: LexedToken | undefined,
    plateauToken: LexedToken | undefined,
  ): AmountTerm {
    const amountRange = this.tokenRange(amount);
    const plateau: Plateau = plateauToken ? this.number(plateauToken, 'plateau') : hash ? 'same-as-amount' : 'none';
    const first = repetition ?? amount;
    const last = plateauToken ?? hash ?? amount;
    const term: Mutable<AmountTerm> = {
      amount: this.number(amount, 'amount'),
      plateau,
      range: first === amount && last === amount ? amountRange : this.range(first.startOffset, last.end),
      amountRange,
    };
    if (repetition) {
      term.repetition = this.number(repetition, 'repetition');
      term.repetitionRange = this.tokenRange(repetition);
    }
    if (hash) term.plateauRange = this.range(hash.startOffset, last.end);
    return term;
  }

  /** `[A|F] place`. */
  unit(type: LexedToken | undefined, place: Place): UnitRef {
    if (!type) return { place, range: place.range };
    const letter = (this.text.charCodeAt(type.startOffset) & ~32) === 70 ? 'F' : 'A';
    return { type: letter satisfies UnitType, place, range: this.range(type.startOffset, place.range.end.offset) };
  }

  /** `NAME [/COAST | (COAST)]`, ending at `end` (after the coast, or its `)`). */
  place(name: LexedToken, coast: LexedToken | undefined, end: number): Place {
    const nameRange = this.tokenRange(name);
    const range = end === name.end ? nameRange : this.range(name.startOffset, end);
    const upper = this.names.upper(this.text, name.startOffset, name.end);
    return coast
      ? { name: upper, coast: this.names.upper(this.text, coast.startOffset, coast.end), range, nameRange }
      : { name: upper, range, nameRange };
  }

  hold(token: LexedToken): HoldOrder {
    return { kind: 'hold', range: this.tokenRange(token) };
  }

  /** `- DEST` or a convoy route `- SEA - SEA - DEST`, starting at its first dash. */
  move(start: number, places: Place[]): MoveOrder {
    const to = places.pop()!;
    // Most moves go straight: they share one empty list of seas (the AST is read-only).
    const via = places.length === 0 ? noPlaces : places;
    return { kind: 'move', to, via, range: this.range(start, to.range.end.offset) };
  }

  support(start: number, unit: UnitRef, to: Place | undefined, end: number): SupportOrder {
    const range = this.range(start, end);
    return to ? { kind: 'support', unit, to, range } : { kind: 'support', unit, range };
  }

  convoy(start: number, unit: UnitRef, to: Place): ConvoyOrder {
    return { kind: 'convoy', unit, to, range: this.range(start, to.range.end.offset) };
  }

  // Helpers ----------------------------------------------------------------------------------

  /**
   * A number of the sheet, within `amountLimits`: a larger one is reported and read as the limit,
   * so the rest of the line still reads (and is checked) while no value ever leaves the range
   * where arithmetic is exact.
   */
  private number(token: LexedToken, what: 'amount' | 'plateau' | 'repetition'): number {
    const value = numberValue(this.text, token.startOffset, token.end);
    const max = what === 'repetition' ? amountLimits.maxRepetition : amountLimits.maxAmount;
    const code = what === 'repetition' ? 'payola/syntax-repetition' : 'payola/syntax-amount';
    if (value > max) {
      const limit = what === 'repetition' ? grouped(max) : `${grouped(max)} silver pieces`;
      this.valueProblems.push({
        code,
        message: `\`${printable(token.image)}\` is too large: ${articled[what]} is at most ${limit}`,
        range: this.tokenRange(token),
      });
      return max;
    }
    let point = token.startOffset;
    while (point < token.end && this.text.charCodeAt(point) !== 46) point++;
    if (token.end - point - 1 > amountLimits.maxDecimals) {
      this.valueProblems.push({
        code,
        message: `\`${printable(token.image)}\` has too many decimals: ${articled[what]} has at most ${amountLimits.maxDecimals}`,
        range: this.tokenRange(token),
      });
    }
    return value;
  }

  private emptyRangeAtLineStart(): Range {
    return { start: this.lineRange.start, end: this.lineRange.start };
  }

  private withComment<L extends Line>(line: L): L {
    if (this.comment) (line as { comment?: Comment }).comment = this.comment;
    return line;
  }
}

const noPlaces: readonly Place[] = Object.freeze([]);

/**
 * Upper-cased names, shared: a sheet names the same few provinces on every line, so each
 * spelling of a short name is one string. Bounded, so hostile sheets cannot grow it for ever.
 */
class NameTable {
  private readonly byKey = new Map<number, string>();

  upper(text: string, start: number, end: number): string {
    if (end - start > 8) return text.slice(start, end).toUpperCase();
    // Name characters are [A-Za-z0-9_]: 6 bits each, case folded, 8 of them within 2^53.
    let key = 0;
    for (let i = start; i < end; i++) {
      const code = text.charCodeAt(i);
      key = key * 64 + (code === 95 ? 37 : code >= 65 ? (code & ~32) - 64 : code - 21);
    }
    key = key * 16 + (end - start);
    let name = this.byKey.get(key);
    if (name === undefined) {
      if (this.byKey.size >= 4096) this.byKey.clear();
      name = text.slice(start, end).toUpperCase();
      this.byKey.set(key, name);
    }
    return name;
  }
}

/** A number's value, from its digits (`12`, `4.5`): exact below 10^15, where reading matters. */
function numberValue(text: string, start: number, end: number): number {
  if (end - start > 15) return Number(text.slice(start, end));
  let value = 0;
  for (let i = start; i < end; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return Number(text.slice(start, end));
    value = value * 10 + digit;
  }
  return value;
}

/**
 * A capitalised word of four letters or more (`France`, `Italy`): a power's name, where a list
 * wants its letter. Letters run together are upper case (`FRITAGE`) or all lower case.
 */
const powerNamePattern = /^[A-Z][a-z]{3,}$/;

const articled = { amount: 'an amount', plateau: 'a plateau', repetition: 'a repetition count' } as const;

/** `1,000,000,000`: digits grouped as players read them. */
function grouped(value: number): string {
  return value.toLocaleString('en-US');
}

function phaseActionOf(keyword: LexedToken): PhaseAction {
  const type = keyword.tokenType;
  if (type === T.Retreat) return 'retreat';
  if (type === T.Build) return 'build';
  if (type === T.Waive) return 'waive';
  return 'disband';
}
