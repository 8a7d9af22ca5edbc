import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gameJson, holdSheets, makeTempDir, openingGame, payola, removeTempDir, writeFiles } from './helpers.js';

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
    const both = await payola(['board', '--game', 'game.json', '--power', 'France', '--bribes', '--out', 'b.svg'], {
      cwd: dir,
    });
    expect(both.code).toBe(2);
  });
});
