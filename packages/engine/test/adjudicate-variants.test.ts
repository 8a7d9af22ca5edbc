// Rule 5.5's plateau examples, eBayola (Rule 6.4 and the annotations' "twists"), dummies (4.4),
// Loyal Units (6.5), Payola Classic (6.1), Tin Cup reports (6.3).
import { parseSheet } from '@payola/parser';
import { adjudicate, AdjudicationError, analyzeSheet, reductionSchedule, scheduledTotal } from '@payola/engine';
import { describe, expect, it } from 'vitest';
import { adjudicateOn, gameWith } from './support/board.js';

const totals = (text: string) => {
  const schedule = reductionSchedule(analyzeSheet(parseSheet(text).sheet));
  return Array.from({ length: schedule.steps + 1 }, (_, step) => scheduledTotal(schedule, step));
};

describe('annotations: "You Like That, Huh?" (plateaus, Rule 5.5)', () => {
  it('two offers of 5 reduce 10, 8, 6, 4, 2, 0', () => {
    expect(totals('5 : A MUN - RUH\n5 : A MUN - RUH')).toEqual([10, 8, 6, 4, 2, 0]);
  });

  it('5 and 5#2 reduce 10, 8, 6, 4, 3, 2, and then, once every offer is at its plateau, on to 0 (current Rule 5.5)', () => {
    // The annotation's "and no further" describes the older hard minimum; Rule 5.5 now lets the
    // plateau go once every offer of the sheet sits at its plateau.
    expect(totals('5 : A MUN - RUH\n5#2 : A MUN - RUH')).toEqual([10, 8, 6, 4, 3, 2, 1, 0]);
    const schedule = reductionSchedule(analyzeSheet(parseSheet('5 : A MUN - RUH\n5#2 : A MUN - RUH').sheet));
    expect(schedule.phaseTwoStart).toBe(5);
  });

  it('the adjudicator cuts plateaued offers the same way', () => {
    const r = adjudicateOn(
      { Germany: ['A MUN'] },
      { Germany: '5 : A MUN - RUH\n5#2 : A MUN - RUH' },
      { balances: { Germany: 3 } },
    );
    expect(r.orders['A MUN']).toEqual({ order: 'A MUN - RUH', total: 3, paid: { Germany: 3 } });
    expect(r.reductions.Germany).toBe(4);
  });
});

describe('annotations: "Why Pay More?" (eBayola, Rule 6.4)', () => {
  const ebayola = { rules: ['ebayola'], accept: { England: 'EGF?' } };

  it('England pays one more than the second-best bribe: 4, not 10', () => {
    const r = adjudicateOn({ England: ['F LON'] }, { England: '10 : F LON - ENG', France: '3 : F LON - NTH' }, ebayola);
    expect(r.orders['F LON']).toEqual({ order: 'F LON - ENG', total: 4, paid: { England: 4 } });
  });

  it("savings go in the owner's acceptance-list order: England pays 0, Germany 4", () => {
    const r = adjudicateOn(
      { England: ['F LON'] },
      { England: '10 : F LON - ENG', France: '3 : F LON - NTH', Germany: '5 : F LON - ENG' },
      ebayola,
    );
    expect(r.orders['F LON']).toEqual({ order: 'F LON - ENG', total: 4, paid: { England: 0, Germany: 4 } });
  });
});

