// Rule 1.5: in retreat and adjustment phases each player orders its own units directly, in the
// same `.payola` language (`A GRE - BUL`, `DISBAND A GRE`, `BUILD F STP/NC`, `WAIVE`). This module
// reads those orders from a sheet (for the cycle, cycle/phase-inputs.ts, and for the checker) and
// checks them against the game's phase. Whether an order succeeds is decided by the resolvers
// themselves (resolve/retreats.ts, resolve/adjustments.ts), so the checker and the GameMaster's
// run never disagree; an invalid order is ignored on its own (the DATC's choice), so these
// errors are for the player's benefit and never make the GameMaster refuse the sheet.
import {
  printLineContent,
  printOrder,
  printUnit,
  type OfferLine,
  type PhaseOrderLine,
  type Sheet,
} from '@payola/parser';
import type { DislodgedUnit, Game, GamePower } from '../game/game.js';
import { unitText } from '../game/game.js';
import { phaseTitle } from '../adjudicate/reports.js';
import { resolvePlace } from '../orders/resolve-order.js';
import { gameView, type BoardView } from '../orders/board-view.js';
import { adjustmentCount, resolveAdjustments } from '../resolve/adjustments.js';
import { adjustmentOrders, retreatOrders } from '../resolve/phase-legal-orders.js';
import { resolveRetreats } from '../resolve/retreats.js';
import type { CheckScope } from './check-scope.js';
import { checkExchangeLine, investorOrder, readWinterLines } from './exchange-lines.js';
import type { DiagnosticSink } from './sheet-diagnostics.js';
import { firstContent } from './sheet-totals.js';

/** One order of a retreat or adjustment phase, as written on a sheet. */
export interface PhaseOrderItem {
  readonly line: OfferLine | PhaseOrderLine;
  readonly action: 'retreat' | 'disband' | 'build' | 'waive';
  /** The order as the resolvers read it, without the line's comment (`A GRE - BUL`, `WAIVE`). */
  readonly text: string;
  /** The province of the unit written, when the map knows it (never for `WAIVE`). */
  readonly province?: string;
}

/**
 * The retreat and adjustment orders of a sheet, in written order: the phase-order lines, and the
 * bare moves (`A GRE - BUL`, the reference judge's shorthand without amount and type), which are
 * retreats outside movement phases. Other lines are not orders.
 */
export function phaseOrderItems(sheet: Sheet, view: BoardView): PhaseOrderItem[] {
  const items: PhaseOrderItem[] = [];
  for (const line of sheet.lines) {
    const retreat = line.kind === 'offer' && bareMove(line);
    if (line.kind !== 'phase-order' && !retreat) continue;
    const action = line.kind === 'phase-order' ? line.action : 'retreat';
    const province = line.unit ? view.map.resolve(line.unit.place.name)?.id : undefined;
    // The order alone: the line's comment is no part of it.
    const text = printLineContent(line, { phase: 'retreat' });
    items.push({ line, action, text, ...(province !== undefined && { province }) });
  }
  return items;
}

/** `A GRE - BUL`: a shorthand line with one move and no convoy route. */
function bareMove(line: OfferLine): boolean {
  const order = line.orders[0];
  return (
    line.shorthand === 'amount-and-type' && line.orders.length === 1 && order?.kind === 'move' && order.via.length === 0
  );
}

/** The power's own dislodged unit in a province, if any. */
export function ownDislodged(game: Game, power: GamePower, province: string | undefined): DislodgedUnit | undefined {
  return game.dislodged.find((d) => d.location.province === province && d.power === power.name);
}

/**
 * The diagnostics of a sheet in a retreat or adjustment phase (`scope.game.phase`). Offers,
 * savings and lines of the other phase are errors; each order is judged by the phase's resolver.
 */
