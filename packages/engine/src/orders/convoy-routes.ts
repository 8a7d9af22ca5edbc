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
  return numberedRoute(map, from, to, seas, via, undefined, undefined) ?? namedRoute(map, from, to, seas);
}

/**
 * Is there a route from `from` to `to` through `seas`, on names and sets: for sets that hold names
 * of no sea of the map, which this search walks through as it always has.
 */
function namedRoute(map: BoardMap, from: string, to: string, seas: ReadonlySet<string>): boolean {
  if (from === to || !map.isCoastal(from) || !map.isCoastal(to)) return false;
  const { starts, ends } = routeEnds(map, from, to, seas);
  return starts.some((s) => reachesEnd(map, s, ends, seas, new Set()));
}

/**
 * The seas of a map numbered, with their sea neighbours as arcs (those of sea i are
 * `arcTo[arcStart[i]]` to `arcTo[arcStart[i + 1] - 1]`, `arcBack[k]` the arc the other way), the sea of each province number (-1 for none) and the seas next to each
 * province by number: built once per map, with the work arrays of the searches on it.
 */
interface SeaGraph {
  readonly seaOf: Int32Array;
  /** 1 for each coastal province, by number (where a convoy can start or land). */
  readonly coastal: Uint8Array;
  /**
   * By component number (see `SeaSetAnswers.component`): the question that last marked it (a
   * component touched by the province a route starts from), so that no clearing is needed.
   */
  readonly componentMark: Int32Array;
  /** The mark of the last question (counts up; on reaching the largest, the marks are cleared). */
  lastMark: number;
  readonly arcStart: Int32Array;
  readonly arcTo: Int32Array;
  readonly arcBack: Int32Array;
  readonly nearStart: Int32Array;
  readonly near: Int32Array;
  /**
   * Work arrays, all views of `work` (cleared by one fill for each question; one search runs at
   * a time and calls no other).
   */
  readonly work: Uint8Array;
  readonly allowed: Uint8Array;
  readonly isStart: Uint8Array;
  readonly isEnd: Uint8Array;
  readonly inner: Uint8Array;
  readonly toS: Uint8Array;
  readonly toT: Uint8Array;
  readonly arcFlow: Uint8Array;
  readonly parent: Int32Array;
  readonly parentArc: Int32Array;
  readonly queue: Int32Array;
}

const seaGraphs = new WeakMap<BoardMap, SeaGraph>();

/** The map asked about last, and its graph: every question of a check is on one map. */
let lastGraphMap: BoardMap | undefined;
let lastGraph: SeaGraph | undefined;

function seaGraph(map: BoardMap): SeaGraph {
  if (lastGraphMap === map) return lastGraph!;
  let graph = seaGraphs.get(map);
  if (!graph) seaGraphs.set(map, (graph = newSeaGraph(map)));
  lastGraphMap = map;
  return (lastGraph = graph);
}

