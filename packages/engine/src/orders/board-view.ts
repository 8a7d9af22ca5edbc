import type { BoardMap, UnitType, Location } from '../map/board-map.js';
import type { Game } from '../game/game.js';

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

const gameViews = new WeakMap<Game, Map<boolean, BoardView>>();

/** What may be known of a game's board (games are immutable, so each view is made once). */
export function gameView(game: Game, knowsUnits = !game.rules.blind): BoardView {
  let views = gameViews.get(game);
  if (!views) gameViews.set(game, (views = new Map<boolean, BoardView>()));
  let view = views.get(knowsUnits);
  if (!view) views.set(knowsUnits, (view = makeGameView(game, knowsUnits)));
  return view;
}

function makeGameView(game: Game, knowsUnits: boolean): BoardView {
  const allSeas = seasOf(game.map);
  let convoySeas = allSeas;
  if (knowsUnits) {
    const occupied = new Set<string>();
    for (const u of game.units)
      if (u.type === 'F' && allSeas.has(u.location.province)) occupied.add(u.location.province);
    convoySeas = occupied;
  }
  return {
    map: game.map,
    knowsUnits,
    unitAt: (province) => (knowsUnits ? game.unitAt(province) : undefined),
    convoySeas,
  };
}

const mapSeas = new WeakMap<BoardMap, ReadonlySet<string>>();

/** Every sea of a map (read-only): found once per map, not once for every game's view. */
function seasOf(map: BoardMap): ReadonlySet<string> {
  let seas = mapSeas.get(map);
  if (!seas) {
    const found = new Set<string>();
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
