// Completion from the parser's own reading of the line before the cursor (`lineTokens`, which
// keeps the tokens of a line that does not parse yet, and `expectedTokens`, what the grammar
// accepts next): offer-type symbols after an amount (Rule 3.1 item 5), units after an offer type
// (item 6), a unit's legal orders after the unit and after `|` (items 7, 8), places wherever the
// grammar expects a place, unused power letters in an acceptance list (Rule 4.1). Under Tin Cup
// (Rule 6.3) the board is hidden: only the map and the player's own units are offered. In retreat
// and adjustment phases, the power's own orders (phase-completion.ts), and in an Exchange winter
// the stock market's lines (exchange-lines.ts, Rule 6.8).
import { unitText } from '@payola/engine';
import {
  expectedTokens,
  lineTokens,
  offerTypeSymbol,
  type LineToken,
  type OfferType,
  type TokenCategory,
} from '@payola/parser';
import {
  CompletionItemKind,
  MarkupKind,
  type CancellationToken,
  type CompletionItem,
  type CompletionParams,
  type Range,
} from 'vscode-languageserver';
import { throwIfCancelled } from '../guard.js';
import { lineRange } from '../positions.js';
import { isBlind, placeDescription, visibleLegalOrders, visibleUnitAt, visibleUnits } from './board.js';
import { lineText, type DocumentContext } from './context.js';
import { exchangeKeywords, exchangeLineCompletion } from './exchange-lines.js';
import { offerTypeMeaning } from './hover.js';
import { phaseCompletion, replacedWords } from './phase-completion.js';
import { orderPhase } from './phase-orders.js';

export const completionTriggerCharacters = [' ', ':', '!', '>', '@', '&', '|', '-', '$'];

export function completion(
  params: Pick<CompletionParams, 'position'>,
  ctx: DocumentContext,
  token?: CancellationToken,
): CompletionItem[] {
  const { line } = params.position;
  // LSP: a character past the end of its line means the line's end; past the last line there is
  // nothing to complete (an edit there would reach outside the document).
  if (line >= ctx.source.lineCount) return [];
  const text = lineText(ctx, line);
  const character = Math.min(params.position.character, text.length);
  const prefix = text.slice(0, character);
  // Rule 1.5: in retreat and adjustment phases the player writes its own units' orders; in an
  // Exchange winter also the stock market's lines (Rule 6.8, ruling E4).
  if (orderPhase(ctx))
    return (
      exchangeLineCompletion(ctx, line, prefix) ?? [
        ...phaseCompletion(ctx, line, prefix),
        ...exchangeKeywords(ctx, line, prefix),
      ]
    );
  const read = lineTokens(prefix);
  if (read.some((t) => t.category === 'comment' || t.category === 'unreadable')) return [];
  const last = read.at(-1);
  const typing = last?.end === prefix.length && replacedWords.has(last.category) ? last : undefined;
  const done = typing ? read.slice(0, -1) : read;
  const expected = expectedTokens(typing ? prefix.slice(0, typing.start) : prefix);
  // Nothing can follow what is written (a mistake before the cursor): nothing to offer.
  if (expected.length === 0) return [];
  const can = (category: TokenCategory) => expected.some((e) => e.category === category);
  const at = (offset: number): Range => lineRange(line, offset, character);
  const wordStart = typing?.start ?? character;

  if (done.length === 0) {
    return can('accept-keyword') && 'ACCEPT'.startsWith((typing?.text ?? '').toUpperCase())
      ? [
          {
            label: 'ACCEPT',
            kind: CompletionItemKind.Keyword,
            detail: 'acceptance list (Rule 4.1)',
            textEdit: { range: at(wordStart), newText: 'ACCEPT ' },
          },
        ]
      : [];
  }
  if (done[0]!.category === 'accept-keyword') return acceptLetters(ctx, read, at(character));
  // Only an amount so far: the offer-type symbols, and `$` after a plain number (Rule 3.4: a
  // savings request is an amount alone; the checker refuses modifiers on it).
  if (can('offer-type')) {
    const savings = can('savings-sign') && done.length === 1;
    return typing ? [] : offerTypeSymbols(ctx, savings, at(character), /\s$/.test(prefix));
  }

  // The offered unit, after the offer type (or first on a line that omits amount and type):
  // [A|F] PLACE [/COAST | (COAST)].
  const typeIndex = done.findIndex((t) => t.category === 'offer-type');
  let i = typeIndex + 1;
  if (typeIndex < 0 && done[0]!.category !== 'unit-type' && done[0]!.category !== 'place') return [];
  const unitType = done[i]?.category === 'unit-type' ? (done[i++]!.text.toUpperCase() as 'A' | 'F') : undefined;
  const place = done[i]?.category === 'place' ? done[i++] : undefined;
  if (!place) {
    const unitStart = done[typeIndex + 1]?.start ?? wordStart;
    return units(ctx, at(unitStart), unitType, prefix.slice(unitStart));
  }
  if (done[i]?.category === 'coast-separator') i += 2;
  else if (done[i]?.category === 'coast-open') i += 3;
  // Inside the unit's coast, or right after the unit without a space: nothing yet.
  if (i > done.length || (i === done.length && !typing && !/\s$/.test(prefix))) return [];

  // The orders: alternatives separated by `|`; complete the one being typed.
  const after = done.slice(i);
  const lastPipe = after.map((t) => t.category).lastIndexOf('alternative-sign');
  const segment = after.slice(lastPipe + 1);
  const written = splitSegments(after.slice(0, Math.max(0, lastPipe)));
  const segmentStart = segment[0]?.start ?? wordStart;
  const province = ctx.map.resolve(place.text);
  throwIfCancelled(token);
  const items: CompletionItem[] = [];
  const unit = province ? visibleUnitAt(ctx, province.id) : undefined;
  if (unit) items.push(...orderItems(ctx, unitText(unit), visibleLegalOrders(ctx, unit), written, at(segmentStart)));
  if (can('place') && segment.length > 0) items.push(...places(ctx, at(wordStart), '', '1'));
  else if (!unit && segment.length === 0) items.push(...orderKeywords(at(segmentStart)));
  return items;
}

function splitSegments(tokens: readonly LineToken[]): string[] {
  const out: string[] = [];
  let current: string[] = [];
  for (const t of tokens) {
    if (t.category === 'alternative-sign') {
      out.push(current.join(' '));
      current = [];
    } else current.push(t.text.toUpperCase());
  }
  if (current.length > 0) out.push(current.join(' '));
  return out;
}

function acceptLetters(ctx: DocumentContext, tokens: readonly LineToken[], range: Range): CompletionItem[] {
  const used = new Set<string>();
  let random = false;
  for (const t of tokens.slice(1)) {
    if (t.category === 'random') random = true;
    else if (t.category === 'power-letters') for (const c of t.text.toUpperCase()) used.add(c);
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
  if (savingsToo && rules?.savingsRequests !== false) {
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
