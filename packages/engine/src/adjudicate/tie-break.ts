// Rules 5.2–5.4 as the reference judge computed them (seeds README): walk the unit owner's
// acceptance list; at each power keep the tied orders whose earliest offer from that power comes
// first. A power that offered for one of them and not the others thus decides for it (5.2); its
// earlier offer wins among its own (5.3); one negative or wildcard offer covering several sends
// the walk on down the list (5.4). Where every power's earliest offer is one and the same, the
// walk continues with each power's next offer, so one order is always chosen.
import type { Candidate, SeqRun } from './expand-offers.js';

export type TieRule = '5.2' | '5.3' | '5.4' | 'next-offers';

export interface TieBreak {
  readonly winner: Candidate;
  readonly rule: TieRule;
  /** The power whose offers decided. */
  readonly decidedBy: string;
  /** Powers consulted before it whose offers could not tell the orders apart (Rule 5.4). */
  readonly passedOver: readonly string[];
}

/** The `round`-th sequence number in `runs` (copies counted), and how many follow it in its run. */
function position(runs: readonly SeqRun[] | undefined, round: number): { seq: number; left: number } | undefined {
  if (!runs) return undefined;
  let before = 0;
  for (const run of runs) {
    if (round < before + run.weight) return { seq: run.seq + (round - before), left: before + run.weight - round };
    before += run.weight;
  }
  return undefined;
}

export function breakTie(tied: readonly Candidate[], acceptanceOrder: readonly string[]): TieBreak {
  let remaining = [...tied];
  const count = (runs: readonly SeqRun[]) => runs.reduce((n, r) => n + r.weight, 0);
  const rounds = Math.max(1, ...tied.flatMap((c) => [...c.runsByPower.values()].map(count)));
  // When no power tells the remaining orders apart in a round, every power's offers cover them
  // alike for as long as the shortest run they sit in: such rounds are skipped a run at a time,
  // so the walk is bounded by the number of offers, not by repetition counts.
  for (let round = 0; round < rounds;) {
    const passedOver: string[] = [];
    let skip = Infinity;
    let narrowed = false;
    for (const power of acceptanceOrder) {
      const at = (c: Candidate) => position(c.runsByPower.get(power), round);
      const positions = remaining.map(at);
      const earliest = Math.min(...positions.map((p) => p?.seq ?? Infinity));
      if (earliest === Infinity) continue;
      const kept = remaining.filter((_, i) => positions[i]?.seq === earliest);
      if (kept.length === remaining.length) {
        passedOver.push(power);
        skip = Math.min(skip, positions[0]!.left);
        continue;
      }
      const contributedTo = positions.filter((p) => p !== undefined).length;
      remaining = kept;
      narrowed = true;
      if (remaining.length === 1) {
        const rule: TieRule =
          round > 0 ? 'next-offers' : passedOver.length > 0 ? '5.4' : contributedTo > 1 ? '5.3' : '5.2';
        return { winner: remaining[0]!, rule, decidedBy: power, passedOver };
      }
    }
    if (!narrowed && !Number.isFinite(skip)) break; // every power's offers are exhausted
    round += narrowed ? 1 : skip;
  }
  // Unreachable when every candidate has a direct offer of its own; choose the earliest written.
  const first = [...remaining].sort((a, b) => (a.offers[0]?.id ?? 0) - (b.offers[0]?.id ?? 0))[0]!;
  return { winner: first, rule: 'next-offers', decidedBy: first.offers[0]?.power ?? '', passedOver: [] };
}
