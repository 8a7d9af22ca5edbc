// Exchange Payola (Rule 6.8), ruling E7: the price of a company's unissued shares in the stock
// round. It is counted from public figures only (the centres a company owns and their worth), so
// the price tells nobody the company's treasury (Rule 2.5).
import { incomeFor } from '../accounts/income.js';
import type { Game, GamePower } from '../game/game.js';

/**
 * AgP a share: two years of the company's income at the centres' worth in force, divided by the
 * shares it issued, rounded up, at least 1.
 */
export function sharePrice(game: Game, company: GamePower): number {
  const shares = Math.max(1, company.company?.shares ?? 1);
  return Math.max(1, Math.ceil((2 * incomeFor(company.centers, game.rules)) / shares));
}
