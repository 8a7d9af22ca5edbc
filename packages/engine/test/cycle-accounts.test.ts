/**
 * The cycle's moments: income before the seasons that take it (Rules 2.1, 6.6), Zero Sum's year
 * end after the Fall turn, once a year (Rule 6.7), eliminations (Rule 2.4), resignations (Rule
 * 2.4: the treasury forfeited), victory (the game ends; Rule 3.6), phases skipped or resolved at
 * once when nobody has a choice, and what cannot be advanced.
 */
import {
  AdjudicationError,
  advancePhase,
  loadGame,
  loadMap,
  newGame,
  numberLimits,
  PhaseError,
  playerView,
  resignPower,
  settleYearEnd,
  standardMap,
  unitText,
  verifyHistory,
  type Game,
} from '@payola/engine';
import { describe, expect, it } from 'vitest';
import { gameWith } from './support/board.js';
import { holdSheets as holds } from './support/sheets.js';

const balance = (game: Game, power: string) => game.power(power)!.balance;
function ok<T extends { ok: boolean }>(result: T): Extract<T, { ok: true }> {
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result as Extract<T, { ok: true }>;
}

/** A standard-board file changed in place, loaded. */
function gameFrom(change: (file: Record<string, unknown>) => void, base: Game = newGame()): Game {
  const file = JSON.parse(JSON.stringify(base.toFile())) as Record<string, unknown>;
  change(file);
  const loaded = loadGame(file);
  if (!loaded.ok) throw new Error(loaded.problems.map((p) => `${p.path}: ${p.message}`).join('; '));
  return loaded.game;
}

describe('Rule 2.1: income before every spring movement phase, paid by the cycle', () => {
  it('a year of holds: no income before the Fall; no adjustments, so Winter is skipped and Spring 1902 starts with its income', () => {
    const spring = advancePhase(newGame(), holds(newGame()), { seed: 1 });
    expect(spring.ledger).toEqual([]); // 0 AgP holds cost nothing, and the Fall takes no income
    const fall = advancePhase(spring.game, holds(spring.game), { seed: 2 });
    expect([fall.game.year, fall.game.season, fall.game.phase]).toEqual([1902, 'spring', 'movement']);
    expect(fall.results).toHaveLength(1); // no winter phase recorded: nothing happened in it
    expect(fall.ledger.map((e) => [e.power, e.amount])).toContainEqual(['Russia', 62]);
    expect(fall.ledger.map((e) => e.what)).toContain('income for 3 centres (Rule 2.1)');
    expect(fall.game.incomePaidFor).toBe(1902);
    expect(balance(fall.game, 'France')).toBe(96);
  });

  it('Rule 6.6: income before every spring and fall movement phase when the game file says so, each payment the whole scheme', () => {
    const game = newGame({ income: { seasons: ['spring', 'fall'] } });
    const spring = advancePhase(game, holds(game), { seed: 1 });
    expect(spring.game.season).toBe('fall');
    expect(spring.ledger.find((e) => e.power === 'France')).toMatchObject({ amount: 48, after: 96 });
    expect(spring.game.incomePaidIn).toBe('fall');
    expect(spring.game.toFile()).toMatchObject({ incomePaidFor: 1901, incomePaidIn: 'fall' });
    const fall = advancePhase(spring.game, holds(spring.game), { seed: 2 });
    expect(fall.game.season).toBe('spring');
    expect(balance(fall.game, 'France')).toBe(144);
    // Back to the first income season: its season is not written.
    expect(fall.game.toFile()).not.toHaveProperty('incomePaidIn');
  });

  it('a map with three movement seasons (Europe 1615 style): spring, summer, fall, then winter; income only before spring by default', () => {
    const loaded = loadMap({ ...standardMap.data, name: 'three-seasons', seasons: ['spring', 'summer', 'fall'] });
    if (!loaded.ok) throw new Error('map');
    let game = newGame({ map: loaded.map, mapName: 'three-seasons.json' });
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      const step = advancePhase(game, holds(game), { seed: i });
      seen.push(`${game.season}:${step.ledger.length}`);
      game = step.game;
    }
    expect(seen).toEqual(['spring:0', 'summer:0', 'fall:7']);
    expect([game.year, game.season]).toEqual([1902, 'spring']);
    // Income before every movement phase of the year (Rule 6.6).
    const often = newGame({
      map: loaded.map,
      mapName: 'three-seasons.json',
      income: { seasons: ['spring', 'summer', 'fall'] },
    });
    const summer = advancePhase(often, holds(often), { seed: 1 });
    expect(summer.game.season).toBe('summer');
    expect(summer.ledger).toHaveLength(7);
  });

  it("a spring game file made by hand without its year's income: advance pays it first, as a recorded action", () => {
    const unpaid = gameFrom((file) => {
      file.year = 1902;
    });
    const done = advancePhase(unpaid, holds(unpaid), { seed: 1 });
    expect(done.ledger.find((e) => e.power === 'France')).toMatchObject({ amount: 48, after: 96 });
    expect(done.reports.France!.ledger[0]).toMatchObject({ what: 'income for 3 centres (Rule 2.1)' });
    expect(done.game.history[0]!.actions).toEqual([{ kind: 'income' }]);
    expect(done.game.history[0]!.state!.incomePaidFor).toBe(1902);
    expect(verifyHistory(done.game).ok).toBe(true);
  });

  it('a game file listing an income season its map does not have is refused with its path', () => {
    const loaded = loadGame({ ...newGame().toFile(), income: { seasons: ['summer'] } });
    expect(loaded.ok).toBe(false);
    if (!loaded.ok)
      expect(loaded.problems).toContainEqual({
        path: 'income.seasons[0]',
        message: 'the map has no summer movement phase; its seasons are spring, fall',
      });
  });
});

