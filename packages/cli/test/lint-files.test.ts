// payola-lint: which files it reads (folders, globs; standard input is in lint-game), exit codes, --quiet and
// --max-warnings, and unreadable sheets. No game file here: syntax and standard-map checks only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { lint, makeTempDir, removeTempDir, writeFiles } from './helpers.js';

let dir: string;
beforeAll(async () => {
  dir = await makeTempDir();
  await writeFiles(dir, {
    'clean/a.payola': '4 : A PAR - BUR\n',
    'clean/nested/b.payola': '% a comment line\n3 : F LON - NTH | - ENG\n',
    'clean/node_modules/x.payola': 'not a sheet\n',
    'clean/notes.txt': 'not a sheet either\n',
    'glob/one.payola': '1 : A MUN - RUH\n',
    'glob/two.payola': '2 : A VIE - GAL\n',
    'glob/three.txt': 'not a sheet\n',
    'warn/w.payola': '3#7 : A MAR - SPA\n5#9 : A PAR - BUR\n',
    'bad/e.payola': '4 : A PAR - XYZ\n1#5 : A MAR - SPA\n',
  });
  await mkdir(join(dir, 'folder.payola'));
});
afterAll(() => removeTempDir(dir));

const noGameNote = 'payola-lint: no game file found: checked syntax and places only';
const filePaths = (stdout: string) => (JSON.parse(stdout) as { filePath: string }[]).map((r) => r.filePath);

describe.concurrent('payola-lint files and exit codes', () => {
  it('expands folders to their *.payola files and globs to matching files, in order, once each; exit 0 when clean', async () => {
    const { code, stdout, stderr } = await lint(['-f', 'json', 'glob/*.payola', 'clean', 'clean/a.payola'], { cwd: dir });
    expect(code).toBe(0);
    expect(filePaths(stdout)).toEqual(['glob/one.payola', 'glob/two.payola', 'clean/a.payola', 'clean/nested/b.payola']);
    // Without a game file, it says so once.
    expect(stderr).toBe(`${noGameNote}\n`);
  });

  it('prints nothing on stdout for clean sheets in stylish', async () => {
    const { code, stdout } = await lint(['clean'], { cwd: dir });
    expect(code).toBe(0);
    expect(stdout).toBe('');
  });

  it('--max-warnings N: warnings up to N exit 0', async () => {
    const { code, stdout } = await lint(['--max-warnings', '2', 'warn'], { cwd: dir });
    expect(code).toBe(0);
    expect(stdout).toContain('✖ 2 problems (0 errors, 2 warnings)');
  });

  it('--max-warnings N: more than N exit 1, and --quiet hides the warnings but still counts them', async () => {
    const { code, stdout, stderr } = await lint(['--quiet', '--max-warnings', '1', 'warn'], { cwd: dir });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('payola-lint: too many warnings (2; maximum 1)');
  });

  it('--quiet reports errors only', async () => {
    const { code, stdout } = await lint(['--quiet', '-f', 'json', 'bad'], { cwd: dir });
    expect(code).toBe(1);
    expect(JSON.parse(stdout)).toEqual([
      {
        filePath: 'bad/e.payola',
        messages: [{ ruleId: 'payola/unknown-place', severity: 2, line: 1, column: 13, endLine: 1, endColumn: 16, message: 'unknown place `XYZ`' }],
        errorCount: 1,
        warningCount: 0,
      },
    ]);
  });

  it.each([
    [['nothing/*.payola'], 'payola-lint: no files match "nothing/*.payola"'],
    [['clean/missing.payola'], 'payola-lint: cannot read the sheet clean/missing.payola: no such file'],
    [['folder.payola'], 'payola-lint: cannot read the sheet folder.payola: is a directory, not a file'],
    [['--max-warnings', 'lots', 'clean'], "payola-lint: option '--max-warnings <n>' argument 'lots' is invalid. expected a whole number of warnings (0 or more) (see --help)"],
    [['--format', 'xml', 'clean'], "payola-lint: option '-f, --format <name>' argument 'xml' is invalid. Allowed choices are stylish, json, sarif, github, compact. (see --help)"],
    [[], "payola-lint: missing required argument 'files' (see --help)"],
  ])('exit 2 with one line on stderr and nothing on stdout: %j', async (args, message) => {
    const { code, stdout, stderr } = await lint(args, { cwd: dir });
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(`${message}\n`);
  });

  it('--help and --version exit 0', async () => {
    const [help, version] = await Promise.all([lint(['--help'], { cwd: dir }), lint(['--version'], { cwd: dir })]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: payola-lint [options] <files...>');
    expect(help.stdout).toContain('--max-warnings <n>');
    expect(version.code).toBe(0);
    expect(version.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });
});
