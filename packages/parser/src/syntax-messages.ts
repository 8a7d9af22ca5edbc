import { tokenMatcher, type IToken, type TokenType } from 'chevrotain';
import type { Expectation } from './grammar.js';
import * as T from './tokens.js';

/** What a syntax error says, before it is located. */
export interface SyntaxMessage {
  readonly code: string;
  readonly message: string;
}

export type LineKindSoFar = 'offer' | 'savings' | 'accept' | 'phase-order' | 'exchange' | undefined;

const is = (token: IToken | undefined, ...types: readonly TokenType[]): boolean =>
  token !== undefined && types.some((t) => tokenMatcher(token, t));

const shown = (token: IToken): string => `\`${printable(token.image)}\``;

/**
 * Characters a reader cannot see or that change how text around them reads: C0 and C1 controls,
 * the soft hyphen, bidirectional marks and overrides (U+061C, U+200E, U+200F, U+202A–U+202E,
 * U+2066–U+2069), zero-width characters and the byte order mark, the line and paragraph
 * separators, spaces other than U+0020, lone surrogates, and a combining mark with nothing before
 * it to combine with (it would sit on the backtick of the message).
 */
const invisible =
  /^\p{M}|[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]|[\p{Zs}\p{Cs}]/gu;

/** A character by its code point, as messages show it: `U+001B`. */
export const codePointName = (c: string): string =>
  `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * The code point (`U+200D`) of the first character of `text` that `printable` writes so, or
 * undefined: what a name, unlike a comment, may not hold (the engine's reserved-names.ts).
 */
export function firstInvisible(text: string): string | undefined {
  for (const [character] of text.matchAll(invisible)) if (character !== ' ') return codePointName(character);
  return undefined;
}

/**
 * Text from a sheet, safe to show: control and invisible characters as `U+001B`, and long runs cut
 * short, so a message can never carry terminal escapes, read backwards, show an empty name or
 * swell to the size of its line.
 */
export function printable(text: string, max = 40): string {
  const chars = [...text];
  const cut = chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
  return cut.replace(invisible, (c) => (c === ' ' ? c : codePointName(c)));
}
const found = (token: IToken | undefined): string => (token ? `, found ${shown(token)}` : ', but the line ends');

const offerTypeList = '(: ! > @ &)';
const orderList = 'H, -, S or C';
const phaseOrderList = 'R, D or B';

/**
 * The message for a syntax error: what was expected at this point of the line (the parser's
 * `expectation`), given the token found there (`undefined` at the end of the line) and the token
 * before it. Messages name what a player should write.
 */
export function describeSyntaxError(
  expectation: Expectation,
  token: IToken | undefined,
  previous: IToken | undefined,
  lineKind: LineKindSoFar,
): SyntaxMessage {
  switch (expectation) {
    case 'line-start':
      if (is(token, T.Hash))
        return { code: 'payola/syntax-plateau', message: '`#` plateau must follow an amount, as in `5#2 : A PAR H`' };
      if (is(token, T.Star))
        return {
          code: 'payola/syntax-repetition',
          message: '`*` must follow a repetition count, as in `2*5 : A PAR H`',
        };
      if (is(token, T.Dash))
        return {
          code: 'payola/syntax-amount',
          message: 'a line cannot start with `-`: amounts of silver pieces are never negative',
        };
      if (is(token, T.Dollar))
        return { code: 'payola/syntax-amount', message: `expected an amount before ${shown(token!)}` };
      return {
        code: 'payola/syntax-line',
        message: `expected an offer (\`5 : A PAR H\`), a savings request (\`10 $\`), an acceptance list (\`ACCEPT F?\`) or an order for your own unit (\`A PAR H\`)${found(token)}`,
      };
    case 'amount':
      return {
        code: 'payola/syntax-amount',
        message: `expected an amount after ${previous ? shown(previous) : 'this'}${found(token)}`,
      };
    case 'offer-type':
      if (is(token, T.Hash)) return { code: 'payola/syntax-plateau', message: 'an amount has at most one `#` plateau' };
      if (is(token, T.Star))
        return { code: 'payola/syntax-repetition', message: 'an amount has at most one repetition count (`N*`)' };
      return {
        code: 'payola/syntax-offer-type',
        message: `expected an offer type ${offerTypeList} after the amount${found(token)}`,
      };
    case 'place':
      return { code: 'payola/syntax-place', message: `${placeExpectation(previous)}${found(token)}` };
    case 'coast':
      return {
        code: 'payola/syntax-coast',
        message: `expected a coast (NC, SC or EC) after ${previous ? shown(previous) : 'the place'}${found(token)}`,
      };
    case 'closing-paren':
      return { code: 'payola/syntax-coast', message: `expected \`)\` after the coast${found(token)}` };
    case 'order':
      if (!token) {
        const after = is(previous, T.Pipe) ? '`|`' : 'the unit';
        return { code: 'payola/syntax-order', message: `expected an order (${orderList}) after ${after}` };
      }
      return { code: 'payola/syntax-order', message: `unknown order ${shown(token)}; expected ${orderList}` };
    case 'own-order':
      if (!token)
        return {
          code: 'payola/syntax-order',
          message: `expected an order (${orderList}; ${phaseOrderList} in retreat and adjustment phases) after the unit`,
        };
      return {
        code: 'payola/syntax-order',
        message: `unknown order ${shown(token)}; expected ${orderList} (${phaseOrderList} in retreat and adjustment phases)`,
      };
    case 'convoy-destination':
      return {
        code: 'payola/syntax-order',
        message: `expected \`-\` and the destination of the convoyed army${found(token)}`,
      };
    case 'accept-letters':
      return {
        code: 'payola/syntax-accept',
        message: `expected power letters after ACCEPT, as in \`ACCEPT FRITAGE\` or \`ACCEPT F?\`${found(token)}`,
      };
    case 'shares':
      return exchange(
        `expected a number of shares after ${after(previous, 'BUY')}, as in \`BUY 3 FRANCE\`${found(token)}`,
      );
    case 'company':
      return exchange(
        is(previous, T.Elect)
          ? `expected a company after ${after(previous, 'ELECT')}, as in \`ELECT FRANCE:ALICE\`${found(token)}`
          : `expected the company whose shares you buy after ${after(previous, 'the number')}, as in \`BUY 3 FRANCE\`${found(token)}`,
      );
    case 'elect-colon':
      return exchange(
        `expected \`:\` and the investor you vote for after the company, as in \`ELECT FRANCE:ALICE\`${found(token)}`,
      );
    case 'candidate':
      return exchange(`expected the investor you vote for after \`:\`, as in \`ELECT FRANCE:ALICE\`${found(token)}`);
    case 'centre':
      return exchange(
        `expected a supply centre after ${after(previous, 'VALUE')}, as in \`VALUE PAR 12\`${found(token)}`,
      );
    case 'worth':
      if (is(token, T.Slash, T.LParen))
        return exchange(
          `a supply centre is a province, without a coast: write \`VALUE ${previous ? printable(previous.image.toUpperCase()) : 'STP'} 12\``,
        );
      return exchange(
        `expected the centre's worth in AgP after ${after(previous, 'the centre')}, as in \`VALUE PAR 12\`${found(token)}`,
      );
    case 'dividend':
      return exchange(
        `expected the dividend in AgP a share after ${after(previous, 'DIVIDEND')}, as in \`DIVIDEND 2\`${found(token)}`,
      );
    case 'end-of-line':
      return { code: 'payola/syntax-trailing', message: trailingMessage(token, lineKind) };
  }
}

