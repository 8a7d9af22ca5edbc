import { countProblems, plural, type LintSeverity } from '../lint/results.js';
import { printableMessage, printablePath } from '../util/printable.js';
import type { Formatter } from './types.js';

const label: Readonly<Record<LintSeverity, string>> = { 2: 'Error', 1: 'Warning', 0: 'Info' };

/** `--format compact`: one line per message, `file:line:col: Error - message (rule-id)`. */
export const formatCompact: Formatter = (results) => {
  const lines: string[] = [];
  for (const result of results) {
    for (const m of result.messages) {
      // Control characters escaped and long messages cut (util/printable.ts): this goes to a terminal.
      lines.push(
        `${printablePath(result.filePath)}:${m.line}:${m.column}: ${label[m.severity]} - ${printableMessage(m.message)} (${printableMessage(m.ruleId)})`,
      );
    }
  }
  const { errors, warnings } = countProblems(results);
  if (errors + warnings > 0) lines.push('', plural(errors + warnings, 'problem'));
  return lines.length > 0 ? `${lines.join('\n')}\n` : '';
};
