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

export function gameView(game: Game, knowsUnits = !game.rules.blind): BoardView {
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

/** A view of a bare map: places and geometry only. */
export function mapView(map: BoardMap): BoardView {
  const allSeas = new Set([...map.provinces.values()].filter((p) => p.type === 'sea').map((p) => p.id));
  return { map, knowsUnits: false, unitAt: () => undefined, convoySeas: allSeas };
}
