// BoardMap's answers by province number (provinceAt, canReachNumbered), which the checker asks for
// every move and support, agree with its answers by id on every pair of the standard board.
import { describe, expect, it } from 'vitest';
import type { Location } from '../src/map/board-map.js';
import { standardMap } from '../src/map/standard-map.js';

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
});
