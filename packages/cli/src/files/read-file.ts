// Reading the files the commands are given: the engine's safe reader (`@payola/engine/node`:
// regular files only, opened without blocking, within a size limit, UTF-8), with the limits of
// the command-line's own kinds of files and its one-line errors.
import {
  decodedText,
  readLimits,
  readTextFile as readLimitedTextFile,
  sizeText,
  type TextRead,
} from '@payola/engine/node';
import { CliError } from '../util/cli-error.js';

export type { NotUtf8, TextRead } from '@payola/engine/node';

/**
 * The most bytes read from each kind of file: the engine's limits for the files it reads (sheets,
 * game files, maps), and the command-line's for its own (configuration, results, locks).
 */
export const fileLimits = {
  sheet: readLimits.sheet.bytes,
  game: readLimits.game.bytes,
  map: readLimits.map.bytes,
  config: 1024 * 1024,
  result: 64 * 1024 * 1024,
  lock: 4096,
} as const;

export type FileKind = keyof typeof fileLimits;

const kindNames: Readonly<Record<FileKind, string>> = {
  sheet: readLimits.sheet.what,
  game: readLimits.game.what,
  map: readLimits.map.what,
  config: 'a configuration file',
  result: 'a result file',
  lock: 'a lock file',
};

function tooLarge(kind: FileKind): string {
  return `is larger than ${sizeText(fileLimits[kind])}, the limit for ${kindNames[kind]}`;
}

/** Reads a UTF-8 text file (a byte order mark dropped) without throwing. */
export function readTextFile(path: string, kind: FileKind): TextRead {
  return readLimitedTextFile(path, { bytes: fileLimits[kind], what: kindNames[kind] });
}

/**
 * Reads a UTF-8 text file, or throws a CliError (exit 2): `cannot read WHAT SHOWN: reason`, or
 * `SHOWN: this file is not UTF-8 text: ...`.
 */
export function readText(path: string, shown: string, kind: FileKind, what = ''): string {
  const read = readTextFile(path, kind);
  if ('text' in read) return read.text;
  if ('error' in read) throw new CliError(`cannot read ${what}${shown}: ${read.error}`);
  throw new CliError(`${shown}: ${read.notUtf8.message}`);
}

/** Reads all of standard input (at most the limit for `kind`) as UTF-8 text. */
export async function readStdin(kind: FileKind, stdin: NodeJS.ReadableStream = process.stdin): Promise<TextRead> {
  const limit = fileLimits[kind];
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stdin) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    length += bytes.length;
    if (length > limit) return { error: tooLarge(kind) };
    chunks.push(bytes);
  }
  return decodedText(Buffer.concat(chunks));
}
