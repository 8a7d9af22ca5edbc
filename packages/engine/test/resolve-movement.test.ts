/**
 * resolveMovement beyond the DATC cases: how orders come in (texts keyed by unit, illegal and
 * misaddressed orders, route-less convoys), what comes out (outcomes for every unit, the next
 * board, retreats with coasts), and properties on random legal orders.
 */
import '../../parser/test/support/fast-check-seed.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  legalOrders,
  loadGame,
  loadMap,
  PhaseError,
  resolveMovement,
  startingGame,
  type Game,
  unitText,
  type MovementResult,
} from '@payola/engine';
// The engine's own modules (not the built package), to build a huge board without a file.
import { startingGame as startingGameFromSource } from '../src/game/starting-game.js';
import { BoardMap } from '../src/map/board-map.js';
import { resolveResolvedMovement } from '../src/resolve/movement.js';
import { gameWith } from './support/board.js';

describe('resolveMovement: orders in', () => {
  it('units without an order hold; every unit has an outcome with its canonical order', () => {
    const result = resolveMovement(startingGame(), { 'A PAR': 'a par-bur', 'F STP/SC': 'F STP/SC - BOT' });
    expect(Object.keys(result.outcomes)).toHaveLength(22);
    expect(result.outcomes['A PAR']).toEqual({ order: 'A PAR - BUR', succeeded: true, reason: 'moved to BUR' });
    expect(result.outcomes['F STP/SC']).toEqual({ order: 'F STP/SC - BOT', succeeded: true, reason: 'moved to BOT' });
    expect(result.outcomes['A MUN']).toEqual({ order: 'A MUN H', succeeded: true, reason: 'held' });
    expect(result.units).toContainEqual({ power: 'France', unit: 'A BUR' });
    expect(result.units).toContainEqual({ power: 'Russia', unit: 'F BOT' });
    expect(result.units).toHaveLength(22);
  });

  it('takes a game file as well as a Game, and orders as a Map', () => {
    const file = JSON.parse(JSON.stringify(startingGame().toFile()));
    const result = resolveMovement(file, new Map([['F BRE', 'F BRE - MAO']]));
    expect(result.outcomes['F BRE']!.succeeded).toBe(true);
  });

  it('refuses a game that is not in a movement phase, and a file that does not load', () => {
    const winter = loadGame({ ...startingGame().toFile(), season: 'winter', phase: 'adjustment' });
    if (!winter.ok) throw new Error('winter game should load');
    expect(() => resolveMovement(winter.game, {})).toThrow(PhaseError);
    expect(() => resolveMovement(winter.game, {})).toThrow(
      'resolveMovement resolves a movement phase; this game is in a adjustment phase',
    );
    expect(() => resolveMovement({ map: 'standard' } as never, {})).toThrow(/the game file cannot be loaded: .*year/);
  });

  it('an illegal order makes its unit hold, and the reason says why', () => {
    const result = resolveMovement(startingGame(), { 'A PAR': 'A PAR - MUN', 'F KIE': 'F KIE S A MUN - PAR' });
    expect(result.outcomes['A PAR']).toEqual({
      order: 'A PAR - MUN',
      succeeded: false,
      reason: expect.stringMatching(/^illegal order \(.*Munich.*\); held$/),
    });
    expect(result.outcomes['F KIE']!.reason).toMatch(/^illegal order/);
    expect(result.units).toContainEqual({ power: 'France', unit: 'A PAR' });
  });

  it('an order keyed by one unit but written for another is illegal; keys for no unit are ignored, as are second orders', () => {
    const result = resolveMovement(startingGame(), {
      'A PAR': 'A MAR - BUR',
      'A XYZ': 'A XYZ H',
      'A LON': 'A LON H',
      'F BRE': 'F BRE - MAO',
      'f bre': 'F BRE - ENG',
      'F LVP': 'F LVP - IRI',
    });
    expect(result.outcomes['A PAR']!.reason).toBe('illegal order (the order is for A MAR, not for A PAR); held');
    expect(result.outcomes['A MAR']!.order).toBe('A MAR H');
    expect(result.ignored).toEqual([
      { unit: 'A XYZ', order: 'A XYZ H', reason: 'unknown place "XYZ"' },
      { unit: 'A LON', order: 'A LON H', reason: 'the unit in LON is a fleet' },
      { unit: 'f bre', order: 'F BRE - ENG', reason: 'a second order for f bre; the first one counts' },
      { unit: 'F LVP', order: 'F LVP - IRI', reason: 'the unit in LVP is an army' },
    ]);
    expect(result.outcomes['F BRE']!.order).toBe('F BRE - MAO');
  });

  it('a move without its route to a province reached only by sea is a convoyed move by any route', () => {
    const game = gameWith({ England: ['A LON', 'F NTH', 'F ENG'] });
    const convoyed = resolveMovement(game, {
      'A LON': 'A LON - BEL',
      'F NTH': 'F NTH C A LON - BEL',
      'F ENG': 'F ENG C A LON - BEL',
    });
    expect(convoyed.outcomes['A LON']).toEqual({
      order: 'A LON - BEL',
      succeeded: true,
      reason: 'moved to BEL by convoy',
    });
    const alone = resolveMovement(game, { 'A LON': 'A LON - BEL' });
    expect(alone.outcomes['A LON']).toEqual({ order: 'A LON - BEL', succeeded: false, reason: 'no convoy' });
    // With no fleet at sea at all, no convoy is possible: the order is illegal (DATC 6.D.32).
    const noFleet = resolveMovement(gameWith({ England: ['A LON'] }), { 'A LON': 'A LON - BEL' });
    expect(noFleet.outcomes['A LON']!.reason).toMatch(/^illegal order/);
  });

  it('a spelled route is intent to be convoyed: the army does not walk when the convoy is missing (DATC 6.G.8)', () => {
    const game = gameWith({ France: ['A PIC', 'F ENG'] });
    const result = resolveMovement(game, { 'A PIC': 'A PIC - ENG - BEL', 'F ENG': 'F ENG H' });
    expect(result.outcomes['A PIC']).toEqual({ order: 'A PIC - ENG - BEL', succeeded: false, reason: 'no convoy' });
  });
});

