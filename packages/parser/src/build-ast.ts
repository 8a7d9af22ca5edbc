import type { CstNode, IToken } from 'chevrotain';
import type {
  AcceptEntry,
  AcceptLine,
  AmountTerm,
  Comment,
  Line,
  OfferShorthand,
  OfferType,
  Order,
  PhaseAction,
  PhaseOrderLine,
  Place,
  Plateau,
  Range,
  SavingsLine,
  OfferLine,
  UnitRef,
  UnitType,
} from './ast.js';
import { amountLimits } from './amount-limits.js';
import type { SourceText } from './source-text.js';
import { Build, Retreat, Waive } from './tokens.js';
import { printable, type SyntaxMessage } from './syntax-messages.js';

/** A problem found while turning a line's CST into its AST (the grammar alone cannot see it). */
export interface AstProblem extends SyntaxMessage {
  readonly range: Range;
  readonly replacements?: readonly string[];
}

const offerTypeBySymbol: Readonly<Record<string, OfferType>> = {
  ':': 'direct',
  '!': 'negative',
  '>': 'move',
  '@': 'hold',
  '&': 'gift',
};

/** Builds the typed AST of one line from its concrete syntax tree. */
export class LineAstBuilder {
  /** Problems that make the line unreadable (it becomes an `invalid` line). */
  readonly problems: AstProblem[] = [];
  /** Numbers beyond `amountLimits`: errors, but the line still reads, with the limit in their place. */
  readonly valueProblems: AstProblem[] = [];

  constructor(
    private readonly source: SourceText,
    private readonly lineIndex: number,
    private readonly lineRange: Range,
    private readonly comment: Comment | undefined,
  ) {}

  build(cst: CstNode): Line {
    const accept = child(cst, 'acceptList');
    if (accept) return this.acceptLine(accept);
    const amountLine = child(cst, 'amountLine');
    if (amountLine) return this.amountLine(amountLine);
    // Rule 3.1 shorthand: the omitted amount is 0 AgP, the omitted type `:`.
    const offer = child(cst, 'offer');
    if (offer) return this.offerLine(offer, [this.zeroTerm()], 'amount');
    const phaseOrder = child(cst, 'phaseOrder');
    if (phaseOrder) return this.phaseOrderLine(token(phaseOrder, 'keyword')!, child(phaseOrder, 'unit'));
    const unitLine = child(cst, 'unitLine')!;
    const suffix = child(unitLine, 'phaseSuffix');
    if (suffix) return this.phaseOrderLine(token(suffix, 'keyword')!, child(unitLine, 'unit'), child(suffix, 'place'));
    return this.offerLine(unitLine, [this.zeroTerm()], 'amount-and-type');
  }

  /** Rule 1.5: a retreat, disband, build or waive, from its keyword, unit and destination. */
  private phaseOrderLine(keyword: IToken, unitNode?: CstNode, placeNode?: CstNode): PhaseOrderLine {
    const action = phaseActionOf(keyword);
    const line: { -readonly [K in keyof PhaseOrderLine]: PhaseOrderLine[K] } = {
      kind: 'phase-order',
      line: this.lineIndex + 1,
      range: this.lineRange,
      action,
      keywordRange: this.tokenRange(keyword),
    };
    if (unitNode) {
      const unit = this.unit(unitNode);
      if (action === 'build' && unit.type === undefined) {
        this.problems.push({
          code: 'payola/syntax-build',
          message: `a build names the unit's type: \`BUILD A ${unit.place.name}\` or \`BUILD F ${unit.place.name}\``,
          range: unit.range,
        });
      }
      line.unit = unit;
    }
    if (placeNode) line.to = this.place(placeNode);
    return this.withComment(line);
  }

