// The worked examples of the annotations (001), each named after its annotation.
import { describe, expect, it } from 'vitest';
import { adjudicateOn } from './support/board.js';

const brest = { France: ['F BRE'] };
const brestAndParis = { France: ['F BRE', 'A PAR'] };

describe('annotations: "Outspending The Competition" (Rule 5.1)', () => {
  it('Brest goes to Gascony for 6 against 5 for the Channel', () => {
    const r = adjudicateOn(
      brest,
      { France: '5 : F BRE - ENG', England: '4 ! F BRE - ENG', Germany: '2 : F BRE - GAS' },
      { accept: { France: 'FRITAGE' } },
    );
    expect(r.orders['F BRE']).toEqual({ order: 'F BRE - GAS', total: 6, paid: { England: 4, Germany: 2 } });
    expect(r.explanations['F BRE']!.rule).toBe('5.1');
  });
});

describe('annotations: "The First Tie-Breaker" (Rule 5.2)', () => {
  it('French money decides a 5–5 tie for the Channel', () => {
    const r = adjudicateOn(
      brest,
      { France: '5 : F BRE - ENG', England: '4 ! F BRE - ENG', Germany: '1 : F BRE - GAS' },
      { accept: { France: 'FRITAGE' } },
    );
    expect(r.orders['F BRE']!.order).toBe('F BRE - ENG');
    expect(r.explanations['F BRE']).toMatchObject({ rule: '5.2' });
    expect(r.explanations['F BRE']!.text).toContain("France's place in France's acceptance list");
  });

  it('Italian money decides between the Channel and Gascony at 6', () => {
    const r = adjudicateOn(
      brest,
      { France: '1 : F BRE - MAO', England: '4 ! F BRE - ENG', Germany: '6 : F BRE - ENG', Italy: '2 : F BRE - GAS' },
      { accept: { France: 'FRITAGE' } },
    );
    expect(r.orders['F BRE']).toEqual({ order: 'F BRE - GAS', total: 6, paid: { England: 4, Italy: 2 } });
    const totals = Object.fromEntries(r.explanations['F BRE']!.candidates.map((c) => [c.order, c.total]));
    expect(totals).toEqual({ 'F BRE H': 4, 'F BRE - MAO': 5, 'F BRE - ENG': 6, 'F BRE - GAS': 6 });
    expect(r.explanations['F BRE']!.text).toBe(
      "tie at 6 AgP between - ENG and - GAS, broken by Italy's place in France's acceptance list (Rule 5.2)",
    );
  });
});

describe('annotations: "The Second Tie Breaker" (Rule 5.3)', () => {
  it('the order listed first in one offer wins', () => {
    const r = adjudicateOn(brest, { France: '5 : F BRE - ENG | - GAS' }, { accept: { France: 'FRITAGE' } });
    expect(r.orders['F BRE']!.order).toBe('F BRE - ENG');
    expect(r.explanations['F BRE']!.rule).toBe('5.3');
  });

  it('position in the list, not amount, decides', () => {
    const r = adjudicateOn(
      brest,
      { France: '1 : F BRE - ENG\n3 : F BRE - MAO', Germany: '2 : F BRE - ENG' },
      { accept: { France: 'FRITAGE' } },
    );
    expect(r.orders['F BRE']).toEqual({ order: 'F BRE - ENG', total: 3, paid: { France: 1, Germany: 2 } });
    expect(r.explanations['F BRE']!.rule).toBe('5.3');
  });
});

describe('annotations: "Expanding Negative Offers" (Rule 5.3)', () => {
  it('a unit offered only a negative offer still has the built HOLD to accept', () => {
    const r = adjudicateOn({ France: ['F BRE', 'A PAR'] }, { France: '2 : A PAR H', England: '4 ! F BRE H' });
    // `4 ! F BRE H` pays for anything but HOLD, yet HOLD is the only order any offer names.
    expect(r.orders['F BRE']).toEqual({ order: 'F BRE H', total: 0, paid: {} });
    expect(r.explanations['F BRE']!.candidates.map((c) => c.order)).toEqual(['F BRE H']);
  });

  it('the built HOLD sits just before its negative promise in the sequence (Rule 5.3)', () => {
    // HOLD (England's built 0 + its negative 3) ties with - PIC (England's direct 3): England's earlier offer decides.
    const directFirst = adjudicateOn(
      brestAndParis,
      { France: '1 : A PAR H', England: '3 : F BRE - PIC\n3 ! F BRE - PIC' },
      { accept: { France: 'EF?' } },
    );
    expect(directFirst.orders['F BRE']!.order).toBe('F BRE - PIC');
    const negativeFirst = adjudicateOn(
      brestAndParis,
      { France: '1 : A PAR H', England: '3 ! F BRE - PIC\n3 : F BRE - PIC' },
      { accept: { France: 'EF?' } },
    );
    expect(negativeFirst.orders['F BRE']!.order).toBe('F BRE H');
    expect(negativeFirst.explanations['F BRE']!.rule).toBe('5.3');
  });
});

