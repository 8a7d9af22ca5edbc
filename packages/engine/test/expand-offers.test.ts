// Rules 3.1–3.3 and 5.1: the expansion's candidates, checked against their definition. A unit's
// candidates are the orders named in its direct offers, first named first; each pays with every
// atomic offer that covers it (direct, negative or wildcard), in id order. The expansion tells a
// unit's orders apart by comparing texts while it has few, and by hashing them past that: the
// sheets below give some units many more candidates than that, and negative offers that list
// orders no one offers directly.
import '../../parser/test/support/fast-check-seed.js';
import fc from 'fast-check';
import { enumerateOrders, gameView, legalOrders, startingGame } from '@payola/engine';
import { describe, expect, it } from 'vitest';
import { covers } from '../dist/adjudicate/atomic-offer.js';
import { offerLinksOf } from '../dist/adjudicate/offer-links.js';
import { orderSuffix, sameOrder, sameOrderOfKind } from '../dist/orders/order.js';
import { prepareAdjudication, type Prepared } from '../dist/adjudicate/prepare.js';
import { gameWith } from './support/board.js';
import { checkedSheets } from './support/prepared.js';
import { offerLineTo } from './support/sheets.js';

const game = startingGame();
// The units with the most orders (MUN has 19 at the opening), and one with few.
const provinces = ['MUN', 'VEN', 'WAR', 'VIE', 'LON'];
const ordersOf = new Map(provinces.map((p) => [p, legalOrders(game, p)]));

const lineArb = fc.record({
  unit: fc.constantFrom(...provinces),
  type: fc.constantFrom(':', ':', '!', '>', '@', '&'),
  amounts: fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 2 }),
  picks: fc.array(fc.nat(), { minLength: 1, maxLength: 8 }),
});

const sheetArb = fc
  .array(lineArb, { minLength: 1, maxLength: 8 })
  .map((lines) =>
    lines.map((o) => offerLineTo(ordersOf.get(o.unit)!, o.picks, o.amounts.join(' + '), o.type)).join('\n'),
  );
const sheetsArb = fc.record(Object.fromEntries(game.powers.map((p) => [p.name, sheetArb])));

/**
 * The links as numbers (`OfferLinks`) say what the candidates' lists of offers say, read by their
 * definitions: candidates numbered unit by unit, the players in the order of their first offers.
 */
function expectLinksAgree(prepared: Prepared): void {
  const { links, offers, contexts } = prepared;
  const players: string[] = [];
  for (const o of offers) if (!players.includes(o.power)) players.push(o.power);
  expect(links.players).toEqual(players);
  expect(offers.map((o) => players[links.offerPlayer[o.id]!])).toEqual(offers.map((o) => o.power));
  const candidates = contexts.flatMap((context, u) => context.bribes.candidates.map((c) => ({ c, u })));
  expect(links.candidates).toBe(candidates.length);
  let c = 0;
  contexts.forEach((context, u) => {
    expect(links.firstCandidate[u]).toBe(c);
    c += context.bribes.candidates.length;
  });
  expect(links.firstCandidate[contexts.length]).toBe(c);
  candidates.forEach(({ c: candidate, u }, k) => {
    expect(links.unitOf[k]).toBe(u);
    const ids = [...links.paying.subarray(links.payingStart[k]!, links.payingStart[k + 1]!)];
    expect(ids).toEqual(candidate.offers.map((o) => o.id));
  });
  expect(links.links).toBe(links.payingStart[candidates.length]);
}

