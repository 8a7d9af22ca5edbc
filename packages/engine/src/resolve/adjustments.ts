// An adjustment phase resolved (winter): each power builds in its vacant owned home centres up to
// the centres it has more than units, or disbands down to them; orders are judged one by one, an
// invalid one ignored on its own (DATC 4.D.4, 4.D.6); too few disbands, and dummy powers, fall
// to civil disorder.
import type { BoardUnit, Game, GamePower } from '../game/game.js';
import { unitText } from '../game/game.js';
import type { GameFile } from '../game/game-file.js';
import { locationText, type Location } from '../map/board-map.js';
import { gameView, type BoardView } from '../orders/board-view.js';
import { civilDisorderDisbands } from './civil-disorder.js';
import { gameInPhase } from './phase-game.js';
import { readPhaseOrder, type PhaseOrder } from './phase-orders.js';
import { disbandText, namesOther } from './retreats.js';
import { record, type AdjustmentResult, type IgnoredOrder, type OrderOutcome } from './results.js';

/** How many units a power builds (positive) or disbands (negative) this winter. */
export function adjustmentCount(game: Game, power: GamePower): number {
  return power.centers.length - game.unitsOf(power.name).length;
}

/**
 * Where a power may build now: its owned home centres with no unit, a fleet only on a coast and
 * on a named coast where the province has several (DATC 6.B.14, 6.I.2–6.I.6). Locations by type.
 */
export function buildPlaces(
  game: Game,
  power: GamePower,
  built: ReadonlySet<string> = new Set(),
): { type: 'A' | 'F'; location: Location }[] {
  const places: { type: 'A' | 'F'; location: Location }[] = [];
  for (const id of power.centers) {
    const province = game.map.province(id);
    if (province.home !== power.name || game.unitAt(id) || built.has(id)) continue;
    if (province.type !== 'sea') places.push({ type: 'A', location: { province: id } });
    if (province.type === 'coast') {
      if (province.coasts.length === 0) places.push({ type: 'F', location: { province: id } });
      for (const coast of province.coasts) places.push({ type: 'F', location: { province: id, coast } });
    }
  }
  return places;
}

/** `BUILD A BUD`, `BUILD F STP/NC`. */
export const buildText = (unit: { type: 'A' | 'F'; location: Location }) => `BUILD ${unitText(unit)}`;

/**
 * Resolves an adjustment phase. `orders` maps a power's name (any case) to its orders
 * (`"BUILD A BUD"`, `"B F STP/NC"`, `"A PAR B"`, `"DISBAND F NTH"`, `"REMOVE F NTH"`, `"A PAR D"`,
 * `"WAIVE"`). Returns each power's outcomes, the next board and the centres (unchanged).
 */
export function resolveAdjustments(
  game: Game | GameFile,
  orders: Readonly<Record<string, readonly string[]>> | ReadonlyMap<string, readonly string[]>,
): AdjustmentResult {
  const current = gameInPhase(game, 'adjustment', 'resolveAdjustments');
  const view = gameView(current, true);
  const ignored: IgnoredOrder[] = [];
  const byPower = new Map<GamePower, readonly string[]>();
  const pairs: [string, unknown][] =
    orders instanceof Map
      ? [...(orders as ReadonlyMap<string, readonly string[]>)]
      : Object.entries(orders as Readonly<Record<string, unknown>>);
  for (const [name, list] of pairs) {
    const power = current.power(name);
    // Plain JavaScript callers may pass anything: only strings in an array are orders.
    const items: unknown[] = Array.isArray(list) ? (list as unknown[]) : [list];
    const texts = items.filter((t): t is string => typeof t === 'string');
    for (const item of items)
      if (typeof item !== 'string')
        ignored.push({ unit: name, order: String(item), reason: 'orders are a list of texts' });
    const ignore = (reason: string) => texts.forEach((order) => ignored.push({ unit: name, order, reason }));
    if (!power) ignore(`unknown power "${name}"`);
    else if (power.status === 'dummy') ignore(`${power.name} is a dummy power: it is in civil disorder (Rule 4.4)`);
    else if (byPower.has(power)) ignore(`a second list of orders for ${power.name}; the first one counts`);
    else byPower.set(power, texts);
  }
  const outcomes = record<OrderOutcome[]>();
  const removed = new Set<BoardUnit>();
  const added: { power: string; unit: string }[] = [];
  for (const power of current.powers) {
    const judged = adjustPower(current, view, power, byPower.get(power) ?? []);
    if (judged.outcomes.length > 0) outcomes[power.name] = judged.outcomes;
    for (const unit of judged.removed) removed.add(unit);
    for (const unit of judged.built) added.push({ power: power.name, unit: unitText(unit) });
  }
  const centers = record<readonly string[]>();
  for (const power of current.powers) centers[power.name] = [...power.centers];
  return {
    outcomes,
    units: [
      ...current.units.filter((u) => !removed.has(u)).map((u) => ({ power: u.power, unit: unitText(u) })),
      ...added,
    ],
    centers,
    ignored,
  };
}

