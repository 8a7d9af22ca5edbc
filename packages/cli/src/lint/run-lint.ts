// payola-lint: from the command line's options to results, output text and an exit code.
import { basename, dirname, relative } from 'node:path';
import { powerOfSheet } from '@payola/engine';
import type { Diagnostic } from '@payola/parser';
import { formatters, type FormatName } from '../formatters/index.js';
import { GameFileFinder, readGameFile, type LoadedGame } from '../game/game-files.js';
import { closestPower, findPower } from '../game/powers.js';
import { displayPath } from '../files/paths.js';
import { readTextFile, type TextRead } from '../files/read-file.js';
import { UsageError } from '../util/cli-error.js';
import type { Colors } from '../util/colors.js';
import { printableMessage, printablePath } from '../util/printable.js';
import { lintSheetText } from './lint-sheet.js';
import {
  countProblems,
  errorsOnly,
  lintResult,
  notUtf8Result,
  sheetPowerRuleId,
  stdinName,
  unreadableResult,
  withoutInformation,
  type LintResult,
} from './results.js';
import { ruleSummaries } from './rule-summaries.js';
import { expandSources, type SheetSource } from './sources.js';

export interface LintOptions {
  readonly patterns: readonly string[];
  /** `--game FILE`; else the nearest game file up the tree from each sheet. */
  readonly game?: string;
  /** `--power NAME`; else from the game file's mapping or the file name. */
  readonly power?: string;
  readonly format: FormatName;
  readonly maxWarnings?: number;
  readonly quiet: boolean;
  /**
   * `--info`: also report information (what a sheet's offers add up to, `payola/commitment`, and
   * hints). Off by default, so that a CI run does not print a notice for every sheet.
   */
  readonly info?: boolean;
}

export interface LintEnvironment {
  readonly cwd: string;
  readonly version: string;
  /** Colours for standard output (used by stylish). */
  readonly colors: Colors;
  /** Standard input as text (at most the size limit of a sheet), or why it cannot be read. */
  readonly readStdin: () => Promise<TextRead>;
  readonly stdout: (text: string) => void;
  /** One line of a note or error for standard error (without its newline). */
  readonly stderr: (line: string) => void;
}

interface Sheet {
  readonly source: SheetSource;
  /** As shown in results: relative to the working directory, or `<stdin>`. */
  readonly shown: string;
  /** The text, or why it could not be read. */
  readonly read: TextRead;
}

/**
 * Runs payola-lint and returns its exit code: 0 clean, 1 errors or too many warnings, 2 when a
 * sheet could not be read (its result says why; the others are still checked and printed).
 * Throws CliError (exit 2) for usage errors and broken game files.
 */
export async function runLint(options: LintOptions, env: LintEnvironment): Promise<number> {
  const sources = await expandSources(options.patterns, env.cwd);
  if (sources.length === 0) throw new UsageError(`no files match ${options.patterns.map((p) => `"${p}"`).join(', ')}`);

  // Read everything first. A sheet that cannot be read (a folder named like a sheet, a missing
  // file, no permission, a device or a pipe, a file over the size limit, a link out of the folder
  // scanned) becomes a `payola/unreadable` result rather than ending the run, so the other
  // sheets' results are still printed; the exit code (2) says the run was incomplete. A file
  // that is not UTF-8 gets one located `payola/encoding` error instead of a confusing parse.
  const sheets: Sheet[] = [];
  for (const source of sources) {
    if (source.kind === 'stdin') sheets.push({ source, shown: stdinName, read: await env.readStdin() });
    else {
      const shown = displayPath(source.path, env.cwd);
      const read: TextRead =
        source.refused !== undefined ? { error: source.refused } : readTextFile(source.path, 'sheet');
      sheets.push({ source, shown, read });
    }
  }

  const games = gamesFor(options, env.cwd);
  const withoutGame: string[] = [];
  const unreadable: string[] = [];
  const results: LintResult[] = [];
  for (const sheet of sheets) {
    if ('error' in sheet.read) {
      unreadable.push(sheet.shown);
      results.push(unreadableResult(sheet.shown, sheet.read.error));
      continue;
    }
    if ('notUtf8' in sheet.read) {
      results.push(notUtf8Result(sheet.shown, sheet.read.notUtf8));
      continue;
    }
    const { text } = sheet.read;
    const loaded = games.forSheet(sheet.source);
    if (!loaded) {
      withoutGame.push(sheet.shown);
      results.push(lintResult(sheet.shown, lintSheetText(text)));
      continue;
    }
    const power = powerFor(sheet.source, loaded, options.power);
    const diagnostics = lintSheetText(text, { game: loaded.game, ...(power !== undefined && { power }) });
    // Without its power a sheet is checked only partly (not its account, not its units), and
    // the adjudicator would not know whose it is: an error, so that CI fails on `frnace.payola`.
    if (power === undefined) diagnostics.push(unknownPowerDiagnostic(sheet.source, loaded));
    results.push(lintResult(sheet.shown, diagnostics));
  }

  // `--power` names one power for every sheet: with several sheets that is rarely meant, so say
  // so (after the checks, so that an unknown power's usage error comes alone).
  if (options.power !== undefined && sheets.length > 1)
    env.stderr(`payola-lint: --power ${printableMessage(options.power)} applies to all ${sheets.length} sheets`);
  const readable = sheets.length - unreadable.length;
  if (withoutGame.length > 0)
    env.stderr(`payola-lint: no game file found: checked syntax and places only${filesNote(withoutGame, readable)}`);

  const shownResults = results.map((r) => (options.quiet ? errorsOnly(r) : options.info ? r : withoutInformation(r)));
  env.stdout(
    formatters[options.format](shownResults, {
      colors: env.colors,
      cwd: env.cwd,
      version: env.version,
      ...(options.format === 'sarif' && { ruleSummaries: ruleSummaries() }),
    }),
  );

  if (unreadable.length > 0) {
    env.stderr(
      `payola-lint: could not read ${unreadable.length === 1 ? 'a sheet' : `${unreadable.length} sheets`} (${listFiles(unreadable)}): the results are incomplete`,
    );
    return 2;
  }
  const { errors, warnings } = countProblems(results);
  if (options.maxWarnings !== undefined && warnings > options.maxWarnings) {
    env.stderr(`payola-lint: too many warnings (${warnings}; maximum ${options.maxWarnings})`);
    return 1;
  }
  return errors > 0 ? 1 : 0;
}

