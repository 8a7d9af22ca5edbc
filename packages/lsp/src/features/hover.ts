// Hover: the reduction schedule of an amount term (Rule 5.5), what an offer type means
// (Rule 3.1 item 5), a unit (owner, type, place, legal orders), a place, whether an order is
// legal on this board, savings (Rule 3.4) and acceptance lists (Rule 4.1). In retreat and
// adjustment phases an order (Rule 1.5) says what it does and where the power stands (phase-orders.ts);
// Exchange's winter lines (Rule 6.8) say what they ask of the stock market (exchange-lines.ts).
import { checkOrderText, sheetMoney, type CheckedOffer } from '@payola/engine';
import {
  offerTypeSymbol,
  printLineContent,
  printOrder,
  printUnit,
  type OfferLine,
  type OfferType,
  type Range,
} from '@payola/parser';
import { MarkupKind, type Hover, type HoverParams } from 'vscode-languageserver';
import { toLspRange } from '../positions.js';
import { isBlind, placeDescription, unitKind, visibleLegalOrders, visibleUnitAt } from './board.js';
import { powerOf, type DocumentContext } from './context.js';
import { exchangeMarkdown } from './exchange-lines.js';
import { locate, type LocatedOrder } from './locate.js';
import { orderPhase, outOfPhaseMarkdown, phaseOrderMarkdown, phaseOrderOf } from './phase-orders.js';
import { offerScheduleMarkdown } from './schedule-table.js';

/** Rule 3.1 item 5, in a player's words. */
export const offerTypeMeaning: Readonly<Record<OfferType, string>> = {
  direct: 'direct offer: pays if the unit issues the order (or one of the `|` orders)',
  negative: 'negative offer: pays if the unit issues any order *not* listed; counts as a 0 AgP offer to HOLD',
  move: 'move offer: pays for the listed orders, or for any move at all',
  hold: 'hold offer: pays for the listed orders, or for any HOLD, SUPPORT or CONVOY',
  gift: 'gift offer: pays whatever the unit does (the listed orders are candidates)',
};

export function hover(params: Pick<HoverParams, 'position'>, ctx: DocumentContext): Hover | null {
  const target = locate(ctx.sheet, params.position);
  if (!target) return null;
  const answer = (value: string, range: Range): Hover => ({
    contents: { kind: MarkupKind.Markdown, value },
    range: toLspRange(range),
  });
  // Rule 6.8: Exchange's winter lines, in any phase (the hover says where they belong).
  if (target.kind === 'exchange') return answer(exchangeMarkdown(ctx, target.line, target.part), target.line.range);
  // Rule 1.5: a retreat, disband, build or waive (a bare move is a retreat outside movement phases).
  const order = ctx.game && 'line' in target ? phaseOrderOf(ctx.game, target.line) : undefined;
  if (order) return answer(phaseOrderMarkdown(ctx, order), order.line.range);
  // An offer, savings or acceptance list where players order their own units: what the phase wants.
  if (ctx.game && orderPhase(ctx) && 'line' in target)
    return answer(outOfPhaseMarkdown(ctx, target.line), target.line.range);
  switch (target.kind) {
    case 'phase-order': {
      const line = target.line;
      // Without a game the line is described as written (the phase is unknown).
      const text = printLineContent(line, { phase: 'retreat' });
      const unit = line.unit && { unit: line.unit };
      const to = line.to && { to: line.to };
      return answer(phaseOrderMarkdown(ctx, { text, action: line.action, line, ...unit, ...to }), line.range);
    }
    case 'term':
      return answer(offerScheduleMarkdown(ctx, target.line, target.index), target.term.range);
    case 'offer-type': {
      const symbol = offerTypeSymbol[target.line.offerType];
      return answer(
        `\`${symbol}\` ${offerTypeMeaning[target.line.offerType]} (Rule 3.1 item 5)`,
        target.line.offerTypeRange,
      );
    }
    case 'unit':
      return answer(unitMarkdown(ctx, target.line, target.unitRef), target.unitRef.range);
    case 'place': {
      const province = ctx.map.resolve(target.place.name);
      const what = province
        ? `**${province.id}**: ${placeDescription(province)}`
        : `\`${target.place.name}\` is not a place on this map`;
      return answer(`${what}\n\n${orderMarkdown(ctx, target.line, target.order)}`, target.place.range);
    }
    case 'order':
      return answer(orderMarkdown(ctx, target.line, target.order), target.order.order.range);
    case 'savings': {
      const p = powerOf(ctx);
      const total = ctx.checked.savings;
      const figures = ctx.game && p ? sheetMoney(ctx.game, p.name, ctx.checked) : undefined;
      const money = figures
        ? `; balance ${figures.balance}, so ${figures.available} AgP are available for offers${total > figures.balance ? ' (more savings than money: you spend nothing this phase, Rule 3.4)' : ''}`
        : '';
      return answer(
        `Savings request (Rule 3.4): ${target.line.amount} AgP held back${total !== target.line.amount ? `, ${total} AgP in all` : ''}${money}.`,
        target.line.range,
      );
    }
    case 'accept-entry': {
      if (target.entry.kind === 'random')
        return answer(
          '`?`: every power not listed, in an order drawn at random each phase (Rule 4.1)',
          target.entry.range,
        );
      const name = powerName(ctx, target.entry.letter);
      return answer(
        name ? `\`${target.entry.letter}\`: ${name}` : `\`${target.entry.letter}\` is not a power of this game`,
        target.entry.range,
      );
    }
    case 'accept': {
      const names = target.line.entries.map((e) =>
        e.kind === 'random' ? 'the others at random' : (powerName(ctx, e.letter) ?? e.letter),
      );
      return answer(
        `Acceptance list (Rule 4.1): in a tie your units prefer ${names.join(', then ')}. It replaces the list on record (Rule 4.3).`,
        target.line.range,
      );
    }
  }
}

