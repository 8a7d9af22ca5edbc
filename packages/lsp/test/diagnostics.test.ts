import { readdirSync, readFileSync } from 'node:fs';
import { diagnosticDocUrl, projectHomepage } from '@payola/engine';
import { describe, expect, it } from 'vitest';
import { DiagnosticSeverity } from 'vscode-languageserver';
import { diagnostics } from '../src/features/diagnostics.js';
import {
  boardRequest,
  previewAdjudicationRequest,
  reductionScheduleRequest,
  sheetStatusNotification,
} from '../src/protocol.js';
import { contextOf, expectDiagnostics, gameWith, markers } from './helpers.js';

describe('diagnostics', () => {
  it("reports syntax errors and the checker's findings, with rule ids as codes", () => {
    expectDiagnostics('5 : A PAR - <|XYZ|>\n<|foo|>\n3 : A PAR - BUR', [
      'payola/syntax-line@1',
      'payola/unknown-place@0',
    ]);
  });

  it('maps severities, keeps related locations and says where they come from', () => {
    const { text } = markers('1 : A PAR - BUR | H | - BUR');
    const found = diagnostics(contextOf(text));
    const duplicate = found.find((d) => d.code === 'payola/duplicate-order')!;
    expect(duplicate).toMatchObject({
      source: 'payola',
      severity: DiagnosticSeverity.Error,
      range: { start: { line: 0, character: 22 }, end: { line: 0, character: 27 } },
    });
    expect(duplicate.relatedInformation?.[0]).toMatchObject({
      message: 'the same order, first listed here',
      location: { range: { start: { line: 0, character: 10 } } },
    });
    expect(found.find((d) => d.code === 'payola/commitment')?.severity).toBe(DiagnosticSeverity.Hint);
  });

  it('warnings stay warnings', () => {
    const found = diagnostics(contextOf('50 $\n5 : A PAR H'));
    expect(found.find((d) => d.code === 'payola/savings-above-balance')?.severity).toBe(DiagnosticSeverity.Warning);
  });

  it('checks against the game: units, owners, legality, the acceptance list', () => {
    expectDiagnostics('<|0|> : F LON - NTH\n1 : A PAR - <|MUN|>\n1 : A <|BUR|> H\nACCEPT F<|X|>?', [
      'payola/zero-offer-to-foreign-unit@0',
      'payola/illegal-order@1',
      'payola/no-such-unit',
      'payola/unknown-power-letter@3',
    ]);
  });

  it('without a game file: syntax and places only (Rule 6.2: the standard map)', () => {
    expectDiagnostics('0 : F LON - NTH\n1 : A PAR - <|MSC|>\n1 : A BUR H', ['payola/unknown-place@0'], { game: null });
  });

  it('under Tin Cup: the unit type is required (Rule 6.3)', () => {
    const game = gameWith({ France: ['A PAR'] }, { rules: ['blind'] });
    expectDiagnostics('1 : <|PAR|> H', ['payola/unit-type-required@0'], { game });
  });

  it('keeps diagnostics on the right lines with CRLF line ends', () => {
    const found = diagnostics(contextOf('1 : A PAR H\r\n1 : A PAR - XYZ\r\n'));
    expect(found.find((d) => d.code === 'payola/unknown-place')?.range).toEqual({
      start: { line: 1, character: 12 },
      end: { line: 1, character: 15 },
    });
  });

  it('counts columns in UTF-16 units, as LSP does', () => {
    const found = diagnostics(contextOf('1 : A PAR H % 😀 note\n1 : A PAR - XYZ % 😀'));
    expect(found.find((d) => d.code === 'payola/unknown-place')?.range.start).toEqual({ line: 1, character: 12 });
  });

  it('links every diagnostic to its entry in the catalogue (docs/diagnostics.md), as SARIF does', () => {
    const found = diagnostics(contextOf('5 : A PAR - XYZ\nfoo\n1 : A PAR - BUR | H | - BUR'));
    expect(found.length).toBeGreaterThan(2);
    for (const d of found) expect(d.codeDescription?.href).toBe(diagnosticDocUrl(String(d.code)));
    // The heading `## payola/unknown-place` is anchored `#payolaunknown-place`.
    expect(diagnosticDocUrl('payola/unknown-place')).toBe(
      `${projectHomepage}/blob/main/docs/diagnostics.md#payolaunknown-place`,
    );
  });

  it("the catalogue's address is the repository's home page (the root package.json's homepage)", () => {
    const root = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      homepage?: string;
    };
    expect(root.homepage).toBe(projectHomepage);
  });

  it('every code the language server names has its entry in the catalogue', () => {
    const catalogue = readFileSync(new URL('../../../docs/diagnostics.md', import.meta.url), 'utf8');
    const headings = new Set([...catalogue.matchAll(/^## (payola\/[a-z0-9-]+)$/gm)].map((m) => m[1]!));
    const methods = new Set(
      [boardRequest, previewAdjudicationRequest, reductionScheduleRequest, sheetStatusNotification].map(
        (m) => m.method,
      ),
    );
    const source = new URL('../src/', import.meta.url);
    const codes = new Set<string>();
    for (const file of readdirSync(source, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts')))
      for (const m of readFileSync(new URL(file, source), 'utf8').matchAll(/['"`](payola\/[a-z0-9-]+)['"`]/g))
        if (!methods.has(m[1]!)) codes.add(m[1]!);
    expect([...codes]).toContain('payola/too-large');
    expect([...codes].filter((code) => !headings.has(code))).toEqual([]);
  });
});
