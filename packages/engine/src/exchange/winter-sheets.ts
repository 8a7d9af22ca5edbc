// Exchange Payola (Rule 6.8): the winter's instructions read from the sheets (ruling E4).
// INTERIM: the sheet language does not have BUY, ELECT, VALUE and DIVIDEND lines yet (issue 12,
// waiting on the parser), so no sheet asks anything of the stock market: no purchase, no vote,
// every dividend withheld, every worth kept.
import type { Game } from '../game/game.js';
import { noInstructions, type WinterInstructions } from './instructions.js';

export function winterInstructions(_game: Game, _sheets: ReadonlyMap<string, string>): WinterInstructions {
  return noInstructions;
}
