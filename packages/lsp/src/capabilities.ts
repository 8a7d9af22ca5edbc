// What every Payola language server offers, in Node (server.ts) and in the browser's worker
// (browser/browser-server.ts); the Node server adds what needs a workspace of files.
import { CodeActionKind, TextDocumentSyncKind, type ServerCapabilities } from 'vscode-languageserver';
import { completionTriggerCharacters } from './features/completion.js';
import { semanticTokensLegend } from './features/semantic-tokens.js';

export const sheetCapabilities: ServerCapabilities = {
  textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental },
  hoverProvider: true,
  completionProvider: { triggerCharacters: completionTriggerCharacters, resolveProvider: false },
  codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix] },
  documentSymbolProvider: true,
  documentFormattingProvider: true,
  semanticTokensProvider: { legend: semanticTokensLegend, full: true, range: false },
};
