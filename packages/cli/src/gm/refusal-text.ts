// Why the GameMaster's run decided nothing: each invalid sheet's errors as payola-lint prints
// them, then the engine's `refusalLines` (each power whose sheet is missing, Rule 3.3, each sheet
// for no power of the game, each power with two). Shared by `payola adjudicate` and `payola advance`.
import { refusalLines, type AdjudicationError } from '@payola/engine';
import { formatStylish } from '../formatters/stylish.js';
import { lintResult } from '../lint/results.js';
import { printableMessage } from '../util/printable.js';
import type { GmEnvironment } from './environment.js';
import type { SheetInput } from './sheet-inputs.js';

/**
 * Why nothing was adjudicated: each invalid sheet's errors as payola-lint prints them, then each
 * power whose sheet is missing (Rule 3.3).
 */
export function refusalText(error: AdjudicationError, inputs: readonly SheetInput[], env: GmEnvironment): string {
  const sourceOf = (power: string) => inputs.find((i) => i.power === power)?.shown ?? power;
  const results = error.sheetErrors.map((s) => lintResult(sourceOf(s.power), s.diagnostics));
  const lines: string[] = [];
  const lint = formatStylish(results, { colors: env.stderrColors, cwd: env.cwd, version: env.version });
  if (lint !== '') lines.push(lint.replace(/^\n/, '').trimEnd(), '');
  // Power names come from the game file and the command line: escaped.
  for (const line of refusalLines(error, sourceOf, { diagnostics: false })) lines.push(printableMessage(line));
  lines.push('Nothing was adjudicated and no file was written.');
  return lines.join('\n');
}
