// Rule 3.1 item 7: an offer must name "a valid, legal order that could be issued to that unit".
// These checks work on places already resolved to map ids; resolve-order.ts feeds them from the
// AST and enumerate.ts from the board, so both agree by construction.
import type { BoardMap, Location, Province, UnitType } from '../map/board-map.js';
import { GameView, type BoardView } from './board-view.js';
import { convoyRouteAsked, convoyRoutes } from './convoy-routes.js';
import {
  mapOrders,
  MoveDestination,
  noSeas,
  OrderTarget,
  ResolvedConvoy,
  ResolvedMove,
  ResolvedSupport,
  type OrderUnit,
  type ResolvedOrder,
  type TargetUnit,
} from './order.js';
import { coastName } from './places.js';

/** Which part of an order a problem is about (so the caller can point at it). */
export type OrderPart = 'order' | 'destination' | 'target' | { readonly via: number };

export interface OrderProblem {
  readonly code: string;
  readonly message: string;
  readonly part: OrderPart;
  /** Texts that would make the order legal if written over the part, best first (quick fixes). */
  readonly replacements?: readonly string[];
}

/**
 * An order found illegal, with its problem: a class, so that a check's answer is told from a
 * resolved order by `instanceof`, with no object made around every legal order.
 */
export class IllegalOrder {
  declare readonly problem: OrderProblem;

  constructor(problem: OrderProblem) {
    this.problem = problem;
  }
}

/** A legal order, resolved, or why it is illegal. */
export type Checked = ResolvedOrder | IllegalOrder;

const illegal = (
  message: string,
  part: OrderPart = 'order',
  code = 'payola/illegal-order',
  replacements?: readonly string[],
): IllegalOrder =>
  new IllegalOrder(
    replacements && replacements.length > 0 ? { code, message, part, replacements } : { code, message, part },
  );

/** A destination as written: a province and maybe a coast (already normalized). */
export interface WrittenPlace {
  readonly province: string;
  readonly coast?: string;
  /** The province's number (BoardMap.provinceNumber), when the resolver knows it: found by it, not by its id. */
  readonly number?: number;
}

/** A supported or convoyed unit as written: its province, and type and coast if given. */
export interface WrittenTarget {
  readonly province: string;
  /** As for a written place. */
  readonly number?: number;
  readonly type?: TargetUnit['type'];
  readonly coast?: string;
}

/**
 * A written target as the checker makes it (resolve-order.ts): every field always set, so that
 * the checks read targets of one shape whatever was written.
 */
export class TargetAsWritten implements WrittenTarget {
  declare readonly province: string;
  declare readonly number: number;
  declare readonly type: TargetUnit['type'] | undefined;
  declare readonly coast: string | undefined;

  constructor(province: string, number: number, type: TargetUnit['type'] | undefined, coast: string | undefined) {
    this.province = province;
    this.number = number;
    this.type = type;
    this.coast = coast;
  }
}

/**
 * Can a unit of this type at `from` move to the written place (BoardMap.canReach)? By the
 * provinces' numbers when both are known (`fromNumber`, the number of `from`'s province, is
 * given by the checker).
 */
const reaches = (
  map: BoardMap,
  type: UnitType,
  from: Location,
  fromNumber: number | undefined,
  to: WrittenPlace,
): boolean =>
  fromNumber !== undefined && to.number !== undefined
    ? map.canReachNumbered(type, from, fromNumber, to.number)
    : map.canReach(type, from, to.province);

/** The province of a written place (by its number when it has one). */
const provinceOf = (map: BoardMap, place: WrittenPlace): Province =>
  place.number === undefined ? map.province(place.province) : map.provinceAt(place.number);

/** Is a written place a coastal province (by its number when it has one)? */
const isCoastal = (map: BoardMap, place: WrittenPlace): boolean =>
  place.number === undefined ? map.isCoastal(place.province) : map.provinceAt(place.number).type === 'coast';

const name = (view: BoardView, id: string) => view.map.provinces.get(id)?.name ?? id;
const unitName = (view: BoardView, unit: OrderUnit) =>
  unit.location.coast
    ? `the fleet on the ${coastName(unit.location.coast)} coast of ${name(view, unit.location.province)}`
    : `${unit.type === 'A' ? 'the army' : 'the fleet'} in ${name(view, unit.location.province)}`;

