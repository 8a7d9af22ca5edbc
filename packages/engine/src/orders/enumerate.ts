// Every legal order of a unit (for completion and for tests): candidates generated from the
// board, each passed through the same checks as written orders (legality.ts).
import type { BoardUnit, Game } from '../game/game.js';
import { parseLocationText } from '../map/board-map.js';
import { gameView, type BoardView } from './board-view.js';
import { convoyRoutes } from './convoy-routes.js';
import { checkConvoy, checkMove, checkSupport, IllegalOrder, type Checked } from './legality.js';
import { orderText, type OrderUnit, type ResolvedOrder } from './order.js';
import { adjustmentOrders, retreatOrders } from '../resolve/phase-legal-orders.js';

/** Every legal order of `unit` on this board, as resolved orders (hold first, then moves, supports, convoys). */
export function enumerateOrders(view: BoardView, unit: OrderUnit): ResolvedOrder[] {
  const map = view.map;
  const orders: ResolvedOrder[] = [{ kind: 'hold' }];
  const keep = (checked: Checked) => {
    if (!(checked instanceof IllegalOrder)) orders.push(checked);
  };
  const from = unit.location.province;

  // Moves: to each neighbour, and for an army by every convoy route.
  if (unit.type === 'A') {
    for (const to of [...map.armyNeighbours(from)].sort()) keep(checkMove(view, unit, { province: to }, []));
    if (map.isCoastal(from)) {
      const routes: { to: string; via: string[] }[] = [];
      for (const p of map.provinces.values()) {
        if (p.type !== 'coast' || p.id === from) continue;
        for (const via of convoyRoutes(map, from, p.id, view.convoySeas)) routes.push({ to: p.id, via });
      }
      routes.sort(
        (a, b) => a.to.localeCompare(b.to) || a.via.length - b.via.length || a.via.join().localeCompare(b.via.join()),
      );
      for (const route of routes) keep(checkMove(view, unit, { province: route.to }, route.via));
    }
  } else {
    for (const to of [...map.fleetNeighbours(unit.location)].sort()) {
      const place = parseLocationText(to);
      keep(
        checkMove(
          view,
          unit,
          place.coast ? { province: place.province, coast: place.coast } : { province: place.province },
          [],
        ),
      );
    }
  }

  // Supports: of units in provinces this unit can reach, to hold or to move into such provinces.
  const reachable = [...map.provinces.keys()]
    .filter((id) => id !== from && map.canReach(unit.type, unit.location, id))
    .sort();
  const others = [...map.provinces.keys()].filter((id) => id !== from && view.unitAt(id)).sort();
  for (const q of others) {
    const target = { province: q, type: view.unitAt(q)!.type };
    if (reachable.includes(q)) keep(checkSupport(view, unit, target));
    for (const d of reachable) if (d !== q) keep(checkSupport(view, unit, target, { province: d }));
  }

  // Convoys: of armies on coasts, by routes through this fleet.
  if (unit.type === 'F' && map.isSea(from)) {
    const coasts = [...map.provinces.values()]
      .filter((p) => p.type === 'coast')
      .map((p) => p.id)
      .sort();
    for (const q of others) {
      if (view.unitAt(q)!.type !== 'A' || !map.isCoastal(q)) continue;
      for (const d of coasts) if (d !== q) keep(checkConvoy(view, unit, { province: q, type: 'A' }, { province: d }));
    }
  }
  return orders;
}

/**
 * Every legal order of a unit — given as a board unit, or by its province (an id or a name, e.g.
 * `"LON"`, or a unit text such as `"F STP/SC"`) — as canonical texts (`F LON - NTH`,
 * `A LON - NTH - NWY`, ...). Consistent with `checkSheet`: every text listed passes it, and every
 * order that passes it is listed. Uses the whole board, also in Tin Cup games.
 *
 * In a retreat phase: a dislodged unit's retreats and its disband (`A GRE - BUL`, `DISBAND A GRE`).
 * In an adjustment phase: given a power's name, its builds and `WAIVE`, or a disband for each of
 * its units when it must disband; given a unit, its disband when its power must disband.
 */
export function legalOrders(game: Game, unit: string | BoardUnit): string[] {
  if (game.phase === 'adjustment') {
    if (typeof unit === 'string' && game.power(unit)) return adjustmentOrders(game, { power: unit });
    const onBoard = typeof unit === 'string' ? game.unitAt(provinceOf(game, unit) ?? '') : unit;
    return onBoard ? adjustmentOrders(game, { unit: onBoard }) : [];
  }
  const province = typeof unit === 'string' ? provinceOf(game, unit) : unit.location.province;
  if (game.phase === 'retreat') return retreatOrders(game, province);
  const onBoard = province === undefined ? undefined : game.unitAt(province);
  if (!onBoard) return [];
  return enumerateOrders(gameView(game, true), onBoard).map((order) => orderText(onBoard, order));
}

function provinceOf(game: Game, unit: string): string | undefined {
  return game.map.resolve(unit.split('/')[0]!.replace(/^[AF]\s+/i, ''))?.id;
}
