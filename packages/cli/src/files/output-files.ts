// Every file the commands write goes through here, written the way a database writes: each to
// a temporary file created exclusively (O_EXCL, a random name, so a link planted at a predictable
// name is never followed) in the target's own folder, flushed, given its mode, and renamed over
// the target only when every output of the command has been written. Until then nothing is
// visible; on any failure the temporary files are removed and the targets are untouched.
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  constants,
  fchmodSync,
  fsyncSync,
  lstatSync,
  openSync,
  readdirSync,
  realpathSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
  type Stats,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { CliError, describeFsError } from '../util/cli-error.js';

export interface OutputOptions {
  /**
   * New files readable by the owner's group (0640) instead of by the owner only (0600, the
   * default: reports, charts and game files hold secrets). A file replaced keeps its own mode.
   */
  readonly groupReadable?: boolean;
  /** Prints a note (a stale temporary file removed) on standard error. */
  readonly note?: (line: string) => void;
}

/** The mode of a new file. */
export function newFileMode(options: OutputOptions): number {
  return options.groupReadable === true ? 0o640 : 0o600;
}

/** The mode of a new folder. */
export function newFolderMode(options: OutputOptions): number {
  return options.groupReadable === true ? 0o750 : 0o700;
}

interface Staged {
  readonly target: string;
  readonly temp: string;
  readonly shown: string;
}

/** Temporary files of ours: `.<name>.payola-<pid>-<16 hex digits>.tmp`. */
const ours = /^\..*\.payola-(\d+)-[0-9a-f]{16}\.tmp$/;
/** The names of earlier versions, `.<name>.<pid>.<n>.tmp`, removed only beside a file we write. */
const older = /^\.(.+)\.(\d+)\.\d+\.tmp$/;

/** Names longer than this are cut in temporary names (file names are limited to 255 bytes). */
const maxNameInTemp = 80;

/** The outputs of one command: staged one by one, then all renamed into place, or none. */
export class OutputFiles {
  private staged: Staged[] = [];
  private readonly swept = new Set<string>();

  constructor(private readonly options: OutputOptions = {}) {}

  /**
   * Writes `content` to a new temporary file beside `path`, with the mode the target will have
   * (its own when it exists, else 0600 or 0640). Nothing is visible until `commit`. Throws a
   * CliError (exit 2) naming `shown` when the target is not a regular file or cannot be written.
   */
  stage(path: string, content: string | Uint8Array, shown: string): void {
    const { target, stats } = writableTarget(path, shown);
    // Two outputs of one run in one file (--next-game inside --out): the later would replace
    // the earlier, a player's view the GameMaster's game, or the reverse.
    const same = this.staged.find((s) => sameFile(s.target, target));
    if (same)
      throw new CliError(
        `${shown} is written twice by this run${same.shown === shown ? '' : ` (also as ${same.shown})`}: give each output a place of its own (--next-game, --out)`,
      );
    const dir = dirname(target);
    if (!this.swept.has(dir)) {
      this.swept.add(dir);
      this.removeStaleTemporaries(dir, basename(target), shown);
    }
    const mode = stats ? stats.mode & 0o777 : newFileMode(this.options);
    const { temp, fd } = createTemporary(target, shown);
    try {
      const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
      for (let written = 0; written < bytes.length;) written += writeSync(fd, bytes, written, bytes.length - written);
      // fchmod, unlike the mode given to open, is not reduced by the umask: a replaced file keeps
      // exactly its mode.
      fchmodSync(fd, mode);
      fsyncSync(fd);
    } catch (error) {
      closeQuietly(fd);
      removeQuietly(temp);
      throw new CliError(`cannot write ${shown}: ${describeFsError(error)}`);
    }
    closeSync(fd);
    this.staged.push({ target, temp, shown });
  }

  /** Renames every staged file over its target, in the order staged. */
  commit(): void {
    const staged = this.staged;
    this.staged = [];
    const done: string[] = [];
    for (const [i, s] of staged.entries()) {
      try {
        renameSync(s.temp, s.target);
        done.push(s.shown);
      } catch (error) {
        for (const rest of staged.slice(i)) removeQuietly(rest.temp);
        const written = done.length > 0 ? ` (written before the failure: ${done.join(', ')})` : '';
        throw new CliError(`cannot write ${s.shown}: ${describeFsError(error)}${written}`);
      }
    }
    // The renames themselves are made durable too (on systems that allow syncing a folder).
    for (const dir of new Set(staged.map((s) => dirname(s.target)))) syncFolder(dir);
  }