interface PowerAdjustment {
  outcomes: OrderOutcome[];
  removed: BoardUnit[];
  built: { type: 'A' | 'F'; location: Location }[];
}

/** One power's orders, judged one by one in written order, then civil disorder if it disbanded too few. */
function adjustPower(game: Game, view: BoardView, power: GamePower, texts: readonly string[]): PowerAdjustment {
  const count = adjustmentCount(game, power);
  const result: PowerAdjustment = { outcomes: [], removed: [], built: [] };
  const builtIn = new Set<string>();
  let left = Math.abs(count);
  for (const text of texts) {
    const fail = (reason: string) => result.outcomes.push({ order: text, succeeded: false, reason });
    const read = readPhaseOrder(view, text);
    if (!read.ok) {
      fail(read.message);
      continue;
    }
    const order = read.order;
    if (order.action === 'retreat') {
      fail('retreats are for retreat phases');
      continue;
    }
    const judged =
      count > 0
        ? judgeBuild(game, power, order, left, builtIn)
        : count < 0
          ? judgeDisband(game, power, order, left, result.removed)
          : {
              error: `${power.name} neither builds nor disbands this winter (${power.centers.length} centres, as many units)`,
            };
    if ('error' in judged) {
      fail(judged.error);
      continue;
    }
    left--;
    result.outcomes.push(judged.outcome);
    if (judged.built) {
      result.built.push(judged.built);
      builtIn.add(judged.built.location.province);
    }
    if (judged.removed) result.removed.push(judged.removed);
  }
  if (count < 0 && left > 0) {
    // Too few disbands (or a dummy power): civil disorder picks the rest (DATC 6.J.2-6.J.11).
    const remaining = game.unitsOf(power.name).filter((u) => !result.removed.includes(u));
    for (const unit of civilDisorderDisbands(game.map, remaining, power.centers, left)) {
      result.removed.push(unit);
      result.outcomes.push({
        order: disbandText(unit),
        succeeded: true,
        reason: 'civil disorder: the unit farthest from its supply centres is disbanded',
      });
    }
  }
  return result;
}

type Judged =
  { error: string } | { outcome: OrderOutcome; built?: { type: 'A' | 'F'; location: Location }; removed?: BoardUnit };

function judgeBuild(
  game: Game,
  power: GamePower,
  order: PhaseOrder,
  left: number,
  builtIn: ReadonlySet<string>,
): Judged {
  if (order.action === 'disband') return { error: `${power.name} builds this winter; it has no unit to disband` };
  if (left === 0) return { error: `no builds left: ${power.name} may build ${adjustmentCount(game, power)}` };
  if (order.action === 'waive') return { outcome: { order: 'WAIVE', succeeded: true, reason: 'build waived' } };
  if (order.action !== 'build') return { error: 'not an adjustment order' };
  const { type, province, coast } = order.unit;
  const where = coast ? `${province}/${coast}` : province;
  const info = game.map.province(province);
  if (info.home !== power.name) return { error: `${info.name} is not a home supply centre of ${power.name}` };
  if (!power.centers.includes(province)) return { error: `${power.name} does not own ${info.name}` };
  if (game.unitAt(province) || builtIn.has(province)) return { error: `${info.name} is not vacant` };
  const places = buildPlaces(game, power, builtIn).filter((p) => p.type === type && p.location.province === province);
  if (type === 'F' && places.length === 0) return { error: `a fleet cannot be built in landlocked ${info.name}` };
  if (type === 'A' && coast) return { error: `an army does not stand on a coast; write BUILD A ${province}` };
  const place = places.find((p) => p.location.coast === coast);
  if (!place)
    return {
      error:
        coast === undefined
          ? `name the coast: ${places.map((p) => buildText(p)).join(' or ')}`
          : `${info.name} has no coast ${coast}; build at ${places.map((p) => locationText(p.location)).join(' or ')}`,
    };
  return { outcome: { order: buildText(place), succeeded: true, reason: `built in ${where}` }, built: place };
}

function judgeDisband(
  game: Game,
  power: GamePower,
  order: PhaseOrder,
  left: number,
  removed: readonly BoardUnit[],
): Judged {
  if (order.action !== 'disband') return { error: `${power.name} must disband this winter; it cannot build or waive` };
  const unit = game.unitAt(order.unit.province);
  if (unit?.power !== power.name) return { error: `${power.name} has no unit in ${order.unit.province}` };
  const other = namesOther(unit, order.unit);
  if (other) return { error: other };
  if (removed.includes(unit)) return { error: `${unitText(unit)} is already disbanded` };
  if (left === 0) return { error: `no disbands left: ${power.name} disbands ${-adjustmentCount(game, power)}` };
  return { outcome: { order: disbandText(unit), succeeded: true, reason: 'disbanded' }, removed: unit };
}