/** The sea graph of `map` (see `SeaGraph`). */
function newSeaGraph(map: BoardMap): SeaGraph {
  const seas = [...map.provinces.values()].filter((p) => p.type === 'sea').map((p) => p.id);
  const index = new Map(seas.map((id, i) => [id, i]));
  const neighbours = seas.map((id) =>
    [...map.fleetNeighbours({ province: id })].flatMap((n) => (index.has(n) ? [index.get(n)!] : [])),
  );
  const n = seas.length;
  const seaOf = new Int32Array(map.provinces.size).fill(-1);
  for (const [id, i] of index) seaOf[map.provinceNumber(id)] = i;
  // A route never passes a sea twice: an arc from a sea to itself (no real map has one) is left out.
  const arcLists = neighbours.map((list, i) => list.filter((j) => j !== i));
  const arcStart = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) arcStart[i + 1] = arcStart[i]! + arcLists[i]!.length;
  const arcTo = Int32Array.from(arcLists.flat());
  const arcBack = new Int32Array(arcTo.length).fill(-1);
  for (let i = 0; i < n; i++)
    for (let k = arcStart[i]!; k < arcStart[i + 1]!; k++) {
      const j = arcTo[k]!;
      for (let b = arcStart[j]!; b < arcStart[j + 1]!; b++) if (arcTo[b] === i) arcBack[k] = b;
    }
  const nearLists = [...map.provinces.keys()].map((id) =>
    map.seasNextTo(id).flatMap((s) => (index.has(s) ? [index.get(s)!] : [])),
  );
  const nearStart = new Int32Array(nearLists.length + 1);
  nearLists.forEach((list, p) => (nearStart[p + 1] = nearStart[p]! + list.length));
  const width = 2 * n + 3;
  const work = new Uint8Array(6 * n + arcTo.length);
  const coastal = new Uint8Array(map.provinces.size);
  for (const [id, p] of map.provinces) if (p.type === 'coast') coastal[map.provinceNumber(id)] = 1;
  return {
    seaOf,
    coastal,
    componentMark: new Int32Array(n),
    lastMark: 0,
    arcStart,
    arcTo,
    arcBack,
    nearStart,
    near: Int32Array.from(nearLists.flat()),
    work,
    allowed: work.subarray(0, n),
    isStart: work.subarray(n, 2 * n),
    isEnd: work.subarray(2 * n, 3 * n),
    inner: work.subarray(3 * n, 4 * n),
    toS: work.subarray(4 * n, 5 * n),
    toT: work.subarray(5 * n, 6 * n),
    arcFlow: work.subarray(6 * n),
    parent: new Int32Array(width),
    parentArc: new Int32Array(width),
    queue: new Int32Array(width),
  };
}

/**
 * `hasConvoyRoute` through `seas` less `without` plus `withSea`, on the numbers of the map's
 * seas (no set, closure or text per question); undefined when `seas` or `withSea` holds a name
 * that is no sea of the map, which only the searches on names answer as they always have.
 */
function numberedRoute(
  map: BoardMap,
  from: string,
  to: string,
  seas: ReadonlySet<string>,
  via: string | undefined,
  without: string | undefined,
  withSea: string | undefined,
): boolean | undefined {
  if (from === to || !map.isCoastal(from) || !map.isCoastal(to)) return false;
  const graph = seaGraph(map);
  const { seaOf, allowed } = graph;
  graph.work.fill(0);
  // The flow through `via` counts only the map's seas; the search without it walks any name given.
  for (const name of seas) {
    const p = map.provinceNumber(name);
    const sea = p < 0 ? -1 : seaOf[p]!;
    if (sea >= 0) allowed[sea] = 1;
    else if (via === undefined) return undefined;
  }
  return numberedSearch(map, graph, from, to, via, without, withSea);
}

/**
 * `numberedRoute` once the seas of the set are allowed in `graph` (and the other work arrays
 * cleared): `without` and `withSea` applied, then the search.
 */
function numberedSearch(
  map: BoardMap,
  graph: SeaGraph,
  from: string,
  to: string,
  via: string | undefined,
  without: string | undefined,
  withSea: string | undefined,
): boolean | undefined {
  const { seaOf, allowed } = graph;
  if (without !== undefined) {
    const p = map.provinceNumber(without);
    if (p >= 0 && seaOf[p]! >= 0) allowed[seaOf[p]!] = 0;
  }
  if (withSea !== undefined) {
    const p = map.provinceNumber(withSea);
    const sea = p < 0 ? -1 : seaOf[p]!;
    if (sea >= 0) allowed[sea] = 1;
    else if (via === undefined) return undefined;
  }
  const f = map.provinceNumber(from);
  const t = map.provinceNumber(to);
  if (via === undefined) return reachesEndNumbered(graph, f, t);
  const v = map.provinceNumber(via);
  const source = v < 0 ? -1 : seaOf[v]!;
  if (source < 0 || allowed[source] === 0) return false;
  return twoDisjointNumbered(graph, source, f, t);
}

