// Orders as lines: moves as arrows (through the convoying seas), supports as dashed lines to the
// supported unit or to its move's target, convoys as dotted lines through the fleet, holds as a
// ring. A failed order is drawn in red, dashed, and crossed out at its end.
import { checkOrderText, type Game, type ResolvedOrder } from '@payola/engine';
import { locationPoint, type BoardDrawing, type Point } from '../drawing.js';
import { terrain } from '../palette.js';
import type { Sight } from '../sight.js';
import { attrs, num } from '../svg.js';

/** A unit's order, with what the phase decided of it where known. */
export interface BoardOrder {
  /** Canonical order text: `F BRE - MAO`, `A PAR S A MAR - BUR`. */
  readonly order: string;
  readonly succeeded?: boolean;
  /** The bribe total the unit accepted (the GameMaster's picture). */
  readonly total?: number;
}

const UNIT_RADIUS = 12;

export function ordersLayer(
  game: Game,
  drawing: BoardDrawing,
  orders: Readonly<Record<string, BoardOrder>>,
  sees: Sight,
): string {
  const out: string[] = [];
  for (const [unit, entry] of Object.entries(orders)) {
    if (!sees.unit(unit)) continue;
    const legality = checkOrderText(game, entry.order);
    if (!legality.legal) continue;
    const from = locationPoint(drawing, legality.unit.location.province, legality.unit.location.coast);
    if (!from) continue;
    const failed = entry.succeeded === false;
    const body = orderShape(game, drawing, from, legality.order, failed);
    if (!body) continue;
    out.push(
      `<g${attrs({ class: `order ${legality.order.kind}${failed ? ' failed' : ''}`, 'data-unit': unit, 'data-order': legality.text, 'data-succeeded': entry.succeeded === undefined ? undefined : String(entry.succeeded) })}>${body}</g>`,
    );
  }
  return `<g class="orders">${out.join('\n')}</g>`;
}

function orderShape(
  game: Game,
  drawing: BoardDrawing,
  from: Point,
  order: ResolvedOrder,
  failed: boolean,
): string | undefined {
  const colour = failed ? terrain.failed : '#111111';
  const dash = failed ? '6 4' : undefined;
  const at = (province: string) => drawing.provinces[province]?.at;
  switch (order.kind) {
    case 'hold':
      return `<circle${attrs({ cx: from[0], cy: from[1], r: UNIT_RADIUS + 5, fill: 'none', stroke: colour, 'stroke-width': 2.2, 'stroke-dasharray': dash })}/>`;
    case 'move': {
      const to = locationPoint(drawing, order.to.province, order.to.coast);
      if (!to) return undefined;
      const path = [from, ...order.via.map((sea) => at(sea)).filter((p): p is Point => p !== undefined), to];
      return (
        polyline(shorten(path), { stroke: colour, width: 3, dash, marker: failed ? 'arrow-failed' : 'arrow' }) +
        (failed ? cross(to) : '')
      );
    }
    case 'support': {
      const target = game.unitAt(order.target.province);
      const supported = target
        ? locationPoint(drawing, target.location.province, target.location.coast)
        : at(order.target.province);
      const end = order.to !== undefined ? at(order.to) : supported;
      if (!supported || !end) return undefined;
      const path = order.to !== undefined ? [from, midpoint(supported, end), end] : [from, end];
      return (
        polyline(shorten(path), { stroke: colour, width: 2, dash: failed ? '2 4' : '7 4' }) +
        `<circle${attrs({ cx: end[0], cy: end[1], r: 6, fill: 'none', stroke: colour, 'stroke-width': 2 })}/>`
      );
    }
    case 'convoy': {
      const army = at(order.target.province);
      const to = at(order.to);
      if (!army || !to) return undefined;
      return polyline([army, from, to], { stroke: colour, width: 2, dash: failed ? '2 5' : '1 4' });
    }
  }
}

function polyline(
  points: readonly Point[],
  style: { stroke: string; width: number; dash?: string | undefined; marker?: string },
): string {
  return `<polyline${attrs({
    points: points.map(([x, y]) => `${num(x)},${num(y)}`).join(' '),
    fill: 'none',
    stroke: style.stroke,
    'stroke-width': style.width,
    'stroke-dasharray': style.dash,
    'stroke-linecap': 'round',
    'marker-end': style.marker ? `url(#${style.marker})` : undefined,
  })}/>`;
}

/** Start and end a line outside the unit symbols it joins. */
function shorten(points: readonly Point[]): Point[] {
  if (points.length < 2) return [...points];
  const cut = (p: Point, toward: Point, by: number): Point => {
    const d = Math.hypot(toward[0] - p[0], toward[1] - p[1]);
    if (d <= 2 * by) return p;
    return [p[0] + ((toward[0] - p[0]) * by) / d, p[1] + ((toward[1] - p[1]) * by) / d];
  };
  const out = [...points];
  out[0] = cut(points[0]!, points[1]!, UNIT_RADIUS);
  out[out.length - 1] = cut(points[points.length - 1]!, points[points.length - 2]!, UNIT_RADIUS);
  return out;
}

function midpoint(a: Point, b: Point): Point {
  return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
}

function cross([x, y]: Point): string {
  return `<path${attrs({ class: 'failed-mark', d: `M${num(x - 7)} ${num(y - 7)}L${num(x + 7)} ${num(y + 7)}M${num(x + 7)} ${num(y - 7)}L${num(x - 7)} ${num(y + 7)}`, stroke: terrain.failed, 'stroke-width': 3 })}/>`;
}
