// Exchange Payola (Rule 6.8): the winter's instructions read from the sheets (ruling E4): each
// investor's `BUY` and `ELECT` lines, each company's `VALUE` lines and `DIVIDEND`, written by its
// CEO. They are read as the checker reads them (check/exchange-lines.ts): a line the checker
// refuses (out of place, a company or investor not in the game, a worth out of bounds, a second
// DIVIDEND) is ignored, and a sheet from a power that is not played counts for nothing.
import { parseSheet, type Sheet } from '@payola/parser';
import { readWinterLines } from '../check/exchange-lines.js';
import type { Game } from '../game/game.js';
import {
  noInstructions,
  type Ballot,
  type CentreWorth,
  type StockPurchase,
  type WinterInstructions,
} from './instructions.js';

/** What the winter's sheets (by canonical power name, investors' and companies') ask of the stock market. */
export function winterInstructions(game: Game, sheets: ReadonlyMap<string, string>): WinterInstructions {
  const read = new Map([...sheets].map(([name, text]) => [name, parseSheet(text).sheet]));
  return winterInstructionsOf(game, read);
}

/** `winterInstructions` from sheets already read (the cycle reads each sheet once). */
export function winterInstructionsOf(game: Game, sheets: ReadonlyMap<string, Sheet>): WinterInstructions {
  if (!game.rules.exchange || game.phase !== 'adjustment') return noInstructions;
  const purchases: StockPurchase[] = [];
  const ballots: Ballot[] = [];
  const values: CentreWorth[] = [];
  const dividends = new Map<string, number>();
  for (const [name, sheet] of sheets) {
    const author = game.power(name);
    // An investor still played, or a company headed by a CEO (rulings E3, E12).
    if (author?.status !== 'investor' && author?.status !== 'active') continue;
    const lines = readWinterLines(sheet, game, author);
    purchases.push(...lines.purchases);
    ballots.push(...lines.ballots);
    values.push(...lines.values);
    if (lines.dividend !== undefined) dividends.set(author.name, lines.dividend);
  }
  return { purchases, ballots, dividends, values };
}
