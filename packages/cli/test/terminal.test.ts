// Terminal injection (issue 13, item 13): players' comments printed by `payola publish`, power
// names in a game file (refused with control characters; the refusal names them escaped), and a right-to-left override (U+202E)
// in a file name printed by every text format of payola-lint. None reaches the terminal raw.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjudicate, nextGameState, startingGame } from '@payola/engine';
import { gameJson, holdSheets, lint, makeTempDir, openingGame, payola, removeTempDir, writeFiles } from './helpers.js';

/** Raw control, bidirectional and invisible characters, other than the line breaks between lines. */
const raw = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/;

/** Set the window title (OSC 0), clear the screen, a right-to-left override. */
const hostile = '\u001b]0;pwned\u0007\u001b[2J\u202e';
/**
 * Reset the terminal (RIS), ring the bell, a right-to-left override, a forged line: the engine
 * refuses such a name (reserved-names.ts), and its refusal names it.
 */
const evilPower = 'Fra\u001bc\u0007\u202ence\n  England: 0 AgP';

let dir: string;
beforeAll(async () => {
  dir = await makeTempDir();
  // A phase recorded with a comment written to attack the GameMaster's terminal at publication.
  const opening = startingGame();
  const sheets = { ...holdSheets, france: `% ${hostile} hello\n2 : A PAR - BUR\n` };
  const played = nextGameState(opening, adjudicate(opening, sheets, { seed: 3 }), sheets).toFile();
  const renamed = openingGame();
  await writeFiles(dir, {
    'played.json': gameJson(played),
    // A power named to attack the terminal (the game file is the GameMaster's, but may come from a player).
    'named/game.json': gameJson({
      ...renamed,
      powers: renamed.powers.map((p) => (p.name === 'France' ? { ...p, name: evilPower } : p)),
      units: renamed.units.map((u) => (u.power === 'France' ? { ...u, power: evilPower } : u)),
    }),
    ...Object.fromEntries(Object.entries(holdSheets).map(([p, s]) => [`named/sheets/${p}.payola`, s])),
    'paths/game.json': gameJson(openingGame()),
  });
  await writeFile(join(dir, `paths/evil\u202eyolap.payola`), '4 : A PAR - XYZ\n');
});
afterAll(() => removeTempDir(dir));

describe.concurrent('terminal injection (issue 13, item 13)', () => {
  it('payola publish prints players’ comments with their control characters escaped (text and JSON)', async () => {
    const [text, json] = await Promise.all([
      payola(['publish', '--game', 'played.json', '--force'], { cwd: dir }),
      payola(['publish', '--game', 'played.json', '--format', 'json', '--force'], { cwd: dir }),
    ]);
    expect(text.code).toBe(0);
    expect(text.stdout).not.toMatch(raw);
    expect(text.stdout).toContain('  % U+001B]0;pwnedU+0007U+001B[2JU+202E hello');
    expect(json.stdout).not.toMatch(raw);
    // JSON escapes keep the meaning exact.
    expect((JSON.parse(json.stdout) as { sheets: { France: string } }[])[0]!.sheets.France).toBe(
      `% ${hostile} hello\n2 : A PAR - BUR\n`,
    );
  });

  it('adjudicate and transfer refuse power names with control characters, and print the refusal escaped', async () => {
    const sheets = Object.keys(holdSheets).map((p) =>
      p === 'france' ? `${evilPower}=named/sheets/france.payola` : `named/sheets/${p}.payola`,
    );
    const [text, json, ledger] = await Promise.all([
      payola(['adjudicate', '--game', 'named/game.json', '--seed', '1', ...sheets], { cwd: dir }),
      payola(['adjudicate', '--game', 'named/game.json', '--seed', '1', '--format', 'json', ...sheets], { cwd: dir }),
      payola(['transfer', '--game', 'named/game.json', 'England', evilPower, '1'], { cwd: dir }),
    ]);
    for (const run of [text, json, ledger]) {
      expect(run.stdout).not.toMatch(raw);
      expect(run.stderr).not.toMatch(raw);
      expect(run.stderr).not.toContain('\n  England: 0 AgP');
      expect(run.code).not.toBe(0);
      expect(run.stderr).toContain(
        '"FraU+001BcU+0007U+202EnceU+000A  England: 0 AgP" cannot name a power: a name is plain text on one line, and U+001B is a control, invisible or direction character',
      );
    }
  });

  it('a line break in a game file’s name is escaped where the name is printed in several lines of text', async () => {
    const name = 'new\nStarting balances: forged.json';
    const made = await payola(['new', '--out', name], { cwd: dir });
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toMatch(
      /^newU\+000AStarting balances: forged\.json: a new game at the Spring 1901 movement phase/,
    );
    const verified = await payola(['verify-history', '--game', name], { cwd: dir });
    expect(verified.stdout).toBe(
      'newU+000AStarting balances: forged.json: 0 phases re-run from their inputs, each giving its recorded results; the game now is where they lead.\n',
    );
    const published = await payola(['publish', '--game', name, '--force'], { cwd: dir });
    expect(published.stdout.split('\n')[0]).toBe(
      'Payola Diplomacy: the offer sheets and acceptance lists of newU+000AStarting balances: forged.json, published at the end of the game (Rules 3.6, 4.5)',
    );
  });

  it.each(['stylish', 'compact', 'github'])(
    'payola-lint --format %s escapes a right-to-left override in a path',
    async (format) => {
      const { stdout } = await lint(['--format', format, 'paths'], { cwd: dir });
      expect(stdout).not.toMatch(raw);
      expect(stdout).toContain('paths/evilU+202Eyolap.payola');
    },
  );

  it.each(['json', 'sarif'])('payola-lint --format %s keeps the path exact, JSON-escaped', async (format) => {
    const { stdout } = await lint(['--format', format, 'paths'], { cwd: dir });
    expect(stdout).not.toMatch(raw);
    expect(stdout).toMatch(/evil(\\u202e|%E2%80%AE)yolap\.payola/);
  });
});
