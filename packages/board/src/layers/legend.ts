// The legend: each power's colour, hatching and letter with its centre count (under Tin Cup, a
// player's picture counts only its own), and what the unit shapes and line styles mean.
import type { Game } from '@payola/engine';
import type { BoardDrawing } from '../drawing.js';
import { terrain, type PowerStyle } from '../palette.js';
import { attrs, escapeXml } from '../svg.js';
import { symbol } from './units.js';

export function legendLayer(
  game: Game,
  drawing: BoardDrawing,
  styles: ReadonlyMap<string, PowerStyle>,
  height: number,
  /** Under Tin Cup, the player the picture is drawn for: only its own centre count is shown (Rule 6.3). */
  blindViewer?: string,
): string {
  const top = drawing.height;
  const out = [
    `<rect${attrs({ x: 0, y: top, width: drawing.width, height, fill: '#FAF8F2', stroke: terrain.border })}/>`,
  ];
  const column = drawing.width / 4;
  [...styles.values()].forEach((style, i) => {
    const x = 12 + (i % 4) * column;
    const y = top + 18 + Math.floor(i / 4) * 22;
    const counted = blindViewer === undefined || blindViewer === style.name;
    const centres = counted ? ` (${game.power(style.name)?.centers.length ?? 0})` : '';
    out.push(
      `<g${attrs({ class: 'legend-power', 'data-power': style.name })}><rect${attrs({ x, y: y - 10, width: 16, height: 14, fill: style.colour, stroke: '#222222' })}/><rect${attrs({ x, y: y - 10, width: 16, height: 14, fill: `url(#${style.pattern})` })}/><text${attrs({ x: x + 22, y: y + 2, 'font-size': 12 })}>${escapeXml(`${style.letter}  ${style.name}${centres}`)}</text></g>`,
    );
  });
  const y = top + height - 14;
  const sample = [...styles.values()][0];
  if (sample) {
    out.push(
      symbol('A', [22, y - 2], sample, { class: 'legend-army' }),
      `<text${attrs({ x: 38, y: y + 2, 'font-size': 11 })}>army</text>`,
    );
    out.push(
      symbol('F', [98, y - 2], sample, { class: 'legend-fleet' }),
      `<text${attrs({ x: 116, y: y + 2, 'font-size': 11 })}>fleet</text>`,
    );
  }
  out.push(
    `<text${attrs({ x: 170, y: y + 2, 'font-size': 11 })}>→ move   - - support   ··· convoy   ○ hold   red ✕ failed   ⚔ standoff   ● centre (owner's colour)</text>`,
  );
  return `<g class="legend">${out.join('\n')}</g>`;
}
