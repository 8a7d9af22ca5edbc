import type { AmountTerm, Line, OfferShorthand, Order, Place, UnitRef } from './ast.js';
import { listOfOne as importedListOfOne, listOfTwo as importedListOfTwo, withNext } from './ast-nodes.js';
import type { LineAstBuilder } from './build-ast.js';
import type { LexedToken, LexedTokens } from './lexer.js';
import type { TokenType } from 'chevrotain';
import * as T from './tokens.js';
import type { TokenCategory } from './tokens.js';

// The grammar of grammar.ts, read without Chevrotain's machinery: a recursive descent over one
// lexed line that takes every decision the grammar takes (its LL(2) lookahead, computed by hand
// below) and builds the AST through the same builder calls. It only reads lines of the language:
// at the first token the grammar would not accept it gives up, and parse.ts asks the grammar
// itself, which says why. grammar.ts stays the one definition of the language (the generated
// artefacts, the error messages and completion come from it); test/line-reader.test.ts proves
// that this reader accepts exactly the lines the grammar accepts, with the same ASTs and token
// roles, on every line of up to three tokens and on random lines near the grammar.

/** `listOfOne`, `listOfTwo` as this module's constants (an imported binding is read through a cell, checked at every use). */
const listOfOne = importedListOfOne;
const listOfTwo = importedListOfTwo;

/** Thrown when the line leaves the language: one shared error, made once (its stack is never read). */
const notInLanguage = new Error('not a line of the language');

// Token classes by `tokenTypeIdx`, as the grammar's lookahead sees them.
const size = Math.max(...T.allTokens.map((type) => type.tokenTypeIdx!)) + 1;
const names = new Uint8Array(size);
const letters = new Uint8Array(size);
const offerSymbols = new Uint8Array(size);
const orderStarts = new Uint8Array(size);
const unitLineSeconds = new Uint8Array(size);
const words = new Uint8Array(size);
const mark = (table: Uint8Array, types: readonly TokenType[]) => {
  for (const type of types) table[type.tokenTypeIdx!] = 1;
};
/** `Identifier` and the tokens of its category: Rule 1.5's words are names too (tokens.ts). */
const nameTypes = [T.Identifier, T.Retreat, T.Disband, T.Remove, T.Build, T.Waive, T.Buy, T.Elect, T.Value, T.Dividend];
mark(names, nameTypes);
/** The words a company or an investor may be (`company`, `investor`): names and the other keywords. */
mark(words, [...nameTypes, T.Army, T.Fleet, T.Hold, T.Support, T.Convoy, T.Accept]);
mark(letters, [...nameTypes, T.Army, T.Fleet, T.Hold, T.Support, T.Convoy, T.NumberLiteral, T.Question]);
mark(offerSymbols, T.offerTypeTokens);
/** `order`'s alternatives: H, a move (`-`, or `->` of the Dash category), S, C. */
mark(orderStarts, [T.Hold, T.Dash, T.Arrow, T.Support, T.Convoy]);
/**
 * The second tokens with which `unitLine` is chosen after a name (the grammar's LL(2) paths for
 * it): a coast, an order, or a retreat, disband or build keyword.
 */
mark(unitLineSeconds, [T.Slash, T.LParen, T.Hold, T.Dash, T.Arrow, T.Support, T.Convoy, T.Retreat, T.Disband, T.Build]);

const Num = T.NumberLiteral.tokenTypeIdx!;
const Star = T.Star.tokenTypeIdx!;
const Plus = T.Plus.tokenTypeIdx!;
const Hash = T.Hash.tokenTypeIdx!;
const Dollar = T.Dollar.tokenTypeIdx!;
const Pipe = T.Pipe.tokenTypeIdx!;
const Slash = T.Slash.tokenTypeIdx!;
const LParen = T.LParen.tokenTypeIdx!;
const RParen = T.RParen.tokenTypeIdx!;
const Dash = T.Dash.tokenTypeIdx!;
const Arrow = T.Arrow.tokenTypeIdx!;
const Hold = T.Hold.tokenTypeIdx!;
const Support = T.Support.tokenTypeIdx!;
const Convoy = T.Convoy.tokenTypeIdx!;
const Army = T.Army.tokenTypeIdx!;
const Fleet = T.Fleet.tokenTypeIdx!;
const Accept = T.Accept.tokenTypeIdx!;
const Waive = T.Waive.tokenTypeIdx!;
const Build = T.Build.tokenTypeIdx!;
const Disband = T.Disband.tokenTypeIdx!;
const Remove = T.Remove.tokenTypeIdx!;
const Retreat = T.Retreat.tokenTypeIdx!;
const Question = T.Question.tokenTypeIdx!;
const Colon = T.Colon.tokenTypeIdx!;
const Buy = T.Buy.tokenTypeIdx!;
const Elect = T.Elect.tokenTypeIdx!;
const Value = T.Value.tokenTypeIdx!;
const Dividend = T.Dividend.tokenTypeIdx!;
/** No token: past the end of the line (in no class). */
const End = -1;

