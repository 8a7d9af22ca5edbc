// A movement phase resolved: orders by unit in, the next board, the dislodged units with their
// retreats, and the standoffs out.
import type { BoardUnit, Game } from '../game/game.js';
import { unitText } from '../game/game.js';
import type { GameFile } from '../game/game-file.js';
import { locationText, parseLocationText, type Location } from '../map/board-map.js';
import { gameView } from '../orders/board-view.js';
import type { ResolvedOrder } from '../orders/order.js';
import { orderText } from '../orders/order.js';
import { MovementDecisions } from './decisions.js';
import { readMovementOrder } from './movement-orders.js';
import { movementReason } from './movement-reasons.js';
import { gameInPhase, orderedUnit } from './phase-game.js';
import {
  PhaseError,
  record,
  type DislodgedUnitEntry,
  type IgnoredOrder,
  type MovementResult,
  type OrderOutcome,
} from './results.js';

const hold: ResolvedOrder = { kind: 'hold' };

/**
 * Resolves a movement phase by the standard rules as the DATC interprets them. `orders` maps a
 * unit (`"F STP/SC"`) to its order text (`"F BRE - MAO"`, `"A LON - NTH - NWY"`); units without
 * an entry hold, and so do units whose order is illegal (the reason says why).
 */
export function resolveMovement(
  game: Game | GameFile,
  orders: Readonly<Record<string, string>> | ReadonlyMap<string, string>,
): MovementResult {
  const current = gameInPhase(game, 'movement', 'resolveMovement');
  const units = current.units;
  const resolved: ResolvedOrder[] = units.map(() => hold);
  const illegal = new Map<BoardUnit, { text: string; message: string }>();
  const ignored: IgnoredOrder[] = [];
  const taken = new Set<BoardUnit>();
  const view = gameView(current, true);
  const position = new Map(units.map((u, i) => [u, i]));
  for (const [key, text] of entries(orders, ignored)) {
    const found = orderedUnit(current, key, text, (p) => current.unitAt(p), taken, 'unit');
    if ('ignored' in found) {
      ignored.push(found.ignored);
      continue;
    }
    const read = readMovementOrder(current, found.unit, text, view);
    if (read.legal) resolved[position.get(found.unit)!] = read.order;
    else illegal.set(found.unit, { text: read.text, message: read.message });
  }
  return movementResult(current, resolved, illegal, ignored);
}

/** Resolves orders already read and checked (one per unit of `game.units`, in that order). */
export function resolveResolvedMovement(game: Game, orders: readonly ResolvedOrder[]): MovementResult {
  return movementResult(game, orders, new Map(), []);
}

function movementResult(
  game: Game,
  orders: readonly ResolvedOrder[],
  illegal: ReadonlyMap<BoardUnit, { text: string; message: string }>,
  ignored: IgnoredOrder[],
): MovementResult {
  const units = game.units;
  const d = new MovementDecisions(game.map, units, orders);
  try {
    d.decideAll();
  } catch (error) {
    // A cycle of orders is decided by recursion around it (chains are not): a cycle of many
    // thousands of moves, possible only on a made-up map that large, can exhaust the stack.
    if (error instanceof RangeError)
      throw new PhaseError(
        `the orders form a cycle of dependencies too long to resolve (${units.length} units); a cycle of a few thousand moves is the most this resolver takes`,
      );
    throw error;
  }
  const outcomes = record<OrderOutcome>();
  const after: { power: string; unit: string }[] = [];
  const dislodgedBy = new Int32Array(units.length).fill(-1);
  const occupied = new Set<string>();
  for (let i = 0; i < units.length; i++) {
    const unit = units[i]!;
    const order = orders[i]!;
    const moved = order.kind === 'move' && d.decide(i);
    dislodgedBy[i] = moved ? -1 : d.dislodger(i);
    if (dislodgedBy[i]! >= 0) continue;
    const location = moved && order.kind === 'move' ? order.to : unit.location;
    occupied.add(location.province);
    after.push({ power: unit.power, unit: unitText({ type: unit.type, location }) });
  }
  for (let i = 0; i < units.length; i++) {
    const unit = units[i]!;
    const written = illegal.get(unit);
    const { succeeded, reason } = movementReason(d, i);
    outcomes[unitText(unit)] = written
      ? {
          order: written.text,
          succeeded: false,
          reason: `illegal order (${written.message}); held${succeeded ? '' : `; ${reason}`}`,
        }
      : { order: orderText(unit, orders[i]!), succeeded, reason };
  }
  const standoffs = standoffProvinces(d, occupied);
  const dislodged: DislodgedUnitEntry[] = [];
  for (let i = 0; i < units.length; i++) {
    const by = dislodgedBy[i]!;
    if (by < 0) continue;
    const unit = units[i]!;
    const from = units[by]!.location.province;
    dislodged.push({
      power: unit.power,
      unit: unitText(unit),
      by: from,
      retreats: retreatOptions(game, unit, d.byConvoy[by] ? undefined : from, occupied, standoffs).map(locationText),
    });
  }
  return { outcomes, units: after, dislodged, standoffs: [...standoffs].sort(), ignored };
}

