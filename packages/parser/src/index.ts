/**
 * `@payola/parser`: the offer-sheet language of Payola Diplomacy (Rules 1.5, 3.1–3.5, 4.1, and
 * Exchange's winter lines, Rule 6.8).
 *
 * `parseSheet(text)` returns the typed AST and the syntax errors; `printSheet(sheet, { phase })`
 * prints it in canonical form. `lineTokens` and `expectedTokens` give editors the parser's own
 * tokens and what may come next; `tokenCategories` says what each token is; `amountLimits` bounds
 * every number. The parser never throws and knows nothing of the map: place names are resolved
 * by `@payola/engine`.
 */
export * from './ast.js';
export { amountLimits, type AmountLimits } from './amount-limits.js';
export type { Diagnostic, RelatedInformation, Severity } from './diagnostic.js';
export { parseLine, parseSheet, type LineParseResult, type ParseResult } from './parse.js';
export {
  printSheet,
  printLine,
  printLineContent,
  printAmountTerm,
  printExchangeLine,
  printOrder,
  printPhaseOrder,
  printPlace,
  printUnit,
  type PrintOptions,
  type SheetPhase,
} from './printer.js';
export { lineBreakOf, SourceText, withLineBreak } from './source-text.js';
export { OfferSheetParser, sheetGrammar } from './grammar.js';
export { allTokens, tokenCategories, tokenCategory, type TokenCategory } from './tokens.js';
export { expectedTokens, lineTokens, type ExpectedToken, type LineToken } from './line-tokens.js';
export { codePointName, firstInvisible, printable } from './syntax-messages.js';