describe('annotations: "The Last Resort" (Rule 5.4)', () => {
  it("France's one negative offer covers Picardy and the Channel alike; Germany decides", () => {
    const r = adjudicateOn(
      brest,
      { France: '5 ! F BRE - GAS', England: '1 : F BRE - PIC', Germany: '1 : F BRE - ENG' },
      { accept: { France: 'FRITAGE' } },
    );
    expect(r.orders['F BRE']).toEqual({ order: 'F BRE - ENG', total: 6, paid: { France: 5, Germany: 1 } });
    expect(r.explanations['F BRE']!.rule).toBe('5.4');
  });

  it("with France's extra 1 AgP HOLD offer, the three-way tie goes to HOLD at the first tie-breaker", () => {
    const r = adjudicateOn(
      brest,
      { France: '5 ! F BRE - GAS\n1 : F BRE H', England: '1 : F BRE - PIC', Germany: '1 : F BRE - ENG' },
      { accept: { France: 'FRITAGE' } },
    );
    expect(r.orders['F BRE']).toEqual({ order: 'F BRE H', total: 6, paid: { France: 6 } });
    expect(r.explanations['F BRE']!.rule).toBe('5.3');
  });
});

describe('annotations: "Bounced Check Protection" (Rule 5.5)', () => {
  it('France 20: Brest goes to Gascony paid by England, Paris to Burgundy at 12', () => {
    const r = adjudicateOn(
      { France: ['F BRE', 'A PAR'] },
      { France: '10 ! F BRE - GAS\n15 : A PAR - BUR', England: '8 : F BRE - GAS' },
      { balances: { France: 20, England: 20 }, accept: { France: 'F?' } },
    );
    expect(r.orders['F BRE']).toEqual({ order: 'F BRE - GAS', total: 8, paid: { England: 8 } });
    expect(r.orders['A PAR']).toEqual({ order: 'A PAR - BUR', total: 12, paid: { France: 12 } });
    expect(r.reductions).toMatchObject({ France: 3, England: 0 });
    expect(r.balances).toMatchObject({ France: 8, England: 12 });
  });
});

describe('annotations: "Good Intentions Count" (Rule 5.5 note)', () => {
  it("Turkey's offer, cut to 0, still breaks the tie: Warsaw goes to Galicia", () => {
    const r = adjudicateOn(
      { Russia: ['A WAR'] },
      {
        Russia: 'ACCEPT R?TAE\n2 : A WAR - LVN',
        Turkey: '9 : A WAR - GAL',
        Austria: '1 : A WAR H',
        England: '2 : A WAR H\n3 : A WAR - GAL',
      },
      { balances: { Turkey: 0 } },
    );
    expect(r.orders['A WAR']).toEqual({ order: 'A WAR - GAL', total: 3, paid: { Turkey: 0, England: 3 } });
    expect(r.reductions.Turkey).toBe(9);
    expect(r.explanations['A WAR']!.rule).toBe('5.2');
    expect(r.explanations['A WAR']!.text).toContain("Turkey's place in Russia's acceptance list");
  });
});

describe('annotations: the attack on London ("Laying Out the Battleplan" to "Pay For Stay")', () => {
  // France's fleets in the Channel and the North Sea, England's army in London, fleet in
  // Yorkshire and army in Edinburgh.
  const board = { France: ['F ENG', 'F NTH'], England: ['A LON', 'F YOR', 'A EDI'], Turkey: ['A SMY'] };
  const france =
    '7 : F ENG - LON\n7 : F NTH S F ENG - LON\n5 ! F YOR S A LON | - NTH\n4 : A LON - WAL\n4 : A LON - YOR';
  const turkey = '1 : A LON S F YOR\n1 : A SMY H';

  it('"Listing the Unacceptable": the negative offer keeps Yorkshire from supporting London', () => {
    const r = adjudicateOn(
      board,
      { France: france, England: '3 : A LON H\n2 : F YOR S A LON', Turkey: turkey },
      { accept: { England: 'E?' } },
    );
    expect(r.orders['F ENG']!.order).toBe('F ENG - LON');
    expect(r.orders['F NTH']!.order).toBe('F NTH S F ENG - LON');
    // Yorkshire: HOLD gets France's built 0 + 5; the support of London only England's 2.
    expect(r.orders['F YOR']).toEqual({ order: 'F YOR H', total: 5, paid: { France: 5 } });
  });

  it('"Pay For Stay": a direct offer to HOLD loses to the move to Wales', () => {
    const r = adjudicateOn(
      board,
      { France: france, England: '3 : A LON H', Turkey: turkey },
      { accept: { England: 'E?' } },
    );
    expect(r.orders['A LON']!.order).toBe('A LON - WAL');
  });

  it('"Pay For Stay": as a hold offer, England\'s money joins Turkey\'s, and London supports Yorkshire', () => {
    const r = adjudicateOn(
      board,
      { France: france, England: '3 @ A LON H', Turkey: turkey },
      { accept: { England: 'E?' } },
    );
    expect(r.orders['A LON']).toEqual({ order: 'A LON S F YOR', total: 4, paid: { England: 3, Turkey: 1 } });
    expect(r.explanations['A LON']!.rule).toBe('5.2');
  });

  it('"Pay For Stay": a hold offer naming a convoy pays for it too, yet London still supports Yorkshire', () => {
    const r = adjudicateOn(
      board,
      { France: france, England: '3 @ A LON - ENG - BRE', Turkey: turkey },
      { accept: { England: 'E?' } },
    );
    const totals = Object.fromEntries(r.explanations['A LON']!.candidates.map((c) => [c.order, c.total]));
    expect(totals['A LON - ENG - BRE']).toBe(3);
    expect(r.orders['A LON']!.order).toBe('A LON S F YOR');
  });

  it('"Have Gun, Will Travel": a move offer pays for any move, and London moves', () => {
    const r = adjudicateOn(
      board,
      { France: '4 > A LON - WAL', England: '3 : A LON H', Turkey: turkey },
      { accept: { England: 'E?' } },
    );
    expect(r.orders['A LON']).toEqual({ order: 'A LON - WAL', total: 4, paid: { France: 4 } });
  });
});
