// Test helpers: the built binaries run as real processes in temporary folders.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startingGame, type GameFile } from '@payola/engine';

const bin = (name: string) => fileURLToPath(new URL(`../dist/bin/${name}.js`, import.meta.url));
export const lintBin = bin('payola-lint');
export const payolaBin = bin('payola');
if (!existsSync(lintBin) || !existsSync(payolaBin)) throw new Error('build the CLI first: node_modules/.bin/tsc -b');

export interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export interface RunOptions {
  readonly cwd: string;
  /** Written to standard input (which is otherwise empty). */
  readonly input?: string;
  /** Added to the environment; `undefined` removes a variable. */
  readonly env?: Record<string, string | undefined>;
  /** Kill the process after this many milliseconds (the run then fails): for attacks that used to hang. */
  readonly timeout?: number;
  /** Called with the process id as soon as the process is started (before it has read anything). */
  readonly started?: (pid: number) => void;
}

/** Runs a built binary with `node` and collects its exit code and output. Colours are off unless `env` says otherwise. */
export function run(binary: string, args: readonly string[], options: RunOptions): Promise<Run> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    NO_COLOR: '1',
    FORCE_COLOR: undefined,
    ...options.env,
  };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [binary, ...args],
      { cwd: options.cwd, env: env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: options.timeout ?? 0 },
      (error, stdout, stderr) => {
        if (error?.killed) return reject(new Error(`${binary} ${args.join(' ')}: killed after ${options.timeout} ms`));
        if (error && typeof error.code !== 'number') return reject(error as Error);
        resolve({ code: typeof error?.code === 'number' ? error.code : 0, stdout, stderr });
      },
    );
    if (child.pid !== undefined) options.started?.(child.pid);
    child.stdin!.end(options.input ?? '');
  });
}

export const lint = (args: readonly string[], options: RunOptions) => run(lintBin, args, options);
export const payola = (args: readonly string[], options: RunOptions) => run(payolaBin, args, options);

/** A fresh temporary folder; remove it with `removeTempDir`. */
export function makeTempDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'payola-cli-'));
}

export function removeTempDir(dir: string): Promise<void> {
  return rm(dir, { recursive: true, force: true });
}

/** Writes files (creating folders) under `dir`: `{ 'sheets/france.payola': '...' }`. */
export async function writeFiles(dir: string, files: Record<string, string>): Promise<void> {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
}

export async function readJson<T = unknown>(path: string): Promise<T> {
  return JSON.parse(await readFile(path, 'utf8')) as T;
}

/**
 * The standard opening as a game file (Rule 2.1: 48 AgP each, Russia 62), with a `$schema`, and
 * changes to the powers applied (e.g. `{ England: { balance: 30 } }`).
 */
export function openingGame(
  changes: Record<string, Partial<GameFile['powers'][number]>> = {},
  extra: Partial<GameFile> = {},
): GameFile {
  const file = startingGame().toFile();
  return {
    $schema: 'https://example.org/payola/game.schema.json',
    ...file,
    powers: file.powers.map((p) => ({ ...p, ...changes[p.name] })),
    ...extra,
  };
}

export const gameJson = (file: GameFile): string => `${JSON.stringify(file, null, 2)}\n`;

/** One valid, cheap sheet per power of the opening: its first unit holds for 1 AgP. */
export const holdSheets: Readonly<Record<string, string>> = {
  austria: '1 : A VIE H\n',
  england: '1 : F LON H\n',
  france: '1 : A PAR H\n',
  germany: '1 : A BER H\n',
  italy: '1 : A ROM H\n',
  russia: '1 : A MOS H\n',
  turkey: '1 : A CON H\n',
};
