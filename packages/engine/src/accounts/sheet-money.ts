// The money figures a player sees for a sheet (the editor's status bar, the commitment note, the
// reduction-schedule hover): counted from the same expansion the adjudicator uses, so a preview
// never says a sheet will be cut when the adjudicator would not cut it (Rules 3.1, 3.4, 5.5, 6.5).
import type { CheckedOffer, CheckedSheet } from '../check/check-sheet.js';
import { offerStanding, offerTerms } from '../adjudicate/effective-offers.js';
import type { Game } from '../game/game.js';
import { availableMoney } from './available.js';

export interface SheetMoney {
  /**
   * What the sheet's offers would cost if every one were accepted: each line once (one order per
   * unit, so `|` alternatives count once), free orders to loyal units and void offers excluded.
   */
  readonly committed: number;
  readonly balance: number;
  /** Rule 3.4: every savings request added up. */
  readonly savings: number;
  /** What may be spent: the balance less savings, nothing when savings exceed it (Rule 3.4). */
  readonly available: number;
  /** How far the sheet is over what may be spent, if every offer were accepted (Rule 5.5). */
  readonly shortfall: number;
}

/**
 * What one of `power`'s checked offers would cost if accepted, as the adjudicator counts it: 0
 * for a free order to a loyal unit or an offer that is void (Rules 6.5, 6.3 as the player knows).
 */
export function offerMoney(game: Game, power: string, offer: CheckedOffer): number {
  if (offerStanding(game, power, offer, 'player') !== 'paid') return 0;
  let money = 0;
  for (const term of offerTerms(offer, game.rules)) money += term.amount * term.weight;
  return money;
}

/** The money of `power`'s checked sheet in `game`. */
export function sheetMoney(game: Game, power: string, sheet: CheckedSheet): SheetMoney {
  const p = game.power(power);
  const balance = p?.balance ?? 0;
  let committed = 0;
  for (const offer of sheet.offers) committed += offerMoney(game, power, offer);
  const available = availableMoney(balance, sheet.savings);
  return { committed, balance, savings: sheet.savings, available, shortfall: Math.max(0, committed - available) };
}
