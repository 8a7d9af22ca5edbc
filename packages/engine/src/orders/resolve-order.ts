// From the AST to orders on the board: names become provinces (with "did you mean" suggestions),
// then legality.ts decides. Problems carry the source range of the part they are about.
import { placeNameKey, printable, type Order, type Place, type Range, type UnitRef } from '@payola/parser';
import { locationText, type BoardMap, type Location, type Province, type UnitType } from '../map/board-map.js';
import { GameView, type BoardView } from './board-view.js';
import {
  checkConvoy,
  checkHold,
  checkMove,
  checkSupport,
  IllegalOrder,
  TargetAsWritten,
  type OrderPart,
  type WrittenPlace,
} from './legality.js';
import { boardConvoy, boardConvoyedMove, boardMove, boardSupport } from './board-orders.js';
import {
  orderPrefix,
  type OrderUnit,
  type ResolvedConvoy,
  type ResolvedMove,
  type ResolvedOrder,
  type ResolvedSupport,
} from './order.js';
import { coastName, normalizeCoast, suggestProvinces } from './places.js';

/** A located problem with a suggested replacement text for quick fixes. */
export interface ResolveProblem {
  readonly code: string;
  readonly message: string;
  readonly range: Range;
  /** Texts that would fix the problem if written over `range`, best first. */
  readonly replacements?: readonly string[];
}

interface Found<T> {
  readonly ok: true;
  readonly value: T;
}
/** A failed resolution, with its problem. */
export interface ResolveFailure {
  readonly ok: false;
  readonly problem: ResolveProblem;
}
type Result<T> = Found<T> | ResolveFailure;

const fail = (code: string, message: string, range: Range, replacements?: readonly string[]): ResolveFailure => ({
  ok: false,
  problem: replacements && replacements.length > 0 ? { code, message, range, replacements } : { code, message, range },
});

/**
 * What a written name means on a map: its province (and its number), the place it names when no
 * coast is written, and the units a support or convoy names there.
 */
class NamedPlace {
  declare readonly province: Province;
  declare readonly number: number;
  declare readonly plain: Result<WrittenPlace>;
  /**
   * The place it names when no coast is written, with the province's number, for the legality
   * checks (not in what `resolvePlace` returns, which callers outside the engine read).
   */
  declare readonly spot: WrittenPlace;
  /** The unit a support or convoy names here without a coast: untyped, an army, a fleet (shared, read-only). */
  readonly #untyped: TargetAsWritten;
  readonly #army: TargetAsWritten;
  readonly #fleet: TargetAsWritten;

  constructor(province: Province, number: number) {
    this.province = province;
    this.number = number;
    this.plain = { ok: true, value: { province: province.id } };
    this.spot = { province: province.id, number };
    this.#untyped = new TargetAsWritten(province.id, number, undefined, undefined);
    this.#army = new TargetAsWritten(province.id, number, 'A', undefined);
    this.#fleet = new TargetAsWritten(province.id, number, 'F', undefined);
  }

  /** The target written here with this type (if any) and no coast. */
  target(type: UnitType | undefined): TargetAsWritten {
    return type === undefined ? this.#untyped : type === 'A' ? this.#army : this.#fleet;
  }
}

/** `Place[placeNameKey]`, as this module's constant (an imported binding is checked at every read). */
const nameKey: typeof placeNameKey = placeNameKey;

/** The slots of a map's table of names by key (`PlaceNames.place`): a power of two. */
const keySlots = 1024;
/** How far a key's hash is shifted to give its slot (32 bits less log2 of `keySlots`). */
const keyShift = 22;

/**
 * The written names of places on one map, each looked up once: a sheet names the same few
 * provinces on every line, and every sheet of a phase names them again. Results are shared (they
 * are read-only). Bounded, so hostile sheets cannot grow it for ever.
 */
