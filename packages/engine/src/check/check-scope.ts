// Where a sheet is checked: a game and the sheet's power, or only a map, or nothing. Derived once
// per sheet and read by every check.
import type { Game, GamePower } from '../game/game.js';
import { standardRules, type Rules } from '../game/variants.js';
import type { BoardMap } from '../map/board-map.js';
import { gameView, mapView, type BoardView } from '../orders/board-view.js';

/** Where a sheet is checked, as callers give it. */
export interface SheetContext {
  readonly game?: Game;
  readonly power?: string;
  /** Without a game: check places and geometry against this map. */
  readonly map?: BoardMap;
}

/** The context resolved: rules in force, the sheet's power, and what may be known of the board. */
export interface CheckScope {
  readonly game?: Game;
  readonly rules: Rules;
  readonly power?: GamePower;
  readonly map?: BoardMap;
  readonly view?: BoardView;
}

export function checkScope(context: SheetContext): CheckScope {
  const game = context.game;
  const map = game?.map ?? context.map;
  const power = game && context.power !== undefined ? game.power(context.power) : undefined;
  const view = game ? gameView(game) : map ? mapView(map) : undefined;
  // Built field by field: a conditional spread is a slow path of V8, and so is every later read.
  const scope: { -readonly [K in keyof CheckScope]: CheckScope[K] } = { rules: game?.rules ?? standardRules() };
  if (game) scope.game = game;
  if (power) scope.power = power;
  if (map) scope.map = map;
  if (view) scope.view = view;
  return scope;
}
