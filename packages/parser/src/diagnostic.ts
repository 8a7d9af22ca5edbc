import type { Range } from './ast.js';

export type Severity = 'error' | 'warning' | 'info';

/** Additional locations that explain a diagnostic (e.g. the first of two duplicate orders). */
export interface RelatedInformation {
  readonly message: string;
  readonly range: Range;
}

/**
 * A located finding about a sheet, shared by the parser, the checker, the CLI and the language
 * server: a stable `code` (e.g. `payola/syntax`), a severity, a range and a message for players.
 */
export interface Diagnostic {
  readonly code: string;
  readonly severity: Severity;
  readonly message: string;
  readonly range: Range;
  readonly related?: readonly RelatedInformation[];
  /** Texts that would fix the problem if written over `range`, best first (quick fixes). */
  readonly replacements?: readonly string[];
}
