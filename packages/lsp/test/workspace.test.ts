// The workspace layer: incremental parsing, settings, game files and their reloading, the sheet's
// context, and documents moving through changed → parsed → validated.
import '../../parser/test/support/fast-check-seed.js';
import { withRanges } from '../../parser/test/helpers.js';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startingGame, type Game } from '@payola/engine';
import { parseSheet } from '@payola/parser';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentContext } from '../src/features/context.js';
import { check, environment } from '../src/features/context.js';
import { GameFileStore } from '../src/workspace/game-files.js';
import { gatherSheets } from '../src/workspace/preview-sheets.js';
import { IncrementalSheetChecker } from '../src/workspace/incremental-checker.js';
import { editedSheets } from './arbitraries.js';
import { gameWith, opening } from './helpers.js';
import { IncrementalSheetParser } from '../src/workspace/incremental-parser.js';
import { readSettings } from '../src/workspace/settings.js';
import { noGameFileNote, resolveEnvironment } from '../src/workspace/sheet-environment.js';
import { maxSheetLength, SheetWorkspace, type WorkspacePort } from '../src/workspace/sheet-workspace.js';

const gameJson = (changes: Record<string, unknown> = {}) =>
  JSON.stringify({ ...startingGame().toFile(), ...changes }, null, 2);

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'payola-lsp-'));
  folders.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

