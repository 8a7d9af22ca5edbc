import {
  EmbeddedActionsParser,
  tokenMatcher,
  type IOrAlt,
  type IParserErrorMessageProvider,
  type IToken,
  type TokenType,
} from 'chevrotain';
import type { AcceptLine, AmountTerm, Line, Order, Place, SavingsLine, OfferLine, UnitRef } from './ast.js';
import type { LineAstBuilder, OfferParts, PhaseSuffix } from './build-ast.js';
import type { LexedToken } from './lexer.js';
import * as T from './tokens.js';
import type { TokenCategory } from './tokens.js';

/**
 * Keys naming what the parser expected where it failed. They travel as Chevrotain's ERR_MSG and
 * are turned into player-facing messages by syntax-messages.ts, which also sees the token found.
 */
export type Expectation =
  | 'line-start'
  | 'amount'
  | 'offer-type'
  | 'place'
  | 'coast'
  | 'closing-paren'
  | 'order'
  | 'own-order'
  | 'convoy-destination'
  | 'accept-letters'
  | 'shares'
  | 'company'
  | 'elect-colon'
  | 'candidate'
  | 'centre'
  | 'worth'
  | 'dividend'
  | 'end-of-line';

const expectationKeys: ReadonlySet<string> = new Set<Expectation>([
  'line-start',
  'amount',
  'offer-type',
  'place',
  'coast',
  'closing-paren',
  'order',
  'own-order',
  'convoy-destination',
  'accept-letters',
  'shares',
  'company',
  'elect-colon',
  'candidate',
  'centre',
  'worth',
  'dividend',
  'end-of-line',
]);

export function isExpectation(message: string): message is Expectation {
  return expectationKeys.has(message);
}

// Every failure site passes an ERR_MSG key; where Chevrotain builds the message itself (trailing
// input, or a site without a key), map it to the closest key.
const expectationProvider: IParserErrorMessageProvider = {
  buildMismatchTokenMessage: ({ expected }) => (expected === T.RParen ? 'closing-paren' : 'end-of-line'),
  buildNotAllInputParsedMessage: () => 'end-of-line',
  buildNoViableAltMessage: ({ customUserDescription }) => customUserDescription ?? 'line-start',
  buildEarlyExitMessage: ({ customUserDescription }) => customUserDescription ?? 'line-start',
};

// Options of CONSUME, made once (a literal at the call would be allocated at every call). The
// labels name each token's part in the serialized grammar and the railroad diagrams.
const letters = { LABEL: 'letters' };
const keyword = { LABEL: 'keyword' };
const symbol = { LABEL: 'symbol' };
const unitType = { LABEL: 'type' };
const repetition = { LABEL: 'repetition' };
const amount = { LABEL: 'amount', ERR_MSG: 'amount' };
const plateau = { LABEL: 'plateau' };
const placeName = { LABEL: 'name', ERR_MSG: 'place' };
const coast = { LABEL: 'coast', ERR_MSG: 'coast' };
const closingParen = { ERR_MSG: 'closing-paren' };
const convoyDestination = { ERR_MSG: 'convoy-destination' };
const shares = { LABEL: 'shares', ERR_MSG: 'shares' };
const companyName = { LABEL: 'company' };
const investorName = { LABEL: 'investor' };
const electColon = { LABEL: 'symbol', ERR_MSG: 'elect-colon' };
const centreName = { LABEL: 'name', ERR_MSG: 'centre' };
const worth = { LABEL: 'amount', ERR_MSG: 'worth' };
const dividend = { LABEL: 'amount', ERR_MSG: 'dividend' };

type Alternatives<T> = IOrAlt<T>[];

