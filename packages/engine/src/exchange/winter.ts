// Exchange Payola (Rule 6.8): the stock market's year end, at the end of the winter phase (ruling
// E4), in this order: dividends to the holders of record (E9), the stock round (E8), the centres'
// worth for next year (E5), then the elections with the holdings the round left (E10). What each
// company's stockholders are told comes from it (stockholder-report.ts, E18).
import type { LedgerEntry } from '../accounts/ledger.js';
import type { Game } from '../game/game.js';
import { setCentreWorth, type WorthChange } from './centre-worth.js';
import { payDividends, type Dividend } from './dividends.js';
import { countElections, type Election } from './elections.js';
import type { WinterInstructions } from './instructions.js';
import { sharePrice } from './share-price.js';
import { stockRound, type ShareSale } from './stock-round.js';

/** What the stock market's year end decided (the GameMaster's record; each part reaches whom E17–E18 say). */
export interface ExchangeYear {
  readonly year: number;
  readonly dividends: readonly Dividend[];
  /** Each company's price in this round (ruling E7), in the game's order. */
  readonly prices: readonly { readonly company: string; readonly price: number }[];
  readonly sales: readonly ShareSale[];
  readonly worth: readonly WorthChange[];
  readonly elections: readonly Election[];
}

export function exchangeWinter(
  game: Game,
  instructions: WinterInstructions,
  seed: number,
): { game: Game; ledger: LedgerEntry[]; year: ExchangeYear } {
  const paid = payDividends(game, instructions.dividends);
  const prices = paid.game.companies
    .filter((c) => c.status !== 'eliminated')
    .map((c) => ({ company: c.name, price: sharePrice(paid.game, c) }));
  const round = stockRound(paid.game, instructions.purchases, seed);
  const worth = setCentreWorth(round.game, instructions.values);
  const elected = countElections(worth.game, instructions.ballots);
  return {
    game: elected.game,
    ledger: [...paid.ledger, ...round.ledger],
    year: {
      year: game.year,
      dividends: paid.dividends,
      prices,
      sales: round.sales,
      worth: worth.changes,
      elections: elected.elections,
    },
  };
}
