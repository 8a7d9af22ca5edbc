// Rules 3.1–3.3: the atomic offers of every sheet, and each unit's potential orders (Rule 5.1).
import type { CheckedSheet } from '../check/check-sheet.js';
import type { BoardUnit, Game } from '../game/game.js';
import { unitText } from '../game/game.js';
import { isMoveOrder, orderSuffix, orderText } from '../orders/order.js';
import type { AtomicOffer, Coverage } from './atomic-offer.js';
import { covers } from './atomic-offer.js';
import { offerStanding, offerTerms } from './effective-offers.js';

/** A potential order of a unit (Rule 5.1): named in at least one direct offer. */
export interface Candidate {
  readonly order: string;
  /** The order without its unit (`- BUR`, `S A MAR - SPA`, `H`), for explanations. */
  readonly suffix: string;
  readonly isMove: boolean;
  /** Every atomic offer that pays if this order is issued, in id order. */
  readonly offers: readonly AtomicOffer[];
  /**
   * For each power, its offers that pay for this order as runs of sequence numbers, ascending:
   * a weighted offer covers `weight` consecutive numbers (Rule 5.3 counts every copy).
   */
  readonly runsByPower: ReadonlyMap<string, readonly SeqRun[]>;
}

/** Sequence numbers `seq`, `seq + 1`, … `seq + weight − 1` of one power's offers. */
export interface SeqRun {
  readonly seq: number;
  readonly weight: number;
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
 * Expands the sheets' valid, effective offers into atomic offers in sheet order, adds the
 * owners' default holds (Rule 3.3), and gathers each unit's candidates.
 */
export function expandOffers(
  game: Game,
  sheets: ReadonlyMap<string, CheckedSheet>,
): { offers: AtomicOffer[]; units: UnitBribes[] } {
  const rules = game.rules;
  const offers: AtomicOffer[] = [];
  const isMove = new Map<string, boolean>();
  const suffixOf = new Map<string, string>();
  const seqOf = new Map<string, number>();
  const push = (o: Omit<AtomicOffer, 'id' | 'seq'>) => {
    const seq = seqOf.get(o.power) ?? 0;
    seqOf.set(o.power, seq + o.weight);
    offers.push({ ...o, id: offers.length, seq });
  };

  for (const power of game.powers) {
    const sheet = sheets.get(power.name);
    if (!sheet) continue;
    for (const offer of sheet.offers) {
      const standing = offerStanding(game, power.name, offer);
      if (standing === 'void') continue;
      const free = standing === 'free';
      const unit = offer.unit!.location.province;
      const line = offer.line;
      // Rule 3.1 item 1: a repeated term is one weighted offer, never k copies.
      const terms = offerTerms(offer, rules);
      const base = (term: (typeof terms)[number]) => ({
        power: power.name,
        unit,
        line: line.line,
        term: term.index,
        offerType: line.offerType,
        amount: term.amount,
        plateau: term.plateau,
        weight: term.weight,
        ...(free && { free }),
      });
      const listed = new Set(offer.orders.map((o) => o.text));
      for (const o of offer.orders) {
        isMove.set(o.text, isMoveOrder(o.order));
        suffixOf.set(o.text, orderSuffix(o.order));
      }
      const holdText = orderText(offer.unit!, { kind: 'hold' });
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
          weight: 1,
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
      weight: 1,
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
      const runsByPower = new Map<string, SeqRun[]>();
      for (const o of paying)
        (runsByPower.get(o.power) ?? runsByPower.set(o.power, []).get(o.power)!).push({ seq: o.seq, weight: o.weight });
      return {
        order,
        suffix: suffixOf.get(order) ?? orderSuffix({ kind: 'hold' }),
        isMove: move,
        offers: paying,
        runsByPower,
      };
    });
    return { unit, key: unitText(unit), candidates, offers: unitOffers };
  });
  return { offers, units };
}
