// Diagnostics of the parser (syntax) and the checker (Rules 3, 4, 6), as LSP diagnostics: the
// rule id as `code`, linked to its entry in the diagnostics catalogue (`codeDescription`, the
// address SARIF output uses too), `source: 'payola'`, severities mapped, related locations kept.
import { applyDiagnosticConfig, diagnosticDocUrl, type RuleSetting } from '@payola/engine';
import type { Diagnostic as SheetDiagnostic } from '@payola/parser';
import { DiagnosticSeverity, type Diagnostic } from 'vscode-languageserver';
import { toLspRange } from '../positions.js';
import type { DocumentContext } from './context.js';

// Information (what a sheet's offers add up to) is a Hint in the editor: the status bar and the
// inlay hints already show it, and a squiggle on every sheet's first line would be noise.
const severities = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  info: DiagnosticSeverity.Hint,
} as const;

/**
 * Every diagnostic of the document, syntax first then the checker's, each in source order, as the
 * configuration (`payola.config.json`) says: codes turned off dropped, severities changed, errors
 * kept (the engine's `applyDiagnosticConfig`, as payola-lint applies it).
 */
export function diagnostics(
  ctx: DocumentContext,
  /** Hears of each error whose code the configuration sets milder (it stays an error). */
  kept?: (code: string, setting: RuleSetting) => void,
): Diagnostic[] {
  const all = [...ctx.syntaxErrors, ...ctx.checked.diagnostics];
  return applyDiagnosticConfig(all, ctx.config, kept).map((d) => toLspDiagnostic(d, ctx.uri));
}

export function toLspDiagnostic(d: SheetDiagnostic, uri: string): Diagnostic {
  const diagnostic: Diagnostic = {
    range: toLspRange(d.range),
    severity: severities[d.severity] ?? DiagnosticSeverity.Error,
    code: d.code,
    codeDescription: { href: diagnosticDocUrl(d.code) },
    source: 'payola',
    message: d.message,
  };
  if (d.related && d.related.length > 0) {
    diagnostic.relatedInformation = d.related.map((r) => ({
      message: r.message,
      location: { uri, range: toLspRange(r.range) },
    }));
  }
  return diagnostic;
}