  /** Removes every staged temporary file (after a failure; nothing once committed). */
  abandon(): void {
    for (const s of this.staged) removeQuietly(s.temp);
    this.staged = [];
  }

  /**
   * Temporary files that an interrupted run of ours (killed before its rename) left in `dir`:
   * removed when their process is gone, with a note. Only files owned by this user, and the
   * older versions' names only beside the file being written now.
   */
  private removeStaleTemporaries(dir: string, targetName: string, shown: string): void {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const match = ours.exec(name) ?? older.exec(name);
      if (!match) continue;
      const pid = Number(match[match.length === 3 ? 2 : 1]);
      if (match.length === 3 && match[1] !== targetName) continue;
      if (processAlive(pid)) continue;
      const path = join(dir, name);
      let stats: Stats;
      try {
        stats = lstatSync(path);
      } catch {
        continue;
      }
      const uid = process.getuid?.();
      if (uid !== undefined && stats.uid !== uid) continue;
      if (!stats.isFile() && !stats.isSymbolicLink()) continue;
      try {
        unlinkSync(path);
        const shownDir = dirname(shown);
        this.options.note?.(`removed ${shownDir === '.' ? '' : `${shownDir}/`}${name}, left by an interrupted run`);
      } catch {
        // another run removed it first
      }
    }
  }
}

/** Writes one file atomically (see OutputFiles). */
export function writeFileAtomically(
  path: string,
  content: string | Uint8Array,
  shown: string,
  options: OutputOptions = {},
): void {
  const out = new OutputFiles(options);
  try {
    out.stage(path, content, shown);
    out.commit();
  } finally {
    out.abandon();
  }
}

/**
 * The file to write for `path`, and its stats when it exists. A symbolic link is written through
 * (the file it names is replaced, the link stays); anything but a regular file is refused.
 */
function writableTarget(path: string, shown: string): { target: string; stats?: Stats } {
  let stats: Stats;
  try {
    stats = lstatSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { target: path };
    throw new CliError(`cannot write ${shown}: ${describeFsError(error)}`);
  }
  let target = path;
  if (stats.isSymbolicLink()) {
    try {
      target = realpathSync(path);
      stats = statSync(target);
    } catch (error) {
      throw new CliError(`cannot write ${shown}: it is a symbolic link to nothing (${describeFsError(error)})`);
    }
  }
  if (!stats.isFile())
    throw new CliError(
      `cannot write ${shown}: ${stats.isDirectory() ? 'it is a directory' : 'it is not a regular file'}`,
    );
  return { target, stats };
}

/** Do two paths name one file (the same folder, reached by any name, and the same name)? */
export function sameFile(a: string, b: string): boolean {
  if (basename(a) !== basename(b)) return false;
  const real = (dir: string) => {
    try {
      return realpathSync(dir);
    } catch {
      return resolve(dir);
    }
  };
  return real(dirname(a)) === real(dirname(b));
}

const exclusive =
  constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0) | (constants.O_NOCTTY ?? 0);

/** A new temporary file beside `target`, created exclusively under a random name. */
function createTemporary(target: string, shown: string): { temp: string; fd: number } {
  const name = basename(target).slice(0, maxNameInTemp);
  for (let attempt = 0; ; attempt++) {
    const temp = join(dirname(target), `.${name}.payola-${process.pid}-${randomBytes(8).toString('hex')}.tmp`);
    try {
      return { temp, fd: openSync(temp, exclusive, 0o600) };
    } catch (error) {
      // A name taken (by chance, or by a file planted there): draw another, a few times.
      if ((error as NodeJS.ErrnoException).code === 'EEXIST' && attempt < 8) continue;
      throw new CliError(`cannot write ${shown}: ${describeFsError(error)}`);
    }
  }
}

/** Whether a process of this host is running (one we may not signal is running too). */
export function processAlive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function syncFolder(dir: string): void {
  try {
    const fd = openSync(dir, constants.O_RDONLY);
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // not possible everywhere (Windows); the renames are done either way
  }
}

function closeQuietly(fd: number): void {
  try {
    closeSync(fd);
  } catch {
    // already closed
  }
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // already gone
  }
}
