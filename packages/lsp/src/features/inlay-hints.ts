// Inlay hints at the end of offer lines: the line's total where repetition or `+` make it less
// than obvious (Rule 3.1 items 1, 4), and the running total of the sheet against the money
// available (balance less savings, Rules 3.4, 5.5). With a game, every money figure is the
// engine's `sheetMoney` and `offerMoney` (an offer the adjudicator would not pay, such as a free order to a loyal
// unit under Rule 6.5, adds nothing), so the last running total is the status bar's `committed`.
import { lineTotal, offerMoney, sheetMoney, type CheckedOffer } from '@payola/engine';
import { InlayHintKind, type InlayHint, type Range } from 'vscode-languageserver';
import { toLspPosition } from '../positions.js';
import { amountRules, powerOf, type DocumentContext } from './context.js';
import { orderPhase } from './phase-orders.js';

export function inlayHints(ctx: DocumentContext, range?: Range): InlayHint[] {
  // Money is for movement phases: retreat and adjustment sheets hold orders (Rule 1.5).
  if (!ctx.settings.inlayHints || orderPhase(ctx)) return [];
  const rules = amountRules(ctx);
  const power = powerOf(ctx);
  const game = ctx.game;
  const available = game && power ? sheetMoney(game, power.name, ctx.checked).available : undefined;
  /** What one offer adds to the sheet's commitment, as the adjudicator counts it. */
  const counted = game && power ? (offer: CheckedOffer) => offerMoney(game, power.name, offer) : undefined;
  const offers = new Map(ctx.checked.offers.map((o) => [o.line, o]));
  const hints: InlayHint[] = [];
  let running = 0;
  for (const line of ctx.sheet.lines) {
    if (line.kind !== 'offer') continue;
    const total = lineTotal(line, rules);
    const offer = offers.get(line);
    const money = counted ? (offer ? counted(offer) : 0) : total;
    running += money;
    const index = line.line - 1;
    if (range && (index < range.start.line || index > range.end.line)) continue;
    const parts: string[] = [];
    if (line.terms.length > 1 || line.terms.some((t) => t.repetition !== undefined)) parts.push(`= ${total}`);
    const unpaid = money !== total;
    if (unpaid) parts.push('not counted');
    parts.push(
      available === undefined ? `Σ ${running}` : `Σ ${running}/${available}${running > available ? ' ⚠' : ''}`,
    );
    const why = unpaid
      ? ': the adjudicator would not pay this offer (an own unit’s free order under Loyal Units, Rule 6.5, or an offer with an error)'
      : '';
    hints.push({
      position: toLspPosition(line.range.end),
      label: parts.join('  '),
      kind: InlayHintKind.Parameter,
      paddingLeft: true,
      tooltip:
        available === undefined
          ? `this line ${total} AgP; the offers so far total ${running} AgP (balance unknown)`
          : `this line ${total} AgP${why}; the offers so far total ${running} AgP of ${available} AgP available${running > available ? ': if all were accepted they would be cut (Rule 5.5)' : ''}`,
    });
  }
  return hints;
}