/** Can a sea next to province `to` be reached from a sea next to province `from` through allowed seas? */
function reachesEndNumbered(graph: SeaGraph, from: number, to: number): boolean {
  const { allowed, isEnd, isStart: seen, queue, arcStart, arcTo, nearStart, near } = graph;
  for (let k = nearStart[to]!; k < nearStart[to + 1]!; k++) if (allowed[near[k]!]) isEnd[near[k]!] = 1;
  let tail = 0;
  for (let k = nearStart[from]!; k < nearStart[from + 1]!; k++) {
    const sea = near[k]!;
    if (allowed[sea] && !seen[sea]) {
      seen[sea] = 1;
      queue[tail++] = sea;
    }
  }
  // Each sea enters the queue once: at most as many steps as the map has seas.
  for (let head = 0; head < tail; head++) {
    const sea = queue[head]!;
    if (isEnd[sea]) return true;
    for (let k = arcStart[sea]!; k < arcStart[sea + 1]!; k++) {
      const next = arcTo[k]!;
      if (allowed[next] && !seen[next]) {
        seen[next] = 1;
        queue[tail++] = next;
      }
    }
  }
  return false;
}

/**
 * `twoDisjointRoutes` on numbers, the same flow of two: sea i's entry is node 2i and its exit
 * 2i + 1, S = 2n, T = 2n + 1, the sink 2n + 2. Flow is kept per edge: `inner` (entry to exit),
 * `arcFlow` (exit to a neighbour's entry), `toS`/`toT` (exit to S/T), and S and T to the sink.
 */
function twoDisjointNumbered(graph: SeaGraph, source: number, from: number, to: number): boolean {
  const { allowed, isStart, isEnd, inner, toS, toT, arcFlow, parent, parentArc, queue } = graph;
  const { arcStart, arcTo, arcBack, nearStart, near } = graph;
  const n = allowed.length;
  for (let k = nearStart[from]!; k < nearStart[from + 1]!; k++) if (allowed[near[k]!]) isStart[near[k]!] = 1;
  for (let k = nearStart[to]!; k < nearStart[to + 1]!; k++) if (allowed[near[k]!]) isEnd[near[k]!] = 1;
  const S = 2 * n;
  const T = S + 1;
  const sink = T + 1;
  const start = 2 * source;
  let sFlow = 0;
  let tFlow = 0;
  for (let round = 0; round < 2; round++) {
    parent.fill(-1);
    parent[start] = start;
    queue[0] = start;
    let tail = 1;
    // Each node enters the queue once: at most 2n + 3 steps.
    for (let head = 0; head < tail && parent[sink] === -1; head++) {
      const u = queue[head]!;
      if (u === S || u === T) {
        if ((u === S ? sFlow : tFlow) === 0 && parent[sink] === -1) {
          parent[sink] = u;
          queue[tail++] = sink;
        }
        const flows = u === S ? toS : toT;
        for (let i = 0; i < n; i++)
          if (flows[i] && parent[2 * i + 1] === -1) {
            parent[2 * i + 1] = u;
            queue[tail++] = 2 * i + 1;
          }
        continue;
      }
      const sea = u >> 1;
      if ((u & 1) === 0) {
        // An entry: on to its exit while there is room, or back along an arc that carries flow here.
        if (inner[sea]! < (u === start ? 2 : 1) && parent[u + 1] === -1) {
          parent[u + 1] = u;
          queue[tail++] = u + 1;
        }
        for (let k = arcStart[sea]!; k < arcStart[sea + 1]!; k++) {
          const j = arcTo[k]!;
          const back = arcBack[k]!;
          if (allowed[j] && back >= 0 && arcFlow[back] && parent[2 * j + 1] === -1) {
            parent[2 * j + 1] = u;
            parentArc[2 * j + 1] = back;
            queue[tail++] = 2 * j + 1;
          }
        }
        continue;
      }
      // An exit: back to its entry if flow passes, on along free arcs, or to S/T for a route end.
      if (inner[sea] && parent[u - 1] === -1) {
        parent[u - 1] = u;
        queue[tail++] = u - 1;
      }
      for (let k = arcStart[sea]!; k < arcStart[sea + 1]!; k++) {
        const j = arcTo[k]!;
        if (allowed[j] && !arcFlow[k] && parent[2 * j] === -1) {
          parent[2 * j] = u;
          parentArc[2 * j] = k;
          queue[tail++] = 2 * j;
        }
      }
      if (isStart[sea] && !toS[sea] && parent[S] === -1) {
        parent[S] = u;
        queue[tail++] = S;
      }
      if (isEnd[sea] && !toT[sea] && parent[T] === -1) {
        parent[T] = u;
        queue[tail++] = T;
      }
    }
    if (parent[sink] === -1) return false;
    for (let v = sink; v !== start; v = parent[v]!) {
      const u = parent[v]!;
      if (v === sink) {
        if (u === S) sFlow++;
        else tFlow++;
      } else if (v === S || v === T) (v === S ? toS : toT)[u >> 1] = 1;
      else if (u === S || u === T) (u === S ? toS : toT)[v >> 1] = 0;
      else if (u >> 1 === v >> 1) inner[u >> 1] = inner[u >> 1]! + ((u & 1) === 0 ? 1 : -1);
      else arcFlow[parentArc[v]!] = (u & 1) === 1 ? 1 : 0;
    }
  }
  return true;
}

