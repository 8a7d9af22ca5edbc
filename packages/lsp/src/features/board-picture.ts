// `payola/board`: the sheet's game as a picture (renderBoard, @payola/board) with the orders the
// sheet's offers ask for (the engine's `askedOrders`) drawn on it, for the editor's "Payola: Show Board".
// Rule 6.3 (Tin Cup): the picture is drawn as the sheet's power sees it (renderBoard's `viewer`),
// and not at all when that power is unknown.
import { renderBoard, type BoardOrder } from '@payola/board';
import { askedOrders, phaseTitle } from '@payola/engine';
import type { BoardPictureResult } from '../protocol.js';
import { powerOf, type DocumentContext } from './context.js';
import { orderPhase } from './phase-orders.js';

export function boardPicture(ctx: DocumentContext): BoardPictureResult {
  const game = ctx.game;
  if (!game)
    return { title: 'No board', orders: [], text: `No board to draw: ${ctx.note ?? 'no game file'}.`, refused: true };
  const phase = phaseTitle(game.season, game.year);
  const power = powerOf(ctx)?.name;
  if (power === undefined && game.rules.blind)
    return {
      title: phase,
      orders: [],
      text: `No board to draw: in a Tin Cup game (Rule 6.3) the picture shows what the sheet's power may see, and ${ctx.note ?? 'the power is unknown'}.`,
      refused: true,
    };
  // Rule 1.5: retreat and adjustment sheets hold orders, not offers: the board as it stands.
  const phaseOrders = orderPhase(ctx);
  const orders = power === undefined || phaseOrders ? [] : askedOrders(game, power, ctx.checked);
  // Keyed by unit names of the map (a variant's may be any string): no prototype.
  const drawn: Record<string, BoardOrder> = Object.create(null) as Record<string, BoardOrder>;
  for (const asked of orders) drawn[asked.unit] = { order: asked.order };
  const title = phaseOrders
    ? `${phase} ${phaseOrders} phase`
    : power === undefined
      ? phase
      : `${phase}: what ${power}'s offers ask for`;
  return {
    svg: renderBoard(game, { orders: drawn }, { title, ...(power !== undefined && { viewer: power }) }),
    title,
    orders,
    ...(phaseOrders
      ? {
          text: `the board as it stands: in the ${phaseOrders} phase players order their own units (Rule 1.5), so no offers are drawn`,
        }
      : power === undefined && { text: ctx.note ?? 'the sheet’s power is unknown: no offers are drawn' }),
  };
}
