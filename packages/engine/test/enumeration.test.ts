/**
 * `legalOrders` / `enumerateOrders` (completion lists) must agree with `checkOrderText` (what an
 * offer may name, Rule 3.1 item 7), for every unit of several boards:
 * (a) every enumerated order passes `checkOrderText` and comes back with the same canonical text;
 * (b) brute force: every order text we can generate for the unit (hold; a move to every province
 *     and every coast; a convoyed move along every sequence of up to three occupied seas to every
 *     coastal province; a support of every other unit to hold and to every province; a convoy of
 *     every army to every province) that `checkOrderText` accepts is enumerated, and every
 *     enumerated order with a route of up to three seas is among those accepted.
 * Boards: the opening position, a crowded mid-game board with many fleets at sea (so convoy
 * routes multiply), and random boards from fast-check.
 */
import '../../parser/test/support/fast-check-seed.js';
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  checkOrderText,
  enumerateOrders,
  gameView,
  legalOrders,
  orderText,
  standardMap,
  startingGame,
  unitText,
  type BoardUnit,
  type Game,
} from '@payola/engine';
import { gameWith } from './support/board.js';

const provinces = [...standardMap.provinces.values()];
const seaIds = provinces.filter((p) => p.type === 'sea').map((p) => p.id);
const coastalIds = provinces.filter((p) => p.type === 'coast').map((p) => p.id);
const MAX_ROUTE = 3;

/** Ordered sequences of distinct items, of length 1 to `max`. */
function sequences<T>(items: readonly T[], max: number): T[][] {
  const out: T[][] = [];
  const extend = (prefix: T[]) => {
    if (prefix.length > 0) out.push(prefix);
    if (prefix.length === max) return;
    for (const item of items) if (!prefix.includes(item)) extend([...prefix, item]);
  };
  extend([]);
  return out;
}

/** Every order text the brute force tries for `unit` (most of them illegal). */
function candidates(game: Game, unit: BoardUnit): string[] {
  const me = unitText(unit);
  const texts = [`${me} H`];
  for (const p of provinces) {
    texts.push(`${me} - ${p.id}`);
    for (const coast of p.coasts) texts.push(`${me} - ${p.id}/${coast}`);
  }
  const occupiedSeas = seaIds.filter((sea) => game.unitAt(sea)?.type === 'F');
  // Fleets are never convoyed; one-sea routes are enough to see them all rejected.
  for (const route of sequences(occupiedSeas, unit.type === 'A' ? MAX_ROUTE : 1)) {
    for (const to of coastalIds) texts.push(`${me} - ${route.join(' - ')} - ${to}`);
  }
  for (const other of game.units) {
    if (other === unit) continue;
    const target = `${other.type} ${other.location.province}`;
    texts.push(`${me} S ${target}`);
    for (const p of provinces) texts.push(`${me} S ${target} - ${p.id}`);
    if (other.type === 'A') for (const p of provinces) texts.push(`${me} C ${target} - ${p.id}`);
  }
  return texts;
}

/** The enumerated orders of the unit, as canonical texts, with the number of seas in each route. */
function enumerated(game: Game, unit: BoardUnit): { text: string; seas: number }[] {
  return enumerateOrders(gameView(game, true), unit).map((order) => ({
    text: orderText(unit, order),
    seas: order.kind === 'move' ? order.via.length : 0,
  }));
}

/** (a): every enumerated text is legal, canonical, and listed once; `legalOrders` gives the same list. */
function checkEnumerationIsLegal(game: Game, unit: BoardUnit): void {
  const listed = enumerated(game, unit).map((o) => o.text);
  expect(legalOrders(game, unit.location.province)).toEqual(listed);
  expect(new Set(listed).size).toBe(listed.length);
  const wrong = listed
    .map((text) => ({ text, result: checkOrderText(game, text) }))
    .filter(({ text, result }) => !result.legal || result.text !== text);
  expect(wrong).toEqual([]);
}

/** (b): the candidates `checkOrderText` accepts are exactly the enumerated orders (routes up to MAX_ROUTE seas). */
function checkEnumerationIsComplete(game: Game, unit: BoardUnit): void {
  const listed = enumerated(game, unit);
  const accepted = new Set<string>();
  for (const text of candidates(game, unit)) {
    const result = checkOrderText(game, text);
    if (result.legal) accepted.add(result.text);
  }
  const all = new Set(listed.map((o) => o.text));
  expect([...accepted].filter((text) => !all.has(text))).toEqual([]);
  const reachable = listed.filter((o) => o.seas <= MAX_ROUTE).map((o) => o.text);
  expect(reachable.filter((text) => !accepted.has(text))).toEqual([]);
}

function checkBoard(game: Game): void {
  for (const unit of game.units) {
    checkEnumerationIsLegal(game, unit);
    checkEnumerationIsComplete(game, unit);
  }
}

