// The GameMaster's cycle: one call advances the game's current phase with the sheets of that
// phase, resolves at once any phase that follows with nothing to decide, and says everything
// decided: the public results, each player's private report (Rules 2.5, 5.7) and the accounts.
import { AdjudicationError, type AdjudicationResult } from '../adjudicate/adjudicate.js';
import { phaseName, phaseTitle } from '../adjudicate/reports.js';
import { freshSeed } from '../adjudicate/seeded-random.js';
import type { LedgerEntry } from '../accounts/ledger.js';
import { incomeDue, payIncome } from '../accounts/transactions.js';
import type { Game } from '../game/game.js';
import { numberLimits, overLimit } from '../game/number-limits.js';
import type { PhaseResults } from '../game/phase-results.js';
import { PhaseError } from '../resolve/results.js';
import { decidePhase, hasChoice, type PhaseStep } from './phase-step.js';
import { playerPhaseReports, type PlayerPhaseReport } from './player-reports.js';

export interface AdvanceOptions {
  /** Seeds the `?` of acceptance lists (Rule 4.1); without one a fresh seed is drawn and reported. */
  readonly seed?: number;
}

export interface AdvanceResult {
  /** The next phase to play (or, after a victory, the game as it ended). */
  readonly game: Game;
  readonly seed: number;
  /** The phase advanced, then each phase that followed with nothing to decide. */
  readonly steps: readonly PhaseStep[];
  /** Each step's public results (every order and whether it succeeded). */
  readonly results: readonly PhaseResults[];
  /** Every change to an account, in order (Rule 2.5: each player sees only its own). */
  readonly ledger: readonly LedgerEntry[];
  /** Each player's private report, by power name. */
  readonly reports: Readonly<Record<string, PlayerPhaseReport>>;
  /** A movement phase's bribes, as `adjudicate` decided them (the GameMaster's chart). */
  readonly adjudication?: AdjudicationResult;
}

/**
 * Advances the game's current phase. `inputs` holds each power's sheet for the phase (any case of
 * the power's name): offer sheets in a movement phase (each active player sends one, Rule 3.3;
 * invalid ones refuse the phase with adjudicate's AdjudicationError), the players' own orders in
 * retreat and adjustment phases (Rule 1.5; missing ones mean no order, an invalid order is
 * ignored on its own). Pure and deterministic for a given seed.
 */
export function advancePhase(
  game: Game,
  inputs: Readonly<Record<string, string>>,
  options: AdvanceOptions = {},
): AdvanceResult {
  refuseToAdvance(game);
  const seed = options.seed ?? freshSeed();
  // A movement phase that takes income and has not had it (a game file made or run by hand) gets
  // it first (Rules 2.1, 6.6), as the GameMaster's recorded action, so the history verifies.
  const due = incomeDue(game) ? payIncome(game) : undefined;
  const start = due?.ok ? due.game : game;
  const sheets = sheetsByPower(start, inputs);
  const steps = [decidePhase(start, sheets, seed)];
  // A retreat or adjustment phase in which no played power has a choice is resolved at once; at
  // most a retreat and an adjustment phase can follow one another before a movement phase.
  for (let i = 0; i < 2; i++) {
    const next = steps.at(-1)!.game;
    if (next.victory || hasChoice(next)) break;
    steps.push(decidePhase(next, new Map(), seed, true));
  }
  const last = steps.at(-1)!.game;
  const ledger = [...(due?.ok ? due.ledger : []), ...steps.flatMap((s) => s.ledger)];
  // Past the largest balance, the next game file could not be loaded again.
  const over = overLimit(ledger, last.receipts);
  if (over !== undefined)
    throw new PhaseError(`the ${phaseName(game)} cannot be advanced: ${over}; nothing was advanced`);
  if (last.year > numberLimits.maxYear)
    throw new PhaseError(
      `the ${phaseName(game)} cannot be advanced: the game would go on into ${last.year}, past the last year a game file holds, ${numberLimits.maxYear}; nothing was advanced`,
    );
  const adjudication = steps[0]!.adjudication;
  return {
    game: last,
    seed,
    steps,
    results: steps.map((s) => s.results),
    ledger,
    reports: playerPhaseReports(steps, due?.ok ? due.ledger : []),
    ...(adjudication && { adjudication }),
  };
}

/** Why this game cannot be advanced, as a PhaseError: a player's view, a game over, a phase already decided. */
export function refuseToAdvance(game: Game): void {
  const title = phaseName(game);
  if (game.viewer !== undefined)
    throw new PhaseError(
      `this is ${game.viewer}'s view of the game, without the other powers' balances and lists: only the GameMaster's game file can be advanced`,
    );
  if (game.victory)
    throw new PhaseError(
      `the game is over: ${game.victory.power} won after ${phaseTitle(game.victory.season, game.victory.year)}; every offer sheet may now be published (Rule 3.6)`,
    );
  const entry = game.history.find(
    (h) => h.year === game.year && h.season === game.season && (h.phase ?? 'movement') === game.phase,
  );
  if (entry)
    throw new PhaseError(
      `the ${title} has already been decided (the game's history holds it, seed ${entry.seed})${entry.state === undefined ? ': its bribes were paid by payola adjudicate --next-game, which leaves the units where they stood' : ''}`,
    );
}

/** The inputs by canonical power name; unknown powers or a power given twice refuse the phase. */
function sheetsByPower(game: Game, inputs: Readonly<Record<string, string>>): Map<string, string> {
  const sheets = new Map<string, string>();
  const unknown: string[] = [];
  const duplicated: string[] = [];
  for (const [name, text] of Object.entries(inputs)) {
    const power = game.power(name);
    if (!power) unknown.push(name);
    else if (sheets.has(power.name)) duplicated.push(power.name);
    else sheets.set(power.name, text);
  }
  if (unknown.length > 0 || duplicated.length > 0) throw new AdjudicationError([], [], unknown, duplicated);
  return sheets;
}
