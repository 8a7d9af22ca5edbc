// payola-lint --fix (issue 8, item 18): the quick fixes the diagnostics carry, applied (the first
// replacement of each, never two that overlap, in passes until nothing changes, at most 10),
// written atomically with the file's mode kept; what remains is reported as without --fix.
import { readdir, readFile, chmod, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Diagnostic } from '@payola/parser';
import { applyQuickFixes, fixSheet, maxPasses } from '../src/lint/quick-fixes.js';
import { gameJson, lint, makeTempDir, openingGame, removeTempDir, writeFiles } from './helpers.js';

let dir: string;
beforeEach(async () => {
  dir = await makeTempDir();
});
afterEach(() => removeTempDir(dir));

describe('payola-lint --fix', () => {
  it('applies every quick fix of what is reported (with --info, the hints too), also on a line that needs two (in two passes), keeps the mode, and reports what remains', async () => {
    await writeFiles(dir, {
      'game.json': gameJson(openingGame()),
      'france.payola': [
        'ACCEPT France England?', // names for letters
        '5 : A PAR -> BUR', // `->` for `-`
        '5#6 : A MAR - SPA', // a plateau above its amount: `#`
        'F BRE -> MAO', // the shorthand and `->` on one line: the fixes overlap, so two passes
        '5 : A PAR - BUR | - BUR', // a duplicate alternative: no quick fix, it remains
        '1 : A MAR H', // (every unit has a valid offer: no hint about units without one)
        '',
      ].join('\n'),
      'austria.payola': '1 : A VIE H\n1 : A BUD H\n1 : F TRI H\n',
    });
    await chmod(join(dir, 'france.payola'), 0o640);
    const before = (await stat(join(dir, 'austria.payola'))).mtimeMs;
    const { code, stdout, stderr } = await lint(['--fix', '--info', 'france.payola', 'austria.payola'], { cwd: dir });
    expect(stderr).toBe('');
    expect(code).toBe(1);
    expect(await readFile(join(dir, 'france.payola'), 'utf8')).toBe(
      [
        'ACCEPT FE?',
        '5 : A PAR - BUR',
        '5# : A MAR - SPA',
        '0 : F BRE - MAO',
        '5 : A PAR - BUR | - BUR',
        '1 : A MAR H',
        '',
      ].join('\n'),
    );
    expect(stdout).toMatch(
      /^ {2}5:19 +error +`A PAR - BUR` is already listed in this offer; .* +payola\/duplicate-order$/m,
    );
    expect(stdout).toContain('✖ 1 problem (1 error, 0 warnings)');
    expect(stdout).not.toContain('payola/shorthand'); // fixed
    expect((await stat(join(dir, 'france.payola'))).mode & 0o777).toBe(0o640);
    expect((await stat(join(dir, 'austria.payola'))).mtimeMs).toBe(before); // nothing to fix: not written
    expect((await readdir(dir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('without --info, the fixes of information (the shorthand) are not applied, since it is not reported', async () => {
    await writeFiles(dir, { 'game.json': gameJson(openingGame()), 'france.payola': 'F BRE -> MAO\n' });
    const { code } = await lint(['--fix', 'france.payola'], { cwd: dir });
    expect(code).toBe(0);
    expect(await readFile(join(dir, 'france.payola'), 'utf8')).toBe('F BRE - MAO\n');
  });

  it('keeps a byte order mark, and refuses standard input (exit 2)', async () => {
    await writeFiles(dir, { 'italy.payola': '\ufeff3 : A ROM -> APU\n' });
    const fixed = await lint(['--fix', 'italy.payola'], { cwd: dir });
    expect(fixed.code).toBe(0);
    expect(await readFile(join(dir, 'italy.payola'), 'utf8')).toBe('\ufeff3 : A ROM - APU\n');
    const stdin = await lint(['--fix', '-'], { cwd: dir, input: '3 : A ROM -> APU\n' });
    expect(stdin.code).toBe(2);
    expect(stdin.stderr).toBe('payola-lint: --fix writes the sheets it fixes; it cannot fix standard input (-)\n');
  });
});

const at = (start: number, end: number) => ({
  start: { line: 1, column: start + 1, offset: start },
  end: { line: 1, column: end + 1, offset: end },
});
const fix = (start: number, end: number, ...replacements: string[]): Diagnostic => ({
  code: 'payola/test',
  severity: 'error',
  message: 'test',
  range: at(start, end),
  replacements,
});

describe('quick fixes', () => {
  it('the first replacement of each, never two that overlap (the later waits for the next pass)', () => {
    expect(applyQuickFixes('abcdef', [fix(0, 2, 'X', 'Y'), fix(1, 3, 'Z'), fix(4, 5, 'W'), fix(5, 5)])).toEqual({
      text: 'XcdWf',
      applied: 2,
    });
    // Two insertions at one place: only the first.
    expect(applyQuickFixes('ab', [fix(1, 1, 'X'), fix(1, 1, 'Y')])).toEqual({ text: 'aXb', applied: 1 });
  });

  it("a fix that writes a line break writes the sheet's own (`\\r\\n`, `\\r`), never mixing two kinds", () => {
    expect(applyQuickFixes('a\r\nb', [fix(4, 4, '\nc\nd')]).text).toBe('a\r\nb\r\nc\r\nd');
    expect(applyQuickFixes('a\rb', [fix(3, 3, '\nc')]).text).toBe('a\rb\rc');
    expect(applyQuickFixes('a\nb', [fix(3, 3, '\nc')]).text).toBe('a\nb\nc');
    expect(applyQuickFixes('a', [fix(1, 1, '\nc')]).text).toBe('a\nc');
  });

  it(`stops after ${maxPasses} passes when every pass makes another fix`, () => {
    let checks = 0;
    const grows = (text: string) => {
      checks++;
      return [fix(text.length, text.length, 'x')];
    };
    const result = fixSheet('', grows);
    expect(result.text).toBe('x'.repeat(maxPasses));
    expect(checks).toBe(maxPasses + 1);
  });
});