class PlaceNames {
  private readonly names = new Map<string, NamedPlace | null>();
  /**
   * The names the parser gave a key (`Place[placeNameKey]`: nearly every name), by key, in open
   * addressing (-1 in a free slot): found by a multiplication and a comparison, without reading
   * the name's characters (which cost about 130 instructions a name, with a call). Emptied when
   * half full, so that hostile sheets of countless names neither grow it nor make its probes long.
   */
  private readonly keys = new Int32Array(keySlots).fill(-1);
  private readonly byKey = new Array<NamedPlace | null>(keySlots).fill(null);
  private keyCount = 0;
  /**
   * Names of three capital letters (`PAR`, as nearly every name of a sheet is written), by their
   * letters' number: found without hashing and comparing the text, which the parser makes anew
   * for every name it reads.
   */
  private readonly byLetters = new Array<NamedPlace | null | undefined>(26 * 26 * 26);

  constructor(readonly map: BoardMap) {}

  named(name: string): NamedPlace | undefined {
    if (name.length === 3) {
      const a = name.charCodeAt(0) - 65;
      const b = name.charCodeAt(1) - 65;
      const c = name.charCodeAt(2) - 65;
      if (a >= 0 && a < 26 && b >= 0 && b < 26 && c >= 0 && c < 26) {
        const letters = (a * 26 + b) * 26 + c;
        let named = this.byLetters[letters];
        if (named === undefined) {
          const province = this.map.resolve(name);
          this.byLetters[letters] = named = province
            ? new NamedPlace(province, this.map.provinceNumber(province.id))
            : null;
        }
        return named ?? undefined;
      }
    }
    let named = this.names.get(name);
    if (named === undefined) {
      if (this.names.size >= 4096) this.names.clear();
      const province = this.map.resolve(name);
      named = province ? new NamedPlace(province, this.map.provinceNumber(province.id)) : null;
      this.names.set(name, named);
    }
    return named ?? undefined;
  }

  /**
   * What `place` names on the map (`undefined`: a name it does not know), by its name's key if it
   * has one. A key found in its own slot (nearly every one) is found here; the rest, by
   * `placeProbed`: this stays small enough for the compiler to take into its callers.
   */
  place(place: Place): NamedPlace | undefined {
    const key = place[nameKey];
    const slot = Math.imul(key ?? 0, 0x9e3779b1) >>> keyShift;
    return this.keys[slot] === key ? (this.byKey[slot] ?? undefined) : this.placeProbed(place, slot);
  }

  /** `place` for a place whose key (if any) is not in its own `slot`. */
  private placeProbed(place: Place, slot: number): NamedPlace | undefined {
    const key = place[nameKey];
    if (key === undefined || key === 0) return this.named(place.name);
    const keys = this.keys;
    // At most half the slots are taken: a free one ends every probe.
    for (let probe = 0; probe < keySlots && keys[slot] !== -1; probe++) {
      if (keys[slot] === key) return this.byKey[slot] ?? undefined;
      slot = (slot + 1) & (keySlots - 1);
    }
    return this.firstKeyed(place.name, key, slot);
  }

  /** `named(name)`, kept by its `key` in the free `slot` where its probe ended. */
  private firstKeyed(name: string, key: number, slot: number): NamedPlace | undefined {
    if (this.keyCount >= keySlots / 2) {
      this.keys.fill(-1);
      this.byKey.fill(null);
      this.keyCount = 0;
      slot = Math.imul(key, 0x9e3779b1) >>> keyShift;
    }
    const named = this.named(name);
    this.keys[slot] = key;
    this.byKey[slot] = named ?? null;
    this.keyCount++;
    return named;
  }

  /** The view asked last for its units (views are made once per game, and games are immutable). */
  private view: BoardView | undefined;
  /** The units that view shows, as offers name them, by province number (see `offeredUnits`). */
  private units: (Found<OfferedBoardUnit> | null | undefined)[] = [];