/** Every hold is the same order (shared: resolved orders are read-only). */
const hold: ResolvedOrder = { kind: 'hold' };

export function checkHold(): Checked {
  return hold;
}

/**
 * A move, direct (`via` empty) or convoyed through the seas in `via`. `unitNumber`, when given,
 * is the number of the unit's province (BoardMap.provinceNumber), and `viaNumbers` those of the
 * seas.
 */
export function checkMove(
  view: BoardView,
  unit: OrderUnit,
  to: WrittenPlace,
  via: readonly string[],
  unitNumber?: number,
  viaNumbers?: readonly number[],
): ResolvedMove | IllegalOrder {
  const map = view.map;
  const target = provinceOf(map, to);
  if (to.province === unit.location.province)
    return illegal(`${unitName(view, unit)} cannot move to its own province`, 'destination');
  if (target.type === 'impassable') return illegal(`${target.name} is impassable`, 'destination');
  if (via.length > 0) return checkConvoyedMove(view, unit, to, via, viaNumbers, unitNumber);

  if (unit.type === 'A') {
    if (target.type === 'sea') return illegal(`an army cannot move to sea (${target.name} is a sea)`, 'destination');
    if (to.coast)
      return illegal('an army moves to a province, not to a coast', 'destination', 'payola/coast-not-allowed', [
        to.province,
      ]);
    if (reaches(map, 'A', unit.location, unitNumber, to)) return directMove(map, to);
    const routes = map.isCoastal(unit.location.province)
      ? shortestRoutes(view, unit.location.province, to.province)
      : [];
    if (routes.length > 0) {
      const written = routes.map((route) => [...route, to.province].join(' - '));
      return illegal(
        `${name(view, unit.location.province)} is not next to ${target.name}; a convoyed move spells out its route, e.g. \`- ${written[0]}\``,
        'destination',
        'payola/convoy-route-required',
        written,
      );
    }
    return illegal(`${unitName(view, unit)} cannot reach ${target.name}`, 'destination');
  }

  if (target.type === 'land')
    return illegal(`a fleet cannot move inland (${target.name} is landlocked)`, 'destination');
  // The usual move, with no coast to name or choose: no list of the coasts reached is needed.
  if (to.coast === undefined && target.coasts.length === 0 && reaches(map, 'F', unit.location, unitNumber, to))
    return directMove(map, to);
  const reachable = map.fleetCoastsReachable(unit.location, to.province);
  if (to.coast !== undefined) {
    if (target.coasts.length === 0)
      return illegal(
        `${target.name} has no separate coasts; write ${target.id}`,
        'destination',
        'payola/coast-not-allowed',
        [target.id],
      );
    if (!target.coasts.includes(to.coast))
      return illegal(
        `${target.name} has no ${coastName(to.coast)} coast; its coasts are ${target.coasts.map((c) => `${target.id}/${c}`).join(' and ')}`,
        'destination',
        'payola/unknown-coast',
      );
    if (!reachable.some((l) => l.coast === to.coast)) {
      return illegal(
        `${unitName(view, unit)} cannot reach the ${coastName(to.coast)} coast of ${target.name}${reachable.length ? `; it can reach ${reachable.map(loc).join(' or ')}` : ''}`,
        'destination',
      );
    }
    return new ResolvedMove(new MoveDestination(to.province, to.coast), noSeas);
  }
  if (reachable.length === 0) {
    const why = unit.location.coast
      ? ` (a fleet on the ${coastName(unit.location.coast)} coast moves only along that coast)`
      : '';
    return illegal(`${unitName(view, unit)} cannot reach ${target.name}${why}`, 'destination');
  }
  if (reachable.length > 1)
    return illegal(
      `say which coast of ${target.name}: ${reachable.map(loc).join(' or ')}`,
      'destination',
      'payola/missing-coast',
      reachable.map(loc),
    );
  const reached = reachable[0]!;
  return new ResolvedMove(new MoveDestination(reached.province, reached.coast), noSeas);
}

/** The direct move to a place written without a coast (shared when its number is known). */
function directMove(map: BoardMap, to: WrittenPlace): ResolvedMove {
  return to.number === undefined
    ? new ResolvedMove(new MoveDestination(to.province), noSeas)
    : mapOrders(map).move(to.number, to.province);
}

