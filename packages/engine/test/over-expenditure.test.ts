// Rule 5.5. The engine's settlement jumps from event to event (src/adjudicate/over-expenditure.ts);
// the definition cuts every offer of every overdrawn player by one silver piece (plateaus
// permitting), lets every unit decide again, and repeats. The reference judge
// (test/reference/reference-judge.ts) does exactly that, sharing no code with the engine.
import '../../parser/test/support/fast-check-seed.js';
import fc from 'fast-check';
import { legalOrders, startingGame, type Game } from '@payola/engine';
import { describe, expect, it } from 'vitest';
import { evaluate, type Evaluation } from '../dist/adjudicate/evaluation.js';
import { settleByEvents } from '../dist/adjudicate/kinetic-settlement.js';
import { constant, Horizon } from '../dist/adjudicate/linear.js';
import { offerLinksOf } from '../dist/adjudicate/offer-links.js';
import { settleOverExpenditure } from '../dist/adjudicate/over-expenditure.js';
import { scansFit, settleByScans } from '../dist/adjudicate/scan-settlement.js';
import { expectAgreement } from './reference/agreement.js';
import { gameWith } from './support/board.js';
import { preparedPhase } from './support/prepared.js';
import { offerLineTo } from './support/sheets.js';

const opening = startingGame();
const units = opening.units.map((u) => u.location.province);
const ordersOf = new Map(units.map((p) => [p, legalOrders(opening, p)]));

/**
 * Random sheets for the opening board: every offer type, plateaus (written no higher than their
 * amount), repetition, `+`, `|`, savings.
 */
const sheetsArb = (() => {
  const plateau = fc.oneof(fc.constant<''>(''), fc.constant<'#'>('#'), fc.integer({ min: 0, max: 8 }));
  const sheet = fc
    .tuple(
      fc.array(
        fc.record({
          unit: fc.constantFrom(...units),
          type: fc.constantFrom(':', ':', ':', '!', '>', '@', '&'),
          terms: fc.array(
            fc.record({ rep: fc.integer({ min: 1, max: 3 }), amount: fc.integer({ min: 1, max: 12 }), plateau }),
            { minLength: 1, maxLength: 2 },
          ),
          picks: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
        }),
        { minLength: 1, maxLength: 6 },
      ),
      fc.integer({ min: 0, max: 10 }),
    )
    .map(([offers, savings]) => {
      const lines = offers.map((o) => {
        const amounts = o.terms
          .map(
            (t) =>
              `${t.rep}*${t.amount}${typeof t.plateau === 'number' ? `#${Math.min(t.plateau, t.amount)}` : t.plateau}`,
          )
          .join(' + ');
        return offerLineTo(ordersOf.get(o.unit)!, o.picks, amounts, o.type);
      });
      return [...lines, `${savings} $`].join('\n');
    });
  return fc.record(Object.fromEntries(opening.powers.map((p) => [p.name, sheet])));
})();
const balancesArb = fc.record(Object.fromEntries(opening.powers.map((p) => [p.name, fc.integer({ min: 0, max: 40 })])));

function gameFor(balances: Record<string, number>, rules: string[]): Game {
  return gameWith(
    Object.fromEntries(
      opening.powers.map((p) => [
        p.name,
        opening
          .unitsOf(p.name)
          .map(
            (u) => `${u.type} ${u.location.coast ? `${u.location.province}/${u.location.coast}` : u.location.province}`,
          ),
      ]),
    ),
    { balances, rules },
  );
}

