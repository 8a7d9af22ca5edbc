// Re-parsing a sheet after an edit costs the changed lines only. The parser is line-based
// (parse.ts: "lines are independent"), so a line's AST depends only on its text and where it
// stands: a line the previous version had with the same text at the same place is that line's AST
// as it was; any other line is parsed alone where it stands (`parseLine`). A line whose text the
// previous version had at the index moved by the number of lines inserted or deleted above it is
// noted (`reusedFrom`), so that its check can be carried over (incremental-checker.ts). Memory
// holds one AST per line of the current version and nothing else: no cache by text (it kept a
// second copy of every line), and each parsed line is read from its own copy of the text, so the
// AST's strings never keep an older version of the whole document alive.
import { parseLine, SourceText, type Diagnostic, type Line, type ParseResult } from '@payola/parser';

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
  /** For each line, the index in parse `generation - 1` of the line with its text it stands for, or -1. */
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
      if (from >= 0) reusedFrom[i] = from;
      if (from === i && start === previous!.source.lineStarts[from]) here = previous!.lines[from]!;
      else here = parseLine(ownCopy(text.slice(start, end)), i + 1, start);
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

/**
 * A copy of `text` that does not point into the string it was sliced from. V8 represents a slice
 * of 13 or more characters as a view of its parent; the parser's tokens slice the line again, so
 * an AST built from a plain slice would keep the whole document (of that version) in memory.
 * Concatenation then slicing flattens the string into a new one of the line's length.
 */
export function ownCopy(text: string): string {
  return text.length < 13 ? text : ` ${text}`.slice(1);
}

/**
 * A copy of diagnostics (plain data) moved down by `dLine` lines and `dOffset` characters: every
 * position's `line` and `offset` is shifted; columns stay (lines are checked whole). An object the
 * value refers to twice is copied once, so the copy holds no more than the original. Not for the
 * parser's nodes, whose ranges are made when read: a line is moved by parsing it where it stands.
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
      out = copy;
    }
  }
  copies.set(value, out);
  return out;
}
