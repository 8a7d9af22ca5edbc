// The file-system side of game files, shared by the command-line tools and the language server
// so that both find and read them the same way. The rest of the engine does no I/O; this module
// is its separate `@payola/engine/node` entry.
import { statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gameFileNames } from '../game/sheet-files.js';

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * The nearest game file (any of `gameFileNames`, in that order) in `dir` or a folder above it,
 * like tsconfig.json; `visit` sees each folder looked in (callers cache answers per folder).
 */
export function findNearestGameFile(
  dir: string,
  visit?: (folder: string) => string | null | undefined,
): string | undefined {
  let current = resolve(dir);
  for (;;) {
    const known = visit?.(current);
    if (known !== undefined) return known ?? undefined;
    const here = gameFileNames.map((name) => join(current, name)).find(isFile);
    if (here) return here;
    const parent = dirname(current);
    if (parent === current) return undefined;
    current = parent;
  }
}

/**
 * Without a leading byte order mark. Editors on Windows save JSON as UTF-8 with a BOM, which
 * `JSON.parse` refuses; the BOM carries no meaning in UTF-8.
 */
export function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
