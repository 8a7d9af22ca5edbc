// Rules 5.1 and 5.5: which atomic offers pay for which candidates, as numbers, written by the
// expansion while it links them (expand-offers.ts), for the settlement's scans to read.
import type { AtomicOffer } from './atomic-offer.js';
import type { UnitContext } from './evaluation.js';
import { placeAmong, settlementSizes } from './settlement-events.js';

/**
 * The phase's links between atomic offers and candidates. Candidates are numbered through the
 * units in the order of `game.units` (`Prepared.contexts`), each unit's in the order of its
 * `UnitBribes.candidates`; offers by their ids. A link is one offer paying for one candidate.
 *
 * - Unit u's candidates are firstCandidate[u] .. firstCandidate[u + 1] − 1; candidate c's unit is
 *   unitOf[c].
 * - The offers paying for candidate c are paying[payingStart[c] .. payingStart[c + 1] − 1], in id
 *   order: the ids of `candidate.offers`. There are `links` (payingStart[candidates]); `paying`
 *   may be longer.
 * - The players (`AtomicOffer.power`) in the order of their first offers (by id); offer o's is
 *   players[offerPlayer[o]].
 *
 * The arrays are this adjudication's own, and not written once the expansion has closed them: a
 * reader may keep them as they are. The offers' links to candidates (each offer's list of the
 * candidates it pays for) are not here: a reader that needs them makes them from `paying`.
 */
export class OfferLinks {
  declare readonly players: readonly string[];
  declare readonly offerPlayer: Int32Array;
  declare readonly candidates: number;
  declare links: number;
  declare readonly firstCandidate: Int32Array;
  declare readonly unitOf: Int32Array;
  declare readonly payingStart: Int32Array;
  declare readonly paying: Int32Array;
  /** The offers by id, from which a candidate's list of offers is made when first read. */
  declare private readonly offers: readonly AtomicOffer[];

  /**
   * Room for the links of `offers` (their players `players`) to `candidates` candidates of
   * `units` units, at most `maxLinks` of them, all zero: the expansion writes them, then `close`.
   */
  constructor(
    offers: readonly AtomicOffer[],
    players: readonly string[],
    units: number,
    candidates: number,
    maxLinks: number,
  ) {
    const O = offers.length;
    this.offers = offers;
    this.players = players;
    this.candidates = candidates;
    this.links = 0;
    // Views of one buffer: a typed array of its own is an allocation outside the heap.
    const table = new Int32Array(O + units + 1 + 2 * candidates + 1 + maxLinks);
    let at = 0;
    this.offerPlayer = table.subarray(at, (at += O));
    this.firstCandidate = table.subarray(at, (at += units + 1));
    this.unitOf = table.subarray(at, (at += candidates));
    this.payingStart = table.subarray(at, (at += candidates + 1));
    this.paying = table.subarray(at);
  }

  /** Once every candidate is linked: notes how many links there are. */
  close(links: number): void {
    this.links = links;
  }

  /** The offers paying for candidate `c`, in id order (a new list). */
  offersPaying(c: number): AtomicOffer[] {
    const start = this.payingStart[c]!;
    const count = this.payingStart[c + 1]! - start;
    const paid = new Array<AtomicOffer>(count);
    for (let k = 0; k < count; k++) paid[k] = this.offers[this.paying[start + k]!]!;
    return paid;
  }
}

/**
 * The links the candidates' lists of offers give, for a settlement of units and offers that do
 * not come with the expansion's (tests, callers of `settleOverExpenditure` of their own).
 */
export function offerLinksOf(units: readonly UnitContext[], offers: readonly AtomicOffer[]): OfferLinks {
  const { powerNames: players, candidates, links: count } = settlementSizes(units, offers);
  const links = new OfferLinks(offers, players, units.length, candidates, count);
  for (const o of offers) links.offerPlayer[o.id] = placeAmong(players, o.power);
  let c = 0;
  let at = 0;
  units.forEach((unit, u) => {
    links.firstCandidate[u] = c;
    for (const candidate of unit.bribes.candidates) {
      links.unitOf[c] = u;
      links.payingStart[c++] = at;
      for (const o of candidate.offers) links.paying[at++] = o.id;
    }
  });
  links.firstCandidate[units.length] = c;
  links.payingStart[c] = at;
  links.close(at);
  return links;
}
