// `payola adjudicate`: one movement phase from every power's sheet, printed for the GameMaster,
// with each player's private report (Rule 5.7), the chart and the next game state on request.
import { dirname, resolve } from 'node:path';
import {
  adjudicate,
  AdjudicationError,
  nextGameState,
  overLimit,
  payIncome,
  phaseTitle,
  type AdjudicationResult,
  type HistoryEntry,
} from '@payola/engine';
import { ensureFolder, removingFoldersOnFailure } from '../files/folders.js';
import { withGameLocks } from '../files/game-lock.js';
import { newFolderMode, OutputFiles, type OutputOptions } from '../files/output-files.js';
import { displayPath } from '../files/paths.js';
import { readGameFile, stageGameFile, type LoadedGame } from '../game/game-files.js';
import { CliError } from '../util/cli-error.js';
import { printableJson, printableText } from '../util/printable.js';
import { adjudicationText } from './adjudication-text.js';
import { gmNote, type GmEnvironment } from './environment.js';
import { requireMovementPhase } from './phase-fit.js';
import { refusalText } from './refusal-text.js';
import { checkOverwrite, reportFiles, stageReports } from './report-files.js';
import { readSheetInputs } from './sheet-inputs.js';

export interface AdjudicateOptions {
  readonly game: string;
  readonly sheets: readonly string[];
  readonly seed?: number;
  readonly format: 'text' | 'json';
  readonly out?: string;
  readonly nextGame?: string;
  /** Write `--next-game` even when the game's history already holds this phase. */
  readonly force?: boolean;
  /** New files readable by the owner's group (0640) instead of 0600. */
  readonly groupReadable?: boolean;
}

/**
 * Runs `payola adjudicate`; returns 0, or 1 when the sheets are refused. Throws CliError (exit 2,
 * or 1 when the game to write is in use). With `--next-game`, the whole run holds that game
 * file's lock (files/game-lock.ts), and the game is read after the lock is taken.
 */
export async function runAdjudicate(options: AdjudicateOptions, env: GmEnvironment): Promise<number> {
  return removingFoldersOnFailure((made) => {
    if (options.nextGame === undefined) return adjudicateUnlocked(options, env, made);
    const path = resolve(env.cwd, options.nextGame);
    const shown = displayPath(path, env.cwd);
    // The lock sits beside the game file, so its folder must exist first.
    const mode = newFolderMode({ groupReadable: options.groupReadable === true });
    made.push(...ensureFolder(dirname(path), dirname(shown), mode));
    return withGameLocks([{ path, shown }], gmNote(env), () => adjudicateUnlocked(options, env, made));
  });
}

async function adjudicateUnlocked(options: AdjudicateOptions, env: GmEnvironment, made: string[]): Promise<number> {
  const loaded = readGameFile(options.game, env.cwd);
  // Only a movement phase has bribes to decide; a game run by the cycle is advanced by `payola advance`.
  requireMovementPhase(loaded, 'payola adjudicate', options.nextGame !== undefined);
  const force = options.force === true;
  const recorded = recordedPhase(loaded, force);
  requireIncome(loaded);
  const inputs = await readSheetInputs(options.sheets, loaded, env.cwd);
  const texts = Object.fromEntries(inputs.map((i) => [i.power, i.text]));

  let result: AdjudicationResult;
  try {
    result = adjudicate(loaded.game, texts, options.seed !== undefined ? { seed: options.seed } : {});
  } catch (error) {
    if (!(error instanceof AdjudicationError)) throw error;
    env.stderr(refusalText(error, inputs, env).trimEnd());
    return 1;
  }

  const nextPath = options.nextGame === undefined ? undefined : resolve(env.cwd, options.nextGame);
  const reportDir = options.out === undefined ? undefined : resolve(env.cwd, options.out);
  const reports = reportDir === undefined ? undefined : reportFiles(loaded.game, result);
  const shownReportDir = reportDir === undefined ? '' : displayPath(reportDir, env.cwd);
  const replacedReports =
    reportDir === undefined
      ? undefined
      : checkOverwrite(reportDir, shownReportDir, reports!.keys(), loaded.game, force);
  if (recorded) {
    const where =
      nextPath === undefined ? '' : `; its entry in the history is replaced in ${displayPath(nextPath, env.cwd)}`;
    gmNote(env)(
      `--force: adjudicating ${phaseTitle(recorded.season, recorded.year)} again, which the history of ${loaded.shown} holds (seed ${recorded.seed}), from the balances the file holds now${where}`,
    );
  }
  if (replacedReports !== undefined) gmNote(env)(`--force: ${replacedReports}`);

  // All or nothing: every output is written to a temporary file first, and renamed into place
  // only when all of them have been written (files/output-files.ts).
  const write: OutputOptions = { groupReadable: options.groupReadable === true, note: gmNote(env) };
  const out = new OutputFiles(write);
  try {
    // The game file first: it is the record, and the likelier to be refused (a folder of that name).
    if (nextPath !== undefined) {
      // Forced: the phase's earlier entry gives way to this one, so the history holds each phase once.
      const base = recorded
        ? loaded.game.with({ history: loaded.game.history.filter((h) => h !== recorded) })
        : loaded.game;
      const next = nextGameState(base, result, texts);
      // Zero Sum receipts (Rule 6.7) past the largest balance: the file could not be loaded again.
      const over = overLimit([], next.receipts);
      if (over !== undefined) throw new CliError(`${displayPath(nextPath, env.cwd)}: ${over}; nothing was written`, 1);
      stageGameFile(out, nextPath, next, loaded, displayPath(nextPath, env.cwd), write);
    }
    if (reportDir !== undefined) stageReports(out, reportDir, shownReportDir, reports!, write, made);
    out.commit();
  } finally {
    out.abandon();
  }
  if (reportDir !== undefined)
    gmNote(env)(`wrote ${Object.keys(result.reports).length} players' reports and the chart to ${shownReportDir}/`);
  // Power names, orders and explanations come from the game file and the sheets: escaped.
  env.stdout(options.format === 'json' ? printableJson(result) : printableText(adjudicationText(loaded.game, result)));
  return 0;
}

/**
 * The game's history entry for the phase at hand, refused unless `force`. Adjudicating a phase
 * that the history holds would pay it twice (a second set of payments, from the balances after
 * the first, Rule 5.6), and overwrite its reports with a new seed: a GameMaster who ran
 * `--next-game game.json` and then runs the same command again, with or without `--next-game`.
 */
function recordedPhase(loaded: LoadedGame, force: boolean): HistoryEntry | undefined {
  const { year, season, history } = loaded.game;
  const entry = history.find((h) => h.year === year && h.season === season);
  if (entry === undefined || force) return entry;
  throw new CliError(
    `${phaseTitle(season, year)} has already been adjudicated (the history of ${loaded.shown} holds it, seed ${entry.seed}): running it again would pay from the balances after it (Rule 5.6); add --force to adjudicate it again`,
    1,
  );
}

/**
 * Rule 2.1: a spring movement comes after the year's income. The engine's `payIncome` decides
 * whether income is due (spring, not yet paid for this year, a scheme that pays any), so this
 * never disagrees with `payola income`.
 */
function requireIncome(loaded: LoadedGame): void {
  const due = payIncome(loaded.game);
  if (!due.ok || due.ledger.length === 0) return;
  const { year } = loaded.game;
  throw new CliError(
    `the income for ${year} has not been paid (Rule 2.1; ${loaded.shown} records no "incomePaidFor": ${year}): pay it first with payola income --game ${loaded.shown}, or, if the balances already hold it, set "incomePaidFor": ${year} in the game file`,
    1,
  );
}
