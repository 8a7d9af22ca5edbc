// A real VS Code for the end-to-end test: code-server 4.100.3 (VS Code 1.100.3), installed by
// scripts/e2e/install-code-server.sh into a cache folder, run on a free loopback port with its own
// user data, extensions and configuration folders, and stopped by its process id (its process
// group: the VS Code server, the extension host and the language server started under it).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = join(packageDir, '..', '..');
export const codeServerDir =
  process.env.PAYOLA_E2E_CODE_SERVER ?? join(repoRoot, 'node_modules', '.cache', 'payola-e2e', 'code-server');
const entry = join(codeServerDir, 'node_modules', 'code-server', 'out', 'node', 'entry.js');

export interface CodeServer {
  readonly url: string;
  readonly workspace: string;
  readonly userDataDir: string;
  /** Stops code-server and everything under it; safe to call twice. */
  stop(): Promise<void>;
}

export function ensureInstalled(): void {
  if (!existsSync(entry)) {
    throw new Error(
      `code-server is not installed in ${codeServerDir}: run scripts/e2e/install-code-server.sh (npm run test:e2e does)`,
    );
  }
}

/** A fresh folder under the system's temporary folder; removed by `stop`. */
export function makeSandbox(): string {
  return mkdtempSync(join(tmpdir(), 'payola-e2e-'));
}

/** User settings for a quiet, deterministic workbench. */
export const userSettings = {
  'security.workspace.trust.enabled': false,
  'workbench.startupEditor': 'none',
  'workbench.tips.enabled': false,
  'workbench.enableExperiments': false,
  'extensions.autoUpdate': false,
  'extensions.autoCheckUpdates': false,
  'extensions.ignoreRecommendations': true,
  'update.mode': 'none',
  'telemetry.telemetryLevel': 'off',
  'chat.commandCenter.enabled': false,
  'git.enabled': false,
  'files.autoSave': 'off',
  'editor.minimap.enabled': false,
  // Completion only when asked (Ctrl+Space), so the test sees the list it asked for.
  'editor.quickSuggestions': { other: false, comments: false, strings: false },
  'editor.suggestOnTriggerCharacters': false,
  'editor.hover.delay': 100,
  'editor.inlayHints.enabled': 'off',
};

function run(args: readonly string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(process.execPath, [entry, ...args], { env, encoding: 'utf8', timeout: 120_000 });
  if (result.status !== 0) {
    throw new Error(
      `code-server ${args.join(' ')} failed (${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`,
    );
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The ids of live processes whose command line mentions `marker` (our sandbox path). */
function processesMentioning(marker: string): number[] {
  const pids: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    try {
      if (readFileSync(`/proc/${name}/cmdline`, 'utf8').includes(marker)) pids.push(Number(name));
    } catch {
      // gone already
    }
  }
  return pids;
}

function exited(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Installs the .vsix into a fresh extensions folder, seeds user settings, copies `workspaceSource`
 * into the sandbox (then `prepare` may change it), and starts code-server on a free port.
 */
export async function startCodeServer(options: {
  sandbox: string;
  vsix: string;
  workspaceSource: string;
  prepare?: (workspace: string) => void;
  log?: (line: string) => void;
}): Promise<CodeServer> {
  ensureInstalled();
  const { sandbox, log = () => {} } = options;
  const userDataDir = join(sandbox, 'user-data');
  const extensionsDir = join(sandbox, 'extensions');
  const workspace = join(sandbox, 'workspace');
  const configFile = join(sandbox, 'config.yaml');
  mkdirSync(join(userDataDir, 'User'), { recursive: true });
  mkdirSync(extensionsDir, { recursive: true });
  writeFileSync(join(userDataDir, 'User', 'settings.json'), JSON.stringify(userSettings, null, 2));
  writeFileSync(configFile, 'auth: none\ncert: false\n');
  cpSync(options.workspaceSource, workspace, { recursive: true });
  options.prepare?.(workspace);

  // code-server writes its own config and logs under XDG folders: keep them in the sandbox.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    XDG_CONFIG_HOME: join(sandbox, 'xdg-config'),
    XDG_DATA_HOME: join(sandbox, 'xdg-data'),
    XDG_CACHE_HOME: join(sandbox, 'xdg-cache'),
  };
  delete env.VSCODE_IPC_HOOK_CLI;
  const common = ['--config', configFile, '--user-data-dir', userDataDir, '--extensions-dir', extensionsDir];
  run([...common, '--install-extension', options.vsix, '--force'], env);
  log(`installed ${options.vsix}`);

  let lastError: Error | undefined;
  for (let attempt = 1; attempt <= 3; attempt++) {
    const port = await freePort();
    const child = spawn(
      process.execPath,
      [
        entry,
        ...common,
        '--bind-addr',
        `127.0.0.1:${port}`,
        '--auth',
        'none',
        '--disable-telemetry',
        '--disable-update-check',
        '--disable-workspace-trust',
        '--disable-getting-started-override',
        '--ignore-last-opened',
        workspace,
      ],
      { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const output: string[] = [];
    const listening = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`code-server did not listen within 60 s:\n${output.join('')}`)),
        60_000,
      );
      const onData = (chunk: Buffer) => {
        const text = chunk.toString();
        output.push(text);
        if (output.join('').includes('HTTP server listening on')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`code-server exited (${code ?? signal}) before listening:\n${output.join('')}`));
      });
    });
    let stopped = false;
    const stop = async (): Promise<void> => {
      if (stopped) return;
      stopped = true;
      process.off('exit', killSync);
      const pid = child.pid;
      if (pid !== undefined) {
        try {
          process.kill(-pid, 'SIGTERM');
        } catch {
          // already gone
        }
        if (!(await exited(child, 10_000))) {
          try {
            process.kill(-pid, 'SIGKILL');
          } catch {
            // already gone
          }
          await exited(child, 5_000);
        }
      }
      // Anything started under our sandbox that left the process group (none seen so far).
      for (const leftover of processesMentioning(sandbox)) {
        try {
          process.kill(leftover, 'SIGKILL');
        } catch {
          // gone
        }
      }
    };
    // If the test runner dies, still stop code-server.
    const killSync = (): void => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone
      }
    };
    process.on('exit', killSync);
    try {
      await listening;
      log(`code-server listening on 127.0.0.1:${port} (pid ${child.pid})`);
      return { url: `http://127.0.0.1:${port}`, workspace, userDataDir, stop };
    } catch (error) {
      await stop();
      lastError = error as Error;
      // A port taken between freePort() and the bind: try another one.
      if (!lastError.message.includes('EADDRINUSE')) break;
    }
  }
  throw lastError ?? new Error('code-server did not start');
}

/** Copies code-server's logs (extension host, language server output) next to the screenshots. */
export function saveLogs(server: CodeServer, destination: string): void {
  const logs = join(server.userDataDir, 'logs');
  if (existsSync(logs)) cpSync(logs, destination, { recursive: true });
}

export function removeSandbox(sandbox: string): void {
  rmSync(sandbox, { recursive: true, force: true });
}
