// payola.config.json's contents (parseDiagnosticConfig, applyDiagnosticConfig) and finding and
// reading the file (@payola/engine/node), as payola-lint and the language server use them.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '@payola/parser';
import { applyDiagnosticConfig, diagnosticCodes, parseDiagnosticConfig, type DiagnosticConfig } from '../src/index.js';
import { findNearestConfigFile, loadConfigFile } from '../src/node.js';

const at = { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 2, offset: 1 } };
const diagnostic = (code: string, severity: Diagnostic['severity']): Diagnostic => ({
  code,
  severity,
  message: code,
  range: at,
});
const config = (rules: Record<string, string>): DiagnosticConfig => {
  const parsed = parseDiagnosticConfig({ rules });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  return parsed.config;
};

describe('applyDiagnosticConfig', () => {
  it('turns rules off, changes severities, and leaves other codes alone', () => {
    const out = applyDiagnosticConfig(
      [
        diagnostic('payola/shorthand', 'info'),
        diagnostic('payola/commitment', 'info'),
        diagnostic('payola/savings-above-balance', 'warning'),
        diagnostic('payola/loyal-unit', 'warning'),
      ],
      config({ 'payola/shorthand': 'off', 'payola/commitment': 'warn', 'payola/savings-above-balance': 'error' }),
    );
    expect(out.map((d) => [d.code, d.severity])).toEqual([
      ['payola/commitment', 'warning'],
      ['payola/savings-above-balance', 'error'],
      ['payola/loyal-unit', 'warning'],
    ]);
  });

  it('keeps an error an error (the adjudicator would refuse the sheet), and says so', () => {
    const kept: string[] = [];
    const out = applyDiagnosticConfig(
      [diagnostic('payola/unknown-place', 'error')],
      config({ 'payola/unknown-place': 'off' }),
      (code, setting) => kept.push(`${code}=${setting}`),
    );
    expect(out.map((d) => d.severity)).toEqual(['error']);
    expect(kept).toEqual(['payola/unknown-place=off']);
  });
});

describe('parseDiagnosticConfig', () => {
  it('reports every problem with its JSON path', () => {
    const parsed = parseDiagnosticConfig({ rules: { 'payola/x': 'loud', 'not-a-code': 'off' }, other: true });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problems).toEqual(
      expect.arrayContaining([
        { path: 'rules', message: '"not-a-code" is not a diagnostic code (codes look like "payola/unknown-place")' },
        { path: 'rules.payola/x', message: 'must be one of "off", "info", "warn", "error"' },
        { path: '$', message: 'unknown property "other"' },
      ]),
    );
  });
});

describe('codes a configuration may name', () => {
  it('refuses a code of the right shape that names no diagnostic, suggesting the closest', () => {
    expect(parseDiagnosticConfig({ rules: { 'payola/shorthnad': 'off', 'payola/no-such-code': 'warn' } })).toEqual({
      ok: false,
      problems: [
        {
          path: 'rules.payola/shorthnad',
          message: '"payola/shorthnad" is not a diagnostic code of payola; did you mean "payola/shorthand"?',
        },
        {
          path: 'rules.payola/no-such-code',
          message:
            '"payola/no-such-code" is not a diagnostic code of payola; the codes are listed in docs/diagnostics.md',
        },
      ],
    });
  });

  it('takes every code of the catalogue', () => {
    const rules = Object.fromEntries([...diagnosticCodes].map((code) => [code, 'info']));
    expect(parseDiagnosticConfig({ rules }).ok).toBe(true);
  });
});

describe('configuration files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'payola-config-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('the nearest payola.config.json up from a folder, read with a byte order mark', () => {
    mkdirSync(join(dir, 'a/b/c'), { recursive: true });
    writeFileSync(join(dir, 'a/payola.config.json'), '\ufeff{ "rules": { "payola/shorthand": "off" } }');
    const found = findNearestConfigFile(join(dir, 'a/b/c'));
    expect(found).toBe(join(dir, 'a/payola.config.json'));
    const loaded = loadConfigFile(found!);
    expect(loaded.ok && [...loaded.config.rules]).toEqual([['payola/shorthand', 'off']]);
    expect(loadConfigFile(join(dir, 'missing.json'))).toMatchObject({
      ok: false,
      problems: [{ path: '$', message: 'no such file' }],
    });
    expect(loadConfigFile(dir)).toMatchObject({ ok: false, problems: [{ path: '$', message: 'not a regular file' }] });
  });
});
