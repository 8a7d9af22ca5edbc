// Convoy routes (Rule 3.1 item 7) on hostile maps (issue 13 item 4): whether a route exists, and
// whether one passes through a given sea, are graph searches; routes are spelled out only up to a
// bound. Checked against the plain definition (every route enumerated) on the standard map; the
// time on sea cliques is in the benchmark (hostile.bench.mjs).
import '../../parser/test/support/fast-check-seed.js';
import fc from 'fast-check';
import { checkOrderText, convoyRoutes, hasConvoyRoute, legalOrders, standardMap, startingGame } from '@payola/engine';
import { describe, expect, it } from 'vitest';
import { gameView } from '../dist/orders/board-view.js';
import { convoyMemoLimit, convoyRouteThrough, rememberedConvoyAnswers } from '../dist/orders/convoy-routes.js';
import { gameWith } from './support/board.js';
import { cliqueMap, gridMap } from './support/sea-maps.mjs';

const seas = [...standardMap.provinces.values()].filter((p) => p.type === 'sea').map((p) => p.id);
const coasts = [...standardMap.provinces.values()].filter((p) => p.type === 'coast').map((p) => p.id);

/**
 * With fleets on `fleets`, a route from `from` to `to` exists, and one passes through each sea of
 * `vias`, exactly when some enumerated route does.
 */
function expectRoutesAgree(
  map: typeof standardMap,
  from: string,
  to: string,
  fleets: readonly string[],
  vias: readonly string[],
): void {
  const set = new Set(fleets);
  const routes = [...convoyRoutes(map, from, to, set, Infinity)];
  expect(hasConvoyRoute(map, from, to, set)).toBe(routes.length > 0);
  for (const via of vias) expect(hasConvoyRoute(map, from, to, set, via)).toBe(routes.some((r) => r.includes(via)));
}

