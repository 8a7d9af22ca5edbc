import type { BoardMap, Location, UnitType } from '../map/board-map.js';
import { locationText } from '../map/board-map.js';

/** A unit as an order names it: type and place (and coast, for a fleet on a split coast). */
export interface OrderUnit {
  readonly type: UnitType;
  readonly location: Location;
}

/** The unit an order supports or convoys: type and province (never a coast). */
export interface TargetUnit {
  readonly type: UnitType;
  readonly province: string;
}

/** An order resolved against the board: places are map ids, coasts filled in. */
export type ResolvedOrder =
  | { readonly kind: 'hold' }
  | { readonly kind: 'move'; readonly to: Location; readonly via: readonly string[] }
  | { readonly kind: 'support'; readonly target: TargetUnit; readonly to?: string }
  | { readonly kind: 'convoy'; readonly target: TargetUnit; readonly to: string };

// Resolved orders are made by classes, never by object literals: the adjudicator keeps them while
// it decides, and V8 may pretenure a literal's objects (ARCHITECTURE.md, on adjudication speed).

/** The unit a support or convoy names. */
export class OrderTarget implements TargetUnit {
  declare readonly type: UnitType;
  declare readonly province: string;

  constructor(type: UnitType, province: string) {
    this.type = type;
    this.province = province;
  }
}

/** Where a move goes (a province, and the coast for a fleet on a split coast). */
export class MoveDestination implements Location {
  declare readonly province: string;
  declare readonly coast?: string;

  constructor(province: string, coast?: string) {
    this.province = province;
    if (coast !== undefined) this.coast = coast;
  }
}

/**
 * A move, support or convoy, which keeps its `orderSuffix` once spelled, in a private field (no
 * field of the order's): the shared orders (`MapOrders`) are named by many offers, and each
 * offer's text is its unit's prefix joined to this.
 */
abstract class SpelledOrder {
  #suffix: string | undefined;

  /** `orderSuffix` of this order. */
  get suffix(): string {
    return (this.#suffix ??= this.spell());
  }

  /** `orderSuffix(this)`: the order as itself, one of the kinds of `ResolvedOrder`. */
  protected abstract spell(): string;
}

export class ResolvedMove extends SpelledOrder {
  declare readonly kind: 'move';
  declare readonly to: Location;
  declare readonly via: readonly string[];

  constructor(to: Location, via: readonly string[]) {
    super();
    this.kind = 'move';
    this.to = to;
    this.via = via;
  }

  protected spell(): string {
    return orderSuffix(this);
  }
}

/**
 * A support to hold (`to` undefined) or to move. Its `to` is always a field: with it present for
 * one and absent for the other, supports came in two shapes, and resolved orders in five, more
 * than a property read at one place is fast for (the expansion reads the kind of every order
 * offered: a megamorphic read there cost about 8K instructions a phase).
 */
export class ResolvedSupport extends SpelledOrder {
  declare readonly kind: 'support';
  declare readonly target: TargetUnit;
  declare readonly to: string | undefined;

  constructor(target: TargetUnit, to?: string) {
    super();
    this.kind = 'support';
    this.target = target;
    this.to = to;
  }

  protected spell(): string {
    return orderSuffix(this);
  }
}

export class ResolvedConvoy extends SpelledOrder {
  declare readonly kind: 'convoy';
  declare readonly target: TargetUnit;
  declare readonly to: string;

  constructor(target: TargetUnit, to: string) {
    super();
    this.kind = 'convoy';
    this.target = target;
    this.to = to;
  }

