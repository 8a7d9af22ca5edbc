// Units in their power's colour and with their power's letter: armies as circles, fleets as
// hulls (the shape says the type, the letter says the power, not colour alone). Dislodged units
// are drawn beside their province with dashed arrows to the provinces they may retreat to.
import { parseUnitText, unitText, type Game } from '@payola/engine';
import { locationPoint, type BoardDrawing, type Point } from '../drawing.js';
import { terrain, type PowerStyle } from '../palette.js';
import type { Sight } from '../sight.js';
import { attrs, escapeXml, num } from '../svg.js';
import type { BoardOrder } from './orders.js';

export interface DislodgedUnit {
  readonly power: string;
  readonly unit: string;
  /** The attacker's origin province. */
  readonly by?: string;
  /** Where it may retreat (`SPA/NC` where a fleet needs a coast). */
  readonly retreats: readonly string[];
}

const DISPLACED: Point = [15, 15];

export function unitsLayer(
  game: Game,
  drawing: BoardDrawing,
  styles: ReadonlyMap<string, PowerStyle>,
  options: {
    sees: Sight;
    dislodged: readonly DislodgedUnit[];
    bribes: Readonly<Record<string, BoardOrder>> | undefined;
  },
): string {
  const displaced = new Set(options.dislodged.map((d) => `${d.power}\u0000${d.unit}`));
  const out: string[] = [];
  for (const unit of game.units) {
    const text = unitText(unit);
    if (!options.sees.unit(text) || displaced.has(`${unit.power}\u0000${text}`)) continue;
    const at = locationPoint(drawing, unit.location.province, unit.location.coast);
    const style = styles.get(unit.power);
    if (!at || !style) continue;
    const total = options.bribes?.[text]?.total;
    out.push(symbol(unit.type, at, style, { class: 'unit', 'data-unit': text, 'data-power': unit.power }, total));
  }
  return `<g class="units">${out.join('\n')}</g>`;
}

export function dislodgedLayer(
  game: Game,
  drawing: BoardDrawing,
  styles: ReadonlyMap<string, PowerStyle>,
  dislodged: readonly DislodgedUnit[],
): string {
  const out: string[] = [];
  for (const d of dislodged) {
    const unit = parseUnitText(d.unit, game.map);
    const style = styles.get(d.power);
    if ('error' in unit || !style) continue;
    const home = locationPoint(drawing, unit.location.province, unit.location.coast);
    if (!home) continue;
    const at: Point = [home[0] + DISPLACED[0], home[1] + DISPLACED[1]];
    const arrows = d.retreats
      .map((r) => {
        const place = parseUnitText(`${unit.type} ${r}`, game.map);
        const to = 'error' in place ? undefined : locationPoint(drawing, place.location.province, place.location.coast);
        return to
          ? `<line${attrs({ class: 'retreat', 'data-to': r, x1: at[0], y1: at[1], x2: to[0], y2: to[1], stroke: terrain.failed, 'stroke-width': 1.5, 'stroke-dasharray': '3 3', 'stroke-opacity': 0.8 })}/>`
          : '';
      })
      .join('');
    out.push(
      `<g${attrs({ class: 'dislodged', 'data-unit': d.unit, 'data-power': d.power, 'data-by': d.by })}>${arrows}${symbol(unit.type, at, style, { class: 'unit displaced' }, undefined, terrain.failed)}</g>`,
    );
  }
  return `<g class="dislodged-units">${out.join('\n')}</g>`;
}

/** An army (circle) or a fleet (hull) with the power's letter; optionally the bribe it accepted. */
export function symbol(
  type: 'A' | 'F',
  [x, y]: Point,
  style: PowerStyle,
  data: Readonly<Record<string, string | undefined>>,
  total?: number,
  outline = '#111111',
): string {
  const shape =
    type === 'A'
      ? `<circle${attrs({ r: 10, fill: style.colour, stroke: outline, 'stroke-width': 1.8 })}/>`
      : `<path${attrs({ d: 'M-13 -6L13 -6L8 7L-8 7Z', fill: style.colour, stroke: outline, 'stroke-width': 1.8 })}/>`;
  const letter = `<text${attrs({ y: 4, 'text-anchor': 'middle', 'font-size': 11, 'font-weight': 'bold', fill: '#FFFFFF', stroke: '#000000', 'stroke-width': 0.6 })}>${escapeXml(style.letter)}</text>`;
  const bribe =
    total === undefined
      ? ''
      : `<text${attrs({ class: 'bribe', x: 14, y: -8, 'font-size': 10, fill: '#000000', stroke: '#FFFFFF', 'stroke-width': 2, 'paint-order': 'stroke' })}>${num(total)}</text>`;
  return `<g${attrs({ ...data, 'data-type': type, transform: `translate(${num(x)} ${num(y)})` })}>${shape}${letter}${bribe}</g>`;
}
