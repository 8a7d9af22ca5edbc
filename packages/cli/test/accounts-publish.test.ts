// payola income (Rule 2.1), payola transfer (Rule 2.3), payola year-end (Zero Sum, Rule 6.7) and
// payola publish (Rules 3.6, 4.5).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjudicate, nextGameState, startingGame } from '@payola/engine';
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

interface File {
  $schema?: string;
  powers: { name: string; balance: number }[];
}
const balanceOf = async (path: string, power: string) =>
  (await readJson<File>(path)).powers.find((p) => p.name === power)!.balance;

let dir: string;
beforeAll(async () => {
  dir = await makeTempDir();
  const opening = startingGame();
  const sheets = { ...holdSheets, france: '% France\nACCEPT FI?\n2 : A PAR - BUR\n' };
  const played = nextGameState(opening, adjudicate(opening, sheets, { seed: 3 }), sheets).toFile();
  await writeFiles(dir, {
    'spring.json': gameJson(openingGame({}, { year: 1902 })),
    'paid.json': gameJson(openingGame()),
    'fall.json': gameJson(openingGame({}, { season: 'fall' })),
    'transfer.json': gameJson(openingGame()),
    'poor.json': gameJson(openingGame()),
    'letters.json': gameJson(openingGame()),
    'played.json': gameJson(played),
    // Zero Sum (Rule 6.7), at the Fall turn: England pays Germany's army to move; the GameMaster
    // adjudicates with --next-game, then settles the year.
    'zs/game.json': gameJson(openingGame({}, { rules: ['zero-sum'], season: 'fall' })),
    // Every other power holds for 0 AgP, so that only Germany's units are paid this year.
    'zs/sheets/england.payola': '3 : A MUN - RUH\n',
    ...Object.fromEntries(
      Object.entries(holdSheets)
        .filter(([power]) => power !== 'england')
        .map(([power, text]) => [`zs/sheets/${power}.payola`, text.replace(/^1 :/, '0 :')]),
    ),
    'zs/plain.json': gameJson(openingGame({}, { season: 'fall' })),
    'zs/twice.json': gameJson(openingGame({}, { rules: ['zero-sum'], season: 'fall' })),
  });
});
afterAll(() => removeTempDir(dir));