describe('Rule 6.7: Zero Sum year end after the Fall turn, once a year', () => {
  // England pays Germany's army to march; France takes Belgium, neutral, in the Fall.
  const start = newGame({ rules: ['zero-sum'] });
  const spring = advancePhase(start, { ...holds(start), England: '3 : A MUN - RUH\n' }, { seed: 1 });
  const fall = advancePhase(
    spring.game,
    { ...holds(spring.game), France: '1 : A PAR - BUR\n', Germany: '2 : A RUH - HOL\n' },
    { seed: 2 },
  );

  it('starts each power with 10 AgP per centre and no income; receipts are kept through the year', () => {
    expect(balance(start, 'France')).toBe(30);
    expect(balance(start, 'Russia')).toBe(40);
    expect(spring.game.receipts).toEqual({ Germany: 3 });
    expect(spring.game.yearEndFor).toBeUndefined();
  });

  it("pays the year's receipts and the first capture's 10 AgP after the Fall turn, and resets the receipts", () => {
    const ledger = fall.ledger.filter((e) => e.what.includes('Rule 6.7'));
    expect(ledger).toContainEqual({
      power: 'Germany',
      before: 28,
      what: 'paid to your units this year (Rule 6.7)',
      amount: 5,
      after: 33,
    });
    expect(ledger).toContainEqual({
      power: 'Germany',
      before: 33,
      what: 'first capture of HOL (Rule 6.7)',
      amount: 10,
      after: 43,
    });
    expect(fall.game.receipts).toEqual({});
    expect(fall.game.yearEndFor).toBe(1901);
    expect(fall.game.power('Germany')!.centersAtYearStart).toContain('HOL');
    // Germany builds in Munich: a winter phase follows, after the year end.
    expect([fall.game.season, fall.game.phase]).toEqual(['winter', 'adjustment']);
  });

  it('is never settled by hand where the cycle settled it, nor before the Fall turn (Rule 6.7: at its conclusion, once a year)', () => {
    expect(settleYearEnd(fall.game, {})).toEqual({
      ok: false,
      error: 'the Zero Sum year end of 1901 has already been settled (Rule 6.7: once a year)',
    });
    expect(settleYearEnd(spring.game, {})).toEqual({
      ok: false,
      error:
        'the Zero Sum year end comes at the conclusion of the Fall turn (Rule 6.7); this game is at the Fall 1901 movement phase, not yet adjudicated',
    });
    expect(settleYearEnd(start, {})).toMatchObject({ ok: false });
  });

  it('a winter game whose year was not settled may be settled once by hand, and the action is kept', () => {
    const winter = gameFrom((file) => {
      delete file.yearEndFor;
      delete file.history;
    }, fall.game);
    const settled = ok(settleYearEnd(winter, { BEL: 'France' }));
    expect(settled.ledger).toContainEqual({
      power: 'France',
      before: 30,
      what: 'first capture of BEL (Rule 6.7)',
      amount: 10,
      after: 40,
    });
    expect(settled.game.actions).toEqual([{ kind: 'year-end', owners: { BEL: 'France' } }]);
    expect(settleYearEnd(settled.game, {})).toMatchObject({ ok: false });
  });
});

