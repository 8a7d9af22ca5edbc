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
import { gameWith } from './support/board.js';

const provinces = [...standardMap.provinces.values()];

/** Every order text tried for each unit: hold, moves, supports and convoys to every province. */
function orderTexts(game: Game): string[] {
  const texts = ['H'];
  for (const p of provinces) {
    texts.push(`- ${p.id}`);
    for (const coast of p.coasts) texts.push(`- ${p.id}/${coast}`);
  }
  for (const other of game.units) {
    const at = other.location.province;
    const written = [`${other.type} ${at}`, `${other.type === 'A' ? 'F' : 'A'} ${at}`, at];
    if (other.location.coast) written.push(`${other.type} ${at}/${other.location.coast}`);
    for (const target of written) {
      texts.push(`S ${target}`);
      for (const p of provinces) texts.push(`S ${target} - ${p.id}`, `C ${target} - ${p.id}`);
    }
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
  for (const text of orderTexts(game)) {
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
  it('on the opening position', () => {
    const game = startingGame();
    for (const unit of game.units) checkUnit(game, unit);
  });

  it('on a crowded board with fleets at sea and on split coasts', () => {
    const game = gameWith({
      England: ['F NTH', 'F NWG', 'F ENG', 'A LON', 'A YOR', 'A NWY', 'F EDI'],
      France: ['F MAO', 'F WES', 'A BRE', 'A SPA', 'A PIC', 'F MAR', 'A PAR'],
      Germany: ['F SKA', 'A DEN', 'A HOL', 'A KIE', 'A MUN'],
      Italy: ['F TYS', 'F ION', 'A TUN', 'A NAP', 'A APU', 'F ROM'],
      Turkey: ['F AEG', 'A SMY', 'A GRE', 'F CON', 'A ANK'],
      Russia: ['F STP/SC', 'A SWE', 'A FIN', 'A SEV', 'F BUL/EC'],
      Austria: ['A TRI', 'A VIE', 'A SER', 'F ALB'],
    });
    for (const unit of game.units) checkUnit(game, unit);
  });
});
