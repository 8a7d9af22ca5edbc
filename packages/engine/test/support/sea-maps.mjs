// Hostile maps of seas (issue 13 item 4), shared by the convoy-route tests and the hostile
// benchmark (bench/hostile.bench.mjs): two coasts LA and LB, an army on LA, and a fleet on every
// sea between them.
import { loadMap } from '@payola/engine';

/** Two coasts joined by a clique of k seas S0 … S(k−1) (every sea next to every other; LB next to two). */
export function cliqueMap(k) {
  const seas = Array.from({ length: k }, (_, i) => `S${i}`);
  const named = seas.map((id) => ({ id, name: `Sea${id}` }));
  return seaMap(`clique-${k}`, named, [
    ['LA', 'S0'],
    ['LB', `S${k - 1}`],
    ['LB', `S${k - 2}`],
    ...seas.flatMap((a, i) => seas.slice(i + 1).map((b) => [a, b])),
  ]);
}

/** The sea at row r, column c of `gridMap`'s grid. */
export const gridSea = (r, c) => `G${r}X${c}`;

/** Two coasts at opposite corners of an n×n grid of seas (each next to its four neighbours). */
export function gridMap(n) {
  const cells = Array.from({ length: n * n }, (_, i) => [Math.floor(i / n), i % n]);
  return seaMap(
    `grid-${n}`,
    cells.map(([r, c]) => ({ id: gridSea(r, c), name: `Sea ${r} ${c}` })),
    [
      ['LA', gridSea(0, 0)],
      ['LB', gridSea(n - 1, n - 1)],
      ...cells.flatMap(([r, c]) => [
        ...(c + 1 < n ? [[gridSea(r, c), gridSea(r, c + 1)]] : []),
        ...(r + 1 < n ? [[gridSea(r, c), gridSea(r + 1, c)]] : []),
      ]),
    ],
  );
}

/** The map of two coasts and `seas` (`{ id, name }`), a fleet on each sea and an army on LA. */
function seaMap(name, seas, fleetEdges) {
  const result = loadMap({
    name,
    victoryCenters: 1,
    powers: [{ name: 'Red', letter: 'R' }],
    provinces: [
      { id: 'LA', name: 'Landa', type: 'coast', supplyCenter: true, home: 'Red' },
      { id: 'LB', name: 'Landb', type: 'coast' },
      ...seas.map(({ id, name }) => ({ id, name, type: 'sea' })),
    ],
    armyEdges: [],
    fleetEdges,
    startingUnits: { Red: ['A LA', ...seas.map(({ id }) => `F ${id}`)] },
  });
  if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('; '));
  return result.map;
}