/**
 * What is remembered for a set of seas: the answers searched for, and the set as the map's seas
 * numbered into its connected components (made once for the set, not read name by name for every
 * question). Kept as long as the set (a view's, so its game's): small, and the memo made only
 * when a question needs a search.
 */
class SeaSetAnswers {
  declare memo: Map<number | string, boolean> | undefined;
  /** The map `component` numbers the seas of. */
  declare map: BoardMap | undefined;
  /**
   * By sea number: the number of the set's component holding the sea (seas of the set linked
   * through seas of the set), or -1 for a sea outside the set.
   */
  declare component: Int32Array | undefined;
  /** Whether the set holds a name that is no sea of that map. */
  declare other: boolean;

  constructor() {
    this.memo = undefined;
    this.map = undefined;
    this.component = undefined;
    this.other = false;
  }

  /** The set's components on `map` (`graph` is its sea graph). */
  componentsOn(map: BoardMap, graph: SeaGraph, seas: ReadonlySet<string>): Int32Array {
    if (this.map !== map || this.component === undefined) {
      const component = new Int32Array(graph.allowed.length).fill(-1);
      let other = false;
      for (const name of seas) {
        const p = map.provinceNumber(name);
        const sea = p < 0 ? -1 : graph.seaOf[p]!;
        if (sea >= 0) component[sea] = unreached;
        else other = true;
      }
      numberComponents(graph, component);
      this.map = map;
      this.component = component;
      this.other = other;
    }
    return this.component;
  }
}

/** In `numberComponents`: a sea of the set whose component is not numbered yet. */
const unreached = -2;

/**
 * Numbers the components of the seas marked `unreached` in `component` (see
 * `SeaSetAnswers.component`): one search over them.
 */
function numberComponents(graph: SeaGraph, component: Int32Array): void {
  const { arcStart, arcTo, queue } = graph;
  let count = 0;
  for (let first = 0; first < component.length; first++) {
    if (component[first] !== unreached) continue;
    component[first] = count;
    queue[0] = first;
    let tail = 1;
    // Each sea enters the queue once.
    for (let head = 0; head < tail; head++) {
      const sea = queue[head]!;
      for (let k = arcStart[sea]!; k < arcStart[sea + 1]!; k++) {
        const next = arcTo[k]!;
        if (component[next] === unreached) {
          component[next] = count;
          queue[tail++] = next;
        }
      }
    }
    count++;
  }
}

/**
 * A set of seas made by a view (board-view.ts), which keeps what is remembered for it: no WeakMap
 * entry made for every game's set.
 */
export class ConvoySeas extends Set<string> {
  declare answers: SeaSetAnswers | undefined;

  constructor() {
    super();
    this.answers = undefined;
  }
}

const answers = new WeakMap<ReadonlySet<string>, SeaSetAnswers>();
/** The set asked about last, and what is remembered for it (every question of a check asks of one set). */
let lastSeas: ReadonlySet<string> | undefined;
let lastAnswers: SeaSetAnswers | undefined;

