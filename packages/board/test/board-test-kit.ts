// Reading the SVG the renderer writes, for assertions: elements by class and data attributes.
import polygonClipping, { type MultiPolygon, type Ring } from 'polygon-clipping';

export interface Element {
  readonly tag: string;
  readonly attributes: Readonly<Record<string, string>>;
}

/** Every opening tag of the SVG with its attributes (the renderer writes one tag per element). */
export function elements(svg: string): Element[] {
  const out: Element[] = [];
  for (const m of svg.matchAll(/<([a-z]+)((?:\s+[a-z0-9:-]+="[^"]*")*)\s*\/?>/g)) {
    const attributes: Record<string, string> = {};
    for (const a of m[2]!.matchAll(/([a-z0-9:-]+)="([^"]*)"/g)) attributes[a[1]!] = a[2]!;
    out.push({ tag: m[1]!, attributes });
  }
  return out;
}

export function withClass(svg: string, name: string): Element[] {
  return elements(svg).filter((e) => (e.attributes.class ?? '').split(' ').includes(name));
}

/** Path data of M/L/Z commands (what the drawing holds) as polygons. */
export function pathPolygons(d: string): MultiPolygon {
  const rings: Ring[] = d
    .split('Z')
    .filter((s) => s.trim() !== '')
    .map((s) => {
      const points = s
        .replace('M', '')
        .split('L')
        .map((pair) => pair.trim().split(' ').map(Number) as [number, number]);
      return [...points, points[0]!];
    });
  // Rings as written: polygon-clipping's union sorts holes from outer rings.
  const [first, ...rest] = rings.map((r): MultiPolygon => [[r]]);
  return first ? polygonClipping.xor(first, ...rest) : [];
}

export function area(multipolygon: MultiPolygon): number {
  let sum = 0;
  for (const polygon of multipolygon)
    polygon.forEach((ring, i) => {
      let a = 0;
      for (let k = 0; k + 1 < ring.length; k++) a += ring[k]![0] * ring[k + 1]![1] - ring[k + 1]![0] * ring[k]![1];
      sum += (i === 0 ? 1 : -1) * Math.abs(a / 2);
    });
  return sum;
}

export function intersectionArea(a: MultiPolygon, b: MultiPolygon): number {
  return area(polygonClipping.intersection(a, b));
}
