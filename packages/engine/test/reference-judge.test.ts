/**
 * The reference judge (test/reference/reference-judge.ts) against the rules' own worked examples
 * (the annotations, the seeds README), before it is trusted to check the engine. These expect
 * what the examples say, computed by the reference alone.
 */
import { describe, expect, it } from 'vitest';
import type { Game } from '@payola/engine';
import { referenceJudge } from './reference/reference-judge.js';
import { gameWith } from './support/board.js';

const NAMES: Record<string, string> = {
  A: 'Austria',
  E: 'England',
  F: 'France',
  G: 'Germany',
  I: 'Italy',
  R: 'Russia',
  T: 'Turkey',
};

/** Judges `sheets` on a board of `units`; powers without a sheet are eliminated; lists in full (no `?`). */
function judge(
  units: Record<string, string[]>,
  sheets: Record<string, string>,
  options: {
    lists?: Record<string, string>;
    balances?: Record<string, number>;
    dummies?: string[];
    rules?: string[];
  } = {},
) {
  const status = Object.fromEntries(
    Object.values(NAMES).map((p) => [
      p,
      options.dummies?.includes(p) ? 'dummy' : sheets[p] === undefined ? 'eliminated' : 'active',
    ]),
  ) as Record<string, 'active' | 'eliminated' | 'dummy'>;
  const game: Game = gameWith(units, {
    status,
    ...(options.balances && { balances: options.balances }),
    ...(options.rules && { rules: options.rules }),
  });
  const lists = Object.fromEntries(
    Object.values(NAMES).map((p) => [p, [...(options.lists?.[p] ?? 'AEFGIRT')].map((l) => NAMES[l]!)]),
  );
  return referenceJudge(game, sheets, lists);
}

const brest = { France: ['F BRE'] };
const FRITAGE = { France: 'FRITAGE' };

describe('the reference judge reproduces the annotations (Rules 5.1–5.4)', () => {
  it('"Outspending The Competition" (Rule 5.1): Brest goes to Gascony for 6 against 5', () => {
    const r = judge(brest, { France: '5 : F BRE - ENG', England: '4 ! F BRE - ENG', Germany: '2 : F BRE - GAS' });
    expect(r.orders['F BRE']).toEqual({ order: 'F BRE - GAS', total: 6, paid: { England: 4, Germany: 2 } });
  });

  it('"The First Tie-Breaker" (Rule 5.2): French money decides a 5–5 tie; then Italian money a 6–6 tie', () => {
    const a = judge(
      brest,
      { France: '5 : F BRE - ENG', England: '4 ! F BRE - ENG', Germany: '1 : F BRE - GAS' },
      {
        lists: FRITAGE,
      },
    );
    expect(a.orders['F BRE']).toEqual({ order: 'F BRE - ENG', total: 5, paid: { France: 5 } });
    const b = judge(
      brest,
      { France: '1 : F BRE - MAO', England: '4 ! F BRE - ENG', Germany: '6 : F BRE - ENG', Italy: '2 : F BRE - GAS' },
      { lists: FRITAGE },
    );
    expect(b.orders['F BRE']).toEqual({ order: 'F BRE - GAS', total: 6, paid: { England: 4, Italy: 2 } });
  });

  it('"The Second Tie Breaker" (Rule 5.3): the order written first wins, whatever the amounts', () => {
    expect(judge(brest, { France: '5 : F BRE - ENG | - GAS' }).orders['F BRE']!.order).toBe('F BRE - ENG');
    const r = judge(
      brest,
      { France: '1 : F BRE - ENG\n3 : F BRE - MAO', Germany: '2 : F BRE - ENG' },
      { lists: FRITAGE },
    );
    expect(r.orders['F BRE']).toEqual({ order: 'F BRE - ENG', total: 3, paid: { France: 1, Germany: 2 } });
  });

  it('"Expanding Negative Offers" (Rules 3.1, 5.3): the built HOLD is a candidate, just before its promise', () => {
    const board = { France: ['F BRE', 'A PAR'] };
    const only = judge(board, { France: '2 : A PAR H', England: '4 ! F BRE H' });
    expect(only.orders['F BRE']).toEqual({ order: 'F BRE H', total: 0, paid: {} });
    const lists = { France: 'EFAGIRT' };
    const directFirst = judge(board, { France: '1 : A PAR H', England: '3 : F BRE - PIC\n3 ! F BRE - PIC' }, { lists });
    expect(directFirst.orders['F BRE']!.order).toBe('F BRE - PIC');
    const negativeFirst = judge(
      board,
      { France: '1 : A PAR H', England: '3 ! F BRE - PIC\n3 : F BRE - PIC' },
      { lists },
    );
    expect(negativeFirst.orders['F BRE']).toEqual({ order: 'F BRE H', total: 3, paid: { England: 3 } });
  });

  it('"The Last Resort" (Rule 5.4): one negative offer covers both tied orders, so Germany decides; with a French HOLD offer, HOLD wins', () => {
    const sheets = { France: '5 ! F BRE - GAS', England: '1 : F BRE - PIC', Germany: '1 : F BRE - ENG' };
    expect(judge(brest, sheets, { lists: FRITAGE }).orders['F BRE']).toEqual({
      order: 'F BRE - ENG',
      total: 6,
      paid: { France: 5, Germany: 1 },
    });
    const withHold = judge(brest, { ...sheets, France: '5 ! F BRE - GAS\n1 : F BRE H' }, { lists: FRITAGE });
    expect(withHold.orders['F BRE']).toEqual({ order: 'F BRE H', total: 6, paid: { France: 6 } });
  });

  it("the seeds README: when every power's earliest offer is the same, each power's next offer decides (- BUR before - PIC)", () => {
    const r = judge(
      { France: ['A PAR', 'F BRE'] },
      { France: '1 : F BRE H', England: '2 & A PAR H\n1 : A PAR - BUR | - PIC' },
    );
    expect(r.orders['A PAR']).toEqual({ order: 'A PAR - BUR', total: 3, paid: { England: 3 } });
  });

  it("the seeds README: the next offers are walked in the owner's list order (Germany's - BUR | - PIC, or England's - PIC | - BUR)", () => {
    const sheets = {
      France: '1 : F BRE H',
      England: '2 & A PAR H\n1 : A PAR - PIC | - BUR',
      Germany: '2 & A PAR H\n1 : A PAR - BUR | - PIC',
    };
    const board = { France: ['A PAR', 'F BRE'] };
    expect(judge(board, sheets, { lists: { France: 'FGEAIRT' } }).orders['A PAR']!.order).toBe('A PAR - BUR');
    expect(judge(board, sheets, { lists: { France: 'FEGAIRT' } }).orders['A PAR']!.order).toBe('A PAR - PIC');
  });
});

