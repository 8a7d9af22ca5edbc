// Rule 5.5: what an offer is worth after a player's offers have been cut r times.
//
// Each cut takes one silver piece off every offer of the player, except those at their plateau
// (or zero); once every offer of the player is at its plateau, cuts take every offer down
// towards zero (Rule 5.5's current text: plateaus are not a hard minimum). So an offer's amount
// depends only on r and on the player's `phaseTwoStart`, the cut at which all offers reach
// their plateaus: no simulation is needed to know it.

export interface ReducibleOffer {
  readonly amount: number;
  readonly plateau: number;
}

/** The number of cuts after which every one of a player's offers sits at its plateau. */
export function phaseTwoStart(offers: readonly ReducibleOffer[]): number {
  let start = 0;
  for (const o of offers) start = Math.max(start, o.amount - o.plateau);
  return start;
}

/** The offer's amount after `r` cuts. */
export function amountAfter(offer: ReducibleOffer, r: number, phaseTwo: number): number {
  return amountAfterCuts(offer.amount, offer.plateau, r, phaseTwo);
}

/** Does the next cut (after `r`) take a piece off this offer? */
export function decreasing(offer: ReducibleOffer, r: number, phaseTwo: number): boolean {
  return decreasingAt(offer.amount, offer.plateau, r, phaseTwo);
}

/** How many more cuts before this offer's rate of decrease changes (Infinity if never). */
export function cutsToNextKink(offer: ReducibleOffer, r: number, phaseTwo: number): number {
  return kinkAfter(offer.amount, offer.plateau, r, phaseTwo);
}

// The same on bare numbers, for the kinetic settlement's arrays.

// Comparisons rather than Math.max and Math.min: amounts and cuts are whole numbers (never NaN or
// −0), and these run for every offer at every kink of the settlements.
export function amountAfterCuts(amount: number, plateau: number, r: number, phaseTwo: number): number {
  if (r <= phaseTwo) return amount - r > plateau ? amount - r : plateau;
  const left = plateau - (r - phaseTwo);
  return left > 0 ? left : 0;
}

export function decreasingAt(amount: number, plateau: number, r: number, phaseTwo: number): boolean {
  return r < phaseTwo ? amount - r > plateau : amountAfterCuts(amount, plateau, r, phaseTwo) > 0;
}

export function kinkAfter(amount: number, plateau: number, r: number, phaseTwo: number): number {
  // The kinks: the offer reaches its plateau, every offer of the player has, the offer reaches zero.
  let next = Infinity;
  const atPlateau = amount - plateau;
  if (atPlateau > r) next = atPlateau - r;
  if (phaseTwo > r && phaseTwo - r < next) next = phaseTwo - r;
  if (phaseTwo + plateau > r && phaseTwo + plateau - r < next) next = phaseTwo + plateau - r;
  return next;
}

/**
 * How many more cuts before the offer's rate of decrease actually changes (Infinity if never):
 * `kinkAfter`'s kinks where the rate differs on either side. An offer without a plateau stops at
 * zero for good, so the kinks at its player's second phase are not changes for it; an event-jumping
 * settlement under the standard pricing need stop only at these. (eBayola prices also read whether
 * plateaus are in force, which `kinkAfter` stops for.)
 */
export function rateChangeAfter(amount: number, plateau: number, r: number, phaseTwo: number): number {
  // The offer decreases until it reaches its plateau (amount − plateau cuts), then not until phase
  // two starts, then again until it reaches zero (phase two + plateau cuts). When its plateau is
  // reached just as phase two starts, the first stretch runs into the last (without a plateau,
  // both end there). In closed form, not by testing `decreasingAt` at each kink: so it stays small
  // enough for the compiler to inline into the scans.
  const atPlateau = amount - plateau;
  const atZero = phaseTwo + plateau;
  if (r < atPlateau) return atPlateau < phaseTwo ? atPlateau - r : atZero - r;
  if (r < phaseTwo) return plateau > 0 ? phaseTwo - r : Infinity;
  return r < atZero ? atZero - r : Infinity;
}
