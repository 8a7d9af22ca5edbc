// Completion, from the text before the cursor on its line (a line being typed does not parse):
// offer-type symbols after an amount (Rule 3.1 item 5), units after an offer type (item 6), a
// unit's legal orders after the unit and after `|` (items 7, 8), places wherever a place is
// expected, unused power letters in an acceptance list (Rule 4.1). Under Tin Cup (Rule 6.3) the
// board is hidden: only the map and the player's own units are offered.
import { unitText } from '@payola/engine';
import { offerTypeSymbol, sheetLexer, type OfferType } from '@payola/parser';
import {
  CompletionItemKind,
  MarkupKind,
  type CancellationToken,
  type CompletionItem,
  type CompletionParams,
  type Range,
} from 'vscode-languageserver';
type IToken = ReturnType<typeof sheetLexer.tokenize>['tokens'][number];
import { throwIfCancelled } from '../guard.js';
import { isBlind, placeDescription, visibleLegalOrders, visibleUnitAt, visibleUnits } from './board.js';
import { lineText, type DocumentContext } from './context.js';
import { offerTypeMeaning } from './hover.js';

export const completionTriggerCharacters = [' ', ':', '!', '>', '@', '&', '|', '-', '$'];

const offerTypeNames = new Set(['Colon', 'Bang', 'Greater', 'At', 'Ampersand']);
const amountNames = new Set(['NumberLiteral', 'Star', 'Plus', 'Hash']);
const letterNames = new Set(['Identifier', 'Army', 'Fleet', 'Hold', 'Support', 'Convoy']);
const orderNames = new Set([
  'Hold',
  'Support',
  'Convoy',
  'Army',
  'Fleet',
  'Identifier',
  'Dash',
  'Slash',
  'LParen',
  'RParen',
]);
const wordPattern = /[A-Za-z0-9_]+$/;

export function completion(
  params: Pick<CompletionParams, 'position'>,
  ctx: DocumentContext,
  token?: CancellationToken,
): CompletionItem[] {
  const { line, character } = params.position;
  const prefix = lineText(ctx, line).slice(0, character);
  if (prefix.includes('%')) return [];
  const lexed = sheetLexer.tokenize(prefix);
  if (lexed.errors.length > 0) return [];
  const word = wordPattern.exec(prefix)?.[0] ?? '';
  const at = (offset: number): Range => ({ start: { line, character: offset }, end: { line, character } });
  const tokens = word === '' ? lexed.tokens : lexed.tokens.slice(0, -1);
  const name = (t: IToken | undefined) => t?.tokenType.name;

  if (tokens.length === 0 && !/^\d/.test(word)) {
    return 'ACCEPT'.startsWith(word.toUpperCase())
      ? [
          {
            label: 'ACCEPT',
            kind: CompletionItemKind.Keyword,
            detail: 'acceptance list (Rule 4.1)',
            textEdit: { range: at(character - word.length), newText: 'ACCEPT ' },
          },
        ]
      : [];
  }
  if (name(tokens[0]) === 'Accept') return acceptLetters(ctx, lexed.tokens, at(character));

  const typeIndex = tokens.findIndex((t) => offerTypeNames.has(name(t)!));
  if (typeIndex < 0) {
    // Only an amount so far: the offer-type symbols, and `$` after a plain number (Rule 3.4).
    if (word !== '' && !/^\d+$/.test(word)) return [];
    const amount = lexed.tokens;
    if (!amount.every((t) => amountNames.has(name(t)!)) || !['NumberLiteral', 'Hash'].includes(name(amount.at(-1))!))
      return [];
    return offerTypeSymbols(ctx, amount.length === 1, at(character), /\s$/.test(prefix));
  }

  // The unit: [A|F] PLACE [/COAST | (COAST)].
  const rest = tokens.slice(typeIndex + 1);
  let i = 0;
  const unitType = name(rest[0]) === 'Army' ? 'A' : name(rest[0]) === 'Fleet' ? 'F' : undefined;
  if (unitType) i++;
  const placeToken = rest[i];
  const unitStart =
    (rest[0] ?? (word ? { startOffset: character - word.length } : undefined))?.startOffset ?? character;
  if (!placeToken) return units(ctx, at(unitStart), unitType, prefix.slice(unitStart));
  if (!['Identifier', 'Hold', 'Support', 'Convoy'].includes(name(placeToken)!)) return [];
  i++;
  if (name(rest[i]) === 'Slash') i += 2;
  else if (name(rest[i]) === 'LParen') i += 3;
  if (i > rest.length || (i === rest.length && word === '' && !/\s$/.test(prefix))) return [];

  // The orders: alternatives separated by `|`; complete the one being typed.
  const after = rest.slice(i);
  const lastPipe = after.map((t) => name(t)).lastIndexOf('Pipe');
  const segment = after.slice(lastPipe + 1);
  const written = splitSegments(after.slice(0, Math.max(0, lastPipe)));
  if (!segment.every((t) => orderNames.has(name(t)!))) return [];
  const segmentStart = segment[0]?.startOffset ?? (word ? character - word.length : character);
  const province = ctx.map.resolve(placeToken.image);
  throwIfCancelled(token);
  const items: CompletionItem[] = [];
  const unit = province ? visibleUnitAt(ctx, province.id) : undefined;
  if (unit) items.push(...orderItems(ctx, unitText(unit), visibleLegalOrders(ctx, unit), written, at(segmentStart)));
  const last = name(segment.at(-1));
  const placeExpected =
    last === 'Dash' || last === 'Army' || last === 'Fleet' || last === 'Support' || last === 'Convoy';
  if (placeExpected) items.push(...places(ctx, at(character - word.length), '', '1'));
  else if (!unit && segment.length === 0) items.push(...orderKeywords(at(segmentStart)));
  return items;
}

