// `@payola/engine/node`: game files, maps and sheets read from disk as payola and the language
// server both read them (issue 8 item 23): regular files only, never waited on (a named pipe,
// /dev/zero), within size limits, UTF-8 with a byte order mark allowed, every problem located;
// and whose sheet each file beside a game file is.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startingGame } from '@payola/engine';
import { afterEach, describe, expect, it } from 'vitest';
import {
  fileStamp,
  loadGameFile,
  readTextFile,
  sheetFilePower,
  sheetFilesBeside,
  type GameFileResult,
} from '@payola/engine/node';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function folder(files: Record<string, string | Buffer> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'payola-node-'));
  folders.push(dir);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

const gameText = (changes: Record<string, unknown> = {}) => JSON.stringify({ ...startingGame().toFile(), ...changes });

/** A failed load's stage and problems. */
function failure(result: GameFileResult) {
  if (result.ok) throw new Error('the game file loaded');
  return { stage: result.stage, problems: result.problems, ...(result.missing && { missing: true }) };
}

describe('loadGameFile', () => {
  it('loads a game file, with its JSON and the stamp of each file read', () => {
    const dir = folder({ 'game.json': gameText() });
    const result = loadGameFile(join(dir, 'game.json'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.game.powers).toHaveLength(7);
    expect((result.json as { year: number }).year).toBe(1901);
    expect(result.files).toEqual([{ path: join(dir, 'game.json'), stamp: fileStamp(join(dir, 'game.json')) }]);
  });

  it('a key given twice in one object is refused, located: JSON.parse would keep the last silently, an editor shows the first', () => {
    const text = gameText().replace('"balance":48', '"balance":48,"balance":99999');
    const dir = folder({
      'game.json': text,
      'escaped.json': gameText().replace('"year":1901', '"year":1901,"\\u0079ear":1950'),
    });
    expect(failure(loadGameFile(join(dir, 'game.json')))).toEqual({
      stage: 'json',
      problems: [
        {
          path: 'powers[0].balance',
          message: '"balance" is given twice in this object (a key names one value): keep one',
        },
      ],
    });
    // The same key, however it is escaped.
    expect(failure(loadGameFile(join(dir, 'escaped.json'))).problems).toEqual([
      { path: 'year', message: '"year" is given twice in this object (a key names one value): keep one' },
    ]);
    // Keys of different objects, or equal to values, are no problem.
    expect(loadGameFile(join(folder({ 'game.json': gameText() }), 'game.json')).ok).toBe(true);
  });

  it('drops a UTF-8 byte order mark (Windows editors write one)', () => {
    const dir = folder({ 'game.json': `\ufeff${gameText()}` });
    expect(loadGameFile(join(dir, 'game.json')).ok).toBe(true);
  });

  it('a named pipe and /dev/zero are refused at once (never waited on, never read to the end)', () => {
    const dir = folder();
    execFileSync('mkfifo', [join(dir, 'pipe.json')]);
    symlinkSync('/dev/zero', join(dir, 'zero.json'));
    expect(failure(loadGameFile(join(dir, 'pipe.json')))).toEqual({
      stage: 'read',
      problems: [{ path: '$', message: 'is a named pipe, not a regular file' }],
    });
    expect(failure(loadGameFile(join(dir, 'zero.json')))).toEqual({
      stage: 'read',
      problems: [{ path: '$', message: 'is a character device, not a regular file' }],
    });
    expect(fileStamp(join(dir, 'pipe.json'))).toBe('not-a-file');
  });

  it('a missing file, a folder, text that is not UTF-8, text that is not JSON: each says so', () => {
    const dir = folder({ 'latin1.json': Buffer.from([0x7b, 0xe9, 0x7d]), 'broken.json': '{ "map": ', 'sub/x': '' });
    expect(failure(loadGameFile(join(dir, 'nothere.json')))).toEqual({
      stage: 'read',
      missing: true,
      problems: [{ path: '$', message: 'no such file' }],
    });
    expect(failure(loadGameFile(join(dir, 'sub')))).toMatchObject({
      stage: 'read',
      problems: [{ message: 'is a directory, not a file' }],
    });
    expect(failure(loadGameFile(join(dir, 'latin1.json')))).toEqual({
      stage: 'encoding',
      problems: [
        {
          path: '$',
          message:
            'this file is not UTF-8 text: the byte 0xE9 at line 1, column 2 is not UTF-8 (save the file as UTF-8)',
        },
      ],
    });
    const json = failure(loadGameFile(join(dir, 'broken.json')));
    expect(json.stage).toBe('json');
    expect(json.problems[0]!.message).toMatch(/^not valid JSON: /);
  });

  it('a game with problems: every problem with its JSON path', () => {
    const dir = folder({ 'game.json': gameText({ year: 'soon', units: [{ power: 'France', unit: 'A XYZ' }] }) });
    const result = failure(loadGameFile(join(dir, 'game.json')));
    expect(result.stage).toBe('game');
    expect(result.problems.map((p) => p.path)).toContain('year');
  });

  it('a variant map is read beside the game file, safely, and its stamp kept for change detection', () => {
    const dir = folder({ 'game.json': gameText({ map: 'maps/pipe.json' }) });
    mkdirSync(join(dir, 'maps'));
    execFileSync('mkfifo', [join(dir, 'maps', 'pipe.json')]);
    const result = failure(loadGameFile(join(dir, 'game.json')));
    expect(result).toEqual({
      stage: 'game',
      problems: [
        {
          path: 'map',
          message: `cannot read the map "maps/pipe.json": is a named pipe, not a regular file (${join(dir, 'maps', 'pipe.json')})`,
        },
      ],
    });
    const loaded = loadGameFile(join(dir, 'game.json'));
    expect(loaded.files.map((f) => [f.path, f.stamp])).toEqual([
      [join(dir, 'game.json'), fileStamp(join(dir, 'game.json'))],
      [join(dir, 'maps', 'pipe.json'), 'not-a-file'],
    ]);
  });

  it('the stamp changes when the file does (modification time and size)', () => {
    const dir = folder({ 'game.json': gameText() });
    const path = join(dir, 'game.json');
    const before = fileStamp(path);
    writeFileSync(path, gameText({ year: 1902 }));
    utimesSync(path, new Date(), new Date(Date.now() + 5000));
    expect(fileStamp(path)).not.toBe(before);
    expect(fileStamp(join(dir, 'nothere'))).toBe('missing');
  });
});

describe('readTextFile', () => {
  it('refuses a file over its limit, naming the limit, having read no more than the limit and a byte', () => {
    const dir = folder({ 'big.payola': 'x'.repeat(2048) });
    expect(readTextFile(join(dir, 'big.payola'), { bytes: 1024, what: 'a test file' })).toMatchObject({
      error: 'is larger than 1 KiB, the limit for a test file',
    });
    expect(readTextFile(join(dir, 'big.payola'), { bytes: 4096, what: 'a test file' })).toMatchObject({
      text: 'x'.repeat(2048),
    });
  });
});

describe('whose sheets the files beside a game file are', () => {
  it("the game's mapping (powers[].sheet) first, else the file name; other files are left without a power", () => {
    const file = startingGame().toFile();
    const game = startingGame();
    const mapped = file.powers.map((p) => (p.name === 'Italy' ? { ...p, sheet: 'sheets/mine.payola' } : p));
    const dir = folder({
      'game.json': JSON.stringify({ ...file, powers: mapped }),
      'sheets/mine.payola': '',
      'France-1901.payola': '',
      'england.PAYOLA': '',
      'notes.payola': '',
      'readme.txt': '',
      'below/germany.payola': '',
    });
    const loaded = loadGameFile(join(dir, 'game.json'));
    if (!loaded.ok) throw new Error('the game did not load');
    expect(sheetFilesBeside(loaded.game, join(dir, 'game.json'))).toEqual([
      { path: join(dir, 'France-1901.payola'), shown: 'France-1901.payola', power: 'France' },
      { path: join(dir, 'england.PAYOLA'), shown: 'england.PAYOLA', power: 'England' },
      { path: join(dir, 'notes.payola'), shown: 'notes.payola' },
      { path: join(dir, 'sheets', 'mine.payola'), shown: 'sheets/mine.payola', power: 'Italy' },
    ]);
    expect(sheetFilePower(loaded.game, dir, join(dir, 'sheets', 'mine.payola'))).toBe('Italy');
    expect(sheetFilePower(game, dir, join(dir, 'below', 'germany.payola'))).toBe('Germany');
    expect(sheetFilePower(game, dir, join(dir, 'atlantis.payola'))).toBeUndefined();
  });

  it('an unreadable folder leaves only the mapped sheets', () => {
    const game = startingGame();
    expect(sheetFilesBeside(game, join(folder(), 'gone', 'game.json'))).toEqual([]);
  });
});
