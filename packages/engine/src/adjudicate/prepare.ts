// Everything the decision process needs, derived once per adjudication from the game and the
// checked sheets: acceptance lists (Rules 4.1, 4.3), atomic offers and units (Rules 3.1–3.3),
// and each player's available money (Rule 3.4).
import { availableMoney } from '../accounts/available.js';
import type { CheckedSheet } from '../check/check-sheet.js';
import {
  acceptanceListOf,
  expandAcceptanceList,
  type AcceptanceList,
  expandAcceptancePlaces,
  mostPlacedPowers,
  randomPlace,
} from '../game/acceptance-list.js';
import type { Game } from '../game/game.js';
import type { AtomicOffer } from './atomic-offer.js';
import type { PricingRules, UnitContext } from './evaluation.js';
import { expandOffers, holdsOnTie, type UnitBribes } from './expand-offers.js';
import type { OfferLinks } from './offer-links.js';
import { seededShuffle, streamSeed } from './seeded-random.js';

export interface Prepared {
  readonly contexts: readonly UnitContext[];
  readonly offers: readonly AtomicOffer[];
  /** Which offers pay for which candidates (of `contexts`, in order), as numbers. */
  readonly links: OfferLinks;
  /** Balance less savings, never below zero (Rule 3.4). */
  readonly available: ReadonlyMap<string, number>;
  readonly savings: ReadonlyMap<string, number>;
  readonly pricing: PricingRules;
  /** Each power's acceptance list in force, `?` expanded, as its letters (`FEGIART`). */
  readonly acceptanceLetters: ReadonlyMap<string, string>;
}

export function prepareAdjudication(game: Game, checked: ReadonlyMap<string, CheckedSheet>, seed: number): Prepared {
  const powers = game.powers;
  const facts = ownersOf(game);
  const letters = facts.letters;
  // Rule 4.1: the order behind each `?` is drawn once per adjudication from the seed. Each power
  // draws from its own stream, so one power's list never shifts another's (nor hints at it).
  let stream = '';
  // A shuffle of fewer than two powers draws nothing: the stream is made only for more.
  const shuffle = <T>(items: readonly T[]): T[] =>
    items.length < 2 ? [...items] : seededShuffle(items, streamSeed(seed, stream));
  const acceptanceLetters = new Map<string, string>();
  // Each power's list in force, `?` expanded, as power names, by the power's index.
  const expanded = new Array<readonly string[]>(powers.length);
  const savings = new Map<string, number>();
  const available = new Map<string, number>();
  for (let i = 0; i < powers.length; i++) {
    const p = powers[i]!;
    const sheet = checked.get(p.name);
    const accept = sheet === undefined ? undefined : sheet.accept;
    // Rule 4.3: a sheet's acceptance list replaces the power's list from this adjudication on.
    const written = accept !== undefined ? acceptanceListOf(accept) : undefined;
    const listed = written !== undefined ? facts.placesOf(written) : facts.defaultPlaces[i];
    stream = p.name;
    // The letters joined by hand: a list is a few letters, and `join` is a call into the runtime.
    let text = '';
    let names: string[];
    if (listed !== undefined) {
      const places = expandAcceptancePlaces(listed, powers.length, shuffle);
      names = new Array<string>(places.length);
      for (let k = 0; k < places.length; k++) {
        const place = places[k]!;
        text += letters[place]!;
        names[k] = powers[place]!.name;
      }
    } else {
      const list = expandAcceptanceList(written ?? p.accept, letters, shuffle);
      names = new Array<string>(list.length);
      for (let k = 0; k < list.length; k++) {
        const letter = list[k]!;
        text += letter;
        names[k] = facts.nameOf(letter);
      }
    }
    acceptanceLetters.set(p.name, text);
    expanded[i] = names;
    const saved = sheet?.savings ?? 0;
    savings.set(p.name, saved);
    available.set(p.name, availableMoney(p.balance, saved));
  }

  const { offers, units, links } = expandOffers(game, checked);
  const contexts = new Array<UnitContext>(units.length);
  for (let u = 0; u < units.length; u++)
    contexts[u] = new OwnedUnit(
      units[u]!,
      facts.owners[u]!,
      facts.ownerIndex[u]!,
      expanded[facts.ownerIndex[u]!]!,
      facts.holdsOnTie[u]!,
    );

  return {
    contexts,
    offers,
    links,
    available,
    savings,
    pricing: { ebayola: game.rules.ebayola, publicTotals: game.rules.publicTotals },
    acceptanceLetters,
  };
}

