// Why the GameMaster's run decided nothing: each invalid sheet's errors as payola-lint prints
// them, then each power whose sheet is missing (Rule 3.3) and each sheet for no power of the game.
// Shared by `payola adjudicate` and `payola advance`.
import type { AdjudicationError } from '@payola/engine';
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
  const results = error.sheetErrors.map((s) =>
    lintResult(inputs.find((i) => i.power === s.power)?.shown ?? s.power, s.diagnostics),
  );
  const lines: string[] = [];
  const lint = formatStylish(results, { colors: env.stderrColors, cwd: env.cwd, version: env.version });
  if (lint !== '') lines.push(lint.replace(/^\n/, '').trimEnd(), '');
  for (const power of error.missing) lines.push(`no sheet from ${printableMessage(power)} (Rule 3.3)`);
  for (const power of error.unknown)
    lines.push(`a sheet for ${printableMessage(power)}, which is not a power of this game`);
  for (const power of error.duplicated) lines.push(`more than one sheet for ${printableMessage(power)}`);
  lines.push('Nothing was adjudicated and no file was written.');
  return lines.join('\n');
}
