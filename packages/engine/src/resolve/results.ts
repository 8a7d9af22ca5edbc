// What the phase resolvers return: plain data, unit texts as in game files (`F STP/SC`).

/** What became of one order. */
export interface OrderOutcome {
  /** The order in its canonical form (as written, when it could not be read or was illegal). */
  readonly order: string;
  readonly succeeded: boolean;
  /** A short reason a player can read: "bounced with A MUN", "support cut by A BOH", "no convoy". */
  readonly reason: string;
}

/** A unit on the board: its owner and its text (`A PAR`, `F STP/SC`). */
export interface PlacedUnit {
  readonly power: string;
  readonly unit: string;
}

/** A dislodged unit, as a retreat phase's game file holds it. */
export interface DislodgedUnitEntry extends PlacedUnit {
  /** The province the dislodging unit came from. */
  readonly by: string;
  /** Where it may retreat: provinces, with the coast where a fleet needs one (`SPA/NC`). */
  readonly retreats: readonly string[];
}

/** An order that was not for any unit the phase concerns (no such unit, or a second order for one). */
export interface IgnoredOrder {
  /** The key it was given under (a unit, or a power for adjustments). */
  readonly unit: string;
  readonly order: string;
  readonly reason: string;
}

export interface MovementResult {
  /** Every unit's order, by the unit's text before the phase. */
  readonly outcomes: Readonly<Record<string, OrderOutcome>>;
  /** The board after the phase; dislodged units are not on it. */
  readonly units: readonly PlacedUnit[];
  readonly dislodged: readonly DislodgedUnitEntry[];
  /** Provinces left empty by a standoff (no retreat there). */
  readonly standoffs: readonly string[];
  readonly ignored: readonly IgnoredOrder[];
}

export interface RetreatResult {
  /** Every dislodged unit's retreat or disband, by the unit's text. */
  readonly outcomes: Readonly<Record<string, OrderOutcome>>;
  /** The board after the retreats. */
  readonly units: readonly PlacedUnit[];
  readonly ignored: readonly IgnoredOrder[];
}

export interface AdjustmentResult {
  /** Each power's orders (and civil-disorder disbands) in the order they were judged. */
  readonly outcomes: Readonly<Record<string, readonly OrderOutcome[]>>;
  /** The board after the adjustments. */
  readonly units: readonly PlacedUnit[];
  /** Supply centres by power (unchanged by adjustments; given for the next phase's file). */
  readonly centers: Readonly<Record<string, readonly string[]>>;
  readonly ignored: readonly IgnoredOrder[];
}

/** A game that cannot be resolved as asked: not loadable, or not in the phase the resolver needs. */
export class PhaseError extends Error {
  readonly problems: readonly string[];
  constructor(message: string, problems: readonly string[] = []) {
    super(problems.length > 0 ? `${message}: ${problems.join('; ')}` : message);
    this.name = 'PhaseError';
    this.problems = problems;
  }
}

/** A record keyed by unit texts or power names: no prototype, so no name collides with one. */
export function record<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}
