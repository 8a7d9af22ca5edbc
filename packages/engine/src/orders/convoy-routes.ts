// Convoy routes (Rule 3.1 item 7: a convoyed move spells out its route). Whether a route exists
// is a graph search, linear in the map; routes are spelled out only when asked for, and at most
// `limit` of them, each found in time linear in the map times its length: a clique of seas, where
// routes are countless, costs no more than a chain.
import type { BoardMap } from '../map/board-map.js';

/** At most this many routes are spelled out for one move unless the caller asks otherwise. */
export const maxConvoyRoutes = 256;

/** Seas a route may start from (next to `from`) and end at (next to `to`), within `seas`. */
function routeEnds(map: BoardMap, from: string, to: string, seas: ReadonlySet<string>) {
  return {
    starts: map.seasNextTo(from).filter((s) => seas.has(s)),
    ends: new Set(map.seasNextTo(to).filter((s) => seas.has(s))),
  };
}

/** Can some sea of `ends` be reached from `current` through seas of `seas` not in `used`? */
function reachesEnd(
  map: BoardMap,
  current: string,
  ends: ReadonlySet<string>,
  seas: ReadonlySet<string>,
  used: ReadonlySet<string>,
): boolean {
  const seen = new Set([current]);
  const queue = [current];
  // The queue grows while it is walked: an array iterator reads its length at every step.
  for (const sea of queue) {
    if (ends.has(sea)) return true;
    for (const next of map.fleetNeighbours({ province: sea }))
      if (seas.has(next) && !used.has(next) && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
  }
  return false;
}

/**
 * Convoy routes for an army from `from` to `to` (both coastal provinces): sequences of distinct
 * seas drawn from `seas`, the first next to `from`, each next to the one before, the last next
 * to `to`. Yields at most `limit` routes. The search only enters a sea from which the route can
 * still be finished, so every step leads to a route: the work is bounded by the routes yielded.
 */
export function* convoyRoutes(
  map: BoardMap,
  from: string,
  to: string,
  seas: ReadonlySet<string>,
  limit = maxConvoyRoutes,
): Generator<string[]> {
  if (from === to || !map.isCoastal(from) || !map.isCoastal(to) || limit <= 0) return;
  const { starts, ends } = routeEnds(map, from, to, seas);
  const path: string[] = [];
  const used = new Set<string>();
  let yielded = 0;
  function* extend(current: string): Generator<string[]> {
    path.push(current);
    used.add(current);
    if (ends.has(current)) {
      yielded++;
      yield [...path];
    }
    for (const next of map.fleetNeighbours({ province: current })) {
      if (yielded >= limit) break;
      if (seas.has(next) && !used.has(next) && reachesEnd(map, next, ends, seas, used)) yield* extend(next);
    }
    path.pop();
    used.delete(current);
  }
  for (const first of starts) {
    if (yielded >= limit) return;
    if (reachesEnd(map, first, ends, seas, used)) yield* extend(first);
  }
}

/**
 * Is there a convoy route from `from` to `to` through `seas` (passing through `via`, if given)?
 * Without `via` a breadth-first search. With it, two routes must leave `via` without sharing a
 * sea, one back to `from` and one on to `to`: a flow of two in the graph of seas, each sea
 * used once (found by two augmenting searches, so linear in the map).
 */
export function hasConvoyRoute(
  map: BoardMap,
  from: string,
  to: string,
  seas: ReadonlySet<string>,
  via?: string,
): boolean {
  if (from === to || !map.isCoastal(from) || !map.isCoastal(to)) return false;
  const { starts, ends } = routeEnds(map, from, to, seas);
  if (via === undefined) return starts.some((s) => reachesEnd(map, s, ends, seas, new Set()));
  if (!seas.has(via)) return false;
  return twoDisjointRoutes(map, via, new Set(starts), ends, seas);
}

/**
 * Are there two routes from `via`, sharing no sea but `via`, one ending at a sea of `starts` and
 * the other at a sea of `ends`? Max-flow with unit sea capacities: each sea is split into an
 * entry and an exit joined by one unit; both sides drain into a sink through one unit each.
 */
function twoDisjointRoutes(
  map: BoardMap,
  via: string,
  starts: ReadonlySet<string>,
  ends: ReadonlySet<string>,
  seas: ReadonlySet<string>,
): boolean {
  // Nodes: `in:X`, `out:X` for each sea, and the sides `S` (to from), `T` (to to), and the sink.
  const capacity = new Map<string, Map<string, number>>();
  const arc = (a: string, b: string, c: number) => {
    const row = capacity.get(a) ?? capacity.set(a, new Map()).get(a)!;
    row.set(b, (row.get(b) ?? 0) + c);
    const back = capacity.get(b) ?? capacity.set(b, new Map()).get(b)!;
    if (!back.has(a)) back.set(a, 0);
  };
  for (const sea of seas) {
    arc(`in:${sea}`, `out:${sea}`, sea === via ? 2 : 1);
    for (const next of map.fleetNeighbours({ province: sea })) if (seas.has(next)) arc(`out:${sea}`, `in:${next}`, 1);
    if (starts.has(sea)) arc(`out:${sea}`, 'S', 1);
    if (ends.has(sea)) arc(`out:${sea}`, 'T', 1);
  }
  arc('S', 'sink', 1);
  arc('T', 'sink', 1);
  const source = `in:${via}`;
  let flow = 0;
  for (let round = 0; round < 2; round++) {
    const parent = new Map<string, string>([[source, source]]);
    const queue = [source];
    for (let i = 0; i < queue.length && !parent.has('sink'); i++) {
      const node = queue[i]!;
      for (const [next, c] of capacity.get(node) ?? [])
        if (c > 0 && !parent.has(next)) {
          parent.set(next, node);
          queue.push(next);
        }
    }
    if (!parent.has('sink')) break;
    for (let node = 'sink'; node !== source;) {
      const prev = parent.get(node)!;
      capacity.get(prev)!.set(node, capacity.get(prev)!.get(node)! - 1);
      capacity.get(node)!.set(prev, capacity.get(node)!.get(prev)! + 1);
      node = prev;
    }
    flow++;
  }
  return flow === 2;
}
