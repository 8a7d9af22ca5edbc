// Everything the decision process needs, derived once per adjudication from the game and the
// checked sheets: acceptance lists (Rules 4.1, 4.3), atomic offers and units (Rules 3.1–3.3),
// and each player's available money (Rule 3.4).
import { availableMoney } from '../accounts/available.js';
import type { CheckedSheet } from '../check/check-sheet.js';
import { acceptanceListOf, expandAcceptanceList, type AcceptanceList } from '../game/acceptance-list.js';
import type { Game } from '../game/game.js';
import type { AtomicOffer } from './atomic-offer.js';
import type { PricingRules, UnitContext } from './evaluation.js';
import { expandOffers, holdsOnTie } from './expand-offers.js';
import { seededRandom, shuffler, streamSeed } from './seeded-random.js';

export interface Prepared {
  readonly contexts: readonly UnitContext[];
  readonly offers: readonly AtomicOffer[];
  /** Balance less savings, never below zero (Rule 3.4). */
  readonly available: ReadonlyMap<string, number>;
  readonly savings: ReadonlyMap<string, number>;
  readonly pricing: PricingRules;
  /** Each power's acceptance list in force, `?` expanded, as its letters (`FEGIART`). */
  readonly acceptanceLetters: ReadonlyMap<string, string>;
}

export function prepareAdjudication(game: Game, checked: ReadonlyMap<string, CheckedSheet>, seed: number): Prepared {
  // Rule 4.3: a sheet's acceptance list replaces the power's list from this adjudication on.
  const lists = new Map<string, AcceptanceList>(game.powers.map((p) => [p.name, p.accept]));
  for (const [power, sheet] of checked) if (sheet.accept) lists.set(power, acceptanceListOf(sheet.accept));
  // Rule 4.1: the order behind each `?` is drawn once per adjudication from the seed. Each power
  // draws from its own stream, so one power's list never shifts another's (nor hints at it).
  const letterToName = new Map(game.powers.map((p) => [p.letter, p.name]));
  const letters = game.letters;
  const acceptanceLetters = new Map<string, string>();
  const expanded = new Map<string, readonly string[]>();
  for (const p of game.powers) {
    const list = expandAcceptanceList(lists.get(p.name)!, letters, shuffler(seededRandom(streamSeed(seed, p.name))));
    acceptanceLetters.set(p.name, list.join(''));
    expanded.set(
      p.name,
      list.map((l) => letterToName.get(l)!),
    );
  }

  const { offers, units } = expandOffers(game, checked);
  // What a unit's owner brings to its decisions, worked out once per owner.
  const owners = new Map<string, { owner: string; acceptanceOrder: readonly string[]; holdsOnTie: boolean }>();
  const ownerOf = (power: string) => {
    let known = owners.get(power);
    if (!known) {
      const owner = game.power(power)!.name;
      // Rule 4.4: lists of unplayed and eliminated powers are not used; their units hold on a tie.
      known = { owner, acceptanceOrder: expanded.get(owner)!, holdsOnTie: holdsOnTie(game, owner) };
      owners.set(power, known);
    }
    return known;
  };
  const contexts: UnitContext[] = units.map((bribes) => {
    const { owner, acceptanceOrder, holdsOnTie } = ownerOf(bribes.unit.power);
    return { bribes, owner, acceptanceOrder, holdsOnTie, tieBreaks: new Map() };
  });

  const savings = new Map(game.powers.map((p) => [p.name, checked.get(p.name)?.savings ?? 0]));
  const available = new Map(game.powers.map((p) => [p.name, availableMoney(p.balance, savings.get(p.name)!)]));
  return {
    contexts,
    offers,
    available,
    savings,
    pricing: { ebayola: game.rules.ebayola, publicTotals: game.rules.publicTotals },
    acceptanceLetters,
  };
}