/** Up to five convoy routes, fewest seas first, for suggestions. */
function shortestRoutes(view: BoardView, from: string, to: string): string[][] {
  const routes: string[][] = [];
  for (const route of convoyRoutes(view.map, from, to, view.convoySeas)) {
    routes.push(route);
    if (routes.length >= 50) break;
  }
  return routes.sort((a, b) => a.length - b.length || a.join().localeCompare(b.join())).slice(0, 5);
}

function loc(l: Location): string {
  return l.coast ? `${l.province}/${l.coast}` : l.province;
}

/**
 * Is the sea `sea` next to `province` from any of its coasts (by the numbers when both are
 * known: the fleet reach from the sea, the same adjacency seen from the other end)?
 */
function seaNextTo(
  map: BoardMap,
  sea: string,
  seaNumber: number | undefined,
  province: string,
  provinceNumber: number | undefined,
): boolean {
  return seaNumber === undefined || provinceNumber === undefined
    ? map.seasNextTo(province).includes(sea)
    : map.fleetReachesNumbered(seaNumber, provinceNumber);
}

/**
 * Are two seas next to each other (by the numbers when both are known)? A sea with split coasts
 * is joined to others by its coasts only, so never as a sea of a route.
 */
function seasJoined(map: BoardMap, a: string, aNumber: number | undefined, b: string, bNumber: number | undefined) {
  return aNumber === undefined || bNumber === undefined
    ? map.fleetNeighbours({ province: a }).has(b)
    : map.provinceAt(bNumber).coasts.length === 0 && map.fleetReachesNumbered(aNumber, bNumber);
}

/** The unit in a province (by its number when known, and the view a game's). */
const unitIn = (view: BoardView, province: string, number: number | undefined) =>
  number !== undefined && view instanceof GameView ? view.unitNumbered(number) : view.unitAt(province);

/** A move through the seas in `via` (`viaNumbers` their numbers, when known). */
function checkConvoyedMove(
  view: BoardView,
  unit: OrderUnit,
  to: WrittenPlace,
  via: readonly string[],
  viaNumbers: readonly number[] | undefined,
  unitNumber: number | undefined,
): ResolvedMove | IllegalOrder {
  const map = view.map;
  const target = provinceOf(map, to);
  if (unit.type !== 'A') return illegal('only armies can be convoyed; a fleet moves by itself', 'order');
  if (unitNumber === undefined ? !map.isCoastal(unit.location.province) : map.provinceAt(unitNumber).type !== 'coast')
    return illegal(`${name(view, unit.location.province)} is inland; an army there cannot be convoyed`, 'order');
  for (let i = 0; i < via.length; i++) {
    const sea = via[i]!;
    const number = viaNumbers?.[i];
    if (number === undefined ? !map.isSea(sea) : map.provinceAt(number).type !== 'sea')
      return illegal(`a convoy route passes through seas only; ${name(view, sea)} is not a sea`, { via: i });
    if (via.indexOf(sea) !== i)
      return illegal(`the route uses ${name(view, sea)} twice; a fleet convoys once`, { via: i });
    if (view.knowsUnits && !(unitIn(view, sea, number)?.type === 'F'))
      return illegal(`there is no fleet in ${name(view, sea)} to convoy the army`, { via: i });
  }
  if (!seaNextTo(map, via[0]!, viaNumbers?.[0], unit.location.province, unitNumber))
    return illegal(`${name(view, via[0]!)} is not next to ${name(view, unit.location.province)}`, { via: 0 });
  for (let i = 1; i < via.length; i++) {
    if (!seasJoined(map, via[i - 1]!, viaNumbers?.[i - 1], via[i]!, viaNumbers?.[i]))
      return illegal(`${name(view, via[i - 1]!)} and ${name(view, via[i]!)} are not next to each other`, { via: i });
  }
  if (target.type !== 'coast')
    return illegal(
      `a convoy lands on a coast; ${target.name} is ${target.type === 'sea' ? 'a sea' : 'inland'}`,
      'destination',
    );
  if (to.coast)
    return illegal('an army moves to a province, not to a coast', 'destination', 'payola/coast-not-allowed');
  const last = via.length - 1;
  if (!seaNextTo(map, via[last]!, viaNumbers?.[last], to.province, to.number))
    return illegal(`${name(view, via[via.length - 1]!)} is not next to ${target.name}`, 'destination');
  return viaNumbers === undefined || to.number === undefined
    ? new ResolvedMove(new MoveDestination(to.province), via.slice())
    : mapOrders(map).convoyedMove(to.number, to.province, viaNumbers);
}

