// The outline of a sheet: offers grouped by the unit they are made to (Rule 3.2: any number of
// offers per unit), the savings requests (Rule 3.4), the acceptance list (Rule 4.1), and each
// retreat, disband, build or waive (Rule 1.5; a bare move is a retreat outside movement phases),
// and Exchange's winter lines (Rule 6.8).
import { lineTotal, unitText } from '@payola/engine';
import { printLineContent, printUnit, type ExchangeAction, type Line, type OfferLine } from '@payola/parser';
import { SymbolKind, type DocumentSymbol } from 'vscode-languageserver';
import { toLspRange } from '../positions.js';
import { amountRules, type DocumentContext } from './context.js';
import { orderPhase, phaseActionText, writtenPhaseOrders, type PhaseOrder } from './phase-orders.js';

/** What each Exchange line is, in the outline (Rule 6.8). */
const exchangeDetail: Readonly<Record<ExchangeAction, string>> = {
  buy: 'shares bought (ruling E8)',
  elect: 'vote for a CEO (ruling E10)',
  value: "a centre's worth (ruling E5)",
  dividend: 'dividend a share (ruling E9)',
};

export function documentSymbols(ctx: DocumentContext): DocumentSymbol[] {
  const rules = amountRules(ctx);
  const groups = new Map<string, { name: string; owner?: string; offers: OfferLine[] }>();
  const resolved = new Map(ctx.checked.offers.map((o) => [o.line, o.unit]));
  const symbols: DocumentSymbol[] = [];
  const savings: Line[] = [];
  const phase = ctx.game?.phase ?? 'movement';
  const orders = new Map<Line, PhaseOrder>(
    ctx.game && orderPhase(ctx) ? writtenPhaseOrders(ctx.game, ctx.sheet).map((o) => [o.line, o]) : [],
  );
  for (const line of ctx.sheet.lines) {
    const order = orders.get(line);
    const ordered = order ? order.line : line.kind === 'phase-order' ? line : undefined;
    if (ordered) {
      symbols.push({
        name: printLineContent(ordered, { phase }),
        detail: order
          ? phaseActionText(ctx, order)
          : `${ordered.kind === 'phase-order' ? ordered.action : 'phase'} order (Rule 1.5)`,
        kind: SymbolKind.Event,
        range: toLspRange(ordered.range),
        selectionRange: toLspRange(
          ordered.kind === 'phase-order' ? (ordered.unit?.range ?? ordered.keywordRange) : ordered.unit.range,
        ),
      });
    } else if (line.kind === 'offer') {
      const unit = resolved.get(line);
      const name = unit ? unitText(unit) : printUnit(line.unit).toUpperCase();
      const key = unit ? unit.location.province : name;
      const group =
        groups.get(key) ??
        groups.set(key, { name, ...(unit?.power !== undefined && { owner: unit.power }), offers: [] }).get(key)!;
      group.offers.push(line);
    } else if (line.kind === 'exchange') {
      symbols.push({
        name: printLineContent(line),
        detail: exchangeDetail[line.action],
        kind: SymbolKind.Event,
        range: toLspRange(line.range),
        selectionRange: toLspRange(line.keywordRange),
      });
    } else if (line.kind === 'savings') savings.push(line);
    else if (line.kind === 'accept') {
      symbols.push({
        name: printLineContent(line),
        detail: 'acceptance list',
        kind: SymbolKind.Array,
        range: toLspRange(line.range),
        selectionRange: toLspRange(line.range),
      });
    }
  }
  for (const group of groups.values()) {
    const children = group.offers.map((line): DocumentSymbol => ({
      name: printLineContent(line),
      detail: `${lineTotal(line, rules)} AgP`,
      kind: SymbolKind.Event,
      range: toLspRange(line.range),
      selectionRange: toLspRange(line.unit.range),
    }));
    const first = group.offers[0]!;
    const last = group.offers[group.offers.length - 1]!;
    const total = group.offers.reduce((sum, l) => sum + lineTotal(l, rules), 0);
    symbols.push({
      name: group.name,
      detail: `${group.owner ? `${group.owner}, ` : ''}${group.offers.length} offer${group.offers.length === 1 ? '' : 's'}, ${total} AgP`,
      kind: SymbolKind.Object,
      range: toLspRange({ start: first.range.start, end: last.range.end }),
      selectionRange: toLspRange(first.unit.range),
      children,
    });
  }
  if (savings.length > 0) {
    const first = savings[0]!;
    const last = savings[savings.length - 1]!;
    symbols.push({
      name: `${ctx.checked.savings} $`,
      detail: 'savings (Rule 3.4)',
      kind: SymbolKind.Number,
      range: toLspRange({ start: first.range.start, end: last.range.end }),
      selectionRange: toLspRange(first.range),
    });
  }
  return symbols.sort(
    (a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character,
  );
}
