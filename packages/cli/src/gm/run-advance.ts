// `payola advance`: the GameMaster's cycle, one phase at a time. The phase is decided from the
// sheets given (movement: every active player's offer sheet; retreat and adjustment: the players'
// own orders), and the next phase's game file is written (in place, or to --next-game) with the
// reports and pictures, all or nothing, under the game files' locks. A phase is advanced once.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import {
  AdjudicationError,
  advancePhase,
  PhaseError,
  resultsText,
  type AdvanceResult,
  type HistoryEntry,
  type PhaseResults,
  phaseName,
  setAsideText,
} from '@payola/engine';
import { ensureFolder, removingFoldersOnFailure } from '../files/folders.js';
import { withGameLocks } from '../files/game-lock.js';
import { newFolderMode, OutputFiles, sameFile, type OutputOptions } from '../files/output-files.js';
import { displayPath } from '../files/paths.js';
import { readTextFile } from '../files/read-file.js';
import { readGameFile, stageGameFile, type LoadedGame } from '../game/game-files.js';
import { CliError } from '../util/cli-error.js';
import { printableJson, printableText } from '../util/printable.js';
import { advanceFiles, type PictureFormat } from './advance-outputs.js';
import { gmNote, type GmEnvironment } from './environment.js';
import { refuseEnded, refuseView } from './phase-fit.js';
import { refusalText } from './refusal-text.js';
import { readSheetInputs } from './sheet-inputs.js';

export interface AdvanceOptions {
  readonly game: string;
  readonly sheets: readonly string[];
  readonly seed?: number;
  readonly out?: string;
  /** Where the next phase's game goes (default: the game file itself). */
  readonly nextGame?: string;
  readonly pictures: PictureFormat;
  readonly width?: number;
  readonly format: 'text' | 'json';
  readonly force?: boolean;
  readonly groupReadable?: boolean;
}

/** Set-aside orders noted on the terminal, one line each; the rest are counted. */
const maxSetAsideNotes = 20;

export async function runAdvance(options: AdvanceOptions, env: GmEnvironment): Promise<number> {
  const gamePath = resolve(env.cwd, options.game);
  const nextPath = resolve(env.cwd, options.nextGame ?? options.game);
  const write: OutputOptions = { groupReadable: options.groupReadable === true, note: gmNote(env) };
  return removingFoldersOnFailure((made) => {
    // The lock sits beside the next game file, so its folder must exist first.
    made.push(...ensureFolder(dirname(nextPath), dirname(displayPath(nextPath, env.cwd)), newFolderMode(write)));
    const games = [gamePath, nextPath].map((path) => ({ path, shown: displayPath(path, env.cwd) }));
    return withGameLocks(games, gmNote(env), () => advanceLocked(options, env, nextPath, write, made));
  });
}

