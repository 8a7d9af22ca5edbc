// Completion in retreat and adjustment phases (Rule 1.5): the legal retreats, disbands, builds and
// waives of the sheet's own power, from the engine's `legalOrders` (phase-orders.ts), each written
// out whole in canonical form over what is typed. What is typed narrows them, in any notation the
// parser reads (`DISBAND A PIE`, `REMOVE A PIE`, `A PIE D`; `BUILD A BUD`, `B A BUD`; `A VEN - PIE`,
// `A VEN R PIE`): each item's filter text follows the notation begun, so the editor's own
// filtering keeps working as the player types on.
import { lineTokens, type LineToken, type PhaseAction, type TokenCategory } from '@payola/parser';
import { CompletionItemKind, MarkupKind, type CompletionItem } from 'vscode-languageserver';
import { lineRange } from '../positions.js';
import type { DocumentContext } from './context.js';
import {
  legalPhaseOrders,
  phaseActionText,
  phaseSituation,
  writtenPhaseOrders,
  type PhaseOrder,
} from './phase-orders.js';

/**
 * Words a completion replaces when the cursor is at their end, in every phase. Not amounts (after
 * `5` the offer types follow it) and not power letters (`ACCEPT FE` is completed with the next letter).
 */
export const replacedWords: ReadonlySet<TokenCategory> = new Set([
  'place',
  'coast',
  'unit-type',
  'order-keyword',
  'phase-keyword',
  'accept-keyword',
]);

/** What a keyword orders (the parser's vocabulary of Rule 1.5 orders). */
function keywordAction(word: string): PhaseAction | undefined {
  switch (word.toUpperCase()) {
    case 'R':
    case 'RETREAT':
      return 'retreat';
    case 'D':
    case 'DISBAND':
    case 'REMOVE':
      return 'disband';
    case 'B':
    case 'BUILD':
      return 'build';
    case 'WAIVE':
      return 'waive';
    default:
      return undefined;
  }
}

/** What a player has written of an order so far. */
interface Written {
  /** The keyword written first (`BUILD A …`, `DISBAND …`), as written. */
  readonly keyword?: LineToken;
  readonly type?: 'A' | 'F';
  /** The unit's province, when its place is written and known. */
  readonly province?: string;
  /** The written text up to the end of the unit. */
  readonly unitEnd?: number;
  /** The verb written after the unit (`-`, `R`, `D`, `B`), as written. */
  readonly verb?: LineToken;
  readonly action?: PhaseAction;
}

/**
 * The completion items on a line of a retreat or adjustment sheet whose text before the cursor is
 * `prefix` (the 0-based `line`). Nothing where the line is not the beginning of an order.
 */
export function phaseCompletion(ctx: DocumentContext, line: number, prefix: string): CompletionItem[] {
  const read = lineTokens(prefix);
  if (read.some((t) => t.category === 'comment' || t.category === 'unreadable')) return [];
  const last = read.at(-1);
  const typing = last?.end === prefix.length && replacedWords.has(last.category) ? last : undefined;
  const done = typing ? read.slice(0, -1) : read;
  const written = readWritten(ctx, done);
  if (!written) return [];
  const start = read[0]?.start ?? prefix.length;
  const range = lineRange(line, start, prefix.length);

  // An order already written for a unit (or a build in a province) on another line: the second
  // would not count, so it is not offered again. `WAIVE` may be written once per build.
  const taken = new Set(
    writtenPhaseOrders(ctx.game!, ctx.sheet)
      .filter((o) => o.line.line - 1 !== line && o.province !== undefined)
      .map((o) => o.province!),
  );
  const candidates = legalPhaseOrders(ctx).filter(
    (o) =>
      (o.province === undefined || !taken.has(o.province)) &&
      (written.action === undefined || o.action === written.action) &&
      (written.type === undefined || o.unit?.type === written.type) &&
      (written.province === undefined || o.province === written.province),
  );
  const situation = new Map<string, string>();
  const documentation = (o: PhaseOrder) => {
    const key = o.action === 'retreat' || o.action === 'disband' ? (o.province ?? '') : '';
    const text = situation.get(key) ?? phaseSituation(ctx, key === '' ? undefined : key).join('\n\n');
    situation.set(key, text);
    return text;
  };
  return candidates.map((o, i) => ({
    label: o.text,
    kind: CompletionItemKind.Method,
    detail: phaseActionText(ctx, o),
    documentation: { kind: MarkupKind.Markdown, value: `${documentation(o)} (Rule 1.5)` },
    filterText: filterText(prefix.slice(start), start, written, o),
    sortText: String(i).padStart(4, '0'),
    textEdit: { range, newText: o.text },
  }));
}

