// payola-lint with game files: the nearest one up the tree, a map file relative to it, the
// sheet's power (mapping, file name, --power), and broken game files (exit 2).
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameFileNames, standardMap } from '@payola/engine';
import { gameJson, lint, makeTempDir, openingGame, removeTempDir, writeFiles } from './helpers.js';

interface JsonResult {
  filePath: string;
  messages: { ruleId: string; message: string; severity: number }[];
}

let dir: string;
beforeAll(async () => {
  dir = await makeTempDir();
  // Balances tell the powers apart in the `payola/commitment` information.
  const game = openingGame(
    { England: { balance: 30 }, Italy: { balance: 33, sheet: 'sheets/mine.payola' }, Turkey: { balance: 40 } },
    { map: 'maps/board.json' },
  );
  const broken = openingGame();
  await writeFiles(dir, {
    'game/game.json': gameJson(game),
    'game/maps/board.json': JSON.stringify(standardMap.data),
    'game/sheets/england.payola': '4 : F LON - NTH\n',
    'game/sheets/mine.payola': '4 : A ROM - APU\n',
    'game/sheets/deep/er/turkey.payola': '2 : A CON - BUL\n',
    'game/sheets/orphan.payola': '1 : A PAR - BUR\n',
    'misnamed/game.json': gameJson(game),
    'misnamed/maps/board.json': JSON.stringify(standardMap.data),
    'misnamed/frnace.payola': '1 : A PAR - BUR\n',
    'loose/france.payola': '5 : A PAR - BUR\n',
    'broken/game.json': gameJson({
      ...broken,
      units: broken.units.map((u, i) => (i === 2 ? { ...u, unit: 'A XYZ' } : u)),
      powers: broken.powers.map((p, i) => (i === 1 ? { ...p, centers: ['NOWHERE', ...p.centers] } : p)),
    }),
    'broken/sheets/france.payola': '5 : A PAR - BUR\n',
    'nomap/game.json': gameJson(openingGame({}, { map: 'maps/missing.json' })),
    'nomap/france.payola': '5 : A PAR - BUR\n',
    'notjson/game.json': '{ "map": "standard",\n',
    'latin1/game.json': '{ "map": "standard" }\n',
    'latin1/france.payola': '5 : A PAR - BUR\n',
    'notjson/france.payola': '5 : A PAR - BUR\n',
    // Saved by a Windows editor: UTF-8 with a byte order mark.
    'bom/game.json': `\ufeff${gameJson(openingGame({ France: { balance: 21 } }))}`,
    'bom/france.payola': '5 : A PAR - BUR\n',
  });
});
afterAll(() => removeTempDir(dir));

const commitment = (results: JsonResult[], filePath: string) =>
  results
    .find((r) => r.filePath === filePath)!
    .messages.filter((m) => m.ruleId === 'payola/commitment')
    .map((m) => m.message);

