// Semantic tokens (full document), from the parser's own tokens of each line (`lineTokens`, with
// the category the parser read each token in, bad lines too) mapped onto standard token types:
// amounts are numbers, offer types and keywords keywords, unit types types, places variables
// (coasts properties), power letters enum members, comments comments, and signs operators; in
// Exchange's winter lines (Rule 6.8) companies are classes and investors enum members, like the
// power letters of the payers they are. The
// categories are the parser's (one table); only their presentation is decided here.
import { lineTokens, type TokenCategory } from '@payola/parser';
import {
  SemanticTokensBuilder,
  type CancellationToken,
  type SemanticTokens,
  type SemanticTokensLegend,
} from 'vscode-languageserver';
import { throwIfCancelled } from '../guard.js';
import { ownCopy } from '../workspace/incremental-parser.js';
import { lineText, type DocumentContext } from './context.js';

// New types go at the end: clients may keep the legend's indexes.
const tokenTypes = [
  'number',
  'keyword',
  'type',
  'variable',
  'property',
  'enumMember',
  'comment',
  'operator',
  'class',
] as const;
type TokenType = (typeof tokenTypes)[number];
const tokenModifiers = ['readonly'] as const;

export const semanticTokensLegend: SemanticTokensLegend = {
  tokenTypes: [...tokenTypes],
  tokenModifiers: [...tokenModifiers],
};

/** How each category of the parser is shown (nothing for characters no token reads). */
const presentation: Readonly<Record<TokenCategory, TokenType | undefined>> = {
  comment: 'comment',
  'accept-keyword': 'keyword',
  'power-letters': 'enumMember',
  random: 'operator',
  amount: 'number',
  repetition: 'number',
  plateau: 'number',
  'repetition-sign': 'operator',
  plus: 'operator',
  'plateau-sign': 'operator',
  'savings-sign': 'operator',
  'offer-type': 'keyword',
  'unit-type': 'type',
  place: 'variable',
  coast: 'property',
  'coast-separator': 'operator',
  'coast-open': 'operator',
  'coast-close': 'operator',
  'order-keyword': 'keyword',
  'phase-keyword': 'keyword',
  'exchange-keyword': 'keyword',
  company: 'class',
  investor: 'enumMember',
  shares: 'number',
  'move-sign': 'operator',
  arrow: 'operator',
  'alternative-sign': 'operator',
  unreadable: undefined,
};

/** Places are names fixed by the map. */
const readonlyModifier = 1 << tokenModifiers.indexOf('readonly');

export function semanticTokens(ctx: DocumentContext, token?: CancellationToken): SemanticTokens {
  const builder = new SemanticTokensBuilder();
  for (let i = 0; i < ctx.source.lineCount; i++) {
    if ((i & 1023) === 0) throwIfCancelled(token);
    const text = lineText(ctx, i);
    if (text.trim() === '') continue;
    const tokens = lineSemanticTokens(text);
    for (let k = 0; k < tokens.length; k += 4)
      builder.push(i, tokens[k]!, tokens[k + 1]!, tokens[k + 2]!, tokens[k + 3]!);
  }
  return builder.build();
}

/**
 * A line's semantic tokens as (start, length, type, modifiers) quadruples, by the line's text: an
 * edit changes a line or two, and the editor asks for the whole document after each, so the other
 * lines' tokens are reused. At most `maxCachedLines` texts are kept (each its own copy, so no
 * version of a document is kept alive by them).
 */
function lineSemanticTokens(text: string): Uint32Array {
  const known = byText.get(text);
  if (known) return known;
  const tokens = lineTokens(text).filter((t) => presentation[t.category] !== undefined);
  const out = new Uint32Array(tokens.length * 4);
  tokens.forEach((t, k) => {
    const type = presentation[t.category]!;
    out.set([t.start, t.end - t.start, tokenTypes.indexOf(type), type === 'variable' ? readonlyModifier : 0], k * 4);
  });
  if (byText.size >= maxCachedLines) byText.clear();
  byText.set(ownCopy(text), out);
  return out;
}

const maxCachedLines = 20_000;
const byText = new Map<string, Uint32Array>();
