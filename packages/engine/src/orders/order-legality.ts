import { parseSheet } from '@payola/parser';
import type { Game } from '../game/game.js';
import type { OrderUnit, ResolvedOrder } from './order.js';
import { gameView } from './board-view.js';
import { resolveOfferedUnit, resolveOrder } from './resolve-order.js';

export type OrderLegality =
  | { readonly legal: true; readonly text: string; readonly unit: OrderUnit; readonly order: ResolvedOrder }
  | { readonly legal: false; readonly code: string; readonly message: string };

/**
 * Is an order, written as in a sheet (`F NTH - PIC`, `A LON - ENG - BRE`, `F NTH S A LON`), legal
 * for its unit on this board? Gives the canonical text, or why not. Uses the whole board, also in
 * Tin Cup games (it is the GameMaster's view).
 */
export function checkOrderText(game: Game, text: string): OrderLegality {
  const { sheet, errors } = parseSheet(`1 : ${text}`);
  const line = sheet.lines[0];
  if (errors.length > 0 || line?.kind !== 'offer')
    return { legal: false, code: errors[0]?.code ?? 'payola/syntax', message: errors[0]?.message ?? 'not an order' };
  if (line.orders.length !== 1) return { legal: false, code: 'payola/syntax', message: 'write one order' };
  const view = gameView(game, true);
  const unit = resolveOfferedUnit(view, line.unit, { requireType: false });
  if (!unit.ok) return { legal: false, code: unit.problem.code, message: unit.problem.message };
  if (!unit.value) return { legal: false, code: 'payola/no-such-unit', message: 'no unit' };
  const order = resolveOrder(view, unit.value, line.orders[0]!);
  if (!order.ok) return { legal: false, code: order.problem.code, message: order.problem.message };
  return { legal: true, text: order.value.text, unit: unit.value, order: order.value.order };
}
