#!/usr/bin/env node
// The language server over stdio (`--stdio` accepted, as LSP clients pass it), or over
// `--node-ipc` / `--socket=N` when a client asks (vscode-languageserver reads these arguments).
import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import { startServer } from '../server.js';

if (!process.argv.some((a) => a === '--stdio' || a === '--node-ipc' || a.startsWith('--socket') || a.startsWith('--pipe'))) {
  process.argv.push('--stdio');
}
const connection = createConnection(ProposedFeatures.all);
startServer(connection);
