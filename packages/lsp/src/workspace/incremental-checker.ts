// Re-checking a sheet after an edit costs the changed lines only: the checker lets its caller
// reuse the check of an offer line (it depends only on the line and the context), so a line the
// parser carried over from the previous version (`reusedFrom`) keeps its check, shifted to where
// the line stands now; other lines are checked where they stand. The whole-sheet checks (Rules 3.3,
// 4.1, Classic 4.2, the commitment) are the engine's own, run every time. The result equals
// `analyzeSheet(sheet, context)`; a property test holds it to that. Only the checks of the last
// version are kept (one per line), never a cache by text.
import type { CheckedSheet, OfferCheck } from '@payola/engine';
import { check, type SheetEnvironment } from '../features/context.js';
import { shift, type SheetParse } from './incremental-parser.js';

type CheckEnvironment = Pick<SheetEnvironment, 'game' | 'power' | 'map'>;

export class IncrementalSheetChecker {
  /** The checks of the last parse checked, by line index, and that parse's generation. */
  private checks: (OfferCheck | undefined)[] = [];
  private generation: number | undefined;
  private env: CheckEnvironment | undefined;

  check(parse: SheetParse, env: CheckEnvironment): CheckedSheet {
    const { sheet, generation, reusedFrom } = parse;
    if (generation === undefined || !reusedFrom) return check(sheet, env);
    const known = this.env;
    const sameEnv =
      known !== undefined && known.game === env.game && known.power === env.power && known.map === env.map;
    // Earlier checks apply to this parse's lines only if they were made in this context, on this
    // parse (identity) or on the one it was derived from (`reusedFrom`).
    const earlier = !sameEnv
      ? undefined
      : generation === this.generation
        ? 'same'
        : generation - 1 === this.generation
          ? 'previous'
          : undefined;
    const before = this.checks;
    const now = new Array<OfferCheck | undefined>(sheet.lines.length);
    const result = check(sheet, env, {
      checkOffer: (line, checkLine) => {
        const index = line.line - 1;
        const from = earlier === 'same' ? index : earlier === 'previous' ? reusedFrom[index]! : -1;
        const earlierCheck = from >= 0 ? before[from] : undefined;
        let entry: OfferCheck;
        if (!earlierCheck) entry = checkLine(line);
        else if (earlierCheck.offer.line === line) entry = earlierCheck;
        else {
          const dLine = index - from;
          const dOffset = line.range.start.offset - earlierCheck.offer.line.range.start.offset;
          const { diagnostics } = earlierCheck;
          entry = {
            offer: { ...earlierCheck.offer, line },
            diagnostics: diagnostics.length === 0 ? diagnostics : shift(diagnostics, dLine, dOffset),
          };
        }
        now[index] = entry;
        return entry;
      },
    });
    this.checks = now;
    this.generation = generation;
    this.env = { ...env };
    return result;
  }
}
