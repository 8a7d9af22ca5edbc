// Re-checking a sheet after an edit costs the changed lines only: the checker lets its caller
// reuse the check of an offer line (it depends only on the line and the context), so each offer
// line is checked once per distinct text, at line 1, and its result shifted to where the line
// stands now. The whole-sheet checks (Rules 3.3, 4.1, Classic 4.2, the commitment) are the
// engine's own, run every time. The result equals `analyzeSheet(sheet, context)`; a property
// test holds it to that.
import type { CheckedSheet, OfferCheck } from '@payola/engine';
import type { OfferLine } from '@payola/parser';
import { check, type SheetEnvironment } from '../features/context.js';
import { shift, type IncrementalSheetParser, type SheetParse } from './incremental-parser.js';

type CheckEnvironment = Pick<SheetEnvironment, 'game' | 'power' | 'map'>;

export class IncrementalSheetChecker {
  /** Checks of offer lines as if each stood alone on line 1, by text. */
  private byText = new Map<string, OfferCheck>();
  private env: CheckEnvironment | undefined;

  constructor(private readonly parser: IncrementalSheetParser) {}

  check(parse: SheetParse, env: CheckEnvironment): CheckedSheet {
    const { sheet, lineTexts } = parse;
    if (!lineTexts) return check(sheet, env);
    if (!this.env || this.env.game !== env.game || this.env.power !== env.power || this.env.map !== env.map) {
      this.byText = new Map();
      this.env = { ...env };
    }
    return check(sheet, env, {
      checkOffer: (line, checkLine) => {
        const text = lineTexts[line.line - 1]!;
        const alone = this.checkAlone(text, checkLine);
        // From line 1 at offset 0 to where the line stands (its first column is where it starts).
        const dLine = line.line - 1;
        const dOffset = line.range.start.offset - line.range.start.column + 1;
        return {
          offer: { ...alone.offer, line },
          diagnostics: dLine === 0 && dOffset === 0 ? alone.diagnostics : shift(alone.diagnostics, dLine, dOffset),
        };
      },
    });
  }

  private checkAlone(text: string, checkLine: (line: OfferLine) => OfferCheck): OfferCheck {
    const cached = this.byText.get(text);
    if (cached) return cached;
    const entry = checkLine(this.parser.parseLine(text).line as OfferLine);
    if (this.byText.size >= 50_000) this.byText.clear();
    this.byText.set(text, entry);
    return entry;
  }
}