export function checkPhaseSheet(sheet: Sheet, scope: CheckScope, sink: DiagnosticSink): void {
  const game = scope.game!;
  const phase = game.phase as 'retreat' | 'adjustment';
  const view = gameView(game);
  // Exchange (ruling E4): the winter's sheets hold the stock market's lines, read below by author.
  const winter = phase === 'adjustment' && game.rules.exchange !== undefined;
  checkMovementLines(sheet, scope, sink);
  for (const line of sheet.lines) {
    if (line.kind === 'exchange' && !winter) checkExchangeLine(line, scope, sink);
    else if (line.kind === 'accept')
      sink.report(
        'payola/accept-outside-movement',
        'warning',
        `acceptance lists are sent with movement-phase sheets (Rule 4.3); in ${phaseWhere(game)} this one is ignored`,
        line.range,
      );
  }
  const power = scope.power;
  if (!power) return;
  if (power.status === 'dummy') {
    const why = power.investor
      ? `${power.name} has resigned (Rule 2.4): its sheet is not read`
      : `${power.name} is not played (a dummy power, Rule 4.4): it sends no orders`;
    const first = firstContent(sheet);
    sink.report('payola/dummy-sheet', 'error', why, first);
    // Exchange: each winter line says so too, as the cycle ignores the whole sheet.
    if (winter)
      for (const line of sheet.lines)
        if (line.kind === 'exchange' && line.range.start.line !== first.start.line)
          sink.report('payola/dummy-sheet', 'error', why, line.range);
    return;
  }
  if (winter) readWinterLines(sheet, game, power, sink);
  const items = phaseOrderItems(sheet, view);
  if (power.investor !== undefined) {
    for (const item of items) investorOrder(power, item.line.range, sink);
    return;
  }
  if (phase === 'retreat') checkRetreats(sheet, game, power, items, view, sink);
  else checkAdjustments(sheet, game, power, items, sink);
}

/**
 * The lines of a movement phase's sheet in a retreat or adjustment phase (Rule 1.5): offers and
 * savings (`payola/offer-outside-movement`: the GameMaster refuses such a sheet, as a movement
 * phase's sheet given again or a mangled one) and orders of a movement phase written bare
 * (`payola/wrong-phase-order`). The checker and the cycle (cycle/phase-inputs.ts) both ask here.
 */
export function checkMovementLines(sheet: Sheet, scope: CheckScope, sink: DiagnosticSink): void {
  const game = scope.game!;
  const phase = game.phase as 'retreat' | 'adjustment';
  const where = phaseWhere(game);
  for (const line of sheet.lines) {
    if (line.kind === 'offer' && !bareMove(line)) offerLine(line, phase, where, dislodgedOf(line, scope), sink);
    else if (line.kind === 'savings')
      sink.report(
        'payola/offer-outside-movement',
        'error',
        `savings requests are made in movement phases (Rule 3.4); in ${where} you order your own units directly (Rule 1.5)`,
        line.range,
      );
  }
}

/** `the Fall 1901 retreat phase`, as the messages name the game's phase. */
function phaseWhere(game: Game): string {
  return `the ${phaseTitle(game.season, game.year)} ${game.phase} phase`;
}

/**
 * Whether the unit an offer line names is dislodged and the sheet's power may order it (any power,
 * when the sheet's power is not known): only then is its move offered as the retreat to write.
 */
function dislodgedOf(line: OfferLine, scope: CheckScope): boolean {
  const game = scope.game!;
  const province = game.map.resolve(line.unit.place.name)?.id;
  if (scope.power) return ownDislodged(game, scope.power, province) !== undefined;
  return game.dislodged.some((d) => d.location.province === province);
}

