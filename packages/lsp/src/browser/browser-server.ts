// The language server for a browser (a web worker): the same feature functions as the Node server
// (features/), on documents the page sends, checked against a game the page gives (a custom
// notification or the initialization options) instead of game files found on disk. Its handlers
// run inside the same guard as the Node server's (guard.ts), with the same parameter declarations
// (request-params.ts) and life cycle (lifecycle.ts).
import { loadGame } from '@payola/engine';
import {
  ErrorCodes,
  ResponseError,
  type Connection,
  type InitializeError,
  type InitializeParams,
  type InitializeResult,
} from 'vscode-languageserver';
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
import { HandlerGuard } from '../guard.js';
import { Lifecycle } from '../lifecycle.js';
import { serverVersion } from '../version.js';
import { maxSheetLength as serverMaxSheetLength, oversizedContext } from '../workspace/sheet-limits.js';
import { sheetGameNotification, type BrowserServerOptions, type SheetGameParams } from './browser-protocol.js';

/** Validation waits for a pause in typing. */
const debounceMs = 150;

export interface BrowserServerHandle {
  /** The environment sheets are checked in now. */
  environment(): SheetEnvironment;
}

/** Wires the features to a connection (over the worker's messages) and starts listening. */
export function startBrowserServer(connection: Connection): BrowserServerHandle {
  const lifecycle = new Lifecycle();
  const guard = new HandlerGuard({ error: (message) => connection.console.error(message) }, undefined, lifecycle);
  const documents = new Map<string, TextDocument>();
  const contexts = new Map<string, DocumentContext>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  let env: SheetEnvironment = environment();
  let maxSheetLength = serverMaxSheetLength;

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
    if (!document) return undefined;
    const cached = contexts.get(uri);
    if (cached?.version === document.version) return cached;
    const text = document.getText();
    // The judge's limit (the page's): such a sheet would be refused, so the warning is an error.
    const ctx =
      text.length > maxSheetLength
        ? oversizedContext({ uri, version: document.version, length: text.length }, env, maxSheetLength, 'error')
        : buildContext({ uri, version: document.version, text }, env);
    contexts.set(uri, ctx);
    return ctx;
  };

  const validate = (uri: string) => {
    clearTimeout(timers.get(uri));
    timers.set(
      uri,
      setTimeout(() => {
        timers.delete(uri);
        // A failure is logged (once per message), never thrown out of the worker's timer.
        void guard.run('validation', () => {
          const document = documents.get(uri);
          if (!document) return;
          const ctx = contextOf(uri);
          if (ctx) void connection.sendDiagnostics({ uri, version: document.version, diagnostics: diagnostics(ctx) });
        });
      }, debounceMs),
    );
  };

  connection.onInitialize((params: InitializeParams): InitializeResult | ResponseError<InitializeError> => {
    const refused = guard.initialize(params);
    if (refused) return refused;
    // Any value: setGame uses a game it can load, a power that is a string, and ignores the rest.
    const options = params.initializationOptions as BrowserServerOptions | undefined;
    const limit = options?.maxSheetLength;
    if (typeof limit === 'number' && Number.isInteger(limit) && limit > 0)
      maxSheetLength = Math.min(limit, serverMaxSheetLength);
    setGame(options);
    return {
      capabilities: sheetCapabilities,
      serverInfo: { name: 'payola-language-server (browser)', version: serverVersion },
    };
  });
  connection.onShutdown(() => {
    lifecycle.shutdown();
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
  });
  // Methods without a handler: before initialize and after shutdown the life cycle's answer
  // (ServerNotInitialized, InvalidRequest), otherwise MethodNotFound as usual.
  connection.onRequest(
    (method) => lifecycle.refusal(method) ?? new ResponseError(ErrorCodes.MethodNotFound, `Unhandled method ${method}`),
  );
  connection.onNotification(
    sheetGameNotification,
    guard.notification('sheetGame', (params) => setGame(params)),
  );

  connection.onDidOpenTextDocument(
    guard.notification('didOpen', ({ textDocument: d }) => {
      documents.set(d.uri, TextDocument.create(d.uri, d.languageId, d.version, d.text));
      validate(d.uri);
    }),
  );
  connection.onDidChangeTextDocument(
    guard.notification('didChange', ({ textDocument: d, contentChanges }) => {
      const document = documents.get(d.uri);
      if (!document) return;
      TextDocument.update(document, contentChanges, d.version ?? document.version + 1);
      validate(d.uri);
    }),
  );
  connection.onDidCloseTextDocument(
    guard.notification('didClose', ({ textDocument: d }) => {
      documents.delete(d.uri);
      contexts.delete(d.uri);
      clearTimeout(timers.get(d.uri));
      timers.delete(d.uri);
      void connection.sendDiagnostics({ uri: d.uri, diagnostics: [] });
    }),
  );

  const on = <R>(uri: string, empty: R, answer: (ctx: DocumentContext) => R): R => {
    const ctx = contextOf(uri);
    return ctx ? answer(ctx) : empty;
  };
  connection.onHover(guard.request('hover', (p) => on(p.textDocument.uri, null, (ctx) => hover(p, ctx))));
  connection.onCompletion(
    guard.request('completion', (p, token) => on(p.textDocument.uri, [], (ctx) => completion(p, ctx, token))),
  );
  connection.onCodeAction(guard.request('codeAction', (p) => on(p.textDocument.uri, [], (ctx) => codeActions(p, ctx))));
  connection.onDocumentSymbol(guard.request('documentSymbol', (p) => on(p.textDocument.uri, [], documentSymbols)));
  connection.onDocumentFormatting(
    guard.request('formatting', (p, token) => on(p.textDocument.uri, [], (ctx) => formatting(ctx, undefined, token))),
  );
  connection.languages.semanticTokens.on(
    guard.request('semanticTokens', (p, token) =>
      on(p.textDocument.uri, { data: [] }, (ctx) => semanticTokens(ctx, token)),
    ),
  );

  connection.listen();
  return { environment: () => env };
}
