// Rules 3.1–3.3: the atomic offers of every sheet, and each unit's potential orders (Rule 5.1).
import type { CheckedSheet } from '../check/check-sheet.js';
import type { PowerStatus } from '../game/game-file.js';
import type { BoardUnit, Game } from '../game/game.js';
import { unitText } from '../game/game.js';
import { isMoveOrder, orderSuffix, type OrderUnit } from '../orders/order.js';
import type { OfferType } from '@payola/parser';
import type { AtomicOffer, Coverage } from './atomic-offer.js';
import { covers, exceptCoverage, orderCoverage } from './atomic-offer.js';
import { offerStanding, offerTerms, type OfferTerm } from './effective-offers.js';

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
  return holdsOnTieFor(game, game.power(owner)?.status ?? 'active');
}

function holdsOnTieFor(game: Game, status: PowerStatus): boolean {
  if (status === 'active') return false;
  if (status === 'dummy') return !game.rules.dummyAcceptanceLists;
  return !game.rules.loyalUnits;
}

/** A unit's texts, made once per game: `F STP/SC` and its hold, `F STP/SC H`. */
interface UnitTexts {
  readonly key: string;
  readonly hold: string;
}

const unitTextsByGame = new WeakMap<Game, Map<string, UnitTexts>>();

/** The texts of the unit at each province of the game, by province. */
function unitTextsOf(game: Game): Map<string, UnitTexts> {
  let texts = unitTextsByGame.get(game);
  if (!texts) {
    texts = new Map();
    for (const unit of game.units) texts.set(unit.location.province, textsFor(unit));
    unitTextsByGame.set(game, texts);
  }
  return texts;
}

function textsFor(unit: OrderUnit): UnitTexts {
  const key = unitText(unit);
  return { key, hold: `${key} ${orderSuffix({ kind: 'hold' })}` };
}

/** The texts of an offer's unit: the board's unit's, made once, when it is that unit. */
function textsOf(game: Game, texts: Map<string, UnitTexts>, unit: OrderUnit): UnitTexts {
  const province = unit.location.province;
  const onBoard = game.unitAt(province);
  if (onBoard?.type === unit.type && onBoard.location.coast === unit.location.coast) return texts.get(province)!;
  return textsFor(unit);
}

/**
 * An atomic offer with every field present, always in the same order: the settlement reads
 * thousands of them, and objects of one shape keep its property reads monomorphic. A class, for
 * the reason coverages are (atomic-offer.ts).
 */
class AtomicOfferRecord implements AtomicOffer {
  readonly free: true | undefined;

  constructor(
    readonly id: number,
    readonly power: string,
    readonly seq: number,
    readonly weight: number,
    readonly unit: string,
    readonly coverage: Coverage,
    readonly amount: number,
    readonly plateau: number,
    readonly line: number | undefined,
    readonly term: number | undefined,
    readonly offerType: OfferType | undefined,
    readonly generated: AtomicOffer['generated'],
    free: boolean,
  ) {
    this.free = free || undefined;
  }
}