function splitSegments(tokens: readonly IToken[]): string[] {
  const out: string[] = [];
  let current: string[] = [];
  for (const t of tokens) {
    if (t.tokenType.name === 'Pipe') {
      out.push(current.join(' '));
      current = [];
    } else current.push(t.image.toUpperCase());
  }
  if (current.length > 0) out.push(current.join(' '));
  return out;
}

function acceptLetters(ctx: DocumentContext, tokens: readonly IToken[], range: Range): CompletionItem[] {
  const used = new Set<string>();
  let random = false;
  for (const t of tokens.slice(1)) {
    if (t.tokenType.name === 'Question') random = true;
    else if (letterNames.has(t.tokenType.name)) for (const c of t.image.toUpperCase()) used.add(c);
  }
  const powers =
    ctx.game?.powers.map((p) => ({ letter: p.letter, name: p.name })) ??
    ctx.map.powers.map((p) => ({ letter: p.letter, name: p.name }));
  const items: CompletionItem[] = powers
    .filter((p) => !used.has(p.letter))
    .map((p, i) => ({
      label: p.letter,
      kind: CompletionItemKind.EnumMember,
      detail: p.name,
      sortText: String(i).padStart(3, '0'),
      textEdit: { range, newText: p.letter },
    }));
  if (!random)
    items.push({
      label: '?',
      kind: CompletionItemKind.EnumMember,
      detail: 'every power not listed, at random (Rule 4.1)',
      sortText: '999',
      textEdit: { range, newText: '?' },
    });
  return items;
}

function offerTypeSymbols(ctx: DocumentContext, savingsToo: boolean, range: Range, spaced: boolean): CompletionItem[] {
  const rules = ctx.game?.rules;
  const types = (Object.keys(offerTypeSymbol) as OfferType[]).filter((t) => !rules?.onlyDirectOffers || t === 'direct');
  const items: CompletionItem[] = types.map((type, i) => ({
    label: offerTypeSymbol[type],
    kind: CompletionItemKind.Operator,
    detail: offerTypeMeaning[type].split(':')[0]!,
    documentation: { kind: MarkupKind.Markdown, value: `${offerTypeMeaning[type]} (Rule 3.1 item 5)` },
    sortText: String(i),
    textEdit: { range, newText: `${spaced ? '' : ' '}${offerTypeSymbol[type]} ` },
  }));
  if (savingsToo && rules?.offerModifiers !== false) {
    items.push({
      label: '$',
      kind: CompletionItemKind.Operator,
      detail: 'savings request',
      documentation: 'holds this many silver pieces back from offers (Rule 3.4)',
      sortText: '9',
      textEdit: { range, newText: `${spaced ? '' : ' '}$` },
    });
  }
  return items;
}

