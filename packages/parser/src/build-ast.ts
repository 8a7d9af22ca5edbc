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
import {
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
} from './ast-nodes.js';
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
  private anchor = new LineAnchor(1, 0, 0, '');
  private contentStart = 0;
  private contentEnd = 0;
  private comment: Comment | undefined;
  private readonly names = new NameTable();

  /**
   * Prepares for the 0-based line `lineIndex`, which starts at `lineStart` in `text`, and at
   * `lineStart + shift` in its sheet (`shift` is not 0 when the line is read alone, `parseLine`).
   */
  startLine(text: string, lineIndex: number, lineStart: number, shift = 0): void {
    this.text = text;
    this.anchor = new LineAnchor(lineIndex + 1, lineStart, shift, text);
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

  /** A range of the current line, as plain data (for diagnostics). */
  range(start: number, end: number): Range {
    return rangeOn(this.anchor, start, end);
  }

  tokenRange(token: LexedToken): Range {
    return this.range(token.startOffset, token.end);
  }

  /** Rule 3.5: the comment from `%` at `start` to the end of the line. */
  commentAt(start: number, end: number): Comment {
    return new CommentNode(this.anchor, start, end, this.text.slice(start + 1, end));
  }

  // Lines ------------------------------------------------------------------------------------

  blankLine(): Line {
    const comment = this.comment;
    return comment
      ? new CommentLineNode(this.anchor, this.contentStart, comment)
      : new BlankLineNode(this.anchor, this.contentStart);
  }

  /** A line that could not be read, kept as written (without its comment). */
  invalidLine(): Line {
    const text = this.text.slice(this.contentStart, this.contentEnd);
    return new InvalidLineNode(this.anchor, this.contentStart, this.contentEnd, this.comment, text);
  }

  /** Rule 4.1: `ACCEPT` and power letters. */
  acceptLine(letters: readonly LexedToken[]): AcceptLine {
    // One entry for `?`, one for each character of a name: made at its size by the Array
    // constructor (see ast-nodes.ts on pretenuring).
    let size = 0;
    for (const token of letters) size += token.tokenType === T.Question ? 1 : token.end - token.startOffset;
    const entries = new Array<AcceptEntry>(size);
    let at = 0;
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
        entries[at++] = new RandomEntryNode(this.anchor, token.startOffset, token.end);
        continue;
      }
      // `ACCEPT FRITAGE` lexes as one name: each character is one power letter.
      const upper = this.names.upper(this.text, token.startOffset, token.end);
      for (let i = 0; i < upper.length; i++)
        entries[at++] = new PowerEntryNode(this.anchor, token.startOffset + i, upper[i]!);
    }
    return new AcceptLineNode(this.anchor, this.contentStart, this.contentEnd, this.comment, entries);
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
    return new SavingsLineNode(this.anchor, this.contentStart, this.contentEnd, this.comment, first);
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
    return new OfferLineNode(
      this.anchor,
      this.contentStart,
      this.contentEnd,
      this.comment,
      terms,
      symbol ? offerTypeBySymbol[this.text.charCodeAt(symbol.startOffset)]! : 'direct',
      unit,
      orders,
      shorthand,
    );
  }

  /** The 0 AgP term a shorthand line stands for; written nowhere, so its ranges are empty. */
  zeroTerm(): AmountTerm {
    const at = this.contentStart;
    return new TermNode(this.anchor, at, at, undefined, 0, 'none');
  }

  /** Rule 1.5: a retreat, disband, build or waive, from its keyword, unit and destination. */
  phaseOrderLine(keyword: LexedToken, unit?: UnitRef, to?: Place): PhaseOrderLine {
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
      this.contentStart,
      this.contentEnd,
      this.comment,
      action,
      keyword.startOffset,
      keyword.end,
      unit,
      to,
    );
  }

  // Exchange Payola (Rule 6.8): the winter's stock-market lines (ruling E4). The keyword starts
  // the line; numbers are read like amounts (whole numbers are the engine's to require).

  /** `BUY 3 FRANCE` (ruling E8). */
  buyLine(keyword: LexedToken, shares: LexedToken, company: LexedToken): BuyLine {
    const count = this.number(shares, 'shares');
    return new BuyLineNode(
      this.anchor,
      this.contentStart,
      this.contentEnd,
      this.comment,
      keyword.end,
      count,
      { start: shares.startOffset, end: shares.end },
      this.names.upper(this.text, company.startOffset, company.end),
      { start: company.startOffset, end: company.end },
    );
  }

  /** `ELECT FRANCE:ALICE` (ruling E10). */
  electLine(keyword: LexedToken, company: LexedToken, candidate: LexedToken): ElectLine {
    return new ElectLineNode(
      this.anchor,
      this.contentStart,
      this.contentEnd,
      this.comment,
      keyword.end,
      this.names.upper(this.text, company.startOffset, company.end),
      { start: company.startOffset, end: company.end },
      this.names.upper(this.text, candidate.startOffset, candidate.end),
      { start: candidate.startOffset, end: candidate.end },
    );
  }

  /** `VALUE PAR 12` (ruling E5): the centre is a place without a coast. */
  valueLine(keyword: LexedToken, center: LexedToken, worth: LexedToken): ValueLine {
    const value = this.number(worth, 'worth');
    return new ValueLineNode(
      this.anchor,
      this.contentStart,
      this.contentEnd,
      this.comment,
      keyword.end,
      this.place(center, undefined, center.end),
      value,
      { start: worth.startOffset, end: worth.end },
    );
  }

  /** `DIVIDEND 2` (ruling E9). */
  dividendLine(keyword: LexedToken, amount: LexedToken): DividendLine {
    const value = this.number(amount, 'dividend');
    return new DividendLineNode(this.anchor, this.contentStart, this.contentEnd, this.comment, keyword.end, value, {
      start: amount.startOffset,
      end: amount.end,
    });
  }

  // Parts of lines ---------------------------------------------------------------------------

  /** Rule 3.1 items 1–3: `[count*] amount [#[plateau]]`. */
  amountTerm(
    repetition: LexedToken | undefined,
    amount: LexedToken,
    hash: LexedToken | undefined,
    plateauToken: LexedToken | undefined,
  ): AmountTerm {
    const count = repetition ? this.number(repetition, 'repetition') : undefined;
    const value = this.number(amount, 'amount');
    const plateau: Plateau = plateauToken ? this.number(plateauToken, 'plateau') : hash ? 'same-as-amount' : 'none';
    const first = repetition ?? amount;
    const last = plateauToken ?? hash ?? amount;
    return new TermNode(this.anchor, first.startOffset, last.end, count, value, plateau);
  }

  /** `[A|F] place`. */
  unit(type: LexedToken | undefined, place: Place): UnitRef {
    if (!type) return new UnitNode(this.anchor, startOf(place), endOf(place), undefined, place);
    const letter: UnitType = (this.text.charCodeAt(type.startOffset) & ~32) === 70 ? 'F' : 'A';
    return new UnitNode(this.anchor, type.startOffset, endOf(place), letter, place);
  }

  /** `NAME [/COAST | (COAST)]`, ending at `end` (after the coast, or its `)`). */
  place(name: LexedToken, coast: LexedToken | undefined, end: number): Place {
    const upper = this.names.upper(this.text, name.startOffset, name.end);
    const written = coast ? this.names.upper(this.text, coast.startOffset, coast.end) : undefined;
    return new PlaceNode(this.anchor, name.startOffset, end, upper, written);
  }

  hold(token: LexedToken): HoldOrder {
    return new HoldNode(this.anchor, token.startOffset, token.end);
  }

  /** `- DEST` or a convoy route `- SEA - SEA - DEST`, starting at its first dash. */
  move(start: number, to: Place, via: readonly Place[] = noPlaces): MoveOrder {
    // Most moves go straight: they share one empty list of seas (the AST is read-only).
    return new MoveNode(this.anchor, start, endOf(to), to, via);
  }

  support(start: number, unit: UnitRef, to: Place | undefined, end: number): SupportOrder {
    return new SupportNode(this.anchor, start, end, unit, to);
  }

  convoy(start: number, unit: UnitRef, to: Place): ConvoyOrder {
    return new ConvoyNode(this.anchor, start, endOf(to), unit, to);
  }

  // Helpers ----------------------------------------------------------------------------------

  /**
   * A number of the sheet, within `amountLimits`: a larger one is reported and read as the limit,
   * so the rest of the line still reads (and is checked) while no value ever leaves the range
   * where arithmetic is exact.
   */
  private number(token: LexedToken, what: NumberRole): number {
    const value = numberValue(this.text, token.startOffset, token.end);
    const max = what === 'repetition' ? amountLimits.maxRepetition : amountLimits.maxAmount;
    const code = what === 'repetition' ? 'payola/syntax-repetition' : 'payola/syntax-amount';
    if (value > max) {
      const limit = what === 'repetition' || what === 'shares' ? grouped(max) : `${grouped(max)} silver pieces`;
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

function phaseActionOf(keyword: LexedToken): PhaseAction {
  const type = keyword.tokenType;
  if (type === T.Retreat) return 'retreat';
  if (type === T.Build) return 'build';
  if (type === T.Waive) return 'waive';
  return 'disband';
}
