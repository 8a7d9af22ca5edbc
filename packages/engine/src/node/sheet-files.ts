// Whose sheets the files beside a game file are: the files the game maps (`powers[].sheet`, relative
// to the game file's folder) and the `.payola` files in its folder, each given to its power by
// the game's mapping or by its name (`powerOfSheet`: `france.payola`, `France-1901.payola`). The
// command-line tools (for the sheets they are given) and the language server (for its preview of
// the adjudication) decide it here, so both give a file to the same power.
import { readdirSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import type { Game } from '../game/game.js';
import { powerOfSheet } from '../game/sheet-files.js';

/** The file extension of offer sheets. */
export const sheetExtension = '.payola';

/** A sheet file beside a game file. */
export interface SheetFile {
  /** Absolute. */
  readonly path: string;
  /** Relative to the game file's folder, with `/` separators (as `powers[].sheet` writes paths). */
  readonly shown: string;
  /** Whose sheet it is; absent when neither the mapping nor the name tells. */
  readonly power?: string;
}

/** A path relative to `dir`, with `/` separators. */
function relativeTo(dir: string, path: string): string {
  return relative(dir, resolve(path)).split(sep).join('/');
}

/**
 * The power whose sheet the file at `path` is, for a game file in `gameDir`: the game's mapping
 * (`powers[].sheet`), else the file's name; undefined when neither tells.
 */
export function sheetFilePower(game: Game, gameDir: string, path: string): string | undefined {
  return powerOfSheet(game, relativeTo(gameDir, path));
}

/**
 * The sheets beside the game file at `gamePath`: every file its powers map and every `.payola`
 * file in its folder (not in folders below), each with its power when that can be told; sorted by
 * path. An unreadable folder leaves only the mapped files. Nothing is read but the folder.
 */
export function sheetFilesBeside(game: Game, gamePath: string): SheetFile[] {
  const dir = dirname(resolve(gamePath));
  const paths = new Set<string>();
  for (const p of game.powers) if (p.sheet !== undefined) paths.add(resolve(dir, p.sheet));
  try {
    for (const entry of readdirSync(dir, { withFileTypes: true }))
      if (!entry.isDirectory() && entry.name.toLowerCase().endsWith(sheetExtension))
        paths.add(resolve(dir, entry.name));
  } catch {
    // an unreadable folder: only the mapped sheets
  }
  return [...paths].sort().map((path) => {
    const power = sheetFilePower(game, dir, path);
    return { path, shown: relativeTo(dir, path) || path, ...(power !== undefined && { power }) };
  });
}
