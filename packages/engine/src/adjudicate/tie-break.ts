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

/**
 * The `round`-th sequence number (copies counted) of `power`'s offers to `candidate`, or Infinity.
 * The offers are in id order, so one power's are in its sheet's order, and a weighted offer
 * covers `weight` consecutive numbers (Rule 5.3 counts every copy).
 */
function seqAt(candidate: Candidate, power: string, round: number): number {
  let before = 0;
  for (const o of candidate.offers) {
    if (o.power !== power) continue;
    if (round < before + o.weight) return o.seq + (round - before);
    before += o.weight;
  }
  return Infinity;
}

/** How many of `power`'s sequence numbers follow the `round`-th within its offer (it included). */
function leftInRun(candidate: Candidate, power: string, round: number): number {
  let before = 0;
  for (const o of candidate.offers) {
    if (o.power !== power) continue;
    if (round < before + o.weight) return before + o.weight - round;
    before += o.weight;
  }
  return Infinity;
}

/**
 * The powers that offered for any of the candidates (those the walk can learn from), and at least
 * as many copies as any power's offers to one of them count: all the copies paying one candidate.
 * Past the last copy of every power, no round tells the orders apart, so the walk stops there
 * whatever the bound.
 */
function offering(tied: readonly Candidate[]): { powers: string[]; rounds: number } {
  const powers: string[] = [];
  let rounds = 1;
  for (const c of tied) {
    let copies = 0;
    for (const o of c.offers) {
      copies += o.weight;
      if (!powers.includes(o.power)) powers.push(o.power);
    }
    if (copies > rounds) rounds = copies;
  }
  return { powers, rounds };
}

export function breakTie(tied: readonly Candidate[], acceptanceOrder: readonly string[]): TieBreak {
  let remaining = [...tied];
  const seqs: number[] = [];
  const { powers, rounds } = offering(tied);
  // A power that offered for none of them has no earliest offer to compare: it is not consulted.
  const consulted = acceptanceOrder.filter((power) => powers.includes(power));
  // When no power tells the remaining orders apart in a round, every power's offers cover them
  // alike for as long as the shortest run they sit in: such rounds are skipped a run at a time,
  // so the walk is bounded by the number of offers, not by repetition counts.
  for (let round = 0; round < rounds;) {
    const passedOver: string[] = [];
    let skip = Infinity;
    let narrowed = false;
    for (const power of consulted) {
      let earliest = Infinity;
      let contributedTo = 0;
      for (let i = 0; i < remaining.length; i++) {
        const seq = seqAt(remaining[i]!, power, round);
        seqs[i] = seq;
        if (seq === Infinity) continue;
        contributedTo++;
        if (seq < earliest) earliest = seq;
      }
      if (earliest === Infinity) continue;
      let kept = 0;
      for (let i = 0; i < remaining.length; i++) if (seqs[i] === earliest) kept++;
      if (kept === remaining.length) {
        passedOver.push(power);
        skip = Math.min(skip, leftInRun(remaining[0]!, power, round));
        continue;
      }
      remaining = remaining.filter((_, i) => seqs[i] === earliest);
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
