import type { Location, UnitType } from '../map/board-map.js';
import { locationText } from '../map/board-map.js';

/** A unit as an order names it: type and place (and coast, for a fleet on a split coast). */
export interface OrderUnit {
  readonly type: UnitType;
  readonly location: Location;
}

/** The unit an order supports or convoys: type and province (never a coast). */
export interface TargetUnit {
  readonly type: UnitType;
  readonly province: string;
}

/** An order resolved against the board: places are map ids, coasts filled in. */
export type ResolvedOrder =
  | { readonly kind: 'hold' }
  | { readonly kind: 'move'; readonly to: Location; readonly via: readonly string[] }
  | { readonly kind: 'support'; readonly target: TargetUnit; readonly to?: string }
  | { readonly kind: 'convoy'; readonly target: TargetUnit; readonly to: string };

/**
 * Rule 3.1 (offer types `>` and `@`): a move order is any order that is not a HOLD, SUPPORT or
 * CONVOY; a convoyed move is a move.
 */
export function isMoveOrder(order: ResolvedOrder): boolean {
  return order.kind === 'move';
}

/** The order without its unit, canonical: `H`, `- SPA/NC`, `- ENG - BRE`, `S A LON - YOR`, `C A LON - BRE`. */
export function orderSuffix(order: ResolvedOrder): string {
  switch (order.kind) {
    case 'hold':
      return 'H';
    case 'move': {
      let text = '';
      for (const sea of order.via) text += `- ${sea} `;
      return `${text}- ${locationText(order.to)}`;
    }
    case 'support':
      return order.to
        ? `S ${order.target.type} ${order.target.province} - ${order.to}`
        : `S ${order.target.type} ${order.target.province}`;
    case 'convoy':
      return `C ${order.target.type} ${order.target.province} - ${order.to}`;
  }
}

/** Canonical order text, used as the order's key everywhere: `F BRE - ENG`, `F STP/SC - BOT`. */
export function orderText(unit: OrderUnit, order: ResolvedOrder): string {
  return `${unit.type} ${locationText(unit.location)} ${orderSuffix(order)}`;
}