  /**
   * The unit `view` shows where `named` is, as offers name it (`null` for none): every offer of a
   * phase's sheets to this unit asks for it again, of the same view.
   */
  offeredOn(view: BoardView, named: NamedPlace): Found<OfferedBoardUnit> | null {
    if (this.view !== view) {
      this.view = view;
      this.units = offeredUnits(view, this.map);
    }
    let offered = this.units[named.number];
    if (offered === undefined) {
      const unit = view.unitAt(named.province.id);
      this.units[named.number] = offered = unit
        ? { ok: true, value: new OfferedBoardUnit(unit.type, unit.location, unit.power, named.number) }
        : null;
    }
    return offered;
  }

  /** `resolvePlace` for a name the map knows; `undefined` for one it does not (see `unknownPlace`). */
  known(place: Place): Result<WrittenPlace> | undefined {
    const named = this.place(place);
    return named && writtenPlace(named, place);
  }
}

const namesByMap = new WeakMap<BoardMap, PlaceNames>();
/**
 * The names asked for last: every unit and order of a check is on one map, so the WeakMap is
 * asked only when the map changes (this holds one map's names until another map is checked).
 */
let lastNames: PlaceNames | undefined;

/** The names of a map's places (asked once per unit or order, not once per name). */
function placeNames(map: BoardMap): PlaceNames {
  if (lastNames?.map === map) return lastNames;
  let names = namesByMap.get(map);
  if (!names) namesByMap.set(map, (names = new PlaceNames(map)));
  return (lastNames = names);
}

/**
 * A written place resolved to a province id (and a normalized coast, if written). `preferred`
 * gives the provinces to suggest first when the name is unknown (asked only then).
 */
export function resolvePlace(
  view: BoardView,
  place: Place,
  preferred?: () => ReadonlySet<string>,
): Result<WrittenPlace> {
  return placeNames(view.map).known(place) ?? unknownPlace(view.map, place, preferred?.());
}

/** The place written with a known name: its province, and its coast if one is written. */
function writtenPlace(named: NamedPlace, place: Place): Result<WrittenPlace> {
  if (place.coast === undefined) return named.plain;
  const province = named.province;
  const coast = normalizeCoast(place.coast);
  if (!coast)
    return fail(
      'payola/unknown-coast',
      `unknown coast \`${printable(place.coast)}\`; coasts are NC, SC, EC or WC`,
      place.range,
      province.coasts.map((c) => `${province.id}/${c}`),
    );
  return { ok: true, value: { province: province.id, coast } };
}

/** An unknown place, with the provinces it may mean (`preferred` ones first). */
function unknownPlace(map: BoardMap, place: Place, preferred: ReadonlySet<string> | undefined): ResolveFailure {
  const suggestions = suggestProvinces(map, place.name, preferred);
  const hint =
    suggestions.length > 0
      ? `; did you mean ${suggestions
          .map((p) => `\`${p.id}\``)
          .join(', ')
          .replace(/, ([^,]*)$/, ' or $1')}?`
      : '';
  return fail(
    'payola/unknown-place',
    `unknown place \`${printable(place.name)}\`${hint}`,
    place.nameRange,
    suggestions.map((p) => p.id),
  );
}

/** The seas of a move that names none (never written to). */
const noSeas: string[] = [];

/** The unit an offer is made to, as far as the checker may know it. */
export interface OfferedUnit extends OrderUnit {
  /** The owner, when the board may be consulted. */
  readonly power?: string;
  /** False for a unit the board does not show (Tin Cup: the offer is silently ignored, Rule 6.3). */
  readonly exists: boolean;
  /** The number of its province (BoardMap.provinceNumber), for a unit of a game's board. */
  readonly provinceNumber?: number;
}

/**
 * The units of a view as offers name them, by province number, each made when first asked: one
 * object per unit of the board (views, and so their units, are made once per game), so that
 * every offer to a unit names the same object, and the checked sheets the adjudicator keeps are
 * smaller for sharing them.
 */
const unitsByView = new WeakMap<BoardView, (Found<OfferedBoardUnit> | null | undefined)[]>();

