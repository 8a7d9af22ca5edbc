// Rules 5.2–5.4: the tie-break on its own, with ties larger than the walk's working lists start
// at (they are kept between calls, grown for a large tie and replaced after a hostile one).
import { describe, expect, it } from 'vitest';
import { orderCoverage, type AtomicOffer } from '../dist/adjudicate/atomic-offer.js';
import type { Candidate } from '../dist/adjudicate/expand-offers.js';
import { breakTie } from '../dist/adjudicate/tie-break.js';

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
});
