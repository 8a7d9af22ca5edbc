// Semantic tokens (full document), with a legend of standard token types: amounts are numbers,
// offer types and order letters keywords, unit types types, places variables (coasts
// properties), power letters enum members, comments comments, and symbols operators.
import { sheetLexer } from '@payola/parser';
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

const byTokenName: Readonly<Record<string, TokenType>> = {
  NumberLiteral: 'number',
  Colon: 'keyword',
  Bang: 'keyword',
  Greater: 'keyword',
  At: 'keyword',
  Ampersand: 'keyword',
  Accept: 'keyword',
  Hold: 'keyword',
  Support: 'keyword',
  Convoy: 'keyword',
  Army: 'type',
  Fleet: 'type',
  Identifier: 'variable',
  Star: 'operator',
  Plus: 'operator',
  Hash: 'operator',
  Dollar: 'operator',
  Dash: 'operator',
  Pipe: 'operator',
  Slash: 'operator',
  LParen: 'operator',
  RParen: 'operator',
  Question: 'operator',
};
const letterTokens = new Set(['Identifier', 'Army', 'Fleet', 'Hold', 'Support', 'Convoy']);

export function semanticTokens(ctx: DocumentContext, token?: CancellationToken): SemanticTokens {
  const builder = new SemanticTokensBuilder();
  const typeIndex = (t: TokenType) => tokenTypes.indexOf(t);
  for (let i = 0; i < ctx.source.lineCount; i++) {
    if ((i & 1023) === 0) throwIfCancelled(token);
    const text = lineText(ctx, i);
    if (text.trim() === '') continue;
    const lexed = sheetLexer.tokenize(text);
    const acceptLine = lexed.tokens[0]?.tokenType.name === 'Accept';
    const comments = lexed.groups.comments ?? [];
    const all = [...lexed.tokens, ...comments].sort((a, b) => a.startOffset - b.startOffset);
    let previous = '';
    for (const t of all) {
      const name = t.tokenType.name;
      let type: TokenType | undefined = name === 'Comment' ? 'comment' : byTokenName[name];
      if (acceptLine && name !== 'Accept' && letterTokens.has(name)) type = 'enumMember';
      else if (name === 'Identifier' && (previous === 'Slash' || previous === 'LParen')) type = 'property';
      previous = name;
      if (type === undefined) continue;
      builder.push(i, t.startOffset, t.image.length, typeIndex(type), type === 'variable' ? 1 : 0);
    }
  }
  return builder.build();
}
