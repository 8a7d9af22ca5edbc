import type { Position, Range } from './ast.js';

/**
 * The lines of a text: where each starts and where its content ends (before `\n`, `\r\n` or `\r`),
 * and conversions from offsets to 1-based line/column positions.
 */
export class SourceText {
  readonly text: string;
  /** Offset of the first character of each line. */
  readonly lineStarts: number[];
  /** Offset just after the last content character of each line (its terminator excluded). */
  readonly lineEnds: number[];

  constructor(text: string) {
    this.text = text;
    const starts = [0];
    const ends: number[] = [];
    if (!text.includes('\r')) {
      // Only `\n` ends lines (most texts): indexOf finds each far faster than a loop reads them.
      for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
        ends.push(i);
        starts.push(i + 1);
      }
    } else {
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 10 /* \n */ || c === 13 /* \r */) {
          ends.push(i);
          if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
          starts.push(i + 1);
        }
      }
    }
    ends.push(text.length);
    this.lineStarts = starts;
    this.lineEnds = ends;
  }

  get lineCount(): number {
    return this.lineStarts.length;
  }

  /** The position of `offset` on the 0-based line `lineIndex` (no search). */
  positionOnLine(lineIndex: number, offset: number): Position {
    return { line: lineIndex + 1, column: offset - this.lineStarts[lineIndex]! + 1, offset };
  }

  /** The 0-based index of the line holding `offset`. */
  lineIndexAt(offset: number): number {
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.lineStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  positionAt(offset: number): Position {
    const clamped = Math.max(0, Math.min(offset, this.text.length));
    return this.positionOnLine(this.lineIndexAt(clamped), clamped);
  }

  rangeOnLine(lineIndex: number, start: number, end: number): Range {
    return { start: this.positionOnLine(lineIndex, start), end: this.positionOnLine(lineIndex, end) };
  }
}

/** A sheet's own line break: its first one, `\n` when it has none. */
export function lineBreakOf(text: string): '\r\n' | '\r' | '\n' {
  return (/\r\n|\r|\n/.exec(text)?.[0] as '\r\n' | '\r' | '\n' | undefined) ?? '\n';
}

/**
 * `inserted` (a quick fix, a printed line) with its line breaks written as `lineBreak`, so that a
 * sheet never gets lines of two kinds.
 */
export function withLineBreak(inserted: string, lineBreak: string): string {
  return lineBreak === '\n' ? inserted : inserted.replace(/\r\n|\r|\n/g, lineBreak);
}
