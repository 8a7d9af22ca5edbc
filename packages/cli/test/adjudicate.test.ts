// payola adjudicate: text and JSON output, reports and chart (--out), the next game state,
// refusals (invalid or missing sheets, Rule 3.3), and the seed (Rule 4.1).
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gameJson,
  holdSheets,
  makeTempDir,
  openingGame,
  payola,
  readJson,
  removeTempDir,
  writeFiles,
} from './helpers.js';

const powers = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'];
const franceSheet = 'ACCEPT FE?\n5 : A PAR - BUR\n3 : A MAR - SPA\n2 > A MUN - RUH   % a German army on the move\n';

let dir: string;
beforeAll(async () => {
  dir = await makeTempDir();
  await writeFiles(dir, {
    // Italy's sheet is found through the game file's mapping; England's is named on the command line.
    'game.json': gameJson(openingGame({ Italy: { sheet: 'orders/it.payola' } })),
    'sheets/austria.payola': holdSheets.austria!,
    'sheets/france.payola': franceSheet,
    'sheets/germany.payola': holdSheets.germany!,
    'sheets/russia.payola': holdSheets.russia!,
    'sheets/turkey.payola': holdSheets.turkey!,
    'orders/it.payola': holdSheets.italy!,
    'misc/e.payola': holdSheets.england!,
    'misc/bad.payola': '4 : A PAR - XYZ\n',
    // A game file whose `$schema` is a path relative to it, as an editor's validation wants.
    // Saved by a Windows editor: UTF-8 with a byte order mark.
    'bom/game.json': `\ufeff${gameJson(openingGame())}`,
    // Spring 1902 before its income was paid (the game's last income was for 1901).
    'unpaid/game.json': gameJson(openingGame({ Italy: { sheet: '../orders/it.payola' } }, { year: 1902 })),
    'relative/game.json': gameJson({
      ...openingGame({ Italy: { sheet: '../orders/it.payola' } }),
      $schema: '../schemas/game.schema.json#/definitions/game',
    }),
  });
});
afterAll(() => removeTempDir(dir));

const allSheets = ['sheets', 'orders/it.payola', 'England=misc/e.payola'];

interface Result {
  seed: number;
  orders: Record<string, { order: string; total: number; paid: Record<string, number> }>;
  spent: Record<string, number>;
  balances: Record<string, number>;
  reports: Record<string, { power: string }>;
}

