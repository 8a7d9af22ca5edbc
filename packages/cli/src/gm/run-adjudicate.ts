// `payola adjudicate`: one movement phase from every power's sheet, printed for the GameMaster,
// with each player's private report (Rule 5.7), the chart and the next game state on request.
import { dirname, join, resolve } from 'node:path';
import {
  adjudicate,
  AdjudicationError,
  chartText,
  nextGameState,
  reportText,
  type AdjudicationResult,
} from '@payola/engine';
import { ensureFolder } from '../files/folders.js';
import { withGameLocks } from '../files/game-lock.js';
import { newFolderMode, OutputFiles, type OutputOptions } from '../files/output-files.js';
import { displayPath } from '../files/paths.js';
import { formatStylish } from '../formatters/stylish.js';
import { readGameFile, stageGameFile, type LoadedGame } from '../game/game-files.js';
import { lintResult } from '../lint/results.js';
import { CliError } from '../util/cli-error.js';
import { adjudicationText } from './adjudication-text.js';
import type { GmEnvironment } from './environment.js';
import { readSheetInputs, type SheetInput } from './sheet-inputs.js';

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
  if (options.nextGame === undefined) return adjudicateUnlocked(options, env);
  const path = resolve(env.cwd, options.nextGame);
  const shown = displayPath(path, env.cwd);
  // The lock sits beside the game file, so its folder must exist first.
  ensureFolder(dirname(path), dirname(shown), newFolderMode({ groupReadable: options.groupReadable === true }));
  return withGameLocks([{ path, shown }], note(env), () => adjudicateUnlocked(options, env));
}

function note(env: GmEnvironment): (line: string) => void {
  return (line) => env.stderr(`payola: ${line}`);
}

async function adjudicateUnlocked(options: AdjudicateOptions, env: GmEnvironment): Promise<number> {
  const loaded = readGameFile(options.game, env.cwd);
  // Writing the next game state of a phase that the history already holds would adjudicate the
  // phase twice (a second set of payments from the same balances, Rule 5.6): a GameMaster who
  // ran `--next-game game.json` and then runs the same command again. Refused unless --force;
  // without --next-game nothing is written, so a run is only a preview and always allowed.
  if (options.nextGame !== undefined && options.force !== true) {
    const { year, season } = loaded.game;
    if (loaded.game.history.some((h) => h.year === year && h.season === season)) {
      throw new CliError(
        `${season} ${year} has already been adjudicated (see the game's history); use --force to adjudicate it again`,
        1,
      );
    }
  }
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

  // All or nothing: every output is written to a temporary file first, and renamed into place
  // only when all of them have been written (files/output-files.ts).
  const write: OutputOptions = {
    groupReadable: options.groupReadable === true,
    note: note(env),
  };
  const out = new OutputFiles(write);
  try {
    // The game file first: it is the record, and the likelier to be refused (a folder of that name).
    if (options.nextGame !== undefined) {
      const path = resolve(env.cwd, options.nextGame);
      stageGameFile(out, path, nextGameState(loaded.game, result, texts), loaded, displayPath(path, env.cwd), write);
    }
    const reports =
      options.out === undefined
        ? undefined
        : stageReports(out, resolve(env.cwd, options.out), loaded, result, write, env);
    out.commit();
    if (reports !== undefined)
      env.stderr(`payola: wrote ${reports.count} players' reports and the chart to ${reports.shownDir}/`);
  } finally {
    out.abandon();
  }
  env.stdout(
    options.format === 'json' ? `${JSON.stringify(result, null, 2)}\n` : adjudicationText(loaded.game, result),
  );
  return 0;
}

/**
 * Why nothing was adjudicated: each invalid sheet's errors as payola-lint prints them, then each
 * power whose sheet is missing (Rule 3.3).
 */
function refusalText(error: AdjudicationError, inputs: readonly SheetInput[], env: GmEnvironment): string {
  const results = error.sheetErrors.map((s) =>
    lintResult(inputs.find((i) => i.power === s.power)?.shown ?? s.power, s.diagnostics),
  );
  const lines: string[] = [];
  const lint = formatStylish(results, { colors: env.stderrColors, cwd: env.cwd, version: env.version });
  if (lint !== '') lines.push(lint.replace(/^\n/, '').trimEnd(), '');
  for (const power of error.missing) lines.push(`no sheet from ${power} (Rule 3.3)`);
  for (const power of error.unknown) lines.push(`a sheet for ${power}, which is not a power of this game`);
  lines.push('Nothing was adjudicated and no file was written.');
  return lines.join('\n');
}

/** A report's file name for a power: `France` → `france`. */
export function reportStem(power: string): string {
  return (
    power
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'power'
  );
}

/**
 * `--out DIR`: each player's private report (`<power>.txt`, and `<power>.json` holding only that
 * player's report, Rules 2.5, 5.7) and the GameMaster's chart (`chart.txt`, `chart.json` with the
 * whole result), staged in `out`.
 */
function stageReports(
  out: OutputFiles,
  dir: string,
  loaded: LoadedGame,
  result: AdjudicationResult,
  write: OutputOptions,
  env: GmEnvironment,
): { count: number; shownDir: string } {
  const shownDir = displayPath(dir, env.cwd);
  ensureFolder(dir, shownDir, newFolderMode(write));
  const stems = Object.keys(result.reports).map((power) => [power, reportStem(power)] as const);
  for (const [power, stem] of stems) {
    if (stem === 'chart' || stems.some(([other, s]) => other !== power && s === stem))
      throw new CliError(`cannot name ${power}'s report: ${stem}.txt is taken`);
  }
  const stage = (name: string, text: string) => out.stage(join(dir, name), text, `${shownDir}/${name}`);
  for (const [power, stem] of stems) {
    const report = result.reports[power]!;
    stage(`${stem}.txt`, reportText(report));
    stage(`${stem}.json`, `${JSON.stringify(report, null, 2)}\n`);
  }
  stage('chart.txt', chartText(loaded.game, result));
  stage('chart.json', `${JSON.stringify(result, null, 2)}\n`);
  return { count: stems.length, shownDir };
}
