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

/** The seas of a map numbered, with their sea neighbours: built once per map. */
interface SeaGraph {
  readonly index: ReadonlyMap<string, number>;
  readonly neighbours: readonly (readonly number[])[];
}

const seaGraphs = new WeakMap<BoardMap, SeaGraph>();

function seaGraph(map: BoardMap): SeaGraph {
  let graph = seaGraphs.get(map);
  if (graph) return graph;
  const seas = [...map.provinces.values()].filter((p) => p.type === 'sea').map((p) => p.id);
  const index = new Map(seas.map((id, i) => [id, i]));
  const neighbours = seas.map((id) =>
    [...map.fleetNeighbours({ province: id })].flatMap((n) => (index.has(n) ? [index.get(n)!] : [])),
  );
  seaGraphs.set(map, (graph = { index, neighbours }));
  return graph;
}

/**
 * Are there two routes from `via`, sharing no sea but `via`, one ending at a sea of `starts` and
 * the other at a sea of `ends`? A flow of two with unit capacities on the seas: each sea i is an
 * entry (2i) and an exit (2i + 1) joined by one unit (two for `via`); an exit leads to its
 * neighbours' entries and, for route ends, to a side S or T, each draining into the sink through
 * one unit. Two breadth-first augmentations over the residual graph: linear in the map.
 */
function twoDisjointRoutes(
  map: BoardMap,
  via: string,
  starts: ReadonlySet<string>,
  ends: ReadonlySet<string>,
  seas: ReadonlySet<string>,
): boolean {
  const { index, neighbours } = seaGraph(map);
  const n = neighbours.length;
  const mark = (names: ReadonlySet<string>) => {
    const marks = new Uint8Array(n);
    for (const name of names) {
      const i = index.get(name);
      if (i !== undefined) marks[i] = 1;
    }
    return marks;
  };
  const allowed = mark(seas);
  const isStart = mark(starts);
  const isEnd = mark(ends);
  const source = 2 * index.get(via)!;
  const S = 2 * n;
  const T = S + 1;
  const sink = T + 1;
  const width = sink + 1;
  const flow = new Map<number, number>();
  const flowOn = (u: number, v: number) => flow.get(u * width + v) ?? 0;
  const capacity = (u: number, v: number): number => {
    if (u === S || u === T) return v === sink ? 1 : 0;
    const sea = u >> 1;
    if ((u & 1) === 0) return v === u + 1 ? (u === source ? 2 : 1) : 0;
    if (v === S) return isStart[sea]!;
    if (v === T) return isEnd[sea]!;
    return 1; // exit → a neighbour's entry (only allowed neighbours are ever visited)
  };
  /** The residual neighbours of node u. */
  const next = (u: number, visit: (v: number) => void) => {
    const residual = (v: number) => capacity(u, v) - flowOn(u, v) > 0 || flowOn(v, u) > 0;
    if (u === S || u === T) {
      if (residual(sink)) visit(sink);
      for (let i = 0; i < n; i++) if (flowOn(2 * i + 1, u) > 0) visit(2 * i + 1);
      return;
    }
    const sea = u >> 1;
    if ((u & 1) === 0) {
      if (residual(u + 1)) visit(u + 1);
      for (const j of neighbours[sea]!) if (allowed[j] && flowOn(2 * j + 1, u) > 0) visit(2 * j + 1);
      return;
    }
    if (flowOn(u - 1, u) > 0) visit(u - 1);
    for (const j of neighbours[sea]!) if (allowed[j] && residual(2 * j)) visit(2 * j);
    if (isStart[sea] && residual(S)) visit(S);
    if (isEnd[sea] && residual(T)) visit(T);
  };
  for (let round = 0; round < 2; round++) {
    const parent = new Int32Array(width).fill(-1);
    parent[source] = source;
    const queue = [source];
    for (const u of queue) {
      if (parent[sink] !== -1) break;
      next(u, (v) => {
        if (parent[v] !== -1) return;
        parent[v] = u;
        queue.push(v);
      });
    }
    if (parent[sink] === -1) return false;
    for (let v = sink; v !== source; v = parent[v]!) {
      const u = parent[v]!;
      // Undo flow on the reverse arc first; otherwise push along the forward arc.
      if (flowOn(v, u) > 0) flow.set(v * width + u, flowOn(v, u) - 1);
      else flow.set(u * width + v, flowOn(u, v) + 1);
    }
  }
  return true;
}

const answers = new WeakMap<ReadonlySet<string>, Map<number | string, boolean>>();
/**
 * How many answers are kept per set of seas: above the five thousand or so that listing every
 * legal order of every unit asks on the standard board, so a second listing asks none again, and
 * bounded on maps with many seas, where the questions would be without number.
 */
export const convoyMemoLimit = 16_384;

/**
 * `hasConvoyRoute` through a view's convoy seas, less one (`without`: a supporting fleet cannot
 * convoy the move it supports) or plus one (`with`: a convoying fleet's own sea), remembered per
 * set of seas: the same questions come back for every sheet of a phase.
 */
export function convoyRouteThrough(
  map: BoardMap,
  seas: ReadonlySet<string>,
  from: string,
  to: string,
  options: { readonly via?: string; readonly without?: string; readonly with?: string } = {},
): boolean {
  let memo = answers.get(seas);
  if (!memo) answers.set(seas, (memo = new Map<number | string, boolean>()));
  const key = questionKey(map, from, to, options);
  let answer = memo.get(key);
  if (answer === undefined) {
    // The oldest answer makes room (a Map keeps its keys in the order they were set).
    if (memo.size >= convoyMemoLimit) memo.delete(memo.keys().next().value!);
    const used = new Set(seas);
    if (options.without !== undefined) used.delete(options.without);
    if (options.with !== undefined) used.add(options.with);
    memo.set(key, (answer = hasConvoyRoute(map, from, to, used, options.via)));
  }
  return answer;
}

/** Above this many provinces the numbered keys could pass 2^53: questions are keyed by text. */
const numberedKeyLimit = 50_000;

/**
 * A question's key: a number made of the provinces' numbers for the questions the checker asks
 * (none, `without`, or `via` and `with` the same sea), so that no text is joined and hashed for
 * every support of a convoyed move; otherwise the parts asked for, each marked, as text.
 */
function questionKey(
  map: BoardMap,
  from: string,
  to: string,
  options: { readonly via?: string; readonly without?: string; readonly with?: string },
): number | string {
  const { via, without } = options;
  const count = map.provinces.size + 1;
  const f = map.provinceNumber(from);
  const t = map.provinceNumber(to);
  if (f >= 0 && t >= 0 && count <= numberedKeyLimit) {
    const pair = (f * count + t) * count;
    if (via === undefined && options.with === undefined) {
      if (without === undefined) return pair * 3;
      const w = map.provinceNumber(without);
      if (w >= 0) return (pair + w + 1) * 3 + 1;
    } else if (without === undefined && via !== undefined && options.with === via) {
      const v = map.provinceNumber(via);
      if (v >= 0) return (pair + v + 1) * 3 + 2;
    }
  }
  let key = from + '>' + to;
  if (via !== undefined) key += '|v' + via;
  if (without !== undefined) key += '|-' + without;
  if (options.with !== undefined) key += '|+' + options.with;
  return key;
}

/** How many answers are remembered for a set of seas (for tests). */
export function rememberedConvoyAnswers(seas: ReadonlySet<string>): number {
  return answers.get(seas)?.size ?? 0;
}
