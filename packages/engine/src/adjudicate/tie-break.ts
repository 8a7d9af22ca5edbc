// Rules 5.2–5.4 as the reference judge computed them (seeds README): walk the unit owner's
// acceptance list; at each power keep the tied orders whose earliest offer from that power comes
// first. A power that offered for one of them and not the others thus decides for it (5.2); its
// earlier offer wins among its own (5.3); one negative or wildcard offer covering several sends
// the walk on down the list (5.4). Where every power's earliest offer is one and the same, the
// walk continues with each power's next offer, so one order is always chosen.
import type { Candidate } from './expand-offers.js';

export type TieRule = '5.2' | '5.3' | '5.4' | 'next-offers';

export interface TieBreak {
  readonly winner: Candidate;
  readonly rule: TieRule;
  /** The power whose offers decided. */
  readonly decidedBy: string;
  /** Powers consulted before it whose offers could not tell the orders apart (Rule 5.4). */
  readonly passedOver: readonly string[];
}

export function breakTie(tied: readonly Candidate[], acceptanceOrder: readonly string[]): TieBreak {
  let remaining = [...tied];
  const rounds = Math.max(1, ...tied.flatMap((c) => [...c.seqsByPower.values()].map((s) => s.length)));
  for (let round = 0; round < rounds; round++) {
    const passedOver: string[] = [];
    for (const power of acceptanceOrder) {
      const at = (c: Candidate) => c.seqsByPower.get(power)?.[round] ?? Infinity;
      const earliest = Math.min(...remaining.map(at));
      if (earliest === Infinity) continue;
      const kept = remaining.filter((c) => at(c) === earliest);
      if (kept.length === remaining.length) {
        passedOver.push(power);
        continue;
      }
      const contributedTo = remaining.filter((c) => at(c) !== Infinity).length;
      remaining = kept;
      if (remaining.length === 1) {
        const rule: TieRule =
          round > 0 ? 'next-offers' : passedOver.length > 0 ? '5.4' : contributedTo > 1 ? '5.3' : '5.2';
        return { winner: remaining[0]!, rule, decidedBy: power, passedOver };
      }
    }
  }
  // Unreachable when every candidate has a direct offer of its own; choose the earliest written.
  const first = [...remaining].sort((a, b) => (a.offers[0]?.id ?? 0) - (b.offers[0]?.id ?? 0))[0]!;
  return { winner: first, rule: 'next-offers', decidedBy: first.offers[0]?.power ?? '', passedOver: [] };
}
