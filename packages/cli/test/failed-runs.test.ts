// A refused or failed run leaves the GameMaster's folders as it found them: no folder it created
// for a --next-game file or an --out folder is left behind (all or nothing, folders included).
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { numberLimits } from '@payola/engine';
import { firstYear } from '../../engine/test/support/first-year.js';
import { gameJson, holdSheets, lint, makeTempDir, openingGame, payola, removeTempDir, writeFiles } from './helpers.js';

let dir: string;
beforeAll(async () => {
  dir = await makeTempDir();
  await writeFiles(dir, {
    'by-hand.json': gameJson(openingGame({}, { incomePaidFor: 1901 })),
    ...Object.fromEntries(Object.entries(firstYear.spring1901).map(([p, text]) => [`sheets/${p}.payola`, text])),
    'bad/france.payola': '5 : A PAR - XYZ\n',
    ...Object.fromEntries(Object.entries(holdSheets).map(([p, text]) => [`holds/${p}.payola`, text])),
  });
  const made = await payola(['new', '--out', 'game.json'], { cwd: dir });
  expect(made.code, made.stderr).toBe(0);
});
afterAll(() => removeTempDir(dir));

describe('a failed run creates no folder', () => {
  it('payola advance --next-game into new folders, refused (Rule 3.3): the folders are not made', async () => {
    const before = await readFile(join(dir, 'game.json'), 'utf8');
    const run = await payola(['advance', '--game', 'game.json', '--next-game', 'next/deep/game.json', 'bad'], {
      cwd: dir,
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/Nothing was adjudicated and no file was written\.\n$/);
    expect(existsSync(join(dir, 'next'))).toBe(false);
    expect(await readFile(join(dir, 'game.json'), 'utf8')).toBe(before);
  });

  it('payola adjudicate --next-game and --out into new folders, refused: the folders are not made', async () => {
    const run = await payola(
      ['adjudicate', '--game', 'by-hand.json', '--next-game', 'hand/next.json', '--out', 'hand/reports', 'bad'],
      { cwd: dir },
    );
    expect(run.code).toBe(1);
    expect(existsSync(join(dir, 'hand'))).toBe(false);
  });

  it('payola advance --out, failing at its last outputs: the folders it made for the others are removed', async () => {
    await mkdir(join(dir, 'out/turkey/report.txt'), { recursive: true }); // a folder where a file must go
    const before = await readFile(join(dir, 'game.json'), 'utf8');
    const run = await payola(['advance', '--game', 'game.json', '--out', 'out', '--pictures', 'none', 'sheets'], {
      cwd: dir,
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('payola: cannot write out/turkey/report.txt: it is a directory\n');
    expect(await readFile(join(dir, 'game.json'), 'utf8')).toBe(before);
    // Only what was there before: no empty public/, gamemaster/ or players' folders.
    expect(await readdir(join(dir, 'out'))).toEqual(['turkey']);
    expect(await readdir(join(dir, 'out/turkey'))).toEqual(['report.txt']);
  });

  it('a run that succeeds keeps the folders it made', async () => {
    const run = await payola(
      ['advance', '--game', 'game.json', '--next-game', 'kept/game.json', '--pictures', 'none', 'sheets'],
      { cwd: dir },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(await readdir(join(dir, 'kept'))).toEqual(['game.json']);
  });
});

describe('an empty path (an unset shell variable: --out "$OUT") is a usage error, never the current folder', () => {
  it.each([
    ['advance', '--out'],
    ['advance', '--next-game'],
    ['adjudicate', '--out'],
    ['adjudicate', '--next-game'],
  ])('payola %s %s ""', async (command, option) => {
    const before = await readdir(dir);
    const run = await payola([command, '--game', 'game.json', option, '', '--seed', '1', 'sheets'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `payola: option '${option} <${option === '--out' ? 'dir' : 'file'}>' argument '' is invalid. expected a path, not an empty string (see --help)\n`,
    );
    expect(await readdir(dir)).toEqual(before);
  });

  it.each([
    [['new', '--out', '']],
    [['new', '--out', 'x.json', '--map', '']],
    [['player-view', '--game', 'game.json', '--power', 'France', '--out', '']],
    [['board', '--game', 'game.json', '--out', '']],
    [['board', '--game', 'game.json', '--out', 'b.svg', '--result', '']],
    [['verify-history', '--game', '']],
  ])('payola %j', async (args) => {
    const run = await payola(args, { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/argument '' is invalid\. expected a path, not an empty string \(see --help\)\n$/);
  });

  it.each([['--game'], ['--config']])('payola-lint %s ""', async (option) => {
    const run = await lint([option, '', 'sheets'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/argument '' is invalid\. expected a path, not an empty string \(see --help\)\n$/);
  });
});

describe("a step that would take a balance past the game file's largest is refused, the file unchanged", () => {
  it('payola income (Rule 2.1) on a balance at the largest', async () => {
    const file = openingGame({ France: { balance: numberLimits.maxBalance } });
    const { incomePaidFor: _paid, ...unpaid } = { ...file, year: 1902 };
    await writeFiles(dir, { 'rich.json': gameJson(unpaid) });
    const before = await readFile(join(dir, 'rich.json'), 'utf8');
    const run = await payola(['income', '--game', 'rich.json'], { cwd: dir });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      'payola: rich.json: France would hold 100,000,000,000,048 AgP (+48 income for 3 centres (Rule 2.1)), more than the largest balance a game file holds, 100,000,000,000,000 AgP; the file is unchanged\n',
    );
    expect(await readFile(join(dir, 'rich.json'), 'utf8')).toBe(before);
  });

  it('payola adjudicate --next-game (Rule 6.7): receipts past the largest', async () => {
    const file = openingGame({}, { rules: ['zero-sum'], receipts: { Austria: numberLimits.maxBalance } });
    await writeFiles(dir, { 'receipts.json': gameJson(file) });
    const run = await payola(
      ['adjudicate', '--game', 'receipts.json', '--seed', '1', '--next-game', 'receipts-next.json', 'holds'],
      { cwd: dir },
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      "payola: receipts-next.json: Austria's units would have received 100,000,000,000,001 AgP this year (Rule 6.7), more than the largest balance a game file holds, 100,000,000,000,000 AgP; nothing was written\n",
    );
    expect(existsSync(join(dir, 'receipts-next.json'))).toBe(false);
  });
});

describe('a game file past the size a game file may be read at (64 MiB) is never written', () => {
  it('payola advance: a history of long sheets would grow past it; refused, the game file unchanged', async () => {
    // Nine phases of sheets of 1 MB (a sheet may hold 1 MiB of comments): 63 MB; this phase's
    // seven sheets of 1 MB would take it past 64 MiB, which no command could read again.
    const comments = (c: string) => `%${c.repeat(1000)}\n`.repeat(1000);
    const opening = openingGame();
    const history = Array.from({ length: 9 }, (_, i) => ({
      year: 1801 + i,
      season: 'spring' as const,
      seed: 1,
      acceptanceLists: {},
      sheets: Object.fromEntries(opening.powers.map((p) => [p.name, comments('x')])),
      orders: {},
    }));
    await writeFiles(dir, {
      'long/game.json': gameJson({ ...opening, history }),
      ...Object.fromEntries(
        Object.entries(holdSheets).map(([p, text]) => [`long/sheets/${p}.payola`, `${text}${comments('y')}`]),
      ),
    });
    const before = await readFile(join(dir, 'long/game.json'), 'utf8');
    const run = await payola(
      ['advance', '--game', 'long/game.json', '--seed', '1', '--pictures', 'none', 'long/sheets'],
      {
        cwd: dir,
      },
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^payola: long\/game\.json would be (6[7-9]|7\d),\d{3},\d{3} bytes, more than the 67,108,864 bytes \(64 MiB\) a game file may be, so no command could read it again \(its history keeps every sheet of every phase\): nothing was written\n$/,
    );
    expect(await readFile(join(dir, 'long/game.json'), 'utf8')).toBe(before);
  });
});

describe('two outputs of one run naming the same file', () => {
  it("payola advance --next-game into a player's folder of --out: refused (the player's view would replace the GameMaster's game, or the reverse)", async () => {
    const before = await readFile(join(dir, 'game.json'), 'utf8');
    const run = await payola(
      [
        'advance',
        '--game',
        'game.json',
        '--seed',
        '1',
        '--next-game',
        'both/france/game.json',
        '--out',
        'both',
        '--pictures',
        'none',
        'sheets',
      ],
      { cwd: dir },
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      'payola: both/france/game.json is written twice by this run: give each output a place of its own (--next-game, --out)\n',
    );
    expect(existsSync(join(dir, 'both'))).toBe(false);
    expect(await readFile(join(dir, 'game.json'), 'utf8')).toBe(before);
  });

  it('payola adjudicate --next-game onto the chart of --out: refused', async () => {
    const run = await payola(
      [
        'adjudicate',
        '--game',
        'by-hand.json',
        '--seed',
        '1',
        '--next-game',
        'hand2/chart.json',
        '--out',
        'hand2',
        'holds',
      ],
      { cwd: dir },
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^payola: hand2\/chart\.json is written twice by this run/);
    expect(existsSync(join(dir, 'hand2'))).toBe(false);
  });

  it("payola advance --out writing a player's view over the game file itself: refused", async () => {
    await writeFiles(dir, { 'over/france/game.json': await readFile(join(dir, 'game.json'), 'utf8') });
    const before = await readFile(join(dir, 'over/france/game.json'), 'utf8');
    const run = await payola(
      [
        'advance',
        '--game',
        'over/france/game.json',
        '--seed',
        '1',
        '--next-game',
        'over/next.json',
        '--out',
        'over',
        '--pictures',
        'none',
        'sheets',
      ],
      { cwd: dir },
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      'payola: over/france/game.json is the game file: --out would write over it; write the outputs to another folder (--out)\n',
    );
    expect(await readFile(join(dir, 'over/france/game.json'), 'utf8')).toBe(before);
    expect(existsSync(join(dir, 'over/next.json'))).toBe(false);
  });
});

describe('a folder where a file is asked for', () => {
  it.each([
    [
      ['new', '--out', 'a-folder'],
      'payola: --out a-folder is a folder: name the game file in it (a-folder/game.json)\n',
    ],
    [
      ['player-view', '--game', 'game.json', '--power', 'France', '--out', 'a-folder'],
      "payola: --out a-folder is a folder: name the view's file in it (a-folder/game.json)\n",
    ],
  ])('payola %j says so', async (args, message) => {
    await mkdir(join(dir, 'a-folder'), { recursive: true });
    const run = await payola(args, { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(message);
    expect(await readdir(join(dir, 'a-folder'))).toEqual([]);
  });
});

describe('a game file with a key given twice in one object', () => {
  it('is refused by every command, naming the key and its place (JSON.parse would keep the last silently)', async () => {
    const text = gameJson(openingGame()).replace('"balance": 48,', '"balance": 48,\n      "balance": 99999,');
    await writeFiles(dir, { 'twice.json': text });
    for (const args of [
      ['verify-history', '--game', 'twice.json'],
      ['transfer', '--game', 'twice.json', 'France', 'England', '1'],
    ]) {
      const run = await payola(args, { cwd: dir });
      expect(run.code).toBe(2);
      expect(run.stderr).toBe(
        'payola: twice.json: powers[0].balance: "balance" is given twice in this object (a key names one value): keep one\n',
      );
    }
    expect(await readFile(join(dir, 'twice.json'), 'utf8')).toBe(text);
  });
});