/**
 * The offer-sheet grammar (Rules 1.5, 3.1, 3.4, 4.1) for ONE line; parse.ts feeds it line by line
 * so that one bad line never hides the next. The EBNF in grammar/README.md mirrors these rules.
 *
 * Each rule builds its part of the typed AST as it completes, through `builder` (build-ast.ts),
 * which parse.ts points at the line being read. Chevrotain runs every rule once while it records
 * the grammar, with no input: `RECORDING_PHASE` is then true and no AST is built.
 */
export class OfferSheetParser extends EmbeddedActionsParser {
  /** Builds the AST of the line being parsed (set by parse.ts before each line). */
  builder!: LineAstBuilder;

  constructor() {
    super(T.allTokens, { maxLookahead: 2, recoveryEnabled: false, errorMessageProvider: expectationProvider });
    this.performSelfAnalysis();
  }

  /**
   * Notes what a token was read as where context decides its category (`lineTokens`). Read before
   * the rule goes on, so a line that fails later keeps what was read up to there.
   */
  private mark(token: IToken, role: TokenCategory): LexedToken {
    if (!this.RECORDING_PHASE) (token as LexedToken).role = role;
    return token as LexedToken;
  }

  /** The offset just after the last token read. */
  private endOfLast(): number {
    return (this.LA(0) as LexedToken).end;
  }

  /** The offset of the next token. */
  private startOfNext(): number {
    return this.LA(1).startOffset;
  }

  // The alternatives of each OR are made once; they read the rule's state only through `this`.

  private readonly lineAlternatives: Alternatives<Line | undefined> = [
    { ALT: () => this.SUBRULE(this.acceptList) },
    { ALT: () => this.SUBRULE(this.amountLine) },
    {
      ALT: () => {
        // Rule 3.1 shorthand: the omitted amount is 0 AgP.
        const parts = this.SUBRULE(this.offer);
        return this.RECORDING_PHASE ? undefined : this.offerLine([this.builder.zeroTerm()], parts, 'amount');
      },
    },
    // Chosen first on purpose where unitLine could also start (a province named WAIVE).
    { ALT: () => this.SUBRULE(this.phaseOrder), IGNORE_AMBIGUITIES: true },
    // Before unitLine, which a province named ELECT or VALUE could also start: the gate looks a
    // third token ahead where the second alone cannot tell (`ELECT R:ALICE`, `ELECT R GAS`).
    { GATE: () => this.exchangeAhead(), ALT: () => this.SUBRULE(this.exchangeOrder) },
    { ALT: () => this.SUBRULE(this.unitLine) },
  ];

  /**
   * line = acceptList | amountLine | offer | phaseOrder | exchangeOrder | unitLine
   * An `offer` or a `unitLine` with orders at the start of a line is the reference judge's
   * shorthand for a 0 AgP offer (Rule 3.1): `: A PAR H` omits the amount, `A PAR - BUR` the
   * amount and the type. `phaseOrder` comes before `unitLine`: at the start of a line, WAIVE,
   * BUILD, B, DISBAND and REMOVE are keywords (`A B - PAR` names a province B). So do Exchange's
   * BUY, ELECT, VALUE and DIVIDEND where what follows fits their line (`BUY 3 FRANCE`), and are
   * places where it does not (`BUY - PAR`, `ELECT R GAS`: a unit in a province so named).
   */
  private readonly lineChoice = { DEF: this.lineAlternatives, ERR_MSG: 'line-start' };
  line = this.RULE('line', (): Line | undefined => this.OR(this.lineChoice));

  private readonly letterAlternatives: Alternatives<IToken> = [
    { ALT: () => this.CONSUME(T.Identifier, letters) },
    { ALT: () => this.CONSUME(T.Army, letters) },
    { ALT: () => this.CONSUME(T.Fleet, letters) },
    { ALT: () => this.CONSUME(T.Hold, letters) },
    { ALT: () => this.CONSUME(T.Support, letters) },
    { ALT: () => this.CONSUME(T.Convoy, letters) },
    { ALT: () => this.CONSUME(T.NumberLiteral, letters) },
    { ALT: () => this.CONSUME(T.Question, letters) },
  ];