/** Exchange Payola's winter lines (Rule 6.8): one code for their syntax. */
function exchange(message: string): SyntaxMessage {
  return { code: 'payola/syntax-exchange', message };
}

const after = (previous: IToken | undefined, otherwise: string): string => (previous ? shown(previous) : otherwise);

function placeExpectation(previous: IToken | undefined): string {
  if (is(previous, ...T.offerTypeTokens)) return 'expected a unit (as in `A PAR` or `F BRE`) after the offer type';
  if (is(previous, T.Support)) return 'expected the supported unit after `S`';
  if (is(previous, T.Convoy)) return 'expected the convoyed army after `C`';
  if (is(previous, T.Dash)) return 'expected a place after `-`';
  if (is(previous, T.Retreat))
    return `expected the place to retreat to after ${shown(previous!)}, as in \`A PAR R GAS\``;
  if (is(previous, T.Build)) return `expected the unit to build after ${shown(previous!)}, as in \`BUILD A PAR\``;
  if (is(previous, T.Disband, T.Remove))
    return `expected the unit to disband after ${shown(previous!)}, as in \`DISBAND A PAR\``;
  if (previous) return `expected a place after ${shown(previous)}`;
  return 'expected a place';
}

function trailingMessage(token: IToken | undefined, lineKind: LineKindSoFar): string {
  const what = token ? shown(token) : 'text';
  switch (lineKind) {
    case 'savings':
      return `unexpected ${what} after the savings request; a savings request is just an amount and \`$\``;
    case 'accept':
      return `unexpected ${what} in the acceptance list; only power letters and one \`?\` may follow ACCEPT`;
    case 'phase-order':
      return `unexpected ${what} after the order; write one retreat, disband, build or waive per line`;
    case 'exchange':
      return `unexpected ${what} at the end of the line; write one BUY, ELECT, VALUE or DIVIDEND per line`;
    default:
      return `unexpected ${what} after the order; separate alternative orders with \`|\``;
  }
}