describe('resolveMovement: the board after', () => {
  it('a fleet moving to a split coast stands on that coast; a dislodged fleet may retreat to either open coast', () => {
    const game = gameWith({ France: ['F MAO', 'F GAS'], England: ['F NAO', 'F IRI'] });
    const result = resolveMovement(game, {
      'F GAS': 'F GAS - SPA',
      'F NAO': 'F NAO - MAO',
      'F IRI': 'F IRI S F NAO - MAO',
    });
    expect(result.units).toContainEqual({ power: 'France', unit: 'F SPA/NC' });
    expect(result.dislodged).toEqual([
      // Gascony is open: its fleet has left.
      { power: 'France', unit: 'F MAO', by: 'NAO', retreats: ['BRE', 'ENG', 'GAS', 'NAF', 'POR', 'WES'] },
    ]);
    const open = resolveMovement(game, { 'F NAO': 'F NAO - MAO', 'F IRI': 'F IRI S F NAO - MAO' });
    // The fleet in Gascony stays; both coasts of Spain are open.
    expect(open.dislodged[0]!.retreats).toEqual(['BRE', 'ENG', 'NAF', 'POR', 'SPA/NC', 'SPA/SC', 'WES']);
  });

  it('reasons name the units involved', () => {
    const game = gameWith({ Germany: ['A MUN', 'A RUH'], Austria: ['A BOH', 'A TYR'], France: ['A BUR'] });
    const result = resolveMovement(game, {
      'A MUN': 'A MUN - BUR',
      'A RUH': 'A RUH S A MUN - BUR',
      'A BOH': 'A BOH - MUN',
      'A TYR': 'A TYR S A BOH - MUN',
      'A BUR': 'A BUR H',
    });
    expect(result.outcomes['A BUR']).toEqual({ order: 'A BUR H', succeeded: false, reason: 'dislodged by A MUN' });
    expect(result.outcomes['A MUN']).toEqual({
      order: 'A MUN - BUR',
      succeeded: true,
      reason: 'moved to BUR, dislodging A BUR',
    });
    expect(result.outcomes['A BOH']!.succeeded).toBe(true);
    expect(result.dislodged.map((d) => [d.unit, d.by, d.retreats])).toEqual([
      ['A BUR', 'MUN', ['BEL', 'GAS', 'MAR', 'PAR', 'PIC']],
    ]);
  });

  it('keys its records without a prototype', () => {
    const result = resolveMovement(startingGame(), {});
    expect(Object.getPrototypeOf(result.outcomes)).toBe(null);
  });
});

/** The result as sets, independent of the order of units. */
function normalized(result: MovementResult) {
  return {
    outcomes: Object.entries(result.outcomes).sort(([a], [b]) => a.localeCompare(b)),
    units: result.units.map((u) => `${u.power}:${u.unit}`).sort(),
    dislodged: [...result.dislodged].sort((a, b) => a.unit.localeCompare(b.unit)),
    standoffs: result.standoffs,
  };
}

