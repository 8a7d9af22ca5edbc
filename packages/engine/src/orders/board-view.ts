import type { BoardMap, UnitType, Location } from '../map/board-map.js';
import type { BoardUnit, Game } from '../game/game.js';
import { ConvoySeas } from './convoy-routes.js';
import { mapOrders, type MapOrders } from './order.js';

/** What order legality may know about the units on the board. */
export interface BoardView {
  readonly map: BoardMap;
  /**
   * Whether unit positions may be used. False in Tin Cup games (Rule 6.3: the checker must not
   * reveal whether a unit exists) and when checking against a map without a game.
   */
  readonly knowsUnits: boolean;
  /** The unit in a province, when `knowsUnits`. */
  unitAt(
    province: string,
  ): { readonly type: UnitType; readonly location: Location; readonly power: string } | undefined;
  /** Seas that can carry a convoy: those with a fleet in them, or every sea when units are unknown. */
  readonly convoySeas: ReadonlySet<string>;
}

/** A game's two views (a Map of two keys would be looked up twice for every view asked). */
class GameViews {
  declare known: BoardView | undefined;
  declare blind: BoardView | undefined;

  constructor() {
    this.known = undefined;
    this.blind = undefined;
  }
}

const gameViews = new WeakMap<Game, GameViews>();

/** What may be known of a game's board (games are immutable, so each view is made once). */
export function gameView(game: Game, knowsUnits = !game.rules.blind): BoardView {
  let views = gameViews.get(game);
  if (!views) gameViews.set(game, (views = new GameViews()));
  let view = knowsUnits ? views.known : views.blind;
  if (!view) {
    view = new GameView(game, knowsUnits);
    if (knowsUnits) views.known = view;
    else views.blind = view;
  }
  return view;
}

/**
 * A view of a game's board. It keeps, in a private field (so that a view spread into another, as
 * the language server's are, keeps nothing of it), what the checker remembers of it by province
 * number (resolve-order.ts): kept with the view, not in a WeakMap entry made for every game.
 */
export class GameView implements BoardView {
  declare readonly map: BoardMap;
  declare readonly knowsUnits: boolean;
  declare readonly unitAt: BoardView['unitAt'];
  declare readonly convoySeas: ReadonlySet<string>;
  #byProvince: unknown[] | undefined;
  /** The game's units by province number (`null` for none), each looked up when first asked. */
  #units: (BoardUnit | null | undefined)[] | undefined;
  readonly #game: Game;
  /** The map's shared orders (order.ts), held here so that the checker finds them without asking per order. */
  readonly #orders: MapOrders;

  constructor(game: Game, knowsUnits: boolean) {
    const allSeas = seasOf(game.map);
    let convoySeas: ReadonlySet<string> = allSeas;
    if (knowsUnits) {
      const occupied = new ConvoySeas();
      for (const u of game.units)
        if (u.type === 'F' && allSeas.has(u.location.province)) occupied.add(u.location.province);
      convoySeas = occupied;
    }
    this.map = game.map;
    this.knowsUnits = knowsUnits;
    this.unitAt = (province) => (knowsUnits ? game.unitAt(province) : undefined);
    this.convoySeas = convoySeas;
    this.#byProvince = undefined;
    this.#units = undefined;
    this.#game = game;
    this.#orders = mapOrders(game.map);
  }

  /** The shared resolved orders of the view's map (`mapOrders`). */
  get orders(): MapOrders {
    return this.#orders;
  }

  /** `unitAt` for the province of this number (BoardMap.provinceNumber), found without hashing its id. */
  unitNumbered(number: number): BoardUnit | undefined {
    if (!this.knowsUnits) return undefined;
    const units = (this.#units ??= new Array<BoardUnit | null | undefined>(this.map.provinces.size));
    let unit = units[number];
    if (unit === undefined) units[number] = unit = this.#game.unitAt(this.map.provinceAt(number).id) ?? null;
    return unit ?? undefined;
  }

  /** The view's slots by province number (the checker's, see above), made when first asked. */
  byProvince(): unknown[] {
    return (this.#byProvince ??= new Array<unknown>(this.map.provinces.size));
  }
}

const mapSeas = new WeakMap<BoardMap, ReadonlySet<string>>();

/** Every sea of a map (read-only): found once per map, not once for every game's view. */
function seasOf(map: BoardMap): ReadonlySet<string> {
  let seas = mapSeas.get(map);
  if (!seas) {
    const found = new ConvoySeas();
    for (const p of map.provinces.values()) if (p.type === 'sea') found.add(p.id);
    mapSeas.set(map, (seas = found));
  }
  return seas;
}

const mapViews = new WeakMap<BoardMap, BoardView>();

/** A view of a bare map: places and geometry only. */
export function mapView(map: BoardMap): BoardView {
  let view = mapViews.get(map);
  if (view) return view;
  mapViews.set(map, (view = { map, knowsUnits: false, unitAt: () => undefined, convoySeas: seasOf(map) }));
  return view;
}