function offeredUnits(view: BoardView, map: BoardMap): (Found<OfferedBoardUnit> | null | undefined)[] {
  if (view instanceof GameView) return view.byProvince() as (Found<OfferedBoardUnit> | null | undefined)[];
  let units = unitsByView.get(view);
  if (!units)
    unitsByView.set(view, (units = new Array<Found<OfferedBoardUnit> | null | undefined>(map.provinces.size)));
  return units;
}

/**
 * A unit on the board as offers name it, with how its orders' texts begin (kept in a private
 * field, so that it is no field of the unit's: made once per unit, read for every order given).
 */
class OfferedBoardUnit implements OfferedUnit {
  declare readonly type: OrderUnit['type'];
  declare readonly location: Location;
  declare readonly power: string;
  declare readonly exists: boolean;
  readonly #prefix: string;
  readonly #number: number;

  constructor(type: OrderUnit['type'], location: Location, power: string, number: number) {
    this.type = type;
    this.location = location;
    this.power = power;
    this.exists = true;
    this.#prefix = `${type} ${locationText(location)} `;
    this.#number = number;
  }

  get orderPrefix(): string {
    return this.#prefix;
  }

  /** The number of its province (BoardMap.provinceNumber). */
  get provinceNumber(): number {
    return this.#number;
  }
}

/**
 * The board's unit an offer names, when the board shows one there and the offer names it without
 * a coast, or with its own coast (`offeredOnCoast`), with its own type or none (nearly every
 * offer); `undefined` for any other, which `resolveOfferedUnit` decides. Small, so that the
 * checker's line check takes it in: no call of the whole resolution for every line.
 */
export function offeredBoardUnit(view: BoardView, ref: UnitRef): OfferedUnit | undefined {
  if (!view.knowsUnits) return undefined;
  const coast = ref.place.coast;
  if (coast !== undefined) return offeredOnCoast(view, ref, coast);
  // The names asked last, read here without a call of `placeNames`, which the line check does not take in.
  // eslint-disable-next-line @typescript-eslint/prefer-optional-chain -- the chain measured 1.5K instructions a phase more
  const names = lastNames !== undefined && lastNames.map === view.map ? lastNames : placeNames(view.map);
  const named = names.place(ref.place);
  if (named === undefined) return undefined;
  const offered = names.offeredOn(view, named);
  if (offered === null) return undefined;
  const type = ref.type;
  return type === undefined || type === offered.value.type ? offered.value : undefined;
}

/**
 * `offeredBoardUnit` for a unit written with `coast` (`F STP/SC`): the board's fleet there, when
 * the coast is written as the board has it (`SC`, which `normalizeCoast` keeps as it is), and the
 * type is its own or none; what `resolveOfferedUnit` finds then, without its slower checks of
 * every other case.
 */
function offeredOnCoast(view: BoardView, ref: UnitRef, coast: string): OfferedUnit | undefined {
  const names = placeNames(view.map);
  const named = names.place(ref.place);
  if (named === undefined) return undefined;
  const offered = names.offeredOn(view, named);
  if (offered === null) return undefined;
  const unit = offered.value;
  return (ref.type === undefined || ref.type === unit.type) &&
    coast === unit.location.coast &&
    normalizeCoast(coast) === coast
    ? unit
    : undefined;
}

/**
 * The unit named at the start of an offer. `undefined` value (with ok) means the unit cannot be
 * known here (map-only checks without a unit type): its orders are not checked.
 */
