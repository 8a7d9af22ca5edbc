// A variant map may carry its own drawing (issue 10): regions with their labels and units at the
// points it gives, or, without regions, nodes at its points with the adjacencies as lines. The
// loader checks the drawing against the map; path data can hold nothing but a shape.
import { loadMap, startingGame, type MapData } from '@payola/engine';
import { renderBoard } from '@payola/board';
import { describe, expect, it } from 'vitest';
import { withClass } from './board-test-kit.js';

const base: MapData = {
  name: 'triangle',
  victoryCenters: 2,
  powers: [{ name: 'Red', letter: 'R' }],
  provinces: [
    { id: 'AAA', name: 'Alpha', type: 'coast', supplyCenter: true, home: 'Red' },
    { id: 'BBB', name: 'Beta', type: 'coast', supplyCenter: true },
    { id: 'SEA', name: 'Sea', type: 'sea' },
  ],
  armyEdges: [['AAA', 'BBB']],
  fleetEdges: [
    ['AAA', 'SEA'],
    ['BBB', 'SEA'],
  ],
  startingUnits: { Red: ['A AAA'] },
};

const regions = {
  width: 300,
  height: 200,
  provinces: {
    AAA: { region: 'M0 0L100 0L100 100L0 100Z', at: [50, 50] as const },
    BBB: { region: 'M100 0L200 0L200 100L100 100Z', at: [150, 50] as const },
    SEA: { region: 'M0 100L300 100L300 200L0 200Z', at: [150, 150] as const },
  },
};

function mapWith(drawing: unknown) {
  return loadMap({ ...base, drawing });
}

describe("a variant map's own drawing", () => {
  it('draws each province as its region, its label and units at the points given', () => {
    const loaded = mapWith(regions);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
    const svg = renderBoard(startingGame(loaded.map));
    const drawn = withClass(svg, 'region');
    expect(drawn.map((e) => [e.attributes['data-province'], e.attributes.d])).toEqual(
      expect.arrayContaining([
        ['AAA', 'M0 0L100 0L100 100L0 100Z'],
        ['BBB', 'M100 0L200 0L200 100L100 100Z'],
        ['SEA', 'M0 100L300 100L300 200L0 200Z'],
      ]),
    );
    expect(withClass(svg, 'adjacency')).toHaveLength(0);
    const label = withClass(svg, 'label').find((e) => e.attributes['data-province'] === 'BBB')!;
    expect(Number(label.attributes.x)).toBe(150);
    expect(svg).toMatch(/viewBox="0 0 300 \d+/);
  });

  it('without regions, draws nodes at the points given and the adjacencies as lines', () => {
    const points = {
      width: 400,
      height: 400,
      provinces: { AAA: { at: [10, 10] }, BBB: { at: [390, 10] }, SEA: { at: [200, 390] } },
    };
    const loaded = mapWith(points);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
    const svg = renderBoard(startingGame(loaded.map));
    const nodes = withClass(svg, 'node');
    expect(nodes.map((n) => [n.attributes['data-province'], n.attributes.cx, n.attributes.cy]).sort()).toEqual([
      ['AAA', '10', '10'],
      ['BBB', '390', '10'],
      ['SEA', '200', '390'],
    ]);
    expect(withClass(svg, 'adjacency')).toHaveLength(3);
  });

  it('is checked against the map: every province, known ones, their coasts, regions for all or none', () => {
    const problems = (drawing: unknown) => {
      const loaded = mapWith(drawing);
      return loaded.ok ? [] : loaded.problems.map((p) => `${p.path}: ${p.message}`);
    };
    expect(problems({ ...regions, provinces: { ...regions.provinces, ZZZ: { at: [0, 0] } } })).toContainEqual(
      expect.stringContaining('drawing.provinces.ZZZ: unknown province'),
    );
    const { SEA: _sea, ...withoutSea } = regions.provinces;
    expect(problems({ ...regions, provinces: withoutSea })).toContainEqual(
      expect.stringContaining('the drawing leaves out SEA'),
    );
    expect(problems({ ...regions, provinces: { ...regions.provinces, SEA: { at: [1, 1] } } })).toContainEqual(
      expect.stringContaining('for every province, or for none'),
    );
    expect(
      problems({
        ...regions,
        provinces: { ...regions.provinces, AAA: { ...regions.provinces.AAA, coasts: { NC: [1, 1] } } },
      }),
    ).toContainEqual(expect.stringContaining('AAA has no coast NC'));
  });

  it('holds nothing but shapes: path data with anything else is refused by the schema', () => {
    for (const region of ['M0 0"/><script>alert(1)</script>', 'url(javascript:x)', 'M0 0 L1 1 Z;']) {
      const loaded = mapWith({ ...regions, provinces: { ...regions.provinces, AAA: { region, at: [1, 1] } } });
      expect(loaded.ok, region).toBe(false);
    }
  });
});

describe('a very large map without a drawing', () => {
  it('is laid out on a grid (the force layout compares every pair, so it stops at 600 provinces)', () => {
    const ids = Array.from({ length: 1200 }, (_, i) => `P${i}`);
    const loaded = loadMap({
      name: 'sprawl',
      victoryCenters: 2,
      powers: [{ name: 'Red', letter: 'R' }],
      provinces: ids.map((id) => ({ id, name: `Place ${id}`, type: 'land' as const })),
      armyEdges: ids.slice(1).map((id, i) => [ids[i]!, id] as [string, string]),
      fleetEdges: [],
      startingUnits: { Red: ['A P0'] },
    });
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems.slice(0, 3)));
    const svg = renderBoard(startingGame(loaded.map));
    const nodes = withClass(svg, 'node');
    expect(nodes).toHaveLength(1200);
    expect(new Set(nodes.map((n) => `${n.attributes.cx},${n.attributes.cy}`)).size).toBe(1200);
  });
});
