// Writing files for the commands: every failure becomes a CliError naming the path, and every
// write is atomic (a temporary file in the same folder, then a rename).
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { CliError, describeFsError } from './cli-error.js';

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
