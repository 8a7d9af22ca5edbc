// The `payola/sheetStatus` notification: what the status bar shows after each validation. Every
// money figure is the engine's `sheetMoney` (the adjudicator's own count); the client shows them
// and computes nothing. In retreat and adjustment phases (Rule 1.5) there is no money to show:
// the phase, and the power's dislodged units or its builds and disbands (`adjustmentCount`).
import { adjustmentCount, phaseTitle, sheetMoney, type Game } from '@payola/engine';
import type { SheetStatus } from '../protocol.js';
import { powerOf, type DocumentContext } from './context.js';
import { orderPhase } from './phase-orders.js';

export function sheetStatus(ctx: DocumentContext): SheetStatus {
  const power = powerOf(ctx);
  const game = ctx.game;
  const common = {
    uri: ctx.uri,
    ...(ctx.power !== undefined && { power: power?.name ?? ctx.power }),
    ...(game && { phase: game.phase, phaseName: shortPhaseName(game) }),
    ...(ctx.gameFile !== undefined && { gameFile: ctx.gameFile }),
    ...(ctx.configFile !== undefined && { configFile: ctx.configFile }),
    ...(ctx.note !== undefined && { note: ctx.note }),
  };
  const phase = orderPhase(ctx);
  if (game && phase) {
    if (!power) return common;
    return phase === 'retreat'
      ? { ...common, dislodged: game.dislodged.filter((d) => d.power === power.name).length }
      : { ...common, adjustment: power.status === 'active' ? adjustmentCount(game, power) : 0 };
  }
  const money = game && power ? sheetMoney(game, power.name, ctx.checked) : undefined;
  return {
    ...common,
    savings: ctx.checked.savings,
    committed: money?.committed ?? ctx.checked.commitment,
    ...(money && { balance: money.balance, available: money.available, shortfall: money.shortfall }),
  };
}

/** `Spring 1901`, `Fall 1901 retreats`, `Winter 1901 adjustments`: short, for a status bar. */
function shortPhaseName(game: Game): string {
  const title = phaseTitle(game.season, game.year);
  return game.phase === 'movement' ? title : `${title} ${game.phase === 'retreat' ? 'retreats' : 'adjustments'}`;
}