describe('incremental parsing', () => {
  const line = fc.oneof(
    fc.constantFrom(
      '5 : A PAR H',
      '4*3 + 2*4#2 + 1 > A LON - YOR | S F EDI - YOR',
      '10 $',
      'ACCEPT FE?',
      '% note',
      '',
      '  ',
      'garbage !!',
      '1 : F STP/SC - BOT % c',
      '3 ! A MUN',
    ),
    fc.string({ maxLength: 20 }).map((s) => s.replace(/[\r\n]/g, ' ')),
  );
  const sheet = fc
    .tuple(fc.array(line, { maxLength: 12 }), fc.constantFrom('\n', '\r\n', '\r'))
    .map(([lines, eol]) => lines.join(eol));

  it('equals a full parse, after any sequence of edits', () => {
    fc.assert(
      fc.property(fc.array(sheet, { minLength: 1, maxLength: 6 }), (versions) => {
        const parser = new IncrementalSheetParser();
        for (const text of versions) {
          const { sheet: incremental, errors } = parser.parse(text);
          const full = parseSheet(text);
          // Ranges are made when read: compare them too.
          expect(withRanges(incremental)).toEqual(withRanges(full.sheet));
          expect(errors).toEqual(full.errors);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('reuses the lines before an edit as they are', () => {
    const parser = new IncrementalSheetParser();
    const first = parser.parse('5 : A PAR H\n3 : A MAR H\n1 : F BRE H');
    const second = parser.parse('5 : A PAR H\n3 : A MAR - SPA\n1 : F BRE H');
    expect(second.sheet.lines[0]).toBe(first.sheet.lines[0]);
    expect(second.sheet.lines[2]).not.toBe(first.sheet.lines[2]);
    expect(second.sheet.lines[2]!.range.start.offset).toBe(first.sheet.lines[2]!.range.start.offset + 4);
  });
});

describe('incremental checking', () => {
  const games: Record<string, { game?: Game; power?: string }> = {
    'the opening, France': { game: opening, power: 'France' },
    'no game': {},
    'Tin Cup': {
      game: gameWith({ France: ['A PAR', 'F BRE'], England: ['F LON'] }, { rules: ['blind'] }),
      power: 'France',
    },
    Classic: {
      game: gameWith({ France: ['A PAR', 'F BRE'], Germany: ['A MUN'] }, { rules: ['classic'] }),
      power: 'France',
    },
    'Loyal Units': {
      game: gameWith({ France: ['A PAR'], England: ['F LON'] }, { rules: ['loyal-units'] }),
      power: 'France',
    },
    'an unknown power': { game: opening, power: 'Atlantis' },
    'no power': { game: opening },
  };
  for (const [name, options] of Object.entries(games)) {
    it(`equals analyzeSheet after any sequence of edits (${name})`, () => {
      const env = environment(options);
      fc.assert(
        fc.property(editedSheets, (versions) => {
          const parser = new IncrementalSheetParser();
          const checker = new IncrementalSheetChecker();
          for (const text of versions) {
            const parse = parser.parse(text);
            expect(checker.check(parse, env)).toEqual(check(parse.sheet, env));
          }
        }),
        { numRuns: 150 },
      );
    });
  }
});

describe('incremental checking across contexts', () => {
  it('a parse checked in another context, then in the first again, equals analyzeSheet each time', () => {
    const first = environment({ game: opening, power: 'France' });
    const second = environment({ game: opening, power: 'Italy' });
    fc.assert(
      fc.property(editedSheets, (versions) => {
        const parser = new IncrementalSheetParser();
        const checker = new IncrementalSheetChecker();
        for (const text of versions) {
          const parse = parser.parse(text);
          for (const env of [first, second, second, first])
            expect(checker.check(parse, env)).toEqual(check(parse.sheet, env));
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('settings', () => {
  it('read `{ payola: {...} }` or the section itself, ignoring bad values', () => {
    expect(readSettings({ payola: { power: 'France', validationDelay: 5 } })).toMatchObject({
      power: 'France',
      validationDelay: 5,
    });
    expect(readSettings({ gameFile: 'g.json', validationDelay: 'soon', maxScheduleRows: -4 })).toMatchObject({
      gameFile: 'g.json',
      validationDelay: 150,
      maxScheduleRows: 3,
    });
    expect(readSettings(null)).toMatchObject({ validationDelay: 150 });
    expect(readSettings({ power: '' }, readSettings({ power: 'Italy' })).power).toBe('Italy');
  });
});

describe("game files and the sheet's context", () => {
  it('finds the nearest game file up the tree and the power from the file name', () => {
    const dir = folder({ 'payola-game.json': gameJson(), 'spring/england.payola': '' });
    const { env, missingGameFile } = resolveEnvironment(
      pathToFileURL(join(dir, 'spring/england.payola')).href,
      readSettings({}),
      new GameFileStore(),
      [],
    );
    expect(missingGameFile).toBe(false);
    expect(env.power).toBe('England');
    expect(env.gameFile).toBe(pathToFileURL(join(dir, 'payola-game.json')).href);
  });

  it("takes the power from the game file's mapping, or from the setting", () => {
    const file = startingGame().toFile();
    const dir = folder({
      'game.json': JSON.stringify({
        ...file,
        powers: file.powers.map((p) => (p.name === 'Italy' ? { ...p, sheet: 'mine.payola' } : p)),
      }),
    });
    const store = new GameFileStore();
    expect(
      resolveEnvironment(pathToFileURL(join(dir, 'mine.payola')).href, readSettings({}), store, []).env.power,
    ).toBe('Italy');
    expect(
      resolveEnvironment(pathToFileURL(join(dir, 'mine.payola')).href, readSettings({ power: 'turkey' }), store, []).env
        .power,
    ).toBe('Turkey');
    expect(
      resolveEnvironment(pathToFileURL(join(dir, 'other.payola')).href, readSettings({}), store, []).env.note,
    ).toContain('cannot tell whose sheet this is');
  });

  it('uses the payola.gameFile setting, relative to the workspace folder', () => {
    const dir = folder({ 'games/current.json': gameJson(), 'sheets/france.payola': '' });
    const { env } = resolveEnvironment(
      pathToFileURL(join(dir, 'sheets/france.payola')).href,
      readSettings({ gameFile: 'games/current.json' }),
      new GameFileStore(),
      [dir],
    );
    expect(env.game).toBeDefined();
    expect(env.power).toBe('France');
  });

  it('without a game file: the standard map and a note', () => {
    const dir = folder({});
    const { env, missingGameFile } = resolveEnvironment(
      pathToFileURL(join(dir, 'france.payola')).href,
      readSettings({}),
      new GameFileStore(),
      [],
    );
    expect(missingGameFile).toBe(true);
    expect(env.game).toBeUndefined();
    expect(env.note).toBe(noGameFileNote);
  });

  it('a malformed game file: its problems with JSON paths, and map-only checks', () => {
    const dir = folder({ 'payola-game.json': gameJson({ year: 'soon', units: [{ power: 'France', unit: 'A XYZ' }] }) });
    const { env, gameFile } = resolveEnvironment(
      pathToFileURL(join(dir, 'france.payola')).href,
      readSettings({}),
      new GameFileStore(),
      [],
    );
    expect(env.game).toBeUndefined();
    expect(env.note).toContain('has problems');
    expect(gameFile?.result.ok).toBe(false);
    expect(!gameFile!.result.ok && gameFile!.result.problems.map((p) => p.path)).toContain('year');
  });

  it('a game file that is a named pipe or /dev/zero is refused at once, never waited on or read', () => {
    const dir = folder({ 'spring/france.payola': '', 'fall/france.payola': '' });
    execFileSync('mkfifo', [join(dir, 'spring', 'game.json')]);
    symlinkSync('/dev/zero', join(dir, 'fall', 'game.json'));
    const store = new GameFileStore();
    for (const [season, why] of [
      ['spring', 'is a named pipe, not a regular file'],
      ['fall', 'is a character device, not a regular file'],
    ] as const) {
      const loaded = store.load(join(dir, season, 'game.json'));
      expect(loaded.missing).toBeUndefined();
      expect(loaded.result).toEqual({ ok: false, problems: [{ path: '$', message: `cannot read the file: ${why}` }] });
      // Named by the setting (the search up the tree looks for regular files only).
      const { env } = resolveEnvironment(
        pathToFileURL(join(dir, season, 'france.payola')).href,
        readSettings({ gameFile: join(dir, season, 'game.json') }),
        store,
        [],
      );
      expect(env.game).toBeUndefined();
      expect(env.note).toContain('has problems (1)');
    }
  });

  it('a variant map that is a named pipe is refused as the map, with its path', () => {
    const dir = folder({});
    execFileSync('mkfifo', [join(dir, 'map.json')]);
    writeFileSync(join(dir, 'game.json'), gameJson({ map: 'map.json' }));
    const loaded = new GameFileStore().load(join(dir, 'game.json'));
    expect(!loaded.result.ok && loaded.result.problems).toEqual([
      {
        path: 'map',
        message: `cannot read the map "map.json": is a named pipe, not a regular file (${join(dir, 'map.json')})`,
      },
    ]);
  });

  it("the preview's sheets: whose each file is (the engine's sheetFilesBeside), the sheet being edited first, the others in name order, special files skipped unread", () => {
    const file = startingGame().toFile();
    const dir = folder({
      'game.json': JSON.stringify({
        ...file,
        powers: file.powers.map((p) => (p.name === 'Italy' ? { ...p, sheet: 'sheets/mine.payola' } : p)),
      }),
      'sheets/mine.payola': '0 : A VEN H',
      'england.payola': '0 : F LON H',
      'England-again.payola': '0 : F EDI H',
      'notes.payola': '',
    });
    execFileSync('mkfifo', [join(dir, 'germany.payola')]);
    symlinkSync('/dev/zero', join(dir, 'turkey.payola'));
    const game = new GameFileStore().load(join(dir, 'game.json')).result;
    if (!game.ok) throw new Error('the game did not load');
    const open = new Map([[pathToFileURL(join(dir, 'england.payola')).href, '3 : F LON - NTH']]);
    const gathered = gatherSheets(game.game, join(dir, 'game.json'), (uri) => open.get(uri), {
      path: join(dir, 'france.payola'),
      text: '5 : A PAR - BUR',
    });
    expect(gathered.sheets).toEqual([
      { power: 'France', source: 'france.payola', text: '5 : A PAR - BUR' },
      { power: 'England', source: 'England-again.payola', text: '0 : F EDI H' },
      { power: 'Italy', source: 'sheets/mine.payola', text: '0 : A VEN H' },
    ]);
    expect(gathered.skipped).toEqual([
      'england.payola (England already has England-again.payola)',
      'germany.payola (cannot be read: is a named pipe, not a regular file)',
      'notes.payola (whose sheet it is cannot be told)',
      'turkey.payola (cannot be read: is a character device, not a regular file)',
    ]);
  });

  it('reloads a game file when it changes on disk (by modification time)', () => {
    const dir = folder({ 'payola-game.json': gameJson() });
    const path = join(dir, 'payola-game.json');
    const store = new GameFileStore();
    const first = store.load(path);
    expect(store.load(path)).toBe(first);
    writeFileSync(path, '{ not json');
    utimesSync(path, new Date(), new Date(Date.now() + 5000));
    const second = store.load(path);
    expect(second.result.ok).toBe(false);
    expect(second.stamp).not.toBe(first.stamp);
  });
});

describe('documents: changed → parsed → validated', () => {
  function workspace(configuration: unknown = { validationDelay: 5 }) {
    const published: DocumentContext[] = [];
    const messages: string[] = [];
    const port: WorkspacePort = {
      configuration: async () => configuration,
      publish: (ctx) => published.push(ctx),
      showMessage: (type, message) => messages.push(`${type}: ${message}`),
    };
    return { ws: new SheetWorkspace(port), published, messages };
  }
  const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('validates after the delay, and a newer edit cancels the older run: only the latest version is published', async () => {
    const { ws, published } = workspace({ validationDelay: 20 });
    const uri = 'untitled:one';
    ws.open(uri, 1, '5 : A PAR H');
    // Polled, not slept: the machine may be slow; a version published out of turn never passes.
    await vi.waitFor(() => expect(published.map((c) => c.version)).toEqual([1]));
    ws.change(uri, 2, '5 : A PAR - X');
    expect(ws.state(uri)).toBe('changed');
    ws.change(uri, 3, '5 : A PAR - XY');
    ws.change(uri, 4, '5 : A PAR - BUR');
    await vi.waitFor(() => expect(published.map((c) => c.version)).toEqual([1, 4]));
    expect(ws.state(uri)).toBe('validated');
  });

  it('answers requests with the current version at once, before the debounced run', () => {
    const { ws } = workspace({ validationDelay: 10_000 });
    ws.open('untitled:two', 1, '5 : A PAR H');
    ws.change('untitled:two', 2, '5 : A PAR - BUR');
    const ctx = ws.contextNow('untitled:two')!;
    expect(ctx.version).toBe(2);
    expect(ctx.text).toBe('5 : A PAR - BUR');
    expect(ws.state('untitled:two')).toBe('validated');
    ws.close('untitled:two');
  });

  it('does not check a text too large to be a sheet, and says so', () => {
    const { ws } = workspace({ validationDelay: 10_000 });
    ws.open('untitled:huge', 1, '5 : A PAR H\n'.repeat(Math.ceil((maxSheetLength + 1) / 12)));
    const ctx = ws.contextNow('untitled:huge')!;
    expect(ctx.syntaxErrors.map((d) => d.code)).toEqual(['payola/too-large']);
    expect(ctx.checked.offers).toEqual([]);
    ws.close('untitled:huge');
  });

  it('says once that there is no game file, however many edits', async () => {
    const { ws, messages, published } = workspace();
    const dir = folder({});
    const uri = pathToFileURL(join(dir, 'france.payola')).href;
    ws.open(uri, 1, '5 : A PAR H');
    for (let v = 2; v < 6; v++) {
      await wait(15);
      ws.change(uri, v, `${v} : A PAR H`);
    }
    await ws.settle(uri);
    await wait(20);
    expect(messages.filter((m) => m.includes('no game file'))).toHaveLength(1);
    expect(published.at(-1)?.note).toBe(noGameFileNote);
  });

  it('a broken game file is reported once per change of that file', async () => {
    const dir = folder({ 'payola-game.json': gameJson({ year: 'soon' }) });
    const uri = pathToFileURL(join(dir, 'france.payola')).href;
    const { ws, messages, published } = workspace();
    // Each step waits for its version (or its re-validation) to be published, however slow.
    const validated = (count: number) => vi.waitFor(() => expect(published.length).toBeGreaterThanOrEqual(count));
    ws.open(uri, 1, '5 : A PAR H');
    await validated(1);
    ws.change(uri, 2, '6 : A PAR H');
    await validated(2);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('year:');
    writeFileSync(join(dir, 'payola-game.json'), gameJson({ year: 'later', season: 'never' }));
    ws.filesChanged([join(dir, 'payola-game.json')]);
    await validated(3);
    expect(messages).toHaveLength(2);
    writeFileSync(join(dir, 'payola-game.json'), gameJson());
    ws.filesChanged([join(dir, 'payola-game.json')]);
    await validated(4);
    expect(messages).toHaveLength(2);
    expect(ws.contextNow(uri)?.game).toBeDefined();
  });
});
