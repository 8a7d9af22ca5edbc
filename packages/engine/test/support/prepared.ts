// The engine's own preparation of a phase from sheets that must be valid, for tests that look at
// how the adjudication works inside (the expansion, the settlements), not only at what it decides.
import { parseSheet } from '@payola/parser';
import type { Game } from '@payola/engine';
import { analyzeSheet, type CheckedSheet } from '../../dist/check/check-sheet.js';
import { prepareAdjudication, type Prepared } from '../../dist/adjudicate/prepare.js';

/** Every sheet checked; a sheet with an error is a mistake in the test's generator, and throws. */
export function checkedSheets(game: Game, sheets: Record<string, string>): Map<string, CheckedSheet> {
  const checked = new Map<string, CheckedSheet>();
  for (const [power, text] of Object.entries(sheets)) {
    const result = analyzeSheet(parseSheet(text).sheet, { game, power });
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    if (errors.length > 0) throw new Error(`generated sheet is invalid: ${errors[0]!.message}\n${text}`);
    checked.set(power, result);
  }
  return checked;
}

/** The phase as the adjudication prepares it (atomic offers, candidates, contexts), `?` drawn from `seed`. */
export function preparedPhase(game: Game, sheets: Record<string, string>, seed: number): Prepared {
  return prepareAdjudication(game, checkedSheets(game, sheets), seed);
}