describe.concurrent('payola income, transfer, year-end and publish', () => {
  it('income pays every power in the game file and prints the ledger', async () => {
    const { code, stdout, stderr } = await payola(['income', '--game', 'spring.json'], { cwd: dir });
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(stdout.split('\n')).toContain('France: 48 + 48 income for 3 centres (Rule 2.1) = 96');
    expect(stdout.split('\n')).toContain('Russia: 62 + 62 income for 4 centres (Rule 2.1) = 124');
    const text = await readFile(join(dir, 'spring.json'), 'utf8');
    expect(text.endsWith('}\n')).toBe(true);
    expect((JSON.parse(text) as File).$schema).toBe('https://example.org/payola/game.schema.json');
    expect(await balanceOf(join(dir, 'spring.json'), 'France')).toBe(96);
  });

  it('income is never paid twice for a year: the opening game has had its 1901 income', async () => {
    const before = await readFile(join(dir, 'paid.json'), 'utf8');
    const { code, stderr } = await payola(['income', '--game', 'paid.json'], { cwd: dir });
    expect(code).toBe(1);
    expect(stderr).toBe('payola: the income for 1901 has already been paid\n');
    expect(await readFile(join(dir, 'paid.json'), 'utf8')).toBe(before);
  });

  it('income is refused outside spring: exit 1, the file unchanged', async () => {
    const before = await readFile(join(dir, 'fall.json'), 'utf8');
    const { code, stdout, stderr } = await payola(['income', '--game', 'fall.json'], { cwd: dir });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe('payola: income is paid before each spring movement (Rule 2.1); this game is at fall 1901\n');
    expect(await readFile(join(dir, 'fall.json'), 'utf8')).toBe(before);
  });

  it('transfer moves money between two powers in the game file', async () => {
    const { code, stdout } = await payola(['transfer', '--game', 'transfer.json', 'france', 'England', '10'], {
      cwd: dir,
    });
    expect(code).toBe(0);
    expect(stdout).toBe(
      'France: 48 - 10 transfer to England (Rule 2.3) = 38\nEngland: 48 + 10 transfer from France (Rule 2.3) = 58\n',
    );
    expect(await balanceOf(join(dir, 'transfer.json'), 'France')).toBe(38);
    expect(await balanceOf(join(dir, 'transfer.json'), 'England')).toBe(58);
  });

  it('transfer and resign name powers by letter too, as --power and acceptance lists do (Rule 4.1)', async () => {
    const moved = await payola(['transfer', '--game', 'letters.json', 'F', 'e', '10'], { cwd: dir });
    expect(moved.code, moved.stderr).toBe(0);
    expect(moved.stdout).toBe(
      'France: 48 - 10 transfer to England (Rule 2.3) = 38\nEngland: 48 + 10 transfer from France (Rule 2.3) = 58\n',
    );
    const resigned = await payola(['resign', '--game', 'letters.json', 'I'], { cwd: dir });
    expect(resigned.code, resigned.stderr).toBe(0);
    expect(resigned.stdout).toBe('Italy: 48 - 48 treasury forfeited on resignation (Rule 2.4) = 0\n');
  });

  it('transfer is refused without the money: exit 1, the file unchanged', async () => {
    const before = await readFile(join(dir, 'poor.json'), 'utf8');
    const poor = await payola(['transfer', '--game', 'poor.json', 'France', 'England', '500'], { cwd: dir });
    expect(poor.code).toBe(1);
    expect(poor.stdout).toBe('');
    expect(poor.stderr).toBe('payola: France has 48 AgP and cannot transfer 500\n');
    // An amount past the largest balance is told as written, not rounded to a double.
    const huge = await payola(['transfer', '--game', 'poor.json', 'France', 'England', '9007199254740993'], {
      cwd: dir,
    });
    expect(huge.code).toBe(2);
    expect(huge.stderr).toContain(
      'AMOUNT is at most 100,000,000,000,000 silver pieces (the largest balance), not 9007199254740993',
    );
    expect(await readFile(join(dir, 'poor.json'), 'utf8')).toBe(before);
  });

  it('year-end settles a Zero Sum year from the receipts kept by --next-game, and resets them (Rule 6.7)', async () => {
    const adjudicated = await payola(
      ['adjudicate', '--game', 'zs/game.json', '--seed', '1', '--next-game', 'zs/game.json', 'zs/sheets'],
      { cwd: dir },
    );
    expect(adjudicated.code).toBe(0);
    const before = await readJson<File & { receipts?: Record<string, number> }>(join(dir, 'zs/game.json'));
    const balance = (file: File, power: string) => file.powers.find((p) => p.name === power)!.balance;
    expect(before.receipts).toEqual({ Germany: 3 }); // kept in the game file by --next-game

    // Germany's army was paid 3 AgP by England; Belgium, neutral, is France's after the Fall.
    const { code, stdout, stderr } = await payola(['year-end', '--game', 'zs/game.json', '--owner', 'BEL=France'], {
      cwd: dir,
    });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toContainEqual(expect.stringMatching(/^Germany: \d+ \+ 3 .*\(Rule 6\.7\) = \d+$/));
    expect(lines).toContainEqual(expect.stringMatching(/^France: \d+ \+ 10 .*BEL.*\(Rule 6\.7\) = \d+$/));
    const after = await readJson<{
      $schema: string;
      receipts?: unknown;
      powers: { name: string; balance: number; centers: string[] }[];
    }>(join(dir, 'zs/game.json'));
    expect(after.$schema).toBe('https://example.org/payola/game.schema.json');
    expect(after.receipts).toBeUndefined(); // reset for the new year
    expect(balance(after, 'Germany')).toBe(balance(before, 'Germany') + 3);
    expect(balance(after, 'France')).toBe(balance(before, 'France') + 10);
    expect(after.powers.find((p) => p.name === 'France')!.centers).toContain('BEL');

    // Once a year (Rule 6.7): a second run is refused, the file unchanged.
    const settled = await readFile(join(dir, 'zs/game.json'), 'utf8');
    const again = await payola(['year-end', '--game', 'zs/game.json', '--owner', 'BEL=France'], { cwd: dir });
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(
      'payola: the Zero Sum year end of 1901 has already been settled (Rule 6.7: once a year)\n',
    );
    expect(await readFile(join(dir, 'zs/game.json'), 'utf8')).toBe(settled);
  });

  it('year-end is refused for a game without Zero Sum (exit 1, the file unchanged), and --owner needs CENTER=POWER (exit 2)', async () => {
    const before = await readFile(join(dir, 'zs/plain.json'), 'utf8');
    const [plain, malformed] = await Promise.all([
      payola(['year-end', '--game', 'zs/plain.json'], { cwd: dir }),
      payola(['year-end', '--game', 'zs/plain.json', '--owner', 'BEL'], { cwd: dir }),
    ]);
    expect(plain.code).toBe(1);
    expect(plain.stdout).toBe('');
    expect(plain.stderr).toBe(
      'payola: zs/plain.json is not a Zero Sum game (Rule 6.7; its "rules" do not list "zero-sum"): there is no year-end settlement; the yearly income is paid with payola income\n',
    );
    expect(malformed.code).toBe(2);
    expect(malformed.stderr).toBe('payola: --owner takes CENTER=POWER (e.g. --owner BEL=France), not "BEL"\n');
    expect(await readFile(join(dir, 'zs/plain.json'), 'utf8')).toBe(before);
  });

  it('year-end refuses one centre given twice under two names (BEL, Belgium): resolved before the check (issue 13, item 14)', async () => {
    const before = await readFile(join(dir, 'zs/twice.json'), 'utf8');
    const { code, stdout, stderr } = await payola(
      ['year-end', '--game', 'zs/twice.json', '--owner', 'BEL=France', '--owner', 'Belgium=Germany'],
      { cwd: dir },
    );
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe('payola: --owner names BEL twice (BEL=France and Belgium=Germany)\n');
    expect(await readFile(join(dir, 'zs/twice.json'), 'utf8')).toBe(before);
  });

  it('publish refuses a game no power has won, unless --force says the players ended it (Rule 3.6)', async () => {
    const early = await payola(['publish', '--game', 'played.json'], { cwd: dir });
    expect(early.code).toBe(1);
    expect(early.stdout).toBe('');
    expect(early.stderr).toContain('the game is not over (no power has won)');
  });

  it("publish prints every phase's acceptance lists and sheets", async () => {
    const { code, stdout } = await payola(['publish', '--game', 'played.json', '--force'], { cwd: dir });
    expect(code).toBe(0);
    const lines = stdout.split('\n');
    expect(lines[0]).toContain('(Rules 3.6, 4.5)');
    expect(lines).toContain('== Spring 1901 (seed 3)');
    expect(lines).toContain('Acceptance lists used (Rule 4.5)');
    // France's list as used: F, I, then the other five in the seeded order (Rule 4.1).
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}France +FI[AEGRT]{5}$/));
    expect(lines.filter((l) => /^ {2}[A-Z][a-z]+ +[A-Z]{7}$/.test(l))).toHaveLength(7);
    const france = lines.indexOf("France's offer sheet (Rule 3.6)");
    expect(lines.slice(france + 1, france + 4)).toEqual(['  % France', '  ACCEPT FI?', '  2 : A PAR - BUR']);
    expect(lines).toContain("Turkey's offer sheet (Rule 3.6)");
    expect(lines).toContain('  A PAR - BUR');
  });

  it('--help for each command, and --version', async () => {
    const [help, adjudicateHelp, version, none] = await Promise.all([
      payola(['--help'], { cwd: dir }),
      payola(['adjudicate', '--help'], { cwd: dir }),
      payola(['--version'], { cwd: dir }),
      payola([], { cwd: dir }),
    ]);
    expect(help.code).toBe(0);
    for (const command of ['adjudicate', 'income', 'transfer', 'year-end', 'publish', 'board', 'format'])
      expect(help.stdout).toContain(`  ${command} `);
    expect(adjudicateHelp.code).toBe(0);
    expect(adjudicateHelp.stdout).toContain('--next-game <file>');
    expect(version.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
    expect(none.code).toBe(2);
    // (Commands added later, such as `serve`, come after these.)
    expect(none.stderr).toMatch(
      /^payola: missing command \(adjudicate, income, transfer, transfer-shares, year-end, publish, board, format(, [a-z-]+)*; see --help\)\n$/,
    );
  });
});
