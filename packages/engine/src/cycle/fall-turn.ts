// The conclusion of the year's Fall turn (after its retreats): supply centres change hands, Zero
// Sum's year end is settled (Rule 6.7), powers owning no centre are eliminated (Rule 2.4), and a
// power reaching the victory condition wins (the game then ends; Rule 3.6: publication).
import type { LedgerEntry } from '../accounts/ledger.js';
import { zeroSumYearEnd } from '../accounts/transactions.js';
import { centresChangingHands, ownersOf, withCentreOwners } from '../game/centre-ownership.js';
import type { Game } from '../game/game.js';
import type { CentreChange } from '../game/phase-results.js';
import { captureSpoils } from '../exchange/centre-worth.js';
import { exchangeWinners, liquidate, netWorths, type Liquidation } from '../exchange/liquidation.js';

export interface FallTurnEnd {
  readonly game: Game;
  readonly ledger: readonly LedgerEntry[];
  readonly centers: readonly CentreChange[];
  readonly eliminated: readonly string[];
  readonly victory?: { readonly power: string; readonly centers: number };
  /** Exchange (ruling E15): the companies eliminated now, liquidated. */
  readonly liquidations?: readonly Liquidation[];
  /** Exchange (ruling E16), at a victory: the investors who win, and every investor's net worth. */
  readonly investors?: readonly string[];
  readonly netWorth?: readonly { readonly investor: string; readonly netWorth: number }[];
}

/** Ends the Fall turn of `game` (its units where the Fall turn left them). */
export function endFallTurn(game: Game): FallTurnEnd {
  const changes = centresChangingHands(game);
  const before = ownersOf(game);
  const centers: CentreChange[] = Object.keys(changes)
    .sort()
    .map((center) => {
      const from = before.get(center);
      return { center, ...(from !== undefined && { from }), to: changes[center]! };
    });
  let next: Game;
  let ledger: readonly LedgerEntry[] = [];
  if (game.rules.zeroSum) {
    // Rule 6.7: the year's receipts, first captures and changes of hands, with the new owners.
    const settled = zeroSumYearEnd(game, changes);
    if (!settled.ok) throw new Error(`Zero Sum year end: ${settled.error}`);
    next = settled.game.with({ yearEndFor: game.year });
    ledger = settled.ledger;
  } else if (game.rules.exchange) {
    // Ruling E6: each centre taken from a company brings the taker its worth from the loser.
    const spoils = captureSpoils(game, changes);
    const powers = withCentreOwners(game.powers, new Map(Object.entries(changes)));
    next = game.with({ powers: powers.map((p) => ({ ...p, balance: spoils.balances.get(p.name)! })) });
    ledger = spoils.ledger;
  } else next = game.with({ powers: withCentreOwners(game.powers, new Map(Object.entries(changes))) });

  // Rule 2.4: a played power owning no supply centre is eliminated (its treasury stays its own);
  // under Exchange a company with or without a CEO, which is then liquidated (ruling E15).
  const eliminable = (status: string) =>
    status === 'active' || (game.rules.exchange !== undefined && status === 'dummy');
  const eliminated = next.companies.filter((p) => eliminable(p.status) && p.centers.length === 0).map((p) => p.name);
  if (eliminated.length > 0)
    next = next.with({
      powers: next.powers.map((p) => (eliminated.includes(p.name) ? { ...p, status: 'eliminated' as const } : p)),
    });
  let liquidations: readonly Liquidation[] | undefined;
  if (game.rules.exchange && eliminated.length > 0) {
    const liquidated = liquidate(next, eliminated);
    next = liquidated.game;
    ledger = [...ledger, ...liquidated.ledger];
    liquidations = liquidated.liquidations;
  }

  const victory = victor(next);
  // Ruling E16: under Exchange the investors win, by net worth, when a company reaches the condition.
  const exchangeEnd =
    victory && game.rules.exchange ? { investors: exchangeWinners(next), netWorth: netWorths(next) } : {};
  return {
    game: next,
    ledger,
    centers,
    eliminated,
    ...(victory && { victory }),
    ...(liquidations && { liquidations }),
    ...exchangeEnd,
  };
}

/**
 * The power owning at least the victory condition's centres; when two do (a victory condition
 * below half the board), the one owning more; none when they own as many (rulings).
 */
function victor(game: Game): { power: string; centers: number } | undefined {
  const reached = game.powers
    .filter((p) => p.centers.length >= game.victoryCenters)
    .sort((a, b) => b.centers.length - a.centers.length);
  const [first, second] = reached;
  if (!first || second?.centers.length === first.centers.length) return undefined;
  return { power: first.name, centers: first.centers.length };
}
