// A clear schematic for maps that carry no drawing: provinces as labelled nodes placed by a
// deterministic force layout over the adjacencies, adjacencies as lines. The layout runs a fixed
// number of rounds, so its cost grows with the board only.
import type { BoardMap } from '@payola/engine';
import type { BoardDrawing, Point, ProvinceDrawing } from './drawing.js';

const ROUNDS = 300;
/**
 * The force layout compares every pair of provinces in each round; beyond this many provinces (no
 * real variant comes near) the nodes stay on their starting grid, so a hostile map costs little.
 */
const MAX_LAID_OUT = 600;
const SIDE = 1000;
const MARGIN = 60;

export function schematicDrawing(map: BoardMap): BoardDrawing {
  const ids = [...map.provinces.keys()].sort();
  const index = new Map(ids.map((id, i) => [id, i]));
  const edges = uniqueEdges(map, index);
  const n = ids.length;
  // Start on a circle (a grid for very large maps): deterministic, and no two nodes coincide.
  const columns = Math.ceil(Math.sqrt(n));
  const large = n > MAX_LAID_OUT;
  const x = ids.map((_, i) => (large ? i % columns : Math.cos((2 * Math.PI * i) / Math.max(1, n)) * SIDE * 0.4));
  const y = ids.map((_, i) =>
    large ? Math.floor(i / columns) : Math.sin((2 * Math.PI * i) / Math.max(1, n)) * SIDE * 0.4,
  );
  const ideal = (SIDE * 0.8) / Math.max(1, Math.sqrt(n));
  for (let round = 0; round < (large ? 0 : ROUNDS); round++) {
    const step = ideal * 0.1 * (1 - round / ROUNDS);
    const dx = new Float64Array(n);
    const dy = new Float64Array(n);
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++) {
        const ex = x[i]! - x[j]!;
        const ey = y[i]! - y[j]!;
        const d2 = Math.max(ex * ex + ey * ey, 1e-3);
        const push = (ideal * ideal) / d2;
        dx[i]! += ex * push;
        dy[i]! += ey * push;
        dx[j]! -= ex * push;
        dy[j]! -= ey * push;
      }
    for (const [a, b] of edges) {
      const ex = x[a]! - x[b]!;
      const ey = y[a]! - y[b]!;
      const d = Math.max(Math.hypot(ex, ey), 1e-3);
      const pull = d / ideal;
      dx[a]! -= ex * pull;
      dy[a]! -= ey * pull;
      dx[b]! += ex * pull;
      dy[b]! += ey * pull;
    }
    for (let i = 0; i < n; i++) {
      const d = Math.hypot(dx[i]!, dy[i]!);
      if (d > 0) {
        x[i]! += (dx[i]! / d) * Math.min(step, d);
        y[i]! += (dy[i]! / d) * Math.min(step, d);
      }
    }
  }
  const fit = fitter(x, y);
  const provinces: Record<string, ProvinceDrawing> = Object.create(null) as Record<string, ProvinceDrawing>;
  ids.forEach((id, i) => {
    const at = fit(x[i]!, y[i]!);
    const coasts = map.province(id).coasts;
    provinces[id] =
      coasts.length === 0
        ? { at }
        : {
            at,
            coasts: Object.fromEntries(
              coasts.map((c, k) => [c, [at[0] + 26 * Math.cos(k * 2.1 + 0.5), at[1] + 26 * Math.sin(k * 2.1 + 0.5)]]),
            ),
          };
  });
  return { width: SIDE, height: SIDE, provinces, edges: edges.map(([a, b]) => [ids[a]!, ids[b]!] as const) };
}

/** The map's adjacencies, each pair of provinces once (coasts merged), as province ids. */
export function adjacencyEdges(map: BoardMap): (readonly [string, string])[] {
  const ids = [...map.provinces.keys()].sort();
  return uniqueEdges(map, new Map(ids.map((id, i) => [id, i]))).map(([a, b]) => [ids[a]!, ids[b]!] as const);
}

function uniqueEdges(map: BoardMap, index: ReadonlyMap<string, number>): (readonly [number, number])[] {
  const seen = new Set<string>();
  const edges: (readonly [number, number])[] = [];
  const add = (p: string, q: string) => {
    const a = index.get(p);
    const b = index.get(q);
    if (a === undefined || b === undefined || a === b) return;
    const key = a < b ? `${a} ${b}` : `${b} ${a}`;
    if (seen.has(key)) return;
    seen.add(key);
    edges.push(a < b ? [a, b] : [b, a]);
  };
  for (const [a, b] of map.data.armyEdges) add(a, b);
  for (const [a, b] of map.data.fleetEdges) add(a.split('/')[0]!, b.split('/')[0]!);
  return edges;
}

function fitter(x: readonly number[], y: readonly number[]): (px: number, py: number) => Point {
  const minX = Math.min(...x);
  const minY = Math.min(...y);
  const span = Math.max(Math.max(...x) - minX, Math.max(...y) - minY, 1);
  const scale = (SIDE - 2 * MARGIN) / span;
  return (px, py) => [round1(MARGIN + (px - minX) * scale), round1(MARGIN + (py - minY) * scale)];
}

function round1(v: number): number {
  return Math.round(v * 10) / 10;
}