describe.concurrent('payola adjudicate', () => {
  it('prints the orders with their explanations, the accounts and a drawn seed; --seed repeats the run exactly', async () => {
    const text = await payola(['adjudicate', '--game', 'game.json', ...allSheets], { cwd: dir });
    expect(text.code).toBe(0);
    expect(text.stderr).toBe('');
    expect(text.stdout).toMatch(
      /^ {4}A PAR - BUR +5 AgP +the (only order offered|highest total bribe), 5 AgP.*\(Rule 5\.1\)$/m,
    );
    expect(text.stdout).toMatch(
      /^ {4}A MUN - RUH +2 AgP +the highest total bribe, 2 AgP; next best H at 0 AgP \(Rule 5\.1\)$/m,
    );
    expect(text.stdout.indexOf('  Germany\n')).toBeLessThan(text.stdout.indexOf('A MUN - RUH'));
    expect(text.stdout).toMatch(/^Accounts/m);
    // France: before 48, no savings, spent 10, balance 38, no cuts.
    expect(text.stdout).toMatch(/^ {2}France +48 +0 +10 +38 +0$/m);
    const seed = /^seed (\d+) \(repeat with --seed (\d+)\)$/m.exec(text.stdout);
    expect(seed).not.toBeNull();
    expect(seed![1]).toBe(seed![2]);

    const [a, b] = await Promise.all(
      [0, 1].map(() =>
        payola(['adjudicate', '--game', 'game.json', '--seed', seed![1]!, '--format', 'json', ...allSheets], {
          cwd: dir,
        }),
      ),
    );
    expect(a!.code).toBe(0);
    expect(a!.stdout).toBe(b!.stdout);
    const result = JSON.parse(a!.stdout) as Result;
    expect(result.seed).toBe(Number(seed![1]));
    expect(result.orders['A PAR']).toEqual({ order: 'A PAR - BUR', total: 5, paid: { France: 5 } });
    expect(result.orders['A ROM']!.order).toBe('A ROM H'); // Italy's sheet, through the mapping
    expect(result.orders['F LON']!.order).toBe('F LON H'); // England's, through England=
    expect(result.spent.France).toBe(10);
    expect(result.balances.France).toBe(38);
    expect(Object.keys(result.reports).sort()).toEqual(powers);
  });

  it("--out writes each player's report and the chart, --next-game the next game state", async () => {
    const { code, stdout, stderr } = await payola(
      [
        'adjudicate',
        '--game',
        'game.json',
        '--seed',
        '7',
        '--format',
        'json',
        '--out',
        'out/spring',
        '--next-game',
        'archive/next.json',
        ...allSheets,
      ],
      { cwd: dir },
    );
    expect(code).toBe(0);
    expect(stderr).toBe("payola: wrote 7 players' reports and the chart to out/spring/\n");
    const out = join(dir, 'out/spring');
    // Exactly these files: no temporary file is left behind.
    expect((await readdir(out)).sort()).toEqual(
      [
        ...powers.flatMap((p) => [`${p.toLowerCase()}.json`, `${p.toLowerCase()}.txt`]),
        'chart.json',
        'chart.txt',
      ].sort(),
    );
    expect(await readJson(join(out, 'chart.json'))).toEqual(JSON.parse(stdout));
    expect(await readFile(join(out, 'chart.txt'), 'utf8')).toContain('GameMaster only');

    // Rule 2.5: each report holds its own power's data and nothing about the others.
    for (const power of powers) {
      const others = powers.filter((p) => p !== power);
      const report = await readJson<{ power: string }>(join(out, `${power.toLowerCase()}.json`));
      const reportText = await readFile(join(out, `${power.toLowerCase()}.txt`), 'utf8');
      expect(report.power).toBe(power);
      for (const other of others) {
        expect(JSON.stringify(report)).not.toContain(other);
        expect(reportText).not.toContain(other);
      }
      expect(reportText).toContain(`Payola report for ${power}`);
    }
    const france = await readJson<{
      units: { unit: string; order: string }[];
      acceptedOffers: { line: number; order: string; paid: number }[];
      spent: number;
      newBalance: number;
    }>(join(out, 'france.json'));
    expect(france.units.map((u) => u.order)).toEqual(['F BRE H', 'A MAR - SPA', 'A PAR - BUR']);
    expect(france.acceptedOffers).toEqual([
      { line: 2, unit: 'A PAR', order: 'A PAR - BUR', paid: 5 },
      { line: 3, unit: 'A MAR', order: 'A MAR - SPA', paid: 3 },
      { line: 4, unit: 'A MUN', order: 'A MUN - RUH', paid: 2 },
    ]);
    expect([france.spent, france.newBalance]).toEqual([10, 38]);

    const nextText = await readFile(join(dir, 'archive/next.json'), 'utf8');
    expect(nextText.endsWith('}\n')).toBe(true);
    const next = JSON.parse(nextText) as {
      $schema: string;
      powers: { name: string; balance: number; accept: string; sheet?: string }[];
      history: { seed: number; sheets: Record<string, string> }[];
    };
    expect(next.$schema).toBe('https://example.org/payola/game.schema.json');
    expect(next.powers.find((p) => p.name === 'France')).toMatchObject({ balance: 38, accept: 'FE?' }); // Rules 5.6, 4.3
    // Paths in a game file are relative to its folder: Italy's sheet, seen from archive/.
    expect(next.powers.find((p) => p.name === 'Italy')!.sheet).toBe('../orders/it.payola');
    expect(next.history).toHaveLength(1);
    expect(next.history[0]!.seed).toBe(7);
    expect(next.history[0]!.sheets.France).toBe(franceSheet);
  });

  it('refuses an invalid sheet and a missing one: exit 1, the errors as payola-lint prints them, nothing written', async () => {
    const { code, stdout, stderr } = await payola(
      [
        'adjudicate',
        '--game',
        'game.json',
        '--out',
        'refused',
        'sheets/austria.payola',
        'sheets/germany.payola',
        'sheets/russia.payola',
        'sheets/turkey.payola',
        'England=misc/e.payola',
        'France=misc/bad.payola',
      ],
      { cwd: dir },
    );
    expect(code).toBe(1);
    expect(stdout).toBe('');
    const lines = stderr.split('\n');
    expect(lines).toContain('misc/bad.payola');
    expect(lines).toContainEqual(
      expect.stringMatching(/^ {2}1:13 +error +unknown place `XYZ` +payola\/unknown-place$/),
    );
    expect(lines).toContain('✖ 1 problem (1 error, 0 warnings)');
    expect(lines).toContain('no sheet from Italy (Rule 3.3)');
    expect(existsSync(join(dir, 'refused'))).toBe(false);
  });

  it('refuses when a sheet is missing (Rule 3.3)', async () => {
    const { code, stdout, stderr } = await payola(
      ['adjudicate', '--game', 'game.json', 'sheets', 'England=misc/e.payola'],
      { cwd: dir },
    );
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe('no sheet from Italy (Rule 3.3)\nNothing was adjudicated and no file was written.\n');
  });

  it('a sheet whose power cannot be told, or an unknown POWER=: exit 2', async () => {
    const [unnamed, unknown] = await Promise.all([
      payola(['adjudicate', '--game', 'game.json', 'misc/e.payola'], { cwd: dir }),
      payola(['adjudicate', '--game', 'game.json', 'Engand=misc/e.payola'], { cwd: dir }),
    ]);
    expect(unnamed.code).toBe(2);
    expect(unnamed.stderr).toBe(
      'payola: cannot tell whose sheet misc/e.payola is: name it after its power (e.g. france.payola), map it in game.json (powers[].sheet), or write POWER=misc/e.payola\n',
    );
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe(
      'payola: unknown power "Engand" in Engand=misc/e.payola; the powers of game.json are Austria, England, France, Germany, Italy, Russia, Turkey\n',
    );
  });

  it('a phase the history holds is refused with or without --next-game (exit 1, nothing written); --force says what it replaces (issue 8, item 9)', async () => {
    const args = ['adjudicate', '--game', 'played/game.json', '--seed', '5', ...allSheets];
    const first = await payola(
      [
        'adjudicate',
        '--game',
        'game.json',
        '--seed',
        '5',
        '--out',
        'played/reports',
        '--next-game',
        'played/game.json',
        ...allSheets,
      ],
      { cwd: dir },
    );
    expect(first.code).toBe(0);
    const played = await readFile(join(dir, 'played/game.json'), 'utf8');
    const reports = await readFile(join(dir, 'played/reports/chart.json'), 'utf8');
    const refusal =
      'payola: Spring 1901 has already been adjudicated (the history of played/game.json holds it, seed 5): running it again would pay from the balances after it (Rule 5.6); add --force to adjudicate it again\n';

    // The same command again, now on the written game, and the same without --next-game (which
    // used to overwrite the real reports with a new seed and the wrong balances).
    const [again, preview] = await Promise.all([
      payola([...args, '--out', 'played/out', '--next-game', 'played/game.json'], { cwd: dir }),
      payola(['adjudicate', '--game', 'played/game.json', '--out', 'played/reports', ...allSheets], { cwd: dir }),
    ]);
    for (const run of [again, preview]) {
      expect(run.code).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toBe(refusal);
    }
    expect(await readFile(join(dir, 'played/game.json'), 'utf8')).toBe(played);
    expect(await readFile(join(dir, 'played/reports/chart.json'), 'utf8')).toBe(reports);
    expect(existsSync(join(dir, 'played/out'))).toBe(false);

    const forced = await payola(
      [
        ...args.slice(0, 3),
        '--seed',
        '6',
        '--force',
        '--out',
        'played/reports',
        '--next-game',
        'played/forced.json',
        ...allSheets,
      ],
      { cwd: dir },
    );
    expect(forced.code).toBe(0);
    expect(forced.stderr.split('\n').filter(Boolean)).toEqual([
      'payola: --force: adjudicating Spring 1901 again, which the history of played/game.json holds (seed 5), from the balances the file holds now; its entry in the history is replaced in played/forced.json',
      "payola: --force: played/reports/ holds the reports of Spring 1901 (seed 5), recorded in the game's history: replaced",
      "payola: wrote 7 players' reports and the chart to played/reports/",
    ]);
    const history = (await readJson<{ history: { seed: number }[] }>(join(dir, 'played/forced.json'))).history;
    expect(history.map((h) => h.seed)).toEqual([6]);
  });

  it('a spring phase whose income was not paid is refused, naming payola income (issue 8, item 10)', async () => {
    const { code, stdout, stderr } = await payola(
      ['adjudicate', '--game', 'unpaid/game.json', '--seed', '1', ...allSheets],
      {
        cwd: dir,
      },
    );
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      'payola: the income for 1902 has not been paid (Rule 2.1; unpaid/game.json records no "incomePaidFor": 1902): pay it first with payola income --game unpaid/game.json, or, if the balances already hold it, set "incomePaidFor": 1902 in the game file\n',
    );
  });

  it('--out never overwrites the recorded reports of an earlier phase, but a preview replaces a preview (issue 13, item 12)', async () => {
    // Spring 1901 recorded with its reports in log/; then the game moves on to the fall.
    const spring = await payola(
      [
        'adjudicate',
        '--game',
        'game.json',
        '--seed',
        '3',
        '--out',
        'log',
        '--next-game',
        'log/game.json',
        ...allSheets,
      ],
      { cwd: dir },
    );
    expect(spring.code).toBe(0);
    const fall = await readJson<Record<string, unknown>>(join(dir, 'log/game.json'));
    await writeFiles(dir, { 'log/fall.json': JSON.stringify({ ...fall, season: 'fall' }) });
    const recorded = await readFile(join(dir, 'log/france.txt'), 'utf8');

    const preview = await payola(
      ['adjudicate', '--game', 'log/fall.json', '--seed', '4', '--out', 'log', ...allSheets],
      {
        cwd: dir,
      },
    );
    expect(preview.code).toBe(1);
    expect(preview.stderr).toBe(
      "payola: log/ holds the reports of Spring 1901 (seed 3), recorded in the game's history; they are not overwritten: write these reports to another folder (--out), or add --force to replace them\n",
    );
    expect(await readFile(join(dir, 'log/france.txt'), 'utf8')).toBe(recorded);

    const previews = [4, 5].map((seed) =>
      payola(['adjudicate', '--game', 'log/fall.json', '--seed', String(seed), '--out', 'preview', ...allSheets], {
        cwd: dir,
      }),
    );
    expect((await previews[0]!).code).toBe(0);
    expect((await previews[1]!).code).toBe(0);
  });

  it('--next-game to another folder rewrites a relative $schema like the map and sheet paths', async () => {
    const { code, stderr } = await payola(
      [
        'adjudicate',
        '--game',
        'relative/game.json',
        '--seed',
        '1',
        '--next-game',
        'archive/deeper/next.json',
        'sheets',
        'orders/it.payola',
        'England=misc/e.payola',
      ],
      { cwd: dir },
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const next = await readJson<{ $schema: string; powers: { name: string; sheet?: string }[] }>(
      join(dir, 'archive/deeper/next.json'),
    );
    expect(next.$schema).toBe('../../schemas/game.schema.json#/definitions/game');
    expect(next.powers.find((p) => p.name === 'Italy')!.sheet).toBe('../../orders/it.payola');
  });

  it('reads a game file saved with a UTF-8 byte order mark', async () => {
    const { code, stdout, stderr } = await payola(
      [
        'adjudicate',
        '--game',
        'bom/game.json',
        '--seed',
        '1',
        'sheets',
        'Italy=orders/it.payola',
        'England=misc/e.payola',
      ],
      { cwd: dir },
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^ {2}France +48 +0 +10 +38 +0$/m);
  });
});
