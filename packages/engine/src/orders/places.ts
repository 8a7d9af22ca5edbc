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
  // A coast as the parser reads nearly every one (upper-cased, `SC`) is its own: no key is made,
  // which upper-cases it again and strips it by a regular expression.
  if (text === 'NC' || text === 'SC' || text === 'EC' || text === 'WC') return text;
  return coastAliases[nameKey(text)];
}

/**
 * Edit distance counting a swap of two neighbouring letters as one edit (`LNO` → `LON`), or
 * `limit + 1` as soon as it must exceed `limit`: only a band of width 2·limit + 1 around the
 * diagonal is computed, so the cost is linear in the length. Also the checker's "did you mean"
 * for companies and investors (check/exchange-lines.ts).
 */
export function nameDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const far = limit + 1;
  let before: number[] = [];
  let previous: number[] = Array.from({ length: b.length + 1 }, (_, j) => (j <= limit ? j : far));
  for (let i = 1; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1).fill(far);
    if (i <= limit) row[0] = i;
    let rowBest = row[0]!;
    for (let j = Math.max(1, i - limit); j <= Math.min(b.length, i + limit); j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, before[j - 2]! + 1);
      row[j] = Math.min(best, far);
      rowBest = Math.min(rowBest, row[j]!);
    }
    if (rowBest > limit) return far;
    before = previous;
    previous = row;
  }
  return Math.min(previous[b.length]!, far);
}

/** The name nearest `word` within `limit` edits (`nameDistance`), the first listed on a tie; undefined if none. */
export function closestName(word: string, names: Iterable<string>, limit: number): string | undefined {
  let closest: string | undefined;
  let best = limit + 1;
  for (const name of names) {
    const distance = nameDistance(word, name, best - 1);
    if (distance < best) [closest, best] = [name, distance];
  }
  return closest;
}

/** Close names already looked up, per map (most recent kept): a sheet repeats its mistakes. */
const closeNamesCache = new WeakMap<BoardMap, Map<string, readonly (readonly [id: string, d: number])[]>>();
const cacheSize = 2048;

/** Every province whose code, name or alias is within its tolerance of `key`, with the distance. */
function closeNames(map: BoardMap, key: string): readonly (readonly [string, number])[] {
  let cache = closeNamesCache.get(map);
  if (!cache) closeNamesCache.set(map, (cache = new Map<string, readonly (readonly [string, number])[]>()));
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const found: [string, number][] = [];
  for (const [name, id] of map.allNames()) {
    const limit = name.length <= 3 ? 1 : name.length <= 6 ? 2 : 3;
    let d = nameDistance(key, name, limit);
    if (name.startsWith(key) && key.length >= 3) d = Math.min(d, 1);
    if (d <= limit) found.push([id, d]);
  }
  if (cache.size >= cacheSize) cache.delete(cache.keys().next().value!);
  cache.set(key, found);
  return found;
}

/**
 * Provinces a misspelt name probably means, best first (at most three): close spellings of a code,
 * full name or alias; where `preferred` is given (e.g. the places a unit can reach), those first.
 * The work per name is linear in its length and in the map's names, and repeated names are
 * remembered.
 */
export function suggestProvinces(map: BoardMap, written: string, preferred?: ReadonlySet<string>): Province[] {
  const key = nameKey(written);
  // No province name is anywhere near this long: nothing to suggest, and nothing to compute.
  if (key === '' || key.length > 40) return [];
  const best = new Map<string, number>();
  for (const [id, d] of closeNames(map, key)) {
    const score = d - (preferred?.has(id) ? 0.5 : 0);
    if (score < (best.get(id) ?? Infinity)) best.set(id, score);
  }
  return [...best.entries()]
    .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
    .slice(0, 3)
    .map(([id]) => map.province(id));
}
