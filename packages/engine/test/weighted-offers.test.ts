// Rule 3.1 item 1: `k*amount` repeats an offer k times. The engine keeps the k copies together as
// one weighted offer so that no cost grows with k. These tests check that this is only a
// representation: splitting every weighted offer back into k single copies (numbered one after
// the other, Rule 5.3) decides, cuts (Rule 5.5) and pays exactly the same.
import '../../parser/test/support/fast-check-seed.js';
import fc from 'fast-check';
import { legalOrders, startingGame } from '@payola/engine';
import { describe, expect, it } from 'vitest';
import type { AtomicOffer } from '../dist/adjudicate/atomic-offer.js';
import type { Candidate, UnitBribes } from '../dist/adjudicate/expand-offers.js';
import type { UnitContext } from '../dist/adjudicate/evaluation.js';
import { settleOverExpenditure } from '../dist/adjudicate/over-expenditure.js';
import type { Prepared } from '../dist/adjudicate/prepare.js';
import { adjudicateOn, gameWith } from './support/board.js';
import { offerLineTo } from './support/sheets.js';
import { preparedPhase } from './support/prepared.js';

/** The same adjudication with every weighted offer written out as single copies. */
function splitWeights(prepared: Prepared): Prepared {
  const copies = new Map<number, AtomicOffer[]>();
  const offers: AtomicOffer[] = [];
  for (const o of prepared.offers) {
    const list = Array.from({ length: o.weight }, (_, j) => {
      const copy: AtomicOffer = { ...o, id: offers.length + j, seq: o.seq + j, weight: 1 };
      return copy;
    });
    offers.push(...list);
    copies.set(o.id, list);
  }
  const candidate = (c: Candidate): Candidate => {
    return { ...c, offers: c.offers.flatMap((o) => copies.get(o.id)!) };
  };
  const contexts: UnitContext[] = prepared.contexts.map((context) => {
    const bribes: UnitBribes = {
      ...context.bribes,
      candidates: context.bribes.candidates.map(candidate),
      offers: context.bribes.offers.flatMap((o) => copies.get(o.id)!),
    };
    return { ...context, bribes };
  });
  return { ...prepared, contexts, offers };
}

/** The unit whose decision is the u-th: decisions come in the order of the units settled. */
function unitKey(prepared: Prepared, u: number): string {
  return prepared.contexts[u]!.bribes.key;
}

function settled(prepared: Prepared) {
  const result = settleOverExpenditure(prepared.contexts, prepared.offers, prepared.available, prepared.pricing);
  return {
    orders: Object.fromEntries(result.evaluation.decisions.map((d, u) => [unitKey(prepared, u), d.winner.order])),
    spend: Object.fromEntries([...result.evaluation.spend].map(([p, v]) => [p, v.c]).filter(([, v]) => v !== 0)),
    cuts: Object.fromEntries([...result.cuts].filter(([, n]) => n > 0)),
    tieRules: Object.fromEntries(
      result.evaluation.decisions.flatMap((d, u) => (d.tieBreak ? [[unitKey(prepared, u), d.tieBreak.rule]] : [])),
    ),
  };
}

const opening = startingGame();
const provinces = opening.units.map((u) => u.location.province);
const ordersOf = new Map(provinces.map((p) => [p, legalOrders(opening, p)]));
const unitsByPower = Object.fromEntries(
  opening.powers.map((p) => [
    p.name,
    opening
      .unitsOf(p.name)
      .map((u) => `${u.type} ${u.location.province}${u.location.coast ? `/${u.location.coast}` : ''}`),
  ]),
);

const lineArb = fc.record({
  unit: fc.constantFrom(...provinces),
  type: fc.constantFrom(':', ':', '!', '>', '@', '&'),
  terms: fc.array(
    fc.record({
      rep: fc.integer({ min: 1, max: 6 }),
      amount: fc.integer({ min: 3, max: 9 }), // at least the largest plateau below (Rule 3.1 item 3)
      plateau: fc.constantFrom('', '#', '#1', '#3'),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  picks: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
});

const sheetArb = fc.array(lineArb, { minLength: 1, maxLength: 5 }).map((lines) =>
  lines
    .map((o) => {
      const amounts = o.terms.map((t) => `${t.rep}*${t.amount}${t.plateau}`).join(' + ');
      return offerLineTo(ordersOf.get(o.unit)!, o.picks, amounts, o.type);
    })
    .join('\n'),
);
const sheetsArb = fc.record(Object.fromEntries(opening.powers.map((p) => [p.name, sheetArb])));

describe('Rule 3.1 item 1: a repeated offer is k offers, kept together as one weighted offer', () => {
  it.each([[[]], [['ebayola']]])(
    'weighted and written-out copies decide, cut and pay the same on random sheets (rules %j)',
    (rules) => {
      fc.assert(
        fc.property(
          sheetsArb,
          fc.record(Object.fromEntries(opening.powers.map((p) => [p.name, fc.integer({ min: 0, max: 30 })]))),
          fc.integer({ min: 1, max: 1000 }),
          (sheets, balances, seed) => {
            const game = gameWith(unitsByPower, { balances, rules });
            const prepared = preparedPhase(game, sheets, seed);
            expect(settled(prepared)).toEqual(settled(splitWeights(prepared)));
          },
        ),
        { numRuns: rules.length === 0 ? 120 : 60 },
      );
    },
  );

  it('the walk on to next offers counts every copy (Rules 5.3, 5.4): 3*1 ! A PAR H, then PIC before BUR', () => {
    // The negative offer's three copies pay BUR and PIC alike (3 AgP each); France's next offers
    // after them decide: PIC is written before BUR.
    const result = adjudicateOn(
      { France: ['A PAR'] },
      { France: '3*1 ! A PAR H\n0 : A PAR - PIC\n0 : A PAR - BUR' },
      { accept: { France: 'F?' } },
    );
    expect(result.orders['A PAR']!.order).toBe('A PAR - PIC');
    expect(result.explanations['A PAR']!.rule).toBe('next-offers');
    expect(result.spent.France).toBe(3);
  });

  it('a repetition count of 1000 on 2,000 lines costs no more atomic offers than lines', () => {
    const game = gameWith({ France: ['A PAR'] }, { balances: { France: 5 } });
    const text = Array.from({ length: 2000 }, () => '1000*1 : A PAR H').join('\n');
    const prepared = preparedPhase(game, { France: text }, 1);
    expect(prepared.offers.filter((o) => o.power === 'France').length).toBe(2000);
    const result = adjudicateOn({ France: ['A PAR'] }, { France: text }, { balances: { France: 5 } });
    expect(result.orders['A PAR']!.order).toBe('A PAR H');
    // Two million copies of 1 AgP against a balance of 5: every copy is cut to zero (Rule 5.5).
    expect(result.spent.France).toBe(0);
    expect(result.reductions.France).toBe(1);
  });
});
