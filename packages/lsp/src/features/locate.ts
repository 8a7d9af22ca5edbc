// What stands at a position of a parsed sheet: an amount term, the offer type, the offered
// unit, a place, an order, a savings amount, an acceptance-list entry, a retreat or adjustment order.
import type {
  AcceptEntry,
  AcceptLine,
  AmountTerm,
  ExchangeLine,
  Line,
  OfferLine,
  Order,
  PhaseOrderLine,
  Place,
  Range,
  SavingsLine,
  Sheet,
  UnitRef,
} from '@payola/parser';
import type { Position } from 'vscode-languageserver';
import { rangeContains } from '../positions.js';
import type { ExchangePart } from './exchange-lines.js';

export type SheetTarget =
  | { readonly kind: 'term'; readonly line: OfferLine; readonly term: AmountTerm; readonly index: number }
  | { readonly kind: 'offer-type'; readonly line: OfferLine }
  /** The offered unit (`unitRef === line.unit`) or a unit named in a support or convoy. */
  | { readonly kind: 'unit'; readonly line: OfferLine; readonly unitRef: UnitRef; readonly order?: LocatedOrder }
  /** A place of an order: its destination or a sea of its convoy route. */
  | { readonly kind: 'place'; readonly line: OfferLine; readonly place: Place; readonly order: LocatedOrder }
  | { readonly kind: 'order'; readonly line: OfferLine; readonly order: LocatedOrder }
  | { readonly kind: 'savings'; readonly line: SavingsLine }
  | { readonly kind: 'accept-entry'; readonly line: AcceptLine; readonly entry: AcceptEntry }
  | { readonly kind: 'accept'; readonly line: AcceptLine }
  /** A retreat, disband, build or waive (Rule 1.5), anywhere on its line. */
  | { readonly kind: 'phase-order'; readonly line: PhaseOrderLine }
  /** Exchange Payola's winter lines (Rule 6.8): the part under the cursor. */
  | { readonly kind: 'exchange'; readonly line: ExchangeLine; readonly part: ExchangePart };

export interface LocatedOrder {
  readonly order: Order;
  /** Index among the offer's `|` alternatives. */
  readonly index: number;
}

export function lineAt(sheet: Sheet, position: Position): Line | undefined {
  return sheet.lines[position.line];
}

export function locate(sheet: Sheet, position: Position): SheetTarget | undefined {
  const line = lineAt(sheet, position);
  if (!line || !rangeContains(line.range, position)) return undefined;
  const inside = (range: Range | undefined) => range !== undefined && rangeContains(range, position);
  // Where two parts touch (`3:A`, `ACCEPT FE`), the one starting at the cursor wins.
  const startsHere = (range: Range) =>
    range.start.line - 1 === position.line && range.start.column - 1 === position.character;
  switch (line.kind) {
    case 'offer': {
      const starting = line.terms.findIndex((t) => startsHere(t.range));
      const index = starting >= 0 ? starting : line.terms.findIndex((t) => inside(t.range));
      if (index >= 0 && !startsHere(line.offerTypeRange))
        return { kind: 'term', line, term: line.terms[index]!, index };
      if (inside(line.offerTypeRange) && !startsHere(line.unit.range)) return { kind: 'offer-type', line };
      if (inside(line.unit.range) && !line.orders.some((o) => startsHere(o.range)))
        return { kind: 'unit', line, unitRef: line.unit };
      for (let i = 0; i < line.orders.length; i++) {
        const order = line.orders[i]!;
        if (!inside(order.range)) continue;
        const located = { order, index: i };
        if (order.kind === 'support' || order.kind === 'convoy') {
          if (inside(order.unit.range)) return { kind: 'unit', line, unitRef: order.unit, order: located };
          if (order.to && inside(order.to.range)) return { kind: 'place', line, place: order.to, order: located };
        }
        if (order.kind === 'move') {
          const place = [...order.via, order.to].find((p) => inside(p.range));
          if (place) return { kind: 'place', line, place, order: located };
        }
        return { kind: 'order', line, order: located };
      }
      return undefined;
    }
    case 'savings':
      return { kind: 'savings', line };
    case 'phase-order':
      return { kind: 'phase-order', line };
    case 'exchange': {
      const part: ExchangePart =
        (line.action === 'buy' || line.action === 'elect') && inside(line.companyRange)
          ? 'company'
          : line.action === 'elect' && inside(line.candidateRange)
            ? 'candidate'
            : line.action === 'value' && inside(line.center.range)
              ? 'center'
              : 'line';
      return { kind: 'exchange', line, part };
    }
    case 'accept': {
      const entry = line.entries.find((e) => startsHere(e.range)) ?? line.entries.find((e) => inside(e.range));
      return entry ? { kind: 'accept-entry', line, entry } : { kind: 'accept', line };
    }
    default:
      return undefined;
  }
}
