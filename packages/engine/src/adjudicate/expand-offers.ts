// Rules 3.1–3.3: the atomic offers of every sheet, and each unit's potential orders (Rule 5.1).
import type { CheckedSheet } from '../check/check-sheet.js';
import type { PowerStatus } from '../game/game-file.js';
import type { BoardUnit, Game } from '../game/game.js';
import { unitText } from '../game/game.js';
import { isMoveOrder, orderSuffix, type OrderUnit } from '../orders/order.js';
import type { OfferType } from '@payola/parser';
import type { AtomicOffer, Coverage } from './atomic-offer.js';
import { listedExceptCoverage, orderCoverage } from './atomic-offer.js';
import { loyalUnitsStanding, offerStands, offerTermsInto, type TermColumns } from './effective-offers.js';

/** A potential order of a unit (Rule 5.1): named in at least one direct offer. */
export interface Candidate {
  readonly order: string;
  /** The order without its unit (`- BUR`, `S A MAR - SPA`, `H`), for explanations. */
  readonly suffix: string;
  readonly isMove: boolean;
  /**
   * Every atomic offer that pays if this order is issued, in id order: so each power's are in
   * ascending sequence numbers, a weighted offer covering `weight` of them (Rule 5.3 counts every
   * copy), as the tie-break reads them.
   */
  readonly offers: readonly AtomicOffer[];
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

/**
 * What the expansion needs of the board's units, worked out once per game. Units are numbered by
 * their index in `game.units`; an offer goes to the unit `game.unitAt` finds at its province, its
 * "slot" (a board has one unit per province, so a unit's slot is itself).
 */
class BoardUnits {
  /** Province → slot. */
  readonly slotAt = new Map<string, number>();
  /** For each unit, its slot. */
  readonly slots: number[] = [];
  /** For each unit, `F STP/SC` and its hold, `F STP/SC H`. */
  readonly keys: string[] = [];
  readonly holds: string[] = [];
  /** For each unit, where its orders' suffixes start (after `F STP/SC `). */
  readonly suffixStarts: number[] = [];
  /** For each unit, whether its owner's status makes it hold on a tie (Rule 4.4). */
  readonly holdsOnTie: boolean[] = [];

