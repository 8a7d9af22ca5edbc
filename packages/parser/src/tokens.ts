import { createToken, Lexer, type ILexingResult, type TokenType } from 'chevrotain';

// The vocabulary of offer sheets (Rules 3.1, 3.4, 3.5, 4.1). Keywords, unit types and place
// names are case-insensitive; white space is optional around every symbol.

export const WhiteSpace = createToken({ name: 'WhiteSpace', pattern: /[ \t\f\v\u00a0\ufeff]+/, group: Lexer.SKIPPED });
// Lines are found by offset (see source-text.ts), so line breaks need not reach the parser.
export const LineBreak = createToken({
  name: 'LineBreak',
  pattern: /\r\n?|\n/,
  group: Lexer.SKIPPED,
  line_breaks: true,
});
/** Rule 3.5: `%` starts a comment running to the end of the line. */
export const Comment = createToken({ name: 'Comment', pattern: /%[^\r\n]*/, group: 'comments', label: 'comment' });

export const Identifier = createToken({ name: 'Identifier', pattern: /[A-Za-z][A-Za-z0-9_]*/, label: 'a name' });

const keyword = (name: string, pattern: RegExp, label: string): TokenType =>
  createToken({ name, pattern, longer_alt: Identifier, label });

export const Accept = keyword('Accept', /ACCEPT/i, 'ACCEPT');
export const Army = keyword('Army', /ARMY|A/i, 'A');
export const Fleet = keyword('Fleet', /FLEET|F/i, 'F');
export const Hold = keyword('Hold', /HOLD|H/i, 'H');
export const Support = keyword('Support', /SUPPORT|S/i, 'S');
export const Convoy = keyword('Convoy', /CONVOY|C/i, 'C');

// Rule 1.5: the words of retreat and adjustment orders. They are names too (category
// Identifier), so that a province or coast spelled like one still reads wherever a place is
// expected, and `ACCEPT BDR?` stays power letters.
const phaseKeyword = (name: string, pattern: RegExp, label: string): TokenType =>
  createToken({ name, pattern, longer_alt: Identifier, categories: [Identifier], label });

export const Retreat = phaseKeyword('Retreat', /RETREAT|R/i, 'R');
export const Disband = phaseKeyword('Disband', /DISBAND|D/i, 'D');
export const Remove = phaseKeyword('Remove', /REMOVE/i, 'REMOVE');
export const Build = phaseKeyword('Build', /BUILD|B/i, 'B');
export const Waive = phaseKeyword('Waive', /WAIVE/i, 'WAIVE');

// Exchange Payola (Rule 6.8, ruling E4): the words of the winter's stock-market lines. Names too,
// like Rule 1.5's, so a province or power spelled like one still reads where it did.
export const Buy = phaseKeyword('Buy', /BUY/i, 'BUY');
export const Elect = phaseKeyword('Elect', /ELECT/i, 'ELECT');
export const Value = phaseKeyword('Value', /VALUE/i, 'VALUE');
export const Dividend = phaseKeyword('Dividend', /DIVIDEND/i, 'DIVIDEND');

export const NumberLiteral = createToken({ name: 'NumberLiteral', pattern: /\d+(?:\.\d+)?/, label: 'a number' });
export const Star = createToken({ name: 'Star', pattern: '*', label: '*' });
export const Plus = createToken({ name: 'Plus', pattern: '+', label: '+' });
export const Hash = createToken({ name: 'Hash', pattern: '#', label: '#' });
export const Dollar = createToken({ name: 'Dollar', pattern: '$', label: '$' });

export const Colon = createToken({ name: 'Colon', pattern: ':', label: ':' });
export const Bang = createToken({ name: 'Bang', pattern: '!', label: '!' });
export const Greater = createToken({ name: 'Greater', pattern: '>', label: '>' });
export const At = createToken({ name: 'At', pattern: '@', label: '@' });
export const Ampersand = createToken({ name: 'Ampersand', pattern: '&', label: '&' });

// En and em dashes and the minus sign arrive from word processors; they mean the same as `-`.
export const Dash = createToken({ name: 'Dash', pattern: /[-\u2013\u2014\u2212]/, label: '-' });
/**
 * `->`, written for a move by players used to other notations: read as `-` so that the rest of
 * the line is still read and checked, and reported with the fix (write `-`).
 */
export const Arrow = createToken({ name: 'Arrow', pattern: /->/, categories: [Dash], label: '->' });
export const Pipe = createToken({ name: 'Pipe', pattern: '|', label: '|' });
export const Slash = createToken({ name: 'Slash', pattern: '/', label: '/' });
export const LParen = createToken({ name: 'LParen', pattern: '(', label: '(' });
export const RParen = createToken({ name: 'RParen', pattern: ')', label: ')' });
export const Question = createToken({ name: 'Question', pattern: '?', label: '?' });

