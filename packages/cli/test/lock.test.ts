// The game file's lock (issue 13, item 11): of several runs writing one game at once, exactly one
// succeeds; a lock left by a run that died is taken over with a note; a live one refuses.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
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
  await writeFiles(dir, {
    'game.json': gameJson(openingGame()),
    ...Object.fromEntries(Object.entries(holdSheets).map(([p, s]) => [`sheets/${p}.payola`, s])),
  });
});
afterEach(() => removeTempDir(dir));

const lockOf = (holder: object) => `${JSON.stringify(holder)}\n`;
const deadPid = () =>
  Number(execFileSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }));

describe('the game lock', () => {
  it('of 4 concurrent --next-game runs on one game file, exactly one succeeds and the history records its seed', async () => {
    const runs = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        payola(
          [
            'adjudicate',
            '--game',
            'game.json',
            '--seed',
            String(n),
            '--out',
            `out-${n}`,
            '--next-game',
            'game.json',
            'sheets',
          ],
          { cwd: dir },
        ),
      ),
    );
    const winners = runs.flatMap((r, i) => (r.code === 0 ? [i + 1] : []));
    expect(winners).toHaveLength(1);
    for (const [i, r] of runs.entries()) {
      if (r.code === 0) continue;
      expect(r.code).toBe(1);
      // Refused by the lock, or (if it came after the winner) by the history.
      expect(r.stderr).toMatch(/is in use by another payola run|has already been adjudicated/);
      expect(existsSync(join(dir, `out-${i + 1}`))).toBe(false);
    }
    const game = await readJson<{ history: { seed: number }[] }>(join(dir, 'game.json'));
    expect(game.history.map((h) => h.seed)).toEqual(winners);
    expect((await readJson<{ seed: number }>(join(dir, `out-${winners[0]}/chart.json`))).seed).toBe(winners[0]);
    expect((await readdir(dir)).filter((f) => f.endsWith('.lock') || f.endsWith('.tmp'))).toEqual([]);
  });

  it('a lock held by a live run refuses clearly (exit 1) and changes nothing; one from another machine too', async () => {
    const before = await readFile(join(dir, 'game.json'), 'utf8');
    const since = '2026-11-26T10:00:00.000Z';
    await writeFile(join(dir, 'game.json.lock'), lockOf({ pid: process.pid, host: hostname(), since, token: 'a' }));
    const live = await payola(['transfer', '--game', 'game.json', 'France', 'England', '5'], { cwd: dir });
    expect(live.code).toBe(1);
    expect(live.stderr).toBe(
      `payola: game.json is in use by another payola run (process ${process.pid} on this machine, since ${since}): try again when it has finished; if no run is going on, remove game.json.lock\n`,
    );
    await writeFile(join(dir, 'game.json.lock'), lockOf({ pid: 1, host: 'elsewhere.example', since, token: 'b' }));
    const remote = await payola(['income', '--game', 'game.json'], { cwd: dir });
    expect(remote.code).toBe(1);
    expect(remote.stderr).toContain('(process 1 on elsewhere.example, since');
    expect(await readFile(join(dir, 'game.json'), 'utf8')).toBe(before);
    expect(existsSync(join(dir, 'game.json.lock'))).toBe(true);
  });

  it('a lock left by a run that died on this machine is taken over with a note, and released at the end', async () => {
    const pid = deadPid();
    const since = '2026-11-26T10:00:00.000Z';
    await writeFile(join(dir, 'game.json.lock'), lockOf({ pid, host: hostname(), since, token: 'c' }));
    const { code, stdout, stderr } = await payola(['transfer', '--game', 'game.json', 'France', 'England', '5'], {
      cwd: dir,
    });
    expect(code).toBe(0);
    expect(stderr).toBe(
      `payola: took over game.json.lock, left by a run that has ended (process ${pid}, since ${since})\n`,
    );
    expect(stdout).toContain('France: 48 - 5 transfer to England (Rule 2.3) = 43');
    expect(existsSync(join(dir, 'game.json.lock'))).toBe(false);
  });
});
