/**
 * The engine's adjudicator against the reference judge (test/reference/reference-judge.ts), an
 * independent and deliberately simple reading of the rules that shares no code with it, on many
 * random games: every unit's order and reported total, every payment, each player's spending,
 * balance and number of cuts must agree. A disagreement prints the whole phase.
 */
import '../../parser/test/support/fast-check-seed.js';
import fc from 'fast-check';
import { adjudicate, startingGame, unitText } from '@payola/engine';
import { describe, expect, it } from 'vitest';
import { expectAgreement } from './reference/agreement.js';
import { buildDuel, duelArb, type RawDuel } from './reference/oscillation.js';
import { buildPhase, phaseArb, type PhaseShape } from './reference/random-phase.js';
import { buildTie, tieArb } from './reference/ties.js';
import { gameWith } from './support/board.js';

/** Counts how often each rule decided a unit (from the engine's explanations), to see that the draws reach them. */
class RuleTally {
  private readonly counts = new Map<string, number>();
  add(rules: Iterable<string>): void {
    for (const rule of rules) this.counts.set(rule, (this.counts.get(rule) ?? 0) + 1);
  }
  of(rule: string): number {
    return this.counts.get(rule) ?? 0;
  }
}

const everyType = fc.constantFrom(':', ':', ':', '!', '!', '>', '@', '&');
/** Few units, a few offers each: offers meet at the same units. */
const crowded: Omit<PhaseShape, 'balance' | 'amount'> = {
  maxUnits: 3,
  maxOffers: 4,
  maxTerms: 2,
  rep: fc.constantFrom(0, 0, 0, 1, 2, 3),
  type: everyType,
  maxSavings: 10,
};

describe('Rules 3.1–3.4, 4.4, 5.1–5.6: the engine agrees with the reference judge on random games', () => {
  it('Rules 5.1–5.4 and 4.4: the same orders, totals and payments when nobody overspends', () => {
    const tally = new RuleTally();
    fc.assert(
      fc.property(
        // Small, equal amounts make ties (Rules 5.2, 5.3, 4.4).
        phaseArb({
          ...crowded,
          maxOffers: 2,
          maxTerms: 1,
          rep: fc.constantFrom(0, 0, 0, 0, 2),
          amount: fc.constantFrom(1, 1, 1, 2),
          type: fc.constantFrom(':', ':', ':', ':', ':', '!', '>', '@', '&'),
          balance: fc.constant(1000),
        }),
        (raw) => {
          const phase = buildPhase(raw);
          const { engine } = expectAgreement(phase.game, phase.sheets, raw.seed);
          expect(Object.values(engine.reductions)).toEqual(Object.values(engine.reductions).map(() => 0));
          tally.add(Object.values(engine.explanations).map((e) => e.rule));
        },
      ),
      { numRuns: 200 },
    );
    for (const rule of ['5.1', '5.2', '5.3', '4.4'])
      expect(tally.of(rule), `decisions by Rule ${rule}`).toBeGreaterThan(3);
  });

  it('Rule 5.5: the same when the offers of players who would overspend are cut one silver piece at a time', () => {
    let cut = 0;
    const tally = new RuleTally();
    fc.assert(
      fc.property(
        // Balances (less savings, Rule 3.4) far below the offers: most games are cut, many to nothing.
        phaseArb({ ...crowded, amount: fc.nat(6), balance: fc.constantFrom(0, 0, 1, 2, 5, 12) }),
        (raw) => {
          const phase = buildPhase(raw);
          const { engine } = expectAgreement(phase.game, phase.sheets, raw.seed);
          if (Object.values(engine.reductions).some((n) => n > 0)) cut++;
          tally.add(Object.values(engine.explanations).map((e) => e.rule));
        },
      ),
      // 300 draws: with 150, Rule 5.2 decided about 36 ± 6 units, and 17 on one seed in a few
      // hundred (FC_SEED=-462757501), under the floor of 20 below.
      { numRuns: 300 },
    );
    expect(cut).toBeGreaterThan(100);
    // Offers cut to nothing still break ties ("Good Intentions Count").
    for (const rule of ['5.2', '5.3', '4.4']) expect(tally.of(rule), `decisions by Rule ${rule}`).toBeGreaterThan(20);
  });

  it('Rules 5.3 and 5.4: ties at orders that one offer pays for alike, broken further down the list or by the next offers', () => {
    const tally = new RuleTally();
    fc.assert(
      fc.property(tieArb, (raw) => {
        const { game, sheets } = buildTie(raw);
        const { engine } = expectAgreement(game, sheets, raw.seed);
        tally.add(Object.values(engine.explanations).map((e) => e.rule));
      }),
      { numRuns: 150 },
    );
    expect(tally.of('5.4'), 'decisions by Rule 5.4').toBeGreaterThan(5);
    expect(tally.of('next-offers'), "decisions by the powers' next offers").toBeGreaterThan(5);
  });
});