/** Every token type, in lexing priority order (keywords before `Identifier`). */
export const allTokens: TokenType[] = [
  WhiteSpace,
  LineBreak,
  Comment,
  Accept,
  Army,
  Fleet,
  Hold,
  Support,
  Convoy,
  // Before BUILD/B and DISBAND/D: a keyword's match that a name would continue is that name.
  Buy,
  Elect,
  Value,
  Dividend,
  Remove,
  Retreat,
  Disband,
  Build,
  Waive,
  Identifier,
  NumberLiteral,
  Star,
  Plus,
  Hash,
  Dollar,
  Colon,
  Bang,
  Greater,
  At,
  Ampersand,
  Arrow,
  Dash,
  Pipe,
  Slash,
  LParen,
  RParen,
  Question,
];

export const offerTypeTokens = [Colon, Bang, Greater, At, Ampersand] as const;

/**
 * What a piece of a sheet is, for everything that shows or completes sheets (highlighting, the
 * language server's semantic tokens and completion): the one home of these categories. The table
 * below gives each token's category out of context; the parser refines it where context decides
 * (`lineTokens`): a number before `*` is a `repetition`, after `#` a `plateau`; a name after `/` or
 * `(` is a `coast`; everything after ACCEPT is `power-letters`; a keyword read as a place name
 * (`A B - PAR`) is a `place`; in Exchange's winter lines (Rule 6.8) a name is a `company` or an
 * `investor`, and the number after BUY is `shares`.
 */
export type TokenCategory =
  | 'comment'
  | 'accept-keyword'
  | 'power-letters'
  | 'random'
  | 'amount'
  | 'repetition'
  | 'plateau'
  | 'repetition-sign'
  | 'plus'
  | 'plateau-sign'
  | 'savings-sign'
  | 'offer-type'
  | 'unit-type'
  | 'place'
  | 'coast'
  | 'coast-separator'
  | 'coast-open'
  | 'coast-close'
  | 'order-keyword'
  | 'phase-keyword'
  | 'exchange-keyword'
  | 'company'
  | 'investor'
  | 'shares'
  | 'move-sign'
  | 'arrow'
  | 'alternative-sign'
  | 'unreadable';

/**
 * Each token's category out of context (see `TokenCategory`), by token name: every token of
 * `allTokens` but white space and line breaks (a test checks that none is missing).
 */
export const tokenCategories: Readonly<Record<string, TokenCategory>> = Object.freeze(
  Object.assign(Object.create(null) as Record<string, TokenCategory>, {
    Comment: 'comment',
    Accept: 'accept-keyword',
    Army: 'unit-type',
    Fleet: 'unit-type',
    Hold: 'order-keyword',
    Support: 'order-keyword',
    Convoy: 'order-keyword',
    Remove: 'phase-keyword',
    Retreat: 'phase-keyword',
    Disband: 'phase-keyword',
    Build: 'phase-keyword',
    Waive: 'phase-keyword',
    Buy: 'exchange-keyword',
    Elect: 'exchange-keyword',
    Value: 'exchange-keyword',
    Dividend: 'exchange-keyword',
    Identifier: 'place',
    NumberLiteral: 'amount',
    Star: 'repetition-sign',
    Plus: 'plus',
    Hash: 'plateau-sign',
    Dollar: 'savings-sign',
    Colon: 'offer-type',
    Bang: 'offer-type',
    Greater: 'offer-type',
    At: 'offer-type',
    Ampersand: 'offer-type',
    Arrow: 'arrow',
    Dash: 'move-sign',
    Pipe: 'alternative-sign',
    Slash: 'coast-separator',
    LParen: 'coast-open',
    RParen: 'coast-close',
    Question: 'random',
  } satisfies Record<string, TokenCategory>),
);

/** A token type's category out of context, or undefined for white space and line breaks. */
export function tokenCategory(type: TokenType): TokenCategory | undefined {
  return tokenCategories[type.name];
}

let patternLexer: Lexer | undefined;

/**
 * Chevrotain's lexer built from the token patterns above: the definition the hand-written lexer
 * the parser runs (lexer.ts) is tested against, and its benchmark's yardstick. Built on first use;
 * not exported by the package (tools read a sheet's tokens with `lineTokens`).
 */
export const sheetLexer = {
  tokenize(text: string): ILexingResult {
    patternLexer ??= new Lexer(allTokens, { positionTracking: 'onlyOffset', ensureOptimizations: true });
    return patternLexer.tokenize(text);
  },
};
