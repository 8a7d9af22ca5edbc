// `payola adjudicate`: one movement phase from every power's sheet, printed for the GameMaster,
// with each player's private report (Rule 5.7), the chart and the next game state on request.
import { join, resolve } from 'node:path';
import {
  adjudicate,
  AdjudicationError,
  chartText,
  nextGameState,
  reportText,
  type AdjudicationResult,
} from '@payola/engine';
import { formatStylish } from '../formatters/stylish.js';
import { readGameFile, writeGameFile, type LoadedGame } from '../game/game-files.js';
import { lintResult } from '../lint/results.js';
import { CliError } from '../util/cli-error.js';
import type { Colors } from '../util/colors.js';
import { ensureFolder } from '../files/folders.js';
import { displayPath } from '../files/paths.js';
import { writeAtomic } from '../util/files.js';
import { adjudicationText } from './adjudication-text.js';
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
}

export interface GmEnvironment {
  readonly cwd: string;
  readonly version: string;
  /** Colours for standard error (the refusal is printed like payola-lint's stylish output). */
  readonly stderrColors: Colors;
  readonly stdout: (text: string) => void;
  readonly stderr: (line: string) => void;
}

/** Runs `payola adjudicate`; returns 0, or 1 when the sheets are refused. Throws CliError (exit 2). */
export async function runAdjudicate(options: AdjudicateOptions, env: GmEnvironment): Promise<number> {
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

  if (options.out !== undefined) writeReports(resolve(env.cwd, options.out), loaded, result, env);
  if (options.nextGame !== undefined) {
    const path = resolve(env.cwd, options.nextGame);
    writeGameFile(path, nextGameState(loaded.game, result, texts), {
      ...(loaded.schema !== undefined && { schema: loaded.schema }),
      fromDir: loaded.dir,
      shown: displayPath(path, env.cwd),
    });
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
 * whole result). Each file is written atomically.
 */
function writeReports(dir: string, loaded: LoadedGame, result: AdjudicationResult, env: GmEnvironment): void {
  const shownDir = displayPath(dir, env.cwd);
  ensureFolder(dir, shownDir);
  const stems = Object.keys(result.reports).map((power) => [power, reportStem(power)] as const);
  for (const [power, stem] of stems) {
    if (stem === 'chart' || stems.some(([other, s]) => other !== power && s === stem))
      throw new CliError(`cannot name ${power}'s report: ${stem}.txt is taken`);
  }
  const write = (name: string, text: string) => writeAtomic(join(dir, name), text, `${shownDir}/${name}`);
  for (const [power, stem] of stems) {
    const report = result.reports[power]!;
    write(`${stem}.txt`, reportText(report));
    write(`${stem}.json`, `${JSON.stringify(report, null, 2)}\n`);
  }
  write('chart.txt', chartText(loaded.game, result));
  write('chart.json', `${JSON.stringify(result, null, 2)}\n`);
  env.stderr(`payola: wrote ${stems.length} players' reports and the chart to ${shownDir}/`);
}