  // Lists being read, one per rule that reads one (no rule reads itself again while reading).
  private entries: LexedToken[] = [];
  private terms: AmountTerm[] = [];
  private orderList: Order[] = [];
  private places: Place[] = [];

  private readonly moreLetters = {
    DEF: () => {
      const entry = this.OR(this.letterAlternatives) as LexedToken;
      if (entry.tokenType !== T.Question) this.mark(entry, 'power-letters');
      this.entries.push(entry);
    },
    ERR_MSG: 'accept-letters',
  };

  /** acceptList = "ACCEPT" (letters | digits | "?")+   — Rule 4.1 (digits name powers beyond 26) */
  acceptList = this.RULE('acceptList', (): AcceptLine | undefined => {
    this.CONSUME(T.Accept);
    const entries: LexedToken[] = (this.entries = []);
    this.AT_LEAST_ONE(this.moreLetters);
    if (this.RECORDING_PHASE) return undefined;
    return this.builder.acceptLine(entries[0]!.startOffset, entries[entries.length - 1]!.end);
  });

  private readonly amountLineEnds: Alternatives<IToken | OfferParts | undefined> = [
    { ALT: () => this.CONSUME(T.Dollar) },
    { ALT: () => this.SUBRULE(this.offer) },
  ];

  private readonly moreTerms = (): void => {
    this.CONSUME(T.Plus);
    this.terms.push(this.SUBRULE2(this.amountTerm));
  };

  private readonly amountLineEnd = { DEF: this.amountLineEnds, ERR_MSG: 'offer-type' };

  /**
   * amountLine = amountTerm ("+" amountTerm)* ( "$" | offer )
   * A savings request (Rule 3.4) and an offer (Rule 3.1) share their start; the AST builder
   * rejects savings written with `*`, `#` or `+`.
   */
  amountLine = this.RULE('amountLine', (): OfferLine | SavingsLine | undefined => {
    const terms = (this.terms = [this.SUBRULE(this.amountTerm)]);
    this.MANY(this.moreTerms);
    const end = this.OR(this.amountLineEnd);
    if (this.RECORDING_PHASE) return undefined;
    return isOfferParts(end) ? this.offerLine(terms, end) : this.builder.savingsLine(terms);
  });

  private readonly moreOrders = (): void => {
    this.CONSUME(T.Pipe);
    this.orderList.push(this.SUBRULE2(this.order));
  };

  /** offer = offerType unit order ("|" order)*   — Rule 3.1 items 5–8 */
  offer = this.RULE('offer', (): OfferParts => {
    const symbol = this.SUBRULE(this.offerType);
    const unit = this.SUBRULE(this.unit);
    const orders = (this.orderList = [this.SUBRULE(this.order)]);
    this.MANY(this.moreOrders);
    return { symbol, unit, orders };
  });

  private readonly afterOwnUnit = {
    DEF: [
      {
        ALT: (): Order[] => {
          const orders = (this.orderList = [this.SUBRULE(this.order)]);
          this.MANY(this.moreOrders);
          return orders;
        },
      },
      { ALT: (): PhaseSuffix => this.SUBRULE(this.phaseSuffix) },
    ] as Alternatives<Order[] | PhaseSuffix>,
    ERR_MSG: 'own-order',
  };

  /**
   * unitLine = unit ( order ("|" order)* | phaseSuffix )
   * A player's order for the player's own unit: the shorthand offer (Rule 3.1), or a retreat,
   * disband or build written after the unit (Rule 1.5).
   */
  unitLine = this.RULE('unitLine', (): OfferLine | Line | undefined => {
    const unit = this.SUBRULE(this.unit);
    const rest = this.OR(this.afterOwnUnit);
    if (this.RECORDING_PHASE) return undefined;
    if (Array.isArray(rest)) {
      return this.builder.offerLine([this.builder.zeroTerm()], -1, unit, rest, 'amount-and-type');
    }
    return this.phaseOrderLine(rest.keyword, unit, rest.to);
  });

