// Finding and reading `payola.config.json` (check/diagnostic-config.ts reads its contents), shared
// by payola-lint and the language server so that both find the same file for a sheet.
import { closeSync, constants, fstatSync, openSync, readSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseDiagnosticConfig, type DiagnosticConfig } from '../check/diagnostic-config.js';
import type { LoadProblem } from '../load-problem.js';
import { withoutBom } from './game-files.js';

/** The configuration file's name. */
export const configFileName = 'payola.config.json';

/** A configuration file is a few lines; anything larger is not one. */
const maxConfigBytes = 1024 * 1024;

export type ConfigFileResult =
  | { readonly ok: true; readonly path: string; readonly config: DiagnosticConfig }
  | { readonly ok: false; readonly path: string; readonly problems: readonly LoadProblem[] };

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * The nearest `payola.config.json` in `dir` or a folder above it (ESLint-like: the nearest wins,
 * no merging); `visit` sees each folder looked in, so callers can cache answers per folder.
 */
export function findNearestConfigFile(
  dir: string,
  visit?: (folder: string) => string | null | undefined,
): string | undefined {
  for (let current = resolve(dir); ;) {
    const known = visit?.(current);
    if (known !== undefined) return known ?? undefined;
    const here = join(current, configFileName);
    if (isFile(here)) return here;
    const parent = dirname(current);
    if (parent === current) return undefined;
    current = parent;
  }
}

/**
 * Reads and checks a configuration file. Every problem (unreadable, not JSON, not a regular file,
 * too large, against the schema) comes back with a JSON path (`$` for the whole file).
 */
export function loadConfigFile(path: string): ConfigFileResult {
  const fail = (message: string, at = '$'): ConfigFileResult => ({
    ok: false,
    path,
    problems: [{ path: at, message }],
  });
  let text: string;
  try {
    text = readSmallTextFile(path);
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
  let json: unknown;
  try {
    json = JSON.parse(withoutBom(text));
  } catch (error) {
    return fail(`not valid JSON: ${(error as Error).message}`);
  }
  const parsed = parseDiagnosticConfig(json);
  return parsed.ok ? { ok: true, path, config: parsed.config } : { ok: false, path, problems: parsed.problems };
}

/** A regular file's text, opened without blocking (a named pipe never hangs the reader), at most 1 MiB. */
function readSmallTextFile(path: string): string {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    throw new Error((error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message);
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) throw new Error('not a regular file');
    if (stats.size > maxConfigBytes) throw new Error('larger than 1 MiB: not a configuration file');
    const buffer = Buffer.alloc(maxConfigBytes + 1);
    let length = 0;
    // At most the limit plus one byte is read, whatever size the file claims.
    while (length < buffer.length) {
      const n = readSync(fd, buffer, length, buffer.length - length, null);
      if (n === 0) break;
      length += n;
    }
    if (length > maxConfigBytes) throw new Error('larger than 1 MiB: not a configuration file');
    return buffer.subarray(0, length).toString('utf8');
  } finally {
    closeSync(fd);
  }
}