/** The units the player may name, and under Tin Cup or without a game the map's places. */
function units(ctx: DocumentContext, range: Range, typed: 'A' | 'F' | undefined, typedText: string): CompletionItem[] {
  const withType = /^[AF]\s/i.test(typedText);
  const items: CompletionItem[] = visibleUnits(ctx)
    .filter((u) => typed === undefined || u.type === typed)
    .map((u) => {
      const text = unitText(u);
      const owner = u.power === ctx.power ? `${u.power} (yours)` : u.power;
      return {
        label: text,
        kind: CompletionItemKind.Variable,
        detail: owner,
        documentation: placeDescription(ctx.map.province(u.location.province)),
        filterText: withType ? text : u.location.province,
        sortText: `0${text}`,
        textEdit: { range, newText: text },
      };
    });
  if (!ctx.game || isBlind(ctx)) items.push(...places(ctx, range, typed ? `${typed} ` : '', '1', withType));
  return items;
}

/** Places with their full names, each written as `prefix` + the place's id. */
function places(
  ctx: DocumentContext,
  range: Range,
  prefix: string,
  sort: string,
  filterWithPrefix = false,
): CompletionItem[] {
  const items: CompletionItem[] = [];
  for (const p of ctx.map.provinces.values()) {
    if (p.type === 'impassable') continue;
    items.push({
      label: p.id,
      kind: CompletionItemKind.Constant,
      detail: p.name,
      documentation: placeDescription(p),
      filterText: filterWithPrefix ? `${prefix}${p.id}` : p.id,
      sortText: `${sort}${p.id}`,
      textEdit: { range, newText: `${prefix}${p.id}` },
    });
  }
  return items;
}

function orderItems(
  ctx: DocumentContext,
  unit: string,
  orders: readonly string[],
  written: readonly string[],
  range: Range,
): CompletionItem[] {
  const taken = new Set(written.map((w) => w.replace(/\s+/g, ' ')));
  return orders
    .map((text) => text.slice(unit.length + 1))
    .filter((suffix) => !taken.has(suffix))
    .map((suffix, i) => ({
      label: suffix,
      kind: CompletionItemKind.Method,
      detail: describeOrder(ctx, suffix),
      filterText: suffix,
      sortText: `0${String(i).padStart(4, '0')}`,
      textEdit: { range, newText: suffix },
    }));
}

function orderKeywords(range: Range): CompletionItem[] {
  const keyword = (label: string, detail: string, newText: string, i: number): CompletionItem => ({
    label,
    kind: CompletionItemKind.Keyword,
    detail,
    sortText: `2${i}`,
    textEdit: { range, newText },
  });
  return [
    keyword('H', 'hold', 'H', 0),
    keyword('-', 'move to …', '- ', 1),
    keyword('S', 'support …', 'S ', 2),
    keyword('C', 'convoy …', 'C ', 3),
  ];
}

/** `- BUR` → `move to Burgundy`; `S A MAR - BUR` → `support A MAR to Burgundy`. */
function describeOrder(ctx: DocumentContext, suffix: string): string {
  const words = suffix.split(' ');
  const place = (id: string | undefined) =>
    id === undefined
      ? ''
      : (ctx.map.resolve(id.split('/')[0]!)?.name ?? id) + (id.includes('/') ? ` (${id.split('/')[1]})` : '');
  if (words[0] === 'H') return 'hold';
  if (words[0] === '-') {
    const stops = words.filter((w) => w !== '-');
    const to = stops.at(-1);
    return stops.length > 1
      ? `move to ${place(to)} by convoy via ${stops.slice(0, -1).join(', ')}`
      : `move to ${place(to)}`;
  }
  const verb = words[0] === 'S' ? 'support' : 'convoy';
  const target = `${words[1]} ${words[2]}`;
  return words[3] === '-' ? `${verb} ${target} to ${place(words[4])}` : `${verb} ${target} to hold`;
}
