// Rules 3.1–3.3: the atomic offers of every sheet, and each unit's potential orders (Rule 5.1).
import type { CheckedOffer, CheckedSheet } from '../check/check-sheet.js';
import type { PowerStatus } from '../game/game-file.js';
import type { BoardUnit, Game } from '../game/game.js';
import { unitText } from '../game/game.js';
import { orderSuffix, sameOrderOfKind, type OrderUnit, type ResolvedOrder } from '../orders/order.js';
import type { CheckedOrder, OfferedUnit } from '../orders/resolve-order.js';
import type { AmountTerm, OfferType } from '@payola/parser';
import type { AtomicOffer, Coverage } from './atomic-offer.js';
import { listedExceptCoverage } from './atomic-offer.js';
import {
  loyalUnitsStanding as importedLoyalUnitsStanding,
  offerStands as importedOfferStands,
} from './effective-offers.js';
import { OfferLinks } from './offer-links.js';
// Each term's money is read where its offers are made (a list of every term's money, made for
// each line, cost more than reading the terms again).
import {
  termAmount as importedTermAmount,
  termPlateau as importedTermPlateau,
  termRepetition as importedTermRepetition,
} from '../check/offer-amounts.js';

// What every line's expansion calls, as this module's constants: an imported binding is checked
// at every read (each call), a module's constant is not (see scan-settlement.ts).
const loyalUnitsStanding = importedLoyalUnitsStanding;
const offerStands = importedOfferStands;
const termAmount = importedTermAmount;
const termPlateau = importedTermPlateau;
const termRepetition = importedTermRepetition;

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
  /** By province number (`BoardMap.provinceNumber`): its slot, or −1. */
  readonly slotByNumber: number[];
  /** For each unit, its slot. */
  readonly slots: number[] = [];
  /** For each unit, `F STP/SC` and its hold, `F STP/SC H`. */
  readonly keys: string[] = [];
  readonly holds: string[] = [];
  /** For each unit, whether its owner's status makes it hold on a tie (Rule 4.4). */
  readonly holdsOnTie: boolean[] = [];
  /**
   * The names units are owned by: the powers' (by index), then any other a unit names. For each
   * unit, its owner's index among them, so that owners are compared as numbers.
   */
  readonly ownerNames: string[];
  readonly ownerIndex: number[] = [];
  /** The most units of `game.units` in one slot (1, unless a board lists two units in a province). */
  readonly unitsPerSlot: number;

  constructor(game: Game) {
    const status = new Map(game.powers.map((p) => [p.name, p.status]));
    this.ownerNames = game.powers.map((p) => p.name);
    this.slotByNumber = new Array<number>(game.map.provinces.size).fill(-1);
    game.units.forEach((unit, u) => {
      const texts = textsFor(unit);
      this.keys.push(texts.key);
      this.holds.push(texts.hold);
      this.holdsOnTie.push(holdsOnTieFor(game, status.get(unit.power) ?? 'active'));
      if (!this.ownerNames.includes(unit.power)) this.ownerNames.push(unit.power);
      this.ownerIndex.push(this.ownerNames.indexOf(unit.power));
      this.slotAt.set(unit.location.province, u);
      const number = game.map.provinceNumber(unit.location.province);
      if (number >= 0) this.slotByNumber[number] = u;
    });
    for (const unit of game.units) this.slots.push(this.slotAt.get(unit.location.province)!);
    const inSlot = zeros(game.units.length);
    let most = 1;
    for (const slot of this.slots) most = Math.max(most, ++inSlot[slot]!);
    this.unitsPerSlot = most;
  }
}

const boardUnitsByGame = new WeakMap<Game, BoardUnits>();

function boardUnitsOf(game: Game): BoardUnits {
  let board = boardUnitsByGame.get(game);
  if (board === undefined) boardUnitsByGame.set(game, (board = new BoardUnits(game)));
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
  // Declared, not defined: a class field is defined on each object before the constructor's
  // stores, a second write of every field of thousands of objects a phase.
  declare readonly id: number;
  declare readonly power: string;
  declare readonly seq: number;
  declare readonly weight: number;
  declare readonly unit: string;
  declare readonly coverage: Coverage;
  declare readonly amount: number;
  declare readonly plateau: number;
  declare readonly line: number | undefined;
  declare readonly term: number | undefined;
  declare readonly offerType: OfferType | undefined;
  declare readonly generated: AtomicOffer['generated'];
  declare readonly free: true | undefined;

  constructor(
    id: number,
    power: string,
    seq: number,
    weight: number,
    unit: string,
    coverage: Coverage,
    amount: number,
    plateau: number,
    line: number | undefined,
    term: number | undefined,
    offerType: OfferType | undefined,
    generated: AtomicOffer['generated'],
    free: boolean,
  ) {
    this.id = id;
    this.power = power;
    this.seq = seq;
    this.weight = weight;
    this.unit = unit;
    this.coverage = coverage;
    this.amount = amount;
    this.plateau = plateau;
    this.line = line;
    this.term = term;
    this.offerType = offerType;
    this.generated = generated;
    this.free = free || undefined;
  }
}

