// Which sheets a command line names: files, folders (their **/*.payola), globs, and `-` for
// standard input.
import { statSync, type Stats } from 'node:fs';
import { resolve } from 'node:path';
import { glob, isDynamicPattern } from 'tinyglobby';

export type SheetSource = { readonly kind: 'stdin' } | { readonly kind: 'file'; readonly path: string };

/** Never searched when a folder or glob is expanded. */
const ignore = ['**/node_modules/**'];

/** A folder named like a sheet (`france.payola/`) is taken as a (unreadable) sheet, not searched. */
const sheetName = /\.payola$/i;

function statOf(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

/**
 * Expands command-line arguments, in order and without duplicates: `-` is standard input; an
 * existing folder means every `*.payola` below it, in any case (dot folders and node_modules skipped); a glob
 * is matched against files (sorted); anything else is a file path, read (or reported) later.
 */
export async function expandSources(
  args: readonly string[],
  cwd: string,
  options: { allowStdin?: boolean } = {},
): Promise<SheetSource[]> {
  const sources: SheetSource[] = [];
  const seen = new Set<string>();
  const add = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    sources.push({ kind: 'file', path });
  };
  for (const arg of args) {
    if (arg === '-' && options.allowStdin !== false) {
      if (!seen.has('-')) sources.push({ kind: 'stdin' });
      seen.add('-');
      continue;
    }
    const path = resolve(cwd, arg);
    const stat = statOf(path);
    if (stat?.isDirectory() && !sheetName.test(arg.replace(/[\\/]+$/, ''))) {
      // `Italy.PAYOLA` is a sheet too (Windows and macOS users name files so), as the language
      // server's preview finds it; a glob the user writes stays case-sensitive, like a shell's.
      const found = await glob('**/*.payola', {
        cwd: path,
        absolute: true,
        onlyFiles: true,
        ignore,
        expandDirectories: false,
        caseSensitiveMatch: false,
      });
      found.sort().forEach((p) => add(resolve(p)));
    } else if (stat || !isDynamicPattern(arg)) {
      add(path);
    } else {
      const found = await glob(arg, { cwd, absolute: true, onlyFiles: true, ignore, expandDirectories: false });
      found.sort().forEach((p) => add(resolve(p)));
    }
  }
  return sources;
}
