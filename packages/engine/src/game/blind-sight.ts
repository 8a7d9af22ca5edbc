// Rule 6.3 (Tin Cup): the usual Blind rules decide what of the board a player sees. A player
// sees the provinces where its units stand and the centres it owns, and every province next to
// them (by army or fleet); units, centre owners and orders elsewhere stay hidden.
import { parseLocationText } from '../map/board-map.js';
import type { Game } from './game.js';

export function visibleProvinces(game: Game, power: string): ReadonlySet<string> {
  const owner = game.power(power);
  if (!owner) return new Set();
  const seen = new Set<string>([...owner.centers, ...game.unitsOf(owner.name).map((u) => u.location.province)]);
  for (const province of [...seen]) {
    for (const n of game.map.armyNeighbours(province)) seen.add(n);
    const coasts = game.map.provinces.get(province)?.coasts ?? [];
    const locations = coasts.length > 0 ? coasts.map((coast) => ({ province, coast })) : [{ province }];
    for (const location of locations)
      for (const n of game.map.fleetNeighbours(location)) seen.add(parseLocationText(n).province);
  }
  return seen;
}
