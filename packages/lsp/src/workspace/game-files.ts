// Game files as the server sees them: the nearest one up the directory tree from a sheet, loaded
// once and reloaded when the file (or the variant map it names) changes on disk. Change is
// detected by modification time and size on every use, and by the client's file watcher.
import { readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { loadGame, type Game, type LoadProblem } from '@payola/engine';
import { findNearestGameFile, withoutBom } from '@payola/engine/node';

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
  readonly inputs: readonly { readonly path: string; readonly stamp: string }[];
}

/** Size and modification time, or `missing`. */
function fileStamp(path: string): string {
  try {
    const s = statSync(path);
    return s.isFile() ? `${s.mtimeMs}:${s.size}` : 'missing';
  } catch {
    return 'missing';
  }
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
  const inputs: { path: string; stamp: string }[] = [{ path, stamp: fileStamp(path) }];
  const stamp = () => inputs.map((i) => i.stamp).join('|');
  const failed = (message: string): Entry => ({
    path,
    stamp: stamp(),
    inputs,
    result: { ok: false, problems: [{ path: '$', message }] },
  });
  if (inputs[0]!.stamp === 'missing') return { ...failed('the file does not exist'), missing: true };
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    return failed(`cannot read the file: ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(withoutBom(text));
  } catch (error) {
    return failed(`not valid JSON: ${(error as Error).message}`);
  }
  const readMap = (reference: string): unknown => {
    const mapPath = resolve(dirname(path), reference);
    inputs.push({ path: mapPath, stamp: fileStamp(mapPath) });
    return JSON.parse(withoutBom(readFileSync(mapPath, 'utf8')));
  };
  let result: GameFileResult;
  try {
    const loaded = loadGame(json, { readMap });
    result = loaded.ok ? { ok: true, game: loaded.game } : { ok: false, problems: loaded.problems };
  } catch (error) {
    result = { ok: false, problems: [{ path: '$', message: `cannot load the game: ${(error as Error).message}` }] };
  }
  return { path, stamp: stamp(), inputs, result };
}
