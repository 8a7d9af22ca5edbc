import type { LintSeverity } from '../lint/results.js';
import { printableMessage, printablePath } from '../util/printable.js';
import type { Formatter } from './types.js';

const command: Readonly<Record<LintSeverity, string>> = { 2: 'error', 1: 'warning', 0: 'notice' };

/**
 * Escapes the message of a workflow command (GitHub Actions). Line breaks are escaped by
 * `printable*` before this (as `U+000A`), so a message can never end the command and start a
 * forged one on the next line; `%0A` here is only for text that reaches this function directly.
 */
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** Escapes a property value of a workflow command (also `:` and `,`). */
function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/**
 * `--format github`: GitHub Actions workflow commands, which annotate the pull request:
 * `::error file=F,line=L,col=C,endLine=L,endColumn=C,title=payola/rule::message`.
 */
export const formatGithub: Formatter = (results) => {
  const lines: string[] = [];
  for (const result of results) {
    for (const m of result.messages) {
      const properties = [
        `file=${escapeProperty(printablePath(result.filePath))}`,
        `line=${m.line}`,
        `col=${m.column}`,
        `endLine=${m.endLine}`,
        `endColumn=${m.endColumn}`,
        `title=${escapeProperty(printableMessage(m.ruleId))}`,
      ];
      lines.push(`::${command[m.severity]} ${properties.join(',')}::${escapeData(printableMessage(m.message))}`);
    }
  }
  return lines.length > 0 ? `${lines.join('\n')}\n` : '';
};
