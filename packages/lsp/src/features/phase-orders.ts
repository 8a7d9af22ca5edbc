// Retreat and adjustment phases in the editor (Rule 1.5: each player orders its own units
// directly): the power's legal orders as the engine lists them (`legalOrders`, read back by the
// parser to show their parts), what an order does, and where the power stands (its dislodged
// units' retreats; how many it builds or disbands, `adjustmentCount`). Nothing is decided here:
// the orders come from `legalOrders` and whether one succeeds from the checker, which asks the
// resolvers themselves.
import {
  adjustmentCount,
  gameView,
  legalOrders,
  locationText,
  phaseOrderItems,
  phaseName,
  phaseTitle,
  unitText,
  type Game,
  type GamePower,
  type PhaseOrderItem,
} from '@payola/engine';
import {
  parseSheet,
  type Line,
  type OfferLine,
  type PhaseAction,
  type PhaseOrderLine,
  type Place,
  type Sheet,
  type UnitRef,
} from '@payola/parser';
import { placeDescription, unitKind } from './board.js';
import { powerOf, type DocumentContext, type SheetEnvironment } from './context.js';

/** The phases in which players write orders rather than offers. */
export type OrderPhase = 'retreat' | 'adjustment';

/** The game's phase when players order their own units in it (Rule 1.5). */
export function orderPhase(ctx: Pick<SheetEnvironment, 'game'>): OrderPhase | undefined {
  const phase = ctx.game?.phase;
  return phase === 'retreat' || phase === 'adjustment' ? phase : undefined;
}

/** One order of a retreat or adjustment phase, with its parts as the parser reads them. */
export interface PhaseOrder {
  /** The order in canonical form, as the resolvers read it (`A VEN - PIE`, `BUILD F STP/NC`, `WAIVE`). */
  readonly text: string;
  readonly action: PhaseAction;
  readonly line: OfferLine | PhaseOrderLine;
  /** The unit ordered (built, for a build); absent for `WAIVE`. */
  readonly unit?: UnitRef;
  /** The province of the unit, when the map knows it. */
  readonly province?: string;
  /** Where a retreat goes. */
  readonly to?: Place;
}

function withParts(item: PhaseOrderItem): PhaseOrder {
  const { line } = item;
  const unit = line.unit;
  const to = line.kind === 'phase-order' ? line.to : line.orders[0]?.kind === 'move' ? line.orders[0].to : undefined;
  return {
    text: item.text,
    action: item.action,
    line,
    ...(unit && { unit }),
    ...(item.province !== undefined && { province: item.province }),
    ...(to && { to }),
  };
}

/** The retreat and adjustment orders written on a sheet (the engine's `phaseOrderItems`). */
export function writtenPhaseOrders(game: Game, sheet: Sheet): PhaseOrder[] {
  return phaseOrderItems(sheet, gameView(game)).map(withParts);
}

/** The phase order a line holds in the game's phase, if it holds one. */
export function phaseOrderOf(game: Game, line: Line): PhaseOrder | undefined {
  // In a movement phase a bare move is an offer (the reference judge's shorthand).
  if (line.kind !== 'phase-order' && (line.kind !== 'offer' || game.phase === 'movement')) return undefined;
  // The engine decides which lines are orders (a bare move is a retreat outside movement phases).
  const sheet: Sheet = { kind: 'sheet', lines: [line], range: line.range };
  const item = phaseOrderItems(sheet, gameView(game))[0];
  return item && withParts(item);
}

/**
 * The legal orders of the sheet's power in this phase, from the engine's `legalOrders`: each own
 * dislodged unit's retreats and disband, or the power's builds and `WAIVE` (or its disbands).
 * Empty outside retreat and adjustment phases, or when the sheet's power is unknown.
 */
