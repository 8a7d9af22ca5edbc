/**
 * The GameMaster's cycle over a standard game's first year, driven only by `advancePhase` with
 * the players' sheets: Spring 1901 (bribes → orders → moves), Fall 1901 with a dislodgement, its
 * retreat phase (Rule 1.5: Italy orders its own unit), the supply centres changing hands after the
 * Fall turn, Winter 1901's builds and disband, and the income before Spring 1902 (Rule 2.1).
 */
import {
  AdjudicationError,
  advancePhase,
  loadGame,
  newGame,
  playerReportText,
  resultsText,
  unitText,
  verifyHistory,
  type AdvanceResult,
  type Game,
} from '@payola/engine';
import { describe, expect, it } from 'vitest';
import { firstYear } from './support/first-year.js';

const unitsOf = (game: Game, power: string) => game.unitsOf(power).map(unitText).sort();
const balances = (game: Game) => Object.fromEntries(game.powers.map((p) => [p.name, p.balance]));

/** The year played once; each test reads the phase it is about. */
function playYear(): AdvanceResult[] {
  const spring = advancePhase(newGame(), firstYear.spring1901, { seed: 1901 });
  const fall = advancePhase(spring.game, firstYear.fall1901, { seed: 1902 });
  const retreat = advancePhase(fall.game, firstYear.fall1901Retreats, { seed: 1903 });
  const winter = advancePhase(retreat.game, firstYear.winter1901, { seed: 1904 });
  return [spring, fall, retreat, winter];
}
const [spring, fall, retreat, winter] = playYear() as [AdvanceResult, AdvanceResult, AdvanceResult, AdvanceResult];