  private readonly phaseSuffixes: Alternatives<PhaseSuffix> = [
    {
      ALT: () => {
        const retreat = this.CONSUME(T.Retreat, keyword) as LexedToken;
        return { keyword: retreat, to: this.SUBRULE(this.place) };
      },
    },
    { ALT: () => ({ keyword: this.CONSUME(T.Disband, keyword) as LexedToken }) },
    { ALT: () => ({ keyword: this.CONSUME(T.Build, keyword) as LexedToken }) },
  ];

  /** phaseSuffix = ("R" | "RETREAT") place | "D" | "DISBAND" | "B" | "BUILD"   — Rule 1.5 */
  phaseSuffix = this.RULE('phaseSuffix', (): PhaseSuffix => this.OR(this.phaseSuffixes));

  private readonly phaseOrderKeywords: Alternatives<IToken> = [
    { ALT: () => this.CONSUME(T.Build, keyword) },
    { ALT: () => this.CONSUME(T.Disband, keyword) },
    { ALT: () => this.CONSUME(T.Remove, keyword) },
  ];

  private readonly phaseOrders: Alternatives<Line | undefined> = [
    {
      ALT: () => {
        const waive = this.CONSUME(T.Waive, keyword) as LexedToken;
        return this.RECORDING_PHASE ? undefined : this.phaseOrderLine(waive);
      },
    },
    {
      ALT: () => {
        const word = this.OR2(this.phaseOrderKeywords) as LexedToken;
        const unit = this.SUBRULE(this.unit);
        return this.RECORDING_PHASE ? undefined : this.phaseOrderLine(word, unit);
      },
    },
  ];

  /** phaseOrder = "WAIVE" | ("BUILD" | "B" | "DISBAND" | "REMOVE") unit   — Rule 1.5 */
  phaseOrder = this.RULE('phaseOrder', (): Line | undefined => this.OR(this.phaseOrders));

  // Exchange Payola (Rule 6.8, ruling E4): the winter's stock-market lines. --------------------

  /**
   * Whether a line starting ELECT or VALUE is the Exchange line. After ELECT or VALUE, what could
   * follow a unit's place (R, D or B; after ELECT also H, S or C, which may name a company) is a
   * company or a centre only before `:` (ELECT) or a number (VALUE): `ELECT H:ALICE` is a vote,
   * `ELECT H` and `VALUE D` order a unit in a province named ELECT or VALUE.
   */
  private exchangeAhead(): boolean {
    const first = this.LA(1).tokenType;
    if (first !== T.Elect && first !== T.Value) return true;
    if (!afterUnitPlace.has(this.LA(2).tokenType)) return true;
    return tokenMatcher(this.LA(3), first === T.Elect ? T.Colon : T.NumberLiteral);
  }

  private readonly exchangeOrders: Alternatives<Line | undefined> = [
    { ALT: () => this.SUBRULE(this.buyOrder) },
    { ALT: () => this.SUBRULE(this.electOrder) },
    { ALT: () => this.SUBRULE(this.valueOrder) },
    { ALT: () => this.SUBRULE(this.dividendOrder) },
  ];

  /** exchangeOrder = buyOrder | electOrder | valueOrder | dividendOrder   — Rule 6.8 */
  exchangeOrder = this.RULE('exchangeOrder', (): Line | undefined => this.OR(this.exchangeOrders));

  /** buyOrder = "BUY" NUMBER company   — ruling E8 */
  buyOrder = this.RULE('buyOrder', (): Line | undefined => {
    const word = this.CONSUME(T.Buy, keyword) as LexedToken;
    const count = this.mark(this.CONSUME(T.NumberLiteral, shares), 'shares');
    const company = this.SUBRULE(this.company);
    if (this.RECORDING_PHASE) return undefined;
    return this.builder.buyLine(word.end, count.startOffset, count.end, company.startOffset, company.end);
  });

