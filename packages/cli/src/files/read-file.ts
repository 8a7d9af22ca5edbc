// Reading the files the commands are given. Sheets come from players who may be rivals and game
// repositories take pull requests, so a path may name anything: a device (`/dev/zero` never
// ends), a named pipe (an ordinary open blocks until a writer comes), a file of gigabytes. Only
// regular files are read, opened without blocking and checked on the open descriptor (no race
// between a check and the open), and never more than a limit per kind of file.
import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';
import { CliError, describeFsError } from '../util/cli-error.js';
import { decodeUtf8, notUtf8Message } from './utf8.js';

/**
 * The most bytes read from each kind of file. A sheet is a few kilobytes; a game file grows with
 * its history (every sheet of every phase), so it is allowed much more.
 */
export const fileLimits = {
  sheet: 1024 * 1024,
  game: 64 * 1024 * 1024,
  map: 16 * 1024 * 1024,
  config: 1024 * 1024,
  result: 64 * 1024 * 1024,
  lock: 4096,
} as const;

export type FileKind = keyof typeof fileLimits;

const kindNames: Readonly<Record<FileKind, string>> = {
  sheet: 'an offer sheet',
  game: 'a game file',
  map: 'a map file',
  config: 'a configuration file',
  result: 'a result file',
  lock: 'a lock file',
};

/** Why a file could not be read, in a few words (`no such file`, `is a named pipe, not a regular file`). */
export class FileReadError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'FileReadError';
  }
}

/** `1 MiB`, `64 MiB`, `512 KiB`. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}

function notRegular(stats: Stats): string {
  if (stats.isDirectory()) return 'is a directory, not a file';
  if (stats.isFIFO()) return 'is a named pipe, not a regular file';
  if (stats.isSocket()) return 'is a socket, not a regular file';
  if (stats.isCharacterDevice()) return 'is a character device, not a regular file';
  if (stats.isBlockDevice()) return 'is a block device, not a regular file';
  return 'is not a regular file';
}

function tooLarge(kind: FileKind): string {
  return `is larger than ${sizeText(fileLimits[kind])}, the limit for ${kindNames[kind]}`;
}

/** `O_NONBLOCK`: opening a named pipe returns at once instead of waiting for a writer. */
const openFlags = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0);

/**
 * The bytes of a regular file of at most `fileLimits[kind]` bytes. Throws FileReadError saying
 * why otherwise. The size is checked before reading and again while reading (a file in /proc
 * reports size 0, a file may grow), so no more than the limit plus one byte is ever read.
 */
export function readRegularFile(path: string, kind: FileKind): Buffer {
  const limit = fileLimits[kind];
  let fd: number;
  try {
    fd = openSync(path, openFlags);
  } catch (error) {
    throw new FileReadError(describeFsError(error));
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) throw new FileReadError(notRegular(stats));
    if (stats.size > limit) throw new FileReadError(tooLarge(kind));
    let buffer = Buffer.alloc(Math.min(limit + 1, Math.max(stats.size + 1, 64 * 1024)));
    let length = 0;
    for (;;) {
      if (length === buffer.length) {
        // Full but within the limit (a file that reports a smaller size): grow, up to limit + 1.
        const bigger = Buffer.alloc(Math.min(limit + 1, buffer.length * 2));
        buffer.copy(bigger, 0, 0, length);
        buffer = bigger;
      }
      const n = readSync(fd, buffer, length, buffer.length - length, null);
      if (n === 0) break;
      length += n;
      if (length > limit) throw new FileReadError(tooLarge(kind));
    }
    return buffer.subarray(0, length);
  } catch (error) {
    if (error instanceof FileReadError) throw error;
    throw new FileReadError(describeFsError(error));
  } finally {
    closeSync(fd);
  }
}

/** A text file's contents, or why it is not one (unreadable, or not UTF-8). */
export type TextRead =
  { readonly text: string; readonly bom?: boolean } | { readonly error: string } | { readonly notUtf8: NotUtf8 };

/** Where a file stops being UTF-8, and the message saying so. */
export interface NotUtf8 {
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

/** Reads a UTF-8 text file (a byte order mark dropped) without throwing. */
export function readTextFile(path: string, kind: FileKind): TextRead {
  let bytes: Buffer;
  try {
    bytes = readRegularFile(path, kind);
  } catch (error) {
    if (error instanceof FileReadError) return { error: error.reason };
    throw error;
  }
  return decodedText(bytes);
}

function decodedText(bytes: Uint8Array): TextRead {
  const decoded = decodeUtf8(bytes);
  if (decoded.ok) return { text: decoded.text, ...(decoded.bom && { bom: true }) };
  return { notUtf8: { line: decoded.line, column: decoded.column, message: notUtf8Message(decoded) } };
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
