/**
 * The orders of a unit on a game's board are checked by province numbers first (board-orders.ts),
 * and by legality.ts whenever that check is not sure. A unit given as a plain object is checked by
 * legality.ts alone: both must give the same answer (the same order and text, or the same
 * problem) for every order the brute force writes — legal and illegal, with the supported or
 * convoyed unit's type right, wrong or left out.
 */
import { describe, it, expect } from 'vitest';
import { parseSheet, type OfferLine } from '@payola/parser';
import {
  gameView,
  resolveOfferedUnit,
  resolveOrder,
  standardMap,
  startingGame,
  unitText,
  type BoardUnit,
  type Game,
} from '@payola/engine';
import { sameOrder } from '../dist/orders/order.js';
import { offeredBoardUnit } from '../dist/orders/resolve-order.js';
import { gameWith } from './support/board.js';

const provinces = [...standardMap.provinces.values()];

/** Every order text tried for `unit`: hold, moves (direct or convoyed), supports and convoys to every province. */
function orderTexts(game: Game, unit: BoardUnit): string[] {
  const texts = ['H'];
  for (const p of provinces) {
    texts.push(`- ${p.id}`);
    for (const coast of p.coasts) texts.push(`- ${p.id}/${coast}`);
  }
  // Routes of one or two seas, with or without a fleet, of three seas with fleets (some naming a
  // sea twice), one naming its sea twice, and one longer than the numbered check takes (for an
  // army: a fleet's is refused at once).
  const seas = provinces.filter((p) => p.type === 'sea').map((p) => p.id);
  const occupied = seas.filter((sea) => game.unitAt(sea)?.type === 'F');
  const few = occupied.slice(0, 3);
  const routes = [
    ...occupied.flatMap((a) => occupied.map((b) => [a, b])),
    ...few.flatMap((a) => few.flatMap((b) => few.map((c) => [a, b, c]))),
    ...seas.map((sea) => [sea]),
    ['ENG', 'ENG'],
    seas.slice(0, 9),
  ];
  for (const route of unit.type === 'A' ? routes : [['ENG']])
    for (const p of provinces) if (p.type !== 'sea') texts.push(`- ${route.join(' - ')} - ${p.id}`);
  for (const other of game.units) {
    const at = other.location.province;
    // Written as it stands, with no type, with the other type, with its coast: the last two are
    // refused by both checks alike whatever the destination, so a few destinations do.
    const written = [`${other.type} ${at}`, at, `${other.type === 'A' ? 'F' : 'A'} ${at}`];
    if (other.location.coast) written.push(`${other.type} ${at}/${other.location.coast}`);
    written.forEach((target, i) => {
      texts.push(`S ${target}`);
      for (const p of i < 2 ? provinces : provinces.slice(0, 8))
        texts.push(`S ${target} - ${p.id}`, `C ${target} - ${p.id}`);
    });
  }
  return texts;
}

/** A check's answer, as comparable data. */
function answer(result: ReturnType<typeof resolveOrder>) {
  return result.ok ? { text: result.value.text } : { problem: result.problem };
}

function checkUnit(game: Game, unit: BoardUnit): void {
  const view = gameView(game);
  const plain = { type: unit.type, location: unit.location };
  const differing: string[] = [];
  for (const text of orderTexts(game, unit)) {
    const line = parseSheet(`1 : ${unitText(unit)} ${text}`).sheet.lines[0] as OfferLine;
    const offered = resolveOfferedUnit(view, line.unit, { requireType: false });
    if (!offered.ok || !offered.value) throw new Error(`${unitText(unit)} is not on the board`);
    const order = line.orders[0]!;
    const onBoard = resolveOrder(view, offered.value, order);
    const general = resolveOrder(view, plain, order);
    const same =
      JSON.stringify(answer(onBoard)) === JSON.stringify(answer(general)) &&
      (!onBoard.ok || !general.ok || sameOrder(onBoard.value.order, general.value.order));
    if (!same) differing.push(text);
  }
  expect(differing).toEqual([]);
}