export function legalPhaseOrders(ctx: Pick<SheetEnvironment, 'game' | 'power'>): PhaseOrder[] {
  const game = ctx.game;
  const power = powerOf(ctx);
  const phase = orderPhase(ctx);
  if (!game || !power || !phase) return [];
  const texts =
    phase === 'retreat'
      ? game.dislodged.filter((d) => d.power === power.name).flatMap((d) => legalOrders(game, unitText(d)))
      : legalOrders(game, power.name);
  if (texts.length === 0) return [];
  // Read back by the parser, the one reader of the language, to show each order's parts.
  return writtenPhaseOrders(game, parseSheet(texts.join('\n')).sheet);
}

/** What an order does, in a few words: `retreat to Piedmont`, `build an army in Budapest`. */
export function phaseActionText(ctx: Pick<SheetEnvironment, 'map'>, order: PhaseOrder): string {
  const name = (place: Place | undefined) => {
    if (!place) return '?';
    const province = ctx.map.resolve(place.name);
    return `${province?.name ?? place.name}${place.coast ? ` (${place.coast} coast)` : ''}`;
  };
  switch (order.action) {
    case 'retreat':
      return `retreat to ${name(order.to)}`;
    case 'disband':
      return 'disband (the unit leaves the board)';
    case 'build':
      return `build ${order.unit?.type === 'F' ? 'a fleet' : 'an army'} in ${name(order.unit?.place)}`;
    case 'waive':
      return 'waive a build';
  }
}

/**
 * Where the sheet's power stands in this phase, in Markdown lines: its dislodged units and their
 * retreats, or how many it builds or disbands this winter and its legal orders.
 */
export function phaseSituation(ctx: Pick<SheetEnvironment, 'game' | 'power' | 'map'>, province?: string): string[] {
  const game = ctx.game;
  const power = powerOf(ctx);
  const phase = orderPhase(ctx);
  if (!game || !phase) return [];
  if (!power) return [`The ${phaseName(game)}: whose sheet this is is unknown, so no orders can be listed.`];
  // Exchange (ruling E4): investors own no units; in the winter they buy shares and vote.
  if (power.investor !== undefined)
    return [
      phase === 'retreat'
        ? `${power.name} is an investor and owns no units: it sends nothing in the ${phaseName(game)}.`
        : `${power.name} is an investor and owns no units: in the ${phaseName(game)} it buys shares (\`BUY 3 FRANCE\`) and votes for each company's CEO (\`ELECT FRANCE:${power.name.toUpperCase()}\`) (ruling E4).`,
    ];
  if (phase === 'adjustment' && game.rules.exchange && power.status === 'active')
    return [
      ...adjustmentSituation(ctx, game, power),
      `As ${power.name}'s CEO, ${power.company?.ceo ?? 'its CEO'} also sets the worth of its centres (\`VALUE PAR 12\`) and declares its dividend (\`DIVIDEND 2\`) in this sheet (ruling E4).`,
    ];
  if (phase === 'retreat') {
    const own = game.dislodged.filter((d) => d.power === power.name);
    if (own.length === 0) return [`${power.name} has no dislodged unit: nothing to order in the ${phaseName(game)}.`];
    return own
      .filter((d) => province === undefined || d.location.province === province)
      .map((d) => {
        const where = d.retreats.map(locationText);
        const options =
          where.length > 0
            ? `may retreat to ${where.join(', ')}, or disband`
            : 'has nowhere to retreat: it will be disbanded';
        return `\`${unitText(d)}\` (dislodged by the attack from ${d.by}) ${options}. A unit without an order is disbanded; units retreating to one place are all disbanded.`;
      });
  }
  if (power.status !== 'active')
    return [`${power.name} is ${power.status === 'dummy' ? 'a dummy power' : 'eliminated'}: it orders nothing.`];
  return adjustmentSituation(ctx, game, power);
}