  constructor(game: Game) {
    const status = new Map(game.powers.map((p) => [p.name, p.status]));
    game.units.forEach((unit, u) => {
      const texts = textsFor(unit);
      this.keys.push(texts.key);
      this.holds.push(texts.hold);
      this.suffixStarts.push(texts.key.length + 1);
      this.holdsOnTie.push(holdsOnTieFor(game, status.get(unit.power) ?? 'active'));
      this.slotAt.set(unit.location.province, u);
    });
    for (const unit of game.units) this.slots.push(this.slotAt.get(unit.location.province)!);
  }
}

const boardUnitsByGame = new WeakMap<Game, BoardUnits>();

function boardUnitsOf(game: Game): BoardUnits {
  let board = boardUnitsByGame.get(game);
  if (!board) boardUnitsByGame.set(game, (board = new BoardUnits(game)));
  return board;
}

/** A unit's texts: `F STP/SC` and its hold, `F STP/SC H`. */
interface UnitTexts {
  readonly key: string;
  readonly hold: string;
}

function textsFor(unit: OrderUnit): UnitTexts {
  const key = unitText(unit);
  return { key, hold: `${key} ${orderSuffix({ kind: 'hold' })}` };
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

/** The money terms of the line being expanded (reused from line to line, never kept). */
const lineTerms: TermColumns = { amount: [], plateau: [], weight: [] };

/**
 * Expands the sheets' valid, effective offers into atomic offers in sheet order, adds the
 * owners' default holds (Rule 3.3), and gathers each unit's candidates.
 */
export function expandOffers(
  game: Game,
  sheets: ReadonlyMap<string, CheckedSheet>,
): { offers: AtomicOffer[]; units: UnitBribes[] } {
  const rules = game.rules;
  const board = boardUnitsOf(game);
  const expansion = new Expansion(game.units.length);
  // Each power's next sequence number after its sheet's offers.
  const seqAfter = new Map<string, number>();

  for (const power of game.powers) {
    const sheet = sheets.get(power.name);
    if (!sheet) continue;
    const name = power.name;
    let seq = 0;
    for (const offer of sheet.offers) {
      if (!offerStands(game, offer)) continue;
      const unit = offer.unit.location.province;
      const slot = board.slotAt.get(unit) ?? -1;
      const onBoard = slot >= 0 ? game.units[slot] : undefined;
      const standing = loyalUnitsStanding(game, name, onBoard?.power);
      if (standing === 'void') continue;
      const free = standing === 'free';
      if (onBoard?.power === name) expansion.offeredByOwner[slot] = true;
      const line = offer.line.line;
      const offerType = offer.line.offerType;
      // Rule 3.1 item 1: a repeated term is one weighted offer, never k copies.
      const termCount = offerTermsInto(offer, rules, lineTerms);
      // The texts of the offer's unit: the board's unit's, made once, when it is that unit.
      const own =
        onBoard?.type === offer.unit.type &&
        (onBoard.location === offer.unit.location || onBoard.location.coast === offer.unit.location.coast)
          ? undefined
          : textsFor(offer.unit);
      const suffixStart = own ? own.key.length + 1 : board.suffixStarts[slot]!;
      const written = new WrittenLine(expansion, slot, name, unit, line, offerType, free, termCount);

      if (offerType === 'negative') {
        // Rule 3.1 `!` and Rule 5.3: the built 0 AgP HOLD comes first, the promise just after it.
        const hold = own ? own.hold : board.holds[slot]!;
        const candidate = expansion.candidate(slot, hold, suffixStart, false);
        expansion.add(
          slot,
          new AtomicOfferRecord(
            expansion.offers.length,
            name,
            seq,
            1,
            unit,
            expansion.coverageOf(candidate),
            0,
            0,
            line,
            undefined,
            'negative',
            'negative-hold',
            free,
          ),
          candidate,
        );
        seq += 1;
        // The orders a negative offer leaves out need not be candidates: found when linking.
        const except = expansion.excepted.length;
        for (const o of offer.orders) expansion.leaveOut(o.text);
        expansion.excepted.push(-1);
        seq = written.add(listedExceptCoverage('negative', offer.orders), except, seq);
        continue;
      }
      const wildcard: Coverage | undefined =
        offerType === 'move'
          ? listedExceptCoverage('moves', offer.orders)
          : offerType === 'hold'
            ? listedExceptCoverage('non-moves', offer.orders)
            : offerType === 'gift'
              ? listedExceptCoverage('any', offer.orders)
              : undefined;
      // The orders a wildcard offer leaves out: those it lists, each with its direct offers.
      const except = expansion.excepted.length;
      for (const o of offer.orders) {
        const candidate = expansion.candidate(slot, o.text, suffixStart, isMoveOrder(o.order));
        if (wildcard) expansion.excepted.push(candidate.number);
        seq = written.add(expansion.coverageOf(candidate), candidate, seq);
      }
      if (!wildcard) continue;
      expansion.excepted.push(-1);
      seq = written.add(wildcard, except, seq);
    }
    seqAfter.set(name, seq);
  }

  // Rule 3.3: the owner's default 0 AgP hold, only when the owner made no offer at all to its unit.
  // Rule 4.4: a unit whose owner is not played (or eliminated) always has its own default HOLD to
  // fall back on in a tie.
  game.units.forEach((unit, u) => {
    const slot = board.slots[u]!;
    if (expansion.offeredByOwner[slot] && !board.holdsOnTie[u]) return;
    const hold = board.holds[slot]!;
    const candidate = expansion.candidate(slot, hold, board.suffixStarts[slot]!, false);
    const seq = seqAfter.get(unit.power) ?? 0;
    seqAfter.set(unit.power, seq + 1);
    const offer = new AtomicOfferRecord(
      expansion.offers.length,
      unit.power,
      seq,
      1,
      unit.location.province,
      expansion.coverageOf(candidate),
      0,
      0,
      undefined,
      undefined,
      undefined,
      'default-hold',
      rules.loyalUnits,
    );
    expansion.add(slot, offer, candidate);
  });

  const units = game.units.map((unit, u): UnitBribes => {
    const slot = board.slots[u]!;
    return new UnitBribesRecord(unit, board.keys[slot]!, expansion.candidatesOf(slot), expansion.offersOf(slot));
  });
  return { offers: expansion.offers, units };
}

/**
 * The offer line being expanded: each of its money terms (in `lineTerms`) becomes one atomic offer
 * (Rule 3.1) for each order or set of orders the line pays for.
 */
class WrittenLine {
  constructor(
    readonly expansion: Expansion,
    readonly slot: number,
    readonly power: string,
    readonly unit: string,
    readonly line: number,
    readonly offerType: OfferType,
    readonly free: boolean,
    readonly terms: number,
  ) {}

  /**
   * The line's atomic offers for what `coverage` says, a direct offer's for candidate `link` or a
   * negative or wildcard offer's leaving out the `excepted` line `link`, numbered from `seq`;
   * returns the sequence number after them.
   */
  add(coverage: Coverage, link: UnitCandidate | number, seq: number): number {
    for (let t = 0; t < this.terms; t++) {
      const weight = lineTerms.weight[t]!;
      const offer = new AtomicOfferRecord(
        this.expansion.offers.length,
        this.power,
        seq,
        weight,
        this.unit,
        coverage,
        lineTerms.amount[t]!,
        lineTerms.plateau[t]!,
        this.line,
        t,
        this.offerType,
        undefined,
        this.free,
      );
      this.expansion.add(this.slot, offer, link);
      seq += weight;
    }
    return seq;
  }
}

/**
 * One adjudication's atomic offers as they are made, and each unit's (slot's) candidates. Order
 * texts are numbered once, as they are first met, so that finding a direct offer's candidate, or
 * the candidates a negative or wildcard offer leaves out, compares numbers.
 */
class Expansion {
  readonly offers: AtomicOffer[] = [];
  /** By slot: whether the unit's owner made an offer to it (Rule 3.3). */
  readonly offeredByOwner: boolean[];
  /**
   * The candidates each negative or wildcard offer's line leaves out, by number, each line's
   * list ended by −1; such an offer points at its line's first entry. A negative line's entries
   * are found among the unit's candidates when linking (see `unknown`).
   */
  readonly excepted: number[] = [];
  readonly #leftOutTexts: string[] = [];
  /** By offer id: the candidate a direct offer pays for, or where its line's `excepted` start. */
  readonly #links: (UnitCandidate | number)[] = [];
  /** By slot, in id order. */
  readonly #offersAt: (AtomicOffer[] | undefined)[];
  /** By slot, in the order of their first direct offers. */
  readonly #candidatesAt: (UnitCandidate[] | undefined)[];
  readonly #linked: boolean[];
  /**
   * A unit's few candidates are told apart by comparing texts (no hashing of texts the checker
   * made anew); past `linearLimit`, its candidates are found here by text.
   */
  readonly #byText = new Map<string, UnitCandidate>();
  readonly #byTextAt: boolean[];
  /** By candidate number: the `excepted` line last marked as leaving it out. */
  readonly #leftOutBy: number[] = [];
  /** By candidate number: the coverage of its direct offers. */
  readonly #coverages: (Coverage | undefined)[] = [];

  constructor(slots: number) {
    this.offeredByOwner = new Array<boolean>(slots).fill(false);
    this.#offersAt = new Array<AtomicOffer[] | undefined>(slots).fill(undefined);
    this.#candidatesAt = new Array<UnitCandidate[] | undefined>(slots).fill(undefined);
    this.#linked = new Array<boolean>(slots).fill(false);
    this.#byTextAt = new Array<boolean>(slots).fill(false);
  }

  /**
   * The candidate of the unit in `slot` (none: −1) for `order`, made at its first direct offer.
   * Order texts begin with their unit's, so an order is a candidate of one unit only.
   */
  candidate(slot: number, order: string, suffixStart: number, isMove: boolean): UnitCandidate {
    if (slot < 0) return this.#made(order, suffixStart, isMove);
    let list = this.#candidatesAt[slot];
    if (!list) this.#candidatesAt[slot] = list = [];
    const known = this.#find(slot, list, order);
    if (known) return known;
    const candidate = this.#made(order, suffixStart, isMove);
    list.push(candidate);
    if (this.#byTextAt[slot]) this.#byText.set(order, candidate);
    else if (list.length > linearLimit) {
      this.#byTextAt[slot] = true;
      for (const c of list) this.#byText.set(c.order, c);
    }
    return candidate;
  }

  #find(slot: number, list: readonly UnitCandidate[], order: string): UnitCandidate | undefined {
    if (this.#byTextAt[slot]) return this.#byText.get(order);
    // Most texts differ in length: that is told without calling out to compare them.
    const length = order.length;
    for (const c of list) if (c.order.length === length && c.order === order) return c;
    return undefined;
  }

  #made(order: string, suffixStart: number, isMove: boolean): UnitCandidate {
    const candidate = new UnitCandidate(order, suffixStart, isMove, this.#leftOutBy.length);
    this.#leftOutBy.push(-1);
    this.#coverages.push(undefined);
    return candidate;
  }

  /** Notes an order a negative offer's line leaves out, found among the candidates when linking. */
  leaveOut(order: string): void {
    this.excepted.push(unknown - this.#leftOutTexts.length);
    this.#leftOutTexts.push(order);
  }

  /** Adds an offer to the unit in `slot`: a direct offer for `link`, or one leaving out line `link`. */
  add(slot: number, offer: AtomicOffer, link: UnitCandidate | number): void {
    this.offers.push(offer);
    this.#links.push(link);
    if (slot < 0) return;
    const list = this.#offersAt[slot];
    if (list) list.push(offer);
    else this.#offersAt[slot] = [offer];
  }

  /** The coverage of direct offers for `candidate`'s order, made once. */
  coverageOf(candidate: UnitCandidate): Coverage {
    return (this.#coverages[candidate.number] ??= orderCoverage(candidate.order));
  }

  offersOf(slot: number): AtomicOffer[] {
    return this.#offersAt[slot] ?? [];
  }

  /**
   * The candidates of the unit in `slot`, each with every offer that pays for it. One pass over
   * the unit's offers in id order: a direct offer goes to its candidate, a negative or wildcard
   * one to every candidate of its kind its line does not list.
   */
  candidatesOf(slot: number): UnitCandidate[] {
    const candidates = this.#candidatesAt[slot];
    if (!candidates) return [];
    if (this.#linked[slot]) return candidates;
    this.#linked[slot] = true;
    for (const offer of this.#offersAt[slot]!) {
      const link = this.#links[offer.id]!;
      if (typeof link !== 'number') {
        link.offers.push(offer);
        continue;
      }
      for (let i = link; this.excepted[i] !== -1; i++) {
        let number = this.excepted[i]!;
        if (number <= unknown) {
          const found = this.#find(slot, candidates, this.#leftOutTexts[unknown - number]!);
          this.excepted[i] = number = found ? found.number : none;
        }
        if (number >= 0) this.#leftOutBy[number] = link;
      }
      const kind = offer.coverage.kind;
      for (const candidate of candidates)
        if (
          this.#leftOutBy[candidate.number] !== link &&
          (kind === 'moves' ? candidate.isMove : kind === 'non-moves' ? !candidate.isMove : true)
        )
          candidate.offers.push(offer);
    }
    return candidates;
  }
}

/** How many candidates a unit may have before they are found by hashing their texts. */
const linearLimit = 12;
/**
 * Entries of `Expansion.excepted` besides candidate numbers and the −1 ending a line: found to be
 * no candidate, and not yet found (`unknown − i`: the order `#leftOutTexts[i]`).
 */
const none = -2;
const unknown = -3;

/** A unit and everything offered to it, as the expansion makes it. */
class UnitBribesRecord implements UnitBribes {
  constructor(
    readonly unit: BoardUnit,
    readonly key: string,
    readonly candidates: readonly Candidate[],
    readonly offers: readonly AtomicOffer[],
  ) {}
}

/** A candidate as the expansion makes it: its suffix (for explanations) is made when first read. */
class UnitCandidate implements Candidate {
  /** Every atomic offer that pays if this order is issued, in id order, as the expansion adds them. */
  readonly offers: AtomicOffer[] = [];

  constructor(
    readonly order: string,
    /** Where the suffix starts in `order` (after `unit `). */
    private readonly suffixStart: number,
    readonly isMove: boolean,
    /** Its number in the expansion (which counts every candidate it makes). */
    readonly number: number,
  ) {}

  get suffix(): string {
    return this.order.slice(this.suffixStart);
  }
}