/** Reads the tokens written before the word being typed; undefined when they begin no order. */
function readWritten(ctx: DocumentContext, done: readonly LineToken[]): Written | undefined {
  let i = 0;
  let keyword: LineToken | undefined;
  if (done[0]?.category === 'phase-keyword') {
    keyword = done[0];
    i = 1;
    // `R` only follows a unit; `WAIVE` stands alone.
    const action = keywordAction(keyword.text);
    if (action === 'retreat' || action === 'waive') return undefined;
  }
  let type: 'A' | 'F' | undefined;
  if (done[i]?.category === 'unit-type') type = done[i++]!.text.toUpperCase().startsWith('F') ? 'F' : 'A';
  const place = done[i]?.category === 'place' ? done[i++] : undefined;
  if (!place && i < done.length) return undefined;
  // `/NC` or `(NC)`; a coast still being written (`STP/`) leaves the unit's orders to choose from.
  const coast = done[i]?.category === 'coast-separator' ? 2 : done[i]?.category === 'coast-open' ? 3 : 0;
  const partialCoast = coast > 0 && i + coast > done.length;
  i = partialCoast ? done.length : i + coast;
  const unitEnd = partialCoast ? undefined : done[i - 1]?.end;
  let province: string | undefined;
  if (place) {
    province = ctx.map.resolve(place.text)?.id;
    if (province === undefined) return undefined;
  }
  let verb: LineToken | undefined;
  let action = keyword && keywordAction(keyword.text);
  if (!keyword && place && !partialCoast && i < done.length) {
    verb = done[i++]!;
    action =
      verb.category === 'move-sign'
        ? 'retreat'
        : verb.category === 'phase-keyword'
          ? keywordAction(verb.text)
          : undefined;
    if (action === undefined || action === 'waive') return undefined;
  }
  // Anything further (a destination, a second order) is past what is completed here.
  if (i < done.length) return undefined;
  return {
    ...(keyword && { keyword }),
    ...(type && { type }),
    ...(province !== undefined && { province }),
    ...(unitEnd !== undefined && place && { unitEnd }),
    ...(verb && { verb }),
    ...(action && { action }),
  };
}

/**
 * The text the editor filters an item by: the order in the notation the player has begun, so
 * that `A VEN R P` keeps `A VEN - PIE` and `REMOVE A` keeps `DISBAND A PIE`.
 */
function filterText(typed: string, start: number, written: Written, o: PhaseOrder): string {
  const unit = o.unit
    ? `${o.unit.type ? `${o.unit.type} ` : ''}${o.unit.place.name}${o.unit.place.coast ? `/${o.unit.place.coast}` : ''}`
    : '';
  const to = o.to ? `${o.to.name}${o.to.coast ? `/${o.to.coast}` : ''}` : '';
  if (o.action === 'waive') return 'WAIVE';
  if (written.keyword) return `${written.keyword.text} ${unit}`;
  if (written.verb) {
    const begun = typed.slice(0, written.verb.end - start);
    return o.action === 'retreat' ? `${begun} ${to}` : begun;
  }
  const unitWritten = written.unitEnd === undefined ? unit : typed.slice(0, written.unitEnd - start);
  switch (o.action) {
    case 'retreat':
      return `${unitWritten} RETREAT - ${to}`;
    case 'disband':
      return `${unitWritten} DISBAND REMOVE`;
    case 'build':
      return `${unitWritten} BUILD`;
  }
}