/**
 * Where the unit `resolveTarget` found last moves from (its location, or the place written when
 * units are unknown): read by the caller at once, so that no object is made to return it with
 * the target.
 */
let targetFrom: Location = { province: '' };

/**
 * The unit a support or convoy names. Where units are known it must exist (and match a written
 * type); where they are not, the written type stands.
 */
function resolveTarget(
  view: BoardView,
  supporter: OrderUnit,
  target: WrittenTarget,
  verb: 'support' | 'convoy',
): OrderTarget | IllegalOrder {
  if (target.province === supporter.location.province) {
    return illegal(verb === 'support' ? 'a unit cannot support itself' : 'a fleet cannot convoy itself', 'target');
  }
  if (!view.knowsUnits) {
    if (!target.type)
      return illegal(
        `name the type of the ${verb === 'support' ? 'supported' : 'convoyed'} unit (A or F)`,
        'target',
        'payola/unit-type-required',
      );
    // Where it moves from, as written (its coast, if named).
    const from = target.coast ? { province: target.province, coast: target.coast } : { province: target.province };
    targetFrom = from;
    return new OrderTarget(target.type, target.province);
  }
  const unit = unitIn(view, target.province, target.number);
  if (!unit) return illegal(`there is no unit in ${name(view, target.province)}`, 'target', 'payola/no-such-unit');
  if (target.type && target.type !== unit.type) {
    return illegal(
      `the unit in ${name(view, target.province)} is ${unit.type === 'A' ? 'an army' : 'a fleet'}, not ${target.type === 'A' ? 'an army' : 'a fleet'}`,
      'target',
      'payola/wrong-unit-type',
    );
  }
  // A written coast must be the unit's own, as for the unit an offer is made to (resolve-order.ts).
  if (target.coast && !unit.location.coast) {
    return unit.type === 'A'
      ? illegal('an army does not stand on a coast', 'target', 'payola/coast-not-allowed', [`A ${target.province}`])
      : illegal(`the fleet in ${name(view, target.province)} has no coast to name`, 'target', 'payola/wrong-coast', [
          `F ${target.province}`,
        ]);
  }
  if (target.coast && unit.location.coast && target.coast !== unit.location.coast) {
    const where = `${target.province}/${unit.location.coast}`;
    return illegal(
      `the fleet in ${name(view, target.province)} is on the ${coastName(unit.location.coast)} coast (${where})`,
      'target',
      'payola/wrong-coast',
      [`F ${where}`],
    );
  }
  targetFrom = unit.location;
  return target.number === undefined
    ? new OrderTarget(unit.type, target.province)
    : mapOrders(view.map).target(target.number, unit.type, target.province);
}

/** Can the target unit move to `to` (directly, or by convoy through fleets other than `excluding`)? */
function targetCanMove(
  view: BoardView,
  target: TargetUnit,
  written: WrittenTarget,
  from: Location,
  to: WrittenPlace,
  excluding: string,
  excludingNumber: number | undefined,
): boolean {
  const map = view.map;
  if (target.type === 'F') {
    // A fleet on a split coast with the coast unknown (Tin Cup, map only): either coast will do.
    // (`written` names the province `from` is in.)
    if (!from.coast && provinceOf(map, written).coasts.length > 0)
      return map
        .province(from.province)
        .coasts.some((coast) => map.canReach('F', { province: from.province, coast }, to.province));
    return reaches(map, 'F', from, written.number, to);
  }
  if (reaches(map, 'A', from, written.number, to)) return true;
  return convoyRouteAsked(
    map,
    view.convoySeas,
    from.province,
    to.province,
    undefined,
    excluding,
    undefined,
    written.number,
    to.number,
    excludingNumber,
  );
}

