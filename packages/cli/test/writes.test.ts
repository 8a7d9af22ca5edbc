// How the GameMaster's files are written (issue 13, items 9, 10, 12): temporary files created
// exclusively under random names (a planted link is never followed), modes kept or 0600, every
// output of a run or none, and the temporary files of an interrupted run removed by the next.
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, statSync, symlinkSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
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
    'victim.txt': 'must not change\n',
  });
});
afterEach(() => removeTempDir(dir));

const mode = (path: string) => statSync(join(dir, path)).mode & 0o777;

/** The id of a process that has ended (a temporary file named after it is stale). */
function deadPid(): number {
  return Number(
    execFileSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }),
  );
}

describe('writing files', () => {
  it('a link planted at the old predictable temporary name (.game.json.<pid>.1.tmp) is never followed (item 9)', async () => {
    const planted: string[] = [];
    const { code } = await payola(['transfer', '--game', 'game.json', 'France', 'England', '5'], {
      cwd: dir,
      // Planted as soon as the process exists, long before it writes anything.
      started: (pid) => {
        for (const n of [1, 2, 3]) {
          const name = `.game.json.${pid}.${n}.tmp`;
          symlinkSync(join(dir, 'victim.txt'), join(dir, name));
          planted.push(name);
        }
      },
    });
    expect(code).toBe(0);
    expect(await readFile(join(dir, 'victim.txt'), 'utf8')).toBe('must not change\n');
    expect(lstatSync(join(dir, 'game.json')).isFile()).toBe(true);
    const { powers } = await readJson<{ powers: { name: string; balance: number }[] }>(join(dir, 'game.json'));
    expect(powers.find((p) => p.name === 'England')!.balance).toBe(53);
    // Its own temporary file is gone; the planted links are left alone (their process is alive).
    expect((await readdir(dir)).filter((f) => f.endsWith('.tmp')).sort()).toEqual(planted.sort());
  });

  it('a file replaced keeps its mode (0600 stays 0600, 0644 stays 0644); new files are 0600, or 0640 with --group-readable (item 10)', async () => {
    await chmod(join(dir, 'game.json'), 0o600);
    const next = await payola(
      ['adjudicate', '--game', 'game.json', '--seed', '1', '--out', 'reports', '--next-game', 'game.json', 'sheets'],
      { cwd: dir },
    );
    expect(next.stderr).toContain("wrote 7 players' reports");
    expect(next.code).toBe(0);
    expect(mode('game.json')).toBe(0o600);
    expect(mode('reports')).toBe(0o700);
    for (const file of await readdir(join(dir, 'reports')))
      expect([file, mode(`reports/${file}`)]).toEqual([file, 0o600]);

    await writeFiles(dir, { 'shared.json': gameJson(openingGame()) });
    await chmod(join(dir, 'shared.json'), 0o644);
    const shared = await payola(
      [
        'adjudicate',
        '--game',
        'shared.json',
        '--seed',
        '1',
        '--group-readable',
        '--out',
        'group',
        '--next-game',
        'shared.json',
        'sheets',
      ],
      { cwd: dir },
    );
    expect(shared.code).toBe(0);
    expect(mode('shared.json')).toBe(0o644);
    expect(mode('group')).toBe(0o750);
    expect(mode('group/france.txt')).toBe(0o640);

    const picture = await payola(['board', '--game', 'game.json', '--out', 'board.svg'], { cwd: dir });
    expect(picture.code).toBe(0);
    expect(mode('board.svg')).toBe(0o600);
  });

  it('when the game file cannot be written, no report is written either: all or nothing (item 12)', async () => {
    await mkdir(join(dir, 'taken.json'));
    const { code, stderr } = await payola(
      ['adjudicate', '--game', 'game.json', '--seed', '1', '--out', 'reports', '--next-game', 'taken.json', 'sheets'],
      { cwd: dir },
    );
    expect(code).toBe(2);
    expect(stderr).toBe('payola: cannot write taken.json: it is a directory\n');
    expect(existsSync(join(dir, 'reports')) ? await readdir(join(dir, 'reports')) : []).toEqual([]);
    expect((await readdir(dir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('the temporary files of an interrupted run (kill -9 before its rename) are removed by the next run, with a note (item 12)', async () => {
    const dead = deadPid();
    const stale = [`.game.json.payola-${dead}-0123456789abcdef.tmp`, `.game.json.${dead}.1.tmp`];
    const alive = `.game.json.payola-${process.pid}-0123456789abcdef.tmp`;
    const unrelated = `.notes.txt.${dead}.1.tmp`;
    for (const name of [...stale, alive, unrelated]) await writeFile(join(dir, name), gameJson(openingGame()));
    const { code, stderr } = await payola(['transfer', '--game', 'game.json', 'France', 'England', '5'], { cwd: dir });
    expect(code).toBe(0);
    expect(stderr.split('\n').filter(Boolean).sort()).toEqual(
      stale.map((name) => `payola: removed ${name}, left by an interrupted run`).sort(),
    );
    expect((await readdir(dir)).filter((f) => f.endsWith('.tmp')).sort()).toEqual([alive, unrelated].sort());
  });
});