  /** electOrder = "ELECT" company ":" investor   — ruling E10 */
  electOrder = this.RULE('electOrder', (): Line | undefined => {
    const word = this.CONSUME(T.Elect, keyword) as LexedToken;
    const company = this.SUBRULE(this.company);
    this.CONSUME(T.Colon, electColon);
    const candidate = this.SUBRULE(this.investor);
    if (this.RECORDING_PHASE) return undefined;
    return this.builder.electLine(word.end, company.startOffset, company.end, candidate.startOffset, candidate.end);
  });

  /** valueOrder = "VALUE" NAME NUMBER   — ruling E5 (a centre, then its worth in AgP) */
  valueOrder = this.RULE('valueOrder', (): Line | undefined => {
    const word = this.CONSUME(T.Value, keyword) as LexedToken;
    const centre = this.mark(this.CONSUME(T.Identifier, centreName), 'place');
    const value = this.CONSUME(T.NumberLiteral, worth) as LexedToken;
    if (this.RECORDING_PHASE) return undefined;
    return this.builder.valueLine(word.end, centre.startOffset, centre.end, value.startOffset, value.end);
  });

  /** dividendOrder = "DIVIDEND" NUMBER   — ruling E9 (AgP a share) */
  dividendOrder = this.RULE('dividendOrder', (): Line | undefined => {
    const word = this.CONSUME(T.Dividend, keyword) as LexedToken;
    const value = this.CONSUME(T.NumberLiteral, dividend) as LexedToken;
    return this.RECORDING_PHASE ? undefined : this.builder.dividendLine(word.end, value.startOffset, value.end);
  });

  // A company or an investor is any one word: its name may be spelled like a keyword (ruling E1).
  private readonly companyWords: Alternatives<IToken> = [
    { ALT: () => this.CONSUME(T.Identifier, companyName) },
    { ALT: () => this.CONSUME(T.Army, companyName) },
    { ALT: () => this.CONSUME(T.Fleet, companyName) },
    { ALT: () => this.CONSUME(T.Hold, companyName) },
    { ALT: () => this.CONSUME(T.Support, companyName) },
    { ALT: () => this.CONSUME(T.Convoy, companyName) },
    { ALT: () => this.CONSUME(T.Accept, companyName) },
  ];

  private readonly companyChoice = { DEF: this.companyWords, ERR_MSG: 'company' };

  /** company = NAME | "A" | "F" | "H" | "S" | "C" | "ACCEPT"   — a power of the map */
  company = this.RULE('company', (): LexedToken => this.mark(this.OR(this.companyChoice), 'company'));

  private readonly investorWords: Alternatives<IToken> = [
    { ALT: () => this.CONSUME(T.Identifier, investorName) },
    { ALT: () => this.CONSUME(T.Army, investorName) },
    { ALT: () => this.CONSUME(T.Fleet, investorName) },
    { ALT: () => this.CONSUME(T.Hold, investorName) },
    { ALT: () => this.CONSUME(T.Support, investorName) },
    { ALT: () => this.CONSUME(T.Convoy, investorName) },
    { ALT: () => this.CONSUME(T.Accept, investorName) },
  ];

  private readonly investorChoice = { DEF: this.investorWords, ERR_MSG: 'candidate' };

  /** investor = NAME | "A" | "F" | "H" | "S" | "C" | "ACCEPT"   — a player of the game */
  investor = this.RULE('investor', (): LexedToken => this.mark(this.OR(this.investorChoice), 'investor'));

  private readonly repetitionCount = (): LexedToken => {
    const token = this.mark(this.CONSUME(T.NumberLiteral, repetition), 'repetition');
    this.CONSUME(T.Star);
    return token;
  };