export function resolveOfferedUnit(
  view: BoardView,
  ref: UnitRef,
  options: { requireType: boolean },
): Result<OfferedUnit | undefined> {
  const names = placeNames(view.map);
  const named = names.place(ref.place);
  if (!named) return unknownPlace(view.map, ref.place, undefined);
  // Nearly every offer: a unit the board shows, named without a coast, with its own type or none.
  if (view.knowsUnits && ref.place.coast === undefined) {
    const offered = names.offeredOn(view, named);
    if (offered && (ref.type === undefined || ref.type === offered.value.type)) return offered;
  }
  const place = writtenPlace(named, ref.place);
  if (!place.ok) return place;
  const { province, coast } = place.value;
  const info = named.province;
  if (view.knowsUnits) {
    const offered = names.offeredOn(view, named);
    if (!offered) return fail('payola/no-such-unit', `there is no unit in ${info.name}`, ref.range);
    const unit = offered.value;
    if (ref.type && ref.type !== unit.type) {
      return fail(
        'payola/wrong-unit-type',
        `the unit in ${info.name} is ${unit.type === 'A' ? 'an army' : 'a fleet'}, not ${ref.type === 'A' ? 'an army' : 'a fleet'}`,
        ref.range,
        [`${unit.type} ${province}`],
      );
    }
    if (coast && unit.type === 'A')
      return fail('payola/coast-not-allowed', 'an army does not stand on a coast', ref.place.range, [province]);
    if (coast && unit.location.coast !== coast) {
      const where = unit.location.coast
        ? `is on the ${coastName(unit.location.coast)} coast (${province}/${unit.location.coast})`
        : 'has no coast to name';
      return fail('payola/wrong-coast', `the fleet in ${info.name} ${where}`, ref.place.range, [
        unit.location.coast ? `${province}/${unit.location.coast}` : province,
      ]);
    }
    return offered;
  }
  // Units unknown (Tin Cup or no game): judge the unit as written, revealing nothing.
  if (!ref.type) {
    if (options.requireType)
      return fail(
        'payola/unit-type-required',
        'in a Tin Cup game an offer must name the unit type (A or F) (Rule 6.3)',
        ref.range,
        [`A ${province}`, `F ${province}`],
      );
    return { ok: true, value: undefined };
  }
  if (info.type === 'impassable') return fail('payola/illegal-order', `${info.name} is impassable`, ref.place.range);
  if (ref.type === 'A' && info.type === 'sea')
    return fail('payola/illegal-order', `there can be no army at sea (${info.name})`, ref.range);
  if (ref.type === 'F' && info.type === 'land')
    return fail('payola/illegal-order', `there can be no fleet in landlocked ${info.name}`, ref.range);
  if (ref.type === 'A' && coast)
    return fail('payola/coast-not-allowed', 'an army does not stand on a coast', ref.place.range, [province]);
  let location: Location = { province };
  if (ref.type === 'F' && info.coasts.length > 0) {
    if (!coast) {
      if (options.requireType)
        return fail(
          'payola/missing-coast',
          `name the coast of the fleet in ${info.name}: ${info.coasts.map((c) => `${province}/${c}`).join(' or ')}`,
          ref.place.range,
          info.coasts.map((c) => `${province}/${c}`),
        );
      return { ok: true, value: undefined };
    }
    if (!info.coasts.includes(coast))
      return fail(
        'payola/unknown-coast',
        `${info.name} has no ${coast} coast`,
        ref.place.range,
        info.coasts.map((c) => `${province}/${c}`),
      );
    location = { province, coast };
  } else if (coast) {
    return fail('payola/coast-not-allowed', `${info.name} has no separate coasts`, ref.place.range, [province]);
  }
  return { ok: true, value: { type: ref.type, location, exists: false } };
}

/**
 * An order of an offer, resolved and checked for the unit; `text` is its canonical form. A class,
 * not a literal, as the resolved orders are (order.ts).
 */
export class CheckedOrder {
  declare readonly order: ResolvedOrder;
  declare readonly text: string;

  constructor(order: ResolvedOrder, text: string) {
    this.order = order;
    this.text = text;
  }
}

function partRange(order: Order, part: OrderPart): Range {
  if (part === 'order') return order.range;
  if (part === 'destination')
    return order.kind === 'hold'
      ? order.range
      : order.kind === 'support'
        ? (order.to?.range ?? order.range)
        : order.to.range;
  if (part === 'target') return order.kind === 'support' || order.kind === 'convoy' ? order.unit.range : order.range;
  return order.kind === 'move' ? (order.via[part.via]?.range ?? order.range) : order.range;
}

