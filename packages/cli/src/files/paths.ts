import { isAbsolute, relative } from 'node:path';

/**
 * A path as shown to the user: relative to `cwd` when it is below it, else absolute (never a
 * run of `../`), with `/` separators.
 */
export function displayPath(path: string, cwd: string): string {
  const rel = relative(cwd, path);
  const shown = rel === '' ? '.' : rel.startsWith('..') || isAbsolute(rel) ? path : rel;
  return shown.split('\\').join('/');
}
