// Terrain, provinces (each its own region and label), supply centres filled and hatched in their
// owner's colour, standoff marks.
import type { Game } from '@payola/engine';
import type { BoardDrawing } from '../drawing.js';
import { terrain, type PowerStyle } from '../palette.js';
import type { Sight } from '../sight.js';
import { attrs, escapeXml, num } from '../svg.js';

export function regionsLayer(
  game: Game,
  drawing: BoardDrawing,
  styles: ReadonlyMap<string, PowerStyle>,
  sees: Sight,
  standoffs: ReadonlySet<string>,
): string {
  const owners = new Map<string, PowerStyle>();
  for (const power of game.powers)
    for (const centre of power.centers) {
      const style = styles.get(power.name);
      if (style && sees.province(centre)) owners.set(centre, style);
    }
  const out = [`<defs>${[...styles.values()].map(hatchPattern).join('')}${arrowMarkers()}</defs>`];
  out.push(
    `<rect class="sea-background" width="${num(drawing.width)}" height="${num(drawing.height)}" fill="${drawing.land ? terrain.sea : '#F7F5EE'}"/>`,
  );
  if (drawing.land)
    out.push(
      `<path class="neutral-land" d="${drawing.land}" fill="${terrain.neutral}" stroke="${terrain.border}" stroke-width="0.5"/>`,
    );
  for (const [id, edgeB] of drawing.edges ?? []) {
    const a = drawing.provinces[id]?.at;
    const b = drawing.provinces[edgeB]?.at;
    if (a && b)
      out.push(
        `<line class="adjacency" x1="${num(a[0])}" y1="${num(a[1])}" x2="${num(b[0])}" y2="${num(b[1])}" stroke="#C9C2AE" stroke-width="1.5"/>`,
      );
  }
  const labels: string[] = [];
  for (const province of game.map.provinces.values()) {
    const place = drawing.provinces[province.id];
    if (!place) continue;
    const owner = province.supplyCenter ? owners.get(province.id) : undefined;
    const fill =
      province.type === 'sea' ? terrain.sea : province.type === 'impassable' ? terrain.impassable : terrain.land;
    const data = { 'data-province': province.id, 'data-type': province.type };
    if (place.region) {
      out.push(
        `<path${attrs({ class: `region ${province.type}`, ...data, d: place.region, fill, stroke: terrain.border, 'stroke-width': 0.8 })}/>`,
      );
      if (owner) {
        out.push(
          `<path${attrs({ class: 'owner-tint', 'data-province': province.id, 'data-owner': owner.name, d: place.region, fill: owner.colour, 'fill-opacity': 0.55 })}/>`,
        );
        out.push(
          `<path${attrs({ class: 'owner-hatch', 'data-province': province.id, d: place.region, fill: `url(#${owner.pattern})` })}/>`,
        );
      }
    } else {
      const [x, y] = place.at;
      out.push(
        `<circle${attrs({ class: `region node ${province.type}`, ...data, cx: x, cy: y, r: 20, fill: owner ? owner.colour : fill, stroke: terrain.border, 'stroke-width': 1.2 })}/>`,
      );
    }
    const [x, y] = place.at;
    if (province.supplyCenter) {
      const cx = x + 11;
      const cy = y + 13;
      out.push(
        `<circle${attrs({ class: 'centre', 'data-province': province.id, 'data-owner': owner?.name, cx, cy, r: 4.5, fill: owner ? owner.colour : '#FFFFFF', stroke: '#222222', 'stroke-width': 1.2 })}/>`,
      );
    }
    if (standoffs.has(province.id) && sees.province(province.id))
      out.push(
        `<text${attrs({ class: 'standoff', 'data-province': province.id, x: x - 18, y: y + 16, 'font-size': 12, fill: terrain.failed })}>⚔</text>`,
      );
    labels.push(
      `<text${attrs({ class: 'label', 'data-province': province.id, x, y: y - 15, 'text-anchor': 'middle', 'font-size': 10, 'font-weight': 'bold', fill: terrain.text, stroke: '#FFFFFF', 'stroke-width': 2.2, 'paint-order': 'stroke' })}>${escapeXml(province.id)}</text>`,
    );
    for (const coast of province.coasts) {
      const at = place.coasts?.[coast];
      if (at)
        labels.push(
          `<text${attrs({ class: 'coast-label', 'data-location': `${province.id}/${coast}`, x: at[0], y: at[1] + 16, 'text-anchor': 'middle', 'font-size': 8, fill: '#333333' })}>${escapeXml(coast.toLowerCase())}</text>`,
        );
    }
  }
  out.push(`<g class="labels">${labels.join('')}</g>`);
  return `<g class="regions">${out.join('\n')}</g>`;
}

function hatchPattern(style: PowerStyle): string {
  return `<pattern id="${style.pattern}" patternUnits="userSpaceOnUse" width="7" height="7" patternTransform="rotate(${style.hatch})"><line x1="0" y1="0" x2="0" y2="7" stroke="#000000" stroke-opacity="0.28" stroke-width="1.6"/></pattern>`;
}

function arrowMarkers(): string {
  const marker = (id: string, colour: string) =>
    `<marker id="${id}" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="3.2" markerHeight="3.2" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="${colour}"/></marker>`;
  return marker('arrow', '#111111') + marker('arrow-failed', terrain.failed);
}