function answersFor(seas: ReadonlySet<string>): SeaSetAnswers {
  if (lastSeas === seas) return lastAnswers!;
  let found;
  if (seas instanceof ConvoySeas) found = seas.answers ??= new SeaSetAnswers();
  else {
    found = answers.get(seas);
    if (!found) answers.set(seas, (found = new SeaSetAnswers()));
  }
  lastSeas = seas;
  return (lastAnswers = found);
}

/**
 * How many searched answers are kept per set of seas: above the questions listing every legal
 * order of every unit searches on the standard board (most are answered by the set's components),
 * so a second listing searches none again, and bounded on maps with many seas, where the
 * questions would be without number.
 */
export const convoyMemoLimit = 16_384;

/**
 * `hasConvoyRoute` through a view's convoy seas, less one (`without`: a supporting fleet cannot
 * convoy the move it supports) or plus one (`with`: a convoying fleet's own sea): answered by the
 * components of the set of seas, or searched and remembered per set (the same questions come back
 * for every sheet of a phase).
 */
export function convoyRouteThrough(
  map: BoardMap,
  seas: ReadonlySet<string>,
  from: string,
  to: string,
  options: { readonly via?: string; readonly without?: string; readonly with?: string } = {},
): boolean {
  return convoyRouteAsked(map, seas, from, to, options.via, options.without, options.with);
}

/**
 * `convoyRouteThrough` with its options as arguments (no object made for each question). The
 * provinces' numbers (BoardMap.provinceNumber), when the caller knows them, spare looking them
 * up: `fromNumber`, `toNumber`, and `seaNumber` that of the one sea named (`without`, or `via`).
 */
export function convoyRouteAsked(
  map: BoardMap,
  seas: ReadonlySet<string>,
  from: string,
  to: string,
  via: string | undefined,
  without: string | undefined,
  withSea: string | undefined,
  fromNumber?: number,
  toNumber?: number,
  seaNumber?: number,
): boolean {
  const remembered = answersFor(seas);
  const known = componentAnswer(
    map,
    remembered,
    seas,
    from,
    to,
    via,
    without,
    withSea,
    fromNumber,
    toNumber,
    seaNumber,
  );
  if (known !== undefined) return known;
  const memo = (remembered.memo ??= new Map<number | string, boolean>());
  const key = questionKey(map, from, to, via, without, withSea, fromNumber, toNumber, seaNumber);
  let answer = memo.get(key);
  if (answer === undefined) {
    // The oldest answer makes room (a Map keeps its keys in the order they were set).
    if (memo.size >= convoyMemoLimit) memo.delete(memo.keys().next().value!);
    if (from === to || !map.isCoastal(from) || !map.isCoastal(to)) answer = false;
    else {
      const graph = seaGraph(map);
      const component = remembered.componentsOn(map, graph, seas);
      if (remembered.other && via === undefined) answer = undefined;
      else {
        graph.work.fill(0);
        for (let sea = 0; sea < component.length; sea++) if (component[sea]! >= 0) graph.allowed[sea] = 1;
        answer = numberedSearch(map, graph, from, to, via, without, withSea);
      }
    }
    if (answer === undefined) {
      const used = new Set(seas);
      if (without !== undefined) used.delete(without);
      if (withSea !== undefined) used.add(withSea);
      answer = namedRoute(map, from, to, used);
    }
    memo.set(key, answer);
  }
  return answer;
}

/**
 * The answers the components of the set of seas give without a search or a remembered answer
 * (what a game just loaded asks, every question anew): a route between two coasts exists when
 * one component touches both; less a sea outside the set, likewise; through a sea of the set next
 * to one of the coasts, when its component touches the other (the route starts or ends there).
 * Undefined for the rest (less a sea of the set, through a sea next to neither coast, a set or
 * names that are no seas or provinces of the map), which the searches answer and remember.
 */