describe('Rule 1.5: a whole year through advancePhase', () => {
  it('Spring 1901: the bribes decide every order, the moves are resolved, the bribes paid (Rule 5.6); no retreat phase without a dislodgement', () => {
    const game = spring.game;
    expect([game.year, game.season, game.phase]).toEqual([1901, 'fall', 'movement']);
    expect(unitsOf(game, 'Austria')).toEqual(['A SER', 'A TYR', 'F TRI']);
    expect(unitsOf(game, 'Russia')).toEqual(['A GAL', 'A UKR', 'F BOT', 'F RUM']);
    expect(balances(game)).toMatchObject({ Austria: 45, Russia: 58, Turkey: 45 });
    // Centres change hands only after the Fall turn.
    expect(game.power('Austria')!.centers).toEqual(['BUD', 'TRI', 'VIE']);
    expect(spring.results).toHaveLength(1);
    const results = spring.results[0]!;
    expect(results).toMatchObject({ year: 1901, season: 'spring', phase: 'movement', seed: 1901 });
    expect(results.orders).toHaveLength(22);
    expect(results.orders).toContainEqual({
      power: 'Austria',
      unit: 'A VIE',
      order: 'A VIE - TYR',
      succeeded: true,
      reason: 'moved to TYR',
    });
    expect(results).not.toHaveProperty('dislodged');
    // Rule 5.7: each player's own report; Rule 2.5: its own account only.
    expect(spring.reports.Austria!.movement!.spent).toBe(3);
    expect(spring.reports.Austria!.ledger.map((e) => e.power)).toEqual(['Austria']);
    expect(spring.reports.Austria!.balance).toBe(45);
    expect(spring.adjudication!.seed).toBe(1901);
  });

  it('Fall 1901: Austria dislodges Italy from Venice with support; the retreat phase lists where it may go', () => {
    const game = fall.game;
    expect([game.year, game.season, game.phase]).toEqual([1901, 'fall', 'retreat']);
    expect(game.dislodged.map((d) => ({ power: d.power, unit: unitText(d), by: d.by }))).toEqual([
      { power: 'Italy', unit: 'A VEN', by: 'TRI' },
    ]);
    expect(game.dislodged[0]!.retreats.map((r) => r.province).sort()).toEqual(['PIE', 'ROM', 'TUS']);
    expect(unitsOf(game, 'Austria')).toEqual(['A SER', 'A TYR', 'F VEN']);
    expect(fall.results[0]!.dislodged).toEqual([
      { power: 'Italy', unit: 'A VEN', by: 'TRI', retreats: ['PIE', 'ROM', 'TUS'] },
    ]);
    // Still Italy's until the Fall turn ends with the retreats.
    expect(game.power('Italy')!.centers).toContain('VEN');
  });

  it("Fall 1901's retreats: Italy's own order moves the army; then the centres change hands (Fall turn over)", () => {
    const game = retreat.game;
    expect([game.year, game.season, game.phase]).toEqual([1901, 'winter', 'adjustment']);
    expect(unitsOf(game, 'Italy')).toEqual(['A APU', 'A PIE', 'F ION']);
    const results = retreat.results[0]!;
    expect(results.orders).toEqual([
      { power: 'Italy', unit: 'A VEN', order: 'A VEN - PIE', succeeded: true, reason: 'retreated to PIE' },
    ]);
    expect(results.centers).toContainEqual({ center: 'VEN', from: 'Italy', to: 'Austria' });
    expect(results.centers).toContainEqual({ center: 'SER', to: 'Austria' });
    expect(results.centers).toHaveLength(11);
    expect([...game.power('Austria')!.centers].sort()).toEqual(['BUD', 'SER', 'TRI', 'VEN', 'VIE']);
    expect([...game.power('Italy')!.centers].sort()).toEqual(['NAP', 'ROM']);
    expect(results).not.toHaveProperty('eliminated');
    // No income in the Fall (Rule 2.1): only before the spring.
    expect([...fall.ledger, ...retreat.ledger].every((e) => e.what.includes('bribes'))).toBe(true);
  });

  it('Winter 1901: builds in vacant owned home centres and a disband; then Spring 1902 begins with its income (Rule 2.1)', () => {
    const game = winter.game;
    expect([game.year, game.season, game.phase]).toEqual([1902, 'spring', 'movement']);
    expect(unitsOf(game, 'Austria')).toEqual(['A SER', 'A TYR', 'A VIE', 'F TRI', 'F VEN']);
    expect(unitsOf(game, 'Italy')).toEqual(['A APU', 'F ION']);
    expect(unitsOf(game, 'France')).toEqual(['A BEL', 'A PAR', 'A SPA', 'F BRE', 'F POR']);
    expect(winter.results[0]!.orders).toContainEqual({
      power: 'France',
      order: 'WAIVE',
      succeeded: true,
      reason: 'build waived',
    });
    // Income before Spring 1902: 17 + 16 + 15 + 14 + 13 = 75 for Austria's five centres.
    expect(winter.ledger).toContainEqual({
      power: 'Austria',
      before: 40,
      what: 'income for 5 centres (Rule 2.1)',
      amount: 75,
      after: 115,
    });
    expect(game.incomePaidFor).toBe(1902);
    expect(balances(game)).toMatchObject({ Austria: 115, Italy: 75, France: 129, Russia: 141 });
    expect(winter.reports.Italy!.ledger).toEqual([
      { power: 'Italy', before: 42, what: 'income for 2 centres (Rule 2.1)', amount: 33, after: 75 },
    ]);
  });

  it('keeps every phase in the history with its inputs, state and results, and the history verifies', () => {
    const game = winter.game;
    expect(game.history.map((h) => [h.season, h.phase ?? 'movement'])).toEqual([
      ['spring', 'movement'],
      ['fall', 'movement'],
      ['fall', 'retreat'],
      ['winter', 'adjustment'],
    ]);
    expect(game.history[2]!.sheets).toEqual({ Italy: 'A VEN - PIE\n' });
    expect(game.history[3]!.orders).toMatchObject({ 'A VIE': 'BUILD A VIE', 'A PIE': 'DISBAND A PIE' });
    expect(game.history[1]!.state!.season).toBe('fall');
    expect(verifyHistory(game)).toEqual({ ok: true, verified: 4, unverifiable: [], problems: [] });
    // The game file round-trips through loadGame.
    const loaded = loadGame(JSON.parse(JSON.stringify(game.toFile())));
    expect(loaded.ok && verifyHistory(loaded.game).ok).toBe(true);
  });

  it('is deterministic: the same sheets and seeds give the same game file', () => {
    const again = playYear().at(-1)!.game;
    expect(JSON.stringify(again.toFile())).toBe(JSON.stringify(winter.game.toFile()));
  });

  it('says the results and each private report as text', () => {
    const text = resultsText(fall.results[0]!);
    expect(text).toContain('Fall 1901, movement phase (seed 1902)');
    expect(text).toContain('F TRI - VEN              succeeds: moved to VEN, dislodging A VEN');
    expect(text).toContain('Dislodged: A VEN (Italy), attacked from TRI; may retreat to PIE, ROM, TUS');
    const report = playerReportText(winter.reports.Austria!);
    expect(report).toContain('Austria: 40 + 75 income for 5 centres (Rule 2.1) = 115');
    expect(report).toContain('Balance: 115 AgP');
    expect(report).toContain('BUILD F TRI');
  });
});