/** The terms of no line (the expansion's before its first line). */
const noTerms: readonly AmountTerm[] = [];

/** The hold the rules add (Rule 3.1 `!`, Rule 3.3), as a candidate's order. */
const generatedHold: ResolvedOrder = { kind: 'hold' };

/**
 * Expands the sheets' valid, effective offers into atomic offers in sheet order, adds the
 * owners' default holds (Rule 3.3), and gathers each unit's candidates.
 */
export function expandOffers(
  game: Game,
  sheets: ReadonlyMap<string, CheckedSheet>,
): { offers: AtomicOffer[]; units: UnitBribes[]; links: OfferLinks } {
  const board = boardUnitsOf(game);
  const powers = game.powers;
  const sheetOf = new Array<CheckedSheet | undefined>(powers.length);
  let lines = 0;
  for (let p = 0; p < powers.length; p++) {
    const sheet = (sheetOf[p] = sheets.get(powers[p]!.name));
    if (sheet !== undefined) lines += sheet.offers.length;
  }
  const expansion = new Expansion(game, board, lines);
  // By owner (`BoardUnits.ownerNames`): the next sequence number after its sheet's offers.
  const seqAfter = zeros(board.ownerNames.length);
  for (let p = 0; p < powers.length; p++) {
    const power = powers[p]!;
    const sheet = sheetOf[p];
    if (sheet === undefined) continue;
    let seq = 0;
    const first = expansion.made;
    for (const offer of sheet.offers) seq = expansion.expandLine(p, power.name, offer, seq);
    seqAfter[p] = seq;
    expansion.madeBy(p, power.name, first);
  }

  expansion.addDefaultHolds(seqAfter);
  expansion.finish();
  const { units, links } = expansion.link();
  return { offers: expansion.offers, units, links };
}

/**
 * How many atomic offers the expansion expects of a line: most lines have one term and one or two
 * orders. Its lists are made at the size expected (each unit may get a default hold), and grow
 * past it only for sheets of many terms or orders a line: each is written at every index in turn,
 * so that it grows without holes. A pass over the lines to count them exactly cost more.
 */
const offersPerLine = 2;
/**
 * The entries of `Expansion.excepted` and `Expansion.leftOut` expected, by the same reckoning: one
 * a line (a wildcard or negative line lists an order or two, and ends its list), and one every
 * `linesPerLeftOut` lines (the orders of negative lines).
 */
const linesPerLeftOut = 4;

/** The slot of the unit an offer names (−1 for none): by its province's number when the checker gave it. */
function slotOf(board: BoardUnits, unit: OfferedUnit): number {
  const number = unit.provinceNumber;
  return (number === undefined ? board.slotAt.get(unit.location.province) : board.slotByNumber[number]) ?? -1;
}

/**
 * One adjudication's atomic offers as they are made, and each unit's (slot's) candidates. A
 * unit's candidates are told apart first by their resolved orders, shared where they name
 * provinces only, and only then by their texts: the checker's texts are its units' prefixes
 * joined to the orders' suffixes, and comparing two such joins their parts into new strings.
 */