/**
 * Whether a token may follow a unit's place in a `unitLine` and also be a company's or centre's
 * name (R, D, B; H, S, C): ELECT and VALUE then need a third token to decide (`exchangeAhead`).
 */
function afterUnitPlace(type: number): boolean {
  return type === Retreat || type === Disband || type === Build || type === Hold || type === Support || type === Convoy;
}

/** Reads lines of the language into ASTs (see the comment above). One instance serves every line. */
export class LineReader {
  // The line's tokens: type indexes, starts and ends (a lexed line's arrays).
  private types: Uint8Array = new Uint8Array(0);
  private starts: Int32Array = new Int32Array(0);
  private ends: Int32Array = new Int32Array(0);
  private count = 0;
  private at = 0;
  /** The token objects to note roles on (`lineTokens`, tests), or undefined (parsing). */
  private roleTokens: readonly LexedToken[] | undefined = undefined;

  constructor(private readonly builder: LineAstBuilder) {}

  /**
   * The AST of the lexed line (the builder set up for it), or undefined when the grammar would
   * not read it; the builder may then hold problems of a partial read.
   */
  readLexed(lexed: LexedTokens): Line | undefined {
    this.types = lexed.types;
    this.starts = lexed.starts;
    this.ends = lexed.ends;
    this.count = lexed.count;
    this.at = 0;
    try {
      const line = this.line();
      // The grammar reads the whole line or fails (Chevrotain's "not all input parsed").
      return this.at === this.count ? line : undefined;
    } catch (error) {
      if (error === notInLanguage) return undefined;
      throw error;
    }
  }

  /**
   * Like `readLexed`, for the token objects `tokens[0 .. count)`, on which each token's role is
   * noted as the grammar notes it (`lineTokens`).
   */
  read(tokens: readonly LexedToken[], count: number): Line | undefined {
    const types = new Uint8Array(count);
    const starts = new Int32Array(count);
    const ends = new Int32Array(count);
    for (let i = 0; i < count; i++) {
      types[i] = tokens[i]!.tokenTypeIdx;
      starts[i] = tokens[i]!.startOffset;
      ends[i] = tokens[i]!.end;
    }
    this.roleTokens = tokens;
    try {
      return this.readLexed({ types, starts, ends, count });
    } finally {
      this.roleTokens = undefined;
    }
  }

  // The grammar's rules, in grammar.ts's order. -------------------------------------------

  /** line = acceptList | amountLine | offer | phaseOrder | exchangeOrder | unitLine */
  private line(): Line {
    const first = this.peek(0);
    if (first === Accept) return this.acceptList();
    if (first === Num) return this.amountLine();
    if (offerSymbols[first] === 1) return this.offer(listOfOne(this.builder.zeroTerm()), 'amount');
    // phaseOrder comes first: WAIVE alone decides; BUILD, B, DISBAND, REMOVE do when a unit follows.
    if (first === Waive) {
      const keyword = this.next();
      return this.builder.phaseOrderLine(Waive, this.starts[keyword]!, this.ends[keyword]!);
    }
    const second = this.peek(1);
    if (first === Build || first === Disband || first === Remove) {
      if (second === Army || second === Fleet || names[second] === 1) {
        const keyword = this.next();
        return this.builder.phaseOrderLine(first, this.starts[keyword]!, this.ends[keyword]!, this.unit());
      }
    }
    // exchangeOrder, by its first two tokens, and for ELECT or VALUE before what could follow a
    // unit's place by the third (the grammar's gate, exchangeAhead).
    if (first === Buy && second === Num) return this.buyOrder();
    if (first === Dividend && second === Num) {
      const keyword = this.next();
      const amount = this.next();
      return this.builder.dividendLine(this.ends[keyword]!, this.starts[amount]!, this.ends[amount]!);
    }
    if (first === Elect && words[second] === 1 && (!afterUnitPlace(second) || this.peek(2) === Colon))
      return this.electOrder();
    if (first === Value && names[second] === 1 && (!afterUnitPlace(second) || this.peek(2) === Num)) {
      const keyword = this.next();
      const centre = this.next();
      this.role(centre, 'place');
      const worth = this.expect(Num);
      const { starts, ends } = this;
      return this.builder.valueLine(ends[keyword]!, starts[centre]!, ends[centre]!, starts[worth]!, ends[worth]!);
    }
    if (first === Army || first === Fleet || (names[first] === 1 && unitLineSeconds[second] === 1))
      return this.unitLine();
    throw notInLanguage;
  }