const scale = (text: string, factor: number) =>
  text.replace(/(\d+)(?=[#:!>@&$ ]|$)/gm, (n) => String(Number(n) * factor));

describe('Rule 5.5: jumping from event to event equals cutting one silver piece at a time', () => {
  it.each([
    ['the standard rules', []],
    // Rule 6.4; ruling 8: over-expenditure is judged on eBayola prices.
    ['eBayola', ['ebayola']],
    ['eBayola with public totals', ['ebayola', 'public-totals']],
  ] as const)('the engine agrees with the reference judge on the opening board with random sheets (%s)', (_, rules) => {
    let withCuts = 0;
    let runs = 0;
    fc.assert(
      fc.property(
        sheetsArb,
        balancesArb,
        // Larger amounts make longer runs of cuts for the settlement to jump over.
        fc.constantFrom(1, 1, 3),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (sheets, balances, factor, seed) => {
          const game = gameFor(Object.fromEntries(Object.entries(balances).map(([p, b]) => [p, b * factor])), [
            ...rules,
          ]);
          const scaled = Object.fromEntries(Object.entries(sheets).map(([p, t]) => [p, scale(t, factor)]));
          const { reference } = expectAgreement(game, scaled, seed);
          runs++;
          if (Object.values(reference.cuts).some((n) => n > 0)) withCuts++;
        },
      ),
      { numRuns: 50 },
    );
    // Most of the generated cases must overspend.
    expect(withCuts / runs).toBeGreaterThan(0.5);
  });

  it('the work does not grow with the amounts: ×1,000 and ×1,000,000 take the same number of events', () => {
    const sheets = {
      France: '20 ! F BRE - MAO\n15 : A PAR - BUR\n3*6#2 + 4 : A MAR - SPA\n5 : F KIE - DEN',
      England: '8 : F BRE - MAO\n7 : F LON - ENG | - NTH\n9#9 : A LVP - YOR\n6 > F EDI - NTH',
      Germany: '4*5 : A MUN - BUR\n12 : F KIE - HOL\n3 & A BER H',
      Italy: '10 : A VEN - TYR\n6 @ F NAP H',
      Austria: '5 : A VIE - TYR\n5 : A BUD - GAL',
      Russia: '9 : A WAR - GAL\n4 ! A MOS H',
      Turkey: '6 : F ANK - BLA\n6 : A CON - BUL',
    };
    const balances = { France: 20, England: 15, Germany: 10, Italy: 9, Austria: 4, Russia: 8, Turkey: 5 };
    const settle = (factor: number) => {
      const game = gameFor(Object.fromEntries(Object.entries(balances).map(([p, b]) => [p, b * factor])), []);
      const { contexts, offers, available, pricing } = preparedPhase(
        game,
        Object.fromEntries(Object.entries(sheets).map(([p, t]) => [p, scale(t, factor)])),
        7,
      );
      return settleOverExpenditure(contexts, offers, available, pricing);
    };
    const [small, large, huge] = [settle(1), settle(1000), settle(1_000_000)];
    expect(small.cuts.get('France')).toBeGreaterThan(0);
    expect(huge.events).toBe(large.events);
    expect(Math.max(...huge.cuts.values())).toBeGreaterThan(1_000_000);
    // At ×1 several events fall on the same cut; the count is bounded by the events at large scale.
    expect(small.events).toBeLessThanOrEqual(large.events);
  });
});

/** An evaluation as plain values: the scans' decisions make their totals and payments when read. */
function asValues(evaluation: Evaluation) {
  const decisions = evaluation.decisions.map((d) => ({
    winner: d.winner.order,
    totals: [...d.totals].map(([c, t]) => [c.order, t]),
    payments: [...d.payments],
    paid: d.winner.offers.map((o) => d.paid(o)),
    tied: d.tied?.map((c) => c.order),
    tieBreak: d.tieBreak,
    dummyHold: d.dummyHold,
    secondBest: d.secondBest,
  }));
  return { decisions, spend: new Map(evaluation.spend) };
}

describe('Rule 5.5: the two event-jumping settlements agree', () => {
  it('whole scans and the kinetic settlement find the same cuts on random sheets, and the scans end on the final decisions', () => {
    let pastFiled = 0;
    fc.assert(
      // ×20 puts kinks past the first 64 cuts, which the scans file by cut: such a player's offers
      // are scanned instead (scan-settlement.ts), a path ×1 and ×3 never take.
      fc.property(sheetsArb, balancesArb, fc.constantFrom(1, 3, 20), (sheets, balances, factor) => {
        const game = gameFor(Object.fromEntries(Object.entries(balances).map(([p, b]) => [p, b * factor])), []);
        const scaled = Object.fromEntries(Object.entries(sheets).map(([p, t]) => [p, scale(t, factor)]));
        const { contexts, offers, available, pricing } = preparedPhase(game, scaled, 7);
        // A budget, not Infinity: scans that stopped advancing fail here rather than run for ever.
        const scanned = settleByScans(contexts, offers, available, 10_000, offerLinksOf(contexts, offers));
        const kinetic = settleByEvents(contexts, offers, available);
        expect(scanned?.complete).toBe(true);
        expect(kinetic?.complete).toBe(true);
        expect(Object.fromEntries(scanned!.cuts)).toEqual(Object.fromEntries(kinetic!.cuts));
        if ([...scanned!.cuts.values()].some((n) => n >= 64)) pastFiled++;
        // What the scans end on is what a plain evaluation at the final amounts decides.
        const final = evaluate(contexts, (o) => constant(scanned!.settled!.amounts[o.id]!), new Horizon(), pricing);
        expect(asValues(scanned!.settled!.evaluation)).toEqual(asValues(final));
      }),
      { numRuns: 60 },
    );
    expect(pastFiled).toBeGreaterThan(3);
  });

  it("the largest phase the scans' buffers hold settles by scans, as the kinetic settlement does", () => {
    const game = gameFor({ France: 30, England: 20, Germany: 25 }, []);
    const phaseOf = (lines: number) =>
      preparedPhase(
        game,
        {
          France: Array.from({ length: lines }, (_, i) => `${1 + (i % 9)} : A PAR ${i % 2 ? 'H' : '- BUR'}`).join('\n'),
          England: Array.from({ length: lines }, (_, i) => `${1 + (i % 7)} : F LON ${i % 2 ? 'H' : '- ENG'}`).join(
            '\n',
          ),
          Germany: '9 : A MUN - BUR\n8 : F KIE - HOL',
        },
        7,
      );
    const fits = (phase: ReturnType<typeof phaseOf>) =>
      scansFit(phase.contexts.length, phase.offers.length, offerLinksOf(phase.contexts, phase.offers));
    // The most lines a sheet may have for the phase to fit, found by halving: at the edge, every
    // run the scans take must lie within their buffers (`scansFit` counts them all, or they throw).
    let low = 1;
    let high = 4000;
    while (high - low > 1) {
      const mid = (low + high) >> 1;
      if (fits(phaseOf(mid))) low = mid;
      else high = mid;
    }
    const edge = phaseOf(low);
    expect(fits(edge)).toBe(true);
    const scanned = settleByScans(
      edge.contexts,
      edge.offers,
      edge.available,
      Infinity,
      offerLinksOf(edge.contexts, edge.offers),
    );
    const kinetic = settleByEvents(edge.contexts, edge.offers, edge.available);
    expect(scanned?.complete).toBe(true);
    expect(scanned?.settled).toBeDefined();
    expect(Object.fromEntries(scanned!.cuts)).toEqual(Object.fromEntries(kinetic!.cuts));
  });

  it("a phase too large for the scans' buffers is left to the kinetic settlement, and the phases after it settle as it does", () => {
    const game = gameFor({ France: 30, England: 20, Germany: 25 }, []);
    // About 5,000 atomic offers and as many links: past the scans' buffers (scan-settlement.ts).
    const large = preparedPhase(
      game,
      {
        France: Array.from({ length: 2500 }, (_, i) => `${1 + (i % 9)} : A PAR ${i % 2 ? 'H' : '- BUR'}`).join('\n'),
        England: Array.from({ length: 2500 }, (_, i) => `${1 + (i % 7)} : F LON ${i % 2 ? 'H' : '- ENG'}`).join('\n'),
        Germany: '9 : A MUN - BUR\n8 : F KIE - HOL',
      },
      7,
    );
    const small = preparedPhase(game, { France: '20 : A PAR - BUR\n15 ! A MUN H', Germany: '10 : A MUN - BUR' }, 7);
    const linksOf = (phase: typeof large) => offerLinksOf(phase.contexts, phase.offers);
    expect(scansFit(large.contexts.length, large.offers.length, linksOf(large))).toBe(false);
    expect(scansFit(small.contexts.length, small.offers.length, linksOf(small))).toBe(true);
    for (const phase of [large, small, large, small]) {
      const scanned = settleByScans(
        phase.contexts,
        phase.offers,
        phase.available,
        Infinity,
        offerLinksOf(phase.contexts, phase.offers),
      );
      const kinetic = settleByEvents(phase.contexts, phase.offers, phase.available);
      expect(scanned?.complete).toBe(true);
      expect(Object.fromEntries(scanned!.cuts)).toEqual(Object.fromEntries(kinetic!.cuts));
      expect([...scanned!.cuts.values()].some((n) => n > 0)).toBe(true);
    }
  });

  it('the scans stop at their budget, and the kinetic settlement carries on from where they stopped', () => {
    const game = gameWith(
      { Germany: ['A MUN'], Austria: ['A VIE'], France: ['A PAR'], Russia: ['A WAR'] },
      { balances: { France: 7, Russia: 7 } },
    );
    // The winner flips at every cut: about 900 events.
    const { contexts, offers, available, pricing } = preparedPhase(
      game,
      {
        France: '900 : A MUN - TYR',
        Russia: '899 : A MUN S A VIE - BOH',
        Germany: '0 : A MUN H',
        Austria: '0 : A VIE H',
      },
      7,
    );
    const scanned = settleByScans(contexts, offers, available, 96, offerLinksOf(contexts, offers));
    expect(scanned).toMatchObject({ complete: false, events: 96 });
    expect(scanned!.settled).toBeUndefined();
    const kinetic = settleByEvents(contexts, offers, available, 2000);
    expect(kinetic!.complete).toBe(true);
    expect(kinetic!.events).toBeGreaterThan(96);
    const carried = settleByEvents(contexts, offers, available, 2000, scanned!.cuts);
    expect(Object.fromEntries(carried!.cuts)).toEqual(Object.fromEntries(kinetic!.cuts));
    expect(carried!.events).toBeLessThan(kinetic!.events);
    const settled = settleOverExpenditure(contexts, offers, available, pricing);
    expect(Object.fromEntries(settled.cuts)).toEqual(Object.fromEntries(kinetic!.cuts));
  });
});
