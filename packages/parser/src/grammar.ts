import { CstParser, type CstNode, type IParserErrorMessageProvider, type TokenType } from 'chevrotain';
import * as T from './tokens.js';

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

/**
 * The offer-sheet grammar (Rules 3.1, 3.4, 4.1) for ONE line; parse.ts feeds it line by line so
 * that one bad line never hides the next. The EBNF in grammar/README.md mirrors these rules.
 */
export class OfferSheetParser extends CstParser {
  constructor() {
    super(T.allTokens, { maxLookahead: 2, recoveryEnabled: false, errorMessageProvider: expectationProvider });
    this.performSelfAnalysis();
  }

  /**
   * line = acceptList | amountLine | offer | phaseOrder | unitLine
   * An `offer` or a `unitLine` with orders at the start of a line is the reference judge's
   * shorthand for a 0 AgP offer (Rule 3.1): `: A PAR H` omits the amount, `A PAR - BUR` the
   * amount and the type. `phaseOrder` comes before `unitLine`: at the start of a line, WAIVE,
   * BUILD, B, DISBAND and REMOVE are keywords (`A B - PAR` names a province B).
   */
  line = this.RULE('line', () => {
    this.OR({
      DEF: [
        { ALT: () => this.SUBRULE(this.acceptList) },
        { ALT: () => this.SUBRULE(this.amountLine) },
        { ALT: () => this.SUBRULE(this.offer) },
        // Chosen first on purpose where unitLine could also start (a province named WAIVE).
        { ALT: () => this.SUBRULE(this.phaseOrder), IGNORE_AMBIGUITIES: true },
        { ALT: () => this.SUBRULE(this.unitLine) },
      ],
      ERR_MSG: 'line-start',
    });
  });

  /** acceptList = "ACCEPT" (letters | digits | "?")+   — Rule 4.1 (digits name powers beyond 26) */
  acceptList = this.RULE('acceptList', () => {
    this.CONSUME(T.Accept);
    this.AT_LEAST_ONE({
      DEF: () => {
        this.OR([
          { ALT: () => this.CONSUME(T.Identifier, { LABEL: 'letters' }) },
          { ALT: () => this.CONSUME(T.Army, { LABEL: 'letters' }) },
          { ALT: () => this.CONSUME(T.Fleet, { LABEL: 'letters' }) },
          { ALT: () => this.CONSUME(T.Hold, { LABEL: 'letters' }) },
          { ALT: () => this.CONSUME(T.Support, { LABEL: 'letters' }) },
          { ALT: () => this.CONSUME(T.Convoy, { LABEL: 'letters' }) },
          { ALT: () => this.CONSUME(T.NumberLiteral, { LABEL: 'letters' }) },
          { ALT: () => this.CONSUME(T.Question, { LABEL: 'letters' }) },
        ]);
      },
      ERR_MSG: 'accept-letters',
    });
  });

  /**
   * amountLine = amountTerm ("+" amountTerm)* ( "$" | offer )
   * A savings request (Rule 3.4) and an offer (Rule 3.1) share their start; the AST builder
   * rejects savings written with `*`, `#` or `+`.
   */
  amountLine = this.RULE('amountLine', () => {
    this.SUBRULE(this.amountTerm);
    this.MANY(() => {
      this.CONSUME(T.Plus);
      this.SUBRULE2(this.amountTerm);
    });
    this.OR({
      DEF: [{ ALT: () => this.CONSUME(T.Dollar) }, { ALT: () => this.SUBRULE(this.offer) }],
      ERR_MSG: 'offer-type',
    });
  });

  /** offer = offerType unit order ("|" order)*   — Rule 3.1 items 5–8 */
  offer = this.RULE('offer', () => {
    this.SUBRULE(this.offerType);
    this.SUBRULE(this.unit);
    this.SUBRULE(this.order);
    this.MANY(() => {
      this.CONSUME(T.Pipe);
      this.SUBRULE2(this.order);
    });
  });

  /**
   * unitLine = unit ( order ("|" order)* | phaseSuffix )
   * A player's order for the player's own unit: the shorthand offer (Rule 3.1), or a retreat,
   * disband or build written after the unit (Rule 1.5).
   */
  unitLine = this.RULE('unitLine', () => {
    this.SUBRULE(this.unit);
    this.OR({
      DEF: [
        {
          ALT: () => {
            this.SUBRULE(this.order);
            this.MANY(() => {
              this.CONSUME(T.Pipe);
              this.SUBRULE2(this.order);
            });
          },
        },
        { ALT: () => this.SUBRULE(this.phaseSuffix) },
      ],
      ERR_MSG: 'own-order',
    });
  });