  private hash: LexedToken | undefined;
  private floor: LexedToken | undefined;
  private readonly plateauValue = (): IToken => this.mark(this.CONSUME3(T.NumberLiteral, plateau), 'plateau');
  private readonly plateauPart = (): void => {
    this.hash = this.CONSUME(T.Hash) as LexedToken;
    this.floor = this.OPTION3(this.plateauValue) as LexedToken | undefined;
  };

  /** amountTerm = [count "*"] amount ["#" [plateau]]   — Rule 3.1 items 1–3 */
  amountTerm = this.RULE('amountTerm', (): AmountTerm => {
    const count = this.OPTION(this.repetitionCount);
    const value = this.CONSUME2(T.NumberLiteral, amount) as LexedToken;
    this.hash = undefined;
    this.floor = undefined;
    this.OPTION2(this.plateauPart);
    if (this.RECORDING_PHASE) return undefined as never;
    // Set by plateauPart (which TypeScript does not see run).
    const hash = this.hash as LexedToken | undefined;
    const floor = this.floor as LexedToken | undefined;
    return this.builder.amountTerm(
      count ? count.startOffset : -1,
      count ? count.end : -1,
      value.startOffset,
      value.end,
      hash ? hash.end : -1,
      floor ? floor.startOffset : -1,
      floor ? floor.end : -1,
    );
  });

  private readonly offerTypes: Alternatives<IToken> = [
    { ALT: () => this.CONSUME(T.Colon, symbol) },
    { ALT: () => this.CONSUME(T.Bang, symbol) },
    { ALT: () => this.CONSUME(T.Greater, symbol) },
    { ALT: () => this.CONSUME(T.At, symbol) },
    { ALT: () => this.CONSUME(T.Ampersand, symbol) },
  ];

  /** offerType = ":" | "!" | ">" | "@" | "&"   — Rule 3.1 item 5 */
  offerType = this.RULE('offerType', (): LexedToken => this.OR(this.offerTypes) as LexedToken);

  private readonly unitTypes: Alternatives<IToken> = [
    { ALT: () => this.CONSUME(T.Army, unitType) },
    { ALT: () => this.CONSUME(T.Fleet, unitType) },
  ];

  private readonly unitType = (): IToken => this.OR(this.unitTypes);

  /** unit = ["A" | "F"] place */
  unit = this.RULE('unit', (): UnitRef => {
    const start = this.startOfNext();
    const type = this.OPTION(this.unitType) as LexedToken | undefined;
    const place = this.SUBRULE(this.place);
    return this.RECORDING_PHASE
      ? (undefined as never)
      : this.builder.unit(start, type !== undefined, place, this.endOfLast());
  });

  private readonly coasts: Alternatives<IToken> = [
    {
      ALT: () => {
        this.CONSUME(T.Slash);
        return this.mark(this.CONSUME2(T.Identifier, coast), 'coast');
      },
    },
    {
      ALT: () => {
        this.CONSUME(T.LParen);
        const name = this.mark(this.CONSUME3(T.Identifier, coast), 'coast');
        this.CONSUME(T.RParen, closingParen);
        return name;
      },
    },
  ];

  private readonly coast = (): IToken => this.OR(this.coasts);

  /** place = name [ "/" coast | "(" coast ")" ] */
  place = this.RULE('place', (): Place => {
    // A keyword may be a place's name here (`A B - PAR`): it is read as a place.
    const name = this.mark(this.CONSUME(T.Identifier, placeName), 'place');
    const written = this.OPTION(this.coast) as LexedToken | undefined;
    if (this.RECORDING_PHASE) return undefined as never;
    const end = this.endOfLast();
    return written
      ? this.builder.place(name.startOffset, name.end, written.startOffset, written.end, end)
      : this.builder.place(name.startOffset, name.end, -1, -1, end);
  });

