// Rules 3.1–3.3: the atomic offers of every sheet, and each unit's potential orders (Rule 5.1).
import type { CheckedOffer, CheckedSheet } from '../check/check-sheet.js';
import { termAmount, termPlateau, termRepetition } from '../check/offer-amounts.js';
import type { BoardUnit, Game } from '../game/game.js';
import { unitText } from '../game/game.js';
import { locationText } from '../map/board-map.js';
import { gameView, type BoardView } from '../orders/board-view.js';
import { isMoveOrder, orderText } from '../orders/order.js';
import { resolveOfferedUnit, resolveOrder } from '../orders/resolve-order.js';
import type { AtomicOffer, Coverage } from './atomic-offer.js';
import { covers } from './atomic-offer.js';

/** A potential order of a unit (Rule 5.1): named in at least one direct offer. */
export interface Candidate {
  readonly order: string;
  readonly isMove: boolean;
  /** Every atomic offer that pays if this order is issued, in id order. */
  readonly offers: readonly AtomicOffer[];
  /** For each power, the sequence numbers of its offers that pay for this order, ascending. */
  readonly seqsByPower: ReadonlyMap<string, readonly number[]>;
}

/** A unit and everything offered to it. */
export interface UnitBribes {
  readonly unit: BoardUnit;
  readonly key: string;
  readonly candidates: readonly Candidate[];
  /** Every atomic offer made to this unit. */
  readonly offers: readonly AtomicOffer[];
}

/**
 * Rule 4.4: ties at this power's units are settled by the unit's own default HOLD — for powers
 * not played or eliminated, unless dummies have lists (Europe 1615), and never for a player's
 * loyal units, which obey their owner (Rule 6.5).
 */
export function holdsOnTie(game: Game, owner: string): boolean {
  const status = game.power(owner)?.status ?? 'active';
  if (status === 'active') return false;
  if (status === 'dummy') return !game.rules.dummyAcceptanceLists;
  return !game.rules.loyalUnits;
}

/**
 * Rule 6.3: in a Tin Cup game the checker judged the offer without knowing the board. Here it is
 * judged again on the real board: an offer to a unit that does not exist, or naming one that does
 * not, or whose order the board makes void (a convoy through an empty sea), is silently ignored.
 */
function standsOnTheBoard(view: BoardView, offer: CheckedOffer): boolean {
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
 * Expands the sheets' valid, effective offers into atomic offers in sheet order, adds the
 * owners' default holds (Rule 3.3), and gathers each unit's candidates.
 */
export function expandOffers(
  game: Game,
  sheets: ReadonlyMap<string, CheckedSheet>,
): { offers: AtomicOffer[]; units: UnitBribes[] } {
  const rules = game.rules;
  const fullView = gameView(game, true);
  const offers: AtomicOffer[] = [];
  const isMove = new Map<string, boolean>();
  const seqOf = new Map<string, number>();
  const push = (o: Omit<AtomicOffer, 'id' | 'seq'>) => {
    const seq = seqOf.get(o.power) ?? 0;
    seqOf.set(o.power, seq + 1);
    offers.push({ ...o, id: offers.length, seq });
  };

  for (const power of game.powers) {
    const sheet = sheets.get(power.name);
    if (!sheet) continue;
    for (const offer of sheet.offers) {
      if (!offer.valid || offer.ignored || !offer.unit || offer.orders.length === 0) continue;
      if (rules.blind && !standsOnTheBoard(fullView, offer)) continue;
      const unit = offer.unit.location.province;
      const line = offer.line;
      // Rule 6.5: under Loyal Units, an owner's offers to its own units are its orders, free, and
      // only dummy units take bribes.
      const owner = game.power(game.unitAt(unit)?.power ?? '');
      const free = rules.loyalUnits && owner?.name === power.name;
      if (rules.loyalUnits && !free && owner?.status !== 'dummy') continue;
      const terms = line.terms.flatMap((term, index) =>
        Array.from({ length: termRepetition(term) }, () => ({
          index,
          amount: termAmount(term, rules),
          plateau: termPlateau(term, rules),
        })),
      );
      const base = (term: (typeof terms)[number]) => ({
        power: power.name,
        unit,
        line: line.line,
        term: term.index,
        offerType: line.offerType,
        amount: term.amount,
        plateau: term.plateau,
        ...(free && { free }),
      });
      const listed = new Set(offer.orders.map((o) => o.text));
      for (const o of offer.orders) isMove.set(o.text, isMoveOrder(o.order));
      const holdText = orderText(offer.unit, { kind: 'hold' });
      isMove.set(holdText, false);

      if (line.offerType === 'negative') {
        // Rule 3.1 `!` and Rule 5.3: the built 0 AgP HOLD comes first, the promise just after it.
        push({
          power: power.name,
          unit,
          line: line.line,
          offerType: 'negative',
          coverage: { kind: 'order', order: holdText },
          amount: 0,
          plateau: 0,
          generated: 'negative-hold',
          ...(free && { free }),
        });
        for (const term of terms) push({ ...base(term), coverage: { kind: 'negative', except: listed } });
        continue;
      }
      for (const o of offer.orders)
        for (const term of terms) push({ ...base(term), coverage: { kind: 'order', order: o.text } });
      const wildcard: Coverage | undefined =
        line.offerType === 'move'
          ? { kind: 'moves', except: listed }
          : line.offerType === 'hold'
            ? { kind: 'non-moves', except: listed }
            : line.offerType === 'gift'
              ? { kind: 'any', except: listed }
              : undefined;
      if (wildcard) for (const term of terms) push({ ...base(term), coverage: wildcard });
    }
  }

  // Rule 3.3: the owner's default 0 AgP hold, only when the owner made no offer at all to its unit.
  // Rule 4.4: a unit whose owner is not played (or eliminated) always has its own default HOLD to
  // fall back on in a tie.
  const offeredByOwner = new Set(offers.filter((o) => game.unitAt(o.unit)?.power === o.power).map((o) => o.unit));
  for (const unit of game.units) {
    if (offeredByOwner.has(unit.location.province) && !holdsOnTie(game, unit.power)) continue;
    const holdText = orderText(unit, { kind: 'hold' });
    isMove.set(holdText, false);
    push({
      power: unit.power,
      unit: unit.location.province,
      coverage: { kind: 'order', order: holdText },
      amount: 0,
      plateau: 0,
      generated: 'default-hold',
      ...(rules.loyalUnits && { free: true }),
    });
  }

  const byUnit = new Map<string, AtomicOffer[]>();
  for (const o of offers) (byUnit.get(o.unit) ?? byUnit.set(o.unit, []).get(o.unit)!).push(o);
  const units = game.units.map((unit) => {
    const unitOffers = byUnit.get(unit.location.province) ?? [];
    const orders: string[] = [];
    for (const o of unitOffers)
      if (o.coverage.kind === 'order' && !orders.includes(o.coverage.order)) orders.push(o.coverage.order);
    const candidates = orders.map((order) => {
      const move = isMove.get(order) ?? false;
      const paying = unitOffers.filter((o) => covers(o.coverage, order, move));
      const seqsByPower = new Map<string, number[]>();
      for (const o of paying) (seqsByPower.get(o.power) ?? seqsByPower.set(o.power, []).get(o.power)!).push(o.seq);
      return { order, isMove: move, offers: paying, seqsByPower };
    });
    return { unit, key: unitText(unit), candidates, offers: unitOffers };
  });
  return { offers, units };
}
