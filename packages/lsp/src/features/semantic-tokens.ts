// Semantic tokens (full document), from the parser's own tokens of each line (`lineTokens`, with
// the category the parser read each token in, bad lines too) mapped onto standard token types:
// amounts are numbers, offer types and keywords keywords, unit types types, places variables
// (coasts properties), power letters enum members, comments comments, and signs operators. The
// categories are the parser's (one table); only their presentation is decided here.
import { lineTokens, type TokenCategory } from '@payola/parser';
import {
  SemanticTokensBuilder,
  type CancellationToken,
  type SemanticTokens,
  type SemanticTokensLegend,
} from 'vscode-languageserver';
import { throwIfCancelled } from '../guard.js';
import { lineText, type DocumentContext } from './context.js';

const tokenTypes = ['number', 'keyword', 'type', 'variable', 'property', 'enumMember', 'comment', 'operator'] as const;
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
    for (const t of lineTokens(text)) {
      const type = presentation[t.category];
      if (type === undefined) continue;
      builder.push(i, t.start, t.end - t.start, tokenTypes.indexOf(type), type === 'variable' ? readonlyModifier : 0);
    }
  }
  return builder.build();
}