/** The game of each sheet: the one given with --game, else the nearest up the tree (each file read once). */
function gamesFor(options: LintOptions, cwd: string): { forSheet: (source: SheetSource) => LoadedGame | undefined } {
  if (options.game !== undefined) {
    const loaded = readGameFile(options.game, cwd);
    checkPowerName(loaded, options.power);
    return { forSheet: () => loaded };
  }
  const finder = new GameFileFinder();
  const byPath = new Map<string, LoadedGame>();
  return {
    forSheet(source) {
      const path = finder.nearest(source.kind === 'stdin' ? cwd : dirname(source.path));
      if (path === undefined) return undefined;
      let loaded = byPath.get(path);
      if (!loaded) {
        loaded = readGameFile(path, cwd);
        checkPowerName(loaded, options.power);
        byPath.set(path, loaded);
      }
      return loaded;
    },
  };
}

/** `--power NAME` (or its letter) must name a power of the game. */
function checkPowerName(loaded: LoadedGame, power: string | undefined): void {
  if (power === undefined || findPower(loaded.game, power)) return;
  throw new UsageError(
    `unknown power "${power}" (--power); the powers of ${loaded.shown} are ${loaded.game.powers.map((p) => p.name).join(', ')}`,
  );
}

/** The sheet's power: --power, else the game file's mapping or the file's name (`powerOfSheet`). */
function powerFor(source: SheetSource, loaded: LoadedGame, option: string | undefined): string | undefined {
  if (option !== undefined) return findPower(loaded.game, option)!.name;
  if (source.kind === 'stdin') return undefined;
  return powerOfSheet(loaded.game, relative(loaded.dir, source.path).split('\\').join('/'));
}

/** The error of a sheet whose power cannot be told, with what to do (and the power its name nearly spells). */
function unknownPowerDiagnostic(source: SheetSource, loaded: LoadedGame): Diagnostic {
  const name = source.kind === 'file' ? basename(source.path).replace(/\.payola$/i, '') : undefined;
  const near = name === undefined ? undefined : closestPower(loaded.game, name);
  const how =
    source.kind === 'file'
      ? `name the file after its power (e.g. ${(near ?? loaded.game.powers[0])?.name.toLowerCase() ?? 'france'}.payola), map it in ${loaded.shown} (powers[].sheet), or pass --power`
      : 'pass --power with standard input';
  const start = { line: 1, column: 1, offset: 0 };
  return {
    code: sheetPowerRuleId,
    severity: 'error',
    message: `cannot tell whose sheet this is, so its account and units were not checked: ${how}${near ? ` (did you mean ${near.name}?)` : ''}`,
    range: { start, end: start },
  };
}

/** A few of the files, for a note on stderr (their names escaped: util/printable.ts). */
function listFiles(files: readonly string[]): string {
  const shown = files.slice(0, 3).map(printablePath).join(', ');
  return files.length > 3 ? `${shown} and ${files.length - 3} more` : shown;
}

function filesNote(files: readonly string[], total: number): string {
  return files.length === total ? '' : ` (${listFiles(files)})`;
}