  protected spell(): string {
    return orderSuffix(this);
  }
}

/** The seas of a direct move (shared: resolved orders are read-only). */
export const noSeas: readonly string[] = Object.freeze([]);

/**
 * The resolved orders of one map that name provinces only (no coast), and its convoyed moves, by
 * the provinces' numbers (BoardMap.provinceNumber): each made when first asked, then shared, as
 * resolved orders are read-only. A phase's sheets name the same few orders again and again, and
 * the checked sheets the adjudicator keeps are smaller for sharing them. Bounded by the map: one
 * of each such order it allows, and a fixed number of convoy routes.
 */
export class MapOrders {
  declare readonly map: BoardMap;
  readonly #size: number;
  readonly #moves: (ResolvedMove | undefined)[];
  /** By province number, twice: the army there, then the fleet. */
  readonly #targets: (OrderTarget | undefined)[];
  /**
   * By target (as `#targets`), then by destination number + 1 (0 for a support to hold): a row
   * made for each target when first supported, so that a large map holds only the rows asked.
   */
  readonly #supports: ((ResolvedSupport | undefined)[] | undefined)[];
  /** By the army's province number, then by destination number (rows made as for supports). */
  readonly #convoys: ((ResolvedConvoy | undefined)[] | undefined)[];
  /** Convoyed moves by their route's key (`routeKey`): emptied when full, as routes are countless. */
  readonly #routes: Map<number, ResolvedMove>;

  constructor(map: BoardMap) {
    this.map = map;
    this.#size = map.provinces.size;
    this.#moves = new Array<ResolvedMove | undefined>(this.#size);
    this.#targets = new Array<OrderTarget | undefined>(this.#size * 2);
    this.#supports = new Array<(ResolvedSupport | undefined)[] | undefined>(this.#size * 2);
    this.#convoys = new Array<(ResolvedConvoy | undefined)[] | undefined>(this.#size);
    this.#routes = new Map<number, ResolvedMove>();
  }

