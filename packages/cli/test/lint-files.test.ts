// payola-lint: which files it reads (folders, globs; standard input is in lint-game), exit codes, --quiet and
// --max-warnings, unreadable sheets (a result each, exit 2), bytes that are not UTF-8, and names in any case. No game file here: syntax and standard-map checks only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gameJson, lint, makeTempDir, openingGame, removeTempDir, writeFiles } from './helpers.js';

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
    // Savings above the balance (Rule 3.4): a warning each.
    'warn/game.json': gameJson(openingGame()),
    'warn/france.payola': '60 $\n1 : A PAR H\n',
    'warn/england.payola': '60 $\n1 : F LON H\n',
    'bad/e.payola': '4 : A PAR - XYZ\n1 : A MAR - SPA\n',
    // Named in any case: found by folder expansion as the language server's preview finds them.
    'cased/Italy.PAYOLA': '2 : A ROM - XYZ\n',
    'cased/austria.Payola': '1 : A VIE H\n',
    'cased/notes.payola.txt': 'not a sheet\n',
  });
  await mkdir(join(dir, 'folder.payola'));
  // Bytes that are not UTF-8 (Latin-1 "é", a lone continuation byte, a truncated sequence).
  await writeFile(
    join(dir, 'latin1.payola'),
    Buffer.from([
      0x34, 0x20, 0x3a, 0x20, 0x41, 0x20, 0x50, 0x41, 0x52, 0x20, 0x48, 0x20, 0x25, 0x20, 0xe9, 0x0a, 0x80, 0x0a, 0xe2,
      0x82,
    ]),
  );
  // Notepad's "Unicode": UTF-16 little-endian with its byte order mark.
  await writeFile(join(dir, 'utf16.payola'), Buffer.from('\ufeff4 : A PAR H\n', 'utf16le'));
  await writeFile(join(dir, 'bom.payola'), '\ufeff4 : A PAR H\n');
});
afterAll(() => removeTempDir(dir));

const noGameNote = 'payola-lint: no game file found: checked syntax and places only';
const filePaths = (stdout: string) => (JSON.parse(stdout) as { filePath: string }[]).map((r) => r.filePath);