describe.concurrent('payola-lint with game files', () => {
  it('finds the nearest game file up the tree and takes the power from the mapping or the file name', async () => {
    // Precondition: no game file above the temporary folder (else "loose" would find it).
    for (let d = dirname(dir); ; d = dirname(d)) {
      expect(
        gameFileNames.filter((name) => existsSync(join(d, name))),
        `a game file in ${d} spoils this test`,
      ).toEqual([]);
      if (dirname(d) === d) break;
    }
    const { code, stdout, stderr } = await lint(['--info', '-f', 'json', 'game', 'loose'], { cwd: dir });
    expect(code).toBe(1); // the orphan's power cannot be told
    const results = JSON.parse(stdout) as JsonResult[];
    expect(commitment(results, 'game/sheets/england.payola')).toEqual(['offers total 4 AgP, balance 30']); // file name
    expect(commitment(results, 'game/sheets/mine.payola')).toEqual(['offers total 4 AgP, balance 33']); // powers[].sheet: Italy
    expect(commitment(results, 'game/sheets/deep/er/turkey.payola')).toEqual(['offers total 2 AgP, balance 40']); // three folders up
    expect(commitment(results, 'game/sheets/orphan.payola')).toEqual([]); // no power
    expect(commitment(results, 'loose/france.payola')).toEqual([]); // no game
    expect(results.find((r) => r.filePath === 'game/sheets/orphan.payola')!.messages).toContainEqual(
      expect.objectContaining({ ruleId: 'payola/sheet-power', severity: 2 }),
    );
    expect(stderr.split('\n').filter(Boolean)).toEqual([
      'payola-lint: no game file found: checked syntax and places only (loose/france.payola)',
    ]);
  });

  it('a sheet whose power cannot be told is an error (so CI fails), suggesting the power its name nearly spells; --power takes a letter (issue 8, item 11)', async () => {
    const [misnamed, letter] = await Promise.all([
      lint(['--info', '-f', 'json', 'misnamed'], { cwd: dir }),
      lint(['--info', '-f', 'json', '--power', 'F', 'misnamed'], { cwd: dir }),
    ]);
    expect(misnamed.code).toBe(1);
    expect((JSON.parse(misnamed.stdout) as JsonResult[])[0]!.messages).toEqual([
      {
        ruleId: 'payola/sheet-power',
        severity: 2,
        line: 1,
        column: 1,
        endLine: 1,
        endColumn: 1,
        message:
          'cannot tell whose sheet this is, so its account and units were not checked: name the file after its power (e.g. france.payola), map it in misnamed/game.json (powers[].sheet), or pass --power (did you mean France?)',
      },
    ]);
    expect(letter.code).toBe(0);
    expect(commitment(JSON.parse(letter.stdout) as JsonResult[], 'misnamed/frnace.payola')).toEqual([
      'offers total 1 AgP, balance 48',
    ]);
  });

  it('--game and --power apply to standard input', async () => {
    const { code, stdout, stderr } = await lint(
      ['--info', '--game', 'game/game.json', '--power', 'turkey', '-f', 'json', '-'],
      {
        cwd: dir,
        input: '0 : A PAR H\n',
      },
    );
    expect(code).toBe(1);
    expect(stderr).toBe('');
    const [result] = JSON.parse(stdout) as JsonResult[];
    expect(result!.filePath).toBe('<stdin>');
    // Both at 1:1; the error comes first (hints about the sheet may follow).
    const ruleIds = result!.messages.map((m) => m.ruleId);
    expect(ruleIds.filter((id) => id === 'payola/zero-offer-to-foreign-unit' || id === 'payola/commitment')).toEqual([
      'payola/zero-offer-to-foreign-unit',
      'payola/commitment',
    ]);
    expect(ruleIds[0]).toBe('payola/zero-offer-to-foreign-unit');
    expect(commitment([result!], '<stdin>')).toEqual(['offers total 0 AgP, balance 40']);
  });

  it('--power overrides the file name', async () => {
    const { code, stdout } = await lint(['--info', '--power', 'Italy', '-f', 'json', 'game/sheets/england.payola'], {
      cwd: dir,
    });
    expect(code).toBe(0);
    expect(commitment(JSON.parse(stdout) as JsonResult[], 'game/sheets/england.payola')).toEqual([
      'offers total 4 AgP, balance 33',
    ]);
  });

  it('--power with several sheets says once that it applies to all of them', async () => {
    const [several, one] = await Promise.all([
      lint(['--info', '--power', 'Italy', '-f', 'json', 'game/sheets'], { cwd: dir }),
      lint(['--info', '--power', 'Italy', '-f', 'json', 'game/sheets/england.payola'], { cwd: dir }),
    ]);
    expect(several.code).toBe(0);
    expect(several.stderr).toBe('payola-lint: --power Italy applies to all 4 sheets\n');
    expect(one.stderr).toBe('');
  });

  it('a game file with a UTF-8 byte order mark loads', async () => {
    const { code, stdout, stderr } = await lint(['--info', '-f', 'json', 'bom'], { cwd: dir });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(commitment(JSON.parse(stdout) as JsonResult[], 'bom/france.payola')).toEqual([
      'offers total 5 AgP, balance 21',
    ]);
  });

  it('an unknown --power is a usage error listing the powers', async () => {
    const { code, stdout, stderr } = await lint(['--power', 'Frnace', 'game/sheets/england.payola'], { cwd: dir });
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      'payola-lint: unknown power "Frnace" (--power); the powers of game/game.json are Austria, England, France, Germany, Italy, Russia, Turkey\n',
    );
  });

  it('a missing --game file: exit 2', async () => {
    const { code, stderr } = await lint(['--game', 'nothere.json', 'loose'], { cwd: dir });
    expect(code).toBe(2);
    expect(stderr).toBe('payola-lint: cannot read the game file nothere.json: no such file\n');
  });

  it('a malformed game file: exit 2 with one line per problem, with its path', async () => {
    const { code, stdout, stderr } = await lint(['broken/sheets'], { cwd: dir });
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.split('\n').filter(Boolean).sort()).toEqual([
      'payola-lint: broken/game.json: powers[1].centers[0]: unknown province "NOWHERE"',
      'payola-lint: broken/game.json: units[2].unit: unknown place "XYZ"',
    ]);
  });

  it('a game file that is not UTF-8 says where (exit 2)', async () => {
    await writeFile(join(dir, 'latin1/game.json'), Buffer.from('{ "name": "Caf\xe9" }\n', 'latin1'));
    const { code, stderr } = await lint(['latin1'], { cwd: dir });
    expect(code).toBe(2);
    expect(stderr).toBe(
      'payola-lint: latin1/game.json: this file is not UTF-8 text: the byte 0xE9 at line 1, column 15 is not UTF-8 (save the file as UTF-8)\n',
    );
  });

  it('a game file that is not JSON, or whose map cannot be read: exit 2', async () => {
    const [notJson, noMap] = await Promise.all([lint(['notjson'], { cwd: dir }), lint(['nomap'], { cwd: dir })]);
    expect(notJson.code).toBe(2);
    expect(notJson.stderr).toMatch(/^payola-lint: notjson\/game\.json: not valid JSON: [^\n]+\n$/);
    expect(noMap.code).toBe(2);
    expect(noMap.stderr).toMatch(
      /^payola-lint: nomap\/game\.json: map: cannot read the map "maps\/missing\.json": no such file \([^\n]+\)\n$/,
    );
  });
});