  private acceptLine(node: CstNode): AcceptLine {
    const entries: AcceptEntry[] = [];
    const letters = tokens(node, 'letters');
    if (letters.some((token) => powerNamePattern.test(token.image))) {
      // `ACCEPT France England?`: names where the rules want letters (Rule 4.1). Which words are
      // powers is the game's to know; their first letters are the likely fix.
      const fix = letters.map((token) => (powerNamePattern.test(token.image) ? token.image[0]! : token.image)).join('');
      this.problems.push({
        code: 'payola/syntax-accept',
        message: `write the powers' letters, not their names: \`ACCEPT ${printable(fix.toUpperCase())}\``,
        range: this.range(letters[0]!.startOffset, tokenEnd(letters[letters.length - 1]!)),
        replacements: [fix.toUpperCase()],
      });
    }
    for (const token of letters) {
      if (token.image === '?') {
        entries.push({ kind: 'random', range: this.tokenRange(token) });
        continue;
      }
      // `ACCEPT FRITAGE` lexes as one name: each character is one power letter.
      for (let i = 0; i < token.image.length; i++) {
        const start = token.startOffset + i;
        entries.push({ kind: 'power', letter: token.image[i]!.toUpperCase(), range: this.range(start, start + 1) });
      }
    }
    return this.withComment({ kind: 'accept', line: this.lineIndex + 1, range: this.lineRange, entries });
  }

