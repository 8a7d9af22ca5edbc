// The GameMaster's cycle as real processes: payola new, advance (a whole year, with the public
// results, private reports and pictures), player-view (and payola-lint with the view),
// verify-history and resign; the guards (a phase advanced once, --force saying what it
// replaces, commands refusing phases that do not fit them) and all-or-nothing writes.
import { existsSync } from 'node:fs';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGame, newGame, startingGame, type GameFile } from '@payola/engine';
import { firstYear } from '../../engine/test/support/first-year.js';
import { gameJson, lint, makeTempDir, payola, readJson, removeTempDir, writeFiles } from './helpers.js';

type Sheets = Readonly<Record<string, string>>;
const sheetFiles = (folder: string, sheets: Sheets) =>
  Object.fromEntries(Object.entries(sheets).map(([power, text]) => [`${folder}/${power}.payola`, text]));

let dir: string;
beforeAll(async () => {
  dir = await makeTempDir();
  await writeFiles(dir, {
    ...sheetFiles('sheets/spring-1901', firstYear.spring1901),
    ...sheetFiles('sheets/fall-1901', firstYear.fall1901),
    ...sheetFiles('sheets/fall-1901-retreats', firstYear.fall1901Retreats),
    ...sheetFiles('sheets/winter-1901', firstYear.winter1901),
  });
});
afterAll(() => removeTempDir(dir));

/** A game played with `payola advance` through the phases named, in folder `name`. */
async function playTo(name: string, phases: readonly string[], extra: readonly string[] = []): Promise<string> {
  const created = await payola(['new', '--out', `${name}/game.json`], { cwd: dir });
  expect(created.code, created.stderr).toBe(0);
  for (const [i, phase] of phases.entries()) {
    const run = await payola(
      ['advance', '--game', `${name}/game.json`, '--seed', String(1901 + i), ...extra, `sheets/${phase}`],
      { cwd: dir },
    );
    expect(run.code, run.stderr).toBe(0);
  }
  return join(dir, name, 'game.json');
}

describe('payola new', () => {
  it('writes the opening with the starting balances (Rule 2.1), dummies and players; an existing file needs --force', async () => {
    const made = await payola(
      ['new', '--out', 'new/game.json', '--rule', 'zero-sum', '--dummy', 'Italy', '--player', 'France=Alice'],
      { cwd: dir },
    );
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toContain(
      'new/game.json: a new game at the Spring 1901 movement phase on the standard map (zero-sum)',
    );
    const file = await readJson<GameFile>(join(dir, 'new/game.json'));
    // Rule 6.7: 10 AgP per centre under Zero Sum.
    expect(file.powers.find((p) => p.name === 'Russia')).toMatchObject({ balance: 40 });
    expect(file.powers.find((p) => p.name === 'Italy')).toMatchObject({ status: 'dummy' });
    expect(file.powers.find((p) => p.name === 'France')).toMatchObject({ player: 'Alice' });
    const again = await payola(['new', '--out', 'new/game.json'], { cwd: dir });
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(
      'payola: new/game.json exists (a game at the Spring 1901 movement phase); it is not replaced: write the game elsewhere, or add --force\n',
    );
    const forced = await payola(['new', '--out', 'new/game.json', '--force'], { cwd: dir });
    expect(forced.code).toBe(0);
    expect(forced.stderr).toBe('payola: --force: replacing new/game.json (a game at the Spring 1901 movement phase)\n');
  });

  it('refuses unknown powers and rule flags with what is known (exit 2)', async () => {
    const bad = await payola(['new', '--out', 'bad/game.json', '--dummy', 'Spain', '--rule', 'fast'], { cwd: dir });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(
      'dummy: unknown power "Spain"; the powers are Austria, England, France, Germany, Italy, Russia, Turkey',
    );
    expect(existsSync(join(dir, 'bad/game.json'))).toBe(false);
  });
});

