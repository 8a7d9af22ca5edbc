// The board as an SVG string: a pure function of the game, a phase's result and options, usable
// in Node and in a browser. Layers, bottom to top: terrain and regions, centres by owner, order
// lines, units, results, legend and title.
import { parseUnitText, phaseTitle, visibleProvinces, type Game } from '@payola/engine';
import { drawingFor, type BoardDrawing } from './drawing.js';
import { ordersLayer, type BoardOrder } from './layers/orders.js';
import { regionsLayer } from './layers/regions.js';
import { dislodgedLayer, unitsLayer, type DislodgedUnit } from './layers/units.js';
import { legendLayer } from './layers/legend.js';
import { powerStyles } from './palette.js';
import { escapeXml, num } from './svg.js';
import type { Sight } from './sight.js';

export type { BoardOrder } from './layers/orders.js';
export type { DislodgedUnit } from './layers/units.js';

/** What a phase decided, as `adjudicate` (`orders`) or `resolveMovement` (`outcomes`) give it. */
export interface BoardResult {
  /** Each unit's order by unit (`F BRE`): `adjudicate(...).orders`. */
  readonly orders?: Readonly<Record<string, BoardOrder>>;
  /** Each unit's order and whether it succeeded: `resolveMovement(...).outcomes`. */
  readonly outcomes?: Readonly<Record<string, BoardOrder>>;
  readonly dislodged?: readonly DislodgedUnit[];
  readonly standoffs?: readonly string[];
}

export interface RenderOptions {
  /** The picture's title; the phase (`Spring 1901`) by default. */
  readonly title?: string;
  /** Draw the board as this power may see it (Rule 6.3 in Tin Cup games; everything is public otherwise). */
  readonly viewer?: string;
  /** The GameMaster's picture: each unit's accepted bribe total (never shown to a viewer). */
  readonly showBribes?: boolean;
  readonly legend?: boolean;
  /** A drawing to use instead of the map's own or the schematic. */
  readonly drawing?: BoardDrawing;
}

export function renderBoard(game: Game, result: BoardResult = {}, options: RenderOptions = {}): string {
  const drawing = options.drawing ?? drawingFor(game.map);
  // Exchange (Rule 6.8): investors own no units or centres; the legend names the powers.
  const styles = powerStyles(game.companies);
  const sees = sight(game, options.viewer);
  const orders = { ...result.outcomes, ...result.orders };
  const legendHeight = options.legend === false ? 0 : 40 + 22 * Math.ceil(styles.size / 4);
  const height = drawing.height + legendHeight;
  const title = options.title ?? phaseTitle(game.season, game.year);
  const dislodged = dislodgedSeen(result.dislodged ?? [], sees, options.viewer);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${num(drawing.width)} ${num(height)}" width="${num(drawing.width)}" height="${num(height)}" font-family="DejaVu Sans, Verdana, sans-serif">`,
    `<title>${escapeXml(title)}</title>`,
    regionsLayer(game, drawing, styles, sees, new Set(result.standoffs ?? [])),
    ordersLayer(game, drawing, orders, sees),
    unitsLayer(game, drawing, styles, {
      sees,
      dislodged,
      bribes: options.showBribes && options.viewer === undefined ? orders : undefined,
    }),
    dislodgedLayer(game, drawing, styles, dislodged),
    options.legend === false
      ? ''
      : legendLayer(game, drawing, styles, legendHeight, game.rules.blind ? options.viewer : undefined),
    `<g class="title"><rect x="8" y="8" width="${num(16 + 11 * title.length)}" height="30" rx="4" fill="#ffffff" fill-opacity="0.85"/><text x="16" y="29" font-size="18" font-weight="bold">${escapeXml(title)}</text></g>`,
    '</svg>',
  ];
  return parts.join('\n');
}

/**
 * Rule 6.3: a player always sees its own dislodged units and where they may retreat; of another's
 * dislodged unit in its sight, only the retreats in its sight (the others would tell it they are
 * empty).
 */
function dislodgedSeen(dislodged: readonly DislodgedUnit[], sees: Sight, viewer: string | undefined): DislodgedUnit[] {
  if (viewer === undefined) return [...dislodged];
  return dislodged
    .filter((d) => d.power === viewer || sees.unit(d.unit))
    .map((d) => (d.power === viewer ? d : { ...d, retreats: d.retreats.filter((r) => sees.province(provinceOf(r))) }));
}

/** The province of a place as the engine writes it (`SPA/NC`: the province, then its coast). */
function provinceOf(location: string): string {
  return location.split('/')[0]!;
}

/** Which units the picture may show: all, or those in a Tin Cup player's sight (Rule 6.3). */
function sight(game: Game, viewer: string | undefined): Sight {
  if (viewer === undefined || !game.rules.blind) return { province: () => true, unit: () => true };
  const visible = visibleProvinces(game, viewer);
  return {
    province: (id) => visible.has(id),
    unit: (text) => {
      const unit = parseUnitText(text, game.map);
      return !('error' in unit) && visible.has(unit.location.province);
    },
  };
}
