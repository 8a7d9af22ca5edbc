// BoardMap's answers by province number (provinceAt, canReachNumbered), which the checker asks for
// every move and support, agree with its answers by id: on every pair of the standard board, and on a
// map too large for the table of pairs it keeps for smaller ones.
import { describe, expect, it } from 'vitest';
import type { Location } from '../src/map/board-map.js';
import { standardMap } from '../src/map/standard-map.js';
import { loadMap } from '../src/map/load-map.js';

describe('BoardMap by province number', () => {
  const ids = [...standardMap.provinces.keys()];

  it('provinceAt gives the province of each number, and refuses a number of no province', () => {
    for (const id of ids) expect(standardMap.provinceAt(standardMap.provinceNumber(id))).toBe(standardMap.province(id));
    expect(() => standardMap.provinceAt(ids.length)).toThrow(/unknown province number/);
  });

  it('canReachNumbered answers as canReach for armies and fleets, split coasts included', () => {
    let reached = 0;
    for (const from of ids) {
      const coasts = standardMap.province(from).coasts;
      const locations: Location[] = [{ province: from }, ...coasts.map((coast) => ({ province: from, coast }))];
      for (const to of ids)
        for (const type of ['A', 'F'] as const)
          for (const location of locations) {
            const expected = standardMap.canReach(type, location, to);
            const numbered = standardMap.canReachNumbered(
              type,
              location,
              standardMap.provinceNumber(from),
              standardMap.provinceNumber(to),
            );
            expect(numbered, `${type} ${from}${location.coast ? `/${location.coast}` : ''} - ${to}`).toBe(expected);
            if (expected) reached++;
          }
    }
    // Not a vacuous agreement: the board has hundreds of moves.
    expect(reached).toBeGreaterThan(400);
  });

  it('on a map too large for a table of its pairs (a ring of 600 seas), canReachNumbered still answers as canReach', () => {
    const seas = Array.from({ length: 600 }, (_, i) => `S${i}`);
    const loaded = loadMap({
      name: 'ring',
      victoryCenters: 1,
      powers: [{ name: 'Red', letter: 'R' }],
      provinces: [
        { id: 'LA', name: 'Landa', type: 'coast', supplyCenter: true, home: 'Red' },
        ...seas.map((id) => ({ id, name: `Sea${id}`, type: 'sea' as const })),
      ],
      armyEdges: [],
      fleetEdges: [['LA', 'S0'], ...seas.map((id, i) => [id, seas[(i + 1) % seas.length]!])],
      startingUnits: { Red: ['A LA'] },
    });
    if (!loaded.ok) throw new Error(loaded.problems.map((p) => p.message).join('; '));
    const map = loaded.map;
    let reached = 0;
    for (const from of ['LA', ...seas.slice(0, 40)])
      for (const to of map.provinces.keys()) {
        const expected = map.canReach('F', { province: from }, to);
        expect(map.canReachNumbered('F', { province: from }, map.provinceNumber(from), map.provinceNumber(to))).toBe(
          expected,
        );
        if (expected) reached++;
      }
    // The coast reaches its one sea; each sea its two neighbours, and S0 the coast too.
    expect(reached).toBe(1 + 40 * 2 + 1);
  });
});
