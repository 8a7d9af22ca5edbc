// Which sheets a command line names: files, folders (their **/*.payola), globs, and `-` for
// standard input.
import { statSync, type Stats } from 'node:fs';
import { resolve } from 'node:path';
import { glob, isDynamicPattern } from 'tinyglobby';
import { scanFolder } from '../files/folder-scan.js';
import { displayPath } from '../files/paths.js';

export type SheetSource =
  | { readonly kind: 'stdin' }
  | {
      readonly kind: 'file';
      readonly path: string;
      /** Why the file is not read (a link out of the folder scanned). */
      readonly refused?: string;
    };

/** Never searched when a glob is expanded. */
const ignore = ['**/node_modules/**'];

/** A sheet's name, in any case (`Italy.PAYOLA` is a sheet too, as the language server's preview finds it). */
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
 * existing folder means every `*.payola` below it, in any case (dot folders and node_modules
 * skipped; symbolic links followed only inside the folder, `files/folder-scan.ts`); a glob is
 * matched against files, never through symbolic links (sorted); anything else is a file path,
 * read (or reported) later. A folder named like a sheet (`france.payola/`) is taken as a
 * (unreadable) sheet, not searched.
 */
export async function expandSources(
  args: readonly string[],
  cwd: string,
  options: { allowStdin?: boolean } = {},
): Promise<SheetSource[]> {
  const sources: SheetSource[] = [];
  const seen = new Set<string>();
  const add = (path: string, refused?: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    sources.push({ kind: 'file', path, ...(refused !== undefined && { refused }) });
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
      for (const file of scanFolder(path, (name) => sheetName.test(name), displayPath(path, cwd)))
        add(file.path, file.refused);
    } else if (stat || !isDynamicPattern(arg)) {
      add(path);
    } else {
      // A glob the user writes stays case-sensitive, like a shell's.
      const found = await glob(arg, {
        cwd,
        absolute: true,
        onlyFiles: true,
        ignore,
        expandDirectories: false,
        followSymbolicLinks: false,
      });
      found.sort().forEach((p) => add(resolve(p)));
    }
  }
  return sources;
}
