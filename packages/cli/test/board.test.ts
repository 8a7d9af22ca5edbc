import { copyFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GameFile } from '@payola/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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

let dir: string;
beforeEach(async () => {
  dir = await makeTempDir();
});
afterEach(() => removeTempDir(dir));

const sheets = Object.fromEntries(Object.entries(holdSheets).map(([p, s]) => [`${p}.payola`, s]));

describe('payola board', () => {
  it('draws the board as SVG and as PNG', async () => {
    await writeFiles(dir, { 'game.json': gameJson(openingGame()) });
    const svg = await payola(['board', '--game', 'game.json', '--out', 'board.svg'], { cwd: dir });
    expect(svg.code).toBe(0);
    expect(svg.stderr).toContain('wrote board.svg');
    const text = await readFile(join(dir, 'board.svg'), 'utf8');
    expect(text.startsWith('<svg')).toBe(true);
    expect(text).toContain('data-unit="F STP/SC"');
    const png = await payola(['board', '--game', 'game.json', '--out', 'board.png', '--width', '600'], { cwd: dir });
    expect(png.code).toBe(0);
    const bytes = await readFile(join(dir, 'board.png'));
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(bytes.readUInt32BE(16)).toBe(600);
  });

  it('refuses a PNG wider than the board package draws, before reading anything, and writes nothing', async () => {
    await writeFiles(dir, { 'game.json': gameJson(openingGame()) });
    const wide = await payola(['board', '--game', 'game.json', '--out', 'wide.png', '--width', '8193'], { cwd: dir });
    expect(wide.code).toBe(2);
    expect(wide.stderr).toContain('expected a width in pixels from 1 to 8192');
    await expect(readFile(join(dir, 'wide.png'))).rejects.toThrow(/ENOENT/);
  });

  it("draws an adjudication's orders with the bribes for the GameMaster, none for a player", async () => {
    await writeFiles(dir, { 'game.json': gameJson(openingGame()), ...sheets });
    const adjudicated = await payola(['adjudicate', '--game', 'game.json', '--seed', '1', '--format', 'json', '.'], {
      cwd: dir,
    });
    expect(adjudicated.code).toBe(0);
    await writeFiles(dir, { 'result.json': adjudicated.stdout });
    const gm = await payola(
      ['board', '--game', 'game.json', '--result', 'result.json', '--bribes', '--out', 'gm.svg'],
      { cwd: dir },
    );
    expect(gm.code).toBe(0);
    const gmSvg = await readFile(join(dir, 'gm.svg'), 'utf8');
    expect(gmSvg).toContain('data-order="A PAR H"');
    expect(gmSvg).toContain('class="bribe"');
    const player = await payola(
      ['board', '--game', 'game.json', '--result', 'result.json', '--power', 'France', '--out', 'france.svg'],
      { cwd: dir },
    );
    expect(player.code).toBe(0);
    expect(await readFile(join(dir, 'france.svg'), 'utf8')).not.toContain('class="bribe"');
  });

  it('draws a phase of the history on the board it was decided from, with its orders and results', async () => {
    // The bundled year, at Spring 1902: every unit has moved since Spring 1901.
    const spring1902 = fileURLToPath(new URL('../../../examples/year-1901/5-spring-1902/game.json', import.meta.url));
    await copyFile(spring1902, join(dir, 'game.json'));
    const file = await readJson<GameFile>(join(dir, 'game.json'));
    const spring1901 = file.history![0]!;
    const drawn = await payola(['board', '--game', 'game.json', '--phase', 'Spring 1901', '--out', 's.svg'], {
      cwd: dir,
    });
    expect(drawn.code, drawn.stderr).toBe(0);
    const svg = await readFile(join(dir, 's.svg'), 'utf8');
    expect(svg).toContain('<title>Spring 1901 movement phase: orders and results</title>');
    // Every unit of Spring 1901 stands where it stood then, with the order it issued.
    for (const { unit } of spring1901.state!.units) expect(svg).toContain(`data-unit="${unit}"`);
    for (const order of Object.values(spring1901.orders)) expect(svg).toContain(`data-order="${order}"`);
    expect(Object.keys(spring1901.orders)).toHaveLength(22);

    const retreats = await payola(['board', '--game', 'game.json', '--phase', 'fall 1901 retreats', '--out', 'r.svg'], {
      cwd: dir,
    });
    expect(retreats.code, retreats.stderr).toBe(0);
    const retreatSvg = await readFile(join(dir, 'r.svg'), 'utf8');
    expect(retreatSvg).toContain('<title>Fall 1901 retreat phase</title>');
    const [dislodged] = file.history!.find((h) => h.phase === 'retreat')!.state!.dislodged!;
    expect(retreatSvg).toContain(`class="dislodged" data-unit="${dislodged!.unit}"`);

    // A player's view keeps no board of past phases (only the GameMaster's file does).
    const view = await payola(['player-view', '--game', 'game.json', '--power', 'France', '--out', 'view.json'], {
      cwd: dir,
    });
    expect(view.code, view.stderr).toBe(0);
    const viewed = await payola(['board', '--game', 'view.json', '--phase', 'Spring 1901', '--out', 'v.svg'], {
      cwd: dir,
    });
    expect(viewed.code, viewed.stderr).toBe(0);
    expect(viewed.stderr).toBe(
      "payola: view.json is France's view, which keeps no board of past phases: the orders of the Spring 1901 movement phase are drawn on the board now\nwrote v.svg\n",
    );

    const missing = await payola(['board', '--game', 'game.json', '--phase', 'Fall 1902', '--out', 'm.svg'], {
      cwd: dir,
    });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Fall 1901 retreat phase, Winter 1901 adjustment phase');
  });

  it('refuses a picture it cannot name, a missing phase and a file that is no result', async () => {
    await writeFiles(dir, { 'game.json': gameJson(openingGame()), 'junk.json': '{"hello": 1}' });
    const txt = await payola(['board', '--game', 'game.json', '--out', 'board.txt'], { cwd: dir });
    expect(txt.code).toBe(2);
    expect(txt.stderr).toContain('name an .svg or a .png file');
    const phase = await payola(['board', '--game', 'game.json', '--phase', 'Fall 1950', '--out', 'b.svg'], {
      cwd: dir,
    });
    expect(phase.code).toBe(2);
    expect(phase.stderr).toContain('no phase "Fall 1950"');
    const junk = await payola(['board', '--game', 'game.json', '--result', 'junk.json', '--out', 'b.svg'], {
      cwd: dir,
    });
    expect(junk.code).toBe(2);
    expect(junk.stderr).toContain('is not a result');
    // A result file with a wrong part is refused, naming the part (a retreat that is no place crashed it).
    for (const [result, where] of [
      [
        '{"orders": {}, "dislodged": [{"power": "France", "unit": "A PAR", "retreats": [1]}]}',
        'dislodged[0].retreats[0]: must be a string',
      ],
      ['{"orders": {"A PAR": {"order": 5}}}', 'orders["A PAR"].order: must be a string'],
      ['{"outcomes": {}, "standoffs": "BUR"}', 'standoffs: must be a list'],
    ]) {
      await writeFiles(dir, { 'wrong.json': result! });
      for (const viewer of [[], ['--power', 'Italy']]) {
        const run = await payola(
          ['board', '--game', 'game.json', '--result', 'wrong.json', ...viewer, '--out', 'b.svg'],
          {
            cwd: dir,
          },
        );
        expect(run.code).toBe(2);
        expect(run.stderr).toBe(
          `payola: wrong.json: ${where} (expected the JSON of payola adjudicate --format json, or a movement result)\n`,
        );
      }
    }
    const both = await payola(['board', '--game', 'game.json', '--power', 'France', '--bribes', '--out', 'b.svg'], {
      cwd: dir,
    });
    expect(both.code).toBe(2);
  });
});
