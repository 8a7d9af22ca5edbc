// Every command that writes a game file holds this lock while it reads, decides and writes, so
// that two runs at once cannot both adjudicate a phase from the same balances (a lost update).
// The lock is a file beside the game, `<game file>.lock`, created exclusively (O_EXCL) and holding
// who took it. A lock whose process has died on this machine is taken over, with a note; any
// other lock refuses the run, saying whose it is.
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  constants,
  fsyncSync,
  linkSync,
  openSync,
  realpathSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { CliError, describeFsError } from '../util/cli-error.js';
import { processAlive } from './output-files.js';
import { readTextFile } from './read-file.js';

/** What a lock file holds. */
interface LockHolder {
  readonly pid: number;
  readonly host: string;
  /** When it was taken (ISO 8601). */
  readonly since: string;
  /** Tells this run's lock from another's with the same process id. */
  readonly token: string;
}

/** A lock file that is empty or unreadable this long after it was made is a run killed while taking it. */
const unwrittenGrace = 10_000;

/** Attempts to take a lock that keeps being taken over or released under us. */
const maxAttempts = 4;

export interface GameLock {
  /** Removes the lock (only if it is still ours). */
  release(): void;
}

/** The lock file of a game file (the file a link names, so two names of one game share a lock). */
export function lockPathOf(gamePath: string): string {
  try {
    return `${realpathSync(gamePath)}.lock`;
  } catch {
    return `${gamePath}.lock`;
  }
}

/**
 * Takes the lock of the game file at `gamePath` (which need not exist yet). Throws a CliError
 * (exit 1) when another run holds it.
 */
export function lockGameFile(gamePath: string, shown: string, note: (line: string) => void): GameLock {
  const path = lockPathOf(gamePath);
  const shownLock = `${shown}.lock`;
  const mine: LockHolder = {
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
    token: randomBytes(8).toString('hex'),
  };
  const text = `${JSON.stringify(mine)}\n`;
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    let fd: number;
    try {
      fd = openSync(
        path,
        constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0),
        0o600,
      );
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST')
        throw new CliError(`cannot lock ${shown} (${shownLock}): ${describeFsError(error)}`);
      const seen = readLock(path);
      if (seen === undefined) continue; // released meanwhile: try again
      if (!isStale(seen)) throw new CliError(inUse(shown, shownLock, seen.holder), 1);
      if (takeOver(path, seen.text)) {
        note(
          seen.holder
            ? `took over ${shownLock}, left by a run that has ended (process ${seen.holder.pid}, since ${seen.holder.since})`
            : `took over ${shownLock}, left unfinished by a run that has ended`,
        );
      }
      continue;
    }
    try {
      writeSync(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    return {
      release() {
        // Removed only if it is still ours: a run that was thought dead must not remove a new lock.
        if (readLock(path)?.text === text) {
          try {
            unlinkSync(path);
          } catch {
            // gone already
          }
        }
      },
    };
  }
  throw new CliError(`cannot lock ${shown}: ${shownLock} keeps changing (other runs at the same time?)`, 1);
}

/** Runs `work` holding the locks of these game files (each taken once), and releases them after. */
export async function withGameLocks<T>(
  games: readonly { readonly path: string; readonly shown: string }[],
  note: (line: string) => void,
  work: () => Promise<T> | T,
): Promise<T> {
  const locks: GameLock[] = [];
  const taken = new Set<string>();
  try {
    for (const game of games) {
      const lockPath = lockPathOf(game.path);
      if (taken.has(lockPath)) continue;
      taken.add(lockPath);
      locks.push(lockGameFile(game.path, game.shown, note));
    }
    return await work();
  } finally {
    for (const lock of locks.reverse()) lock.release();
  }
}

interface SeenLock {
  readonly text: string;
  readonly holder?: LockHolder;
  /** Milliseconds since the lock file was last written. */
  readonly age: number;
}

function readLock(path: string): SeenLock | undefined {
  let age: number;
  try {
    age = Date.now() - statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
  const read = readTextFile(path, 'lock');
  if ('error' in read && read.error === 'no such file') return undefined;
  const text = 'text' in read ? read.text : '';
  const holder = parseHolder(text);
  return { text, age, ...(holder && { holder }) };
}

function parseHolder(text: string): LockHolder | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockHolder> | null;
    if (
      typeof value?.pid === 'number' &&
      typeof value.host === 'string' &&
      typeof value.since === 'string' &&
      typeof value.token === 'string'
    )
      return value as LockHolder;
  } catch {
    // not a lock of ours, or not written yet
  }
  return undefined;
}

/** Whether the run holding the lock is known to be gone: its process has ended on this machine. */
function isStale(seen: SeenLock): boolean {
  if (!seen.holder) return seen.age > unwrittenGrace;
  return seen.holder.host === hostname() && !processAlive(seen.holder.pid);
}

/**
 * Removes a stale lock, unless another run replaced it since it was read: the lock is moved
 * aside (an atomic rename), and if what was moved is not what was judged stale, it is put back
 * (`link` fails if a third run took the lock meanwhile, which then stands).
 */
function takeOver(path: string, staleText: string): boolean {
  const aside = `${path}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    renameSync(path, aside);
  } catch {
    return false; // someone else moved or removed it: try again
  }
  const read = readTextFile(aside, 'lock');
  const moved = 'text' in read ? read.text : undefined;
  if (moved !== staleText) {
    try {
      linkSync(aside, path);
    } catch {
      // a third run holds the lock now
    }
  }
  try {
    unlinkSync(aside);
  } catch {
    // gone already
  }
  return moved === staleText;
}

function inUse(shown: string, shownLock: string, holder: LockHolder | undefined): string {
  const who = holder
    ? `process ${holder.pid} on ${holder.host === hostname() ? 'this machine' : holder.host}, since ${holder.since}`
    : 'a run that is starting';
  return `${shown} is in use by another payola run (${who}): try again when it has finished; if no run is going on, remove ${shownLock}`;
}