function componentAnswer(
  map: BoardMap,
  remembered: SeaSetAnswers,
  seas: ReadonlySet<string>,
  from: string,
  to: string,
  via: string | undefined,
  without: string | undefined,
  withSea: string | undefined,
  fromNumber = map.provinceNumber(from),
  toNumber = map.provinceNumber(to),
  seaNumber?: number,
): boolean | undefined {
  const f = fromNumber;
  const t = toNumber;
  if (f < 0 || t < 0) return undefined;
  const graph = seaGraph(map);
  if (f === t || graph.coastal[f] === 0 || graph.coastal[t] === 0) return false;
  const component = remembered.componentsOn(map, graph, seas);
  if (remembered.other) return undefined;
  if (via === undefined) {
    if (withSea !== undefined) return undefined;
    const sea = without === undefined ? -1 : seaNumbered(map, graph, without, seaNumber);
    if (sea >= 0 && component[sea]! >= 0) return joined(graph, component, f, t) ? undefined : false;
    return joined(graph, component, f, t);
  }
  if (withSea !== via || without !== undefined) return undefined;
  const sea = seaNumbered(map, graph, via, seaNumber);
  if (sea < 0 || component[sea]! < 0) return undefined;
  const c = component[sea]!;
  if (!touches(graph, component, c, f) || !touches(graph, component, c, t)) return false;
  return isNear(graph, sea, f) || isNear(graph, sea, t) ? true : undefined;
}

/** The sea number of the province `name` (of number `number`, when known), or -1 for no sea of the map. */
function seaNumbered(map: BoardMap, graph: SeaGraph, name: string, number = map.provinceNumber(name)): number {
  return number < 0 ? -1 : graph.seaOf[number]!;
}

/** Does a component touch both provinces `from` and `to` (both by number)? Marks the components next to `from`. */
function joined(graph: SeaGraph, component: Int32Array, from: number, to: number): boolean {
  const { nearStart, near, componentMark } = graph;
  if (graph.lastMark === 0x7fffffff) {
    componentMark.fill(0);
    graph.lastMark = 0;
  }
  const mark = ++graph.lastMark;
  for (let k = nearStart[from]!; k < nearStart[from + 1]!; k++) {
    const c = component[near[k]!]!;
    if (c >= 0) componentMark[c] = mark;
  }
  for (let k = nearStart[to]!; k < nearStart[to + 1]!; k++) {
    const c = component[near[k]!]!;
    if (c >= 0 && componentMark[c] === mark) return true;
  }
  return false;
}

/** Is a sea of component `c` next to the province of number `province`? */
function touches(graph: SeaGraph, component: Int32Array, c: number, province: number): boolean {
  const { nearStart, near } = graph;
  for (let k = nearStart[province]!; k < nearStart[province + 1]!; k++) if (component[near[k]!] === c) return true;
  return false;
}

/** Is the sea `sea` next to the province of number `province`? */
function isNear(graph: SeaGraph, sea: number, province: number): boolean {
  const { nearStart, near } = graph;
  for (let k = nearStart[province]!; k < nearStart[province + 1]!; k++) if (near[k] === sea) return true;
  return false;
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
  via: string | undefined,
  without: string | undefined,
  withSea: string | undefined,
  fromNumber = map.provinceNumber(from),
  toNumber = map.provinceNumber(to),
  seaNumber?: number,
): number | string {
  const count = map.provinces.size + 1;
  const f = fromNumber;
  const t = toNumber;
  if (f >= 0 && t >= 0 && count <= numberedKeyLimit) {
    const pair = (f * count + t) * count;
    if (via === undefined && withSea === undefined) {
      if (without === undefined) return pair * 3;
      const w = seaNumber ?? map.provinceNumber(without);
      if (w >= 0) return (pair + w + 1) * 3 + 1;
    } else if (without === undefined && via !== undefined && withSea === via) {
      const v = seaNumber ?? map.provinceNumber(via);
      if (v >= 0) return (pair + v + 1) * 3 + 2;
    }
  }
  let key = from + '>' + to;
  if (via !== undefined) key += '|v' + via;
  if (without !== undefined) key += '|-' + without;
  if (withSea !== undefined) key += '|+' + withSea;
  return key;
}

/** How many answers are remembered for a set of seas (for tests). */
export function rememberedConvoyAnswers(seas: ReadonlySet<string>): number {
  return (seas instanceof ConvoySeas ? seas.answers : answers.get(seas))?.memo?.size ?? 0;
}
