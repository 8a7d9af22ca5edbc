// The JSON format of a board (schemas/map.schema.json): what a variant author writes.

/** A season with a movement phase (winter has adjustments only). */
export type MovementSeason = 'spring' | 'summer' | 'fall';

export type ProvinceType = 'land' | 'coast' | 'sea' | 'impassable';

export interface ProvinceData {
  readonly id: string;
  readonly name: string;
  readonly type: ProvinceType;
  readonly supplyCenter?: boolean;
  /** The power whose home centre this is. */
  readonly home?: string;
  /** Split coasts, e.g. `["NC", "SC"]`; fleets there stand on one of them. */
  readonly coasts?: readonly string[];
  /** Extra names that cannot be derived from the id or the full name. */
  readonly aliases?: readonly string[];
}

export interface PowerData {
  readonly name: string;
  readonly letter: string;
}

export interface MapData {
  readonly name: string;
  readonly description?: string;
  readonly victoryCenters: number;
  /**
   * The movement seasons of a year, in calendar order (default `["spring", "fall"]`; Europe 1615
   * has three). Winter, for adjustments, follows the last, which is the year's Fall turn.
   */
  readonly seasons?: readonly MovementSeason[];
  readonly powers: readonly PowerData[];
  readonly provinces: readonly ProvinceData[];
  /** Undirected army adjacencies between provinces. */
  readonly armyEdges: readonly (readonly [string, string])[];
  /** Undirected fleet adjacencies between locations (`SPA/NC` for a split coast). */
  readonly fleetEdges: readonly (readonly [string, string])[];
  /** Units at the start of the game, by power: `["A PAR", "F STP/SC"]`. */
  readonly startingUnits: Readonly<Record<string, readonly string[]>>;
  /** How the board is drawn; without it, `@payola/board` draws a schematic. */
  readonly drawing?: MapDrawing;
}

/** A point of a drawing: x and y in SVG user units. */
export type DrawingPoint = readonly [x: number, y: number];

/** A variant's picture of its board (`@payola/board` draws it). */
export interface MapDrawing {
  readonly width: number;
  readonly height: number;
  /** Land that belongs to no province, as SVG path data. */
  readonly land?: string;
  /** Every province: its region (SVG path data; without regions, provinces are nodes) and points. */
  readonly provinces: Readonly<
    Record<
      string,
      {
        readonly region?: string;
        readonly at: DrawingPoint;
        readonly coasts?: Readonly<Record<string, DrawingPoint>>;
      }
    >
  >;
}