describe('annotations: "Everything You Never Wanted to Know About eBayola" (the twists)', () => {
  const ebayola = { rules: ['ebayola'], accept: { England: 'EFG?' } };

  it('bidding only against itself, England pays 1, not 10', () => {
    const r = adjudicateOn({ England: ['F LON'] }, { England: '10 : F LON - ENG\n10 : F LON - NTH' }, ebayola);
    expect(r.orders['F LON']).toEqual({ order: 'F LON - ENG', total: 1, paid: { England: 1 } });
  });

  it("the second-best bribe is found after cutting the winners' other offers: the stated rule gives 4, the annotation's 5 does not add up", () => {
    // North Sea wins with 7 (England 6, France 1). Cut the winners' other offers by up to what
    // each gave the winner: the Channel (England 6) falls to 0, and Yorkshire (France 2, Germany
    // 2) to 1 + 2 = 3 — the annotation counts 4, forgetting France's own cut. So the North Sea
    // costs 3 + 1 = 4; England, first in its own list, takes the saving: England 3, France 1.
    const r = adjudicateOn(
      { England: ['F LON'] },
      { England: '6 : F LON - ENG | - NTH', France: '2 : F LON - YOR\n1 : F LON - NTH', Germany: '2 : F LON - YOR' },
      ebayola,
    );
    expect(r.orders['F LON']).toEqual({ order: 'F LON - NTH', total: 4, paid: { England: 3, France: 1 } });
  });

  it("the owner's plateau is not obeyed: England pays nothing, Germany its plateau of 6", () => {
    const r = adjudicateOn(
      { England: ['F LON'] },
      { England: '6#4 : F LON - ENG', France: '3 : F LON - NTH', Germany: '6#6 : F LON - ENG' },
      ebayola,
    );
    expect(r.orders['F LON']).toEqual({ order: 'F LON - ENG', total: 6, paid: { England: 0, Germany: 6 } });
  });

  it('once its plateaus are released (Rule 5.5), a player pays the eBayola price below them (Rule 6.4)', () => {
    // France's 6# sits at its plateau from the start and France can pay 2: the first cut releases
    // its plateaus, and the price falls to one more than Russia's 1 — one cut, not four.
    const r = adjudicateOn(
      { Germany: ['A MUN'] },
      { France: '6# : A MUN - BUR', Russia: '1 : A MUN - SIL', Germany: '0 : A MUN H' },
      { rules: ['ebayola'], balances: { France: 2 } },
    );
    expect(r.orders['A MUN']).toEqual({ order: 'A MUN - BUR', total: 2, paid: { France: 2 } });
    expect(r.reductions.France).toBe(1);
    expect(r.balances.France).toBe(0);
  });

  it("with public totals even the owner's plateau is obeyed: England 4, Germany 6", () => {
    const r = adjudicateOn(
      { England: ['F LON'] },
      { England: '6#4 : F LON - ENG', France: '3 : F LON - NTH', Germany: '6#6 : F LON - ENG' },
      { ...ebayola, rules: ['ebayola', 'public-totals'] },
    );
    expect(r.orders['F LON']).toEqual({ order: 'F LON - ENG', total: 10, paid: { England: 4, Germany: 6 } });
  });
});

describe('Europe 1615: offers the variant says "will be ignored"', () => {
  it('a foreign unit is not moved by a bribe, nor held by one without payment, and the phase goes on', () => {
    const r = adjudicateOn(
      { Germany: ['A MUN'], France: ['A PAR'] },
      { France: '9 : A MUN - BUR\n0 : A MUN S A PAR - BUR\n2 : A PAR - BUR', Germany: '1 : A MUN - RUH' },
      { rules: ['foreign-orders-non-move'] },
    );
    expect(r.orders['A MUN']).toEqual({ order: 'A MUN - RUH', total: 1, paid: { Germany: 1 } });
    expect(r.spent.France).toBe(2);
  });
});

describe("the reference judge's shorthand (Rule 3.1)", () => {
  it('a bare order for one of its own units is a 0 AgP direct offer: the unit takes it when nobody pays more', () => {
    const r = adjudicateOn(
      { France: ['A PAR', 'A MAR'], Germany: ['A MUN'] },
      { France: 'A PAR - BUR\n@ A MAR - SPA', Germany: '1 : A MAR H' },
    );
    expect(r.orders['A PAR']).toEqual({ order: 'A PAR - BUR', total: 0, paid: { France: 0 } });
    // `@` also promises France's 0 for any hold: Germany's 1 AgP for HOLD wins.
    expect(r.orders['A MAR']!.order).toBe('A MAR H');
  });
});

