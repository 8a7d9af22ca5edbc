// payola.config.json (issue 8, item 20): found upward from each sheet (the nearest wins),
// --config overrides, --no-config ignores; rules turned off or given another severity; a broken
// configuration is a clear error; an error the adjudicator refuses stays an error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameJson, lint, makeTempDir, openingGame, removeTempDir, writeFiles } from './helpers.js';

interface JsonResult {
  filePath: string;
  messages: { ruleId: string; severity: number }[];
  errorCount: number;
  warningCount: number;
}

let dir: string;
beforeAll(async () => {
  dir = await makeTempDir();
  const config = (rules: Record<string, string>) => JSON.stringify({ rules });
  await writeFiles(dir, {
    'game/game.json': gameJson(openingGame()),
    // Savings above the balance: a warning (Rule 3.4).
    'game/france.payola': '60 $\n1 : A PAR H\n',
    'game/payola.config.json': config({ 'payola/savings-above-balance': 'off', 'payola/commitment': 'warn' }),
    'game/sub/england.payola': '60 $\n1 : F LON H\n',
    'game/sub/payola.config.json': config({ 'payola/savings-above-balance': 'error' }),
    'strict.json': config({ 'payola/savings-above-balance': 'error', 'payola/commitment': 'off' }),
    'bad/payola.config.json': JSON.stringify({ rules: { 'payola/shorthand': 'loud', shorthand: 'off' }, extra: 1 }),
    'bad/france.payola': '1 : A PAR H\n',
    'notjson/payola.config.json': '{ "rules": ',
    'notjson/france.payola': '1 : A PAR H\n',
    'locked/payola.config.json': config({ 'payola/unknown-place': 'off' }),
    'locked/france.payola': '4 : A PAR - XYZ\n',
  });
});
afterAll(() => removeTempDir(dir));

/** The rules these tests configure, as reported per file (other hints left out: they come and go). */
const configured = ['payola/commitment', 'payola/savings-above-balance', 'payola/unknown-place'];
const rules = (stdout: string) =>
  Object.fromEntries(
    (JSON.parse(stdout) as JsonResult[]).map((r) => [
      r.filePath,
      r.messages.filter((m) => configured.includes(m.ruleId)).map((m) => [m.ruleId, m.severity]),
    ]),
  );

describe.concurrent('payola.config.json', () => {
  it('the nearest configuration up from each sheet applies (no merging): rules off, or another severity', async () => {
    const { code, stdout } = await lint(['--info', '-f', 'json', 'game'], { cwd: dir });
    expect(rules(stdout)).toEqual({
      // game/payola.config.json: the savings warning off, the commitment raised to a warning.
      'game/france.payola': [['payola/commitment', 1]],
      // game/sub/payola.config.json: the savings warning raised to an error; the commitment as it is.
      'game/sub/england.payola': [
        ['payola/savings-above-balance', 2],
        ['payola/commitment', 0],
      ],
    });
    expect(code).toBe(1);
  });

  it('--config FILE applies to every sheet; --no-config ignores every configuration', async () => {
    const [given, none] = await Promise.all([
      lint(['--info', '-f', 'json', '--config', 'strict.json', 'game'], { cwd: dir }),
      lint(['--info', '-f', 'json', '--no-config', 'game'], { cwd: dir }),
    ]);
    expect(rules(given.stdout)).toEqual({
      'game/france.payola': [['payola/savings-above-balance', 2]],
      'game/sub/england.payola': [['payola/savings-above-balance', 2]],
    });
    expect(rules(none.stdout)).toEqual({
      'game/france.payola': [
        ['payola/savings-above-balance', 1],
        ['payola/commitment', 0],
      ],
      'game/sub/england.payola': [
        ['payola/savings-above-balance', 1],
        ['payola/commitment', 0],
      ],
    });
  });

  it('a configuration that breaks its schema, or is not JSON, is an error naming the file and each problem (exit 2)', async () => {
    const [bad, notJson, missing] = await Promise.all([
      lint(['bad'], { cwd: dir }),
      lint(['notjson'], { cwd: dir }),
      lint(['--config', 'nothere.json', 'bad/france.payola'], { cwd: dir }),
    ]);
    expect(bad.code).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr.split('\n').filter(Boolean).sort()).toEqual(
      [
        'payola-lint: bad/payola.config.json: unknown property "extra"',
        'payola-lint: bad/payola.config.json: rules.payola/shorthand: must be one of "off", "info", "warn", "error"',
        'payola-lint: bad/payola.config.json: rules: "shorthand" is not a diagnostic code (codes look like "payola/unknown-place")',
      ].sort(),
    );
    expect(notJson.code).toBe(2);
    expect(notJson.stderr).toMatch(/^payola-lint: notjson\/payola\.config\.json: not valid JSON: [^\n]+\n$/);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe('payola-lint: nothere.json: no such file\n');
  });

  it('an error stays an error whatever the configuration says, and the linter says why', async () => {
    const { code, stdout, stderr } = await lint(['-f', 'json', 'locked'], { cwd: dir });
    expect(code).toBe(1);
    expect(rules(stdout)).toEqual({ 'locked/france.payola': [['payola/unknown-place', 2]] });
    expect(stderr).toContain(
      'payola-lint: locked/payola.config.json sets payola/unknown-place to "off", but its errors stay errors: the adjudicator refuses a sheet with errors\n',
    );
  });
});