describe('Rule 2.4: elimination, and the end of the game', () => {
  // Austria takes Rome with support; Italy's army, dislodged, retreats to Apulia, which is no centre.
  const dummies = { England: 'dummy', France: 'dummy', Germany: 'dummy', Russia: 'dummy', Turkey: 'dummy' } as const;
  const fight = (victoryCenters?: number) => {
    const game = gameWith(
      { Austria: ['A VEN', 'A TUS'], Italy: ['A ROM'] },
      { centers: { Austria: ['VIE'], Italy: ['ROM'] }, status: dummies, balances: { Italy: 20 } },
    );
    const fall = gameFrom((file) => {
      file.season = 'fall';
      if (victoryCenters !== undefined) file.victoryCenters = victoryCenters;
    }, game);
    const moved = advancePhase(
      fall,
      { Austria: '1 : A TUS - ROM\n1 : A VEN S A TUS - ROM\n', Italy: '0 : A ROM H\n' },
      { seed: 1 },
    );
    return advancePhase(moved.game, { Italy: 'A ROM - APU\n' }, { seed: 2 });
  };

  it('a power left without supply centres is eliminated after the Fall turn, and keeps its treasury', () => {
    const after = fight();
    expect(after.results[0]!.eliminated).toEqual(['Italy']);
    expect(after.game.power('Italy')).toMatchObject({ status: 'eliminated', centers: [], balance: 20 });
    expect(after.results[0]!.centers).toEqual([
      { center: 'ROM', from: 'Italy', to: 'Austria' },
      { center: 'VEN', to: 'Austria' },
    ]);
    // Its army is disbanded in the winter (no centre supports it); Austria builds in Vienna.
    const winter = advancePhase(after.game, { Austria: 'BUILD A VIE\n' }, { seed: 3 });
    expect(winter.game.unitsOf('Italy')).toEqual([]);
    expect(winter.game.unitsOf('Austria').map(unitText).sort()).toEqual(['A ROM', 'A VEN', 'A VIE']);
    // An eliminated player may still send sheets (Rule 2.4) but need not (Rule 3.3).
    expect(() => advancePhase(winter.game, { Austria: '1 : A VIE H\n' }, { seed: 4 })).not.toThrow();
  });

  it('a power reaching the victory condition wins: the game ends and cannot be advanced (Rule 3.6: publication)', () => {
    const after = fight(3);
    expect(after.results[0]!.victory).toEqual({ power: 'Austria', centers: 3 });
    expect(after.game.victory).toEqual({ power: 'Austria', year: 1901, season: 'fall' });
    expect(after.game.toFile().victory).toEqual({ power: 'Austria', year: 1901, season: 'fall' });
    expect(() => advancePhase(after.game, {}, { seed: 1 })).toThrow(
      new PhaseError(
        'the game is over: Austria won after Fall 1901; every offer sheet may now be published (Rule 3.6)',
      ),
    );
  });

  it("a dummy's dislodged unit has no one to order it: the retreat phase is resolved at once, recorded as such", () => {
    const game = gameWith(
      { Austria: ['A TYR', 'A BOH'], Germany: ['A MUN'] },
      {
        centers: { Austria: ['VIE', 'BUD', 'TRI'], Germany: ['MUN', 'BER', 'KIE'] },
        status: { ...dummies, Italy: 'dummy' },
      },
    );
    const done = advancePhase(game, { Austria: '1 : A TYR - MUN\n1 : A BOH S A TYR - MUN\n' }, { seed: 1 });
    expect(done.results.map((r) => [r.season, r.phase, r.automatic ?? false])).toEqual([
      ['spring', 'movement', false],
      ['spring', 'retreat', true],
    ]);
    expect(done.results[1]!.orders).toEqual([
      {
        power: 'Germany',
        unit: 'A MUN',
        order: 'DISBAND A MUN',
        succeeded: true,
        reason: 'no retreat ordered: disbanded',
      },
    ]);
    expect([done.game.season, done.game.phase]).toEqual(['fall', 'movement']);
    expect(done.game.history.map((h) => h.phase ?? 'movement')).toEqual(['movement', 'retreat']);
  });
});

