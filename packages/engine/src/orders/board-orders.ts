// The orders nearly every offer names — a move, a support, a convoy between provinces written
// without coasts — checked for a unit on a game's board by the provinces' numbers alone (Rule 3.1
// item 7). Each check answers only "legal" (the shared resolved order) or "not sure"
// (`undefined`): legality.ts then decides, and words any problem, so that diagnostics are its own.
import type { Location, Province, UnitType } from '../map/board-map.js';
import type { GameView } from './board-view.js';
import { convoyRouteAsked } from './convoy-routes.js';
import type { BoardUnit } from '../game/game.js';
import type { ResolvedConvoy, ResolvedMove, ResolvedSupport } from './order.js';

/** A unit on the board as these checks read it: where it stands, and its province's number. */
export interface NumberedUnit {
  readonly type: UnitType;
  readonly location: Location;
  readonly provinceNumber: number;
}

/** `checkMove` for a direct move to `to` (of number `toNumber`), when it is legal. */
export function boardMove(
  view: GameView,
  unit: NumberedUnit,
  to: Province,
  toNumber: number,
): ResolvedMove | undefined {
  const map = view.map;
  const from = unit.provinceNumber;
  if (toNumber === from) return undefined;
  const legal =
    unit.type === 'A'
      ? (to.type === 'land' || to.type === 'coast') && map.canReachNumbered('A', unit.location, from, toNumber)
      : // A split-coast destination asks which coast is reached: legality.ts decides it.
        (to.type === 'sea' || to.type === 'coast') &&
        to.coasts.length === 0 &&
        map.canReachNumbered('F', unit.location, from, toNumber);
  return legal ? view.orders.move(toNumber, to.id) : undefined;
}

/**
 * `checkMove` for an army's convoyed move to `to` (of number `toNumber`) through the seas numbered
 * `seas[0]` to `seas[count - 1]`, when it is legal: each a sea with a fleet, named once, the first
 * next to the army, each next to the one before, the last next to `to`, a coast.
 */
export function boardConvoyedMove(
  view: GameView,
  unit: NumberedUnit,
  seas: readonly number[],
  count: number,
  to: Province,
  toNumber: number,
): ResolvedMove | undefined {
  const map = view.map;
  const from = unit.provinceNumber;
  if (unit.type !== 'A' || to.type !== 'coast' || toNumber === from || map.provinceAt(from).type !== 'coast')
    return undefined;
  for (let i = 0; i < count; i++) {
    const sea = seas[i]!;
    if (map.provinceAt(sea).type !== 'sea' || view.unitNumbered(sea)?.type !== 'F') return undefined;
    for (let j = 0; j < i; j++) if (seas[j] === sea) return undefined;
    // A sea with split coasts is joined to others by its coasts only (legality.ts, `seasJoined`).
    const joined =
      i === 0
        ? map.fleetReachesNumbered(sea, from)
        : map.provinceAt(sea).coasts.length === 0 && map.fleetReachesNumbered(seas[i - 1]!, sea);
    if (!joined) return undefined;
  }
  return count > 0 && map.fleetReachesNumbered(seas[count - 1]!, toNumber)
    ? view.orders.convoyedMove(toNumber, to.id, seas, count)
    : undefined;
}

/**
 * The board's unit in the province of number `targetNumber`, as a support or convoy names it with
 * the type `written` (if any): when it stands there, is not `unit` and is of that type.
 */
function standingTarget(
  view: GameView,
  unit: NumberedUnit,
  targetNumber: number,
  written: UnitType | undefined,
): BoardUnit | undefined {
  if (targetNumber === unit.provinceNumber) return undefined;
  const standing = view.unitNumbered(targetNumber);
  return standing !== undefined && (written === undefined || written === standing.type) ? standing : undefined;
}

/**
 * `checkSupport` for a support of the unit in `target` (written with the type `written`, if any)
 * to hold (`to` undefined) or to move to `to`, when it is legal.
 */
export function boardSupport(
  view: GameView,
  unit: NumberedUnit,
  target: Province,
  targetNumber: number,
  written: UnitType | undefined,
  to: Province | undefined,
  toNumber: number,
): ResolvedSupport | undefined {
  const map = view.map;
  const supported = standingTarget(view, unit, targetNumber, written);
  if (supported === undefined) return undefined;
  const from = unit.provinceNumber;
  const orders = view.orders;
  if (to === undefined)
    return map.canReachNumbered(unit.type, unit.location, from, targetNumber)
      ? orders.support(orders.target(targetNumber, supported.type, target.id), targetNumber)
      : undefined;
  if (
    toNumber === targetNumber ||
    toNumber === from ||
    to.type === 'impassable' ||
    !map.canReachNumbered(unit.type, unit.location, from, toNumber) ||
    !supportedMoves(view, supported, target, targetNumber, to, toNumber, unit)
  )
    return undefined;
  return orders.support(orders.target(targetNumber, supported.type, target.id), targetNumber, to.id, toNumber);
}

/**
 * `targetCanMove` for the supported unit: directly, or (an army) by convoy through fleets other
 * than the supporter's. False (not sure) for a fleet whose coast is not known.
 */
function supportedMoves(
  view: GameView,
  supported: BoardUnit,
  target: Province,
  targetNumber: number,
  to: Province,
  toNumber: number,
  supporter: NumberedUnit,
): boolean {
  const map = view.map;
  const from = supported.location;
  if (supported.type === 'F')
    return (
      (from.coast !== undefined || target.coasts.length === 0) &&
      map.canReachNumbered('F', from, targetNumber, toNumber)
    );
  if (map.canReachNumbered('A', from, targetNumber, toNumber)) return true;
  return convoyRouteAsked(
    map,
    view.convoySeas,
    target.id,
    to.id,
    undefined,
    supporter.location.province,
    undefined,
    targetNumber,
    toNumber,
    supporter.provinceNumber,
  );
}

/** `checkConvoy` for a convoy of the army in `target` (written with `written`, if any) to `to`, when it is legal. */
export function boardConvoy(
  view: GameView,
  unit: NumberedUnit,
  target: Province,
  targetNumber: number,
  written: UnitType | undefined,
  to: Province,
  toNumber: number,
): ResolvedConvoy | undefined {
  const map = view.map;
  const sea = unit.provinceNumber;
  if (unit.type !== 'F' || written === 'F' || map.provinceAt(sea).type !== 'sea') return undefined;
  const convoyed = standingTarget(view, unit, targetNumber, written);
  if (
    convoyed?.type !== 'A' ||
    target.type !== 'coast' ||
    toNumber === targetNumber ||
    to.type !== 'coast' ||
    !convoyRouteAsked(
      map,
      view.convoySeas,
      target.id,
      to.id,
      unit.location.province,
      undefined,
      unit.location.province,
      targetNumber,
      toNumber,
      sea,
    )
  )
    return undefined;
  const orders = view.orders;
  return orders.convoy(orders.target(targetNumber, 'A', target.id), targetNumber, to.id, toNumber);
}