describe('the reference judge reproduces the annotations (eBayola, Rule 6.4)', () => {
  const london = { England: ['F LON'] };
  const ebayola = (lists: string) => ({ rules: ['ebayola'], lists: { England: lists } });

  it('"Why Pay More?": England pays 4, one more than the second-best bribe; savings go in list order (England 0, Germany 4)', () => {
    const alone = judge(london, { England: '10 : F LON - ENG', France: '3 : F LON - NTH' }, ebayola('EGFAIRT'));
    expect(alone.orders['F LON']).toEqual({ order: 'F LON - ENG', total: 4, paid: { England: 4 } });
    const shared = judge(
      london,
      { England: '10 : F LON - ENG', France: '3 : F LON - NTH', Germany: '5 : F LON - ENG' },
      ebayola('EGFAIRT'),
    );
    expect(shared.orders['F LON']).toEqual({ order: 'F LON - ENG', total: 4, paid: { England: 0, Germany: 4 } });
  });

  it("the twists: bidding only against itself England pays 1; the second-best is found after cutting the winners' other offers (ruling 7: 4)", () => {
    const itself = judge(london, { England: '10 : F LON - ENG\n10 : F LON - NTH' }, ebayola('EFGAIRT'));
    expect(itself.orders['F LON']).toEqual({ order: 'F LON - ENG', total: 1, paid: { England: 1 } });
    const r = judge(
      london,
      { England: '6 : F LON - ENG | - NTH', France: '2 : F LON - YOR\n1 : F LON - NTH', Germany: '2 : F LON - YOR' },
      ebayola('EFGAIRT'),
    );
    expect(r.orders['F LON']).toEqual({ order: 'F LON - NTH', total: 4, paid: { England: 3, France: 1 } });
  });

  it("the twists: the owner's plateau is not obeyed (England 0, Germany 6), unless totals are public (England 4, Germany 6)", () => {
    const sheets = { England: '6#4 : F LON - ENG', France: '3 : F LON - NTH', Germany: '6#6 : F LON - ENG' };
    expect(judge(london, sheets, ebayola('EFGAIRT')).orders['F LON']).toEqual({
      order: 'F LON - ENG',
      total: 6,
      paid: { England: 0, Germany: 6 },
    });
    const public_ = judge(london, sheets, { rules: ['ebayola', 'public-totals'], lists: { England: 'EFGAIRT' } });
    expect(public_.orders['F LON']).toEqual({ order: 'F LON - ENG', total: 10, paid: { England: 4, Germany: 6 } });
  });
});

