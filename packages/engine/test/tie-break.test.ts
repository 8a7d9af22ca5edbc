// Rules 5.2–5.4: the tie-break on its own, with ties larger than the walk's working lists start
// at (they are kept between calls, grown for a large tie and replaced after a hostile one).
import { describe, expect, it } from 'vitest';
import { orderCoverage, type AtomicOffer } from '../dist/adjudicate/atomic-offer.js';
import type { Candidate } from '../dist/adjudicate/expand-offers.js';
import { seededRandom } from '../dist/adjudicate/seeded-random.js';
import { breakTie, type TieBreak } from '../dist/adjudicate/tie-break.js';

const acceptance = ['France', 'England', 'Germany'];

/** An atomic offer with what the tie-break reads: its power, sequence number and copies. */
function offer(id: number, power: string, seq: number, weight = 1): AtomicOffer {
  return {
    id,
    power,
    seq,
    weight,
    unit: 'MUN',
    coverage: orderCoverage(`A MUN - ${id}`),
    amount: 1,
    plateau: 0,
    line: id + 1,
    term: 0,
    offerType: 'direct',
  };
}

function candidate(order: string, offers: readonly AtomicOffer[]): Candidate {
  return { order, suffix: order.slice(6), isMove: true, offers };
}

/** `count` orders, each paid by one offer of `power`, written in order (sequence numbers 0, 1, …). */
function writtenInOrder(count: number, power: string): Candidate[] {
  return Array.from({ length: count }, (_, i) => candidate(`A MUN - P${i}`, [offer(i, power, i)]));
}

describe('the tie-break (Rules 5.2–5.4)', () => {
  it('Rule 5.3: among one power’s offers, its earliest wins, among 40 tied orders', () => {
    const tied = writtenInOrder(40, 'England').reverse();
    const result = breakTie(tied, acceptance);
    expect(result.winner.order).toBe('A MUN - P0');
    expect(result).toMatchObject({ rule: '5.3', decidedBy: 'England', passedOver: [] });
  });

  it('Rule 5.2 after a tie of 300 orders: a power that offered for one order only decides', () => {
    const hostile = breakTie(writtenInOrder(300, 'Germany'), acceptance);
    expect(hostile.winner.order).toBe('A MUN - P0');
    const tied = [
      candidate('A MUN - BUR', [offer(0, 'Germany', 0)]),
      candidate('A MUN - TYR', [offer(1, 'Germany', 1), offer(2, 'England', 0)]),
    ];
    // England comes before Germany in the list and offered for TYR only.
    expect(breakTie(tied, acceptance)).toMatchObject({ winner: tied[1], rule: '5.2', decidedBy: 'England' });
  });

  it('Rule 5.4: one offer covering every tied order passes its power over', () => {
    const wildcard = offer(0, 'France', 0);
    const tied = [
      candidate('A MUN - BUR', [wildcard, offer(1, 'Germany', 1)]),
      candidate('A MUN - TYR', [wildcard, offer(2, 'Germany', 0)]),
    ];
    const result = breakTie(tied, acceptance);
    expect(result).toMatchObject({ winner: tied[1], rule: '5.4', decidedBy: 'Germany', passedOver: ['France'] });
  });

  it('powers that offered for none of the tied orders are neither passed over nor deciding', () => {
    const tied = [
      candidate('A MUN - BUR', [offer(0, 'Germany', 3)]),
      candidate('A MUN - TYR', [offer(1, 'Germany', 5)]),
    ];
    const result = breakTie(tied, acceptance);
    expect(result).toMatchObject({ winner: tied[0], rule: '5.3', decidedBy: 'Germany', passedOver: [] });
  });

  it('Rules 5.2–5.4: agrees with a walk of every round and every power on 2,000 random ties', () => {
    const random = seededRandom(52);
    const pick = (n: number) => Math.floor(random() * n);
    const powers = ['France', 'England', 'Germany', 'Italy', 'Austria'];
    let laterRounds = 0;
    for (let t = 0; t < 2000; t++) {
      // Each power numbers its offers in the order written; some offers cover several orders.
      const next = new Map(powers.map((p) => [p, 0]));
      const written = Array.from({ length: 1 + pick(6) }, (_, id) => {
        const power = powers[pick(3)]!;
        const weight = 1 + pick(3);
        const seq = next.get(power)!;
        next.set(power, seq + weight);
        return offer(id, power, seq, weight);
      });
      const tied = Array.from({ length: 2 + pick(3) }, (_, i) => {
        const paying = written.filter(() => random() < 0.5);
        return candidate(`A MUN - P${i}`, paying.length > 0 ? paying : [written[0]!]);
      });
      const list = [...powers].sort(() => random() - 0.5).slice(0, 2 + pick(4));
      const expected = walkEveryRound(tied, list);
      if (expected === undefined) continue; // no round tells them apart: the fallback, tested above
      if (expected.rule === 'next-offers') laterRounds++;
      expect(breakTie(tied, list)).toEqual(expected);
    }
    // The corpus reaches the rounds after the first, where the walk skips and narrows its list.
    expect(laterRounds).toBeGreaterThan(50);
  });
});

/** The `round`-th sequence number (copies counted) of `power`'s offers to `c`, or Infinity. */
function seqOf(c: Candidate, power: string, round: number): number {
  let before = 0;
  for (const o of c.offers.filter((x) => x.power === power)) {
    if (round < before + o.weight) return o.seq + round - before;
    before += o.weight;
  }
  return Infinity;
}

/** The tie-break as the rules read, round after round, every power of the list in each. */
function walkEveryRound(tied: readonly Candidate[], list: readonly string[]): TieBreak | undefined {
  let remaining = [...tied];
  const rounds = Math.max(...tied.map((c) => c.offers.reduce((n, o) => n + o.weight, 0)));
  for (let round = 0; round < rounds; round++) {
    const passedOver: string[] = [];
    for (const power of list) {
      const seqs = remaining.map((c) => seqOf(c, power, round));
      const earliest = Math.min(...seqs);
      if (earliest === Infinity) continue;
      const kept = remaining.filter((_, i) => seqs[i] === earliest);
      if (kept.length === remaining.length) {
        passedOver.push(power);
        continue;
      }
      remaining = kept;
      if (remaining.length > 1) continue;
      const contributed = seqs.filter((s) => s !== Infinity).length;
      const rule = round > 0 ? 'next-offers' : passedOver.length > 0 ? '5.4' : contributed > 1 ? '5.3' : '5.2';
      return { winner: remaining[0]!, rule, decidedBy: power, passedOver };
    }
  }
  return undefined;
}
