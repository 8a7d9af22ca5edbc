import { BoardMap } from './board-map.js';
import { loadMap } from './load-map.js';
import standard from './standard.json' with { type: 'json' };

function loadStandardMap(): BoardMap {
  const result = loadMap(standard);
  if (!result.ok) throw new Error(`the bundled standard map is invalid: ${result.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
  return result.map;
}

/** The standard Diplomacy board: 75 provinces (plus impassable Switzerland), 34 supply centres. */
export const standardMap: BoardMap = loadStandardMap();