describe('Rule 5.1: a unit’s candidates and the offers that pay for them', () => {
  it('are the orders its direct offers name, each with every offer covering it, on random sheets', () => {
    let most = 0;
    fc.assert(
      fc.property(sheetsArb, (sheets) => {
        const prepared = prepareAdjudication(game, checkedSheets(game, sheets), 1);
        expect(prepared.offers.map((o) => o.id)).toEqual(prepared.offers.map((_, i) => i));
        expectLinksAgree(prepared);
        // The same links, worked out from the candidates' lists for a settlement given none.
        expectLinksAgree({ ...prepared, links: offerLinksOf(prepared.contexts, prepared.offers) });
        for (const { bribes } of prepared.contexts) {
          const province = bribes.unit.location.province;
          const offers = prepared.offers.filter((o) => o.unit === province);
          expect(bribes.offers).toEqual(offers);
          const named: string[] = [];
          for (const o of offers)
            if (o.coverage.kind === 'order' && !named.includes(o.coverage.order)) named.push(o.coverage.order);
          expect(bribes.candidates.map((c) => c.order)).toEqual(named);
          most = Math.max(most, named.length);
          for (const c of bribes.candidates) {
            expect(c.isMove).toBe(c.suffix.startsWith('- '));
            expect(`${bribes.key} ${c.suffix}`).toBe(c.order);
            const paying = offers.filter((o) => covers(o.coverage, c.order, c.isMove));
            expect(c.offers.map((o) => o.id)).toEqual(paying.map((o) => o.id));
            // Rule 5.3 as the tie-break reads it: in id order, each power's offers for it take up
            // ascending sequence numbers, a weighted offer `weight` of them, none twice.
            const next = new Map<string, number>();
            for (const o of c.offers) {
              expect(o.seq).toBeGreaterThanOrEqual(next.get(o.power) ?? 0);
              next.set(o.power, o.seq + o.weight);
            }
          }
        }
      }),
      { numRuns: 150 },
    );
    // The sheets did reach units with many candidates (more than are told apart by comparing).
    expect(most).toBeGreaterThan(12);
  });

  it('a negative offer leaves out exactly the orders it lists, offered directly or not (Rule 3.1 `!`)', () => {
    const prepared = prepareAdjudication(
      game,
      checkedSheets(game, {
        France: '5 ! A PAR - BUR | - GAS | - BRE\n2 : A PAR - PIC\n1 : A PAR - BUR',
        Germany: '3 : A PAR - GAS\n4 > A PAR - PIC',
      }),
      1,
    );
    const paris = prepared.contexts.find((c) => c.bribes.unit.location.province === 'PAR')!.bribes;
    const paying = (suffix: string) =>
      paris.candidates.find((c) => c.suffix === suffix)!.offers.map((o) => `${o.power} ${o.amount} ${o.coverage.kind}`);
    expect(paris.candidates.map((c) => c.suffix)).toEqual(['H', '- PIC', '- BUR', '- GAS']);
    expect(paying('H')).toEqual(['France 0 order', 'France 5 negative']);
    expect(paying('- PIC')).toEqual(['France 5 negative', 'France 2 order', 'Germany 4 order']);
    expect(paying('- BUR')).toEqual(['France 1 order', 'Germany 4 moves']);
    expect(paying('- GAS')).toEqual(['Germany 3 order', 'Germany 4 moves']);
  });

  it('links a unit of more candidates than a bit mask holds as it links the others', () => {
    // Linking tests one bit per candidate while a unit has at most 31; past that, each offer's line.
    const crowded = gameWith({
      France: ['A BUR', 'A PAR', 'A PIC', 'A GAS', 'A MAR'],
      Germany: ['A MUN', 'A RUH', 'A BEL', 'A KIE', 'A TYR'],
      Italy: ['A PIE', 'A VEN'],
      Austria: ['A BOH'],
    });
    const legal = legalOrders(crowded, 'BUR');
    expect(legal.length).toBeGreaterThan(31);
    const line = (picks: number[], amounts: string, type: string) => offerLineTo(legal, picks, amounts, type);
    const france = [
      line([5, 9, 30], '4', '!'),
      ...legal.map((_, i) => line([i], `${(i % 7) + 1}`, ':')),
      line([2, 17], '3 + 2', '>'),
      line([0, 11, 31], '5', '@'),
      line([8], '6', '&'),
    ].join('\n');
    const prepared = prepareAdjudication(crowded, checkedSheets(crowded, { France: france }), 1);
    const burgundy = prepared.contexts.find((c) => c.bribes.unit.location.province === 'BUR')!.bribes;
    expect(burgundy.candidates.length).toBe(legal.length);
    for (const c of burgundy.candidates) {
      const paying = burgundy.offers.filter((o) => covers(o.coverage, c.order, c.isMove));
      expect(c.offers.map((o) => o.id)).toEqual(paying.map((o) => o.id));
    }
    expectLinksAgree(prepared);
  });

  it('tells orders apart exactly as their texts do (candidates are found so)', () => {
    // Two enumerations make every order anew: equal orders are then never the same object.
    const view = gameView(game, true);
    const orders = () => game.units.flatMap((u) => enumerateOrders(view, u));
    const [first, second] = [orders(), orders()];
    let same = 0;
    const texts = second.map(orderSuffix);
    for (const a of first)
      for (const [j, b] of second.entries()) {
        const expected = orderSuffix(a) === texts[j];
        expect(sameOrder(a, b)).toBe(expected);
        if (a.kind === b.kind) expect(sameOrderOfKind(a.kind, a, b)).toBe(expected);
        if (expected) same++;
      }
    expect(same).toBeGreaterThan(first.length);
  });
});
