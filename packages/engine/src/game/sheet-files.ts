// Which power a sheet belongs to, and where a sheet's game file is: shared by the CLI and the
// language server, so both answer the same way. Pure: callers do the file-system work.
import type { Game } from './game.js';

/** Names a game file may have; the nearest one up the directory tree applies (like tsconfig.json). */
export const gameFileNames: readonly string[] = ['payola-game.json', 'game.json'];

/**
 * The power a sheet file belongs to: the game file's mapping (`powers[].sheet`, relative to the
 * game file's folder), else the file name (`france.payola`, `France-1901.payola`).
 * `relativePath` is the sheet's path relative to the game file's folder, with `/` separators.
 */
export function powerOfSheet(game: Game, relativePath: string): string | undefined {
  const normalized = pathForm(relativePath);
  const mapped = game.powers.find((p) => p.sheet !== undefined && pathForm(p.sheet) === normalized);
  if (mapped) return mapped.name;
  const base = normalized
    .split('/')
    .pop()!
    .replace(/\.payola$/i, '')
    .toLowerCase();
  const exact = game.powers.find((p) => nameForm(p.name) === base);
  if (exact) return exact.name;
  // `France-1901.payola`: the name, then anything but another letter (of any script).
  return game.powers.find((p) => {
    const name = nameForm(p.name);
    return base.startsWith(name) && !/^[\p{L}\p{M}]/u.test(base.slice(name.length));
  })?.name;
}

/**
 * A path as compared: `/` separators, no leading `./`, and composed characters (NFC), since some
 * systems (macOS) store names decomposed: `ö` as `o` and U+0308.
 */
function pathForm(path: string): string {
  return path.normalize('NFC').replace(/\\/g, '/').replace(/^\.\//, '');
}

/** A power's name as a file name is compared with it. */
function nameForm(name: string): string {
  return name.normalize('NFC').toLowerCase();
}