  /** buyOrder = "BUY" NUMBER company */
  private buyOrder(): Line {
    const keyword = this.next();
    const shares = this.next();
    this.role(shares, 'shares');
    const company = this.expectWord();
    this.role(company, 'company');
    const { starts, ends } = this;
    return this.builder.buyLine(ends[keyword]!, starts[shares]!, ends[shares]!, starts[company]!, ends[company]!);
  }

  /** electOrder = "ELECT" company ":" investor */
  private electOrder(): Line {
    const keyword = this.next();
    const company = this.next();
    this.role(company, 'company');
    this.expect(Colon);
    const candidate = this.expectWord();
    this.role(candidate, 'investor');
    const { starts, ends } = this;
    return this.builder.electLine(
      ends[keyword]!,
      starts[company]!,
      ends[company]!,
      starts[candidate]!,
      ends[candidate]!,
    );
  }

  /** acceptList = "ACCEPT" (letters | digits | "?")+ */
  private acceptList(): Line {
    this.next();
    if (letters[this.peek(0)] !== 1) throw notInLanguage;
    const first = this.at;
    do {
      const entry = this.next();
      if (this.types[entry] !== Question) this.role(entry, 'power-letters');
    } while (letters[this.peek(0)] === 1);
    return this.builder.acceptLine(this.starts[first]!, this.ends[this.at - 1]!);
  }

  /** amountLine = amountTerm ("+" amountTerm)* ( "$" | offer ) */
  private amountLine(): Line {
    // Lists of one or two are made at their size: an array grown by `push` keeps room for 17,
    // which the AST would hold for as long as it lives.
    const first = this.amountTerm();
    let terms: AmountTerm[];
    if (this.peek(0) !== Plus) terms = listOfOne(first);
    else {
      this.next();
      const second = this.amountTerm();
      terms = listOfTwo(first, second);
      while (this.peek(0) === Plus) {
        this.next();
        terms.push(this.amountTerm());
      }
    }
    const end = this.peek(0);
    if (end === Dollar) {
      this.next();
      return this.builder.savingsLine(terms);
    }
    if (offerSymbols[end] !== 1) throw notInLanguage;
    return this.offer(terms, undefined);
  }

  /** amountTerm = [count "*"] amount ["#" [plateau]] */
  private amountTerm(): AmountTerm {
    const { starts, ends } = this;
    let countStart = -1;
    let countEnd = -1;
    if (this.peek(0) === Num && this.peek(1) === Star) {
      const count = this.next();
      this.role(count, 'repetition');
      countStart = starts[count]!;
      countEnd = ends[count]!;
      this.next();
    }
    const amount = this.expect(Num);
    let hashEnd = -1;
    let plateauStart = -1;
    let plateauEnd = -1;
    if (this.peek(0) === Hash) {
      hashEnd = ends[this.next()]!;
      if (this.peek(0) === Num) {
        const floor = this.next();
        this.role(floor, 'plateau');
        plateauStart = starts[floor]!;
        plateauEnd = ends[floor]!;
      }
    }
    return this.builder.amountTerm(
      countStart,
      countEnd,
      starts[amount]!,
      ends[amount]!,
      hashEnd,
      plateauStart,
      plateauEnd,
    );
  }

  /** offer = offerType unit order ("|" order)*, after `terms` */
  private offer(terms: AmountTerm[], shorthand: OfferShorthand | undefined): Line {
    const symbol = this.next(); // the caller saw an offer type
    const unit = this.unit();
    return this.builder.offerLine(terms, this.starts[symbol]!, unit, this.orders(), shorthand);
  }

  /** order ("|" order)* */
  private orders(): Order[] {
    const first = this.order();
    if (this.peek(0) !== Pipe) return listOfOne(first);
    this.next();
    const orders = listOfTwo(first, this.order());
    while (this.peek(0) === Pipe) {
      this.next();
      orders.push(this.order());
    }
    return orders;
  }