/** `S U` (support to hold, `to` absent) or `S U - D` (support to move). */
export function checkSupport(
  view: BoardView,
  unit: OrderUnit,
  written: WrittenTarget,
  to?: WrittenPlace,
  unitNumber?: number,
): ResolvedSupport | IllegalOrder {
  const map = view.map;
  const target = resolveTarget(view, unit, written, 'support');
  if (target instanceof IllegalOrder) return target;
  const from = targetFrom;
  if (to === undefined) {
    if (!reaches(map, unit.type, unit.location, unitNumber, written))
      return illegal(
        `${unitName(view, unit)} cannot reach ${name(view, target.province)}, so it cannot support a unit there`,
        'target',
      );
    return written.number === undefined ? new ResolvedSupport(target) : mapOrders(map).support(target, written.number);
  }
  if (to.coast)
    return illegal(
      `a support names the province it supports into, not a coast; write ${to.province}`,
      'destination',
      'payola/coast-not-allowed',
      [to.province],
    );
  if (to.province === target.province)
    return illegal('a unit cannot move to its own province, so that move cannot be supported', 'destination');
  if (provinceOf(map, to).type === 'impassable')
    return illegal(`${name(view, to.province)} is impassable`, 'destination');
  // DATC 6.D.34: the supporter would have to leave the province to support a move into it.
  if (to.province === unit.location.province)
    return illegal(`${unitName(view, unit)} cannot support a move into its own province`, 'destination');
  if (!reaches(map, unit.type, unit.location, unitNumber, to)) {
    return illegal(
      `${unitName(view, unit)} cannot reach ${name(view, to.province)}, so it cannot support a move there`,
      'destination',
    );
  }
  if (!targetCanMove(view, target, written, from, to, unit.location.province, unitNumber)) {
    const mover = unitName(view, { type: target.type, location: from });
    // Without the supporter the move is impossible; say so when the supporter's own convoy is all that is missing (DATC 6.D.31).
    if (
      target.type === 'A' &&
      convoyRouteAsked(
        map,
        view.convoySeas,
        from.province,
        to.province,
        unit.location.province,
        undefined,
        unit.location.province,
      )
    ) {
      return illegal(
        `${mover} can reach ${name(view, to.province)} only by a convoy through ${name(view, unit.location.province)}, the supporting fleet itself`,
        'destination',
      );
    }
    return illegal(`${mover} cannot move to ${name(view, to.province)}`, 'destination');
  }
  return written.number === undefined || to.number === undefined
    ? new ResolvedSupport(target, to.province)
    : mapOrders(map).support(target, written.number, to.province, to.number);
}

/** `C A U - D`; `unitNumber` as for a move. */
export function checkConvoy(
  view: BoardView,
  unit: OrderUnit,
  written: WrittenTarget,
  to: WrittenPlace,
  unitNumber?: number,
): ResolvedConvoy | IllegalOrder {
  const map = view.map;
  if (unit.type !== 'F') return illegal('only fleets convoy', 'order');
  if (unitNumber === undefined ? !map.isSea(unit.location.province) : map.provinceAt(unitNumber).type !== 'sea')
    return illegal(`only a fleet at sea can convoy; ${name(view, unit.location.province)} is a coast`, 'order');
  if (written.type === 'F') return illegal('only armies can be convoyed', 'target');
  const target = resolveTarget(view, unit, written, 'convoy');
  if (target instanceof IllegalOrder) return target;
  if (target.type !== 'A') return illegal('only armies can be convoyed', 'target');
  if (!isCoastal(map, written))
    return illegal(`${name(view, target.province)} is inland; an army there cannot be convoyed`, 'target');
  if (to.coast)
    return illegal('an army moves to a province, not to a coast', 'destination', 'payola/coast-not-allowed');
  if (to.province === target.province) return illegal('a unit cannot move to its own province', 'destination');
  if (!isCoastal(map, to))
    return illegal(
      `a convoy lands on a coast; ${name(view, to.province)} is ${map.isSea(to.province) ? 'a sea' : 'inland'}`,
      'destination',
    );
  const sea = unit.location.province;
  if (
    !convoyRouteAsked(
      map,
      view.convoySeas,
      target.province,
      to.province,
      sea,
      undefined,
      sea,
      written.number,
      to.number,
      unitNumber,
    )
  ) {
    return illegal(
      `no convoy route from ${name(view, target.province)} to ${name(view, to.province)} passes through ${name(view, unit.location.province)}`,
      'destination',
    );
  }
  return written.number === undefined || to.number === undefined
    ? new ResolvedConvoy(target, to.province)
    : mapOrders(map).convoy(target, written.number, to.province, to.number);
}
