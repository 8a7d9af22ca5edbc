// Reading the files players and GameMasters name: sheets, game files, maps. Sheets come from
// players who may be rivals and game repositories take pull requests, so a path may name anything:
// a device (`/dev/zero` never ends), a named pipe (an ordinary open blocks until a writer comes),
// a file of gigabytes. Only regular files are read, opened without blocking and checked on the
// open descriptor (no race between a check and the open), and never more than a limit per kind of
// file. Shared by the command-line tools and the language server, so both refuse the same files.
import { closeSync, constants, fstatSync, openSync, readSync, statSync, type Stats } from 'node:fs';
import { decodeUtf8, notUtf8Message } from './utf8.js';

/** How much of a kind of file is read at most, and what the kind is called in messages. */
export interface ReadLimit {
  readonly bytes: number;
  /** `an offer sheet`, `a game file`. */
  readonly what: string;
}

/**
 * The limits for the files the engine's tools read. A sheet is a few kilobytes; a game file grows
 * with its history (every sheet of every phase), so it is allowed much more.
 */
export const readLimits = {
  sheet: { bytes: 1024 * 1024, what: 'an offer sheet' },
  game: { bytes: 64 * 1024 * 1024, what: 'a game file' },
  map: { bytes: 16 * 1024 * 1024, what: 'a map file' },
} as const satisfies Record<string, ReadLimit>;

/** Why a file could not be read, in a few words (`no such file`, `is a named pipe, not a regular file`). */
export class FileReadError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'FileReadError';
  }
}

/** A file-system error in a few words a user understands. */
export function describeFsError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'ENOENT':
      return 'no such file';
    case 'EISDIR':
      return 'is a directory, not a file';
    case 'ENOTDIR':
      return 'a part of the path is not a directory';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ELOOP':
      return 'too many symbolic links (a loop?)';
    case 'ENAMETOOLONG':
      return 'the name is too long';
    case 'EROFS':
      return 'a read-only file system';
    case 'ENOSPC':
      return 'no space left on the device';
    case 'EEXIST':
      return 'already exists';
    default:
      return error instanceof Error ? error.message : String(error);
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

function tooLarge(limit: ReadLimit): string {
  return `is larger than ${sizeText(limit.bytes)}, the limit for ${limit.what}`;
}

/** `O_NONBLOCK`: opening a named pipe returns at once instead of waiting for a writer. */
const openFlags = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0);

/**
 * A file's identity for change detection: size and modification time of a regular file,
 * `missing` when nothing is there, `not-a-file` for anything else (a folder, a pipe, a device).
 */
export function fileStamp(path: string): string {
  try {
    return stampOf(statSync(path));
  } catch {
    return 'missing';
  }
}

function stampOf(stats: Stats): string {
  return stats.isFile() ? `${stats.mtimeMs}:${stats.size}` : 'not-a-file';
}

/** A file's bytes, with its stamp (`fileStamp`) as read from the open descriptor. */
export interface FileBytes {
  readonly bytes: Buffer;
  readonly stamp: string;
}

/**
 * The bytes of a regular file of at most `limit.bytes` bytes. Throws FileReadError saying why
 * otherwise. The size is checked before reading and again while reading (a file in /proc reports
 * size 0, a file may grow), so no more than the limit plus one byte is ever read.
 */
export function readRegularFile(path: string, limit: ReadLimit): FileBytes {
  let fd: number;
  try {
    fd = openSync(path, openFlags);
  } catch (error) {
    throw new FileReadError(describeFsError(error));
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) throw new FileReadError(notRegular(stats));
    if (stats.size > limit.bytes) throw new FileReadError(tooLarge(limit));
    let buffer = Buffer.alloc(Math.min(limit.bytes + 1, Math.max(stats.size + 1, 64 * 1024)));
    let length = 0;
    for (;;) {
      if (length === buffer.length) {
        // Full but within the limit (a file that reports a smaller size): grow, up to limit + 1.
        const bigger = Buffer.alloc(Math.min(limit.bytes + 1, buffer.length * 2));
        buffer.copy(bigger, 0, 0, length);
        buffer = bigger;
      }
      const n = readSync(fd, buffer, length, buffer.length - length, null);
      if (n === 0) break;
      length += n;
      if (length > limit.bytes) throw new FileReadError(tooLarge(limit));
    }
    return { bytes: buffer.subarray(0, length), stamp: stampOf(stats) };
  } catch (error) {
    if (error instanceof FileReadError) throw error;
    throw new FileReadError(describeFsError(error));
  } finally {
    closeSync(fd);
  }
}

/** Where a file stops being UTF-8, and the message saying so. */
export interface NotUtf8 {
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

/**
 * A text file's contents (`bom`: it began with a byte order mark, dropped from `text`), or why it
 * is not one: unreadable (`error`, in a few words), or not UTF-8 (`notUtf8`, located). `stamp` is
 * the file's `fileStamp` when it could be opened.
 */
export type TextRead =
  | { readonly text: string; readonly bom?: boolean; readonly stamp?: string }
  | { readonly error: string; readonly stamp?: string }
  | { readonly notUtf8: NotUtf8; readonly stamp?: string };

/** Reads a UTF-8 text file (a byte order mark dropped) without throwing. */
export function readTextFile(path: string, limit: ReadLimit): TextRead {
  let read: FileBytes;
  try {
    read = readRegularFile(path, limit);
  } catch (error) {
    if (error instanceof FileReadError) return { error: error.reason, stamp: fileStamp(path) };
    throw error;
  }
  return { ...decodedText(read.bytes), stamp: read.stamp };
}

/** Bytes as text, or where they stop being UTF-8. */
export function decodedText(bytes: Uint8Array): TextRead {
  const decoded = decodeUtf8(bytes);
  if (decoded.ok) return { text: decoded.text, ...(decoded.bom && { bom: true }) };
  return { notUtf8: { line: decoded.line, column: decoded.column, message: notUtf8Message(decoded) } };
}
