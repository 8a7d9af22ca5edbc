// The `payola/sheetStatus` notification: what the status bar shows after each validation.
import type { SheetStatus } from '../protocol.js';
import { powerOf, type DocumentContext } from './context.js';

export function sheetStatus(ctx: DocumentContext): SheetStatus {
  const power = powerOf(ctx);
  return {
    uri: ctx.uri,
    ...(ctx.power !== undefined && { power: power?.name ?? ctx.power }),
    ...(power && { balance: power.balance }),
    savings: ctx.checked.savings,
    committed: ctx.checked.commitment,
    ...(ctx.gameFile !== undefined && { gameFile: ctx.gameFile }),
    ...(ctx.note !== undefined && { note: ctx.note }),
  };
}