async function advanceLocked(
  options: AdvanceOptions,
  env: GmEnvironment,
  nextPath: string,
  write: OutputOptions,
  made: string[],
): Promise<number> {
  const loaded = readGameFile(options.game, env.cwd);
  refuseView(loaded);
  refuseEnded(loaded);
  const force = options.force === true;
  const inputs = await readSheetInputs(options.sheets, loaded, env.cwd);
  const texts = Object.fromEntries(inputs.map((i) => [i.power, i.text]));
  const shownNext = displayPath(nextPath, env.cwd);
  const replaced = [
    sameSheetsAgain(loaded, texts, nextPath === loaded.path),
    nextPath === loaded.path ? undefined : existingNextGame(nextPath, shownNext, env.cwd),
    options.out === undefined ? undefined : existingResults(resolve(env.cwd, options.out), env.cwd),
  ].filter((r): r is string => r !== undefined);
  if (replaced.length > 0 && !force)
    throw new CliError(`${replaced.join('; ')}: nothing was advanced; add --force to go on`, 1, [
      ...replaced,
      'nothing was advanced; add --force to go on',
    ]);
  for (const r of replaced) gmNote(env)(`--force: ${r}`);

  let advanced: AdvanceResult;
  try {
    advanced = advancePhase(loaded.game, texts, options.seed !== undefined ? { seed: options.seed } : {});
  } catch (error) {
    if (error instanceof AdjudicationError) {
      env.stderr(refusalText(error, inputs, env).trimEnd());
      return 1;
    }
    if (error instanceof PhaseError) throw new CliError(error.message, 1);
    throw error;
  }

  const outDir = options.out === undefined ? undefined : resolve(env.cwd, options.out);
  const files = outDir === undefined ? undefined : await advanceFiles(advanced, options.pictures, options.width);
  // A player's folder of --out may be where the game file is (`--game france/game.json --out .`).
  const overGame =
    outDir === undefined ? undefined : [...files!.keys()].find((name) => sameFile(join(outDir, name), loaded.path));
  if (overGame !== undefined)
    throw new CliError(
      `${loaded.shown} is the game file: --out would write over it; write the outputs to another folder (--out)`,
    );
  const out = new OutputFiles(write);
  try {
    // The game file first: it is the record.
    stageGameFile(out, nextPath, advanced.game, loaded, shownNext, write);
    if (outDir !== undefined) {
      const shownOut = displayPath(outDir, env.cwd);
      for (const [name, content] of files!) {
        made.push(...ensureFolder(dirname(join(outDir, name)), dirname(`${shownOut}/${name}`), newFolderMode(write)));
        out.stage(join(outDir, name), content, `${shownOut}/${name}`);
      }
    }
    out.commit();
  } finally {
    out.abandon();
  }
  const note = gmNote(env);
  note(
    `${phaseName(loaded.game)} advanced (seed ${advanced.seed}); ${shownNext} is now at the ${phaseName(advanced.game)}${outDir === undefined ? '' : `; results, reports and pictures in ${displayPath(outDir, env.cwd)}/`}`,
  );
  if (advanced.game.victory)
    note(
      `the game is over: ${advanced.game.victory.power} has won; publish every offer sheet with payola publish --game ${shownNext} (Rule 3.6)`,
    );
  // The GameMaster sees every order set aside (each player, in its report, its own).
  const setAside = advanced.steps.flatMap((s) => s.setAside ?? []);
  // A few lines at most on the terminal; all of them are in --format json and the players' reports.
  for (const order of setAside.slice(0, maxSetAsideNotes)) note(`${order.power}'s sheet: ${setAsideText([order])}`);
  if (setAside.length > maxSetAsideNotes)
    note(`and ${setAside.length - maxSetAsideNotes} more orders set aside (see --format json)`);
  // Power names, orders and reasons come from the game file and the sheets: escaped.
  env.stdout(
    options.format === 'json'
      ? printableJson({
          seed: advanced.seed,
          phases: advanced.results,
          ledger: advanced.ledger,
          ...(setAside.length > 0 && { setAside }),
          reports: advanced.reports,
          next: { year: advanced.game.year, season: advanced.game.season, phase: advanced.game.phase },
        })
      : printableText(`${advanced.results.map(resultsText).join('\n')}\nNext: the ${phaseName(advanced.game)}.\n`),
  );
  return 0;
}

/**
 * Run again on the file it wrote, the same command would decide the next phase with the sheets
 * of the phase before: refused when the sheets given are those the history's last phase records.
 */
function sameSheetsAgain(loaded: LoadedGame, texts: Record<string, string>, inPlace: boolean): string | undefined {
  // The phase the GameMaster advanced last (not one resolved after it with nothing to decide).
  const last: HistoryEntry | undefined = loaded.game.history.findLast((h) => h.results?.automatic !== true);
  if (!inPlace || !last || Object.keys(texts).length === 0) return undefined;
  const recorded = Object.entries(last.sheets);
  const same =
    recorded.length === Object.keys(texts).length && recorded.every(([power, text]) => texts[power] === text);
  if (!same) return undefined;
  return `the sheets given are those ${loaded.shown} records for the ${phaseName(last)}, already advanced; the game is now at the ${phaseName(loaded.game)}, and these sheets would be used for it`;
}

/** `Spring 1901 movement phase`, for a phase of the history. */
/** A game file at --next-game is another game's record: replaced only with --force, which says what it holds. */
function existingNextGame(path: string, shown: string, cwd: string): string | undefined {
  if (!existsSync(path)) return undefined;
  let what = 'a file that is not a game file';
  try {
    const next = readGameFile(path, cwd);
    const last = next.game.history.at(-1);
    what = `a game at the ${phaseName(next.game)}${last ? ` (its last phase advanced: the ${phaseName(last)}, seed ${last.seed})` : ''}`;
  } catch {
    // described as not a game file
  }
  return `${shown} holds ${what}, which this run would replace`;
}

/** Results already written to --out are a phase's record: replaced only with --force. */
function existingResults(dir: string, cwd: string): string | undefined {
  const path = join(dir, 'public', 'results.json');
  if (!existsSync(path)) return undefined;
  const shown = displayPath(path, cwd);
  const read = readTextFile(path, 'result');
  let what = 'results';
  if ('text' in read)
    try {
      const recorded = JSON.parse(read.text) as { seed?: unknown; phases?: Partial<PhaseResults>[] };
      const first = recorded.phases?.[0];
      if (typeof first?.year === 'number' && typeof first.season === 'string')
        what = `the results of the ${phaseName({ year: first.year, season: first.season, ...(first.phase !== undefined && { phase: first.phase }) })}${typeof recorded.seed === 'number' ? ` (seed ${recorded.seed})` : ''}`;
    } catch {
      // described as results
    }
  return `${shown} holds ${what}, which this run would replace`;
}