describe('orders checked by province numbers agree with legality.ts', () => {
  const opening = startingGame();
  it.each(opening.units.map((u) => [unitText(u), u] as const))('on the opening position: %s', (_, unit) => {
    checkUnit(opening, unit);
  });

  // Fleets at sea and on split coasts, armies with convoy routes.
  const crowded = gameWith({
    England: ['F NTH', 'F NWG', 'F ENG', 'A LON', 'A YOR', 'A NWY', 'F EDI'],
    France: ['F MAO', 'F WES', 'A BRE', 'A SPA', 'A PIC', 'F MAR', 'A PAR'],
    Germany: ['F SKA', 'A DEN', 'A HOL', 'A KIE', 'A MUN'],
    Italy: ['F TYS', 'F ION', 'A TUN', 'A NAP', 'A APU', 'F ROM'],
    Turkey: ['F AEG', 'A SMY', 'A GRE', 'F CON', 'A ANK'],
    Russia: ['F STP/SC', 'A SWE', 'A FIN', 'A SEV', 'F BUL/EC'],
    Austria: ['A TRI', 'A VIE', 'A SER', 'F ALB'],
  });
  it.each(crowded.units.map((u) => [unitText(u), u] as const))('on a crowded board: %s', (_, unit) => {
    checkUnit(crowded, unit);
  });
});

describe('convoyed moves are shared by route (MapOrders)', () => {
  const game = gameWith({ England: ['F NTH', 'F NWG', 'A LON', 'A YOR'] });
  const view = gameView(game);
  const checked = (text: string) => {
    const line = parseSheet(`1 : ${text}`).sheet.lines[0] as OfferLine;
    const offered = resolveOfferedUnit(view, line.unit, { requireType: false });
    if (!offered.ok || !offered.value) throw new Error(`no unit in ${text}`);
    const result = resolveOrder(view, offered.value, line.orders[0]!);
    if (!result.ok) throw new Error(result.problem.message);
    return result.value;
  };

  it('one route is one order, whichever army takes it; its text is still each army’s own', () => {
    const london = checked('A LON - NTH - NWY');
    const york = checked('A YOR - NTH - NWY');
    expect(york.order).toBe(london.order);
    expect([london.text, york.text]).toEqual(['A LON - NTH - NWY', 'A YOR - NTH - NWY']);
    expect(checked('A LON - NTH - NWY').order).toBe(london.order);
  });

  it('routes through other seas, or more of them, are other orders', () => {
    const short = checked('A LON - NTH - NWY');
    const long = checked('A LON - NTH - NWG - NWY');
    expect(long.order).not.toBe(short.order);
    expect(long.text).toBe('A LON - NTH - NWG - NWY');
    expect(checked('A LON - NTH - EDI').order).not.toBe(short.order);
  });
});

describe('the offered unit found quickly (offeredBoardUnit) is the one resolveOfferedUnit finds', () => {
  const game = gameWith({
    England: ['F NTH', 'A LON', 'F EDI'],
    Russia: ['F STP/SC', 'A MOS'],
    Turkey: ['F BUL/EC', 'A CON'],
  });
  // Each unit and some empty provinces, written as a unit stands, without type, with the other
  // type, with a coast, in lower case, by full name, and names the map does not know.
  const written = [
    ...game.units.flatMap((u) => {
      const at = u.location.province;
      const other = u.type === 'A' ? 'F' : 'A';
      const name = game.map.province(at).name.replace(/ /g, '');
      return [`${u.type} ${at}`, at, `${other} ${at}`, `${u.type} ${at}/NC`, at.toLowerCase(), `${u.type} ${name}`];
    }),
    'A PAR',
    'F ENG',
    'SPA/SC',
    'A XYZ',
    'F Q1',
  ];

  it.each([true, false])('whether the board is known or not (%s), for every way a unit is written', (knowsUnits) => {
    const view = gameView(game, knowsUnits);
    const found: string[] = [];
    for (const text of written) {
      const line = parseSheet(`1 : ${text} H`).sheet.lines[0] as OfferLine;
      const quick = offeredBoardUnit(view, line.unit);
      const full = resolveOfferedUnit(view, line.unit, { requireType: false });
      if (quick === undefined) continue;
      found.push(text);
      expect(full.ok && full.value).toBe(quick);
    }
    // The quick path answers for the units written as they stand, or without a type.
    expect(found.length).toBe(knowsUnits ? game.units.length * 4 : 0);
  });
});