describe('Rule 4.4: dummy powers', () => {
  it('a tie makes a dummy unit hold, reported as one silver piece above the tied total', () => {
    const r = adjudicateOn(
      { Italy: ['A VEN'] },
      { France: '3 : A VEN - TYR', Austria: '3 : A VEN - TRI' },
      { status: { Italy: 'dummy' } },
    );
    expect(r.orders['A VEN']).toEqual({ order: 'A VEN H', total: 4, paid: {} });
    expect(r.explanations['A VEN']!.rule).toBe('4.4');
  });

  it('without a tie the highest bribe wins as usual', () => {
    const r = adjudicateOn(
      { Italy: ['A VEN'] },
      { France: '4 : A VEN - TYR', Austria: '3 : A VEN - TRI' },
      { status: { Italy: 'dummy' } },
    );
    expect(r.orders['A VEN']).toEqual({ order: 'A VEN - TYR', total: 4, paid: { France: 4 } });
  });

  it("with dummy acceptance lists (Europe 1615), the dummy's list breaks the tie", () => {
    const r = adjudicateOn(
      { Italy: ['A VEN'] },
      { France: '3 : A VEN - TYR', Austria: '3 : A VEN - TRI' },
      { status: { Italy: 'dummy' }, rules: ['dummy-acceptance-lists'], accept: { Italy: 'IAF?' } },
    );
    expect(r.orders['A VEN']!.order).toBe('A VEN - TRI');
  });
});

describe('Rule 6.5: Loyal Units', () => {
  it("a player's own units obey their owner for free; bribes move only dummy units", () => {
    const r = adjudicateOn(
      { France: ['A PAR'], Italy: ['A VEN'] },
      { France: '1 : A PAR - BUR\n5 : A VEN - TYR', Germany: '9 : A PAR - PIC' },
      { rules: ['loyal-units'], status: { Italy: 'dummy' } },
    );
    expect(r.orders['A PAR']).toEqual({ order: 'A PAR - BUR', total: 0, paid: { France: 0 } });
    expect(r.orders['A VEN']).toEqual({ order: 'A VEN - TYR', total: 5, paid: { France: 5 } });
    expect(r.spent).toMatchObject({ France: 5, Germany: 0 });
    expect(r.explanations['A PAR']!.rule).toBe('6.5');
  });
});

describe('Rule 6.1: Payola Classic', () => {
  it('fractional offers are rounded up (Classic 4.7)', () => {
    const r = adjudicateOn(
      { France: ['A PAR'] },
      { France: '1.5 : A PAR - BUR', Germany: '1 : A PAR - PIC' },
      { rules: ['classic'] },
    );
    expect(r.orders['A PAR']).toEqual({ order: 'A PAR - BUR', total: 2, paid: { France: 2 } });
  });

  it('zero offers to foreign units are allowed', () => {
    const r = adjudicateOn(
      { France: ['A PAR'] },
      { France: '0 : A PAR H', Germany: '0 : A PAR - PIC' },
      { rules: ['classic'], accept: { France: 'GF?' } },
    );
    expect(r.orders['A PAR']!.order).toBe('A PAR - PIC');
  });
});

describe('Rule 6.3: Tin Cup reports', () => {
  it('the payer learns the amount, nationality and type, never the order; offers to units that do not exist are ignored', () => {
    const r = adjudicateOn(
      { Austria: ['A SER'] },
      { Austria: '1 : A SER H', France: '1 & A SER H\n1 & A BUL H\n1 & F BUL/SC H\n1 & F BUL/EC H' },
      { rules: ['blind'], accept: { Austria: 'A?' } },
    );
    expect(r.reports.France!.acceptedOffers).toEqual([
      { unit: 'A SER', nationality: 'Austria', unitType: 'army', paid: 1 },
    ]);
    expect(JSON.stringify(r.reports.France)).not.toContain('A SER H');
    expect(r.spent.France).toBe(1);
  });
});

describe('Rule 6.3: what a Tin Cup payer is told', () => {
  it('the amount per unit, never which of its offers (nor so which order) was accepted', () => {
    const r = adjudicateOn(
      { England: ['A LVP'] },
      { England: '1 : A LVP H', France: '1 : A LVP - WAL\n2 : A LVP - YOR' },
      { rules: ['blind'], accept: { England: 'F?' } },
    );
    expect(r.orders['A LVP']!.order).toBe('A LVP - YOR');
    expect(r.reports.France!.acceptedOffers).toEqual([
      { unit: 'A LVP', nationality: 'England', unitType: 'army', paid: 2 },
    ]);
    expect(JSON.stringify(r.reports.France)).not.toMatch(/"line"|YOR/);
  });

  it('an offer whose order the real board makes void is ignored: a convoy through an empty sea, a support of an impossible move', () => {
    const r = adjudicateOn(
      { England: ['A LON'], France: ['F MAO'] },
      { England: '1 : A LON H', France: '3 : A LON - ENG - BRE\n1 : F MAO S A LON - BRE\n1 : F MAO H' },
      { rules: ['blind'], accept: { England: 'F?', France: 'F?' } },
    );
    expect(r.orders['A LON']).toEqual({ order: 'A LON H', total: 1, paid: { England: 1 } });
    expect(r.orders['F MAO']).toEqual({ order: 'F MAO H', total: 1, paid: { France: 1 } });
    expect(r.spent.France).toBe(1);
  });
});

