// Movement orders from their texts, through the parser and the engine's own legality checks
// (`checkOrderText`): an illegal order makes its unit hold.
import { parseSheet } from '@payola/parser';
import type { BoardUnit, Game } from '../game/game.js';
import { unitText } from '../game/game.js';
import { gameView, type BoardView } from '../orders/board-view.js';
import { checkOrderText } from '../orders/order-legality.js';
import { orderText, type ResolvedOrder } from '../orders/order.js';
import { resolvePlace } from '../orders/resolve-order.js';

export type ReadOrder =
  | { readonly legal: true; readonly order: ResolvedOrder; readonly text: string }
  | { readonly legal: false; readonly text: string; readonly message: string };

/**
 * The order `text` for `unit`. A move to a province the army cannot reach by land, written
 * without its route (`A LON - NWY`), is a convoyed move by any route (DATC semantics); a written
 * route (`A LON - NTH - NWY`) says the army means to be convoyed (DATC 6.G).
 */
export function readMovementOrder(game: Game, unit: BoardUnit, text: string, view?: BoardView): ReadOrder {
  const checked = checkOrderText(game, text);
  if (checked.legal) {
    if (checked.unit.location.province !== unit.location.province)
      return { legal: false, text, message: `the order is for ${unitText(checked.unit)}, not for ${unitText(unit)}` };
    return { legal: true, order: checked.order, text: checked.text };
  }
  if (checked.code === 'payola/convoy-route-required') {
    const to = routelessDestination(view ?? gameView(game, true), unit, text);
    if (to !== undefined) {
      const order: ResolvedOrder = { kind: 'move', to: { province: to }, via: [] };
      return { legal: true, order, text: orderText(unit, order) };
    }
  }
  return { legal: false, text, message: checked.message };
}

/** The destination of a route-less move of `unit` (the checker has found that routes exist). */
function routelessDestination(view: BoardView, unit: BoardUnit, text: string): string | undefined {
  const line = parseSheet(`1 : ${text}`).sheet.lines[0];
  if (line?.kind !== 'offer' || line.orders.length !== 1) return undefined;
  const written = resolvePlace(view, line.unit.place);
  const order = line.orders[0]!;
  if (!written.ok || written.value.province !== unit.location.province || order.kind !== 'move') return undefined;
  const to = resolvePlace(view, order.to);
  return to.ok ? to.value.province : undefined;
}
