// What a phase decided, as public data: every order issued and whether it succeeded, the
// dislodgements, and after the year's Fall turn the centres that changed hands, the powers
// eliminated and a victory. Public in Diplomacy (beside each player's private report, Rule 5.7);
// under Tin Cup each player receives only what it may see (Rule 6.3).
import type { DislodgedUnitFile, Phase, Season } from './game-file.js';

/** Exchange (Rule 6.8): how a company's CEO came to be after the winter's count (ruling E10). */
export type ElectionOutcome = 'elected' | 're-elected' | 'unopposed' | 'largest-shareholder' | 'vacant';

/** One order of a phase and what became of it. */
export interface OrderResult {
  /** The power whose unit was ordered (or whose build, disband or waive this is). */
  readonly power: string;
  /** The unit ordered (`A PAR`, `F STP/SC`); for a build, the unit built; absent for a waive. */
  readonly unit?: string;
  /** The order in canonical form (`A PAR - BUR`, `DISBAND A GRE`, `BUILD F STP/NC`, `WAIVE`). */
  readonly order: string;
  readonly succeeded: boolean;
  /** Why, in a few words ("bounced with A MUN"); left out of Tin Cup players' results. */
  readonly reason?: string;
}

/** A supply centre that changed hands after the year's Fall turn; `from` absent: it was neutral. */
export interface CentreChange {
  readonly center: string;
  readonly from?: string;
  readonly to: string;
}

export interface PhaseResults {
  readonly year: number;
  readonly season: Season;
  readonly phase: Phase;
  /** Movement phases: the seed that ordered the `?` of acceptance lists (Rule 4.1). */
  readonly seed?: number;
  /** True when nobody had a choice to make, so the phase was resolved without orders. */
  readonly automatic?: boolean;
  readonly orders: readonly OrderResult[];
  /** Movement phases: the units dislodged, with where each may retreat. */
  readonly dislodged?: readonly DislodgedUnitFile[];
  /** Movement phases: provinces left empty by a standoff. */
  readonly standoffs?: readonly string[];
  /** After the year's Fall turn (and its retreats): the centres that changed hands. */
  readonly centers?: readonly CentreChange[];
  /** Powers eliminated after this phase: they own no supply centre (Rule 2.4). */
  readonly eliminated?: readonly string[];
  /**
   * The power that reached the victory condition: the game ends (Rule 3.6: publication follows).
   * Under Exchange (ruling E16) the investors of the greatest net worth win.
   */
  readonly victory?: { readonly power: string; readonly centers: number; readonly investors?: readonly string[] };
  /** Exchange (ruling E18), after the winter's elections: each company's CEO for the coming year (public). */
  readonly ceos?: readonly {
    readonly company: string;
    readonly ceo?: string;
    readonly outcome: ElectionOutcome;
  }[];
  /**
   * Exchange (rulings E5, E17), after the winter: the centres whose worth their company's CEO
   * changed for the coming year (a centre's worth is public).
   */
  readonly worthChanges?: readonly {
    readonly company: string;
    readonly center: string;
    readonly from: number;
    readonly to: number;
  }[];
  /** Exchange (ruling E16), at the end of the game: every investor's net worth (Rule 3.6: all is published). */
  readonly netWorth?: readonly { readonly investor: string; readonly netWorth: number }[];
}