class Expansion {
  // Fields declared and private to the compiler only, set in the constructor: the language's own
  // (`#`) fields were each defined through a call.
  /** In id order: made at the size expected (`offersPerLine`), cut to those made by `finish`. */
  readonly offers: AtomicOffer[];
  /** How many offers are made so far. */
  declare made: number;
  /**
   * The candidates each negative or wildcard offer's line leaves out, by number in its slot,
   * each line's list ended by −1; such an offer's link points at its line's first entry. A
   * negative line's entries are found among the unit's candidates when linking (see `unknown`).
   */
  declare private readonly excepted: number[];
  declare private exceptedCount: number;
  /** The orders negative lines list, and their units' texts and `keyId`s (see `unknown`). */
  declare private readonly leftOut: CheckedOrder[];
  declare private readonly leftOutKeys: string[];
  declare private readonly leftOutKeyIds: number[];
  declare private leftOutCount: number;
  /**
   * By offer id, for a negative or wildcard offer to a unit: −1 − where its line's `excepted`
   * entries start (a direct offer's link, its candidate's number, is kept by its chain instead).
   */
  declare private readonly links: number[];
  /**
   * By offer id: the next offer of its chain, −1 at its end. A direct offer's chain is its
   * candidate's direct offers (`UnitCandidate.firstPaid`), a negative or wildcard one's its
   * slot's negative and wildcard offers (`wildFirst`); both in id order, as they are made.
   */
  declare private readonly next: number[];
  /** By slot: whether the unit's owner made an offer to it (Rule 3.3). */
  declare private readonly offeredByOwner: boolean[];
  /** Who made which offers. */
  declare private readonly players: PlayerRuns;
  /** By slot: its first and last candidates (each candidate links to the next) and their count. */
  declare private readonly firstAt: (UnitCandidate | undefined)[];
  declare private readonly lastAt: (UnitCandidate | undefined)[];
  declare private readonly candidateCounts: number[];
  /** By slot: its first and last negative or wildcard offers (see `next`), −1 for none. */
  declare private readonly wildFirst: number[];
  declare private readonly wildLast: number[];
  /** Past `linearLimit` candidates of a unit, its candidates are found here by text (made when first needed). */
  declare private byText: Map<string, UnitCandidate> | undefined;
  declare private readonly byTextAt: boolean[];

  // The line being expanded (see `expandLine`).
  declare private slot: number;
  declare private power: string;
  declare private unit: string;
  declare private line: number;
  declare private offerType: OfferType;
  declare private free: boolean;
  declare private terms: readonly AmountTerm[];

  constructor(
    readonly game: Game,
    readonly board: BoardUnits,
    lines: number,
  ) {
    this.made = 0;
    this.byText = undefined;
    this.offerType = 'direct';
    this.terms = noTerms;
    this.exceptedCount = 0;
    this.leftOutCount = 0;
    this.slot = -1;
    this.power = '';
    this.unit = '';
    this.line = 0;
    this.free = false;
    const expected = game.units.length + offersPerLine * lines;
    this.offers = new Array<AtomicOffer>(expected);
    this.links = new Array<number>(expected);
    this.next = new Array<number>(expected);
    this.players = new PlayerRuns(board.ownerNames.length);
    this.excepted = new Array<number>(lines);
    const leftOut = Math.floor(lines / linesPerLeftOut);
    this.leftOut = new Array<CheckedOrder>(leftOut);
    this.leftOutKeys = new Array<string>(leftOut);
    this.leftOutKeyIds = new Array<number>(leftOut);
    const slots = game.units.length;
    const offeredByOwner = new Array<boolean>(slots);
    const firstAt = new Array<UnitCandidate | undefined>(slots);
    const lastAt = new Array<UnitCandidate | undefined>(slots);
    const candidateCounts = new Array<number>(slots);
    const wildFirst = new Array<number>(slots);
    const wildLast = new Array<number>(slots);
    const byTextAt = new Array<boolean>(slots);
    // One loop for every list by slot (see `filled`).
    for (let s = 0; s < slots; s++) {
      offeredByOwner[s] = false;
      firstAt[s] = undefined;
      lastAt[s] = undefined;
      candidateCounts[s] = 0;
      wildFirst[s] = -1;
      wildLast[s] = -1;
      byTextAt[s] = false;
    }
    this.offeredByOwner = offeredByOwner;
    this.firstAt = firstAt;
    this.lastAt = lastAt;
    this.candidateCounts = candidateCounts;
    this.wildFirst = wildFirst;
    this.wildLast = wildLast;
    this.byTextAt = byTextAt;
  }

  /**
   * Notes that the offers made since the `first` are by the owner of index `owner` (among
   * `BoardUnits.ownerNames`), named `name`: a player of the phase if it made any.
   */
  madeBy(owner: number, name: string, first: number): void {
    if (this.made > first) this.players.made(owner, name, first);
  }

  /**
   * Rule 3.3: the owner's default 0 AgP hold, only when the owner made no offer at all to its
   * unit. Rule 4.4: a unit whose owner is not played (or eliminated) always has its own default
   * HOLD to fall back on in a tie. Each is its owner's next offer after `seqAfter` (by owner, as
   * `BoardUnits.ownerNames`), which it advances.
   */
  addDefaultHolds(seqAfter: number[]): void {
    const { game, board } = this;
    for (let u = 0; u < game.units.length; u++) {
      if (this.offeredByOwner[board.slots[u]!] === true && board.holdsOnTie[u] === false) continue;
      const owner = board.ownerIndex[u]!;
      const power = game.units[u]!.power;
      const first = this.made;
      this.addDefaultHold(u, power, seqAfter[owner]!++);
      this.madeBy(owner, power, first);
    }
  }

