// The language server: LSP messages in, features out. Documents are synced here, validated by
// the workspace layer (debounced, cancellable, versioned) and every request is answered by a
// pure feature function on the document's current context, inside a guard (guard.ts).
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DidChangeConfigurationNotification,
  DidChangeWatchedFilesNotification,
  ErrorCodes,
  LSPErrorCodes,
  MessageType,
  ResponseError,
  type Connection,
  type InitializeError,
  type InitializeParams,
  type InitializeResult,
} from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { boardPicture } from './features/board-picture.js';
import { codeActions } from './features/code-actions.js';
import { completion } from './features/completion.js';
import { sheetCapabilities } from './capabilities.js';
import type { DocumentContext } from './features/context.js';
import { diagnostics } from './features/diagnostics.js';
import { documentSymbols } from './features/document-symbols.js';
import { formatting } from './features/formatting.js';
import { hover } from './features/hover.js';
import { inlayHints } from './features/inlay-hints.js';
import { previewRefusal } from './features/preview-adjudication.js';
import { scheduleRefusal } from './features/schedule-table.js';
import { semanticTokens } from './features/semantic-tokens.js';
import { sheetStatus } from './features/sheet-status.js';
import { HandlerGuard, throwIfCancelled } from './guard.js';
import { Lifecycle } from './lifecycle.js';
import { serverVersion } from './version.js';
import {
  boardRequest,
  previewAdjudicationRequest,
  reductionScheduleRequest,
  sheetStatusNotification,
  type BoardPictureResult,
  type PreviewAdjudicationResult,
  type ReductionScheduleResult,
  type SheetParams,
} from './protocol.js';
import type { PreviewAdjudicationJob, ReductionScheduleJob } from './previews/jobs.js';
import { PreviewRunner, refusal } from './previews/runner.js';
import { gatherSheets } from './workspace/preview-sheets.js';
import { uriPath } from './workspace/sheet-environment.js';
import { maxSheetLength, SheetWorkspace } from './workspace/sheet-workspace.js';
import { oversizedMessage } from './workspace/sheet-limits.js';

export const serverName = 'payola-language-server';

export interface ServerHandle {
  readonly workspace: SheetWorkspace;
  readonly lifecycle: Lifecycle;
}

export interface ServerOptions {
  /**
   * The preview worker's script: by default `previews/worker.js` beside this module; a bundle
   * (the VS Code extension's) names its own copy.
   */
  readonly previewWorker?: string | URL;
}