/** The provinces `unit` could move to (the places to suggest first for a misspelt destination). */
function reachableFrom(view: BoardView, unit: OrderUnit): ReadonlySet<string> {
  return new Set([
    ...view.map.armyNeighbours(unit.location.province),
    ...[...view.map.fleetNeighbours(unit.location)].map((l) => l.split('/')[0]!),
  ]);
}

/** The provinces that hold a unit (the places to suggest first for a misspelt supported unit). */
function occupiedProvinces(view: BoardView): ReadonlySet<string> {
  return new Set([...view.map.provinces.keys()].filter((id) => view.unitAt(id)));
}

/** Resolves and checks one order (`H`, `- X`, `S ...`, `C ...`) for `unit`. */
export function resolveOrder(view: BoardView, unit: OrderUnit, order: Order): Result<CheckedOrder> {
  const checked = checkOrder(view, unit, order);
  return checked instanceof CheckedOrder ? { ok: true, value: checked } : checked;
}

/**
 * The order, checked by province numbers (board-orders.ts), when it is a move (direct or
 * convoyed), support or convoy that names no coast and is legal; `undefined` for any other, which
 * `checkOrder` decides.
 */
function boardOrder(
  view: GameView,
  unit: OfferedBoardUnit,
  order: Order,
  names: PlaceNames,
): ResolvedMove | ResolvedSupport | ResolvedConvoy | undefined {
  // Read once: the parser's orders are of four shapes (its supports hold `to` even when
  // undefined, ast-nodes.ts), as many as a property read keeps apart, and each read tests them.
  const kind = order.kind;
  if (kind === 'move') {
    if (order.to.coast !== undefined) return undefined;
    const to = names.place(order.to);
    if (to === undefined) return undefined;
    return order.via.length === 0
      ? boardMove(view, unit, to.province, to.number)
      : boardRoute(view, unit, order.via, to, names);
  }
  if (kind === 'hold' || order.unit.place.coast !== undefined) return undefined;
  const target = names.place(order.unit.place);
  if (target === undefined) return undefined;
  const type = order.unit.type;
  if (order.to === undefined)
    return kind === 'support'
      ? boardSupport(view, unit, target.province, target.number, type, undefined, -1)
      : undefined;
  if (order.to.coast !== undefined) return undefined;
  const to = names.place(order.to);
  if (to === undefined) return undefined;
  return kind === 'support'
    ? boardSupport(view, unit, target.province, target.number, type, to.province, to.number)
    : boardConvoy(view, unit, target.province, target.number, type, to.province, to.number);
}

/** The most seas of a route `boardRoute` checks: a longer one, as only hostile sheets write, is legality.ts's. */
const boardRouteLimit = 8;
/** The seas of the route `boardRoute` checks, by number: one list, refilled for every route. */
const routeSeas = new Array<number>(boardRouteLimit).fill(0);

/** `boardOrder` for a convoyed move to `to`, when its seas are named without coasts. */
function boardRoute(
  view: GameView,
  unit: OfferedBoardUnit,
  via: readonly Place[],
  to: NamedPlace,
  names: PlaceNames,
): ResolvedMove | undefined {
  const count = via.length;
  if (count > boardRouteLimit) return undefined;
  for (let i = 0; i < count; i++) {
    const place = via[i]!;
    const sea = place.coast === undefined ? names.place(place) : undefined;
    if (sea === undefined) return undefined;
    routeSeas[i] = sea.number;
  }
  return boardConvoyedMove(view, unit, routeSeas, count, to.province, to.number);
}

/**
 * `resolveOrder`, its order returned as it is when it checks (no object made around it: the
 * checker resolves every order of every sheet).
 */