  /**
   * Expands one offer line of `power`'s sheet (the power of index `powerIndex`), if it counts,
   * numbered from `seq`; returns the sequence number after it.
   */
  expandLine(powerIndex: number, power: string, offer: CheckedOffer, seq: number): number {
    const { game, board } = this;
    if (!offerStands(game, offer)) return seq;
    const slot = slotOf(board, offer.unit);
    const onBoard = slot >= 0 ? game.units[slot] : undefined;
    const standing = loyalUnitsStanding(game, power, onBoard?.power);
    if (standing === 'void') return seq;
    if (slot >= 0 && board.ownerIndex[slot] === powerIndex) this.offeredByOwner[slot] = true;
    this.slot = slot;
    this.power = power;
    this.unit = offer.unit.location.province;
    this.line = offer.line.line;
    const offerType = (this.offerType = offer.line.offerType);
    this.free = standing === 'free';
    // Each term's money is read where its offers are made (`#addTerms`), from the line's terms.
    this.terms = offer.line.terms;
    // The texts of the offer's unit: the board's unit's, made once, when it is that unit.
    const own =
      onBoard?.type === offer.unit.type &&
      (onBoard.location === offer.unit.location || onBoard.location.coast === offer.unit.location.coast)
        ? undefined
        : textsFor(offer.unit);
    const key = own !== undefined ? own.key : board.keys[slot]!;
    // The board's unit's texts are told apart as their slot's, without comparing strings.
    const keyId = own !== undefined ? otherUnit : slot;

    if (offerType === 'negative')
      return this.#expandNegative(offer, key, keyId, own !== undefined ? own.hold : board.holds[slot]!, seq);
    const wildcard = offerType !== 'direct';
    // The orders a wildcard offer leaves out: those it lists, each with its direct offers.
    const except = this.exceptedCount;
    for (const o of offer.orders) {
      const candidate = this.#candidate(key, keyId, o.text, o.order, o.order.kind);
      if (wildcard) this.excepted[this.exceptedCount++] = candidate.number;
      seq = this.#addTerms(candidate, candidate.number, seq, candidate);
    }
    if (!wildcard) return seq;
    this.excepted[this.exceptedCount++] = -1;
    const coverage = listedExceptCoverage(
      offerType === 'move' ? 'moves' : offerType === 'hold' ? 'non-moves' : 'any',
      offer.orders,
    );
    return this.#addTerms(coverage, -1 - except, seq);
  }