describe('Rule 5.5: decisions that flip at every cut agree with the reference judge', () => {
  // France `N : A MUN - TYR` against Russia `N - 1 : A MUN S A VIE - BOH`, France with 48 AgP and
  // Russia 62, Germany's list GRAFETI (Russia's money wins a tie). Munich goes to the higher bid;
  // its bidder is overdrawn and cut; at the tie Russia's support wins and Russia is cut; and so
  // on, every cut flipping Munich, until the tie at 62 AgP that Russia can pay.
  const opening = startingGame();
  const munichGame = gameWith(
    Object.fromEntries(opening.powers.map((p) => [p.name, opening.unitsOf(p.name).map(unitText)])),
    { balances: { France: 48, Russia: 62 }, accept: { Germany: 'GRAFETI' } },
  );
  const munichSheets = (n: number) => ({
    ...Object.fromEntries(opening.powers.map((p) => [p.name, `0 : ${unitText(opening.unitsOf(p.name).at(-1)!)} H`])),
    Germany: '0 : A BER H',
    France: `${n} : A MUN - TYR`,
    Russia: `${n - 1} : A MUN S A VIE - BOH`,
  });

  it('France 100 : A MUN - TYR against Russia 99 : A MUN S A VIE - BOH, Munich flipping at every cut', () => {
    const { reference } = expectAgreement(munichGame, munichSheets(100), 1);
    expect(reference.orders['A MUN']).toEqual({ order: 'A MUN S A VIE - BOH', total: 62, paid: { Russia: 62 } });
    expect(reference.cuts).toMatchObject({ France: 100 - 62, Russia: 99 - 62 });
    expect(reference.flips).toBeGreaterThan(70);
  });

  it('France 10,000,000 against Russia 9,999,999: the same ending, each cut at a time as the rule says', () => {
    const n = 10_000_000;
    const r = adjudicate(munichGame, munichSheets(n), { seed: 1 });
    expect(r.orders['A MUN']).toEqual({ order: 'A MUN S A VIE - BOH', total: 62, paid: { Russia: 62 } });
    expect(r.reductions).toMatchObject({ France: n - 62, Russia: n - 1 - 62 });
    expect(r.balances).toMatchObject({ France: 48, Russia: 0 });
  });

  it('on random duels at small amounts (two or three powers bidding nearly equal totals, balances far below)', () => {
    let oscillating = 0;
    fc.assert(
      fc.property(duelArb(2, 30), (raw) => {
        const { game, sheets } = buildDuel(raw);
        const { reference } = expectAgreement(game, sheets, raw.seed);
        if (reference.flips >= 4) oscillating++;
      }),
      { numRuns: 120 },
    );
    expect(oscillating).toBeGreaterThan(60);
  });

  // Two duels known to flip hundreds of times run first (so the property always reaches the
  // periods, whatever the seed draws), then random ones.
  const knownDuels: RawDuel[] = [
    {
      units: [5, 3],
      bidders: [5, 2],
      base: 581,
      bids: [
        [
          { delta: 0, order: 2, form: 0, plateau: 0 },
          { delta: 0, order: 1037068086, form: 1, plateau: 0 },
        ],
        [
          { delta: 1, order: 27, form: 0, plateau: 0 },
          { delta: 0, order: 2067591263, form: 1, plateau: 2 },
        ],
        [
          { delta: 1, order: 12, form: 1, plateau: 2 },
          { delta: 0, order: 1695348407, form: 2, plateau: 3 },
        ],
      ],
      balances: [1, 3, 3],
      savings: [0, 1, 5],
      ownerStatus: 'eliminated',
      lists: [
        [5, 6, 2, 0, 4, 1, 3],
        [1, 3, 4, 5, 2, 6, 0],
        [3, 1, 0, 6, 4, 2, 5],
        [0, 3, 5, 6, 4, 1, 2],
        [0, 3, 6, 1, 4, 5, 2],
        [1, 3, 5, 2, 6, 4, 0],
        [1, 4, 2, 6, 3, 0, 5],
      ],
      seed: 2147483629,
    },
    {
      units: [10],
      bidders: [5, 3, 1],
      base: 830,
      bids: [
        [
          { delta: 0, order: 1276626984, form: 0, plateau: 2 },
          { delta: 0, order: 160829950, form: 1, plateau: 2 },
        ],
        [
          { delta: 0, order: 726404558, form: 3, plateau: 1 },
          { delta: -1, order: 13, form: 2, plateau: 1 },
        ],
        [
          { delta: 0, order: 12, form: 3, plateau: 1 },
          { delta: -1, order: 20, form: 1, plateau: 3 },
        ],
      ],
      balances: [1, 1, 1],
      savings: [1, 5, 5],
      ownerStatus: 'active',
      lists: [
        [0, 2, 1, 3, 6, 5, 4],
        [2, 1, 0, 4, 6, 5, 3],
        [0, 5, 3, 6, 1, 2, 4],
        [3, 0, 5, 4, 2, 6, 1],
        [3, 0, 2, 5, 1, 6, 4],
        [2, 3, 0, 1, 5, 6, 4],
        [3, 1, 4, 6, 0, 5, 2],
      ],
      seed: 1721315640,
    },
  ];

  it('on random duels at hundreds of AgP (more flips than the event-by-event settlement takes on)', () => {
    let oscillating = 0;
    fc.assert(
      fc.property(duelArb(300, 1200), (raw) => {
        const { game, sheets } = buildDuel(raw);
        const { reference } = expectAgreement(game, sheets, raw.seed);
        if (reference.flips >= 300) oscillating++;
      }),
      { numRuns: 10, examples: knownDuels.map((raw) => [raw]) },
    );
    expect(oscillating).toBeGreaterThanOrEqual(knownDuels.length);
  });
});
