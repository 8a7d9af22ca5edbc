// Conversions between the engine's source ranges (1-based lines and columns, UTF-16 units, end
// exclusive) and LSP ranges (0-based lines and characters, UTF-16, end exclusive). The only place
// where the two coordinate systems meet: the engine never sees LSP types.
import type { Position as SheetPosition, Range as SheetRange } from '@payola/parser';
import type { Position, Range } from 'vscode-languageserver';

export function toLspPosition(position: SheetPosition): Position {
  return { line: position.line - 1, character: position.column - 1 };
}

export function toLspRange(range: SheetRange): Range {
  return { start: toLspPosition(range.start), end: toLspPosition(range.end) };
}

/** An LSP range within one line (0-based), from character `start` to `end`. */
export function lineRange(line: number, start: number, end: number): Range {
  return { start: { line, character: start }, end: { line, character: end } };
}

/** Whether an LSP position lies in a sheet range (both ends included, so a cursor just after a word counts). */
export function rangeContains(range: SheetRange, position: Position): boolean {
  const line = position.line + 1;
  const column = position.character + 1;
  if (line < range.start.line || line > range.end.line) return false;
  if (line === range.start.line && column < range.start.column) return false;
  if (line === range.end.line && column > range.end.column) return false;
  return true;
}
