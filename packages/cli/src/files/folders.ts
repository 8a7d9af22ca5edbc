import { mkdirSync, rmdirSync, statSync, type Stats } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { CliError, describeFsError, UsageError } from '../util/cli-error.js';

function statOf(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

/**
 * Creates a folder and its missing parents, one `mkdir` per missing level (Node's recursive
 * mkdir never returns on some paths, such as `/proc/self/x`), so the work is bounded by the
 * path's depth. New folders get `mode` (0700 for the GameMaster's files: they hold secrets).
 * Returns the folders it made, outermost first (`removeFoldersMade` takes them away again).
 */
export function ensureFolder(path: string, shown: string, mode = 0o700): string[] {
  const missing: string[] = [];
  for (let current = resolve(path); ;) {
    const stats = statOf(current);
    if (stats) {
      if (!stats.isDirectory())
        throw new CliError(
          `cannot create the folder ${shown}: ${current === resolve(path) ? 'it' : current} is not a folder`,
        );
      break;
    }
    missing.push(current);
    const parent = dirname(current);
    if (parent === current) break;
    current = parent;
  }
  const made: string[] = [];
  for (const folder of missing.reverse()) {
    try {
      mkdirSync(folder, { mode });
      made.push(folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST' && statOf(folder)?.isDirectory()) continue;
      removeFoldersMade(made);
      throw new CliError(`cannot create the folder ${shown}: ${describeFsError(error)}`);
    }
  }
  return made;
}

/** Removes folders a run made (as `ensureFolder` returned them), innermost first, where still empty. */
export function removeFoldersMade(made: readonly string[]): void {
  for (const folder of [...made].reverse()) {
    try {
      rmdirSync(folder);
    } catch {
      // not empty (another run's file, or ours kept), or gone: left as it is
    }
  }
}

/**
 * Runs a command that may make folders (adding each `ensureFolder` result to `made`): when it
 * fails (throws, or returns a non-zero exit code), the folders it made are removed, so a refused
 * or failed run leaves the tree as it found it.
 */
export async function removingFoldersOnFailure(run: (made: string[]) => Promise<number>): Promise<number> {
  const made: string[] = [];
  let code: number | undefined;
  try {
    code = await run(made);
    return code;
  } finally {
    if (code !== 0) removeFoldersMade(made);
  }
}

/** `--out DIR` where a file is asked for: refused, naming the file to give instead (`DIR/game.json`). */
export function refuseFolder(path: string, shown: string, file: string, what: string): void {
  if (statOf(path)?.isDirectory())
    throw new UsageError(`--out ${shown} is a folder: name ${what} in it (${shown.replace(/\/$/, '')}/${file})`);
}
