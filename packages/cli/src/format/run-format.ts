// `payola format`: sheets printed in canonical form (the parser's printer: upper case, one
// space around each part, `2*4#2`, coasts as `/SC`, comments kept), for the phase of the sheet's
// game (retreat and adjustment sheets keep their bare orders). Printed, written back (--write),
// or checked (--check, for CI: exit 1 listing the sheets that would change).
import { dirname } from 'node:path';
import { lineBreakOf, parseSheet, printLine, SourceText } from '@payola/parser';
import { OutputFiles } from '../files/output-files.js';
import { GameFileFinder, readGameFile, type LoadedGame } from '../game/game-files.js';
import { gmNote, type GmEnvironment } from '../gm/environment.js';
import { readSheetFiles } from '../lint/sheet-files.js';
import { expandSources, type SheetSource } from '../lint/sources.js';
import { UsageError } from '../util/cli-error.js';
import { printablePath, printableText } from '../util/printable.js';

export interface FormatOptions {
  readonly files: readonly string[];
  /** List the sheets that are not in canonical form (exit 1 if any); write nothing. */
  readonly check?: boolean;
  /** Rewrite each sheet that is not in canonical form (atomically, its mode kept). */
  readonly write?: boolean;
  /** The game file (its phase); default: the nearest up from each sheet. */
  readonly game?: string;
}

/**
 * A sheet's text in canonical form, keeping its kind of line break (that of its first line: `\r\n`
 * stays `\r\n`, `\r` stays `\r`). A line with a syntax error is kept exactly as written, as the
 * editor's formatting keeps it: printing it would hide the mistake, or change what it says (a
 * number beyond the limits is read as the limit).
 */
export function formattedSheet(text: string, phase: LoadedGame['game']['phase'] = 'movement'): string {
  const { sheet, errors } = parseSheet(text);
  const source = new SourceText(text);
  const mistaken = new Set(errors.map((e) => e.range.start.line - 1));
  const lines = sheet.lines.map((line, i) =>
    mistaken.has(i) ? text.slice(source.lineStarts[i], source.lineEnds[i]) : printLine(line, { phase }),
  );
  return lines.join(lineBreakOf(text));
}

/** Runs `payola format`: 0 done (or all formatted, with --check), 1 some would change (--check), 2 unreadable sheets. */
export async function runFormat(options: FormatOptions, env: GmEnvironment): Promise<number> {
  if (options.check === true && options.write === true) throw new UsageError('give --check or --write, not both');
  const sources = await expandSources(options.files, env.cwd);
  if (sources.length === 0) throw new UsageError(`no files match ${options.files.map((f) => `"${f}"`).join(', ')}`);
  if (options.write === true && sources.some((s) => s.kind === 'stdin'))
    throw new UsageError('--write rewrites files; standard input (-) is printed formatted without it');

  const fixedGame = options.game === undefined ? undefined : readGameFile(options.game, env.cwd);
  const finder = new GameFileFinder();
  const games = new Map<string, LoadedGame>();
  const phaseOf = (source: SheetSource) => {
    if (fixedGame) return fixedGame.game.phase;
    const path = finder.nearest(source.kind === 'stdin' ? env.cwd : dirname(source.path));
    if (path === undefined) return 'movement';
    let loaded = games.get(path);
    if (!loaded) games.set(path, (loaded = readGameFile(path, env.cwd)));
    return loaded.game.phase;
  };

  const note = gmNote(env);
  const out = new OutputFiles({ note });
  const changed: string[] = [];
  let unreadable = 0;
  try {
    for (const sheet of await readSheetFiles(sources, env.cwd, env.readStdin)) {
      if ('error' in sheet.read || 'notUtf8' in sheet.read) {
        unreadable++;
        note(
          'error' in sheet.read
            ? `cannot read ${sheet.shown}: ${sheet.read.error}`
            : `${sheet.shown}: ${sheet.read.notUtf8.message}`,
        );
        continue;
      }
      const { text } = sheet.read;
      const formatted = formattedSheet(text, phaseOf(sheet.source));
      if (formatted !== text) changed.push(sheet.shown);
      if (options.check === true) continue;
      if (options.write === true) {
        if (formatted !== text && sheet.source.kind === 'file')
          out.stage(sheet.source.path, `${sheet.read.bom === true ? '\ufeff' : ''}${formatted}`, sheet.shown);
      } else env.stdout(env.stdoutIsTerminal ? printableText(formatted) : formatted);
    }
    out.commit();
  } finally {
    out.abandon();
  }
  if (unreadable > 0) return 2;
  if (options.check === true) {
    for (const shown of changed) env.stdout(`${printablePath(shown)}\n`);
    if (changed.length > 0)
      note(
        `${changed.length === 1 ? '1 sheet is' : `${changed.length} sheets are`} not in canonical form (payola format --write fixes them)`,
      );
    return changed.length > 0 ? 1 : 0;
  }
  if (options.write === true && changed.length > 0)
    note(
      `formatted ${changed.length === 1 ? '1 sheet' : `${changed.length} sheets`}: ${changed.slice(0, 3).map(printablePath).join(', ')}${changed.length > 3 ? ', ...' : ''}`,
    );
  return 0;
}
