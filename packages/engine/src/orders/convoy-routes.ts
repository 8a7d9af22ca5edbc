import type { BoardMap } from '../map/board-map.js';

/**
 * Convoy routes for an army from `from` to `to` (both coastal provinces): sequences of distinct
 * seas drawn from `seas`, the first next to `from`, each next to the one before, the last next
 * to `to`. Yields each route once, shortest first within each branch of the search.
 */
export function* convoyRoutes(map: BoardMap, from: string, to: string, seas: ReadonlySet<string>): Generator<string[]> {
  if (from === to || !map.isCoastal(from) || !map.isCoastal(to)) return;
  const ends = new Set(map.seasNextTo(to));
  const path: string[] = [];
  const used = new Set<string>();
  function* extend(current: string): Generator<string[]> {
    path.push(current);
    used.add(current);
    if (ends.has(current)) yield [...path];
    for (const next of map.fleetNeighbours({ province: current })) {
      if (seas.has(next) && !used.has(next)) yield* extend(next);
    }
    path.pop();
    used.delete(current);
  }
  for (const first of map.seasNextTo(from)) if (seas.has(first)) yield* extend(first);
}

/** Is there any convoy route from `from` to `to` through `seas` (passing through `via`, if given)? */
export function hasConvoyRoute(
  map: BoardMap,
  from: string,
  to: string,
  seas: ReadonlySet<string>,
  via?: string,
): boolean {
  for (const route of convoyRoutes(map, from, to, seas)) if (via === undefined || route.includes(via)) return true;
  return false;
}
