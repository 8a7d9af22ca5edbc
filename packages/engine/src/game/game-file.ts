// The JSON format of a game file (schemas/game.schema.json).
import type { IncomeOptions } from './variants.js';

export type PowerStatus = 'active' | 'eliminated' | 'dummy';
export type Season = 'spring' | 'summer' | 'fall';

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
