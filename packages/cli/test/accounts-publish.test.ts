// payola income (Rule 2.1), payola transfer (Rule 2.3) and payola publish (Rules 3.6, 4.5).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjudicate, nextGameState, startingGame } from '@payola/engine';
import { gameJson, holdSheets, makeTempDir, openingGame, payola, readJson, removeTempDir, writeFiles } from './helpers.js';

interface File {
  $schema?: string;
  powers: { name: string; balance: number }[];
}
const balanceOf = async (path: string, power: string) => (await readJson<File>(path)).powers.find((p) => p.name === power)!.balance;

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
    'played.json': gameJson(played),
  });
});
afterAll(() => removeTempDir(dir));

describe.concurrent('payola income, transfer and publish', () => {
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
    const { code, stdout } = await payola(['transfer', '--game', 'transfer.json', 'france', 'England', '10'], { cwd: dir });
    expect(code).toBe(0);
    expect(stdout).toBe('France: 48 - 10 transfer to England (Rule 2.3) = 38\nEngland: 48 + 10 transfer from France (Rule 2.3) = 58\n');
    expect(await balanceOf(join(dir, 'transfer.json'), 'France')).toBe(38);
    expect(await balanceOf(join(dir, 'transfer.json'), 'England')).toBe(58);
  });

  it('transfer is refused without the money: exit 1, the file unchanged', async () => {
    const before = await readFile(join(dir, 'poor.json'), 'utf8');
    const poor = await payola(['transfer', '--game', 'poor.json', 'France', 'England', '500'], { cwd: dir });
    expect(poor.code).toBe(1);
    expect(poor.stdout).toBe('');
    expect(poor.stderr).toBe('payola: France has 48 AgP and cannot transfer 500\n');
    expect(await readFile(join(dir, 'poor.json'), 'utf8')).toBe(before);
  });

  it("publish prints every phase's acceptance lists and sheets", async () => {
    const { code, stdout } = await payola(['publish', '--game', 'played.json'], { cwd: dir });
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
    for (const command of ['adjudicate', 'income', 'transfer', 'publish']) expect(help.stdout).toContain(`  ${command} `);
    expect(adjudicateHelp.code).toBe(0);
    expect(adjudicateHelp.stdout).toContain('--next-game <file>');
    expect(version.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
    expect(none.code).toBe(2);
    expect(none.stderr).toBe('payola: missing command (adjudicate, income, transfer, publish; see --help)\n');
  });
});