describe('convoy routes', () => {
  it('a route through a given sea exists exactly when some enumerated route passes there (standard map)', () => {
    fc.assert(
      fc.property(fc.subarray(seas), fc.constantFrom(...coasts), fc.constantFrom(...coasts), (fleets, from, to) =>
        expectRoutesAgree(standardMap, from, to, fleets, fleets),
      ),
      { numRuns: 300 },
    );
  });

  it('a route through a given sea exists exactly when some enumerated route passes there (grids and a clique of seas)', () => {
    for (const map of [gridMap(3), gridMap(4), cliqueMap(6)]) {
      const mapSeas = [...map.provinces.values()].filter((p) => p.type === 'sea').map((p) => p.id);
      fc.assert(
        fc.property(fc.subarray(mapSeas), fc.boolean(), (fleets, back) => {
          const [from, to] = back ? ['LB', 'LA'] : ['LA', 'LB'];
          expectRoutesAgree(map, from, to, fleets, mapSeas);
        }),
        { numRuns: 100 },
      );
    }
  });

  it('a supporting fleet on a coast is no sea a convoy route passes through (DATC 6.D.31)', () => {
    const fleets = new Set(['ENG']);
    expect(convoyRouteThrough(standardMap, fleets, 'LON', 'BRE')).toBe(true);
    expect(convoyRouteThrough(standardMap, fleets, 'LON', 'BRE', { via: 'ENG', with: 'ENG' })).toBe(true);
    expect(convoyRouteThrough(standardMap, fleets, 'LON', 'BRE', { via: 'PIC', with: 'PIC' })).toBe(false);
    expect(convoyRouteThrough(standardMap, fleets, 'LON', 'BRE', { without: 'ENG' })).toBe(false);
  });

  it('remembered answers are bounded per set of seas (convoyMemoLimit) and stay right past the bound', () => {
    // Every sea: every coast is joined to every other, so each question less a sea needs a search.
    const fleets = new Set(seas);
    const questions = coasts.flatMap((from) =>
      coasts.flatMap((to) => [...fleets].map((without) => ({ from, to, without }))),
    );
    expect(questions.length).toBeGreaterThan(convoyMemoLimit);
    for (let round = 0; round < 2; round++)
      for (const { from, to, without } of questions) {
        const used = new Set(fleets);
        used.delete(without);
        expect(convoyRouteThrough(standardMap, fleets, from, to, { without })).toBe(
          hasConvoyRoute(standardMap, from, to, used),
        );
      }
    expect(rememberedConvoyAnswers(fleets)).toBe(convoyMemoLimit);
  });

  it('remembered answers to questions without a sea, less one and through one are kept apart (standard map)', () => {
    fc.assert(
      fc.property(
        fc.subarray(seas, { minLength: 1 }),
        fc.constantFrom(...coasts),
        fc.constantFrom(...coasts),
        fc.constantFrom(...seas),
        (fleets, from, to, sea) => {
          const set = new Set(fleets);
          const less = new Set(set);
          less.delete(sea);
          const more = new Set(set).add(sea);
          // Each question asked twice, the kinds interleaved: an answer kept under another's key would show.
          for (let round = 0; round < 2; round++) {
            expect(convoyRouteThrough(standardMap, set, from, to)).toBe(hasConvoyRoute(standardMap, from, to, set));
            expect(convoyRouteThrough(standardMap, set, from, to, { without: sea })).toBe(
              hasConvoyRoute(standardMap, from, to, less),
            );
            expect(convoyRouteThrough(standardMap, set, from, to, { via: sea, with: sea })).toBe(
              hasConvoyRoute(standardMap, from, to, more, sea),
            );
            expect(convoyRouteThrough(standardMap, set, from, to, { via: sea })).toBe(
              hasConvoyRoute(standardMap, from, to, set, sea),
            );
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('provinces are numbered 0, 1, … in the order of the map data, and a name that is no province id has none', () => {
    const ids = [...standardMap.provinces.keys()];
    expect(ids.map((id) => standardMap.provinceNumber(id))).toEqual(ids.map((_, i) => i));
    expect(standardMap.provinceNumber('par')).toBe(-1);
    expect(standardMap.provinceNumber('XYZ')).toBe(-1);
  });

  it('listing every legal order again searches for no convoy route again (the opening, its fleets at sea)', () => {
    const game = gameWith({
      England: ['F NTH', 'F NWG', 'A LVP'],
      France: ['F MAO', 'A PAR', 'A MAR'],
      Germany: ['F HEL', 'A BER', 'A MUN'],
      Italy: ['F ION', 'A VEN', 'A ROM'],
      Austria: ['F ADR', 'A VIE', 'A BUD'],
      Russia: ['F BLA', 'F BOT', 'A MOS', 'A WAR'],
      Turkey: ['F AEG', 'A CON', 'A SMY'],
    });
    const list = () => game.units.flatMap((u) => legalOrders(game, u.location.province));
    const seasWithFleets = gameView(game, true).convoySeas;
    const orders = list();
    const remembered = rememberedConvoyAnswers(seasWithFleets);
    // Most questions are answered by the components of the seas with fleets, the others searched once.
    expect(remembered).toBeGreaterThan(0);
    expect(remembered).toBeLessThan(convoyMemoLimit);
    expect(list()).toEqual(orders);
    expect(rememberedConvoyAnswers(seasWithFleets)).toBe(remembered);
  });

  it('every route spelled out is a chain of distinct seas from one coast to the other, at most the bound', () => {
    const map = cliqueMap(11);
    const all = new Set(Array.from({ length: 11 }, (_, i) => `S${i}`));
    const routes = [...convoyRoutes(map, 'LA', 'LB', all)];
    expect(routes.length).toBe(256);
    for (const route of routes) {
      expect(new Set(route).size).toBe(route.length);
      expect(route[0]).toBe('S0');
      expect(['S9', 'S10']).toContain(route.at(-1));
    }
    expect([...convoyRoutes(map, 'LA', 'LB', all, 3)].length).toBe(3);
  });

  it('orders on a clique of 11 seas are checked and listed (bounded), support and convoy alike', () => {
    const map = cliqueMap(11);
    const game = startingGame(map);
    const convoy = checkOrderText(game, 'F S4 C A LA - LB');
    expect(convoy.legal).toBe(true);
    expect(checkOrderText(game, 'F S10 S A LA - LB').legal).toBe(true);
    expect(checkOrderText(game, 'F S3 S A LA - LB').legal).toBe(false);
    expect(checkOrderText(game, 'A LA - S0 - S5 - S2 - S10 - LB').legal).toBe(true);
    const moves = legalOrders(game, 'LA').filter((o) => o.startsWith('A LA -'));
    expect(moves.length).toBe(256);
  });

  it('issue 13 item 4: orders through a 6×6 grid of seas (millions of routes) are checked and listed, bounded', () => {
    const game = startingGame(gridMap(6));
    // The one sea next to Landb cannot support the move it must carry (DATC 6.D.31).
    expect(checkOrderText(game, 'F G5X5 S A LA - LB')).toMatchObject({
      legal: false,
      message: expect.stringContaining('only by a convoy through Sea 5 5, the supporting fleet itself'),
    });
    expect(checkOrderText(game, 'F G2X3 C A LA - LB').legal).toBe(true);
    expect(checkOrderText(game, 'F G0X5 C A LA - LB').legal).toBe(true);
    const moves = legalOrders(game, 'LA').filter((o) => o.startsWith('A LA -'));
    expect(moves.length).toBe(256);
    for (const move of moves) expect(move.endsWith('- G5X5 - LB')).toBe(true);
  });
});
