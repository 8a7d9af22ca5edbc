// Which written offers the adjudicator takes, and at what money (Rules 3.1 items 1–4, 6.3, 6.5).
// The one home of these decisions: the adjudicator's expansion, the money figures shown to a
// player (accounts/sheet-money.ts) and the reduction-schedule preview all read them here.
import type { CheckedOffer } from '../check/check-sheet.js';
import { termAmount, termPlateau, termRepetition } from '../check/offer-amounts.js';
import type { Game } from '../game/game.js';
import { locationText } from '../map/board-map.js';
import { gameView, type BoardView } from '../orders/board-view.js';
import { resolveOfferedUnit, resolveOrder, type OfferedUnit } from '../orders/resolve-order.js';
import type { Rules } from '../game/variants.js';

/**
 * How an offer line counts: not at all (`void`), as an owner's free order to its own loyal
 * unit (`free`, Rule 6.5: never paid, never cut), or as a bribe that is paid if accepted.
 */
export type OfferStanding = 'void' | 'free' | 'paid';

/** One amount term of a line as money: per-copy amount and plateau, and how many copies. */
export interface OfferTerm {
  /** Index of the term in its line. */
  readonly index: number;
  readonly amount: number;
  /** Never above the amount (Rule 3.1 item 3). */
  readonly plateau: number;
  /** Rule 3.1 item 1: the repetition count. */
  readonly weight: number;
}

const fullViews = new WeakMap<Game, BoardView>();

/**
 * Rule 6.3: in a Tin Cup game the checker judged the offer without knowing the board. Here it is
 * judged again on the real board: an offer to a unit that does not exist, or naming one that does
 * not, or whose order the board makes void (a convoy through an empty sea), is silently ignored.
 */
function standsOnTheBoard(game: Game, offer: CheckedOffer): boolean {
  let view = fullViews.get(game);
  if (!view) fullViews.set(game, (view = gameView(game, true)));
  const unit = resolveOfferedUnit(view, offer.line.unit, { requireType: false });
  if (
    !unit.ok ||
    unit.value?.type !== offer.unit!.type ||
    locationText(unit.value.location) !== locationText(offer.unit!.location)
  )
    return false;
  return offer.line.orders.every((order, i) => {
    const resolved = resolveOrder(view, unit.value!, order);
    return resolved.ok && resolved.value.text === offer.orders[i]?.text;
  });
}

/**
 * Rule 6.5 (Loyal Units): how an offer by `power` to a unit of `owner` counts. An owner's offers
 * to its own units are its orders (free); only dummy units take bribes; other offers are void.
 */
export function loyalUnitsStanding(game: Game, power: string, owner: string | undefined): OfferStanding {
  if (game.rules.loyalUnits !== true) return 'paid';
  const ownerPower = game.power(owner ?? '');
  if (ownerPower !== undefined && ownerPower.name === game.power(power)?.name) return 'free';
  return ownerPower?.status === 'dummy' ? 'paid' : 'void';
}

/**
 * How the adjudicator takes `power`'s checked offer (see {@link OfferStanding}). `asSeenBy:
 * 'player'` leaves out what only the real board can tell (Rule 6.3): a preview shown to a player
 * must not reveal whether a unit exists in a Tin Cup game.
 */
export function offerStanding(
  game: Game,
  power: string,
  offer: CheckedOffer,
  asSeenBy: 'adjudicator' | 'player' = 'adjudicator',
): OfferStanding {
  if (!offerStands(game, offer, asSeenBy)) return 'void';
  const owner = asSeenBy === 'adjudicator' ? game.unitAt(offer.unit.location.province)?.power : offer.unit.power;
  return loyalUnitsStanding(game, power, owner);
}

/**
 * Whether an offer counts at all, whoever makes it: valid, not ignored, with a unit and orders,
 * and for the adjudicator of a Tin Cup game, standing on the real board (Rule 6.3). The rest of
 * its standing is {@link loyalUnitsStanding} for the owner of the unit at its province: the
 * adjudicator's expansion, which has that unit at hand, asks the two in turn.
 */
export function offerStands(
  game: Game,
  offer: CheckedOffer,
  asSeenBy: 'adjudicator' | 'player' = 'adjudicator',
): offer is CheckedOffer & { readonly unit: OfferedUnit } {
  // Compared, not tested for truth: a truth test of a field compiles to a test of every kind of
  // value (numbers, strings, big integers) for each line the adjudicator reads.
  if (offer.valid !== true || offer.ignored !== undefined || offer.unit === undefined || offer.orders.length === 0)
    return false;
  return game.rules.blind !== true || asSeenBy !== 'adjudicator' || standsOnTheBoard(game, offer);
}

/** The money terms of an offer line (Rule 3.1 items 1–4); fractions round up where allowed. */
export function offerTerms(offer: CheckedOffer, rules: Pick<Rules, 'roundFractionsUp'>): OfferTerm[] {
  return offer.line.terms.map((term, index) => ({
    index,
    amount: termAmount(term, rules),
    plateau: termPlateau(term, rules),
    weight: termRepetition(term),
  }));
}
