// `payola adjudicate --out DIR`: each player's private report and the GameMaster's chart, and the
// guard that keeps a run from overwriting the reports of a phase the game has recorded.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chartText, phaseTitle, reportText, type AdjudicationResult, type Game } from '@payola/engine';
import { ensureFolder } from '../files/folders.js';
import { newFolderMode, type OutputFiles, type OutputOptions } from '../files/output-files.js';
import { readTextFile } from '../files/read-file.js';
import { CliError } from '../util/cli-error.js';

/** A report's file name for a power: `France` → `france`. */
export function reportStem(power: string): string {
  return (
    power
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'power'
  );
}

/** The files `--out` writes for a result, by name. */
export function reportFiles(game: Game, result: AdjudicationResult): Map<string, string> {
  const stems = Object.keys(result.reports).map((power) => [power, reportStem(power)] as const);
  for (const [power, stem] of stems) {
    if (stem === 'chart' || stems.some(([other, s]) => other !== power && s === stem))
      throw new CliError(`cannot name ${power}'s report: ${stem}.txt is taken`);
  }
  const files = new Map<string, string>();
  for (const [power, stem] of stems) {
    const report = result.reports[power]!;
    files.set(`${stem}.txt`, reportText(report));
    files.set(`${stem}.json`, `${JSON.stringify(report, null, 2)}\n`);
  }
  files.set('chart.txt', chartText(game, result));
  files.set('chart.json', `${JSON.stringify(result, null, 2)}\n`);
  return files;
}

/** The phase whose reports a folder holds, from its chart.json. */
interface FolderPhase {
  readonly year: number;
  readonly season: string;
  readonly seed: number;
}

function folderPhase(dir: string): FolderPhase | undefined {
  const read = readTextFile(join(dir, 'chart.json'), 'result');
  if (!('text' in read)) return undefined;
  try {
    const chart = JSON.parse(read.text) as Partial<FolderPhase> | null;
    if (typeof chart?.year === 'number' && typeof chart.season === 'string' && typeof chart.seed === 'number')
      return { year: chart.year, season: chart.season, seed: chart.seed };
  } catch {
    // not a chart of ours
  }
  return undefined;
}

/**
 * What writing these files into `dir` would overwrite, refused unless `force`: reports are
 * replaced freely only when the folder's chart says they are a preview (a phase the game's
 * history does not hold with that seed). Reports of a recorded phase, or files whose phase
 * cannot be told, are the record of the game: a preview with `--out` into that folder must not
 * overwrite them. Returns a description of what is replaced, for `--force` to say.
 */
export function checkOverwrite(
  dir: string,
  shownDir: string,
  names: Iterable<string>,
  game: Game,
  force: boolean,
): string | undefined {
  const existing = [...names].filter((name) => existsSync(join(dir, name)));
  if (existing.length === 0) return undefined;
  const phase = folderPhase(dir);
  const recorded =
    phase && game.history.some((h) => h.year === phase.year && h.season === phase.season && h.seed === phase.seed);
  if (phase && !recorded) return undefined;
  const what = phase
    ? `the reports of ${phaseTitle(phase.season, phase.year)} (seed ${phase.seed}), recorded in the game's history`
    : `${existing.length === 1 ? 'a file' : 'files'} this run would overwrite (${existing.slice(0, 3).join(', ')}${existing.length > 3 ? ', ...' : ''}) whose phase cannot be told`;
  if (force) return `${shownDir}/ holds ${what}: replaced`;
  throw new CliError(
    `${shownDir}/ holds ${what}; they are not overwritten: write these reports to another folder (--out), or add --force to replace them`,
    1,
  );
}

/** Stages the report files into `dir` (created if needed). */
export function stageReports(
  out: OutputFiles,
  dir: string,
  shownDir: string,
  files: ReadonlyMap<string, string>,
  write: OutputOptions,
): void {
  ensureFolder(dir, shownDir, newFolderMode(write));
  for (const [name, text] of files) out.stage(join(dir, name), text, `${shownDir}/${name}`);
}
