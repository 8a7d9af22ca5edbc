import type { Colors } from '../util/colors.js';
import type { LintResult } from '../lint/results.js';

/** What a formatter may use besides the results. */
export interface FormatterContext {
  /** Colours (stylish only); identity functions when off. */
  readonly colors: Colors;
  /** The absolute working directory the paths are relative to (SARIF's base URI). */
  readonly cwd: string;
  /** The version of payola-lint (SARIF's tool.driver.version). */
  readonly version: string;
  /** A one-line summary of each rule, from the diagnostics catalogue (SARIF's `shortDescription`). */
  readonly ruleSummaries?: ReadonlyMap<string, string>;
}

/** A formatter: a pure function from results to the text printed on standard output. */
export type Formatter = (results: readonly LintResult[], context: FormatterContext) => string;
