// Game files for the commands: reading one (the engine's `loadGameFile`, with its map, which may be
// a path relative to the game file), finding the nearest one up the directory tree, and the text
// written back.
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import type { Game } from '@payola/engine';
import { findNearestGameFile, loadGameFile, readLimits } from '@payola/engine/node';
import { ensureFolder } from '../files/folders.js';
import { newFolderMode, type OutputFiles, type OutputOptions } from '../files/output-files.js';
import { displayPath } from '../files/paths.js';
import { CliError } from '../util/cli-error.js';

/** A game file read and loaded. */
export interface LoadedGame {
  /** Absolute path of the game file. */
  readonly path: string;
  /** Its folder: sheet paths in `powers[].sheet` and the map path are relative to it. */
  readonly dir: string;
  /** The path as shown to the user. */
  readonly shown: string;
  readonly game: Game;
  /** The file's `$schema`, kept when the file is written back. */
  readonly schema?: string;
}

/**
 * Reads and loads a game file with the engine's `loadGameFile` (regular files only, within the
 * size limits, UTF-8). Every problem becomes one line `FILE: path: message` of a CliError (exit
 * 2): unreadable file, invalid JSON, schema and cross-reference problems, and an unreadable or
 * invalid map.
 */
export function readGameFile(path: string, cwd: string): LoadedGame {
  const absolute = resolve(cwd, path);
  const shown = displayPath(absolute, cwd);
  const loaded = loadGameFile(absolute);
  if (!loaded.ok) {
    const first = loaded.problems[0]?.message ?? 'invalid game file';
    if (loaded.stage === 'read') throw new CliError(`cannot read the game file ${shown}: ${first}`);
    const where = loaded.problems[0]?.path;
    if (loaded.stage !== 'game') throw new CliError(`${shown}: ${where && where !== '$' ? `${where}: ` : ''}${first}`);
    const lines = loaded.problems.map((p) => `${shown}: ${p.path}: ${p.message}`);
    throw new CliError(lines[0] ?? `${shown}: invalid game file`, 2, lines);
  }
  const schema = (loaded.json as { $schema?: unknown }).$schema;
  return {
    path: absolute,
    dir: dirname(absolute),
    shown,
    game: loaded.game,
    ...(typeof schema === 'string' && { schema }),
  };
}

/**
 * Finds the nearest game file (`findNearestGameFile`), caching the answer for every folder looked
 * in, so a tree of sheets costs one look per folder.
 */
export class GameFileFinder {
  private readonly nearestByDir = new Map<string, string | null>();

  nearest(dir: string): string | undefined {
    const visited: string[] = [];
    const found = findNearestGameFile(dir, (folder) => {
      const known = this.nearestByDir.get(folder);
      if (known === undefined) visited.push(folder);
      return known;
    });
    for (const folder of visited) this.nearestByDir.set(folder, found ?? null);
    return found;
  }
}

/**
 * A game as the text of its file: pretty JSON with a trailing newline, `$schema` first. The paths
 * a game file holds (a map path, `powers[].sheet`) are relative to its folder, so when the game
 * is written to another folder than `fromDir` (the one it was read from) they are rewritten.
 */
export function gameFileText(
  path: string,
  game: Game,
  options: { readonly schema?: string; readonly fromDir: string },
): string {
  const toDir = dirname(path);
  const rebase = (p: string) =>
    isAbsolute(p) || toDir === options.fromDir ? p : relative(toDir, resolve(options.fromDir, p)).split('\\').join('/');
  const file = game.toFile();
  // `$schema` is a URI reference: a URL (`https:`, `file:`) stays as it is, but a relative one
  // (`../schemas/game.schema.json`, for the editor's validation) is relative to the file's folder
  // like the map and sheet paths, so it is rewritten too (any `#fragment` or `?query` kept).
  const schema =
    options.schema === undefined || hasScheme(options.schema) || options.schema === ''
      ? options.schema
      : rebaseReference(options.schema, rebase);
  const rebased = {
    ...(schema !== undefined && { $schema: schema }),
    ...file,
    map: file.map.toLowerCase() === 'standard' ? file.map : rebase(file.map),
    powers: file.powers.map((p) => (p.sheet === undefined ? p : { ...p, sheet: rebase(p.sheet) })),
  };
  return `${JSON.stringify(rebased, null, 2)}\n`;
}

/**
 * Stages `game` to be written to `path` (the folder created if needed) as part of `out`, the
 * command's outputs: written when they all are (files/output-files.ts).
 */
export function stageGameFile(
  out: OutputFiles,
  path: string,
  game: Game,
  from: LoadedGame,
  shown: string,
  options: OutputOptions,
): void {
  const dir = dirname(path);
  ensureFolder(dir, dirname(shown), newFolderMode(options));
  const text = gameFileText(path, game, {
    ...(from.schema !== undefined && { schema: from.schema }),
    fromDir: from.dir,
  });
  refuseUnreadable(text, shown);
  out.stage(path, text, shown);
}

/**
 * A game file is read up to `readLimits.game` (64 MiB), and grows with its history (every sheet
 * of every phase): a text past it is refused before anything is written, since no command could
 * read the file again and the game before it would be lost.
 */
export function refuseUnreadable(text: string, shown: string): void {
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes <= readLimits.game.bytes) return;
  // In bytes: a size in MiB, rounded, could read as the limit itself.
  const limit = readLimits.game.bytes;
  throw new CliError(
    `${shown} would be ${bytes.toLocaleString('en-US')} bytes, more than the ${limit.toLocaleString('en-US')} bytes (${limit / (1024 * 1024)} MiB) a game file may be, so no command could read it again (its history keeps every sheet of every phase): nothing was written`,
    1,
  );
}

/** A URI with a scheme (`https://…`, `file:///…`, `urn:…`); a Windows drive (`C:\\`) is not one. */
function hasScheme(reference: string): boolean {
  return /^[a-z][a-z0-9+.-]+:/i.test(reference);
}

/** A relative URI reference rebased as a path, its `?query#fragment` kept. */
function rebaseReference(reference: string, rebase: (path: string) => string): string {
  const cut = reference.search(/[?#]/);
  const path = cut < 0 ? reference : reference.slice(0, cut);
  if (path === '') return reference; // only a fragment (`#/definitions/game`): nothing to rebase
  return `${rebase(path)}${cut < 0 ? '' : reference.slice(cut)}`;
}
