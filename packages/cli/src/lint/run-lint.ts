// payola-lint: from the command line's options to results, output text and an exit code.
import type { Diagnostic } from '@payola/parser';
import { formatters, type FormatName } from '../formatters/index.js';
import { OutputFiles } from '../files/output-files.js';
import type { TextRead } from '../files/read-file.js';
import { UsageError } from '../util/cli-error.js';
import type { Colors } from '../util/colors.js';
import { printableMessage, printablePath } from '../util/printable.js';
import type { ConfigOption } from './config.js';
import { fixSheet } from './quick-fixes.js';
import {
  countProblems,
  errorsOnly,
  lintResult,
  notUtf8Result,
  unreadableResult,
  withoutInformation,
  type LintResult,
} from './results.js';
import { ruleSummaries } from './rule-summaries.js';
import { SheetContexts } from './sheet-context.js';
import { readSheetFiles } from './sheet-files.js';
import { expandSources } from './sources.js';

export interface LintOptions {
  readonly patterns: readonly string[];
  /** `--game FILE`; else the nearest game file up the tree from each sheet. */
  readonly game?: string;
  /** `--power NAME` or letter; else from the game file's mapping or the file name. */
  readonly power?: string;
  readonly format: FormatName;
  readonly maxWarnings?: number;
  readonly quiet: boolean;
  /**
   * `--info`: also report information (what a sheet's offers add up to, `payola/commitment`, and
   * hints). Off by default, so that a CI run does not print a notice for every sheet.
   */
  readonly info?: boolean;
  /** `--config FILE`, or `--no-config` (false); else the nearest payola.config.json. */
  readonly config?: ConfigOption;
  /** `--fix`: apply the diagnostics' quick fixes to the files, and report what remains. */
  readonly fix?: boolean;
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

/**
 * Runs payola-lint and returns its exit code: 0 clean, 1 errors or too many warnings, 2 when a
 * sheet could not be read (its result says why; the others are still checked and printed).
 * Throws CliError (exit 2) for usage errors and broken game or configuration files.
 */
export async function runLint(options: LintOptions, env: LintEnvironment): Promise<number> {
  const sources = await expandSources(options.patterns, env.cwd);
  if (sources.length === 0) throw new UsageError(`no files match ${options.patterns.map((p) => `"${p}"`).join(', ')}`);
  if (options.fix === true && sources.some((s) => s.kind === 'stdin'))
    throw new UsageError('--fix writes the sheets it fixes; it cannot fix standard input (-)');

  // Read everything first. A sheet that cannot be read (a folder named like a sheet, a missing
  // file, no permission, a device or a pipe, a file over the size limit, a link out of the folder
  // scanned) becomes a `payola/unreadable` result rather than ending the run, so the other
  // sheets' results are still printed; the exit code (2) says the run was incomplete. A file
  // that is not UTF-8 gets one located `payola/encoding` error instead of a confusing parse.
  const sheets = await readSheetFiles(sources, env.cwd, env.readStdin);
  const contexts = new SheetContexts(
    {
      ...(options.game !== undefined && { game: options.game }),
      ...(options.power !== undefined && { power: options.power }),
      ...(options.config !== undefined && { config: options.config }),
    },
    env.cwd,
  );
  // --fix: every fixed sheet is written when all are (files/output-files.ts), keeping its mode.
  const fixes = new OutputFiles({ note: (line) => env.stderr(`payola-lint: ${printableMessage(line)}`) });
  const withoutGame: string[] = [];
  const unreadable: string[] = [];
  const results: LintResult[] = [];
  try {
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
      const { source } = sheet;
      const context = contexts.contextOf(source);
      if (!context.loaded) withoutGame.push(sheet.shown);
      const diagnose = (text: string) => contexts.diagnose(text, source, context);
      if (options.fix === true && source.kind === 'file') {
        // The fixes of what is reported: information only with --info, warnings not with --quiet.
        const fixable = (d: Diagnostic) =>
          d.severity === 'info' ? options.info === true : d.severity === 'error' || !options.quiet;
        const fixed = fixSheet(sheet.read.text, diagnose, fixable);
        if (fixed.text !== sheet.read.text)
          fixes.stage(source.path, `${sheet.read.bom === true ? '\ufeff' : ''}${fixed.text}`, sheet.shown);
        results.push(lintResult(sheet.shown, fixed.diagnostics));
      } else results.push(lintResult(sheet.shown, diagnose(sheet.read.text)));
    }
    fixes.commit();
  } finally {
    fixes.abandon();
  }

  // `--power` names one power for every sheet: with several sheets that is rarely meant, so say
  // so (after the checks, so that an unknown power's usage error comes alone).
  if (options.power !== undefined && sheets.length > 1)
    env.stderr(`payola-lint: --power ${printableMessage(options.power)} applies to all ${sheets.length} sheets`);
  const readable = sheets.length - unreadable.length;
  if (withoutGame.length > 0)
    env.stderr(`payola-lint: no game file found: checked syntax and places only${filesNote(withoutGame, readable)}`);
  for (const kept of contexts.keptErrors) {
    env.stderr(
      `payola-lint: ${printablePath(kept.config)} sets ${kept.code} to "${kept.setting}", but its errors stay errors: the adjudicator refuses a sheet with errors`,
    );
  }

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

/** A few of the files, for a note on stderr (their names escaped: util/printable.ts). */
function listFiles(files: readonly string[]): string {
  const shown = files.slice(0, 3).map(printablePath).join(', ');
  return files.length > 3 ? `${shown} and ${files.length - 3} more` : shown;
}

function filesNote(files: readonly string[], total: number): string {
  return files.length === total ? '' : ` (${listFiles(files)})`;
}