/** The message for characters the lexer cannot read. */
export function describeUnexpectedCharacters(text: string): SyntaxMessage & { readonly replacements?: string[] } {
  const many = [...text].length > 1;
  const shownText = `\`${printable(text)}\``;
  const intended = lookAlike(text);
  if (intended === '')
    return {
      code,
      message: `invisible ${many ? 'characters' : 'character'} ${shownText}; delete ${many ? 'them' : 'it'}`,
      replacements: [''],
    };
  const written = `unexpected ${many ? 'characters' : 'character'} ${shownText}`;
  if (intended !== undefined) return { code, message: `${written}; write \`${intended}\``, replacements: [intended] };
  return {
    code,
    message: `${written}; delete ${many ? 'them' : 'it'}: outside a comment (\`%\`), a sheet uses the letters A to Z, digits and \`${languageSymbols}\``,
  };
}

const code = 'payola/syntax-character';
const languageSymbols = ': ! > @ & $ # * + - | / ( ) ?';

/** Characters that become nothing: invisible ones (format characters) and stray combining marks. */
const vanishing = /[\p{Cf}\p{M}]/gu;
/** Arrows and hyphens that mean `-`. */
const dashLike = /[\u2010-\u2012\u2015\u2192\u21d2\u2794\u279c\u27f6\ufe63]/gu;
/** What the lexer reads, apart from `%` (a fix must never turn the rest of a line into a comment). */
const readable = /^[A-Za-z0-9 :!>@&$#*+\-|/()?.]*$/;

/**
 * The ASCII text a run of unreadable characters certainly stands for, or `undefined`: full-width
 * forms and other spaces (a CJK keyboard), Latin letters with accents (`Ü` → `U`: names are
 * written without them), arrows and hyphens for `-`, and nothing for invisible characters.
 * Superscripts, circled digits and the like are left alone: `5²` is not surely `52`.
 */
function lookAlike(text: string): string | undefined {
  let out = '';
  for (const c of text) {
    const cp = c.codePointAt(0)!;
    if (cp >= 0xff01 && cp <= 0xff5e) out += String.fromCodePoint(cp - 0xfee0);
    else if (/\p{Zs}/u.test(c)) out += ' ';
    else if (/\p{L}/u.test(c)) out += c.normalize('NFD').replace(vanishing, '');
    else out += c.replace(dashLike, '-').replace(vanishing, '');
  }
  return readable.test(out) ? out : undefined;
}
