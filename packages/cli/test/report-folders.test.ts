// The names of the players' report folders and files (`advance --out`, `adjudicate --out`): a
// power's name from a variant map or a game file may be in any script, may spell a folder or file the
// GameMaster's outputs use (`public`, `gamemaster`, `chart`), or may differ from another's only
// by punctuation or case (one name on a case-insensitive file system). Every player still gets a folder (or file) of its own, named after it.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameFile } from '@payola/engine';
import { reportStem } from '../src/gm/report-files.js';
import { gameJson, makeTempDir, openingGame, payola, readJson, removeTempDir, writeFiles } from './helpers.js';

/** The opening's powers renamed: scripts without Latin letters, names the outputs use, near twins. */
const names: Readonly<Record<string, string>> = {
  Austria: 'Österreich',
  England: 'Англия',
  France: 'Франция',
  Germany: 'Public',
  Italy: 'Chart',
  Russia: 'Gamemaster',
  Turkey: 'Англия!',
};
const firstUnits: Readonly<Record<string, string>> = {
  Austria: 'A VIE',
  England: 'F LON',
  France: 'A PAR',
  Germany: 'A BER',
  Italy: 'A ROM',
  Russia: 'A MOS',
  Turkey: 'A CON',
};

let dir: string;
beforeAll(async () => {
  dir = await makeTempDir();
  const opening = openingGame();
  const renamed: GameFile = {
    ...opening,
    powers: opening.powers.map((p) => ({ ...p, name: names[p.name]! })),
    units: opening.units.map((u) => ({ ...u, power: names[u.power]! })),
  };
  await writeFiles(dir, {
    'game.json': gameJson(renamed),
    ...Object.fromEntries(
      Object.entries(firstUnits).map(([power, unit]) => [`sheets/${power}.payola`, `1 : ${unit} H\n`]),
    ),
  });
});
afterAll(() => removeTempDir(dir));

/** Each sheet given as LETTER=path (the file names are the old English names). */
const sheetArgs = () => Object.keys(firstUnits).map((power) => `${power[0]}=sheets/${power}.payola`);

describe('report stems', () => {
  it('are cut by bytes, not characters, so that a file name (at most 255 bytes) always fits', () => {
    // 64 letters outside the Basic Multilingual Plane, four bytes each: 256 bytes.
    const stem = reportStem('\u{1D504}'.repeat(64));
    expect(Buffer.byteLength(stem, 'utf8')).toBe(200);
    expect(Buffer.byteLength(`${stem}-g.json`, 'utf8')).toBeLessThan(255);
    expect(reportStem('France')).toBe('france');
  });
});

describe('report folders named after powers in any script', () => {
  it('payola advance --out writes one folder per player, each holding that player’s report', async () => {
    const run = await payola(
      [
        'advance',
        '--game',
        'game.json',
        '--next-game',
        'next.json',
        '--seed',
        '1',
        '--out',
        'out',
        '--pictures',
        'none',
        ...sheetArgs(),
      ],
      { cwd: dir },
    );
    expect(run.code, run.stderr).toBe(0);
    const folders = (await readdir(join(dir, 'out'))).sort();
    expect(folders).toEqual(
      [
        'chart',
        'gamemaster',
        'gamemaster-r',
        'public',
        'public-g',
        'англия-e',
        'англия-t',
        'франция',
        'österreich',
      ].sort(),
    );
    for (const [folder, power] of [
      ['англия-e', 'Англия'],
      ['англия-t', 'Англия!'],
      ['public-g', 'Public'],
      ['gamemaster-r', 'Gamemaster'],
      ['chart', 'Chart'],
      ['österreich', 'Österreich'],
    ] as const)
      expect(await readJson(join(dir, 'out', folder, 'report.json'))).toMatchObject({ power });
    // The GameMaster's own folders still hold the GameMaster's files.
    expect((await readdir(join(dir, 'out/gamemaster'))).sort()).toEqual(['chart.json', 'chart.txt', 'ledger.txt']);
  });

  it('payola adjudicate --out writes one report per player beside the chart', async () => {
    const run = await payola(['adjudicate', '--game', 'game.json', '--seed', '1', '--out', 'preview', ...sheetArgs()], {
      cwd: dir,
    });
    expect(run.code, run.stderr).toBe(0);
    const files = (await readdir(join(dir, 'preview'))).sort();
    expect(files).toContain('chart.json');
    expect(files).toContain('chart-i.json');
    expect(files).toContain('англия-e.txt');
    expect(files).toContain('англия-t.txt');
    expect(files).toContain('gamemaster.txt');
    expect(await readJson(join(dir, 'preview/chart-i.json'))).toMatchObject({ power: 'Chart' });
    expect(await readJson(join(dir, 'preview/chart.json'))).toHaveProperty('orders');
  });
});