/** A written atomic offer (Rule 3.1): one amount term of a line, for what `coverage` says. */
function writtenOffer(
  id: number,
  power: string,
  seq: number,
  unit: string,
  coverage: Coverage,
  term: OfferTerm,
  line: number,
  offerType: OfferType,
  free: boolean,
): AtomicOffer {
  return new AtomicOfferRecord(
    id,
    power,
    seq,
    term.weight,
    unit,
    coverage,
    term.amount,
    term.plateau,
    line,
    term.index,
    offerType,
    undefined,
    free,
  );
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
  const texts = unitTextsOf(game);
  const offers: AtomicOffer[] = [];
  // What the expansion learns of each direct offer's order, by offer id: whether it is a move, and
  // where its suffix starts (after `unit `). Offers of other kinds leave holes.
  const isMoveById: boolean[] = [];
  const suffixStartById: number[] = [];
  // Atomic offers by the province of their unit, in id order.
  const byUnit = new Map<string, AtomicOffer[]>();
  const add = (offer: AtomicOffer): void => {
    offers.push(offer);
    const list = byUnit.get(offer.unit);
    if (list) list.push(offer);
    else byUnit.set(offer.unit, [offer]);
  };
  // Provinces whose unit's owner made an offer to it (Rule 3.3).
  const offeredByOwner = new Set<string>();
  // Each power's next sequence number after its sheet's offers.
  const seqAfter = new Map<string, number>();

  for (const power of game.powers) {
    const sheet = sheets.get(power.name);
    if (!sheet) continue;
    const name = power.name;
    let seq = 0;
    for (const offer of sheet.offers) {
      const standing = offerStanding(game, name, offer);
      if (standing === 'void') continue;
      const free = standing === 'free';
      const unit = offer.unit!.location.province;
      if (game.unitAt(unit)?.power === name) offeredByOwner.add(unit);
      const line = offer.line.line;
      const offerType = offer.line.offerType;
      // Rule 3.1 item 1: a repeated term is one weighted offer, never k copies.
      const terms = offerTerms(offer, rules);
      const own = textsOf(game, texts, offer.unit!);
      const suffixStart = own.key.length + 1;
      // The orders a negative or wildcard offer leaves out.
      const listed = () => new Set(offer.orders.map((o) => o.text));

      if (offerType === 'negative') {
        // Rule 3.1 `!` and Rule 5.3: the built 0 AgP HOLD comes first, the promise just after it.
        const hold = new AtomicOfferRecord(
          offers.length,
          name,
          seq,
          1,
          unit,
          orderCoverage(own.hold),
          0,
          0,
          line,
          undefined,
          'negative',
          'negative-hold',
          free,
        );
        seq += 1;
        isMoveById[hold.id] = false;
        suffixStartById[hold.id] = suffixStart;
        add(hold);
        const coverage = exceptCoverage('negative', listed());
        for (const term of terms) {
          add(writtenOffer(offers.length, name, seq, unit, coverage, term, line, offerType, free));
          seq += term.weight;
        }
        continue;
      }
      for (const o of offer.orders) {
        const coverage = orderCoverage(o.text);
        const isMove = isMoveOrder(o.order);
        for (const term of terms) {
          isMoveById[offers.length] = isMove;
          suffixStartById[offers.length] = suffixStart;
          add(writtenOffer(offers.length, name, seq, unit, coverage, term, line, offerType, free));
          seq += term.weight;
        }
      }
      const wildcard: Coverage | undefined =
        offerType === 'move'
          ? exceptCoverage('moves', listed())
          : offerType === 'hold'
            ? exceptCoverage('non-moves', listed())
            : offerType === 'gift'
              ? exceptCoverage('any', listed())
              : undefined;
      if (wildcard)
        for (const term of terms) {
          add(writtenOffer(offers.length, name, seq, unit, wildcard, term, line, offerType, free));
          seq += term.weight;
        }
    }
    seqAfter.set(name, seq);
  }

  // Rule 3.3: the owner's default 0 AgP hold, only when the owner made no offer at all to its unit.
  // Rule 4.4: a unit whose owner is not played (or eliminated) always has its own default HOLD to
  // fall back on in a tie.
  const status = new Map(game.powers.map((p) => [p.name, p.status]));
  for (const unit of game.units) {
    const province = unit.location.province;
    if (offeredByOwner.has(province) && !holdsOnTieFor(game, status.get(unit.power) ?? 'active')) continue;
    const own = texts.get(province)!;
    isMoveById[offers.length] = false;
    suffixStartById[offers.length] = own.key.length + 1;
    const seq = seqAfter.get(unit.power) ?? 0;
    seqAfter.set(unit.power, seq + 1);
    const hold = new AtomicOfferRecord(
      offers.length,
      unit.power,
      seq,
      1,
      province,
      orderCoverage(own.hold),
      0,
      0,
      undefined,
      undefined,
      undefined,
      'default-hold',
      rules.loyalUnits,
    );
    add(hold);
  }

  const candidateOf = new Map<string, number>();
  const units = game.units.map((unit): UnitBribes => {
    const unitOffers = byUnit.get(unit.location.province) ?? [];
    // Each order named in a direct offer, by the first such offer; each direct offer's candidate
    // by number, so that gathering a candidate's offers compares numbers, not order texts.
    const orders: string[] = [];
    const firstIds: number[] = [];
    const direct = new Array<number>(unitOffers.length);
    candidateOf.clear();
    for (let k = 0; k < unitOffers.length; k++) {
      const coverage = unitOffers[k]!.coverage;
      if (coverage.kind !== 'order') {
        direct[k] = -1;
        continue;
      }
      let index = candidateOf.get(coverage.order);
      if (index === undefined) {
        candidateOf.set(coverage.order, (index = orders.push(coverage.order) - 1));
        firstIds.push(unitOffers[k]!.id);
      }
      direct[k] = index;
    }
    // One pass over the unit's offers, in id order: a direct offer goes to its candidate, a
    // negative or wildcard one to every candidate it covers.
    const paying = orders.map((): AtomicOffer[] => []);
    for (let k = 0; k < unitOffers.length; k++) {
      const o = unitOffers[k]!;
      if (direct[k]! >= 0) paying[direct[k]!]!.push(o);
      else
        for (let i = 0; i < orders.length; i++)
          if (covers(o.coverage, orders[i]!, isMoveById[firstIds[i]!]!)) paying[i]!.push(o);
    }
    const candidates = orders.map((order, i): Candidate => {
      const first = firstIds[i]!;
      return new UnitCandidate(order, suffixStartById[first]!, isMoveById[first]!, paying[i]!);
    });
    return { unit, key: texts.get(unit.location.province)!.key, candidates, offers: unitOffers };
  });
  return { offers, units };
}

/**
 * A candidate as the expansion makes it: its suffix (for explanations) and its runs of sequence
 * numbers (for ties) are made when first read.
 */
class UnitCandidate implements Candidate {
  #runsByPower: ReadonlyMap<string, readonly SeqRun[]> | undefined;

  constructor(
    readonly order: string,
    /** Where the suffix starts in `order` (after `unit `). */
    private readonly suffixStart: number,
    readonly isMove: boolean,
    readonly offers: readonly AtomicOffer[],
  ) {}

  get suffix(): string {
    return this.order.slice(this.suffixStart);
  }

  get runsByPower(): ReadonlyMap<string, readonly SeqRun[]> {
    if (this.#runsByPower) return this.#runsByPower;
    const runsByPower = new Map<string, SeqRun[]>();
    for (const o of this.offers) {
      const run: SeqRun = { seq: o.seq, weight: o.weight };
      const runs = runsByPower.get(o.power);
      if (runs) runs.push(run);
      else runsByPower.set(o.power, [run]);
    }
    return (this.#runsByPower = runsByPower);
  }
}