  /** The direct move to the province of this number (`province` its id). */
  move(number: number, province: string): ResolvedMove {
    return (this.#moves[number] ??= new ResolvedMove(new MoveDestination(province), noSeas));
  }

  /** The unit of this type in the province of this number, as a support or convoy names it. */
  target(number: number, type: UnitType, province: string): OrderTarget {
    return (this.#targets[number * 2 + (type === 'A' ? 0 : 1)] ??= new OrderTarget(type, province));
  }

  /**
   * The support of `target` (in the province of number `targetNumber`) to hold, or to move to
   * `to` (of number `toNumber`).
   */
  support(target: OrderTarget, targetNumber: number, to?: string, toNumber = -1): ResolvedSupport {
    const row = (this.#supports[targetNumber * 2 + (target.type === 'A' ? 0 : 1)] ??= new Array<
      ResolvedSupport | undefined
    >(this.#size + 1));
    return (row[toNumber + 1] ??= new ResolvedSupport(target, to));
  }

  /** The convoy of the army `target` (of number `targetNumber`) to `to` (of number `toNumber`). */
  convoy(target: OrderTarget, targetNumber: number, to: string, toNumber: number): ResolvedConvoy {
    const row = (this.#convoys[targetNumber] ??= new Array<ResolvedConvoy | undefined>(this.#size));
    return (row[toNumber] ??= new ResolvedConvoy(target, to));
  }

  /**
   * The move to the province `to` (of number `toNumber`) through the seas numbered `seas[0]` to
   * `seas[count - 1]`: the phase's sheets name the same few routes again, each spelled once.
   */
  convoyedMove(toNumber: number, to: string, seas: readonly number[], count = seas.length): ResolvedMove {
    const key = routeKey(toNumber, seas, count, this.#size);
    if (key === undefined) return this.#route(to, seas, count);
    let move = this.#routes.get(key);
    if (move === undefined) {
      if (this.#routes.size >= maxSharedRoutes) this.#routes.clear();
      this.#routes.set(key, (move = this.#route(to, seas, count)));
    }
    return move;
  }

  /** A new convoyed move to `to` through the first `count` seas of `seas` (by number). */
  #route(to: string, seas: readonly number[], count: number): ResolvedMove {
    const via = new Array<string>(count);
    for (let i = 0; i < count; i++) via[i] = this.map.provinceAt(seas[i]!).id;
    return new ResolvedMove(new MoveDestination(to), via);
  }
}

/** How many convoyed moves a map shares at most (hostile sheets may name routes without end). */
const maxSharedRoutes = 4096;

/**
 * A route's key: the destination's number, then each sea's number + 1 (the first `count` of
 * `seas`), as the digits of one number (the first in base `size`, the others in base `size + 1`,
 * never 0, so routes of different lengths differ). Undefined for a route too long for the key to
 * stay exact.
 */
function routeKey(toNumber: number, seas: readonly number[], count: number, size: number): number | undefined {
  let key = toNumber;
  let weight = size;
  for (let i = 0; i < count; i++) {
    if (weight > Number.MAX_SAFE_INTEGER / (size + 1)) return undefined;
    key += (seas[i]! + 1) * weight;
    weight *= size + 1;
  }
  return key;
}

const ordersByMap = new WeakMap<BoardMap, MapOrders>();
/** The map asked for last: every order of a check is on one map. */
let lastOrders: MapOrders | undefined;

/** The shared resolved orders of a map (see `MapOrders`). */
export function mapOrders(map: BoardMap): MapOrders {
  if (lastOrders?.map === map) return lastOrders;
  let orders = ordersByMap.get(map);
  if (!orders) ordersByMap.set(map, (orders = new MapOrders(map)));
  return (lastOrders = orders);
}

/**
 * Rule 3.1 (offer types `>` and `@`): a move order is any order that is not a HOLD, SUPPORT or
 * CONVOY; a convoyed move is a move.
 */
export function isMoveOrder(order: ResolvedOrder): boolean {
  return order.kind === 'move';
}

/**
 * Are two resolved orders the same order? Exactly when their texts are (`orderSuffix` spells
 * every field), told without comparing the texts, which would join their parts into one string.
 */
export function sameOrder(a: ResolvedOrder, b: ResolvedOrder): boolean {
  const kind = a.kind;
  return b.kind === kind && sameOrderOfKind(kind, a, b);
}

type MoveOrder = Extract<ResolvedOrder, { kind: 'move' }>;
type TargetOrder = Extract<ResolvedOrder, { kind: 'support' | 'convoy' }>;

/**
 * `sameOrder` for two orders both of kind `kind`, which the caller read once: resolved orders come
 * in more shapes than a property read at one place is fast for, so a caller comparing one order
 * with many (the expansion's candidates) reads its kind once.
 */
export function sameOrderOfKind(kind: ResolvedOrder['kind'], a: ResolvedOrder, b: ResolvedOrder): boolean {
  if (kind === 'hold') return true;
  if (kind === 'move') {
    const x = a as MoveOrder;
    const y = b as MoveOrder;
    if (x.to.province !== y.to.province || x.to.coast !== y.to.coast || x.via.length !== y.via.length) return false;
    for (let i = 0; i < x.via.length; i++) if (x.via[i] !== y.via[i]) return false;
    return true;
  }
  const x = a as TargetOrder;
  const y = b as TargetOrder;
  return x.target.type === y.target.type && x.target.province === y.target.province && x.to === y.to;
}

/** The order without its unit, canonical: `H`, `- SPA/NC`, `- ENG - BRE`, `S A LON - YOR`, `C A LON - BRE`. */
export function orderSuffix(order: ResolvedOrder): string {
  switch (order.kind) {
    case 'hold':
      return 'H';
    case 'move': {
      let text = '';
      // Most moves name no sea: the loop is not entered then (the list of none is of another kind
      // than the others, and a `for … of` over both was not compiled to a loop).
      if (order.via.length > 0) for (const sea of order.via) text += `- ${sea} `;
      return `${text}- ${locationText(order.to)}`;
    }
    case 'support':
      return order.to
        ? `S ${order.target.type} ${order.target.province} - ${order.to}`
        : `S ${order.target.type} ${order.target.province}`;
    case 'convoy':
      return `C ${order.target.type} ${order.target.province} - ${order.to}`;
  }
}

/** Canonical order text, used as the order's key everywhere: `F BRE - ENG`, `F STP/SC - BOT`. */
export function orderText(unit: OrderUnit, order: ResolvedOrder): string {
  return orderPrefix(unit) + orderSuffix(order);
}

/**
 * `F BRE `, how every order text of a unit begins, made once per unit: the units orders are given
 * to are the board's own objects (read-only), each named in many offers of a phase.
 */
const orderPrefixes = new WeakMap<OrderUnit, string>();

export function orderPrefix(unit: OrderUnit): string {
  let prefix = orderPrefixes.get(unit);
  if (prefix === undefined) orderPrefixes.set(unit, (prefix = `${unit.type} ${locationText(unit.location)} `));
  return prefix;
}
