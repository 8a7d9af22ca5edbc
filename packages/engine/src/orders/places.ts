import type { BoardMap, Province } from '../map/board-map.js';
import { nameKey } from '../map/board-map.js';

const coastAliases: Readonly<Record<string, string>> = {
  NC: 'NC',
  N: 'NC',
  NORTH: 'NC',
  NORTHCOAST: 'NC',
  SC: 'SC',
  S: 'SC',
  SOUTH: 'SC',
  SOUTHCOAST: 'SC',
  EC: 'EC',
  E: 'EC',
  EAST: 'EC',
  EASTCOAST: 'EC',
  WC: 'WC',
  W: 'WC',
  WEST: 'WC',
  WESTCOAST: 'WC',
};

const coastWords: Readonly<Record<string, string>> = { NC: 'north', SC: 'south', EC: 'east', WC: 'west' };

/** `NC` → `north`, for messages a player reads ("the north coast of Spain"). */
export function coastName(coast: string): string {
  return coastWords[coast] ?? coast;
}

/** `nc`, `N`, `north` → `NC`; undefined when the text names no coast. */
export function normalizeCoast(text: string): string | undefined {
  return coastAliases[nameKey(text)];
}

/** Edit distance counting a swap of two neighbouring letters as one edit (`LNO` → `LON`); small inputs only. */
function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * Provinces a misspelt name probably means, best first (at most three): close spellings of a code,
 * full name or alias; where `preferred` is given (e.g. the places a unit can reach), those first.
 */
export function suggestProvinces(map: BoardMap, written: string, preferred?: ReadonlySet<string>): Province[] {
  const key = nameKey(written);
  // No province name is anywhere near this long: nothing to suggest, and nothing to compute.
  if (key === '' || key.length > 40) return [];
  const best = new Map<string, number>();
  for (const [name, id] of map.allNames()) {
    const limit = name.length <= 3 ? 1 : name.length <= 6 ? 2 : 3;
    let d = distance(key, name);
    if (name.startsWith(key) && key.length >= 3) d = Math.min(d, 1);
    if (d > limit) continue;
    const score = d - (preferred?.has(id) ? 0.5 : 0);
    if (score < (best.get(id) ?? Infinity)) best.set(id, score);
  }
  return [...best.entries()]
    .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
    .slice(0, 3)
    .map(([id]) => map.province(id));
}