  private readonly orders: Alternatives<Order> = [
    {
      ALT: () => {
        const hold = this.CONSUME(T.Hold) as LexedToken;
        return this.RECORDING_PHASE ? (undefined as never) : this.builder.hold(hold.startOffset, hold.end);
      },
    },
    { ALT: () => this.SUBRULE(this.moveOrder) },
    { ALT: () => this.SUBRULE(this.supportOrder) },
    { ALT: () => this.SUBRULE(this.convoyOrder) },
  ];

  /** order = "H" | moveOrder | supportOrder | convoyOrder */
  private readonly orderChoice = { DEF: this.orders, ERR_MSG: 'order' };
  order = this.RULE('order', (): Order => this.OR(this.orderChoice));

  private readonly routeStep = (): void => {
    this.CONSUME(T.Dash);
    this.places.push(this.SUBRULE(this.place));
  };

  /** moveOrder = "-" place ("-" place)*   (a convoy route lists its seas) */
  moveOrder = this.RULE('moveOrder', (): Order => {
    const start = this.startOfNext();
    const places: Place[] = (this.places = []);
    this.AT_LEAST_ONE(this.routeStep);
    if (this.RECORDING_PHASE) return undefined as never;
    const to = places.pop()!;
    const end = this.endOfLast();
    return places.length === 0 ? this.builder.move(start, to, end) : this.builder.move(start, to, end, places);
  });

  private readonly supportEnds: Alternatives<Place | undefined> = [
    {
      ALT: () => {
        this.CONSUME(T.Hold);
        return undefined;
      },
    },
    {
      ALT: () => {
        this.CONSUME(T.Dash);
        return this.SUBRULE(this.place);
      },
    },
  ];

  private readonly supportEnd = (): Place | undefined => this.OR(this.supportEnds);

  /** supportOrder = "S" unit ["H" | "-" place] */
  supportOrder = this.RULE('supportOrder', (): Order => {
    const start = this.startOfNext();
    this.CONSUME(T.Support);
    const unit = this.SUBRULE(this.unit);
    const to = this.OPTION(this.supportEnd);
    return this.RECORDING_PHASE ? (undefined as never) : this.builder.support(start, unit, to, this.endOfLast());
  });

  /** convoyOrder = "C" unit "-" place */
  convoyOrder = this.RULE('convoyOrder', (): Order => {
    const start = this.startOfNext();
    this.CONSUME(T.Convoy);
    const unit = this.SUBRULE(this.unit);
    this.CONSUME(T.Dash, convoyDestination);
    const to = this.SUBRULE(this.place);
    return this.RECORDING_PHASE ? (undefined as never) : this.builder.convoy(start, unit, to, this.endOfLast());
  });

  private offerLine(terms: AmountTerm[], parts: OfferParts, shorthand?: 'amount'): OfferLine {
    return this.builder.offerLine(terms, parts.symbol.startOffset, parts.unit, parts.orders, shorthand);
  }

  private phaseOrderLine(keyword: LexedToken, unit?: UnitRef, to?: Place): Line {
    return this.builder.phaseOrderLine(keyword.tokenTypeIdx, keyword.startOffset, keyword.end, unit, to);
  }
}

/** Tokens that may follow a unit's place in a `unitLine` and may also be a company's name. */
const afterUnitPlace: ReadonlySet<TokenType> = new Set([T.Retreat, T.Disband, T.Build, T.Hold, T.Support, T.Convoy]);

function isOfferParts(value: IToken | OfferParts | undefined): value is OfferParts {
  return value !== undefined && 'orders' in value;
}

let grammar: OfferSheetParser | undefined;

/**
 * The one shared parser instance (Chevrotain parsers are reused; `input` resets them), built on
 * first use: Chevrotain's analysis of the grammar costs more than reading a sheet, and a sheet of
 * well-formed lines never needs it (parse.ts reads them with line-reader.ts).
 */
export function sheetGrammar(): OfferSheetParser {
  return (grammar ??= new OfferSheetParser());
}

export type { TokenType };
