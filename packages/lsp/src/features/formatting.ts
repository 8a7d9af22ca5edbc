// Formatting with the canonical printer (`printLine`): one edit per line that changes, so line
// ends, blank lines and invalid lines (printed as written) are kept and cursors stay put. A line
// that reads but has a syntax error (an amount beyond the limits, a `->`) is kept as written too:
// printing it would hide the mistake (its quick fix repairs it). Lines print by the game's phase
// (`printLine(line, { phase })`): in retreat and adjustment phases a bare order stays the player's
// own order (Rule 1.5), in a movement phase it is the 0 AgP offer it stands for.
import { printLine } from '@payola/parser';
import type { CancellationToken, Range, TextEdit } from 'vscode-languageserver';
import { throwIfCancelled } from '../guard.js';
import { lineRange } from '../positions.js';
import { lineText, type DocumentContext } from './context.js';

export function formatting(ctx: DocumentContext, range?: Range, token?: CancellationToken): TextEdit[] {
  const edits: TextEdit[] = [];
  const first = range ? range.start.line : 0;
  const last = range ? Math.min(range.end.line, ctx.sheet.lines.length - 1) : ctx.sheet.lines.length - 1;
  const mistaken = new Set(ctx.syntaxErrors.map((e) => e.range.start.line - 1));
  const phase = ctx.game?.phase ?? 'movement';
  for (let i = first; i <= last; i++) {
    if ((i & 1023) === 0) throwIfCancelled(token);
    const line = ctx.sheet.lines[i];
    // A line that does not parse is kept exactly as written.
    if (!line || line.kind === 'invalid' || mistaken.has(i)) continue;
    const before = lineText(ctx, i);
    const after = printLine(line, { phase });
    if (after !== before)
      edits.push({
        range: lineRange(i, 0, before.length),
        newText: after,
      });
  }
  return edits;
}