  /** phaseSuffix = ("R" | "RETREAT") place | "D" | "DISBAND" | "B" | "BUILD"   — Rule 1.5 */
  phaseSuffix = this.RULE('phaseSuffix', () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Retreat, { LABEL: 'keyword' });
          this.SUBRULE(this.place);
        },
      },
      { ALT: () => this.CONSUME(T.Disband, { LABEL: 'keyword' }) },
      { ALT: () => this.CONSUME(T.Build, { LABEL: 'keyword' }) },
    ]);
  });

  /** phaseOrder = "WAIVE" | ("BUILD" | "B" | "DISBAND" | "REMOVE") unit   — Rule 1.5 */
  phaseOrder = this.RULE('phaseOrder', () => {
    this.OR([
      { ALT: () => this.CONSUME(T.Waive, { LABEL: 'keyword' }) },
      {
        ALT: () => {
          this.OR2([
            { ALT: () => this.CONSUME(T.Build, { LABEL: 'keyword' }) },
            { ALT: () => this.CONSUME(T.Disband, { LABEL: 'keyword' }) },
            { ALT: () => this.CONSUME(T.Remove, { LABEL: 'keyword' }) },
          ]);
          this.SUBRULE(this.unit);
        },
      },
    ]);
  });

  /** amountTerm = [count "*"] amount ["#" [plateau]]   — Rule 3.1 items 1–3 */
  amountTerm = this.RULE('amountTerm', () => {
    this.OPTION(() => {
      this.CONSUME(T.NumberLiteral, { LABEL: 'repetition' });
      this.CONSUME(T.Star);
    });
    this.CONSUME2(T.NumberLiteral, { LABEL: 'amount', ERR_MSG: 'amount' });
    this.OPTION2(() => {
      this.CONSUME(T.Hash);
      this.OPTION3(() => this.CONSUME3(T.NumberLiteral, { LABEL: 'plateau' }));
    });
  });

  /** offerType = ":" | "!" | ">" | "@" | "&"   — Rule 3.1 item 5 */
  offerType = this.RULE('offerType', () => {
    this.OR([
      { ALT: () => this.CONSUME(T.Colon, { LABEL: 'symbol' }) },
      { ALT: () => this.CONSUME(T.Bang, { LABEL: 'symbol' }) },
      { ALT: () => this.CONSUME(T.Greater, { LABEL: 'symbol' }) },
      { ALT: () => this.CONSUME(T.At, { LABEL: 'symbol' }) },
      { ALT: () => this.CONSUME(T.Ampersand, { LABEL: 'symbol' }) },
    ]);
  });

  /** unit = ["A" | "F"] place */
  unit = this.RULE('unit', () => {
    this.OPTION(() => {
      this.OR([
        { ALT: () => this.CONSUME(T.Army, { LABEL: 'type' }) },
        { ALT: () => this.CONSUME(T.Fleet, { LABEL: 'type' }) },
      ]);
    });
    this.SUBRULE(this.place);
  });

  /** place = name [ "/" coast | "(" coast ")" ] */
  place = this.RULE('place', () => {
    this.CONSUME(T.Identifier, { LABEL: 'name', ERR_MSG: 'place' });
    this.OPTION(() => {
      this.OR([
        {
          ALT: () => {
            this.CONSUME(T.Slash);
            this.CONSUME2(T.Identifier, { LABEL: 'coast', ERR_MSG: 'coast' });
          },
        },
        {
          ALT: () => {
            this.CONSUME(T.LParen);
            this.CONSUME3(T.Identifier, { LABEL: 'coast', ERR_MSG: 'coast' });
            this.CONSUME(T.RParen, { ERR_MSG: 'closing-paren' });
          },
        },
      ]);
    });
  });

  /** order = "H" | moveOrder | supportOrder | convoyOrder */
  order = this.RULE('order', () => {
    this.OR({
      DEF: [
        { ALT: () => this.CONSUME(T.Hold) },
        { ALT: () => this.SUBRULE(this.moveOrder) },
        { ALT: () => this.SUBRULE(this.supportOrder) },
        { ALT: () => this.SUBRULE(this.convoyOrder) },
      ],
      ERR_MSG: 'order',
    });
  });

  /** moveOrder = "-" place ("-" place)*   (a convoy route lists its seas) */
  moveOrder = this.RULE('moveOrder', () => {
    this.AT_LEAST_ONE(() => {
      this.CONSUME(T.Dash);
      this.SUBRULE(this.place);
    });
  });

  /** supportOrder = "S" unit ["H" | "-" place] */
  supportOrder = this.RULE('supportOrder', () => {
    this.CONSUME(T.Support);
    this.SUBRULE(this.unit);
    this.OPTION(() => {
      this.OR([
        { ALT: () => this.CONSUME(T.Hold) },
        {
          ALT: () => {
            this.CONSUME(T.Dash);
            this.SUBRULE(this.place);
          },
        },
      ]);
    });
  });

  /** convoyOrder = "C" unit "-" place */
  convoyOrder = this.RULE('convoyOrder', () => {
    this.CONSUME(T.Convoy);
    this.SUBRULE(this.unit);
    this.CONSUME(T.Dash, { ERR_MSG: 'convoy-destination' });
    this.SUBRULE(this.place);
  });
}

/** The one shared parser instance (Chevrotain parsers are reused; `input` resets them). */
export const offerSheetParser = new OfferSheetParser();

export type { CstNode, TokenType };
