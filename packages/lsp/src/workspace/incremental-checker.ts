// Re-checking a sheet after an edit costs the changed lines only. The checker (`analyzeSheet`)
// checks each offer line on its own (Rule 3.1: each offer is "given on a separate line") and then
// a few things of the whole sheet: the power (unknown-power), Rule 3.3 (no-offers), the
// commitment, duplicate acceptance lists, Classic's one offer per unit. So:
//   * each offer line is checked once per distinct text, as a one-line sheet, and its result is
//     shifted to where the line stands now;
//   * the whole-sheet checks run on a skeleton: the sheet with its savings, acceptance and other
//     lines as they are, and its offer lines merged into one (same terms, so the same commitment)
//     — or, under Classic, each offer line without its orders (units still count, Classic 4.2).
// The result equals `analyzeSheet(sheet, context)`; a property test holds it to that.
import type { CheckedOffer, CheckedSheet, SheetDiagnostic } from '@payola/engine';
import type { Line, OfferLine, Sheet } from '@payola/parser';
import { check, type SheetEnvironment } from '../features/context.js';
import { shift, type IncrementalSheetParser, type SheetParse } from './incremental-parser.js';

/** Codes of the whole-sheet checks, by where the engine reports them (before, after the lines). */
const headCodes = new Set(['payola/unknown-power']);
const afterLineCodes = new Set(['payola/classic-one-offer-per-unit']);
const tailCodes = ['payola/no-offers', 'payola/commitment'];
const sheetCodes = new Set([...headCodes, ...afterLineCodes, ...tailCodes]);

interface OfferCheck {
  /** Diagnostics at line 1, offset 0. */
  readonly diagnostics: readonly SheetDiagnostic[];
  readonly offer: Omit<CheckedOffer, 'line'>;
}

type CheckEnvironment = Pick<SheetEnvironment, 'game' | 'power' | 'map'>;

export class IncrementalSheetChecker {
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
    const skeleton = check(skeletonOf(sheet, env.game?.rules.oneOfferPerUnit === true), env);
    const head: SheetDiagnostic[] = [];
    const afterLines: SheetDiagnostic[] = [];
    const tail: SheetDiagnostic[] = [];
    const byLine = new Map<number, SheetDiagnostic[]>();
    for (const d of skeleton.diagnostics) {
      if (headCodes.has(d.code)) head.push(d);
      else if (afterLineCodes.has(d.code)) afterLines.push(d);
      else if (sheetCodes.has(d.code)) tail.push(d);
      else if (sheet.lines[d.range.start.line - 1]?.kind !== 'offer') (byLine.get(d.range.start.line) ?? byLine.set(d.range.start.line, []).get(d.range.start.line)!).push(d);
    }
    tail.sort((a, b) => tailCodes.indexOf(a.code) - tailCodes.indexOf(b.code));

    const diagnostics: SheetDiagnostic[] = [...head];
    const offers: CheckedOffer[] = [];
    for (let i = 0; i < sheet.lines.length; i++) {
      const line = sheet.lines[i]!;
      if (line.kind !== 'offer') {
        const found = byLine.get(line.line);
        if (found) diagnostics.push(...found);
        continue;
      }
      const checked = this.checkOffer(lineTexts[i]!, env);
      offers.push({ ...checked.offer, line });
      const dLine = line.line - 1;
      const dOffset = line.range.start.offset - line.range.start.column + 1;
      for (const d of checked.diagnostics) diagnostics.push(dLine === 0 && dOffset === 0 ? d : shift(d, dLine, dOffset));
    }
    diagnostics.push(...afterLines, ...tail);
    diagnostics.sort((a, b) => a.range.start.offset - b.range.start.offset);
    return {
      ...(skeleton.power && { power: skeleton.power }),
      offers,
      savings: skeleton.savings,
      ...(skeleton.accept && { accept: skeleton.accept }),
      commitment: skeleton.commitment,
      diagnostics,
    };
  }

  private checkOffer(text: string, env: CheckEnvironment): OfferCheck {
    const cached = this.byText.get(text);
    if (cached) return cached;
    const line = this.parser.parseLine(text).line as OfferLine;
    const result = check({ kind: 'sheet', lines: [line], range: line.range }, env);
    const { line: _line, ...offer } = result.offers[0]!;
    const entry: OfferCheck = { diagnostics: result.diagnostics.filter((d) => !sheetCodes.has(d.code)), offer };
    if (this.byText.size >= 50_000) this.byText.clear();
    this.byText.set(text, entry);
    return entry;
  }
}

/**
 * The sheet for the whole-sheet checks: offer lines merged into the first one (all terms, so the
 * same commitment), the others blank; under Classic each offer line keeps its unit (Classic 4.2)
 * but no orders. Every other line as it is.
 */
function skeletonOf(sheet: Sheet, unitsCount: boolean): Sheet {
  const offers = sheet.lines.filter((l): l is OfferLine => l.kind === 'offer');
  if (offers.length === 0) return sheet;
  const first = offers[0]!;
  const lines: Line[] = sheet.lines.map((l) => {
    if (l.kind !== 'offer') return l;
    if (unitsCount) return { ...l, orders: [] };
    if (l !== first) return { kind: 'blank', line: l.line, range: l.range };
    return { ...l, terms: offers.flatMap((o) => o.terms), orders: [] };
  });
  return { ...sheet, lines };
}
