// The JSON format of a game file (schemas/game.schema.json).
import type { PhaseResults } from './phase-results.js';
import type { ExchangeSettings, IncomeOptions } from './variants.js';

/**
 * Powers are active, eliminated (Rule 2.4) or dummies (Rule 4.4). Under Exchange (Rule 6.8)
 * investors are payers beside the powers: `investor` while played, `dummy` once resigned.
 */
export type PowerStatus = 'active' | 'eliminated' | 'dummy' | 'investor';
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
  /** Required, except for the other powers in a player's view. */
  readonly balance?: number;
  /** Rule 4.2: defaults to the power's letter followed by `?`. */
  readonly accept?: string;
  readonly centers: readonly string[];
  readonly status?: PowerStatus;
  readonly sheet?: string;
  readonly centersAtYearStart?: readonly string[];
  /** Who plays the power (for the GameMaster's records; no rule reads it). */
  readonly player?: string;
  /** Exchange (Rule 6.8): the investor heading this company; absent, the company has no CEO. */
  readonly ceo?: string;
  /** Exchange (Rule 6.8): the shares the company issued (default `exchange.shares`). */
  readonly shares?: number;
  /** Exchange (Rule 6.8), in a player's view only: the shares no investor holds (public). */
  readonly unissued?: number;
}

/** Exchange (Rule 6.8): a player, an investor with a private treasury and shares in companies. */
export interface InvestorFile {
  readonly name: string;
  /** Its letter in acceptance lists: it pays bribes beside the companies (Rule 4.1). */
  readonly letter: string;
  /** The private treasury (AgP). Required, except for the other investors in a player's view. */
  readonly balance?: number;
  /** Shares held, by company name. Absent for the other investors in a player's view. */
  readonly holdings?: Readonly<Record<string, number>>;
  /** The investor resigned (Rule 2.4): no longer played. */
  readonly resigned?: boolean;
  readonly sheet?: string;
  readonly player?: string;
}

/**
 * A GameMaster's action between two phases that changes the game (Rules 2.1, 2.3, 2.4, 6.7),
 * kept so that `verifyHistory` can tell it from an edit by hand.
 */
export type GameMasterAction =
  | { readonly kind: 'transfer'; readonly from: string; readonly to: string; readonly amount: number }
  | { readonly kind: 'resign'; readonly power: string }
  | { readonly kind: 'income' }
  | { readonly kind: 'year-end'; readonly owners: Readonly<Record<string, string>> }
  | {
      readonly kind: 'share-transfer';
      readonly from: string;
      readonly to: string;
      readonly company: string;
      readonly shares: number;
    };

/** The end of the game (ruling 25; Exchange: ruling E16). */
export interface Victory {
  readonly power: string;
  readonly year: number;
  readonly season: Season;
  /** Exchange (Rule 6.8): the investors of the greatest net worth, who win (several share it). */
  readonly investors?: readonly string[];
}

/** A game file without its history: the state one phase was decided from. */
export type GameStateFile = Omit<GameFile, '$schema' | 'history'>;

/**
 * What one phase leaves for the end-of-game publication (Rules 3.6, 4.5) and for verification.
 * Entries written by `advancePhase` also hold the state the phase was decided from, the
 * GameMaster's actions before it and its public results, so `verifyHistory` can re-run it;
 * entries written by `payola adjudicate --next-game` (and older files) hold only the first six.
 */
export interface HistoryEntry {
  readonly year: number;
  readonly season: Season;
  /** Absent: a movement phase. */
  readonly phase?: Phase;
  readonly seed: number;
  /** The acceptance list used for each power, with its `?` expanded (movement phases). */
  readonly acceptanceLists: Readonly<Record<string, string>>;
  /** Every sheet as submitted, by power (offer sheets; in retreat and adjustment phases, the orders). */
  readonly sheets: Readonly<Record<string, string>>;
  /** The order issued by each unit (in adjustment phases, by each unit built or disbanded). */
  readonly orders: Readonly<Record<string, string>>;
  /** The game the phase was decided from, without its history. */
  readonly state?: GameStateFile;
  /** The GameMaster's actions between the previous phase and this one, in order. */
  readonly actions?: readonly GameMasterAction[];
  /** What the phase decided, as published. */
  readonly results?: PhaseResults;
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
  /** A player's view (`playerView`): whose it is. Other powers' balances and lists are left out. */
  readonly view?: { readonly power: string };
  readonly powers: readonly PowerFile[];
  /** Exchange (Rule 6.8): the players, investors beside the powers (which are companies). */
  readonly investors?: readonly InvestorFile[];
  /** Exchange (Rule 6.8): the stock market's settings. */
  readonly exchange?: ExchangeSettings;
  readonly units: readonly { readonly power: string; readonly unit: string }[];
  readonly history?: readonly HistoryEntry[];
  /** The year whose income (Rule 2.1) has been paid, so it is never paid twice. */
  readonly incomePaidFor?: number;
  /**
   * With income paid in several seasons (Rule 6.6): the season of that year's last payment.
   * Absent: the game's first income season (spring by default).
   */
  readonly incomePaidIn?: Season;
  /** Zero Sum (Rule 6.7): the year whose year end has been settled, so it is never settled twice. */
  readonly yearEndFor?: number;
  /** The GameMaster's actions since the last phase was decided (moved into the next history entry). */
  readonly actions?: readonly GameMasterAction[];
  /**
   * The game is over: the power that reached the victory condition, and when; under Exchange
   * (Rule 6.8) also the investors who win by net worth.
   */
  readonly victory?: Victory;
  /** Zero Sum (Rule 6.7): what has been paid to each power's units since the year began. */
  readonly receipts?: Readonly<Record<string, number>>;
}
