// The JSON format of a game file (schemas/game.schema.json).
import type { IncomeOptions } from './variants.js';

export type PowerStatus = 'active' | 'eliminated' | 'dummy';
/** Movement seasons (a map may use more than two a year, as Europe 1615 does) and winter, for adjustments. */
export type Season = 'spring' | 'summer' | 'fall' | 'winter';

/** What the players do in this phase: move (bribes decide the orders), retreat, or adjust (build and disband). */
export type Phase = 'movement' | 'retreat' | 'adjustment';

/** A unit dislodged in the movement phase before a retreat phase, as written in the file. */
export interface DislodgedUnitFile {
  /** The owning power's name. */
  readonly power: string;
  /** Type and location, as in `units`: `"F STP/SC"`, `"A GRE"`. */
  readonly unit: string;
  /** The province the dislodging unit came from (no retreat there). */
  readonly by: string;
  /** Where it may retreat: provinces, with the coast where a fleet needs one (`"SPA/NC"`). */
  readonly retreats: readonly string[];
}

export interface PowerFile {
  readonly name: string;
  readonly letter: string;
  readonly balance: number;
  /** Rule 4.2: defaults to the power's letter followed by `?`. */
  readonly accept?: string;
  readonly centers: readonly string[];
  readonly status?: PowerStatus;
  readonly sheet?: string;
  readonly centersAtYearStart?: readonly string[];
}

/** What one adjudicated phase leaves for the end-of-game publication (Rules 3.6, 4.5). */
export interface HistoryEntry {
  readonly year: number;
  readonly season: Season;
  readonly seed: number;
  /** The acceptance list used for each power, with its `?` expanded. */
  readonly acceptanceLists: Readonly<Record<string, string>>;
  /** Every sheet as submitted, by power. */
  readonly sheets: Readonly<Record<string, string>>;
  /** The order issued by each unit. */
  readonly orders: Readonly<Record<string, string>>;
}

export interface GameFile {
  readonly $schema?: string;
  readonly map: string;
  readonly rules?: readonly string[];
  readonly year: number;
  readonly season: Season;
  /** Absent in a movement phase (files written before phases existed are movement phases). */
  readonly phase?: Phase;
  /** Retreat phase only: the units dislodged in the movement phase before it. */
  readonly dislodged?: readonly DislodgedUnitFile[];
  /** Retreat phase only: provinces left empty by a standoff, where no unit may retreat. */
  readonly standoffs?: readonly string[];
  readonly victoryCenters?: number;
  readonly income?: IncomeOptions;
  readonly centerValues?: Readonly<Record<string, number>>;
  readonly zeroOffers?: readonly { readonly power: string; readonly provinces: readonly string[] }[];
  readonly powers: readonly PowerFile[];
  readonly units: readonly { readonly power: string; readonly unit: string }[];
  readonly history?: readonly HistoryEntry[];
  /** The year whose income (Rule 2.1) has been paid, so it is never paid twice. */
  readonly incomePaidFor?: number;
  /** Zero Sum (Rule 6.7): what has been paid to each power's units since the year began. */
  readonly receipts?: Readonly<Record<string, number>>;
}