function withUnitsInOrder(game: Game, order: readonly number[]): Game {
  return game.with({ units: order.map((i) => game.units[i]!) });
}

/** A crowded mid-game board: fleets at sea everywhere, armies on the coasts (convoys, paradoxes). */
function crowdedGame(): Game {
  const units = [
    ['England', 'F NTH'],
    ['England', 'F NWG'],
    ['England', 'F ENG'],
    ['England', 'A LON'],
    ['England', 'A YOR'],
    ['England', 'F IRI'],
    ['France', 'F MAO'],
    ['France', 'F WES'],
    ['France', 'A BRE'],
    ['France', 'A PIC'],
    ['France', 'A GAS'],
    ['France', 'F LYO'],
    ['Germany', 'F HEL'],
    ['Germany', 'F BAL'],
    ['Germany', 'A HOL'],
    ['Germany', 'A DEN'],
    ['Germany', 'A KIE'],
    ['Italy', 'F TYS'],
    ['Italy', 'F ION'],
    ['Italy', 'A TUN'],
    ['Italy', 'A NAP'],
    ['Italy', 'F ADR'],
    ['Russia', 'F BOT'],
    ['Russia', 'F BAR'],
    ['Russia', 'A NWY'],
    ['Russia', 'A SWE'],
    ['Russia', 'F BLA'],
    ['Turkey', 'F AEG'],
    ['Turkey', 'F EAS'],
    ['Turkey', 'A GRE'],
    ['Turkey', 'A SMY'],
    ['Turkey', 'A BUL'],
    ['Austria', 'A ALB'],
    ['Austria', 'A SER'],
  ].map(([power, unit]) => ({ power: power!, unit: unit! }));
  const loaded = loadGame({ ...startingGame().toFile(), units });
  if (!loaded.ok) throw new Error('crowded board');
  return loaded.game;
}

describe('resolveMovement: the crowded board, random legal orders', () => {
  const crowded = crowdedGame();
  const keys = crowded.units.map(unitText);
  const orders = fc.tuple(...crowded.units.map((u) => fc.constantFrom(...legalOrders(crowded, u))));

  it('the result does not depend on the order in which units are listed, convoys and paradoxes included', () => {
    fc.assert(
      fc.property(orders, fc.func(fc.integer()), (picked, key) => {
        const byUnit = Object.fromEntries(picked.map((text, i) => [keys[i]!, text]));
        const permutation = crowded.units.map((_, i) => i).sort((a, b) => key(a) - key(b) || a - b);
        const result = resolveMovement(crowded, byUnit);
        expect(normalized(resolveMovement(withUnitsInOrder(crowded, permutation), byUnit))).toEqual(normalized(result));
        const provinces = result.units.map((u) => u.unit.slice(2).split('/')[0]);
        expect(new Set(provinces).size).toBe(provinces.length);
        expect(result.units.length + result.dislodged.length).toBe(crowded.units.length);
      }),
      { numRuns: 150 },
    );
  });
});

describe('resolveMovement: properties on random legal orders', () => {
  const opening = startingGame();
  const choices = opening.units.map((u) => legalOrders(opening, u));
  const orders = fc.tuple(...choices.map((list) => fc.constantFrom(...list)));
  const keys = opening.units.map(unitText);

  it('no two units end in one province; every unit ends on the board or dislodged; retreats are open', () => {
    fc.assert(
      fc.property(orders, (picked) => {
        const byUnit = Object.fromEntries(picked.map((text, i) => [keys[i]!, text]));
        const result = resolveMovement(opening, byUnit);
        const provinces = result.units.map((u) => u.unit.slice(2).split('/')[0]);
        expect(new Set(provinces).size).toBe(provinces.length);
        expect(result.units.length + result.dislodged.length).toBe(opening.units.length);
        for (const d of result.dislodged)
          for (const r of d.retreats) {
            expect(provinces).not.toContain(r.split('/')[0]);
            expect(result.standoffs).not.toContain(r.split('/')[0]);
          }
        expect(Object.values(result.outcomes).some((o) => o.reason.startsWith('illegal'))).toBe(false);
      }),
      { numRuns: 150 },
    );
  });

  it('the result does not depend on the order in which units are listed', () => {
    fc.assert(
      fc.property(orders, fc.func(fc.integer()), (picked, key) => {
        const byUnit = Object.fromEntries(picked.map((text, i) => [keys[i]!, text]));
        const permutation = opening.units.map((_, i) => i).sort((a, b) => key(a) - key(b) || a - b);
        expect(normalized(resolveMovement(withUnitsInOrder(opening, permutation), byUnit))).toEqual(
          normalized(resolveMovement(opening, byUnit)),
        );
      }),
      { numRuns: 100 },
    );
  });
});

