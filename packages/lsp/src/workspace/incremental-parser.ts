// Re-parsing a sheet after an edit costs the changed lines only. The parser is line-based
// (parse.ts: "lines are independent"), so a line's AST depends only on its text: each distinct
// line text is parsed once, as a one-line sheet, and its result is shifted to where the line
// stands now. Lines that did not move are reused as they are.
import { parseSheet, SourceText, type Diagnostic, type Line, type ParseResult } from '@payola/parser';

/** A one-line parse: the line and its syntax errors, as parsed at line 1, offset 0. */
export interface LineParse {
  readonly line: Line;
  readonly errors: readonly Diagnostic[];
}

/** A line as it stands in a version of the document. */
interface PlacedLine extends LineParse {
  readonly text: string;
  readonly index: number;
  readonly offset: number;
}

/** Parse results beyond this many distinct line texts are forgotten (and re-parsed if needed). */
const maxCachedLines = 50_000;

/** The result of a parse, with the line boundaries used (for position lookups by features). */
export interface SheetParse extends ParseResult {
  readonly source: SourceText;
  /** Each line's text (without its terminator), when the parse was incremental. */
  readonly lineTexts?: readonly string[];
}

export class IncrementalSheetParser {
  private readonly byText = new Map<string, LineParse>();
  private previous: PlacedLine[] = [];

  /** Parses `text`, equal in result to `parseSheet(text)`. */
  parse(text: string): SheetParse {
    const source = new SourceText(text);
    const placed = new Array<PlacedLine>(source.lineCount);
    const lines = new Array<Line>(source.lineCount);
    const lineTexts = new Array<string>(source.lineCount);
    const errors: Diagnostic[] = [];
    for (let i = 0; i < source.lineCount; i++) {
      const offset = source.lineStarts[i]!;
      const lineText = text.slice(offset, source.lineEnds[i]);
      const before = this.previous[i];
      let here: PlacedLine;
      if (before?.offset === offset && before.text === lineText) here = before;
      else {
        const parsed = this.parseLine(lineText);
        here =
          i === 0 && offset === 0
            ? { ...parsed, text: lineText, index: i, offset }
            : { ...shiftLine(parsed, i, offset), text: lineText, index: i, offset };
      }
      placed[i] = here;
      lineTexts[i] = lineText;
      lines[i] = here.line;
      for (const error of here.errors) errors.push(error);
    }
    this.previous = placed;
    const end = source.positionAt(text.length);
    return {
      sheet: { kind: 'sheet', lines, range: { start: { line: 1, column: 1, offset: 0 }, end } },
      errors,
      source,
      lineTexts,
    };
  }

  /** A line's parse as a one-line sheet (line 1, offset 0), cached by its text. */
  parseLine(lineText: string): LineParse {
    const cached = this.byText.get(lineText);
    if (cached) return cached;
    const { sheet, errors } = parseSheet(lineText);
    const parsed: LineParse = { line: sheet.lines[0]!, errors };
    if (this.byText.size >= maxCachedLines) this.byText.clear();
    this.byText.set(lineText, parsed);
    return parsed;
  }
}

function shiftLine(parsed: LineParse, lineIndex: number, offset: number): LineParse {
  return {
    line: shift(parsed.line, lineIndex, offset),
    errors: parsed.errors.length === 0 ? parsed.errors : parsed.errors.map((e) => shift(e, lineIndex, offset)),
  };
}

/**
 * A copy of an AST node (or diagnostic) moved down by `dLine` lines and `dOffset` characters:
 * every position's `line` and `offset` and every line's `line` number are shifted; columns stay
 * (lines are parsed whole).
 */
export function shift<T>(value: T, dLine: number, dOffset: number): T {
  return shiftValue(value, dLine, dOffset) as T;
}

function shiftValue(value: unknown, dLine: number, dOffset: number): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = shiftValue(value[i], dLine, dOffset);
    return out;
  }
  const v = value as Record<string, unknown>;
  if (typeof v.offset === 'number' && typeof v.column === 'number') {
    return { line: (v.line as number) + dLine, column: v.column, offset: v.offset + dOffset };
  }
  const out: Record<string, unknown> = { ...v };
  for (const key in out) {
    const x = out[key];
    if (typeof x === 'object' && x !== null) out[key] = shiftValue(x, dLine, dOffset);
  }
  // A line's own 1-based number (LineBase.line).
  if (typeof out.line === 'number') out.line = out.line + dLine;
  return out;
}
