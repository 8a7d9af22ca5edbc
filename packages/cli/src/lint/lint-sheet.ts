// One sheet's diagnostics: the parser's syntax errors, then the engine's checks, against the
// game and power when known, else against the standard map alone.
import { analyzeSheet, standardMap, type Game } from '@payola/engine';
import { parseSheet, type Diagnostic } from '@payola/parser';

export interface SheetLintContext {
  readonly game?: Game;
  /** The sheet's power (a name of `game`); without it the power's own checks are skipped. */
  readonly power?: string;
}

/** Every diagnostic of a sheet's text. Pure; never throws on any input. */
export function lintSheetText(text: string, context: SheetLintContext = {}): Diagnostic[] {
  const { sheet, errors } = parseSheet(text);
  const analysis = context.game
    ? analyzeSheet(sheet, { game: context.game, ...(context.power !== undefined && { power: context.power }) })
    : analyzeSheet(sheet, { map: standardMap });
  return [...errors, ...analysis.diagnostics];
}