  /**
   * The offers of a negative line (of the unit `key`, its id `keyId`, whose hold is `hold`),
   * numbered from `seq`; returns the sequence number after them. A method of its own: made in
   * `expandLine`, whose inlining budget is spent, the hold's offer took a generic construct.
   */
  #expandNegative(offer: CheckedOffer, key: string, keyId: number, hold: string, seq: number): number {
    // Rule 3.1 `!` and Rule 5.3: the built 0 AgP HOLD comes first, the promise just after it.
    this.#addNegativeHold(this.#candidate(key, keyId, hold, generatedHold, 'hold'), seq);
    // The orders a negative offer leaves out need not be candidates: found when linking.
    const except = this.exceptedCount;
    for (const o of offer.orders) this.#leaveOut(key, keyId, o);
    this.excepted[this.exceptedCount++] = -1;
    return this.#addTerms(listedExceptCoverage('negative', offer.orders), -1 - except, seq + 1);
  }

  /**
   * The negative line's built 0 AgP HOLD (`candidate`), numbered `seq`. A method of its own: made
   * in `#expandNegative`, it took a generic construct.
   */
  #addNegativeHold(candidate: UnitCandidate, seq: number): void {
    this.#add(
      new AtomicOfferRecord(
        this.made,
        this.power,
        seq,
        1,
        this.unit,
        candidate,
        0,
        0,
        this.line,
        undefined,
        'negative',
        'negative-hold',
        this.free,
      ),
      candidate.number,
      candidate,
    );
  }

  /** The default hold of unit `u` (Rules 3.3, 4.4), its owner `power`'s `seq`th offer. */
  addDefaultHold(u: number, power: string, seq: number): void {
    const { board } = this;
    const slot = (this.slot = board.slots[u]!);
    const candidate = this.#candidate(board.keys[slot]!, slot, board.holds[slot]!, generatedHold, 'hold');
    const offer = new AtomicOfferRecord(
      this.made,
      power,
      seq,
      1,
      this.game.units[u]!.location.province,
      candidate,
      0,
      0,
      undefined,
      undefined,
      undefined,
      'default-hold',
      this.game.rules.loyalUnits,
    );
    this.#add(offer, candidate.number, candidate);
  }

  /**
   * The line's atomic offers for what `coverage` says, one per term (Rule 3.1), linked to
   * `link` (see `links`) and numbered from `seq`; returns the sequence number after them.
   */
  #addTerms(coverage: Coverage, link: number, seq: number, paid?: UnitCandidate): number {
    const terms = this.terms;
    const rules = this.game.rules;
    for (let t = 0; t < terms.length; t++) {
      const term = terms[t]!;
      // Rule 3.1 item 1: a repeated term is one weighted offer, never k copies.
      const weight = termRepetition(term);
      const offer = new AtomicOfferRecord(
        this.made,
        this.power,
        seq,
        weight,
        this.unit,
        coverage,
        termAmount(term, rules),
        termPlateau(term, rules),
        this.line,
        t,
        this.offerType,
        undefined,
        this.free,
      );
      this.#add(offer, link, paid);
      seq += weight;
    }
    return seq;
  }

  /** Adds the next offer, to the unit in the current slot. */
  #add(offer: AtomicOffer, link: number, paid: UnitCandidate | undefined): void {
    const id = this.made++;
    this.offers[id] = offer;
    // Written at every id, so that the lists grow without holes (see `offersPerLine`).
    this.links[id] = link;
    this.next[id] = -1;
    const slot = this.slot;
    if (slot < 0) return;
    if (paid !== undefined) {
      if (paid.lastPaid >= 0) this.next[paid.lastPaid] = id;
      else paid.firstPaid = id;
      paid.lastPaid = id;
      return;
    }
    const last = this.wildLast[slot]!;
    if (last >= 0) this.next[last] = id;
    else this.wildFirst[slot] = id;
    this.wildLast[slot] = id;
  }

  /**
   * The candidate of the unit named `key` in the current slot (none: −1) for `order` (its text
   * `text`, its kind `kind`), made at its first direct offer.
   */
  #candidate(key: string, keyId: number, text: string, order: ResolvedOrder, kind: OrderKind): UnitCandidate {
    const slot = this.slot;
    if (slot < 0) return new UnitCandidate(text, kind, -1, key, keyId, order);
    const known = this.#find(slot, key, keyId, order, kind, text);
    if (known !== undefined) return known;
    const count = this.candidateCounts[slot]!;
    const candidate = new UnitCandidate(text, kind, count, key, keyId, order);
    const last = this.lastAt[slot];
    if (last !== undefined) last.next = candidate;
    else this.firstAt[slot] = candidate;
    this.lastAt[slot] = candidate;
    this.candidateCounts[slot] = count + 1;
    if (this.byTextAt[slot] === true) this.byText!.set(text, candidate);
    else if (count + 1 > linearLimit) {
      this.byTextAt[slot] = true;
      const byText = (this.byText ??= new Map<string, UnitCandidate>());
      for (let c = this.firstAt[slot]; c !== undefined; c = c.next) byText.set(c.order, c);
    }
    return candidate;
  }

  #find(
    slot: number,
    key: string,
    keyId: number,
    order: ResolvedOrder,
    kind: OrderKind,
    text: string,
  ): UnitCandidate | undefined {
    if (this.byTextAt[slot] === true) return this.byText!.get(text);
    for (let c = this.firstAt[slot]; c !== undefined; c = c.next) if (c.names(key, keyId, order, kind, text)) return c;
    return undefined;
  }

  /** Notes an order a negative offer's line leaves out, found among the candidates when linking. */
  #leaveOut(key: string, keyId: number, order: CheckedOrder): void {
    this.excepted[this.exceptedCount++] = unknown - this.leftOutCount;
    this.leftOutKeys[this.leftOutCount] = key;
    this.leftOutKeyIds[this.leftOutCount] = keyId;
    this.leftOut[this.leftOutCount++] = order;
  }

  /** Once every offer is made: cuts `offers` to them. */
  finish(): void {
    this.offers.length = this.made;
  }

  /**
   * Links every unit's candidates to the offers that pay for them (`OfferLinks`), unit by unit
   * in the order of `game.units`: each candidate's direct offers (its chain) merged with its
   * slot's negative and wildcard offers of its kind whose lines do not list it, in id order.
   * A candidate's list of offers is made from the links when first read.
   */
  link(): { units: UnitBribes[]; links: OfferLinks } {
    const { game, board } = this;
    const U = game.units.length;
    // At most: each direct offer once for each unit in its slot, each other offer once for each candidate.
    let candidates = 0;
    let maxLinks = this.made * board.unitsPerSlot;
    for (let u = 0; u < U; u++) {
      const slot = board.slots[u]!;
      const count = this.candidateCounts[slot]!;
      candidates += count;
      if (count > 0) for (let w = this.wildFirst[slot]!; w >= 0; w = this.next[w]!) maxLinks += count;
    }
    const links = new OfferLinks(this.offers, this.players.players, U, candidates, maxLinks);
    this.players.into(links.offerPlayer, this.made);
    const { firstCandidate, unitOf, payingStart, paying } = links;
    const units = new Array<UnitBribes>(U);
    let c = 0;
    let at = 0;
    for (let u = 0; u < U; u++) {
      firstCandidate[u] = c;
      const slot = board.slots[u]!;
      const own = this.#candidatesAt(slot);
      units[u] = new UnitBribesRecord(game.units[u]!, board.keys[slot]!, own, this.offers);
      if (own.length === 0) continue;
      const wild = this.wildFirst[slot]!;
      const masked = own.length <= maskedCandidates;
      if (wild >= 0) this.#findListed(slot, wild, masked ? own : undefined);
      for (const candidate of own) {
        unitOf[c] = u;
        payingStart[c] = at;
        candidate.linkTo(links, c++);
        at = this.#linkCandidate(paying, candidate, wild, masked, at);
      }
    }
    firstCandidate[U] = c;
    payingStart[c] = at;
    links.close(at);
    return { units, links };
  }

  /** The candidates of the unit in `slot`, in the order they were made. */
  #candidatesAt(slot: number): UnitCandidate[] {
    const candidates = new Array<UnitCandidate>(this.candidateCounts[slot]!);
    let n = 0;
    for (let c = this.firstAt[slot]; c !== undefined; c = c.next) candidates[n++] = c;
    return candidates;
  }

  /**
   * Finds among the slot's candidates the orders its negative and wildcard lines list (once per
   * line, for all its offers). Given the candidates (each numbered below `maskedCandidates`),
   * notes in `paidMasks` the candidates each such offer pays for, one bit each, so that linking
   * tests a bit for each candidate and offer rather than reading the offer's line again.
   */
  #findListed(slot: number, wild: number, candidates: readonly UnitCandidate[] | undefined): void {
    const next = this.next;
    const links = this.links;
    const excepted = this.excepted;
    let moves = 0;
    let others = 0;
    if (candidates !== undefined)
      for (const c of candidates)
        if (c.isMove === true) moves |= 1 << c.number;
        else others |= 1 << c.number;
    for (let w = wild, line = 0, listed = 0; w >= 0; w = next[w]!) {
      if (links[w] !== line) {
        line = links[w]!;
        listed = 0;
        for (let i = -1 - line; excepted[i] !== -1; i++) {
          const number = this.#listedAt(slot, i);
          if (number >= 0) listed |= 1 << number;
        }
      }
      if (candidates === undefined) continue;
      const payable = payableBy(this.offers[w]!.coverage.kind);
      paidMasks[w] = (payable === payAny ? moves | others : payable === payMoves ? moves : others) & ~listed;
    }
  }

  /**
   * Writes into `paying` from `at` the ids of the offers that pay for `candidate`, in id order:
   * its direct offers and, from the chain of its slot's negative and wildcard offers starting at
   * `wild`, those that pay for it (by `paidMasks` when `masked`). Returns where they end.
   */
  #linkCandidate(paying: Int32Array, candidate: UnitCandidate, wild: number, masked: boolean, at: number): number {
    const next = this.next;
    const bit = 1 << candidate.number;
    let direct = candidate.firstPaid;
    for (let w = wild; w >= 0; w = next[w]!) {
      for (; direct >= 0 && direct < w; direct = next[direct]!) paying[at++] = direct;
      if (masked ? (paidMasks[w]! & bit) !== 0 : this.#pays(w, candidate)) paying[at++] = w;
    }
    for (; direct >= 0; direct = next[direct]!) paying[at++] = direct;
    return at;
  }

  /** Whether negative or wildcard offer `id` pays for `candidate`: of its kind, not listed by its line (Rule 3.1). */
  #pays(id: number, candidate: UnitCandidate): boolean {
    const payable = payableBy(this.offers[id]!.coverage.kind);
    if (payable !== payAny && (payable === payMoves) !== candidate.isMove) return false;
    const excepted = this.excepted;
    const number = candidate.number;
    // `link` found every entry (`#findListed`): each is a candidate's number now, or `none`.
    for (let i = -1 - this.links[id]!; excepted[i] !== -1; i++) if (excepted[i] === number) return false;
    return true;
  }

  /** The candidate number of `excepted` entry `i` (see `excepted`), found among the slot's candidates if not yet; −2 for none. */
  #listedAt(slot: number, i: number): number {
    const number = this.excepted[i]!;
    if (number > unknown) return number;
    const k = unknown - number;
    const order = this.leftOut[k]!;
    const found = this.#find(
      slot,
      this.leftOutKeys[k]!,
      this.leftOutKeyIds[k]!,
      order.order,
      order.order.kind,
      order.text,
    );
    return (this.excepted[i] = found !== undefined ? found.number : none);
  }
}