describe('civil disorder through the cycle (DATC 6.J)', () => {
  it('Italy orders no disband: the unit farthest from its centres is disbanded, as the resolver decides', () => {
    const { italy: _italy, ...others } = firstYear.winter1901;
    const done = advancePhase(retreat.game, others, { seed: 1 });
    expect(unitsOf(done.game, 'Italy')).toEqual(['A APU', 'F ION']);
    expect(done.results[0]!.orders).toContainEqual({
      power: 'Italy',
      order: 'DISBAND A PIE',
      succeeded: true,
      reason: 'civil disorder: the unit farthest from its supply centres is disbanded',
    });
  });

  it("an invalid order is ignored on its own (the DATC's choice): Austria's build in Serbia fails, its Vienna build stands", () => {
    const done = advancePhase(
      retreat.game,
      { ...firstYear.winter1901, austria: 'BUILD A SER\nBUILD A VIE\n' },
      { seed: 1 },
    );
    expect(unitsOf(done.game, 'Austria')).toEqual(['A SER', 'A TYR', 'A VIE', 'F VEN']);
    expect(done.results[0]!.orders.filter((o) => o.power === 'Austria').map((o) => o.succeeded)).toEqual([false, true]);
  });

  it("Rule 1.5: a movement phase's sheet given in a retreat phase refuses the phase, its offers located; nothing is decided", () => {
    const refuse = () => advancePhase(fall.game, { ...firstYear.fall1901, italy: 'A VEN - PIE\n' }, { seed: 1 });
    expect(refuse).toThrow(AdjudicationError);
    try {
      refuse();
    } catch (error) {
      const { sheetErrors } = error as AdjudicationError;
      expect(sheetErrors.map((s) => s.power)).toEqual(['Austria', 'France', 'Germany', 'England', 'Russia', 'Turkey']);
      const austria = sheetErrors[0]!.diagnostics;
      expect(austria.map((d) => [d.code, d.range.start.line])).toEqual([
        ['payola/offer-outside-movement', 1],
        ['payola/offer-outside-movement', 2],
        ['payola/offer-outside-movement', 3],
      ]);
    }
    // An order that is no legal retreat stays an order, judged on its own (ruling 11).
    expect(() => advancePhase(fall.game, { italy: 'A VEN H\nA VEN - PIE\n' }, { seed: 1 })).not.toThrow();
  });

  it('a retreat order for another power’s unit is set aside: Austria cannot move Italy’s army, which disbands without an order', () => {
    const done = advancePhase(fall.game, { austria: 'A VEN - TUS\n' }, { seed: 1 });
    expect(unitsOf(done.game, 'Italy')).toEqual(['A APU', 'F ION']);
    expect(done.results[0]!.orders).toEqual([
      {
        power: 'Italy',
        unit: 'A VEN',
        order: 'DISBAND A VEN',
        succeeded: true,
        reason: 'no retreat ordered: disbanded',
      },
    ]);
    // Austria is told, in its own report only; the GameMaster has it in the step.
    const setAside = { power: 'Austria', order: 'A VEN - TUS', reason: 'Austria has no dislodged unit there' };
    expect(done.steps[0]!.setAside).toEqual([setAside]);
    expect(done.reports.Austria!.setAside).toEqual([setAside]);
    expect(playerReportText(done.reports.Austria!)).toContain(
      'Set aside: A VEN - TUS (Austria has no dislodged unit there)',
    );
    expect(done.reports.Italy!.setAside).toBeUndefined();
    expect(playerReportText(done.reports.Italy!)).not.toContain('A VEN - TUS');
  });
});