/**
 * Provinces left empty after a bounce: a move with a path failed there and the province is empty,
 * except moves that lost a head-to-head battle to the unit from that province (DATC 6.H.9, 6.F.7:
 * a dislodged convoy makes no standoff).
 */
function standoffProvinces(d: MovementDecisions, occupied: ReadonlySet<string>): Set<string> {
  const standoffs = new Set<string>();
  for (let i = 0; i < d.count; i++) {
    if (!d.isMove(i) || d.decide(i) || !d.hasPath(i)) continue;
    const opponent = d.headToHead[i]!;
    if (opponent >= 0 && d.decide(opponent)) continue;
    const order = d.orders[i]!;
    if (order.kind === 'move' && !occupied.has(order.to.province)) standoffs.add(order.to.province);
  }
  return standoffs;
}

/**
 * Where a dislodged unit may retreat: next to it (for its type and coast), empty after the moves,
 * not left empty by a standoff, and not where its attacker came from — unless the attacker came
 * by convoy (DATC 6.H.11, 6.H.12).
 */
function retreatOptions(
  game: Game,
  unit: BoardUnit,
  attackerFrom: string | undefined,
  occupied: ReadonlySet<string>,
  standoffs: ReadonlySet<string>,
): Location[] {
  const map = game.map;
  const places =
    unit.type === 'A'
      ? [...map.armyNeighbours(unit.location.province)].map((p) => ({ province: p }))
      : [...map.fleetNeighbours(unit.location)].map(parseLocationText);
  return places
    .filter(
      (l) =>
        l.province !== attackerFrom &&
        !occupied.has(l.province) &&
        !standoffs.has(l.province) &&
        map.province(l.province).type !== 'impassable',
    )
    .sort((a, b) => locationText(a).localeCompare(locationText(b)));
}

/**
 * Orders given as a record or a map, as pairs; an entry that is not one line of text (possible
 * from plain JavaScript or JSON) is set aside as ignored.
 */
export function entries(
  orders: Readonly<Record<string, string>> | ReadonlyMap<string, string>,
  ignored: IgnoredOrder[],
): [string, string][] {
  const pairs: [string, unknown][] =
    orders instanceof Map
      ? [...(orders as ReadonlyMap<string, unknown>)]
      : Object.entries(orders as Readonly<Record<string, unknown>>);
  return pairs.filter((pair): pair is [string, string] => {
    const [key, text] = pair;
    if (typeof text === 'string' && !/[\r\n]/.test(text)) return true;
    ignored.push({
      unit: key,
      order: typeof text === 'string' ? text : String(text),
      reason: typeof text === 'string' ? 'write one order, on one line' : 'an order is a text',
    });
    return false;
  });
}
