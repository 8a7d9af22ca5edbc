#!/usr/bin/env node
// The language server over stdio (`--stdio`, the default), or over `--node-ipc` / `--socket=N` /
// `--pipe=NAME` when a client asks (vscode-languageserver reads these arguments).
import { dirname, join } from 'node:path';
import { createConnection, ProposedFeatures, StreamMessageWriter } from 'vscode-languageserver/node';
import { startServer } from '../server.js';
import { ResilientMessageReader } from '../transport.js';

const otherTransport = process.argv.some(
  (a) => a === '--node-ipc' || a.startsWith('--socket') || a.startsWith('--pipe'),
);
// Malformed input is reported in the client's log (once the connection exists, which is before
// any byte is read).
let logMalformed = (message: string): void => {
  process.stderr.write(`${message}\n`);
};
const connection = otherTransport
  ? createConnection(ProposedFeatures.all)
  : createConnection(
      ProposedFeatures.all,
      new ResilientMessageReader(process.stdin, (message) => logMalformed(message)),
      new StreamMessageWriter(process.stdout),
    );
logMalformed = (message) => connection.console.warn(message);
// Nothing may write to stdout but the connection: console output goes to the client's log.
console.log = (...args: unknown[]) => connection.console.log(args.map(String).join(' '));
console.info = console.log;
console.warn = (...args: unknown[]) => connection.console.warn(args.map(String).join(' '));
console.error = (...args: unknown[]) => connection.console.error(args.map(String).join(' '));
// The preview worker (previews/worker.js) beside this file's folder; in the VS Code extension's
// bundle (CommonJS, where `__filename` exists) it is bundled beside the server as preview-worker.js.
const previewWorker =
  typeof __filename === 'string'
    ? join(dirname(__filename), 'preview-worker.js')
    : new URL('../previews/worker.js', import.meta.url);
const server = startServer(connection, { previewWorker });
const shutdownReceived = () => server.lifecycle.phase === 'shutting down';
if (!otherTransport) {
  // The client went away: stop (with 1 unless it asked for a shutdown first, as LSP says).
  const end = () => process.exit(shutdownReceived() ? 0 : 1);
  process.stdin.on('end', end);
  process.stdin.on('close', end);
}
// Last line of defence: every handler is guarded (guard.ts), but a stray error must not end the
// session of a user in the middle of writing a sheet.
let reporting = false;
const report = (what: string, error: unknown) => {
  // The client is gone: nothing to report to.
  if ((error as { code?: string } | undefined)?.code === 'EPIPE') process.exit(shutdownReceived() ? 0 : 1);
  if (reporting) return;
  reporting = true;
  try {
    connection.console.error(
      `payola: unexpected ${what}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  } catch {
    // nowhere to report it
  } finally {
    reporting = false;
  }
};
process.on('uncaughtException', (error) => report('error', error));
process.on('unhandledRejection', (reason) => report('rejection', reason));