/**
 * The players of a phase in the order of their first offers, by id (`OfferLinks.players`). A
 * player's offers are made in runs (a sheet's, a default hold): the offers from `runStart[i]` to
 * the next run's start are player `runPlayer[i]`'s.
 */
class PlayerRuns {
  declare readonly players: string[];
  /** By owner (`BoardUnits.ownerNames`): its place among the players, or −1. */
  declare private readonly placeOf: number[];
  declare private readonly runStart: number[];
  declare private readonly runPlayer: number[];

  constructor(owners: number) {
    this.players = [];
    this.placeOf = filled<number>(owners, -1);
    this.runStart = [];
    this.runPlayer = [];
  }

  /** The offers from the `first` on are by the owner of index `owner`, named `name`. */
  made(owner: number, name: string, first: number): void {
    let player = this.placeOf[owner]!;
    if (player < 0) this.placeOf[owner] = player = this.players.push(name) - 1;
    this.runStart.push(first);
    this.runPlayer.push(player);
  }

  /** Writes each of the `made` offers' player into `offerPlayer`, run by run. */
  into(offerPlayer: Int32Array, made: number): void {
    const starts = this.runStart;
    for (let r = 0; r < starts.length; r++) {
      const end = r + 1 < starts.length ? starts[r + 1]! : made;
      const player = this.runPlayer[r]!;
      for (let id = starts[r]!; id < end; id++) offerPlayer[id] = player;
    }
  }
}

