// Where each province is drawn: a region (SVG path) when the map has a drawing, and the points
// where its label, units and split coasts stand. The standard board's drawing is generated from
// geography (scripts/build-drawing.mjs); a map without one gets a schematic (schematic.ts).
import type { BoardMap } from '@payola/engine';
import standard from './drawings/standard.json' with { type: 'json' };
import { adjacencyEdges, schematicDrawing } from './schematic.js';

export type Point = readonly [x: number, y: number];

export interface ProvinceDrawing {
  /** The province's region as SVG path data; absent in schematics (provinces are nodes). */
  readonly region?: string;
  /** Where the label and a unit in the province stand. */
  readonly at: Point;
  /** Where a fleet stands on each split coast. */
  readonly coasts?: Readonly<Record<string, Point>>;
}

export interface BoardDrawing {
  readonly width: number;
  readonly height: number;
  /** Land that belongs to no province (Ireland, islands), drawn under the regions. */
  readonly land?: string;
  readonly provinces: Readonly<Record<string, ProvinceDrawing>>;
  /** Schematics draw adjacencies as lines. */
  readonly edges?: readonly (readonly [string, string])[];
}

const standardDrawing = standard as unknown as BoardDrawing;

/**
 * The drawing of a map: its own when its data carries one (regions, or nodes at given points with
 * the adjacencies as lines), the standard board's when the map has exactly its provinces,
 * otherwise a schematic computed from the map's adjacencies.
 */
export function drawingFor(map: BoardMap): BoardDrawing {
  const own = map.data.drawing;
  if (own) {
    const withRegions = Object.values(own.provinces).every((p) => p.region !== undefined);
    return {
      width: own.width,
      height: own.height,
      ...(own.land !== undefined && { land: own.land }),
      provinces: own.provinces,
      ...(!withRegions && { edges: adjacencyEdges(map) }),
    };
  }
  const drawn = Object.keys(standardDrawing.provinces);
  if (drawn.length === map.provinces.size && drawn.every((id) => map.provinces.has(id))) return standardDrawing;
  return schematicDrawing(map);
}

/** Where a unit at a location is drawn: its coast's point on split coasts, else the province's. */
export function locationPoint(drawing: BoardDrawing, province: string, coast?: string): Point | undefined {
  const place = drawing.provinces[province];
  if (!place) return undefined;
  return (coast !== undefined ? place.coasts?.[coast] : undefined) ?? place.at;
}
