// Inlay hints at the end of offer lines: the line's total where repetition or `+` make it less
// than obvious (Rule 3.1 items 1, 4), and the running total of the sheet against the money
// available (balance less savings, Rules 3.4, 5.5).
import { lineTotal, availableMoney } from '@payola/engine';
import { InlayHintKind, type InlayHint, type Range } from 'vscode-languageserver';
import { toLspPosition } from '../positions.js';
import { amountRules, powerOf, type DocumentContext } from './context.js';

export function inlayHints(ctx: DocumentContext, range?: Range): InlayHint[] {
  if (!ctx.settings.inlayHints) return [];
  const rules = amountRules(ctx);
  const power = powerOf(ctx);
  const available = power ? availableMoney(power.balance, ctx.checked.savings) : undefined;
  const hints: InlayHint[] = [];
  let running = 0;
  for (const line of ctx.sheet.lines) {
    if (line.kind !== 'offer') continue;
    const total = lineTotal(line, rules);
    running += total;
    const index = line.line - 1;
    if (range && (index < range.start.line || index > range.end.line)) continue;
    const parts: string[] = [];
    if (line.terms.length > 1 || line.terms.some((t) => t.repetition !== undefined)) parts.push(`= ${total}`);
    parts.push(
      available === undefined ? `Σ ${running}` : `Σ ${running}/${available}${running > available ? ' ⚠' : ''}`,
    );
    hints.push({
      position: toLspPosition(line.range.end),
      label: parts.join('  '),
      kind: InlayHintKind.Parameter,
      paddingLeft: true,
      tooltip:
        available === undefined
          ? `this line ${total} AgP; the offers so far total ${running} AgP (balance unknown)`
          : `this line ${total} AgP; the offers so far total ${running} AgP of ${available} AgP available${running > available ? ': if all were accepted they would be cut (Rule 5.5)' : ''}`,
    });
  }
  return hints;
}
