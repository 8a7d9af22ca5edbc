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
  const allSeas = new Set([...game.map.provinces.values()].filter((p) => p.type === 'sea').map((p) => p.id));
  const occupied = new Set(
    game.units.filter((u) => u.type === 'F' && allSeas.has(u.location.province)).map((u) => u.location.province),
  );
  return {
    map: game.map,
    knowsUnits,
    unitAt: (province) => (knowsUnits ? game.unitAt(province) : undefined),
    convoySeas: knowsUnits ? occupied : allSeas,
  };
}

const mapViews = new WeakMap<BoardMap, BoardView>();

/** A view of a bare map: places and geometry only. */
export function mapView(map: BoardMap): BoardView {
  let view = mapViews.get(map);
  if (view) return view;
  const allSeas = new Set([...map.provinces.values()].filter((p) => p.type === 'sea').map((p) => p.id));
  mapViews.set(map, (view = { map, knowsUnits: false, unitAt: () => undefined, convoySeas: allSeas }));
  return view;
}