function powerName(ctx: DocumentContext, letter: string): string | undefined {
  return ctx.game?.powerByLetter(letter)?.name ?? ctx.map.powerByLetter(letter)?.name;
}

function unitMarkdown(ctx: DocumentContext, line: OfferLine, ref: OfferLine['unit']): string {
  const province = ctx.map.resolve(ref.place.name);
  if (!province) return `\`${ref.place.name}\` is not a place on this map`;
  const place = placeDescription(province);
  if (!ctx.game) return `**${printUnit(ref)}**: ${place}\n\nNo game file: the units on the board are unknown.`;
  const unit = visibleUnitAt(ctx, province.id);
  if (!unit) {
    if (isBlind(ctx))
      return `**${printUnit(ref)}**: ${place}\n\nTin Cup (Rule 6.3): the board is hidden, so whether this unit exists cannot be shown.`;
    return `**${printUnit(ref)}**: ${place}\n\nThere is no unit in ${province.name}.`;
  }
  const owner = unit.power === ctx.power ? `your (${unit.power}'s)` : `${unit.power}'s`;
  const text = `${unit.type} ${unit.location.coast ? `${province.id}/${unit.location.coast}` : province.id}`;
  const lines = [`**${text}**: ${owner} ${unitKind(unit.type)} in ${place}`];
  if (ref === line.unit) {
    const count = visibleLegalOrders(ctx, unit).length;
    lines.push(
      '',
      `${count} legal order${count === 1 ? '' : 's'} on this board${isBlind(ctx) ? ' (as far as you can see)' : ''}.`,
    );
  }
  return lines.join('\n');
}

/** Is the order legal on this board, or why not (the checker's own words). */
function orderMarkdown(ctx: DocumentContext, line: OfferLine, located: LocatedOrder): string {
  const { order } = located;
  const written = `${printUnit(line.unit)} ${printOrder(order)}`;
  const problems = ctx.checked.diagnostics.filter((d) => d.severity === 'error' && within(d.range, order.range));
  if (problems.length > 0) return problems.map((p) => `✗ \`${written}\`: ${p.message}`).join('\n\n');
  const offer: CheckedOffer | undefined = ctx.checked.offers.find((o) => o.line === line);
  const resolved = offer?.valid ? offer.orders[located.index]?.text : undefined;
  if (resolved !== undefined) {
    if (!ctx.game) return `✓ \`${resolved}\` fits the map (no game file: the board is unknown).`;
    if (isBlind(ctx) && offer?.unit?.exists === false)
      return `✓ \`${resolved}\` fits the map as far as you can see (Tin Cup, Rule 6.3).`;
    return `✓ \`${resolved}\` is a legal order on this board.`;
  }
  if (ctx.game && !isBlind(ctx)) {
    const legality = checkOrderText(ctx.game, written);
    return legality.legal
      ? `✓ \`${legality.text}\` is a legal order on this board.`
      : `✗ \`${written}\`: ${legality.message}`;
  }
  const unitProblem = ctx.checked.diagnostics.some((d) => d.severity === 'error' && within(d.range, line.unit.range));
  if (unitProblem) return 'The unit could not be resolved, so this order cannot be judged.';
  if (!ctx.game) return 'No game file: the order fits the map, but the board is unknown.';
  return 'Tin Cup (Rule 6.3): the order fits the map as far as you can see.';
}

function within(inner: Range, outer: Range): boolean {
  return inner.start.offset >= outer.start.offset && inner.end.offset <= outer.end.offset;
}
