// Game files as the server sees them: the nearest one up the directory tree from a sheet, loaded
// by the engine's `loadGameFile` (regular files only, within size limits: a game file that is a
// named pipe or `/dev/zero` is refused at once, never waited on) and reloaded when the file or the
// variant map it names changes on disk. Change is detected by the stamps of the files read
// (modification time and size) on every use, and by the client's file watcher.
import { resolve } from 'node:path';
import type { Game, LoadProblem } from '@payola/engine';
import { fileStamp, findNearestGameFile, loadGameFile, type FileStamp } from '@payola/engine/node';

/** A game file read from disk: the game, or every problem found (with its JSON path). */
export type GameFileResult =
  { readonly ok: true; readonly game: Game } | { readonly ok: false; readonly problems: readonly LoadProblem[] };

export interface LoadedGameFile {
  readonly path: string;
  /** Changes whenever the file or its map changes on disk: one announcement per change. */
  readonly stamp: string;
  readonly result: GameFileResult;
  /** The file does not exist. */
  readonly missing?: boolean;
}

interface Entry extends LoadedGameFile {
  /** Every file read (the game file and its map) with its stamp when read. */
  readonly inputs: readonly FileStamp[];
}

export class GameFileStore {
  private readonly entries = new Map<string, Entry>();

  /** The nearest game file (any of `gameFileNames`) in `dir` or a folder above it. */
  nearest(dir: string): string | undefined {
    return findNearestGameFile(dir);
  }

  /** The game file at `path`, read again only if it or its map changed since the last read. */
  load(path: string): LoadedGameFile {
    const absolute = resolve(path);
    const known = this.entries.get(absolute);
    if (known?.inputs.every((input) => fileStamp(input.path) === input.stamp)) return known;
    const entry = readGameFile(absolute);
    this.entries.set(absolute, entry);
    return entry;
  }

  /** Forgets a file (the client's watcher saw it change), or every file. */
  invalidate(path?: string): void {
    if (path === undefined) this.entries.clear();
    else
      for (const [key, entry] of this.entries)
        if (key === resolve(path) || entry.inputs.some((i) => i.path === resolve(path))) this.entries.delete(key);
  }
}

function readGameFile(path: string): Entry {
  const loaded = loadGameFile(path);
  const inputs = loaded.files;
  const stamp = inputs.map((i) => i.stamp).join('|');
  if (loaded.ok) return { path, stamp, inputs, result: { ok: true, game: loaded.game } };
  // A file that cannot be read says so: `$: cannot read the file: is a named pipe, not a regular file`.
  const problems =
    loaded.stage === 'read'
      ? loaded.problems.map((p) => ({ ...p, message: `cannot read the file: ${p.message}` }))
      : loaded.problems;
  return {
    path,
    stamp,
    inputs,
    result: { ok: false, problems },
    ...(loaded.missing && { missing: true }),
  };
}
