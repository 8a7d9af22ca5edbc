// Special files given to the commands (issue 13, item 8): a sheet linked to /dev/zero, a named
// pipe, a huge file, a folder linked out of the tree, a file linked out of the folder scanned,
// an output folder that made Node's recursive mkdir loop, and a game file holding numbers beyond
// their bounds (item 6). Each is a real process with a timeout, so an attack that hangs fails the
// test instead of hanging it.
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameJson, holdSheets, lint, makeTempDir, openingGame, payola, removeTempDir, writeFiles } from './helpers.js';

/** Long enough for a slow machine, far shorter than the hangs these attacks caused. */
const timeout = 20_000;
const secret = 'the GameMaster keeps this private';

/**
 * A game file whose history holds numbers beyond every bound (issue 13, item 6): a seed of 1e999
 * (Infinity once parsed, null once written again) and a year of 1e308.
 */
const hugeHistory = gameJson(
  openingGame(
    {},
    {
      history: [
        {
          year: 1901,
          season: 'spring',
          seed: 7,
          acceptanceLists: {},
          sheets: {},
          orders: {},
          results: { year: 12346, season: 'spring', phase: 'movement', orders: [], seed: 12345 },
        },
      ],
    },
  ),
)
  .replace('12345', '1e999')
  .replace('12346', '1e308');

let dir: string;
beforeAll(async () => {
  dir = await makeTempDir();
  await mkdir(join(dir, 'huge'));
  await writeFiles(dir, {
    'game/game.json': gameJson(openingGame()),
    'game/sheets/france.payola': '5 : A PAR - BUR\n',
    'outside/secret.payola': `${secret}\n`,
    'outside/deeper/other.payola': `${secret}\n`,
    'big/huge.payola': `% ${'x'.repeat(1024 * 1024)}\n`,
    ...Object.fromEntries(Object.entries(holdSheets).map(([p, s]) => [`gm/sheets/${p}.payola`, s])),
    'gm/game.json': gameJson(openingGame()),
  });
  await writeFile(join(dir, 'huge/game.json'), hugeHistory);
  await symlink('/dev/zero', join(dir, 'game/sheets/zero.payola'));
  await symlink(join(dir, 'outside/secret.payola'), join(dir, 'game/sheets/leak.payola'));
  await symlink(join(dir, 'outside'), join(dir, 'game/sheets/elsewhere'));
  // A link to a folder inside the tree is followed, once; a link to an ancestor cannot loop.
  await mkdir(join(dir, 'game/sheets/sub'));
  await writeFile(join(dir, 'game/sheets/sub/england.payola'), '4 : F LON - NTH\n');
  await symlink(join(dir, 'game/sheets/sub'), join(dir, 'game/sheets/alias'));
  await symlink(join(dir, 'game'), join(dir, 'game/sheets/sub/loop'));
  execFileSync('mkfifo', [join(dir, 'game/pipe.payola')]);
});
afterAll(() => removeTempDir(dir));

interface JsonResult {
  filePath: string;
  messages: { ruleId: string; message: string }[];
}

describe.concurrent('hostile files (issue 13, item 8)', () => {
  it('a folder scan reads regular files only, never follows links out of the tree, and a link to /dev/zero is refused', async () => {
    const { code, stdout, stderr } = await lint(['-f', 'json', 'game/sheets'], { cwd: dir, timeout });
    expect(code).toBe(2);
    expect(stdout).not.toContain(secret);
    const results = JSON.parse(stdout) as JsonResult[];
    expect(results.map((r) => r.filePath)).toEqual([
      'game/sheets/france.payola',
      'game/sheets/leak.payola',
      'game/sheets/sub/england.payola',
      'game/sheets/zero.payola',
    ]);
    const reason = (file: string) => results.find((r) => r.filePath === file)!.messages.map((m) => m.message);
    expect(reason('game/sheets/leak.payola')).toEqual([
      'cannot read game/sheets/leak.payola: links to a file outside game/sheets/ (not followed)',
    ]);
    expect(reason('game/sheets/zero.payola')).toEqual([
      'cannot read game/sheets/zero.payola: links to a file outside game/sheets/ (not followed)',
    ]);
    expect(stderr).toContain('could not read 2 sheets');
  });

  it('named directly: a link to /dev/zero and a named pipe are refused without blocking, and a file over the size limit is refused naming the limit', async () => {
    const { code, stdout } = await lint(
      ['-f', 'json', 'game/sheets/zero.payola', 'game/pipe.payola', 'big/huge.payola'],
      {
        cwd: dir,
        timeout,
      },
    );
    expect(code).toBe(2);
    expect((JSON.parse(stdout) as JsonResult[]).map((r) => r.messages[0]!.message)).toEqual([
      'cannot read game/sheets/zero.payola: is a character device, not a regular file',
      'cannot read game/pipe.payola: is a named pipe, not a regular file',
      'cannot read big/huge.payola: is larger than 1 MiB, the limit for an offer sheet',
    ]);
  });

  it('payola adjudicate refuses a sheet linked to /dev/zero, and a named pipe as the game file', async () => {
    const [zero, pipe] = await Promise.all([
      payola(['adjudicate', '--game', 'gm/game.json', 'France=game/sheets/zero.payola', 'gm/sheets/england.payola'], {
        cwd: dir,
        timeout,
      }),
      payola(['adjudicate', '--game', 'game/pipe.payola', 'gm/sheets'], { cwd: dir, timeout }),
    ]);
    expect(zero.code).toBe(2);
    expect(zero.stderr).toBe(
      'payola: cannot read the sheet game/sheets/zero.payola: is a character device, not a regular file\n',
    );
    expect(pipe.code).toBe(2);
    expect(pipe.stderr).toBe(
      'payola: cannot read the game file game/pipe.payola: is a named pipe, not a regular file\n',
    );
  });

  it('payola transfer refuses a game file whose history holds 1e999 and 1e308, naming where, and leaves it as it was (item 6)', async () => {
    const { code, stdout, stderr } = await payola(['transfer', '--game', 'huge/game.json', 'France', 'England', '5'], {
      cwd: dir,
      timeout,
    });
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('huge/game.json: history[0].results.seed: must be <= 9007199254740991');
    expect(stderr).toContain('huge/game.json: history[0].results.year: must be <= 100000');
    expect(await readFile(join(dir, 'huge/game.json'), 'utf8')).toBe(hugeHistory);
  });

  it.runIf(process.platform === 'linux')('--out under /proc/self ends with an error instead of looping', async () => {
    const { code, stderr } = await payola(
      ['adjudicate', '--game', 'gm/game.json', '--seed', '1', '--out', '/proc/self/x', 'gm/sheets'],
      { cwd: dir, timeout },
    );
    expect(code).toBe(2);
    expect(stderr).toMatch(/^payola: cannot create the folder \/proc\/self\/x: [^\n]+\n$/);
  });
});
