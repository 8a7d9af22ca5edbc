// What the sheet's player may know of the board. Rule 6.3 (Tin Cup): the board is hidden, so only
// the map and the player's own units are used; otherwise the whole board of the game file.
import {
  enumerateOrders,
  legalOrders,
  mapView,
  orderText,
  type BoardUnit,
  type BoardView,
  type Province,
} from '@payola/engine';
import type { SheetEnvironment } from './context.js';

/** Rule 6.3: in Tin Cup games the board is hidden from the player. */
export function isBlind(ctx: Pick<SheetEnvironment, 'game'>): boolean {
  return ctx.game?.rules.blind ?? false;
}

/** The units the player may see: all of them, or under Tin Cup only the player's own. */
export function visibleUnits(ctx: Pick<SheetEnvironment, 'game' | 'power'>): readonly BoardUnit[] {
  if (!ctx.game) return [];
  if (!isBlind(ctx)) return ctx.game.units;
  const own = ctx.game.power(ctx.power ?? '')?.name;
  return own === undefined ? [] : ctx.game.unitsOf(own);
}

export function visibleUnitAt(ctx: Pick<SheetEnvironment, 'game' | 'power'>, province: string): BoardUnit | undefined {
  const unit = ctx.game?.unitAt(province);
  if (!unit) return undefined;
  return !isBlind(ctx) || unit.power === ctx.game?.power(ctx.power ?? '')?.name ? unit : undefined;
}

/** A view for order legality with only the player's own units (Tin Cup). */
function ownView(ctx: Pick<SheetEnvironment, 'game' | 'power' | 'map'>): BoardView {
  const base = mapView(ctx.map);
  return { ...base, knowsUnits: true, unitAt: (province) => visibleUnitAt(ctx, province) };
}

/** The legal orders of a visible unit, as canonical texts (`A PAR - BUR`); convoy routes included. */
export function visibleLegalOrders(ctx: Pick<SheetEnvironment, 'game' | 'power' | 'map'>, unit: BoardUnit): string[] {
  if (!ctx.game) return [];
  if (!isBlind(ctx)) return legalOrders(ctx.game, unit.location.province);
  return enumerateOrders(ownView(ctx), unit).map((order) => orderText(unit, order));
}

/** `Burgundy (land)`, `Paris (land, supply centre, home of France)`. */
export function placeDescription(province: Province): string {
  const facts: string[] = [province.type === 'coast' ? 'coastal' : province.type];
  if (province.coasts.length > 0) facts.push(`coasts ${province.coasts.join(', ')}`);
  if (province.supplyCenter) facts.push('supply centre');
  if (province.home) facts.push(`home of ${province.home}`);
  return `${province.name} (${facts.join(', ')})`;
}

export function unitKind(type: 'A' | 'F'): string {
  return type === 'A' ? 'army' : 'fleet';
}
