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
  const normalized = relativePath.replace(/\\/g, '/').replace(/^\.\//, '');
  const mapped = game.powers.find((p) => p.sheet?.replace(/\\/g, '/').replace(/^\.\//, '') === normalized);
  if (mapped) return mapped.name;
  const base = normalized
    .split('/')
    .pop()!
    .replace(/\.payola$/i, '')
    .toLowerCase();
  const exact = game.powers.find((p) => p.name.toLowerCase() === base);
  if (exact) return exact.name;
  // `France-1901.payola`: the name, then anything but another letter.
  return game.powers.find((p) => {
    const name = p.name.toLowerCase();
    return base.startsWith(name) && !/[a-z]/.test(base.charAt(name.length));
  })?.name;
}
