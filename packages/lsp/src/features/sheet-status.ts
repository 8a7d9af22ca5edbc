// The `payola/sheetStatus` notification: what the status bar shows after each validation. Every
// money figure is the engine's `sheetMoney` (the adjudicator's own count); the client shows them
// and computes nothing.
import { sheetMoney } from '@payola/engine';
import type { SheetStatus } from '../protocol.js';
import { powerOf, type DocumentContext } from './context.js';

export function sheetStatus(ctx: DocumentContext): SheetStatus {
  const power = powerOf(ctx);
  const money = ctx.game && power ? sheetMoney(ctx.game, power.name, ctx.checked) : undefined;
  return {
    uri: ctx.uri,
    ...(ctx.power !== undefined && { power: power?.name ?? ctx.power }),
    savings: ctx.checked.savings,
    committed: money?.committed ?? ctx.checked.commitment,
    ...(money && { balance: money.balance, available: money.available, shortfall: money.shortfall }),
    ...(ctx.gameFile !== undefined && { gameFile: ctx.gameFile }),
    ...(ctx.configFile !== undefined && { configFile: ctx.configFile }),
    ...(ctx.note !== undefined && { note: ctx.note }),
  };
}