describe.concurrent('payola-lint files and exit codes', () => {
  it('expands folders to their *.payola files and globs to matching files, in order, once each; exit 0 when clean', async () => {
    const { code, stdout, stderr } = await lint(['-f', 'json', 'glob/*.payola', 'clean', 'clean/a.payola'], {
      cwd: dir,
    });
    expect(code).toBe(0);
    expect(filePaths(stdout)).toEqual([
      'glob/one.payola',
      'glob/two.payola',
      'clean/a.payola',
      'clean/nested/b.payola',
    ]);
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
        messages: [
          {
            ruleId: 'payola/unknown-place',
            severity: 2,
            line: 1,
            column: 13,
            endLine: 1,
            endColumn: 16,
            message: 'unknown place `XYZ`',
          },
        ],
        errorCount: 1,
        warningCount: 0,
      },
    ]);
  });

  it.each([
    [['nothing/*.payola'], 'payola-lint: no files match "nothing/*.payola"'],
    [
      ['--max-warnings', 'lots', 'clean'],
      "payola-lint: option '--max-warnings <n>' argument 'lots' is invalid. expected a whole number of warnings (0 or more) (see --help)",
    ],
    [
      ['--format', 'xml', 'clean'],
      "payola-lint: option '-f, --format <name>' argument 'xml' is invalid. Allowed choices are stylish, json, sarif, github, compact. (see --help)",
    ],
    [[], "payola-lint: missing required argument 'files' (see --help)"],
  ])('exit 2 with one line on stderr and nothing on stdout: %j', async (args, message) => {
    const { code, stdout, stderr } = await lint(args, { cwd: dir });
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(`${message}\n`);
  });

  it('an unreadable sheet is a payola/unreadable result: the others are still checked and printed, then exit 2', async () => {
    const { code, stdout, stderr } = await lint(
      ['-f', 'json', 'folder.payola', 'bad', 'clean/missing.payola', 'clean/a.payola'],
      { cwd: dir },
    );
    expect(code).toBe(2); // the run was incomplete, even though it found errors (1) too
    const results = JSON.parse(stdout) as {
      filePath: string;
      messages: { ruleId: string; severity: number; line: number; column: number; message: string }[];
      errorCount: number;
    }[];
    expect(results.map((r) => r.filePath)).toEqual([
      'folder.payola',
      'bad/e.payola',
      'clean/missing.payola',
      'clean/a.payola',
    ]);
    expect(results[0]).toEqual({
      filePath: 'folder.payola',
      messages: [
        {
          ruleId: 'payola/unreadable',
          severity: 2,
          line: 1,
          column: 1,
          endLine: 1,
          endColumn: 1,
          message: 'cannot read folder.payola: is a directory, not a file',
        },
      ],
      errorCount: 1,
      warningCount: 0,
    });
    expect(results[2]!.messages[0]).toMatchObject({
      ruleId: 'payola/unreadable',
      message: 'cannot read clean/missing.payola: no such file',
    });
    expect(results[1]!.messages.map((m) => m.ruleId)).toContain('payola/unknown-place');
    expect(results[3]!.messages).toEqual([]);
    expect(stderr.split('\n').filter(Boolean)).toEqual([
      noGameNote, // every sheet that could be read
      'payola-lint: could not read 2 sheets (folder.payola, clean/missing.payola): the results are incomplete',
    ]);
  });

  it('an unreadable sheet alone: its result in stylish, exit 2', async () => {
    const { code, stdout, stderr } = await lint(['folder.payola'], { cwd: dir });
    expect(code).toBe(2);
    expect(stdout).toBe(
      '\nfolder.payola\n  1:1  error  cannot read folder.payola: is a directory, not a file  payola/unreadable\n\n✖ 1 problem (1 error, 0 warnings)\n',
    );
    expect(stderr).toBe('payola-lint: could not read a sheet (folder.payola): the results are incomplete\n');
  });

  it('a sheet that is not UTF-8 says so, at its first bad byte, instead of a confusing parse', async () => {
    const [latin1, utf16] = await Promise.all([
      lint(['-f', 'json', 'latin1.payola'], { cwd: dir }),
      lint(['-f', 'json', 'utf16.payola'], { cwd: dir }),
    ]);
    expect(latin1.stderr).toBe(''); // not checked at all, so no note about the checks
    expect(latin1.code).toBe(1);
    // The Latin-1 "é" is the 15th byte of line 1: reported there, and nothing else.
    expect((JSON.parse(latin1.stdout) as { messages: unknown[] }[])[0]!.messages).toEqual([
      {
        ruleId: 'payola/encoding',
        severity: 2,
        line: 1,
        column: 15,
        endLine: 1,
        endColumn: 16,
        message:
          'this file is not UTF-8 text: the byte 0xE9 at line 1, column 15 is not UTF-8 (save the file as UTF-8)',
      },
    ]);
    expect(utf16.code).toBe(1);
    expect((JSON.parse(utf16.stdout) as { messages: { message: string }[] }[])[0]!.messages[0]!.message).toBe(
      'this file is UTF-16 text, not UTF-8: save it as UTF-8',
    );
  });

  it('a sheet saved with a UTF-8 byte order mark is read without it', async () => {
    const { code, stdout } = await lint(['-f', 'json', 'bom.payola'], { cwd: dir });
    expect(code).toBe(0);
    expect((JSON.parse(stdout) as { messages: unknown[] }[])[0]!.messages).toEqual([]);
  });

  it('a folder means its *.payola files in any case (Italy.PAYOLA), but a glob stays case-sensitive', async () => {
    const [folder, globbed] = await Promise.all([
      lint(['-f', 'json', 'cased'], { cwd: dir }),
      lint(['-f', 'json', 'cased/*.payola'], { cwd: dir }),
    ]);
    expect(filePaths(folder.stdout)).toEqual(['cased/Italy.PAYOLA', 'cased/austria.Payola']);
    expect(folder.code).toBe(1); // XYZ in Italy's sheet
    expect(globbed.code).toBe(2);
    expect(globbed.stderr).toBe('payola-lint: no files match "cased/*.payola"\n');
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