/** A made-up map: `n` land provinces in a line (or a ring), one army in each of the first `n`, each moving on. */
function lineOfMoves(n: number, ring: boolean): { game: Game; orders: Record<string, string> } {
  const count = ring ? n : n + 1;
  const id = (i: number) => `P${i % count}`;
  const provinces = Array.from({ length: count }, (_, i) => ({ id: id(i), name: `Place ${i}`, type: 'land' as const }));
  const armyEdges = Array.from({ length: ring ? count : count - 1 }, (_, i) => [id(i), id(i + 1)] as const);
  const powers = [{ name: 'Red', letter: 'R' }];
  const map = loadMap({
    name: 'line',
    victoryCenters: 1,
    powers,
    provinces,
    armyEdges,
    fleetEdges: [],
    startingUnits: {},
  });
  if (!map.ok) throw new Error('map');
  const loaded = loadGame(
    {
      map: 'line.json',
      year: 1901,
      season: 'spring',
      powers: [{ ...powers[0]!, balance: 0, centers: [] }],
      units: Array.from({ length: n }, (_, i) => ({ power: 'Red', unit: `A ${id(i)}` })),
    },
    { readMap: () => map.map.data },
  );
  if (!loaded.ok) throw new Error('game');
  return {
    game: loaded.game,
    orders: Object.fromEntries(Array.from({ length: n }, (_, i) => [`A ${id(i)}`, `A ${id(i)} - ${id(i + 1)}`])),
  };
}

describe('resolveMovement: long chains and cycles', () => {
  it('a chain of 5,000 moves is decided from its far end, without deep recursion', () => {
    const { game, orders } = lineOfMoves(5000, false);
    const result = resolveMovement(game, orders);
    expect(Object.values(result.outcomes).every((o) => o.succeeded)).toBe(true);
    expect(result.units[0]).toEqual({ power: 'Red', unit: 'A P1' });
  });

  it('a circular movement of 500 units succeeds', () => {
    const small = lineOfMoves(500, true);
    expect(Object.values(resolveMovement(small.game, small.orders).outcomes).every((o) => o.succeeded)).toBe(true);
  });

  it('a cycle of orders too long for the stack (here 100,000 moves) is refused with a clear error, not a crash', () => {
    // Built directly (no file to check) and resolved from orders already read, to keep the test quick.
    const n = 100_000;
    const id = (i: number) => `P${i % n}`;
    const map = new BoardMap({
      name: 'ring',
      victoryCenters: 1,
      powers: [{ name: 'Red', letter: 'R' }],
      provinces: Array.from({ length: n }, (_, i) => ({ id: id(i), name: id(i), type: 'land' as const })),
      armyEdges: Array.from({ length: n }, (_, i) => [id(i), id(i + 1)] as const),
      fleetEdges: [],
      startingUnits: {},
    });
    const game = startingGameFromSource(map).with({
      units: Array.from({ length: n }, (_, i) => ({ power: 'Red', type: 'A' as const, location: { province: id(i) } })),
    });
    const orders = game.units.map((_, i) => ({ kind: 'move' as const, to: { province: id(i + 1) }, via: [] }));
    expect(() => resolveResolvedMovement(game, orders)).toThrow(
      'the orders form a cycle of dependencies too long to resolve (100000 units)',
    );
  });
});

describe('resolveMovement: input from plain JavaScript', () => {
  it('sets aside entries that are not one line of text', () => {
    const orders = { 'A PAR': 42, 'A MAR': 'A MAR - BUR\nA MAR H', 'F BRE': 'F BRE - MAO' } as unknown as Record<
      string,
      string
    >;
    const result = resolveMovement(startingGame(), orders);
    expect(result.ignored).toEqual([
      { unit: 'A PAR', order: '42', reason: 'an order is a text' },
      { unit: 'A MAR', order: 'A MAR - BUR\nA MAR H', reason: 'write one order, on one line' },
    ]);
    expect(result.outcomes['A MAR']!.order).toBe('A MAR H');
    expect(result.outcomes['F BRE']!.succeeded).toBe(true);
  });
});
