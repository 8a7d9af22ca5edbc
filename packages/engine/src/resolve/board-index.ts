// The map as the resolver asks it, with provinces numbered: which seas touch a coast and which
// seas touch each other (convoy routes), computed once per map.
import { parseLocationText, type BoardMap } from '../map/board-map.js';

export interface BoardIndex {
  /** Province id → number. */
  readonly number: ReadonlyMap<string, number>;
  /** Number → province id. */
  readonly id: readonly string[];
  /** Seas (as numbers) next to each province from any of its coasts: where a convoy starts or lands. */
  readonly seasNextTo: readonly (readonly number[])[];
  /** Seas (as numbers) next to each sea. */
  readonly seaNeighbours: readonly (readonly number[])[];
  /** Provinces next to each province by land or by sea, for any unit (civil-disorder distances). */
  readonly neighbours: readonly (readonly number[])[];
}

const cache = new WeakMap<BoardMap, BoardIndex>();

/** The index of a map (built once; the map is immutable). Work: provinces plus fleet edges. */
export function boardIndex(map: BoardMap): BoardIndex {
  const known = cache.get(map);
  if (known) return known;
  const id = [...map.provinces.keys()];
  const number = new Map(id.map((p, i) => [p, i]));
  const seasNextTo = id.map((p) => map.seasNextTo(p).map((sea) => number.get(sea)!));
  const seaNeighbours = id.map((p) =>
    map.isSea(p)
      ? [...map.fleetNeighbours({ province: p })].filter((n) => map.isSea(n)).map((n) => number.get(n)!)
      : [],
  );
  const neighbours = id.map((p) => {
    const next = new Set(map.armyNeighbours(p));
    const province = map.province(p);
    const locations =
      province.coasts.length > 0 ? province.coasts.map((coast) => ({ province: p, coast })) : [{ province: p }];
    for (const location of locations)
      for (const n of map.fleetNeighbours(location)) next.add(parseLocationText(n).province);
    return [...next].map((n) => number.get(n)!);
  });
  const index = { number, id, seasNextTo, seaNeighbours, neighbours };
  cache.set(map, index);
  return index;
}
