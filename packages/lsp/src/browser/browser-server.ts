// The language server for a browser (a web worker): the same feature functions as the Node server
// (features/), on documents the page sends, checked against a game the page gives (a custom
// notification or the initialization options) instead of game files found on disk.
import { loadGame } from '@payola/engine';
import { type Connection, type InitializeParams, type InitializeResult } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { codeActions } from '../features/code-actions.js';
import { completion } from '../features/completion.js';
import { sheetCapabilities } from '../capabilities.js';
import { buildContext, environment, type DocumentContext, type SheetEnvironment } from '../features/context.js';
import { diagnostics } from '../features/diagnostics.js';
import { documentSymbols } from '../features/document-symbols.js';
import { formatting } from '../features/formatting.js';
import { hover } from '../features/hover.js';
import { semanticTokens } from '../features/semantic-tokens.js';
import { serverVersion } from '../version.js';
import { sheetGameNotification, type SheetGameParams } from './browser-protocol.js';

/** Longer sheets are not checked as they are typed (the judge refuses them too). */
const maxSheetLength = 100_000;
/** Validation waits for a pause in typing. */
const debounceMs = 150;

export interface BrowserServerHandle {
  /** The environment sheets are checked in now. */
  environment(): SheetEnvironment;
}

/** Wires the features to a connection (over the worker's messages) and starts listening. */
export function startBrowserServer(connection: Connection): BrowserServerHandle {
  const documents = new Map<string, TextDocument>();
  const contexts = new Map<string, DocumentContext>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  let env: SheetEnvironment = environment();

  const setGame = (params: Partial<SheetGameParams> | undefined) => {
    if (params?.game === undefined || params.game === null) {
      env = environment({ note: 'no game: checking syntax and places only' });
    } else {
      const map = params.map;
      const loaded = loadGame(params.game, map === undefined || map === null ? {} : { readMap: () => map });
      env = loaded.ok
        ? environment({ game: loaded.game, ...(typeof params.power === 'string' && { power: params.power }) })
        : environment({ note: `the game could not be read: ${loaded.problems[0]?.message ?? 'invalid'}` });
    }
    contexts.clear();
    for (const uri of documents.keys()) validate(uri);
  };

  const contextOf = (uri: string): DocumentContext | undefined => {
    const document = documents.get(uri);
    if (!document || document.getText().length > maxSheetLength) return undefined;
    const cached = contexts.get(uri);
    if (cached?.version === document.version) return cached;
    const ctx = buildContext({ uri, version: document.version, text: document.getText() }, env);
    contexts.set(uri, ctx);
    return ctx;
  };

  const validate = (uri: string) => {
    clearTimeout(timers.get(uri));
    timers.set(
      uri,
      setTimeout(() => {
        timers.delete(uri);
        const document = documents.get(uri);
        if (!document) return;
        const ctx = contextOf(uri);
        void connection.sendDiagnostics({
          uri,
          version: document.version,
          diagnostics: ctx
            ? diagnostics(ctx)
            : [
                {
                  range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
                  message: `the sheet has more than ${maxSheetLength.toLocaleString('en-US')} characters, too many for an offer sheet`,
                  severity: 1,
                  source: 'payola',
                },
              ],
        });
      }, debounceMs),
    );
  };

  connection.onInitialize((params: InitializeParams): InitializeResult => {
    setGame(params.initializationOptions as Partial<SheetGameParams> | undefined);
    return {
      capabilities: sheetCapabilities,
      serverInfo: { name: 'payola-language-server (browser)', version: serverVersion },
    };
  });
  connection.onNotification(sheetGameNotification, (params) => setGame(params));

  connection.onDidOpenTextDocument(({ textDocument: d }) => {
    documents.set(d.uri, TextDocument.create(d.uri, d.languageId, d.version, d.text));
    validate(d.uri);
  });
  connection.onDidChangeTextDocument(({ textDocument: d, contentChanges }) => {
    const document = documents.get(d.uri);
    if (!document) return;
    TextDocument.update(document, contentChanges, d.version);
    validate(d.uri);
  });
  connection.onDidCloseTextDocument(({ textDocument: d }) => {
    documents.delete(d.uri);
    contexts.delete(d.uri);
    clearTimeout(timers.get(d.uri));
    void connection.sendDiagnostics({ uri: d.uri, diagnostics: [] });
  });

  const on = <R>(uri: string, empty: R, answer: (ctx: DocumentContext) => R): R => {
    const ctx = contextOf(uri);
    return ctx ? answer(ctx) : empty;
  };
  connection.onHover((p) => on(p.textDocument.uri, null, (ctx) => hover(p, ctx)));
  connection.onCompletion((p, token) => on(p.textDocument.uri, [], (ctx) => completion(p, ctx, token)));
  connection.onCodeAction((p) => on(p.textDocument.uri, [], (ctx) => codeActions(p, ctx)));
  connection.onDocumentSymbol((p) => on(p.textDocument.uri, [], documentSymbols));
  connection.onDocumentFormatting((p, token) => on(p.textDocument.uri, [], (ctx) => formatting(ctx, undefined, token)));
  connection.languages.semanticTokens.on((p, token) =>
    on(p.textDocument.uri, { data: [] }, (ctx) => semanticTokens(ctx, token)),
  );

  connection.listen();
  return { environment: () => env };
}
