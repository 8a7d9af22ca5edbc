// payola format (issue 8, item 18): sheets printed in canonical form by the parser's printer, for
// the phase of the sheet's game; --write rewrites, --check lists (exit 1) for CI.
import { chmod, readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gameJson, makeTempDir, openingGame, payola, removeTempDir, writeFiles } from './helpers.js';

const messy = '4*3+2*4#2+1>a lon-yor|s f edi-yor   % England\na par - bur\n';
const canonical = '4*3 + 2*4#2 + 1 > A LON - YOR | S F EDI - YOR % England\n0 : A PAR - BUR\n';

let dir: string;
beforeEach(async () => {
  dir = await makeTempDir();
  await writeFiles(dir, {
    'game/game.json': gameJson(openingGame()),
    'game/england.payola': messy,
    'game/france.payola': canonical,
    'game/windows.payola': messy.replace(/\n/g, '\r\n'),
    // A retreat phase: the player's own orders, written bare, stay bare (Rule 1.5).
    'retreat/game.json': gameJson(openingGame({}, { phase: 'retreat', dislodged: [] })),
    'retreat/france.payola': 'a par - bur\n',
  });
});
afterEach(() => removeTempDir(dir));

describe('payola format', () => {
  it('prints a sheet in canonical form, for the phase of its game; standard input too', async () => {
    const [movement, retreat, stdin] = await Promise.all([
      payola(['format', 'game/england.payola'], { cwd: dir }),
      payola(['format', 'retreat/france.payola'], { cwd: dir }),
      payola(['format', '-'], { cwd: dir, input: 'a par-bur\n' }),
    ]);
    expect(movement).toEqual({ code: 0, stdout: canonical, stderr: '' });
    expect(retreat.stdout).toBe('A PAR - BUR\n');
    expect(stdin.stdout).toBe('0 : A PAR - BUR\n');
  });

  it('--check lists the sheets that would change and exits 1, writing nothing; exit 0 when all are canonical', async () => {
    const [check, clean] = await Promise.all([
      payola(['format', '--check', 'game'], { cwd: dir }),
      payola(['format', '--check', 'game/france.payola'], { cwd: dir }),
    ]);
    expect(check.code).toBe(1);
    expect(check.stdout).toBe('game/england.payola\ngame/windows.payola\n');
    expect(check.stderr).toBe('payola: 2 sheets are not in canonical form (payola format --write fixes them)\n');
    expect(await readFile(join(dir, 'game/england.payola'), 'utf8')).toBe(messy);
    expect(clean).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('--write rewrites the sheets that differ, atomically, keeping their mode and their line breaks', async () => {
    await chmod(join(dir, 'game/england.payola'), 0o640);
    const { code, stdout, stderr } = await payola(['format', '--write', 'game'], { cwd: dir });
    expect(code).toBe(0);
    expect(stdout).toBe('');
    expect(stderr).toBe('payola: formatted 2 sheets: game/england.payola, game/windows.payola\n');
    expect(await readFile(join(dir, 'game/england.payola'), 'utf8')).toBe(canonical);
    expect(await readFile(join(dir, 'game/windows.payola'), 'utf8')).toBe(canonical.replace(/\n/g, '\r\n'));
    expect((await stat(join(dir, 'game/england.payola'))).mode & 0o777).toBe(0o640);
    expect((await readdir(join(dir, 'game'))).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    const again = await payola(['format', '--check', 'game'], { cwd: dir });
    expect(again.code).toBe(0);
  });
});

describe('payola format never changes what a sheet means', () => {
  it('Rule 3.1: a line with a syntax error is kept as written (a number beyond the limits is not replaced by the limit), as the editor keeps it', async () => {
    const sheet = '99999999999 : A PAR H\n1001*2 : a mar h\n5 : A PAR -> BUR\n3:f bre-mao\n';
    const { code, stdout } = await payola(['format', '-'], { cwd: dir, input: sheet });
    expect(code).toBe(0);
    expect(stdout).toBe('99999999999 : A PAR H\n1001*2 : a mar h\n5 : A PAR -> BUR\n3 : F BRE - MAO\n');
  });

  it('keeps the line break of a sheet written with carriage returns alone', async () => {
    const { stdout } = await payola(['format', '-'], { cwd: dir, input: '3:f bre-mao\r5 $\r' });
    expect(stdout).toBe('3 : F BRE - MAO\r5 $\r');
  });
});