describe('payola advance: Spring 1901 to Spring 1902', () => {
  let game: string;
  beforeAll(async () => {
    game = await playTo('year', ['spring-1901', 'fall-1901', 'fall-1901-retreats'], ['--pictures', 'none']);
  });

  it('each phase writes the next phase’s game: the retreat phase after the dislodgement, then the winter', async () => {
    const file = await readJson<GameFile>(game);
    expect([file.year, file.season, file.phase]).toEqual([1901, 'winter', 'adjustment']);
    expect(file.history!.map((h) => h.phase ?? 'movement')).toEqual(['movement', 'movement', 'retreat']);
  });

  it('with --out: the public results, the GameMaster’s chart and ledger, and each player’s private report and picture', async () => {
    const run = await payola(
      [
        'advance',
        '--game',
        'year/game.json',
        '--seed',
        '1904',
        '--out',
        'year/winter',
        '--pictures',
        'svg',
        'sheets/winter-1901',
      ],
      { cwd: dir },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toBe(
      'payola: Winter 1901 adjustment phase advanced (seed 1904); year/game.json is now at the Spring 1902 movement phase; results, reports and pictures in year/winter/\n',
    );
    expect(run.stdout).toContain('BUILD A VIE              succeeds: built in VIE');
    expect(run.stdout).toMatch(/Next: the Spring 1902 movement phase\.\n$/);
    const out = join(dir, 'year/winter');
    const results = await readJson<{ seed: number; phases: { phase: string; orders: unknown[] }[] }>(
      join(out, 'public/results.json'),
    );
    expect(results.seed).toBe(1904);
    expect(results.phases.map((p) => p.phase)).toEqual(['adjustment']);
    expect(await readFile(join(out, 'public/before.svg'), 'utf8')).toMatch(/^<svg /);
    expect(await readFile(join(out, 'public/after.svg'), 'utf8')).toContain(
      '<title>Spring 1902 movement phase: the board</title>',
    );
    // No bribes in an adjustment phase: no chart; the ledger holds Spring 1902's income.
    expect(existsSync(join(out, 'gamemaster/chart.json'))).toBe(false);
    expect(await readFile(join(out, 'gamemaster/ledger.txt'), 'utf8')).toContain(
      'Austria: 40 + 75 income for 5 centres (Rule 2.1) = 115',
    );
    // Rule 2.5: each report tells its player its own account only.
    const austria = await readFile(join(out, 'austria/report.txt'), 'utf8');
    expect(austria).toContain('Austria: 40 + 75 income for 5 centres (Rule 2.1) = 115');
    expect(austria).not.toContain('Italy: 42');
    expect(await readJson(join(out, 'italy/report.json'))).toMatchObject({ power: 'Italy', balance: 75 });
    expect(await readFile(join(out, 'italy/board.svg'), 'utf8')).toMatch(/^<svg /);
    // The history verifies.
    const verified = await payola(['verify-history', '--game', 'year/game.json'], { cwd: dir });
    expect(verified.code).toBe(0);
    expect(verified.stdout).toBe(
      'year/game.json: 4 phases re-run from their inputs, each giving its recorded results; the game now is where they lead.\n',
    );
  });
});

describe('payola advance: PNG pictures for the GameMaster’s publication', () => {
  it('writes the board before and after, and each player’s picture, as PNG by default', async () => {
    await payola(['new', '--out', 'png/game.json'], { cwd: dir });
    const run = await payola(
      ['advance', '--game', 'png/game.json', '--seed', '1', '--out', 'png/out', '--width', '400', 'sheets/spring-1901'],
      { cwd: dir },
    );
    expect(run.code, run.stderr).toBe(0);
    for (const file of ['public/before.png', 'public/after.png', 'france/board.png']) {
      const bytes = await readFile(join(dir, 'png/out', file));
      expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    }
    expect(await readFile(join(dir, 'png/out/gamemaster/chart.txt'), 'utf8')).toContain('Spring 1901');
  });
});

describe('payola advance under Tin Cup (Rule 6.3)', () => {
  it('publishes only what every player may know; the whole results and the boards are the GameMaster’s', async () => {
    await payola(['new', '--out', 'blind/game.json', '--rule', 'blind'], { cwd: dir });
    const run = await payola(
      [
        'advance',
        '--game',
        'blind/game.json',
        '--seed',
        '1',
        '--out',
        'blind/out',
        '--pictures',
        'svg',
        'sheets/spring-1901',
      ],
      { cwd: dir },
    );
    expect(run.code, run.stderr).toBe(0);
    const out = join(dir, 'blind/out');
    const published = await readJson<{ phases: { orders: unknown[] }[] }>(join(out, 'public/results.json'));
    expect(published.phases[0]!.orders).toEqual([]);
    const full = await readJson<{ phases: { orders: unknown[] }[] }>(join(out, 'gamemaster/results.json'));
    expect(full.phases[0]!.orders).toHaveLength(22);
    expect(existsSync(join(out, 'public/before.svg'))).toBe(false);
    expect(existsSync(join(out, 'gamemaster/before.svg'))).toBe(true);
    // Each player's folder: its report (what it sees), its picture, its view of the next phase.
    const france = await readJson<{ results: { orders: { power: string }[] }[] }>(join(out, 'france/report.json'));
    expect(france.results[0]!.orders.length).toBeLessThan(22);
    const view = await readJson<GameFile>(join(out, 'france/game.json'));
    expect(view.view).toEqual({ power: 'France' });
    expect(view.powers.filter((p) => p.balance !== undefined).map((p) => p.name)).toEqual(['France']);
  });
});

describe('payola advance: guards', () => {
  it('a phase is advanced once: the same sheets run again on the file they advanced are refused; --force says what it replaces', async () => {
    const game = await playTo('again', ['spring-1901']);
    const before = await readFile(game, 'utf8');
    const again = await payola(['advance', '--game', 'again/game.json', 'sheets/spring-1901'], { cwd: dir });
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(
      'payola: the sheets given are those again/game.json records for the Spring 1901 movement phase, already advanced; the game is now at the Fall 1901 movement phase, and these sheets would be used for it\npayola: nothing was advanced; add --force to go on\n',
    );
    expect(await readFile(game, 'utf8')).toBe(before);
    const forced = await payola(['advance', '--game', 'again/game.json', '--force', 'sheets/spring-1901'], {
      cwd: dir,
    });
    expect(forced.code).toBe(1); // the spring sheets are not valid for the Fall units: refused as sheets
    expect(forced.stderr).toContain('payola: --force: the sheets given are those again/game.json records');
    expect(forced.stderr).toContain('Nothing was adjudicated and no file was written.');
  });

  it('--next-game and --out never replace another record silently', async () => {
    await payola(['new', '--out', 'next/game.json'], { cwd: dir });
    const first = await payola(
      [
        'advance',
        '--game',
        'next/game.json',
        '--next-game',
        'next/fall.json',
        '--out',
        'next/out',
        '--pictures',
        'none',
        '--seed',
        '1901',
        'sheets/spring-1901',
      ],
      { cwd: dir },
    );
    expect(first.code, first.stderr).toBe(0);
    const fall = await readFile(join(dir, 'next/fall.json'), 'utf8');
    // The same run again: the next game and the results folder hold Spring 1901's record.
    const second = await payola(
      [
        'advance',
        '--game',
        'next/game.json',
        '--next-game',
        'next/fall.json',
        '--out',
        'next/out',
        '--pictures',
        'none',
        'sheets/spring-1901',
      ],
      { cwd: dir },
    );
    expect(second.code).toBe(1);
    expect(second.stderr).toBe(
      [
        'payola: next/fall.json holds a game at the Fall 1901 movement phase (its last phase advanced: the Spring 1901 movement phase, seed 1901), which this run would replace',
        'payola: next/out/public/results.json holds the results of the Spring 1901 movement phase (seed 1901), which this run would replace',
        'payola: nothing was advanced; add --force to go on',
        '',
      ].join('\n'),
    );
    expect(await readFile(join(dir, 'next/fall.json'), 'utf8')).toBe(fall);
  });

  it('every command refuses a phase that does not fit it, naming the one that does', async () => {
    await playTo('fit', ['spring-1901', 'fall-1901'], ['--pictures', 'none']);
    const [adjudicate, nextGame, income] = await Promise.all([
      payola(['adjudicate', '--game', 'fit/game.json', 'sheets/fall-1901'], { cwd: dir }),
      payola(['adjudicate', '--game', 'again/game.json', '--next-game', 'x.json', 'sheets/fall-1901'], { cwd: dir }),
      payola(['income', '--game', 'fit/game.json'], { cwd: dir }),
    ]);
    expect(adjudicate.code).toBe(1);
    expect(adjudicate.stderr).toBe(
      "payola: payola adjudicate decides a movement phase's bribes, and fit/game.json is at the Fall 1901 retreat phase: advance it with payola advance --game fit/game.json (the players' orders as sheets)\n",
    );
    expect(nextGame.code).toBe(1);
    expect(nextGame.stderr).toContain(
      '--next-game would pay the bribes without moving the units; advance the phase with payola advance',
    );
    expect(income.code).toBe(1);
    expect(income.stderr).toBe(
      'payola: income is paid before each spring movement (Rule 2.1); this game is at fall 1901 (payola advance pays it as the phase begins)\n',
    );
    // A preview of a movement phase still works on a game run by the cycle.
    const preview = await payola(['adjudicate', '--game', 'again/game.json', 'sheets/fall-1901'], { cwd: dir });
    expect(preview.code, preview.stderr).toBe(0);
  });

  it('missing sheets refuse the movement phase (Rule 3.3); nothing is written', async () => {
    await payola(['new', '--out', 'missing/game.json'], { cwd: dir });
    const before = await readFile(join(dir, 'missing/game.json'), 'utf8');
    const run = await payola(
      ['advance', '--game', 'missing/game.json', '--out', 'missing/out', 'sheets/spring-1901/france.payola'],
      { cwd: dir },
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('no sheet from Austria (Rule 3.3)');
    expect(run.stderr).toMatch(/Nothing was adjudicated and no file was written\.\n$/);
    expect(await readFile(join(dir, 'missing/game.json'), 'utf8')).toBe(before);
    expect(existsSync(join(dir, 'missing/out'))).toBe(false);
  });

  it('all outputs or none: an output that cannot be written leaves the game file as it was', async () => {
    await payola(['new', '--out', 'atomic/game.json'], { cwd: dir });
    const before = await readFile(join(dir, 'atomic/game.json'), 'utf8');
    await mkdir(join(dir, 'atomic/out/public'), { recursive: true });
    await mkdir(join(dir, 'atomic/out/public/results.txt')); // a folder where a file must go
    const run = await payola(
      ['advance', '--game', 'atomic/game.json', '--out', 'atomic/out', '--pictures', 'none', 'sheets/spring-1901'],
      { cwd: dir },
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('payola: cannot write atomic/out/public/results.txt: it is a directory\n');
    expect(await readFile(join(dir, 'atomic/game.json'), 'utf8')).toBe(before);
    expect(existsSync(join(dir, 'atomic/out/france/report.txt'))).toBe(false);
    expect(existsSync(join(dir, 'atomic/out/public/results.json'))).toBe(false);
  });

  it('a game that is over takes no more phases (Rule 3.6: publication)', async () => {
    const opening = startingGame().toFile();
    const file = {
      ...opening,
      season: 'winter' as const,
      phase: 'adjustment' as const,
      victory: { power: 'France', year: 1905, season: 'fall' as const },
    };
    await writeFiles(dir, { 'over/game.json': gameJson(file) });
    const run = await payola(['advance', '--game', 'over/game.json'], { cwd: dir });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      'payola: the game is over: France won after Fall 1905; publish every offer sheet with payola publish --game over/game.json (Rule 3.6)\n',
    );
    // Nor any change to its accounts: the game file stays the record of how it ended.
    const before = await readFile(join(dir, 'over/game.json'), 'utf8');
    for (const args of [
      ['transfer', '--game', 'over/game.json', 'France', 'England', '1'],
      ['resign', '--game', 'over/game.json', 'Italy'],
      ['income', '--game', 'over/game.json'],
    ]) {
      const refused = await payola(args, { cwd: dir });
      expect(refused.code, args[0]).toBe(1);
      expect(refused.stderr).toMatch(/^payola: the game is over: France won after Fall 1905/);
    }
    expect(await readFile(join(dir, 'over/game.json'), 'utf8')).toBe(before);
  });
});

describe("payola player-view, and payola-lint with a player's view", () => {
  it("writes France's view; payola-lint checks France's sheets with it; the GameMaster's commands refuse it", async () => {
    await playTo('view', ['spring-1901', 'fall-1901'], ['--pictures', 'none']);
    const made = await payola(
      ['player-view', '--game', 'view/game.json', '--power', 'I', '--out', 'view/italy/game.json'],
      { cwd: dir },
    );
    expect(made.code, made.stderr).toBe(0);
    expect(made.stderr).toBe("payola: wrote view/italy/game.json: Italy's view of the Fall 1901 retreat phase\n");
    const view = await readJson<GameFile>(join(dir, 'view/italy/game.json'));
    expect(view.view).toEqual({ power: 'Italy' });
    expect(view.powers.filter((p) => p.balance !== undefined).map((p) => p.name)).toEqual(['Italy']);
    // The player's folder: its view as game.json, its sheet named after its power.
    await writeFile(join(dir, 'view/italy/italy.payola'), 'A VEN - TRI\n');
    const linted = await lint(['--format', 'compact', 'view/italy/italy.payola'], { cwd: dir });
    expect(linted.code).toBe(1);
    expect(linted.stdout).toContain('payola/illegal-retreat');
    await writeFile(join(dir, 'view/italy/italy.payola'), 'A VEN - PIE\n');
    expect((await lint(['view/italy/italy.payola'], { cwd: dir })).code).toBe(0);
    const refused = await payola(['advance', '--game', 'view/italy/game.json', 'view/italy'], { cwd: dir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("view/italy/game.json is Italy's view of the game (payola player-view)");
    // Never over the GameMaster's file.
    const over = await payola(
      ['player-view', '--game', 'view/game.json', '--power', 'Italy', '--out', 'new/game.json'],
      {
        cwd: dir,
      },
    );
    expect(over.code).toBe(1);
    expect(over.stderr).toContain("new/game.json is not a player's view");
  });

  it('a view loads as a game file (the engine side of the language server)', async () => {
    const view = await readJson(join(dir, 'view/italy/game.json'));
    const loaded = loadGame(view);
    expect(loaded.ok && loaded.game.viewer).toBe('Italy');
  });
});

describe('payola verify-history and payola resign', () => {
  it('a tampered history is detected, the phase named (exit 1)', async () => {
    const game = await playTo('tamper', ['spring-1901'], ['--pictures', 'none']);
    const file = await readJson<GameFile & { history: { sheets: Record<string, string> }[] }>(game);
    file.history[0]!.sheets.France = '1 : A PAR - PIC\n1 : A MAR - SPA\n1 : F BRE - MAO\n';
    await writeFile(game, gameJson(file));
    const run = await payola(['verify-history', '--game', 'tamper/game.json'], { cwd: dir });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /^tamper\/game\.json: Spring 1901 movement phase: re-running it does not give what the history records: results\.orders/,
    );
    // The game now follows the recorded results, not the re-run: the chain is broken there too.
    expect(run.stdout).toContain(
      'tamper/game.json: the game now (Fall 1901 movement phase): the game now is not the game',
    );
    expect(run.stdout).toMatch(/the history does not verify \(2 problems; 0 phases verified\)\.\n$/);
  });

  it('resign forfeits the treasury (Rule 2.4) and is kept for verification', async () => {
    await writeFiles(dir, { 'resign/game.json': gameJson(newGame().toFile()) });
    const run = await payola(['resign', '--game', 'resign/game.json', 'Italy'], { cwd: dir });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('Italy: 48 - 48 treasury forfeited on resignation (Rule 2.4) = 0\n');
    const file = await readJson<GameFile>(join(dir, 'resign/game.json'));
    expect(file.actions).toEqual([{ kind: 'resign', power: 'Italy' }]);
  });
});
