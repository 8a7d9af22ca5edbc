// Civil disorder (DATC 6.J, the 2023 rulebook as the DATC prefers): a power that orders too few
// disbands, and a dummy power, loses the units farthest from its owned supply centres, distance
// counted in moves over land and sea alike, whatever the unit; on equal distance fleets go
// before armies, then provinces in alphabetical order of their names.
import type { BoardUnit } from '../game/game.js';
import type { BoardMap } from '../map/board-map.js';
import { boardIndex } from './board-index.js';

/**
 * Each province's distance (in moves, any unit) to the nearest of `centers`; unreachable
 * provinces are Infinity. One breadth-first search: work grows with provinces and edges.
 */
export function distancesTo(map: BoardMap, centers: readonly string[]): Float64Array {
  const index = boardIndex(map);
  const distance = new Float64Array(index.id.length).fill(Infinity);
  const queue: number[] = [];
  for (const c of centers) {
    const n = index.number.get(c);
    if (n !== undefined && distance[n] === Infinity) {
      distance[n] = 0;
      queue.push(n);
    }
  }
  // The queue grows while it is read; each province enters it once.
  for (const p of queue)
    for (const q of index.neighbours[p]!)
      if (distance[q] === Infinity) {
        distance[q] = distance[p]! + 1;
        queue.push(q);
      }
  return distance;
}

/** The `count` units of one power to disband in civil disorder, in the order they go. */
export function civilDisorderDisbands(
  map: BoardMap,
  units: readonly BoardUnit[],
  centers: readonly string[],
  count: number,
): BoardUnit[] {
  if (count <= 0) return [];
  const index = boardIndex(map);
  const distance = distancesTo(map, centers);
  const far = (u: BoardUnit) => distance[index.number.get(u.location.province)!]!;
  const name = (u: BoardUnit) => map.province(u.location.province).name.toUpperCase();
  return [...units]
    .sort(
      (a, b) =>
        far(b) - far(a) ||
        (a.type === b.type ? 0 : a.type === 'F' ? -1 : 1) ||
        (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0) ||
        (a.location.province < b.location.province ? -1 : 1),
    )
    .slice(0, count);
}
