import { pathToFileURL } from 'node:url';
import { diagnosticDocUrl, projectHomepage } from '@payola/engine';
import { stdinName, type LintSeverity } from '../lint/results.js';
import { escapeJsonControls } from '../util/printable.js';
import type { Formatter } from './types.js';

const level: Readonly<Record<LintSeverity, 'error' | 'warning' | 'note'>> = { 2: 'error', 1: 'warning', 0: 'note' };

/** Paths are relative to this base, which `originalUriBaseIds` maps to the working directory. */
const baseId = '%SRCROOT%';

/** A relative path as a URI reference (each segment percent-encoded). */
function uriOf(filePath: string): string {
  return filePath.split('/').map(encodeURIComponent).join('/');
}

/**
 * `--format sarif`: SARIF 2.1.0 (for GitHub code scanning and other viewers): one run of the
 * `payola-lint` driver listing every rule seen, each linked to its entry in the diagnostics
 * catalogue (`helpUri`, with its summary as `shortDescription`), one result per message with its
 * level and region (1-based, end column exclusive, in UTF-16 code units as the parser counts them).
 */
export const formatSarif: Formatter = (results, { cwd, version, ruleSummaries }) => {
  const ruleIds: string[] = [];
  for (const r of results) for (const m of r.messages) if (!ruleIds.includes(m.ruleId)) ruleIds.push(m.ruleId);

  // Standard input has no file; it is named `stdin`, without a base.
  const locationOf = (filePath: string) =>
    filePath === stdinName ? { uri: 'stdin' } : { uri: uriOf(filePath), uriBaseId: baseId };

  const sarif = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'payola-lint',
            version,
            informationUri: projectHomepage,
            rules: ruleIds.map((id) => {
              const summary = ruleSummaries?.get(id);
              return {
                id,
                ...(summary !== undefined && { shortDescription: { text: summary } }),
                helpUri: diagnosticDocUrl(id),
              };
            }),
          },
        },
        originalUriBaseIds: { [baseId]: { uri: pathToFileURL(cwd.endsWith('/') ? cwd : `${cwd}/`).href } },
        artifacts: results.map((r) => ({ location: locationOf(r.filePath) })),
        columnKind: 'utf16CodeUnits',
        results: results.flatMap((r, fileIndex) =>
          r.messages.map((m) => ({
            ruleId: m.ruleId,
            ruleIndex: ruleIds.indexOf(m.ruleId),
            level: level[m.severity],
            message: { text: m.message },
            locations: [
              {
                physicalLocation: {
                  artifactLocation: { ...locationOf(r.filePath), index: fileIndex },
                  region: { startLine: m.line, startColumn: m.column, endLine: m.endLine, endColumn: m.endColumn },
                },
              },
            ],
          })),
        ),
      },
    ],
  };
  // Messages stay exact (SARIF viewers escape them); only raw DEL and C1 controls are \u-escaped.
  return `${escapeJsonControls(JSON.stringify(sarif, null, 2))}\n`;
};