describe('Rule 4.4 when the owner is not active', () => {
  it("an eliminated owner's unit holds on a tie even when the owner offered to it", () => {
    const r = adjudicateOn(
      { Italy: ['A VEN'] },
      { Italy: '1 : A VEN - APU', France: '3 : A VEN - PIE', Austria: '3 : A VEN - TYR' },
      { status: { Italy: 'eliminated' }, accept: { Italy: 'IAF?' } },
    );
    expect(r.orders['A VEN']).toEqual({ order: 'A VEN H', total: 4, paid: {} });
    expect(r.explanations['A VEN']!.rule).toBe('4.4');
  });

  it("under Loyal Units an eliminated owner's unit still obeys its owner: its tie is settled by Rule 5.3, not by holding (ruling 9)", () => {
    const r = adjudicateOn(
      { Italy: ['A VEN'] },
      { Italy: '0 : A VEN - APU\n0 : A VEN - PIE' },
      { rules: ['loyal-units'], status: { Italy: 'eliminated' } },
    );
    expect(r.orders['A VEN']!.order).toBe('A VEN - APU');
    expect(r.explanations['A VEN']!.rule).not.toBe('4.4');
  });

  it('a dummy power sends no sheet: adjudication refuses one', () => {
    expect(() =>
      adjudicateOn(
        { Italy: ['A VEN'] },
        { Italy: '1 : A VEN - APU', France: '3 : A VEN - PIE' },
        { status: { Italy: 'dummy' } },
      ),
    ).toThrow(/Italy's sheet has 1 error/);
  });
});

describe('Rule 3.4: savings', () => {
  it('savings above the balance mean "spend nothing"', () => {
    const r = adjudicateOn({ France: ['A PAR'] }, { France: '5 : A PAR - BUR\n60 $' }, { balances: { France: 48 } });
    expect(r.orders['A PAR']).toEqual({ order: 'A PAR - BUR', total: 0, paid: { France: 0 } });
    expect(r.balances.France).toBe(48);
  });

  it('all savings requests add up and are never cut', () => {
    const r = adjudicateOn(
      { France: ['A PAR'] },
      { France: '10 : A PAR - BUR\n20 $\n25 $' },
      { balances: { France: 48 } },
    );
    expect(r.orders['A PAR']!.paid).toEqual({ France: 3 });
    expect(r.balances.France).toBe(45);
  });
});

describe('Rule 3.3: sheets required', () => {
  it('refuses to adjudicate when an active player sent no sheet', () => {
    expect(() =>
      adjudicateOn({ France: ['A PAR'] }, { France: '1 : A PAR H' }, { status: { Italy: 'active' } }),
    ).toThrow(/no sheet from Italy/);
  });

  it('refuses an invalid sheet, naming its errors', () => {
    expect(() => adjudicateOn({ France: ['A PAR'] }, { France: '1 : A PAR - MAO' })).toThrow(
      /France's sheet has 1 error/,
    );
  });
});

describe('sheets given to the adjudicator parsed', () => {
  it("a parse result's errors refuse the sheet, even on a line that still reads (a number over its limit)", () => {
    const game = gameWith(
      { France: ['A PAR'] },
      {
        status: {
          Austria: 'eliminated',
          England: 'eliminated',
          Germany: 'eliminated',
          Italy: 'eliminated',
          Russia: 'eliminated',
          Turkey: 'eliminated',
        },
      },
    );
    expect(() => adjudicate(game, { France: parseSheet('99999999999 : A PAR H') })).toThrow(AdjudicationError);
    expect(adjudicate(game, { France: parseSheet('5 : A PAR H') }, { seed: 1 }).orders['A PAR']!.order).toBe('A PAR H');
  });
});
