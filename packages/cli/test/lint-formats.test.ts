// payola-lint's formatters, end to end: one game and two sheets with an error of each kind,
// printed in every format.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ajvDraft04 from 'ajv-draft-04';
import ajvFormats from 'ajv-formats';
import { diagnosticsCatalogueUrl, type GameFile } from '@payola/engine';
import { gameJson, lint, makeTempDir, openingGame, removeTempDir, writeFiles, type Run } from './helpers.js';

const france = [
  'ACCEPT FE?',
  '5 : A PAR - BUR',
  '3 : A MAR - SPA',
  '4 : A PAR - XYZ',
  '0 : A MUN H', // Rule 3.1 item 2: no zero offers to another power's unit
  '50 $   % savings above the balance: a warning (Rule 3.4)',
  '',
].join('\n');

/** A game file with a power renamed (its units too). */
function renamed(file: GameFile, from: string, to: string): GameFile {
  return {
    ...file,
    powers: file.powers.map((p) => (p.name === from ? { ...p, name: to } : p)),
    units: file.units.map((u) => (u.power === from ? { ...u, power: to } : u)),
  };
}

let dir: string;
beforeAll(async () => {
  dir = await makeTempDir();
  await writeFiles(dir, {
    'game.json': gameJson(openingGame({ England: { balance: 30 } })),
    'sheets/france.payola': france,
    'sheets/england.payola': '4 : F LON - NTH\n',
    // Input that a message or path echoes: control characters (a terminal escape that would clear
    // the screen, a bell, a C1 CSI, DEL) in the file name and the text.
    // A power's name from the game file, of 250 characters, echoed by the checker's message.
    'long/game.json': gameJson(renamed(openingGame(), 'Germany', `Germany${'x'.repeat(243)}`)),
    'long/france.payola': '0 : A MUN H\n3 : A PAR - XYZ\n',
    'odd/evil\u001b[31m.payola': [
      '5 : A PAR - B\u001b[2JUR',
      '2 : A MAR - SPA\u0007',
      '1 : A MUN - RUH',
      '3 : A PAR - XYZ',
      '\u009b1 : A VIE H\u007f',
      '',
    ].join('\n'),
  });
});
afterAll(() => removeTempDir(dir));

// Each distinct run happens once (a process costs about half a second), shared by the tests.
const runs = new Map<string, Promise<Run>>();
const lintAs = (format: string, env?: Record<string, string | undefined>): Promise<Run> => {
  const key = JSON.stringify([format, env]);
  if (!runs.has(key)) runs.set(key, lint(['--format', format, 'sheets'], { cwd: dir, ...(env && { env }) }));
  return runs.get(key)!;
};

interface JsonResult {
  filePath: string;
  messages: {
    ruleId: string;
    severity: number;
    line: number;
    column: number;
    endLine: number;
    endColumn: number;
    message: string;
  }[];
  errorCount: number;
  warningCount: number;
}

