/**
 * `@payola/cli`: the command-line tools. `payola-lint` checks offer sheets like ESLint checks
 * code; `payola` is the GameMaster's (adjudicate, income, transfer, year-end, publish). The
 * pieces are exported for other tools: lint results as plain data, and formatters as pure
 * functions of them.
 */
export { lintSheetText, type SheetLintContext } from './lint/lint-sheet.js';
export {
  countProblems,
  errorsOnly,
  lintResult,
  stdinName,
  toLintMessage,
  unreadableResult,
  unreadableRuleId,
  type LintMessage,
  type LintResult,
  type LintSeverity,
} from './lint/results.js';
export { runLint, type LintEnvironment, type LintOptions } from './lint/run-lint.js';
export { expandSources, type SheetSource } from './lint/sources.js';
export * from './formatters/index.js';
export { GameFileFinder, gameFileText, readGameFile, type LoadedGame } from './game/game-files.js';
export { adjudicationText } from './gm/adjudication-text.js';
export { publicationText } from './gm/run-publish.js';
export { CliError, UsageError } from './util/cli-error.js';
export { colorEnabled, colorsFor, type Colors } from './util/colors.js';