/**
 * Which candidates a negative or wildcard offer may pay for, by its coverage's kind (Rule 3.1):
 * any, moves only, or all but moves; read from the coverage once per offer when linking.
 */
type Payable = typeof payAny | typeof payMoves | typeof payNonMoves;
const payAny = 0;
const payMoves = 1;
const payNonMoves = 2;

function payableBy(kind: Coverage['kind']): Payable {
  return kind === 'moves' ? payMoves : kind === 'non-moves' ? payNonMoves : payAny;
}

/**
 * By offer id, for the negative and wildcard offers of the unit being linked: the candidates each
 * pays for, as bits by number (reused from unit to unit, never kept). A unit of more candidates
 * than a mask's bits tests each candidate and offer by the offer's line instead.
 */
const paidMasks: number[] = [];
const maskedCandidates = 31;

type OrderKind = ResolvedOrder['kind'];

/** `n` zeros, in a list of numbers (not a typed array: a small one costs more to make than to fill). */
function zeros(n: number): number[] {
  return filled(n, 0);
}

/**
 * `n` entries of `value`. Filled by a loop: `Array.prototype.fill` is a call into the runtime's
 * C++, several hundred instructions each, for lists of a few dozen entries, several a phase.
 */
function filled<T>(n: number, value: T): T[] {
  const list = new Array<T>(n);
  for (let i = 0; i < n; i++) list[i] = value;
  return list;
}

/** The `keyId` of a unit's texts that are not its slot's board unit's (`Expansion.expandLine`'s `own`). */
const otherUnit = -1;

/** How many candidates a unit may have before they are found by hashing their texts. */
const linearLimit = 12;
/**
 * Entries of `Expansion.excepted` besides candidate numbers and the −1 ending a line: found to be
 * no candidate, and not yet found (`unknown − i`: the order `leftOut[i]`).
 */
const none = -2;
const unknown = -3;

/** A unit and everything offered to it, as the expansion makes it. */
class UnitBribesRecord implements UnitBribes {
  // Declared, not defined (see `AtomicOfferRecord`).
  declare readonly unit: BoardUnit;
  declare readonly key: string;
  declare readonly candidates: readonly Candidate[];
  /**
   * The adjudication's offers: this unit's own are picked from them (those to its province) when
   * first read. The decisions read the candidates' offers, not these, so a pass over every offer
   * to gather each unit's is made only where they are asked for.
   */
  declare private readonly allOffers: readonly AtomicOffer[];
  declare private ownOffers: readonly AtomicOffer[] | undefined;