  /** unitLine = unit ( order ("|" order)* | phaseSuffix ) */
  private unitLine(): Line {
    const unit = this.unit();
    const next = this.peek(0);
    if (orderStarts[next] === 1) {
      const orders = this.orders();
      return this.builder.offerLine(listOfOne(this.builder.zeroTerm()), -1, unit, orders, 'amount-and-type');
    }
    // phaseSuffix = ("R" | "RETREAT") place | "D" | "DISBAND" | "B" | "BUILD"
    if (next === Retreat || next === Disband || next === Build) {
      const keyword = this.next();
      const to = next === Retreat ? this.place() : undefined;
      return this.builder.phaseOrderLine(next, this.starts[keyword]!, this.ends[keyword]!, unit, to);
    }
    throw notInLanguage;
  }

  /** unit = ["A" | "F"] place */
  private unit(): UnitRef {
    const first = this.peek(0);
    const typed = first === Army || first === Fleet;
    const start = typed ? this.starts[this.next()]! : this.startOfNext();
    const place = this.place();
    return this.builder.unit(start, typed, place, this.endOfLast());
  }

  /** place = name [ "/" coast | "(" coast ")" ] */
  private place(): Place {
    const name = this.expectName();
    this.role(name, 'place');
    let coast = -1;
    const next = this.peek(0);
    if (next === Slash) {
      this.next();
      coast = this.expectName();
      this.role(coast, 'coast');
    } else if (next === LParen) {
      this.next();
      coast = this.expectName();
      this.role(coast, 'coast');
      this.expect(RParen);
    }
    const { starts, ends } = this;
    return coast < 0
      ? this.builder.place(starts[name]!, ends[name]!, -1, -1, ends[name]!)
      : this.builder.place(starts[name]!, ends[name]!, starts[coast]!, ends[coast]!, this.endOfLast());
  }

  /** order = "H" | moveOrder | supportOrder | convoyOrder */
  private order(): Order {
    const first = this.peek(0);
    if (first === Hold) {
      const hold = this.next();
      return this.builder.hold(this.starts[hold]!, this.ends[hold]!);
    }
    if (first === Dash || first === Arrow) {
      // moveOrder = "-" place ("-" place)*
      const start = this.starts[this.next()]!;
      let to = this.place();
      if (this.peek(0) !== Dash && this.peek(0) !== Arrow) return this.builder.move(start, to, this.endOfLast());
      // A convoy route: each place but the last is a sea it goes by. Most routes cross one sea, some
      // two: their lists are made at their size (see `amountLine`).
      let via: Place[] | undefined;
      do {
        this.next();
        const next = this.place();
        via = withNext(via, to);
        to = next;
      } while (this.peek(0) === Dash || this.peek(0) === Arrow);
      return this.builder.move(start, to, this.endOfLast(), via);
    }
    if (first === Support) {
      // supportOrder = "S" unit ["H" | "-" place]
      const start = this.starts[this.next()]!;
      const unit = this.unit();
      const end = this.peek(0);
      let to: Place | undefined;
      if (end === Hold) this.next();
      else if (end === Dash || end === Arrow) {
        this.next();
        to = this.place();
      }
      return this.builder.support(start, unit, to, this.endOfLast());
    }
    if (first === Convoy) {
      // convoyOrder = "C" unit "-" place
      const start = this.starts[this.next()]!;
      const unit = this.unit();
      const dash = this.peek(0);
      if (dash !== Dash && dash !== Arrow) throw notInLanguage;
      this.next();
      const to = this.place();
      return this.builder.convoy(start, unit, to, this.endOfLast());
    }
    throw notInLanguage;
  }

  // Tokens: by their index in the line ------------------------------------------------------

  /** The type index of the token `ahead` places on (0: the next), or `End`. */
  private peek(ahead: number): number {
    const i = this.at + ahead;
    return i < this.count ? this.types[i]! : End;
  }

  private next(): number {
    if (this.at >= this.count) throw notInLanguage;
    return this.at++;
  }

  private expect(type: number): number {
    if (this.peek(0) !== type) throw notInLanguage;
    return this.at++;
  }

  private expectWord(): number {
    if (words[this.peek(0)] !== 1) throw notInLanguage;
    return this.at++;
  }

  private expectName(): number {
    if (names[this.peek(0)] !== 1) throw notInLanguage;
    return this.at++;
  }

  /** The offset of the next token (the caller saw one). */
  private startOfNext(): number {
    return this.starts[this.at]!;
  }

  /** The offset just after the last token read. */
  private endOfLast(): number {
    return this.ends[this.at - 1]!;
  }

  /** Notes what the token at `index` was read as, where context decides (`lineTokens`). */
  private role(index: number, role: TokenCategory): void {
    if (this.roleTokens !== undefined) this.roleTokens[index]!.role = role;
  }
}