describe('the opening position', () => {
  const game = startingGame();

  it.each(game.units.map((u) => [unitText(u), u] as const))('%s: enumeration and checkOrderText agree', (_, unit) => {
    checkEnumerationIsLegal(game, unit);
    checkEnumerationIsComplete(game, unit);
  });

  it('F EDI: its moves, and the supports of the moves of London and Liverpool into its neighbours', () => {
    expect(legalOrders(game, 'EDI')).toEqual([
      'F EDI H',
      'F EDI - CLY',
      'F EDI - NTH',
      'F EDI - NWG',
      'F EDI - YOR',
      'F EDI S F LON - NTH',
      'F EDI S F LON - YOR',
      'F EDI S A LVP - CLY',
      'F EDI S A LVP - YOR',
    ]);
  });

  it('A LVP: moves overland only (no fleet at sea yet), supports of its neighbours', () => {
    expect(legalOrders(game, 'LVP')).toEqual([
      'A LVP H',
      'A LVP - CLY',
      'A LVP - EDI',
      'A LVP - WAL',
      'A LVP - YOR',
      'A LVP S F EDI',
      'A LVP S F EDI - CLY',
      'A LVP S F EDI - YOR',
      'A LVP S F LON - WAL',
      'A LVP S F LON - YOR',
    ]);
  });

  it('F STP/SC: along its own coast only', () => {
    expect(legalOrders(game, 'STP').filter((text) => text.includes(' - ') && !text.includes(' S '))).toEqual([
      'F STP/SC - BOT',
      'F STP/SC - FIN',
      'F STP/SC - LVN',
    ]);
  });

  it('legalOrders takes the unit as a province id, a name or a unit text, and gives nothing for an empty province', () => {
    const lvp = legalOrders(game, 'LVP');
    expect(legalOrders(game, 'Liverpool')).toEqual(lvp);
    expect(legalOrders(game, 'A LVP')).toEqual(lvp);
    expect(legalOrders(game, 'lvp')).toEqual(lvp);
    expect(legalOrders(game, 'F STP/SC')).toEqual(legalOrders(game, 'STP'));
    expect(legalOrders(game, 'PIC')).toEqual([]);
    expect(legalOrders(game, 'XYZ')).toEqual([]);
  });
});

describe('a crowded mid-game board with fleets at sea', () => {
  // Nine seas with fleets, in two groups (North Sea to the Mid-Atlantic; the Mediterranean), so
  // most coastal armies have many convoy routes; split coasts and inland armies too.
  const game = gameWith({
    England: ['F NTH', 'F NWG', 'F ENG', 'A LON', 'A YOR', 'A NWY', 'F EDI'],
    France: ['F MAO', 'F WES', 'A BRE', 'A SPA', 'A PIC', 'F MAR', 'A PAR'],
    Germany: ['F SKA', 'A DEN', 'A HOL', 'A KIE', 'A MUN'],
    Italy: ['F TYS', 'F ION', 'A TUN', 'A NAP', 'A APU', 'F ROM'],
    Turkey: ['F AEG', 'A SMY', 'A GRE', 'F CON', 'A ANK'],
    Russia: ['F STP/SC', 'A SWE', 'A FIN', 'A SEV', 'F BUL/EC'],
    Austria: ['A TRI', 'A VIE', 'A SER', 'F ALB'],
  });

  it('has convoy routes of more than three seas (so the long routes are checked by (a) alone)', () => {
    expect(enumerated(game, game.unitAt('LON')!).some((o) => o.seas > MAX_ROUTE)).toBe(true);
  });

  it.each(game.units.map((u) => [unitText(u), u] as const))('%s: enumeration and checkOrderText agree', (_, unit) => {
    checkEnumerationIsLegal(game, unit);
    checkEnumerationIsComplete(game, unit);
  });

  it('Tin Cup: the same board in a blind game lists the same orders', () => {
    const blind = gameWith(
      Object.fromEntries(
        ['England', 'France', 'Germany', 'Italy', 'Turkey', 'Russia', 'Austria'].map((power) => [
          power,
          game.unitsOf(power).map(unitText),
        ]),
      ),
      { rules: ['blind'] },
    );
    for (const unit of game.units)
      expect(legalOrders(blind, unit.location.province)).toEqual(legalOrders(game, unit.location.province));
  });
});

describe('random boards', () => {
  const powers = startingGame().powers.map((p) => p.name);
  const landIds = provinces.filter((p) => p.type === 'land' || p.type === 'coast').map((p) => p.id);

  /** A few fleets at sea and some units on land: armies, and fleets on coasts (any coast of a split province). */
  const board = fc
    .record({
      seas: fc.uniqueArray(fc.constantFrom(...seaIds), { minLength: 2, maxLength: 5 }),
      land: fc.uniqueArray(
        fc.record({ province: fc.constantFrom(...landIds), fleet: fc.boolean(), coast: fc.nat(3) }),
        {
          minLength: 3,
          maxLength: 12,
          selector: (u) => u.province,
        },
      ),
    })
    .map(({ seas, land }) => {
      const texts = [
        ...seas.map((sea) => `F ${sea}`),
        ...land.map(({ province, fleet, coast }) => {
          const p = standardMap.province(province);
          if (!fleet || p.type === 'land') return `A ${province}`;
          return p.coasts.length > 0 ? `F ${province}/${p.coasts[coast % p.coasts.length]}` : `F ${province}`;
        }),
      ];
      const units: Record<string, string[]> = {};
      texts.forEach((text, i) => (units[powers[i % powers.length]!] ??= []).push(text));
      return units;
    });

  it('enumeration and checkOrderText agree on every unit', () => {
    fc.assert(
      fc.property(board, (units) => {
        checkBoard(gameWith(units));
      }),
      { numRuns: 10 },
    );
  });
});