describe.concurrent('payola-lint --format', () => {
  it('json prints the results array, exactly', async () => {
    const { code, stdout, stderr } = await lintAs('json');
    expect(code).toBe(1);
    expect(stderr).toBe('');
    const results = JSON.parse(stdout) as JsonResult[];
    expect(results.map((r) => r.filePath)).toEqual(['sheets/england.payola', 'sheets/france.payola']);
    for (const r of results) {
      expect(Object.keys(r)).toEqual(['filePath', 'messages', 'errorCount', 'warningCount']);
      for (const m of r.messages)
        expect(Object.keys(m)).toEqual(['ruleId', 'severity', 'line', 'column', 'endLine', 'endColumn', 'message']);
    }
    const [england, franceResult] = results as [JsonResult, JsonResult];
    expect(england).toEqual({ filePath: 'sheets/england.payola', messages: [], errorCount: 0, warningCount: 0 });
    expect(franceResult.messages.map((m) => [m.ruleId, m.severity, m.line, m.column])).toEqual([
      ['payola/unknown-place', 2, 4, 13],
      ['payola/zero-offer-to-foreign-unit', 2, 5, 1],
      ['payola/savings-above-balance', 1, 6, 1],
    ]);
    expect(franceResult.messages[0]).toMatchObject({ endLine: 4, endColumn: 16, message: 'unknown place `XYZ`' });
    expect(franceResult.errorCount).toBe(2);
    expect(franceResult.warningCount).toBe(1);
  });

  it('--info adds information (severity 0, a notice in github), never counted', async () => {
    const [json, github] = await Promise.all([
      lint(['--info', '--format', 'json', 'sheets'], { cwd: dir }),
      lint(['--info', '--format', 'github', 'sheets'], { cwd: dir }),
    ]);
    const [england, franceResult] = JSON.parse(json.stdout) as [JsonResult, JsonResult];
    expect(england.messages.find((m) => m.ruleId === 'payola/commitment')).toEqual({
      ruleId: 'payola/commitment',
      severity: 0,
      line: 1,
      column: 1,
      endLine: 1,
      endColumn: 16,
      message: 'offers total 4 AgP, balance 30',
    });
    expect([england.errorCount, england.warningCount]).toEqual([0, 0]);
    expect([franceResult.errorCount, franceResult.warningCount]).toEqual([2, 1]);
    expect(github.stdout.split('\n')).toContain(
      '::notice file=sheets/england.payola,line=1,col=1,endLine=1,endColumn=16,title=payola/commitment::offers total 4 AgP, balance 30',
    );
  });

  it('stylish prints aligned rows per file and a summary, without colours off a terminal', async () => {
    const { code, stdout } = await lintAs('stylish');
    expect(code).toBe(1);
    expect(stdout).not.toContain('\u001b[');
    const lines = stdout.split('\n');
    const header = lines.indexOf('sheets/france.payola');
    expect(header).toBeGreaterThan(lines.indexOf('sheets/england.payola'));
    const rows = lines.slice(header + 1, header + 4);
    expect(rows[0]).toMatch(/^ {2}4:13 +error +unknown place `XYZ` +payola\/unknown-place$/);
    expect(rows[1]).toMatch(/^ {2}5:1 +error +A MUN belongs to Germany; .* +payola\/zero-offer-to-foreign-unit$/);
    expect(rows[2]).toMatch(
      /^ {2}6:1 +warning +savings of 50 AgP exceed the balance .* +payola\/savings-above-balance$/,
    );
    // Columns line up: severity, message and rule id start at the same place in every row.
    const severityColumn = ['error', 'error', 'warning'].map((word, i) => rows[i]!.indexOf(` ${word} `));
    expect(new Set(severityColumn).size).toBe(1);
    // (The savings message is longer than the padding's cap of 120 characters, so its rule id is further right.)
    expect(new Set(rows.slice(0, 2).map((r) => r.indexOf('payola/'))).size).toBe(1);
    expect(lines).toContain('✖ 3 problems (2 errors, 1 warning)');
  });

  it('stylish is coloured with FORCE_COLOR, and NO_COLOR wins', async () => {
    const [plain, forced, both] = await Promise.all([
      lintAs('stylish'),
      lintAs('stylish', { NO_COLOR: undefined, FORCE_COLOR: '1' }),
      lintAs('stylish', { NO_COLOR: '1', FORCE_COLOR: '1' }),
    ]);
    expect(forced.stdout).toMatch(/\u001b\[31merror/); // red
    expect(forced.stdout.replace(/\u001b\[\d+m/g, '')).toBe(plain.stdout);
    expect(both.stdout).toBe(plain.stdout);
  });

  it('sarif is valid SARIF 2.1.0 (the official schema) with rules, levels and regions', async () => {
    const { code, stdout } = await lintAs('sarif');
    expect(code).toBe(1);
    const sarif = JSON.parse(stdout);
    const require = createRequire(import.meta.url);
    const schema = JSON.parse(
      await readFile(require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json'), 'utf8'),
    );
    // The schema's `language` pattern is not valid with the `u` flag, hence unicodeRegExp: false.
    // Both are CommonJS modules whose `default` is also the module itself, under any interop.
    const ajv = new ajvDraft04.default({ allErrors: true, strict: false, unicodeRegExp: false });
    ajvFormats.default(ajv);
    const validate = ajv.compile(schema);
    expect(validate(sarif), JSON.stringify(validate.errors, null, 2)).toBe(true);

    const [runResult] = sarif.runs;
    expect(runResult.tool.driver.name).toBe('payola-lint');
    const ruleIds = runResult.tool.driver.rules.map((r: { id: string }) => r.id);
    expect(ruleIds.sort()).toEqual([
      'payola/savings-above-balance',
      'payola/unknown-place',
      'payola/zero-offer-to-foreign-unit',
    ]);
    expect(runResult.results.map((r: { level: string }) => r.level)).toEqual(['error', 'error', 'warning']);
    // Each rule links to its entry in the diagnostics catalogue, with the entry's summary.
    const rule = runResult.tool.driver.rules.find((r: { id: string }) => r.id === 'payola/unknown-place');
    expect(rule).toEqual({
      id: 'payola/unknown-place',
      shortDescription: { text: "A place name that is not a province of the game's map." },
      helpUri: `${diagnosticsCatalogueUrl}#payolaunknown-place`,
    });
    for (const r of runResult.tool.driver.rules) expect(r.shortDescription.text).toMatch(/^[A-Z].+\.$/);
    const unknownPlace = runResult.results.find((r: { ruleId: string }) => r.ruleId === 'payola/unknown-place');
    expect(runResult.tool.driver.rules[unknownPlace.ruleIndex].id).toBe('payola/unknown-place');
    expect(unknownPlace.message.text).toBe('unknown place `XYZ`');
    expect(unknownPlace.locations[0].physicalLocation).toEqual({
      artifactLocation: { uri: 'sheets/france.payola', uriBaseId: '%SRCROOT%', index: 1 },
      region: { startLine: 4, startColumn: 13, endLine: 4, endColumn: 16 },
    });
  });

  it('github prints one workflow command per message', async () => {
    const { code, stdout } = await lintAs('github');
    expect(code).toBe(1);
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    for (const line of lines)
      expect(line).toMatch(
        /^::(error|warning|notice) file=[^,]+,line=\d+,col=\d+,endLine=\d+,endColumn=\d+,title=payola\/[a-z-]+::.+$/,
      );
    expect(lines).toContain(
      '::error file=sheets/france.payola,line=4,col=13,endLine=4,endColumn=16,title=payola/unknown-place::unknown place `XYZ`',
    );
    expect(lines).toContain(
      '::warning file=sheets/france.payola,line=6,col=1,endLine=6,endColumn=5,title=payola/savings-above-balance::savings of 50 AgP exceed the balance of 48 AgP, so no offer can be paid: every accepted offer is worth nothing (Rule 3.4)',
    );
  });

  it('information (payola/commitment) is left out unless --info: no CI notice for every sheet', async () => {
    const [github, json] = await Promise.all([
      lint(['--format', 'github', 'sheets'], { cwd: dir }),
      lint(['--format', 'json', 'sheets'], { cwd: dir }),
    ]);
    expect(github.stdout).not.toContain('::notice');
    expect(github.stdout).toContain('::warning');
    const results = JSON.parse(json.stdout) as JsonResult[];
    expect(results.flatMap((r) => r.messages.map((m) => m.severity))).toEqual([2, 2, 1]);
  });

  it('compact prints file:line:col: Severity - message (rule-id)', async () => {
    const { code, stdout } = await lintAs('compact');
    expect(code).toBe(1);
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toContain('sheets/france.payola:4:13: Error - unknown place `XYZ` (payola/unknown-place)');
    expect(lines).toContain(
      "sheets/france.payola:5:1: Error - A MUN belongs to Germany; offers to another power's unit must be at least 1 AgP (Rule 3.1 item 2) (payola/zero-offer-to-foreign-unit)",
    );
    expect(lines.filter((l) => / Warning - .* \(payola\/savings-above-balance\)$/.test(l))).toHaveLength(1);
    expect(lines.at(-1)).toBe('3 problems');
  });
});

/** Raw control characters other than the line breaks between lines and tabs. */
const rawControls = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

describe.concurrent('payola-lint output never prints control characters from its input', () => {
  // A missing sheet whose path is over 400 characters: its payola/unreadable message echoes the
  // path, so it is longer than a message may be printed.
  const longPath = `odd/${'d'.repeat(200)}/${'Q'.repeat(200)}.payola`;
  const lintOdd = (format: string) => lint(['--format', format, 'odd', longPath], { cwd: dir });

  it.each(['stylish', 'compact', 'github'])(
    '%s escapes them as U+001B and cuts long messages with …',
    async (format) => {
      const { code, stdout, stderr } = await lintOdd(format);
      expect(code).toBe(2); // the missing sheet
      expect(stdout).not.toMatch(rawControls);
      expect(stdout).not.toContain('\r');
      expect(stderr).not.toMatch(rawControls);
      // The file name, as shown (the messages from the parser may already be escaped by it).
      expect(stdout).toContain('odd/evilU+001B[31m.payola');
      // The long message is cut to 300 characters with an ellipsis.
      const long = stdout.split('\n').find((l) => l.includes('cannot read'))!;
      const message = long.slice(long.indexOf('cannot read'), long.indexOf('…') + 1);
      expect(message).toMatch(/^cannot read odd\/d+\/Q+…$/);
      expect(message).toHaveLength(300);
      // Every line from the formatter is a line of its own: an escaped line break cannot start a forged one.
      if (format === 'github')
        for (const line of stdout.trimEnd().split('\n')) expect(line).toMatch(/^::(error|warning|notice) file=/);
    },
  );

  it('stylish caps the padding: a long message does not push every rule id to column 300', async () => {
    const { code, stdout } = await lint(['long'], { cwd: dir });
    expect(code).toBe(1);
    const lines = stdout.split('\n');
    const long = lines.find((l) => l.includes('A MUN belongs to Germanyxxx'))!;
    expect(long).toMatch(/… {2}payola\/zero-offer-to-foreign-unit$/); // cut to 300 characters
    const row = lines.find((l) => l.includes('`XYZ`'))!;
    expect(row).toMatch(/^ {2}2:13 +error +unknown place `XYZ` +payola\/unknown-place$/);
    expect(row.indexOf('payola/unknown-place')).toBe(2 + '2:13'.length + 2 + 'error'.length + 2 + 120 + 2); // padded to 120, not to 300
  });

  it.each([
    ['json', '"filePath":"odd/evil\\u001b[31m.payola"'],
    ['sarif', '"uri": "odd/evil%1B%5B31m.payola"'], // a URI: percent-encoded
  ])('%s keeps the text exact, escaped as JSON', async (format, path) => {
    const { stdout } = await lintOdd(format);
    expect(stdout).not.toMatch(rawControls);
    expect(stdout).toContain(path);
    expect(stdout).toContain(`cannot read ${longPath}: no such file`);
  });
});
