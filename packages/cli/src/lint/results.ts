// Lint results as plain data, the same shape as ESLint's: one result per sheet, one message per
// diagnostic. Every formatter is a function of these results alone.
import type { Diagnostic } from '@payola/parser';

/** ESLint's severities: 2 error, 1 warning; 0 for information (e.g. `payola/commitment`), never counted. */
export type LintSeverity = 0 | 1 | 2;

export interface LintMessage {
  /** The diagnostic's code, e.g. `payola/unknown-place`. */
  readonly ruleId: string;
  readonly severity: LintSeverity;
  /** 1-based; `endLine`/`endColumn` are just after the last character (end exclusive). */
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
  readonly message: string;
}

export interface LintResult {
  /** The sheet's path relative to the working directory, or `<stdin>`. */
  readonly filePath: string;
  readonly messages: readonly LintMessage[];
  readonly errorCount: number;
  readonly warningCount: number;
}

/** The name standard input goes by in results. */
export const stdinName = '<stdin>';

const severityOf: Readonly<Record<Diagnostic['severity'], LintSeverity>> = { error: 2, warning: 1, info: 0 };

export function toLintMessage(diagnostic: Diagnostic): LintMessage {
  const { start, end } = diagnostic.range;
  return {
    ruleId: diagnostic.code,
    severity: severityOf[diagnostic.severity],
    line: start.line,
    column: start.column,
    endLine: end.line,
    endColumn: end.column,
    message: diagnostic.message,
  };
}

/** A result from a sheet's diagnostics, in source order. */
export function lintResult(filePath: string, diagnostics: readonly Diagnostic[]): LintResult {
  const messages = diagnostics
    .map(toLintMessage)
    .sort((a, b) => a.line - b.line || a.column - b.column || b.severity - a.severity);
  return withMessages(filePath, messages);
}

/** The rule id of a sheet that could not be read (a folder, a missing file, no permission). */
export const unreadableRuleId = 'payola/unreadable';

/**
 * The result of a sheet that could not be read: one error at 1:1 saying why. It is a result, not
 * a failure of the whole run, so that one bad path does not hide every other sheet's results.
 */
export function unreadableResult(filePath: string, reason: string): LintResult {
  return withMessages(filePath, [
    {
      ruleId: unreadableRuleId,
      severity: 2,
      line: 1,
      column: 1,
      endLine: 1,
      endColumn: 1,
      message: `cannot read ${filePath}: ${reason}`,
    },
  ]);
}

/** The rule id of a sheet whose power cannot be told (a game file found, but no mapping, name or --power). */
export const sheetPowerRuleId = 'payola/sheet-power';

/** The rule id of a sheet that is not UTF-8 text. */
export const encodingRuleId = 'payola/encoding';

/** The result of a sheet that is not UTF-8: one error where it stops being UTF-8, and nothing else. */
export function notUtf8Result(
  filePath: string,
  where: { readonly line: number; readonly column: number; readonly message: string },
): LintResult {
  return withMessages(filePath, [
    {
      ruleId: encodingRuleId,
      severity: 2,
      line: where.line,
      column: where.column,
      endLine: where.line,
      endColumn: where.column + 1,
      message: where.message,
    },
  ]);
}

function withMessages(filePath: string, messages: readonly LintMessage[]): LintResult {
  return {
    filePath,
    messages,
    errorCount: messages.filter((m) => m.severity === 2).length,
    warningCount: messages.filter((m) => m.severity === 1).length,
  };
}

/** `--quiet`: errors only (warnings and information dropped). */
export function errorsOnly(result: LintResult): LintResult {
  return withMessages(
    result.filePath,
    result.messages.filter((m) => m.severity === 2),
  );
}

/** Without information (severity 0): what payola-lint prints unless `--info`. */
export function withoutInformation(result: LintResult): LintResult {
  return withMessages(
    result.filePath,
    result.messages.filter((m) => m.severity !== 0),
  );
}

export function countProblems(results: readonly LintResult[]): { errors: number; warnings: number } {
  return {
    errors: results.reduce((n, r) => n + r.errorCount, 0),
    warnings: results.reduce((n, r) => n + r.warningCount, 0),
  };
}

/** `s` when `n` is not 1. */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