export function checkOrder(view: BoardView, unit: OrderUnit, order: Order): CheckedOrder | ResolveFailure {
  const names = placeNames(view.map);
  if (unit instanceof OfferedBoardUnit && view instanceof GameView && view.knowsUnits) {
    const found = boardOrder(view, unit, order, names);
    if (found !== undefined) return new CheckedOrder(found, unit.orderPrefix + found.suffix);
  }
  return checkWrittenOrder(view, unit, order, names);
}

/** `checkOrder` for any order, its places resolved as written and legality.ts deciding. */
function checkWrittenOrder(
  view: BoardView,
  unit: OrderUnit,
  order: Order,
  names: PlaceNames,
): CheckedOrder | ResolveFailure {
  const board = unit instanceof OfferedBoardUnit;
  const prefix = board ? unit.orderPrefix : orderPrefix(unit);
  // The number of the unit's province, for the legality checks (known for a unit on the board).
  const unitNumber = board ? unit.provinceNumber : undefined;
  // The text is the unit's prefix joined to the resolved order's suffix (spelled once per order).
  let checked;
  let text = '';
  switch (order.kind) {
    case 'hold':
      checked = checkHold();
      text = prefix + 'H';
      break;
    case 'move': {
      const via: string[] = order.via.length === 0 ? noSeas : [];
      let viaNumbers: number[] | undefined;
      // Most moves name no sea: the loop is not entered then (the parser's list of none is of
      // another kind than its others, and a `for … of` over both was not compiled to a loop).
      if (order.via.length > 0) {
        viaNumbers = [];
        for (const place of order.via) {
          const sea = names.place(place);
          const resolved = sea ? writtenPlace(sea, place) : unknownPlace(view.map, place, undefined);
          if (!resolved.ok) return resolved;
          via.push(resolved.value.province);
          viaNumbers.push(sea!.number);
        }
      }
      const named = names.place(order.to);
      if (!named) return unknownPlace(view.map, order.to, reachableFrom(view, unit));
      let to = named.spot;
      if (order.to.coast !== undefined) {
        const written = writtenPlace(named, order.to);
        if (!written.ok) return written;
        to = written.value;
      }
      checked = checkMove(view, unit, to, via, unitNumber, viaNumbers);
      if (!(checked instanceof IllegalOrder)) text = prefix + checked.suffix;
      break;
    }
    case 'support':
    case 'convoy': {
      const named = names.place(order.unit.place);
      // A supported or convoyed unit most likely stands in a province that has a unit.
      if (!named)
        return unknownPlace(view.map, order.unit.place, view.knowsUnits ? occupiedProvinces(view) : undefined);
      const target = writtenPlace(named, order.unit.place);
      if (!target.ok) return target;
      const { province, coast } = target.value;
      const type = order.unit.type;
      const written =
        coast === undefined ? named.target(type) : new TargetAsWritten(province, named.number, type, coast);
      let to: WrittenPlace | undefined;
      let toNamed: NamedPlace | undefined;
      if (order.to) {
        toNamed = names.place(order.to);
        // A unit supports only into a province it could move to itself (Rule 3.1 item 7).
        if (!toNamed)
          return unknownPlace(view.map, order.to, order.kind === 'support' ? reachableFrom(view, unit) : undefined);
        to = toNamed.spot;
        if (order.to.coast !== undefined) {
          const resolved = writtenPlace(toNamed, order.to);
          if (!resolved.ok) return resolved;
          to = resolved.value;
        }
      }
      checked =
        order.kind === 'support'
          ? checkSupport(view, unit, written, to, unitNumber)
          : checkConvoy(view, unit, written, to!, unitNumber);
      if (!(checked instanceof IllegalOrder)) text = prefix + checked.suffix;
      break;
    }
  }
  if (!(checked instanceof IllegalOrder)) return new CheckedOrder(checked, text);
  const { code, message, part, replacements } = checked.problem;
  return fail(code, message, partRange(order, part), replacements);
}