/** An offer (with an amount or a type, or a bare order that is not a retreat) outside movement phases. */
function offerLine(
  line: OfferLine,
  phase: 'retreat' | 'adjustment',
  where: string,
  dislodged: boolean,
  sink: DiagnosticSink,
): void {
  const order = line.orders[0];
  const move = line.orders.length === 1 && order?.kind === 'move' && order.via.length === 0;
  if (line.shorthand === 'amount-and-type') {
    const message =
      phase === 'retreat'
        ? `in ${where} a dislodged unit retreats (\`A GRE - BUL\`) or disbands (\`DISBAND A GRE\`)`
        : `in ${where} you build (\`BUILD A PAR\`), disband (\`DISBAND A PAR\`) or waive a build (\`WAIVE\`)`;
    sink.report('payola/wrong-phase-order', 'error', message, line.range);
    return;
  }
  const bare = move && phase === 'retreat' && dislodged ? `${printUnit(line.unit)} ${printOrder(order)}` : undefined;
  sink.report(
    'payola/offer-outside-movement',
    'error',
    `offers are made in movement phases; in ${where} you order your own units directly (Rule 1.5)${bare ? `: write \`${bare}\`` : ''}`,
    line.range,
    bare ? { replacements: [bare] } : {},
  );
}

function checkRetreats(
  sheet: Sheet,
  game: Game,
  power: GamePower,
  items: readonly PhaseOrderItem[],
  view: BoardView,
  sink: DiagnosticSink,
): void {
  const ordered = new Map<DislodgedUnit, PhaseOrderItem>();
  const going = new Map<string, DislodgedUnit[]>();
  for (const item of items) {
    const { line } = item;
    if (item.action === 'build' || item.action === 'waive') {
      sink.report(
        'payola/wrong-phase-order',
        'error',
        'builds and waives are ordered in the winter adjustment phase; in a retreat phase a dislodged unit retreats or disbands',
        line.range,
      );
      continue;
    }
    const place = resolvePlace(view, line.unit!.place);
    if (!place.ok) {
      sink.problem(place.problem);
      continue;
    }
    // Only the player's own dislodged units: the message is the same whether another power's
    // unit is there or none is (under Tin Cup nothing may say which, Rule 6.3).
    const unit = ownDislodged(game, power, item.province);
    if (!unit) {
      sink.report(
        'payola/not-dislodged',
        'error',
        `${power.name} has no dislodged unit in ${place.value.province}: in a retreat phase each player orders only its own dislodged units (Rule 1.5)`,
        line.unit!.range,
      );
      continue;
    }
    const first = ordered.get(unit);
    if (first) {
      sink.report(
        'payola/second-phase-order',
        'error',
        `a second order for ${unitText(unit)}: only the first (line ${first.line.line}) counts`,
        line.range,
        { related: [{ message: 'the order that counts', range: first.line.range }] },
      );
      continue;
    }
    ordered.set(unit, item);
    const to = line.kind === 'phase-order' ? line.to : line.orders[0]?.kind === 'move' ? line.orders[0].to : undefined;
    const target = to && resolvePlace(view, to);
    if (target && !target.ok) {
      sink.problem(target.problem);
      continue;
    }
    // The resolver judges the order, so the checker says exactly what the GameMaster's run will do.
    const outcome = resolveRetreats(game, { [unitText(unit)]: item.text }).outcomes[unitText(unit)];
    if (outcome && !outcome.succeeded) {
      sink.report(
        'payola/illegal-retreat',
        'error',
        `this order fails and ${unitText(unit)} would be disbanded: ${outcome.reason.replace(/: disbanded$/, '')}`,
        // The whole order is the range: each fix is a whole order (a retreat, or the disband).
        line.range,
        { replacements: retreatOrders(game, unit.location.province) },
      );
    } else if (target?.ok) {
      const province = target.value.province;
      (going.get(province) ?? going.set(province, []).get(province)!).push(unit);
    }
  }
  for (const [province, units] of going) {
    if (units.length < 2) continue;
    for (const unit of units)
      sink.report(
        'payola/retreat-clash',
        'warning',
        `${units.map(unitText).join(' and ')} all retreat to ${province}: units retreating to one place are all disbanded`,
        ordered.get(unit)!.line.range,
      );
  }
  for (const unit of game.dislodged) {
    if (unit.power !== power.name || ordered.has(unit)) continue;
    const choice = unit.retreats.length > 0;
    sink.report(
      'payola/no-retreat-order',
      choice ? 'warning' : 'info',
      choice
        ? `${unitText(unit)} has no order: it will be disbanded (it may retreat to ${unit.retreats.map((r) => (r.coast ? `${r.province}/${r.coast}` : r.province)).join(', ')})`
        : `${unitText(unit)} has nowhere to retreat: it will be disbanded`,
      // No quick fix: the range is another line, which a fix would overwrite.
      firstContent(sheet),
    );
  }
}

function checkAdjustments(
  sheet: Sheet,
  game: Game,
  power: GamePower,
  items: readonly PhaseOrderItem[],
  sink: DiagnosticSink,
): void {
  const orders = items.filter((item) => {
    if (item.action !== 'retreat') return true;
    sink.report(
      'payola/wrong-phase-order',
      'error',
      'retreats are ordered in retreat phases; in the winter adjustment phase you build, disband or waive a build',
      item.line.range,
    );
    return false;
  });
  const count = adjustmentCount(game, power);
  const outcomes = resolveAdjustments(game, { [power.name]: orders.map((o) => o.text) }).outcomes[power.name] ?? [];
  const centres = `${power.centers.length} centre${power.centers.length === 1 ? '' : 's'}`;
  const units = game.unitsOf(power.name).length;
  const counted = `${centres}, ${units} unit${units === 1 ? '' : 's'}`;
  let done = 0;
  orders.forEach((item, i) => {
    const outcome = outcomes[i];
    if (!outcome) return;
    if (outcome.succeeded) {
      done++;
      return;
    }
    const building = item.action === 'build' || item.action === 'waive';
    const report = (code: string, message: string, replacements: readonly string[] = []) =>
      sink.report(code, 'error', message, item.line.range, replacements.length > 0 ? { replacements } : {});
    if (count === 0)
      report('payola/no-adjustment', `${power.name} neither builds nor disbands this winter (${counted})`);
    else if (building && count < 0)
      report(
        'payola/wrong-adjustment',
        `${power.name} must disband ${-count} this winter (${counted}); it cannot build`,
        adjustmentOrders(game, { power: power.name }),
      );
    else if (!building && count > 0)
      report('payola/wrong-adjustment', `${power.name} builds this winter (${counted}); it disbands nothing`);
    else if (done >= Math.abs(count))
      report(
        'payola/too-many-adjustments',
        count > 0
          ? `more builds than ${power.name} may make: it may build ${count} (${counted}); this one is ignored`
          : `more disbands than ${power.name} must make: it disbands ${-count} (${counted}); this one is ignored`,
      );
    else if (building)
      report(
        'payola/illegal-build',
        `this build fails: ${outcome.reason}`,
        adjustmentOrders(game, { power: power.name }).filter((o) => !o.startsWith('DISBAND')),
      );
    else report('payola/illegal-disband', `this disband fails: ${outcome.reason}`);
  });
  const left = Math.abs(count) - done;
  if (count < 0 && left > 0) {
    const disorder = outcomes.slice(orders.length).map((o) => o.order.replace(/^DISBAND /, ''));
    sink.report(
      'payola/too-few-disbands',
      'warning',
      `${power.name} must disband ${-count} this winter (${counted}) and orders ${done}: civil disorder will disband ${disorder.join(', ')}`,
      firstContent(sheet),
    );
  } else if (count > 0 && left > 0 && adjustmentOrders(game, { power: power.name }).length > 0)
    sink.report(
      'payola/unused-builds',
      'info',
      `${power.name} may build ${count} this winter (${counted}) and orders ${done}: ${left === 1 ? 'the build left is' : `the ${left} builds left are`} waived`,
      firstContent(sheet),
    );
}
