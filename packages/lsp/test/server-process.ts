// The built server as a real process over stdio, spoken to with JSON-RPC (for the tests of
// server-process.test.ts and previews.test.ts). Processes and temporary folders are removed after
// each test.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startingGame } from '@payola/engine';
import { afterEach } from 'vitest';
import {
  createMessageConnection,
  StreamMessageReader,
  StreamMessageWriter,
  type MessageConnection,
} from 'vscode-jsonrpc/node';
import type { PublishDiagnosticsParams } from 'vscode-languageserver-protocol';
import type { SheetStatus } from '../src/protocol.js';

export const bin = fileURLToPath(new URL('../dist/bin/payola-language-server.js', import.meta.url));
if (!existsSync(bin)) throw new Error('build the server first: node_modules/.bin/tsc -b');

export interface Server {
  readonly process: ChildProcessWithoutNullStreams;
  readonly connection: MessageConnection;
  readonly diagnostics: PublishDiagnosticsParams[];
  readonly statuses: SheetStatus[];
  readonly messages: string[];
  readonly logs: string[];
  readonly exited: Promise<number | null>;
  /** Resolves with the first diagnostics for `uri` at `version`. */
  diagnosticsFor(uri: string, version: number): Promise<PublishDiagnosticsParams>;
}

const running: Server[] = [];
const folders: string[] = [];
afterEach(() => {
  for (const s of running.splice(0)) if (s.process.exitCode === null) s.process.kill();
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A temporary folder, removed after the test. */
export function temporaryFolder(prefix = 'payola-server-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
}

export function start(env: Record<string, string> = {}): Server {
  const child = spawn(process.execPath, [bin, '--stdio'], { env: { ...process.env, ...env } });
  const connection = createMessageConnection(
    new StreamMessageReader(child.stdout),
    new StreamMessageWriter(child.stdin),
  );
  const diagnostics: PublishDiagnosticsParams[] = [];
  const statuses: SheetStatus[] = [];
  const messages: string[] = [];
  const logs: string[] = [];
  const waiters: (() => void)[] = [];
  connection.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
    diagnostics.push(p);
    for (const w of waiters.splice(0)) w();
  });
  connection.onNotification('payola/sheetStatus', (p: SheetStatus) => void statuses.push(p));
  connection.onNotification('window/showMessage', (p: { message: string }) => void messages.push(p.message));
  connection.onNotification('window/logMessage', (p: { message: string }) => void logs.push(p.message));
  connection.onRequest('client/registerCapability', () => null);
  connection.onRequest('workspace/configuration', (p: { items: unknown[] }) =>
    p.items.map(() => ({ validationDelay: 10 })),
  );
  connection.listen();
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const server: Server = {
    process: child,
    connection,
    diagnostics,
    statuses,
    messages,
    logs,
    exited,
    diagnosticsFor: (uri, version) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no diagnostics for ${uri} v${version}`)), 10_000);
        const check = () => {
          const found = diagnostics.find((d) => d.uri === uri && d.version === version);
          if (found) {
            clearTimeout(timer);
            resolve(found);
          } else waiters.push(check);
        };
        check();
      }),
  };
  running.push(server);
  return server;
}

export async function until<T>(get: () => T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 500; i++) {
    const value = get();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export async function initialize(
  server: Server,
  folder: string,
  options: { configuration?: boolean; settings?: Record<string, unknown> } = {},
) {
  const result = await server.connection.sendRequest('initialize', {
    processId: process.pid,
    rootUri: pathToFileURL(folder).href,
    workspaceFolders: [{ uri: pathToFileURL(folder).href, name: 'game' }],
    capabilities: {
      workspace: {
        configuration: options.configuration ?? false,
        didChangeWatchedFiles: { dynamicRegistration: true },
      },
    },
    initializationOptions: { payola: { validationDelay: 10, ...options.settings } },
  });
  await server.connection.sendNotification('initialized', {});
  return result as { capabilities: Record<string, unknown>; serverInfo: { name: string; version?: string } };
}

export function gameFolder(): string {
  const dir = temporaryFolder();
  writeFileSync(join(dir, 'payola-game.json'), JSON.stringify(startingGame().toFile(), null, 2));
  return dir;
}

export const open = (server: Server, uri: string, text: string, version = 1) =>
  server.connection.sendNotification('textDocument/didOpen', {
    textDocument: { uri, languageId: 'payola', version, text },
  });

/** A server started (with `env`) and initialised beside a game, France's `5 : A PAR H` open and checked. */
export async function serverWithOpenSheet(env: Record<string, string> = {}) {
  const dir = gameFolder();
  const server = start(env);
  await initialize(server, dir);
  const uri = pathToFileURL(join(dir, 'france.payola')).href;
  await open(server, uri, '5 : A PAR H\n');
  await server.diagnosticsFor(uri, 1);
  return { dir, server, uri };
}

/**
 * Diagnostic codes in order, leaving out information (hints in the editor) other than `keep`:
 * advice on pitfalls (an own unit without an offer, …) is not what these tests are about.
 */
export function codesOf(found: PublishDiagnosticsParams, keep: readonly string[] = ['payola/commitment']): string[] {
  return found.diagnostics.filter((d) => d.severity !== 4 || keep.includes(String(d.code))).map((d) => String(d.code));
}
