// The order each unit would issue if one player were the only one to bid: what that player's
// offers ask for (the editor draws it on the board). The adjudicator needs every power's sheet, so
// this is its own small question, answered with the adjudicator's own meanings: which offers
// count (`offerStanding`, as the player may know it: under Tin Cup never the real board, Rule
// 6.3), what each offer type pays for (`covers`, atomic-offer.ts), what an offer is worth
// (`lineTotal`, as written, before any cut: Rule 5.5).
// - Rule 5.1: the candidates are the orders the offers name (a negative offer names HOLD, as the
//   0 AgP direct offer it counts as, Rule 3.1 item 5); another power's unit also has its owner's
//   HOLD (Rule 3.3: its owner makes no offer here).
// - The highest total wins; a tie goes to the order written first (Rule 5.3).
import type { CheckedOffer, CheckedSheet } from '../check/sheet-diagnostics.js';
import { lineTotal } from '../check/offer-amounts.js';
import type { Game } from '../game/game.js';
import { unitText } from '../game/game.js';
import { isMoveOrder, orderText } from '../orders/order.js';
import { covers, exceptCoverage, orderCoverage, type Coverage } from './atomic-offer.js';
import { offerStanding } from './effective-offers.js';

export interface AskedOrder {
  /** The unit, as the board names it: `A PAR`, `F STP/SC`. */
  readonly unit: string;
  /** The order it would issue: `A PAR - BUR`. */
  readonly order: string;
  /** The player's total bribe for that order (as written, before cuts). */
  readonly total: number;
  /** The 1-based line of the first offer naming the order (the owner's HOLD: 0). */
  readonly line: number;
}

interface Candidate {
  readonly order: string;
  readonly isMove: boolean;
  /** Where it is first named: Rule 5.3's sequence. */
  readonly line: number;
}

/**
 * Rule 3.1 item 5: what an offer pays for, as the adjudicator's atomic offers cover it: each listed
 * order, and the offer type's promise (`!` any order not listed, `>` any move, `@` any HOLD,
 * SUPPORT or CONVOY, `&` any order).
 */
export function offerCoverage(offer: CheckedOffer): Coverage[] {
  const listed = new Set(offer.orders.map((o) => o.text));
  const type = offer.line.offerType;
  if (type === 'negative') return [exceptCoverage('negative', listed)];
  const coverage: Coverage[] = offer.orders.map((o) => orderCoverage(o.text));
  if (type === 'move') coverage.push(exceptCoverage('moves', listed));
  else if (type === 'hold') coverage.push(exceptCoverage('non-moves', listed));
  else if (type === 'gift') coverage.push(exceptCoverage('any', listed));
  return coverage;
}

/**
 * For each unit `power`'s checked sheet offers to, the order it would issue if `power` alone bid,
 * and what `power` offers for it; in the order of the sheet.
 */
export function askedOrders(game: Game, power: string, checked: CheckedSheet): AskedOrder[] {
  const byUnit = new Map<
    string,
    {
      offers: { coverage: Coverage[]; total: number }[];
      candidates: Map<string, Candidate>;
      foreign: boolean;
      hold: string;
    }
  >();
  for (const offer of checked.offers) {
    if (!offer.unit || offerStanding(game, power, offer, 'player') === 'void') continue;
    const unit = unitText(offer.unit);
    let entry = byUnit.get(unit);
    if (!entry)
      byUnit.set(
        unit,
        (entry = {
          offers: [],
          candidates: new Map(),
          foreign: offer.unit.power !== power,
          hold: orderText(offer.unit, { kind: 'hold' }),
        }),
      );
    entry.offers.push({ coverage: offerCoverage(offer), total: lineTotal(offer.line, game.rules) });
    // Rule 3.1 item 5: a negative offer counts as a 0 AgP direct offer to HOLD.
    const named =
      offer.line.offerType === 'negative'
        ? [{ order: entry.hold, isMove: false }]
        : offer.orders.map((o) => ({ order: o.text, isMove: isMoveOrder(o.order) }));
    for (const c of named)
      if (!entry.candidates.has(c.order)) entry.candidates.set(c.order, { ...c, line: offer.line.line });
  }
  const out: AskedOrder[] = [];
  for (const [unit, { offers, candidates, foreign, hold }] of byUnit) {
    if (foreign && !candidates.has(hold)) candidates.set(hold, { order: hold, isMove: false, line: 0 });
    let best: AskedOrder | undefined;
    for (const candidate of candidates.values()) {
      let total = 0;
      for (const offer of offers)
        if (offer.coverage.some((c) => covers(c, candidate.order, candidate.isMove))) total += offer.total;
      const better =
        !best ||
        total > best.total ||
        (total === best.total && best.line === 0) ||
        (total === best.total && candidate.line !== 0 && candidate.line < best.line);
      if (better) best = { unit, order: candidate.order, total, line: candidate.line };
    }
    if (best) out.push(best);
  }
  return out.sort((a, b) => a.line - b.line || a.unit.localeCompare(b.unit));
}