describe('the reference judge reproduces the annotations (Rule 5.5)', () => {
  it('"Bounced Check Protection": France 20, three cuts; Brest goes to Gascony for England, Paris to Burgundy at 12', () => {
    const r = judge(
      { France: ['F BRE', 'A PAR'] },
      { France: '10 ! F BRE - GAS\n15 : A PAR - BUR', England: '8 : F BRE - GAS' },
      { balances: { France: 20, England: 20 }, lists: { France: 'FAEGIRT' } },
    );
    expect(r.orders['F BRE']).toEqual({ order: 'F BRE - GAS', total: 8, paid: { England: 8 } });
    expect(r.orders['A PAR']).toEqual({ order: 'A PAR - BUR', total: 12, paid: { France: 12 } });
    expect(r.cuts).toMatchObject({ France: 3, England: 0 });
    expect(r.balances).toMatchObject({ France: 8, England: 12 });
  });

  it('"Good Intentions Count": Turkey\'s offer, cut to 0, still breaks the tie; Warsaw goes to Galicia', () => {
    const r = judge(
      { Russia: ['A WAR'] },
      {
        Russia: '2 : A WAR - LVN',
        Turkey: '9 : A WAR - GAL',
        Austria: '1 : A WAR H',
        England: '2 : A WAR H\n3 : A WAR - GAL',
      },
      { balances: { Turkey: 0 }, lists: { Russia: 'RFGITAE' } },
    );
    expect(r.orders['A WAR']).toEqual({ order: 'A WAR - GAL', total: 3, paid: { Turkey: 0, England: 3 } });
    expect(r.cuts.Turkey).toBe(9);
  });

  // What England pays for A LON - YOR with `balance` AgP: the largest step of the schedule it can afford.
  const paidWith = (sheet: string, balance: number) =>
    judge({ England: ['A LON'] }, { England: sheet }, { balances: { England: balance } }).spent.England;

  it('"You Like That, Huh?": 5 and 5 reduce 10, 8, 6, 4, 2, 0', () => {
    const paid = Array.from({ length: 11 }, (_, b) => paidWith('5 : A LON - YOR\n5 : A LON - YOR', b));
    expect(paid).toEqual([0, 0, 2, 2, 4, 4, 6, 6, 8, 8, 10]);
  });

  it('"You Like That, Huh?": 5 and 5#2 reduce 10, 8, 6, 4, 3, 2, then on to 1 and 0 (Rule 5.5\'s current text, ruling 6)', () => {
    const paid = Array.from({ length: 11 }, (_, b) => paidWith('5 : A LON - YOR\n5#2 : A LON - YOR', b));
    expect(paid).toEqual([0, 1, 2, 3, 4, 4, 6, 6, 8, 8, 10]);
  });
});

describe('the reference judge: Rules 3.3, 3.4 and 4.4', () => {
  it('Rule 4.4: a tie at a dummy unit makes it hold, reported as one more than the tied total', () => {
    const r = judge(
      { Italy: ['A VEN'] },
      { France: '3 : A VEN - TYR', England: '3 : A VEN - PIE' },
      { dummies: ['Italy'] },
    );
    expect(r.orders['A VEN']).toEqual({ order: 'A VEN H', total: 4, paid: {} });
  });

  it('Rule 3.3: an owner that made no offer to its unit offers 0 AgP for it to HOLD, and that offer breaks ties too', () => {
    const board = { France: ['A PAR'], Germany: ['A MUN'] };
    // Germany's 1 AgP is cut to 0 (Rule 5.5): - PIC and France's default HOLD tie at zero.
    const sheets = { France: '1 : A MUN - TYR', Germany: '1 : A PAR - PIC' };
    const balances = { Germany: 0, France: 0 };
    const frenchFirst = judge(board, sheets, { balances, lists: { France: 'FAEGIRT' } });
    expect(frenchFirst.orders['A PAR']).toEqual({ order: 'A PAR H', total: 0, paid: {} });
    expect(frenchFirst.cuts).toMatchObject({ Germany: 1, France: 1 });
    const germanFirst = judge(board, sheets, { balances, lists: { France: 'GFAEIRT' } });
    expect(germanFirst.orders['A PAR']).toEqual({ order: 'A PAR - PIC', total: 0, paid: { Germany: 0 } });
  });

  it('Rule 3.4: savings are kept; savings above the balance mean spending nothing', () => {
    const kept = judge({ France: ['A PAR'] }, { France: '10 : A PAR - BUR\n20 $\n25 $' }, { balances: { France: 48 } });
    expect(kept.spent.France).toBe(3);
    const above = judge({ France: ['A PAR'] }, { France: '10 : A PAR - BUR\n50 $' }, { balances: { France: 48 } });
    expect(above.balances.France).toBe(48);
  });
});
