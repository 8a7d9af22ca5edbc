// The order each unit would issue if the sheet's player were the only one to bid: what the
// player's offers ask for, drawn on the board picture (issue 10). No engine function gives this
// (the adjudicator needs every power's sheet), so it is this one small function, on the engine's
// own decisions of which offers count (`offerStanding`) and what they are worth (`lineTotal`):
// - Rule 5.1: the candidates are the orders the offers name (a negative offer names HOLD, as the
//   0 AgP direct offer it counts as, Rule 3.1 item 5); another power's unit also has its owner's
//   HOLD (Rule 3.3: its owner makes no offer here).
// - Rule 3.1 item 5: an offer pays for the orders it covers: a direct offer (`:`) its listed
//   orders, `>` those and any move, `@` those and any HOLD, SUPPORT or CONVOY, `&` any order,
//   `!` any order it does not list.
// - The highest total wins; a tie goes to the order written first (Rule 5.3). Amounts are as
//   written, before any cut (Rule 5.5).
import { lineTotal, offerStanding, unitText, type CheckedOffer, type CheckedSheet, type Game } from '@payola/engine';

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

export function askedOrders(game: Game, power: string, checked: CheckedSheet): AskedOrder[] {
  const byUnit = new Map<string, { offers: CheckedOffer[]; candidates: Map<string, Candidate>; foreign: boolean }>();
  for (const offer of checked.offers) {
    if (!offer.unit || offerStanding(game, power, offer, 'player') === 'void') continue;
    const unit = unitText(offer.unit);
    let entry = byUnit.get(unit);
    if (!entry) byUnit.set(unit, (entry = { offers: [], candidates: new Map(), foreign: offer.unit.power !== power }));
    entry.offers.push(offer);
    const named =
      offer.line.offerType === 'negative'
        ? [{ order: `${unit} H`, isMove: false }]
        : offer.orders.map((o) => ({ order: o.text, isMove: o.order.kind === 'move' }));
    for (const c of named)
      if (!entry.candidates.has(c.order)) entry.candidates.set(c.order, { ...c, line: offer.line.line });
  }
  const out: AskedOrder[] = [];
  for (const [unit, { offers, candidates, foreign }] of byUnit) {
    const hold = `${unit} H`;
    if (foreign && !candidates.has(hold)) candidates.set(hold, { order: hold, isMove: false, line: 0 });
    let best: AskedOrder | undefined;
    for (const candidate of candidates.values()) {
      let total = 0;
      for (const offer of offers) if (covers(offer, candidate)) total += lineTotal(offer.line, game.rules);
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

/** Whether `offer` pays if its unit issues `candidate` (Rule 3.1 item 5). */
function covers(offer: CheckedOffer, candidate: Candidate): boolean {
  const listed = offer.orders.some((o) => o.text === candidate.order);
  switch (offer.line.offerType) {
    case 'direct':
      return listed;
    case 'move':
      return listed || candidate.isMove;
    case 'hold':
      return listed || !candidate.isMove;
    case 'gift':
      return true;
    case 'negative':
      return !listed;
  }
}
