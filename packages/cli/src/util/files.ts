// Reading and writing files for the commands: every failure becomes a CliError naming the path,
// and every write is atomic (a temporary file in the same folder, then a rename).
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { CliError, describeFsError } from './cli-error.js';

/** A path as shown to the user: relative to `cwd`, with `/` separators. */
export function displayPath(path: string, cwd: string): string {
  const shown = relative(cwd, path) || '.';
  return shown.split('\\').join('/');
}

/** Reads a UTF-8 text file, or throws a CliError (exit 2) `cannot read PATH: reason`. */
export function readText(path: string, shown: string, what = ''): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new CliError(`cannot read ${what}${shown}: ${describeFsError(error)}`);
  }
}

/** Reads all of standard input as UTF-8. */
export async function readStdin(stdin: NodeJS.ReadableStream = process.stdin): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

let counter = 0;

/**
 * Writes `text` to `path` atomically: readers see the old file or the new one, never half of
 * one. The temporary file sits in the same folder (so the rename stays on one file system).
 */
export function writeAtomic(path: string, text: string | Uint8Array, shown: string = path): void {
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.${++counter}.tmp`);
  try {
    writeFileSync(temp, text);
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw new CliError(`cannot write ${shown}: ${describeFsError(error)}`);
  }
}

/** Creates a folder (and its parents) if needed. */
export function ensureDir(path: string, shown: string = path): void {
  try {
    mkdirSync(path, { recursive: true });
  } catch (error) {
    throw new CliError(`cannot create the folder ${shown}: ${describeFsError(error)}`);
  }
}