/** Wires the server to a connection and starts listening. */
export function startServer(connection: Connection, options: ServerOptions = {}): ServerHandle {
  const lifecycle = new Lifecycle();
  const guard = new HandlerGuard({ error: (message) => connection.console.error(message) }, undefined, lifecycle);
  const texts = new Map<string, TextDocument>();
  let configurationCapable = false;
  const workspace = new SheetWorkspace({
    configuration: async (uri) =>
      configurationCapable
        ? ((await connection.workspace.getConfiguration({ scopeUri: uri, section: 'payola' })) as unknown)
        : undefined,
    publish: (ctx) => {
      const found = diagnostics(ctx, (code, setting) =>
        workspace.keptError(ctx.configFile === undefined ? undefined : uriPath(ctx.configFile), code, setting),
      );
      void connection.sendDiagnostics({ uri: ctx.uri, version: ctx.version, diagnostics: found });
      void connection.sendNotification(sheetStatusNotification, sheetStatus(ctx));
    },
    showMessage: (type, message) =>
      void connection.sendNotification('window/showMessage', {
        type: type === 'info' ? MessageType.Info : MessageType.Warning,
        message,
      }),
    error: (message) => connection.console.error(message),
  });

  let runner: PreviewRunner | undefined;
  const previews = () =>
    (runner ??= new PreviewRunner({
      script: options.previewWorker ?? new URL('./previews/worker.js', import.meta.url),
      log: (message) => connection.console.log(message),
    }));

  let watchRegistration = false;
  let configurationRegistration = false;
  connection.onInitialize((params: InitializeParams): InitializeResult | ResponseError<InitializeError> => {
    const refused = guard.initialize(params);
    if (refused) return refused;
    const capabilities = params.capabilities;
    configurationCapable = capabilities.workspace?.configuration === true;
    watchRegistration = capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
    configurationRegistration = capabilities.workspace?.didChangeConfiguration?.dynamicRegistration === true;
    workspace.setInitializationOptions(params.initializationOptions);
    const folders = (params.workspaceFolders ?? [])
      .map((f) => uriPath(f.uri))
      .filter((p): p is string => p !== undefined);
    const root = params.rootUri ? uriPath(params.rootUri) : undefined;
    workspace.setWorkspaceFolders(folders.length > 0 ? folders : root !== undefined ? [root] : []);
    return {
      capabilities: { ...sheetCapabilities, documentRangeFormattingProvider: true, inlayHintProvider: true },
      serverInfo: { name: serverName, version: serverVersion },
    };
  });

  connection.onShutdown(() => {
    lifecycle.shutdown();
    workspace.dispose();
    runner?.dispose();
  });
  // Methods without a handler: before initialize and after shutdown the life cycle's answer
  // (ServerNotInitialized, InvalidRequest), otherwise MethodNotFound as usual.
  connection.onRequest(
    (method) => lifecycle.refusal(method) ?? new ResponseError(ErrorCodes.MethodNotFound, `Unhandled method ${method}`),
  );

  connection.onInitialized(
    guard.notification('initialized', async () => {
      if (watchRegistration) {
        await connection.client.register(DidChangeWatchedFilesNotification.type, {
          watchers: [{ globPattern: '**/*.json' }],
        });
      }
      if (configurationRegistration)
        await connection.client.register(DidChangeConfigurationNotification.type, { section: 'payola' });
    }),
  );
  connection.onDidChangeConfiguration(
    guard.notification('didChangeConfiguration', (params) => {
      // Clients without `workspace/configuration` push the settings here.
      if (!configurationCapable && params?.settings) workspace.setInitializationOptions(params.settings);
      workspace.configurationChanged();
    }),
  );
  connection.onDidChangeWatchedFiles(
    guard.notification('didChangeWatchedFiles', (params) => {
      workspace.filesChanged(params.changes.map((c) => uriPath(c.uri)).filter((p): p is string => p !== undefined));
    }),
  );

  // Document sync.
  connection.onDidOpenTextDocument(
    guard.notification('didOpen', ({ textDocument: d }) => {
      const document = TextDocument.create(d.uri, d.languageId, d.version, d.text);
      texts.set(d.uri, document);
      workspace.open(d.uri, d.version, document.getText());
    }),
  );
  connection.onDidChangeTextDocument(
    guard.notification('didChange', ({ textDocument: d, contentChanges }) => {
      const document = texts.get(d.uri);
      if (!document) return;
      TextDocument.update(document, contentChanges, d.version ?? document.version + 1);
      workspace.change(d.uri, document.version, document.getText());
      runner?.documentChanged(d.uri);
    }),
  );
  connection.onDidCloseTextDocument(
    guard.notification('didClose', ({ textDocument: d }) => {
      texts.delete(d.uri);
      workspace.close(d.uri);
      void connection.sendDiagnostics({ uri: d.uri, diagnostics: [] });
    }),
  );

  // Requests: each a feature on the current context.
  const withContext = <R>(uri: string, empty: R, answer: (ctx: DocumentContext) => R): R => {
    const ctx = workspace.contextNow(uri);
    return ctx ? answer(ctx) : empty;
  };
  connection.onHover(guard.request('hover', (p) => withContext(p.textDocument.uri, null, (ctx) => hover(p, ctx))));
  connection.onCompletion(
    guard.request('completion', (p, token) => withContext(p.textDocument.uri, [], (ctx) => completion(p, ctx, token))),
  );
  connection.onCodeAction(
    guard.request('codeAction', (p) => withContext(p.textDocument.uri, [], (ctx) => codeActions(p, ctx))),
  );
  connection.onDocumentSymbol(
    guard.request('documentSymbol', (p) => withContext(p.textDocument.uri, [], documentSymbols)),
  );
  connection.onDocumentFormatting(
    guard.request('formatting', (p, token) =>
      withContext(p.textDocument.uri, [], (ctx) => formatting(ctx, undefined, token)),
    ),
  );
  connection.onDocumentRangeFormatting(
    guard.request('rangeFormatting', (p, token) =>
      withContext(p.textDocument.uri, [], (ctx) => formatting(ctx, p.range, token)),
    ),
  );
  connection.languages.semanticTokens.on(
    guard.request('semanticTokens', (p, token) =>
      withContext(p.textDocument.uri, { data: [] }, (ctx) => semanticTokens(ctx, token)),
    ),
  );
  connection.languages.inlayHint.on(
    guard.request('inlayHint', (p) => withContext(p.textDocument.uri, [], (ctx) => inlayHints(ctx, p.range))),
  );

  // The custom requests take `{ uri }` (protocol.ts), checked by the guard like every other
  // message (request-params.ts). A sheet that is not open has no context to answer from
  // (RequestFailed): an error, never a result that a client could show as if it were the schedule
  // or the adjudication.
  const openSheet = (method: string, { uri }: SheetParams): DocumentContext => {
    const ctx = workspace.contextNow(uri);
    if (!ctx)
      throw new ResponseError(
        LSPErrorCodes.RequestFailed,
        `payola: ${method}: ${uri} is not open (send textDocument/didOpen first)`,
      );
    return ctx;
  };
  // The two expensive requests run in a worker thread (previews/runner.ts): hovers, completion and
  // diagnostics stay answered while they run, and each is stopped by cancellation, a newer
  // request, an edit of a sheet it read, or its time limit (`payola.previewTimeLimit`).
  const length = (ctx: DocumentContext) => workspace.text(ctx.uri)?.length ?? 0;
  const tooLarge = (ctx: DocumentContext) => length(ctx) > maxSheetLength;
  const overLimit = (ctx: DocumentContext) => oversizedMessage(length(ctx), maxSheetLength);
  connection.onRequest(
    reductionScheduleRequest,
    guard.request('reductionSchedule', async (p, token): Promise<ReductionScheduleResult> => {
      const ctx = openSheet(reductionScheduleRequest.method, p);
      const outside = scheduleRefusal(ctx);
      if (outside !== undefined) return refusal({ kind: 'reductionSchedule' }, outside);
      if (tooLarge(ctx)) return refusal({ kind: 'reductionSchedule' }, overLimit(ctx));
      const job: ReductionScheduleJob = {
        kind: 'reductionSchedule',
        uri: ctx.uri,
        text: ctx.text,
        ...(ctx.game && ctx.gameFile !== undefined && { gamePath: fileURLToPath(ctx.gameFile) }),
        ...(ctx.power !== undefined && { power: ctx.power }),
        settings: ctx.settings,
      };
      return previews().run(job, { inputs: [ctx.uri], timeLimitMs: ctx.settings.previewTimeLimit, token });
    }),
  );
  connection.onRequest(
    previewAdjudicationRequest,
    guard.request('previewAdjudication', async (p, token): Promise<PreviewAdjudicationResult> => {
      const ctx = openSheet(previewAdjudicationRequest.method, p);
      if (!ctx.game || ctx.gameFile === undefined)
        return { text: `Cannot preview the adjudication: ${ctx.note ?? 'no game file'}.`, refused: true };
      const why = previewRefusal(ctx.game);
      if (why !== undefined) return refusal({ kind: 'previewAdjudication' }, why);
      if (tooLarge(ctx)) return refusal({ kind: 'previewAdjudication' }, overLimit(ctx));
      const gamePath = fileURLToPath(ctx.gameFile);
      const sheetPath = uriPath(ctx.uri);
      const { sheets, skipped, uris } = gatherSheets(
        ctx.game,
        gamePath,
        (uri) => workspace.text(uri),
        sheetPath
          ? { path: sheetPath, text: ctx.text, ...(ctx.power !== undefined && { power: ctx.power }) }
          : undefined,
      );
      throwIfCancelled(token);
      const job: PreviewAdjudicationJob = {
        kind: 'previewAdjudication',
        uri: ctx.uri,
        gamePath,
        gameFileName: gamePath.slice(dirname(dirname(gamePath)).length + 1),
        sheets,
        skipped,
        seed: ctx.settings.previewSeed,
      };
      return previews().run(job, {
        inputs: [ctx.uri, ...uris],
        timeLimitMs: ctx.settings.previewTimeLimit,
        token,
      });
    }),
  );

  // The board picture: renderBoard is fast (a few milliseconds), so it runs here.
  connection.onRequest(
    boardRequest,
    guard.request('board', (p): BoardPictureResult => boardPicture(openSheet(boardRequest.method, p))),
  );

  connection.listen();
  return { workspace, lifecycle };
}