/** What a unit's owner brings to its decisions, and the powers' letters, worked out once per game. */
class Owners {
  /** Power letter → power name; a letter of one character (as game files have them) by its code. */
  readonly #nameOfLetter = new Map<string, string>();
  readonly #nameByCode: string[] = [];
  /** For each unit of `game.units`: its owner's name, the owner's index among the powers, and Rule 4.4. */
  readonly owners: string[] = [];
  readonly ownerIndex: number[] = [];
  readonly holdsOnTie: boolean[] = [];
  /** The powers' letters, in the game's order (`Game.letters`, which makes a new list each time it is read). */
  readonly letters: readonly string[];
  /**
   * Rule 4.1 by places (`expandAcceptancePlaces`): a power's place by its letter's code, when
   * every letter is one character (not `?`) of its own and the powers are few enough; and each
   * power's own list as places (undefined where a letter is no power's: read by letters then).
   */
  readonly #placeByCode: number[] | undefined;
  readonly defaultPlaces: (readonly number[] | undefined)[];

  constructor(game: Game) {
    this.letters = game.letters;
    this.#placeByCode = placesByCode(this.letters);
    this.defaultPlaces = game.powers.map((p) => this.placesOf(p.accept));
    const indexOf = new Map<string, number>();
    game.powers.forEach((p, i) => {
      this.#nameOfLetter.set(p.letter, p.name);
      if (p.letter.length === 1) this.#nameByCode[p.letter.charCodeAt(0)] = p.name;
      indexOf.set(p.name, i);
    });
    for (const unit of game.units) {
      const owner = game.power(unit.power)!.name;
      this.owners.push(owner);
      this.ownerIndex.push(indexOf.get(owner)!);
      // Rule 4.4: lists of unplayed and eliminated powers are not used; their units hold on a tie.
      this.holdsOnTie.push(holdsOnTie(game, owner));
    }
  }

  /** The places of the powers `list` names (`?` as `randomPlace`), undefined if it names a letter no power has. */
  placesOf(list: AcceptanceList): number[] | undefined {
    const byCode = this.#placeByCode;
    if (byCode === undefined) return undefined;
    const places = new Array<number>(list.length);
    for (let i = 0; i < list.length; i++) {
      const letter = list[i]!;
      const place = letter === '?' ? randomPlace : placeOfLetter(byCode, letter);
      if (place === undefined) return undefined;
      places[i] = place;
    }
    return places;
  }

  /** The name of the power of this letter (Rule 4.1). */
  nameOf(letter: string): string {
    return (
      (letter.length === 1 ? this.#nameByCode[letter.charCodeAt(0)] : undefined) ?? this.#nameOfLetter.get(letter)!
    );
  }
}

/** Each power's place by its letter's code, if every letter is one character of its own, not `?`, and the powers few enough. */
function placesByCode(letters: readonly string[]): number[] | undefined {
  if (letters.length > mostPlacedPowers) return undefined;
  const byCode: number[] = [];
  for (let place = 0; place < letters.length; place++) {
    const letter = letters[place]!;
    if (letter.length !== 1 || letter === '?' || placeOfLetter(byCode, letter) !== undefined) return undefined;
    byCode[letter.charCodeAt(0)] = place;
  }
  return byCode;
}

/** The place of the power of `letter`, if it is one. */
function placeOfLetter(byCode: readonly number[], letter: string): number | undefined {
  return letter.length === 1 ? byCode[letter.charCodeAt(0)] : undefined;
}

const ownersByGame = new WeakMap<Game, Owners>();

function ownersOf(game: Game): Owners {
  let owners = ownersByGame.get(game);
  if (owners === undefined) ownersByGame.set(game, (owners = new Owners(game)));
  return owners;
}

/** A unit's context as the adjudication starts: no tie broken yet. */
class OwnedUnit implements UnitContext {
  // Declared, not defined: a class field is defined on each object before the constructor's stores.
  declare tieBreaks: UnitContext['tieBreaks'];
  declare readonly bribes: UnitBribes;
  declare readonly owner: string;
  declare readonly ownerPlace: number;
  declare readonly acceptanceOrder: readonly string[];
  declare readonly holdsOnTie: boolean;

  constructor(
    bribes: UnitBribes,
    owner: string,
    ownerPlace: number,
    acceptanceOrder: readonly string[],
    holdsOnTie: boolean,
  ) {
    this.tieBreaks = undefined;
    this.bribes = bribes;
    this.owner = owner;
    this.ownerPlace = ownerPlace;
    this.acceptanceOrder = acceptanceOrder;
    this.holdsOnTie = holdsOnTie;
  }
}