/** How many an active power builds or disbands this winter, and its legal orders. */
function adjustmentSituation(
  ctx: Pick<SheetEnvironment, 'game' | 'power' | 'map'>,
  game: Game,
  power: GamePower,
): string[] {
  const count = adjustmentCount(game, power);
  const units = game.unitsOf(power.name).length;
  const counted = `${power.centers.length} centre${power.centers.length === 1 ? '' : 's'}, ${units} unit${units === 1 ? '' : 's'}`;
  const season = phaseTitle(game.season, game.year);
  if (count === 0) return [`${power.name} neither builds nor disbands in ${season} (${counted}).`];
  const orders = legalPhaseOrders(ctx).map((o) => `\`${o.text}\``);
  if (count > 0) {
    if (orders.length === 0)
      return [`${power.name} may build ${count} in ${season} (${counted}), but no home centre it owns is vacant.`];
    return [
      `${power.name} may build ${count} in ${season} (${counted}); builds left unordered are waived.`,
      `Its builds: ${orders.join(', ')}.`,
    ];
  }
  return [
    `${power.name} must disband ${-count} in ${season} (${counted}); if it orders too few, civil disorder disbands the units farthest from its home centres.`,
  ];
}

/** Hover text for a retreat or adjustment order: what it does, where the power stands, and whether it stands. */
export function phaseOrderMarkdown(ctx: DocumentContext, order: PhaseOrder): string {
  const game = ctx.game;
  const place = order.unit ? ctx.map.resolve(order.unit.place.name) : undefined;
  const subject =
    order.unit && place
      ? order.action === 'build'
        ? ''
        : ` the ${unitKind(order.unit.type ?? game?.unitAt(place.id)?.type ?? dislodgedType(game, place.id) ?? 'A')} in ${place.name}`
      : '';
  const does =
    order.action === 'disband'
      ? `disband${subject}: it leaves the board`
      : order.action === 'retreat'
        ? `retreat${subject} to ${order.to ? (ctx.map.resolve(order.to.name)?.name ?? order.to.name) : '?'}`
        : phaseActionText(ctx, order);
  const lines = [`**\`${order.text}\`**: ${does} (Rule 1.5).`];
  if (place && order.action === 'build') lines.push('', placeDescription(place));
  if (!game) {
    lines.push('', 'No game file: the phase and the board are unknown.');
    return lines.join('\n');
  }
  const phase = orderPhase(ctx);
  if (!phase) {
    lines.push(
      '',
      `Retreats, disbands, builds and waives are ordered in retreat and adjustment phases; this is the ${phaseName(game)}, in which you write offers.`,
    );
  } else {
    const situation = phaseSituation(ctx, order.action === 'retreat' || phase === 'retreat' ? place?.id : undefined);
    if (situation.length > 0) lines.push('', ...situation);
  }
  const problems = ctx.checked.diagnostics.filter(
    (d) =>
      (d.severity === 'error' || d.severity === 'warning') &&
      d.range.start.offset >= order.line.range.start.offset &&
      d.range.end.offset <= order.line.range.end.offset,
  );
  if (problems.length > 0) lines.push('', ...problems.map((p) => `✗ ${p.message}`));
  else if (phase) lines.push('', `✓ \`${order.text}\` is a legal order in the ${phaseName(game)}.`);
  return lines.join('\n');
}

/**
 * Hover text for a line that is no order in a retreat or adjustment phase (an offer, savings, an
 * acceptance list): what the phase asks for instead, and the checker's words about the line.
 */
export function outOfPhaseMarkdown(ctx: DocumentContext, line: Line): string {
  const game = ctx.game!;
  const phase = orderPhase(ctx);
  const kind =
    line.kind === 'savings' ? 'A savings request' : line.kind === 'accept' ? 'An acceptance list' : 'An offer';
  const lines = [
    `${kind} belongs to a movement phase; in the ${phaseName(game)} ${phase === 'retreat' ? 'each dislodged unit retreats or disbands' : 'each power builds, disbands or waives'} by its owner's order (Rule 1.5).`,
    ...phaseSituation(ctx).map((text) => `\n${text}`),
  ];
  for (const d of ctx.checked.diagnostics)
    if (d.range.start.offset >= line.range.start.offset && d.range.end.offset <= line.range.end.offset)
      lines.push('', `✗ ${d.message}`);
  return lines.join('\n');
}

function dislodgedType(game: Game | undefined, province: string): 'A' | 'F' | undefined {
  return game?.dislodged.find((d) => d.location.province === province)?.type;
}
