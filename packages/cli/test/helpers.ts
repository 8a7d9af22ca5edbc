// Test helpers: the programs run as users run them (bin/*.cjs, the bundles that `npm run build`
// makes), as real processes in temporary folders.
import { execFileSync, execFile } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startingGame, type GameFile } from '@payola/engine';

const cli = fileURLToPath(new URL('..', import.meta.url));
const bin = (name: string) => join(cli, 'bin', `${name}.cjs`);
export const lintBin = bin('payola-lint');
export const payolaBin = bin('payola');

/** The newest modification time of the JavaScript below `dir` (the folder `skip` left out). */
function newest(dir: string, skip?: string): number {
  let time = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && path !== skip) time = Math.max(time, newest(path, skip));
    else if (entry.isFile() && entry.name.endsWith('.js')) time = Math.max(time, statSync(path).mtimeMs);
  }
  return time;
}

/**
 * The bundles are made by `npm run build` after `tsc -b`; a developer who ran only `tsc -b` would
 * test stale bundles, so they are made again here when a compiled file is newer than they are.
 */
function ensureFreshBundles(): void {
  const packages = ['cli', 'engine', 'parser', 'board'].map((p) => join(cli, '..', p, 'dist'));
  if (!packages.every(existsSync)) throw new Error('build first: npm run build');
  const bundleDir = join(cli, 'dist', 'bundle');
  const bundles = ['payola-lint', 'payola'].map((name) => join(bundleDir, `${name}.cjs`));
  const made = Math.min(...bundles.map((b) => (existsSync(b) ? statSync(b).mtimeMs : 0)));
  // The catalogue's summaries are extracted by the same build (SARIF's shortDescription).
  const catalogue = statSync(join(cli, '..', '..', 'docs', 'diagnostics.md')).mtimeMs;
  if (Math.max(catalogue, ...packages.map((d) => newest(d, bundleDir))) > made)
    execFileSync(process.execPath, [join(cli, 'scripts', 'bundle.mjs')], { stdio: 'inherit' });
}
ensureFreshBundles();

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