describe('Rule 2.4: resignation', () => {
  const resigned = ok(resignPower(newGame(), 'italy'));

  it("forfeits the treasury and leaves the power unplayed (a dummy, Rule 4.4); the action is kept for the history's check", () => {
    expect(resigned.ledger).toEqual([
      { power: 'Italy', before: 48, what: 'treasury forfeited on resignation (Rule 2.4)', amount: -48, after: 0 },
    ]);
    expect(resigned.game.power('Italy')).toMatchObject({ balance: 0, status: 'dummy' });
    expect(resigned.game.actions).toEqual([{ kind: 'resign', power: 'Italy' }]);
    expect(resignPower(resigned.game, 'Italy')).toEqual({
      ok: false,
      error: 'Italy is not played (a dummy power, Rule 4.4)',
    });
  });

  it('the next phase needs no sheet from it and refuses one; the resignation moves into the history', () => {
    const { Italy: _italy, ...others } = holds(newGame());
    const done = advancePhase(resigned.game, others, { seed: 1 });
    expect(done.game.history[0]!.actions).toEqual([{ kind: 'resign', power: 'Italy' }]);
    expect(done.game.actions).toEqual([]);
    expect(() => advancePhase(resigned.game, holds(newGame()), { seed: 1 })).toThrow(AdjudicationError);
  });
});

describe('what cannot be advanced', () => {
  it("a player's view: it has no other power's balance", () => {
    const loaded = loadGame(playerView(newGame(), 'France'));
    if (!loaded.ok) throw new Error('view');
    expect(() => advancePhase(loaded.game, holds(newGame()), { seed: 1 })).toThrow(/France's view of the game/);
  });

  it('a phase the history already holds (adjudicated by `payola adjudicate --next-game`, which moves no unit)', () => {
    const spring = advancePhase(newGame(), holds(newGame()), { seed: 1 });
    const again = spring.game.with({
      season: 'spring',
      history: spring.game.history.map(({ state: _s, results: _r, ...h }) => h),
    });
    expect(() => advancePhase(again, holds(again), { seed: 1 })).toThrow(
      /already been decided .*payola adjudicate --next-game/,
    );
  });

  it("a balance past the game file's largest (numberLimits.maxBalance) after income or a year end: refused, naming the power and why; the game file stays loadable", () => {
    const rich = (rules: string[]) =>
      gameFrom((file) => {
        const powers = file.powers as { name: string; balance: number }[];
        powers.find((p) => p.name === 'France')!.balance = numberLimits.maxBalance;
      }, newGame({ rules }));
    // Rule 2.1: Spring 1902's income, paid as the Fall turn ends (no winter: nothing to adjust).
    const game = rich([]);
    const fall = advancePhase(game, holds(game), { seed: 1 }).game;
    expect(() => advancePhase(fall, holds(fall), { seed: 2 })).toThrow(
      new PhaseError(
        'the Fall 1901 movement phase cannot be advanced: France would hold 100,000,000,000,048 AgP (+48 income for 3 centres (Rule 2.1)), more than the largest balance a game file holds, 100,000,000,000,000 AgP; nothing was advanced',
      ),
    );
    // Rule 6.7: the first capture of a neutral centre, at the Fall turn's year end.
    const zeroSum = rich(['zero-sum']);
    const zeroFall = advancePhase(zeroSum, holds(zeroSum), { seed: 1 }).game;
    expect(() =>
      advancePhase(
        zeroFall,
        { ...holds(zeroFall), France: '0 : A PAR - BUR\n0 : F BRE H\n0 : A MAR - SPA\n' },
        { seed: 2 },
      ),
    ).toThrow(
      /^the Fall 1901 movement phase cannot be advanced: France would hold 100,000,000,000,010 AgP \(\+10 first capture of SPA \(Rule 6\.7\)\)/,
    );
  });

  it("a year past the game file's last (numberLimits.maxYear): refused", () => {
    const last = gameFrom((file) => {
      file.year = numberLimits.maxYear;
      file.incomePaidFor = numberLimits.maxYear;
    });
    const fall = advancePhase(last, holds(last), { seed: 1 }).game;
    expect(() => advancePhase(fall, holds(fall), { seed: 2 })).toThrow(
      new PhaseError(
        'the Fall 100000 movement phase cannot be advanced: the game would go on into 100001, past the last year a game file holds, 100000; nothing was advanced',
      ),
    );
  });

  it('sheets for unknown powers, or two for one power, refuse the phase', () => {
    expect(() => advancePhase(newGame(), { ...holds(newGame()), Spain: '' }, { seed: 1 })).toThrow(AdjudicationError);
    expect(() => advancePhase(newGame(), { ...holds(newGame()), FRANCE: '1 : A PAR H\n' }, { seed: 1 })).toThrow(
      /more than one sheet for France/,
    );
  });
});
