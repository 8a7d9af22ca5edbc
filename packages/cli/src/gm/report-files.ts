// `payola adjudicate --out DIR`: each player's private report and the GameMaster's chart, and the
// guard that keeps a run from overwriting the reports of a phase the game has recorded.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chartText, phaseTitle, reportText, type AdjudicationResult, type Game } from '@payola/engine';
import { ensureFolder } from '../files/folders.js';
import { newFolderMode, type OutputFiles, type OutputOptions } from '../files/output-files.js';
import { readTextFile } from '../files/read-file.js';
import { CliError } from '../util/cli-error.js';

/**
 * Stems are cut to this many bytes of UTF-8: a file name holds at most 255 bytes, and a stem may
 * still take a letter (`-g`) and an extension (`.json`).
 */
const maxStemBytes = 200;

/** Names Windows reserves for devices, whatever the extension: never a report's name. */
const deviceName = /^(con|prn|aux|nul|com\d|lpt\d)$/;

/**
 * A report's file name for a power: `France` → `france`, `Англия` → `англия`. Letters and
 * digits of every script are kept (lower case, composed), every other run of characters is a `-`.
 */
export function reportStem(power: string): string {
  const stem = power
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
  let cut = '';
  let bytes = 0;
  for (const character of stem) {
    bytes += Buffer.byteLength(character, 'utf8');
    if (bytes > maxStemBytes) break;
    cut += character;
  }
  return cut.replace(/-$/, '') || 'power';
}

/**
 * The stem of each player's report, one per player: a power whose stem another power shares (names
 * that differ only by case or punctuation, one name on a case-insensitive file system), or that
 * is `reserved` for the GameMaster's own outputs (`public`, `chart`), takes its letter too
 * (`public-g`), which no other power has.
 */
export function reportStems(
  powers: readonly { readonly name: string; readonly letter: string }[],
  reserved: readonly string[],
): Map<string, string> {
  const stems = powers.map((p) => [p, reportStem(p.name)] as const);
  const shared = new Set(stems.filter(([p, s]) => stems.some(([q, t]) => q !== p && t === s)).map(([, s]) => s));
  const taken = new Set(reserved);
  const plain = stems.filter(([, s]) => !shared.has(s) && !taken.has(s) && !deviceName.test(s));
  for (const [, s] of plain) taken.add(s);
  const named = new Map(plain.map(([p, s]) => [p.name, s]));
  for (const [power, stem] of stems) {
    if (named.has(power.name)) continue;
    const lettered = `${stem}-${power.letter.toLowerCase()}`;
    if (taken.has(lettered))
      throw new CliError(
        `cannot name ${power.name}'s reports: ${stem} and ${lettered} are taken by other powers' or the GameMaster's; rename a power in the game file`,
      );
    taken.add(lettered);
    named.set(power.name, lettered);
  }
  return named;
}

/** The files `--out` writes for a result, by name. */
export function reportFiles(game: Game, result: AdjudicationResult): Map<string, string> {
  const stems = reportStems(
    Object.keys(result.reports).map((name) => ({ name, letter: game.power(name)?.letter ?? name })),
    ['chart'],
  );
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

/** Stages the report files into `dir` (created if needed, each folder made added to `made`). */
export function stageReports(
  out: OutputFiles,
  dir: string,
  shownDir: string,
  files: ReadonlyMap<string, string>,
  write: OutputOptions,
  made: string[],
): void {
  made.push(...ensureFolder(dir, shownDir, newFolderMode(write)));
  for (const [name, text] of files) out.stage(join(dir, name), text, `${shownDir}/${name}`);
}