  constructor(unit: BoardUnit, key: string, candidates: readonly Candidate[], allOffers: readonly AtomicOffer[]) {
    this.unit = unit;
    this.key = key;
    this.candidates = candidates;
    this.allOffers = allOffers;
    this.ownOffers = undefined;
  }

  get offers(): readonly AtomicOffer[] {
    return (this.ownOffers ??= this.allOffers.filter((o) => o.unit === this.unit.location.province));
  }
}

/** The list of offers of a candidate never linked (of no unit on the board). */
const unlinked: AtomicOffer[] = [];

/**
 * A candidate as the expansion makes it: its suffix (for explanations) is made when first read.
 * It is also the coverage of its direct offers (an order coverage: `kind` and `order`), one
 * object where a coverage of its own would be a second for each candidate.
 */
class UnitCandidate implements Candidate {
  // Declared, not defined (see `AtomicOfferRecord`); what only the expansion reads is private to
  // the compiler alone, for the same reason.
  declare readonly order: string;
  declare readonly isMove: boolean;
  /** Its number among its unit's candidates. */
  declare readonly number: number;
  /** The phase's links and its number there (−1 until linked), and its list of offers once read. */
  declare private links: OfferLinks | undefined;
  declare private place: number;
  declare private paid: AtomicOffer[] | undefined;
  /** The next candidate of its unit (in the order they were made). */
  declare next: UnitCandidate | undefined;
  /** Its first and last direct offers (see `Expansion.next`), −1 for none. */
  declare firstPaid: number;
  declare lastPaid: number;
  /** As the coverage of its direct offers: one order. */
  declare readonly kind: 'order';
  /**
   * Its unit's text (`F STP/SC`, which `order` starts with), its order resolved and its kind:
   * what tells it apart from the unit's others.
   */
  declare private readonly unitKey: string;
  /** Its slot when `unitKey` is the board's unit's text, else `otherUnit`. */
  declare private readonly keyId: number;
  declare private readonly resolved: ResolvedOrder;
  declare private readonly orderKind: OrderKind;

  constructor(order: string, kind: OrderKind, number: number, unitKey: string, keyId: number, resolved: ResolvedOrder) {
    this.order = order;
    // Rule 3.1 (`>`, `@`): a move is any order that is not a HOLD, SUPPORT or CONVOY.
    this.isMove = kind === 'move';
    this.number = number;
    this.links = undefined;
    this.place = -1;
    this.paid = undefined;
    this.next = undefined;
    this.firstPaid = -1;
    this.lastPaid = -1;
    this.kind = 'order';
    this.unitKey = unitKey;
    this.keyId = keyId;
    this.resolved = resolved;
    this.orderKind = kind;
  }

  /** Every atomic offer that pays if this order is issued, in id order (see `OfferLinks`). */
  get offers(): readonly AtomicOffer[] {
    if (this.paid !== undefined) return this.paid;
    return this.links === undefined ? unlinked : (this.paid = this.links.offersPaying(this.place));
  }

  /**
   * Notes its number `c` in `links` (the first, if its unit is twice on the board, where one
   * slot's candidates are linked for each).
   */
  linkTo(links: OfferLinks, c: number): void {
    if (this.links !== undefined) return;
    this.links = links;
    this.place = c;
  }

  get suffix(): string {
    return this.order.slice(this.unitKey.length + 1);
  }

  /**
   * Is this the order `order` (its text `text`, its kind `kind`) of the unit `key`? The checker's
   * orders that name provinces only are shared (`MapOrders`): most are found so. The others are
   * told by their fields, never by the texts: each line's text is a new join of a prefix and a
   * suffix, which a comparison would first copy into one string.
   */
  names(key: string, keyId: number, order: ResolvedOrder, kind: OrderKind, text: string): boolean {
    if (order === this.resolved) return this.#sameUnit(key, keyId);
    return (
      kind === this.orderKind &&
      this.order.length === text.length &&
      this.#sameUnit(key, keyId) &&
      sameOrderOfKind(kind, order, this.resolved)
    );
  }

  /**
   * Is `key` (its id `keyId`) its unit's text? A slot's board texts are one and are told by the
   * slot alone (a comparison of two strings is a call); another unit's text is never the board's.
   */
  #sameUnit(key: string, keyId: number): boolean {
    return keyId === otherUnit ? key === this.unitKey : keyId === this.keyId;
  }
}
