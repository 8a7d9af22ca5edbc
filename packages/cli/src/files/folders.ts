import { mkdirSync, statSync, type Stats } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { CliError, describeFsError } from '../util/cli-error.js';

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
 */
export function ensureFolder(path: string, shown: string, mode = 0o700): void {
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
  for (const folder of missing.reverse()) {
    try {
      mkdirSync(folder, { mode });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST' && statOf(folder)?.isDirectory()) continue;
      throw new CliError(`cannot create the folder ${shown}: ${describeFsError(error)}`);
    }
  }
}
