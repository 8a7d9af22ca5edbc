import { countProblems, plural, type LintSeverity } from '../lint/results.js';
import { printableMessage, printablePath } from '../util/printable.js';
import type { Formatter } from './types.js';

const label: Readonly<Record<LintSeverity, string>> = { 2: 'error', 1: 'warning', 0: 'info' };

/**
 * Messages are padded so that the rule ids line up, but never beyond this width: one long
 * message (up to `maxMessageLength`) must not push every other row's rule id far to the right;
 * the checker's usual messages are shorter, so their rows still line up.
 */
export const maxPaddedMessageWidth = 120;

/**
 * `--format stylish` (the default), as ESLint prints it: each file's path, then one aligned row
 * per message `line:col  severity  message  rule-id`, and a summary
 * `✖ 3 problems (2 errors, 1 warning)`. Information is shown but never counted.
 */
export const formatStylish: Formatter = (results, { colors: c }) => {
  const paint: Readonly<Record<LintSeverity, (s: string) => string>> = { 2: c.red, 1: c.yellow, 0: c.blue };
  const out: string[] = [];
  for (const result of results) {
    if (result.messages.length === 0) continue;
    const rows = result.messages.map((m) => ({
      at: `${m.line}:${m.column}`,
      severity: m.severity,
      text: printableMessage(m.message),
      rule: printableMessage(m.ruleId),
    }));
    const atWidth = Math.max(...rows.map((r) => r.at.length));
    const severityWidth = Math.max(...rows.map((r) => label[r.severity].length));
    const textWidth = Math.min(maxPaddedMessageWidth, Math.max(...rows.map((r) => r.text.length)));
    out.push('', c.underline(printablePath(result.filePath)));
    for (const r of rows) {
      const severity = paint[r.severity](label[r.severity].padEnd(severityWidth));
      out.push(
        `  ${c.dim(r.at.padEnd(atWidth))}  ${severity}  ${r.text.padEnd(textWidth)}  ${c.dim(r.rule)}`.trimEnd(),
      );
    }
  }
  const { errors, warnings } = countProblems(results);
  if (errors + warnings > 0) {
    const summary = `✖ ${plural(errors + warnings, 'problem')} (${plural(errors, 'error')}, ${plural(warnings, 'warning')})`;
    out.push('', c.bold(errors > 0 ? c.red(summary) : c.yellow(summary)));
  }
  return out.length > 0 ? `${out.join('\n')}\n` : '';
};