  private amountLine(node: CstNode): OfferLine | SavingsLine {
    const terms = nodes(node, 'amountTerm').map((term) => this.amountTerm(term));
    const dollar = token(node, 'Dollar');
    if (dollar) {
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
        line: this.lineIndex + 1,
        range: this.lineRange,
        amount: first.amount,
        amountRange: first.amountRange,
      });
    }
    return this.offerLine(child(node, 'offer')!, terms);
  }

  /** An `offer` or a `unitLine` node (the latter has no offer type: `:` is meant). */
  private offerLine(node: CstNode, terms: AmountTerm[], shorthand?: OfferShorthand): OfferLine {
    const typeNode = child(node, 'offerType');
    const symbol = typeNode && token(typeNode, 'symbol')!;
    const line: { -readonly [K in keyof OfferLine]: OfferLine[K] } = {
      kind: 'offer',
      line: this.lineIndex + 1,
      range: this.lineRange,
      terms,
      offerType: symbol ? offerTypeBySymbol[symbol.image]! : 'direct',
      offerTypeRange: symbol ? this.tokenRange(symbol) : this.emptyRangeAtLineStart(),
      unit: this.unit(child(node, 'unit')!),
      orders: nodes(node, 'order').map((order) => this.order(order)),
    };
    if (shorthand) line.shorthand = shorthand;
    return this.withComment(line);
  }

  /** The 0 AgP term a shorthand line stands for; written nowhere, so its ranges are empty. */
  private zeroTerm(): AmountTerm {
    const range = this.emptyRangeAtLineStart();
    return { amount: 0, plateau: 'none', range, amountRange: range };
  }

  private emptyRangeAtLineStart(): Range {
    return { start: this.lineRange.start, end: this.lineRange.start };
  }

  private amountTerm(node: CstNode): AmountTerm {
    const repetitionToken = token(node, 'repetition');
    const amountToken = token(node, 'amount')!;
    const hash = token(node, 'Hash');
    const plateauToken = token(node, 'plateau');
    const plateau: Plateau = plateauToken ? this.number(plateauToken, 'plateau') : hash ? 'same-as-amount' : 'none';
    const first = repetitionToken ?? amountToken;
    const last = plateauToken ?? hash ?? amountToken;
    const term: { -readonly [K in keyof AmountTerm]: AmountTerm[K] } = {
      amount: this.number(amountToken, 'amount'),
      plateau,
      range: this.range(first.startOffset, tokenEnd(last)),
      amountRange: this.tokenRange(amountToken),
    };
    if (repetitionToken) {
      term.repetition = this.number(repetitionToken, 'repetition');
      term.repetitionRange = this.tokenRange(repetitionToken);
    }
    if (hash) term.plateauRange = this.range(hash.startOffset, tokenEnd(last));
    return term;
  }

  private unit(node: CstNode): UnitRef {
    const typeToken = token(node, 'type');
    const place = this.place(child(node, 'place')!);
    if (!typeToken) return { place, range: place.range };
    return { type: typeToken.image[0]!.toUpperCase() as UnitType, place, range: this.span(typeToken, place.range) };
  }

  private place(node: CstNode): Place {
    const nameToken = token(node, 'name')!;
    const coastToken = token(node, 'coast');
    const last = token(node, 'RParen') ?? coastToken ?? nameToken;
    const nameRange = this.tokenRange(nameToken);
    const range = this.range(nameToken.startOffset, tokenEnd(last));
    const name = nameToken.image.toUpperCase();
    return coastToken ? { name, coast: coastToken.image.toUpperCase(), range, nameRange } : { name, range, nameRange };
  }

  private order(node: CstNode): Order {
    const hold = token(node, 'Hold');
    if (hold) return { kind: 'hold', range: this.tokenRange(hold) };
    const move = child(node, 'moveOrder');
    if (move) {
      const places = nodes(move, 'place').map((p) => this.place(p));
      const to = places.pop()!;
      return { kind: 'move', to, via: places, range: this.span(token(move, 'Dash')!, to.range) };
    }
    const support = child(node, 'supportOrder');
    if (support) {
      const start = token(support, 'Support')!;
      const unit = this.unit(child(support, 'unit')!);
      const target = child(support, 'place');
      if (target) {
        const to = this.place(target);
        return { kind: 'support', unit, to, range: this.span(start, to.range) };
      }
      const hold = token(support, 'Hold');
      return { kind: 'support', unit, range: this.span(start, hold ? this.tokenRange(hold) : unit.range) };
    }
    const convoy = child(node, 'convoyOrder')!;
    const to = this.place(child(convoy, 'place')!);
    return {
      kind: 'convoy',
      unit: this.unit(child(convoy, 'unit')!),
      to,
      range: this.span(token(convoy, 'Convoy')!, to.range),
    };
  }

  /**
   * A number of the sheet, within `amountLimits`: a larger one is reported and read as the limit,
   * so the rest of the line still reads (and is checked) while no value ever leaves the range
   * where arithmetic is exact.
   */
  private number(token: IToken, what: 'amount' | 'plateau' | 'repetition'): number {
    const value = Number(token.image);
    const max = what === 'repetition' ? amountLimits.maxRepetition : amountLimits.maxAmount;
    if (value > max) {
      const limit = what === 'repetition' ? `${grouped(max)}` : `${grouped(max)} silver pieces`;
      this.valueProblems.push({
        code: what === 'repetition' ? 'payola/syntax-repetition' : 'payola/syntax-amount',
        message: `\`${printable(token.image)}\` is too large: ${articled[what]} is at most ${limit}`,
        range: this.tokenRange(token),
      });
      return max;
    }
    const point = token.image.indexOf('.');
    if (point >= 0 && token.image.length - point - 1 > amountLimits.maxDecimals) {
      this.valueProblems.push({
        code: what === 'repetition' ? 'payola/syntax-repetition' : 'payola/syntax-amount',
        message: `\`${printable(token.image)}\` has too many decimals: ${articled[what]} has at most ${amountLimits.maxDecimals}`,
        range: this.tokenRange(token),
      });
    }
    return value;
  }

  private withComment<L extends Line>(line: L): L {
    if (this.comment) (line as { comment?: Comment }).comment = this.comment;
    return line;
  }

  private range(start: number, end: number): Range {
    return this.source.rangeOnLine(this.lineIndex, start, end);
  }

  private tokenRange(token: IToken): Range {
    return this.range(token.startOffset, tokenEnd(token));
  }

  /** From the start of `first` to the end of `last`. */
  private span(first: IToken, last: Range): Range {
    return { start: this.source.positionOnLine(this.lineIndex, first.startOffset), end: last.end };
  }
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

function phaseActionOf(keyword: IToken): PhaseAction {
  const type = keyword.tokenType;
  if (type === Retreat) return 'retreat';
  if (type === Build) return 'build';
  if (type === Waive) return 'waive';
  return 'disband';
}

/** With `positionTracking: 'onlyOffset'` tokens carry no end offset; the image gives it. */
function tokenEnd(token: IToken): number {
  return token.startOffset + token.image.length;
}

function child(node: CstNode, name: string): CstNode | undefined {
  return node.children[name]?.[0] as CstNode | undefined;
}

function nodes(node: CstNode, name: string): CstNode[] {
  return (node.children[name] ?? []) as CstNode[];
}

function token(node: CstNode, name: string): IToken | undefined {
  return node.children[name]?.[0] as IToken | undefined;
}

function tokens(node: CstNode, name: string): IToken[] {
  return (node.children[name] ?? []) as IToken[];
}
