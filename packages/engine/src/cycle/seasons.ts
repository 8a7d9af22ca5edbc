// The calendar of a game: the map's movement seasons (spring and fall by default; Europe 1615
// adds summer), each with its movement phase and retreats, then winter for adjustments. The last
// movement season is the year's Fall turn: centres change hands after it (and Rule 6.7's year end).
import type { Game } from '../game/game.js';
import type { MovementSeason } from '../map/map-data.js';

/** The year's movement seasons, in calendar order. */
export function movementSeasons(game: Game): readonly MovementSeason[] {
  return game.map.seasons;
}

/** Is this season the year's Fall turn, its last movement season? */
export function isFallTurn(game: Game): boolean {
  return game.season === movementSeasons(game).at(-1);
}

/** The movement season after the current one within the year (undefined after the Fall turn). */
export function nextMovementSeason(game: Game): MovementSeason | undefined {
  const seasons = movementSeasons(game);
  const at = seasons.indexOf(game.season as MovementSeason);
  return at < 0 ? undefined : seasons[at + 1];
}
