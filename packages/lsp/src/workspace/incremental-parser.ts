// Re-parsing a sheet after an edit costs the changed lines only. The parser is line-based
// (parse.ts: "lines are independent"), so a line's AST depends only on its text: a line whose text
// the previous version had at the same index, or at the index moved by the number of lines
// inserted or deleted above it, is that line's AST shifted to where it stands now; any other line
// is parsed alone. Memory holds one AST per line of the current version and nothing else: no cache
// by text (it kept a second copy of every line), and each parsed line is read from its own copy
// of the text, so the AST's strings never keep an older version of the whole document alive.
import { parseSheet, SourceText, type Diagnostic, type Line, type ParseResult } from '@payola/parser';

/** A line's parse: the line and its syntax errors, placed where the line stands. */
export interface LineParse {
  readonly line: Line;
  readonly errors: readonly Diagnostic[];
}

/** The result of a parse, with the line boundaries used (for position lookups by features). */
export interface SheetParse extends ParseResult {
  readonly source: SourceText;
  /** This parse's number in its parser (1, 2, ...). */
  readonly generation?: number;
  /** For each line, the index in parse `generation - 1` of the line it was shifted from, or -1. */
  readonly reusedFrom?: Int32Array;
}

interface Version {
  readonly text: string;
  readonly source: SourceText;
  readonly lines: readonly LineParse[];
}

export class IncrementalSheetParser {
  private previous: Version | undefined;
  private generation = 0;

  /** Parses `text`, equal in result to `parseSheet(text)`. */
  parse(text: string): SheetParse {
    const source = new SourceText(text);
    const count = source.lineCount;
    const previous = this.previous;
    const moved = previous ? count - previous.source.lineCount : 0;
    const placed = new Array<LineParse>(count);
    const lines = new Array<Line>(count);
    const reusedFrom = new Int32Array(count).fill(-1);
    const errors: Diagnostic[] = [];
    for (let i = 0; i < count; i++) {
      const start = source.lineStarts[i]!;
      const end = source.lineEnds[i]!;
      const from = !previous
        ? -1
        : sameLine(previous, i, text, start, end)
          ? i
          : moved !== 0 && sameLine(previous, i - moved, text, start, end)
            ? i - moved
            : -1;
      let here: LineParse;
      if (from >= 0) {
        const before = previous!.lines[from]!;
        const dOffset = start - previous!.source.lineStarts[from]!;
        here = from === i && dOffset === 0 ? before : shiftLine(before, i - from, dOffset);
        reusedFrom[i] = from;
      } else {
        here = parseLineAt(ownCopy(text.slice(start, end)), i, start);
      }
      placed[i] = here;
      lines[i] = here.line;
      for (const error of here.errors) errors.push(error);
    }
    this.previous = { text, source, lines: placed };
    this.generation++;
    const endPosition = source.positionAt(text.length);
    return {
      sheet: { kind: 'sheet', lines, range: { start: { line: 1, column: 1, offset: 0 }, end: endPosition } },
      errors,
      source,
      generation: this.generation,
      reusedFrom,
    };
  }
}

/** Whether line `index` of the previous version has the text `text[start, end)`. */
function sameLine(previous: Version, index: number, text: string, start: number, end: number): boolean {
  if (index < 0 || index >= previous.source.lineCount) return false;
  const from = previous.source.lineStarts[index]!;
  if (previous.source.lineEnds[index]! - from !== end - start) return false;
  for (let k = 0; k < end - start; k++)
    if (previous.text.charCodeAt(from + k) !== text.charCodeAt(start + k)) return false;
  return true;
}

/** The 0-based line `index` at `offset`: parsed alone, then moved there. */
function parseLineAt(lineText: string, index: number, offset: number): LineParse {
  const { sheet, errors } = parseSheet(lineText);
  const parsed: LineParse = { line: sheet.lines[0]!, errors };
  return index === 0 && offset === 0 ? parsed : shiftLine(parsed, index, offset);
}

/**
 * A copy of `text` that does not point into the string it was sliced from. V8 represents a slice
 * of 13 or more characters as a view of its parent; the parser's tokens slice the line again, so
 * an AST built from a plain slice would keep the whole document (of that version) in memory.
 * Concatenation then slicing flattens the string into a new one of the line's length.
 */
export function ownCopy(text: string): string {
  return text.length < 13 ? text : ` ${text}`.slice(1);
}

function shiftLine(parsed: LineParse, dLine: number, dOffset: number): LineParse {
  return {
    line: shift(parsed.line, dLine, dOffset),
    errors: parsed.errors.length === 0 ? parsed.errors : parsed.errors.map((e) => shift(e, dLine, dOffset)),
  };
}

/**
 * A copy of an AST node (or diagnostic) moved down by `dLine` lines and `dOffset` characters:
 * every position's `line` and `offset` and every line's `line` number are shifted; columns stay
 * (lines are parsed whole). An object the value refers to twice (the parser shares positions
 * between nodes) is copied once, so the copy holds no more than the original.
 */
export function shift<T>(value: T, dLine: number, dOffset: number): T {
  return shiftValue(value, dLine, dOffset, new Map()) as T;
}

function shiftValue(value: unknown, dLine: number, dOffset: number, copies: Map<object, unknown>): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const known = copies.get(value);
  if (known !== undefined) return known;
  let out: unknown;
  if (Array.isArray(value)) {
    const array = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) array[i] = shiftValue(value[i], dLine, dOffset, copies);
    out = array;
  } else {
    const v = value as Record<string, unknown>;
    if (typeof v.offset === 'number' && typeof v.column === 'number') {
      out = { line: (v.line as number) + dLine, column: v.column, offset: v.offset + dOffset };
    } else {
      const copy: Record<string, unknown> = { ...v };
      for (const key in copy) {
        const x = copy[key];
        if (typeof x === 'object' && x !== null) copy[key] = shiftValue(x, dLine, dOffset, copies);
      }
      // A line's own 1-based number (LineBase.line).
      if (typeof copy.line === 'number') copy.line = copy.line + dLine;
      out = copy;
    }
  }
  copies.set(value, out);
  return out;
}
