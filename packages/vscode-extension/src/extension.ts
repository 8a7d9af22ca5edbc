// The VS Code extension: a thin client. It starts the bundled Payola language server, forwards the
// `payola.*` settings, shows the server's sheet status in the status bar and opens the server's
// reduction schedule and adjudication preview. All the intelligence lives in the server.
import * as path from 'node:path';
import * as vscode from 'vscode';
import {
  LanguageClient,
  TransportKind,
  type LanguageClientOptions,
  type ServerOptions,
} from 'vscode-languageclient/node';
import {
  previewAdjudicationRequest,
  reductionScheduleRequest,
  sheetStatusNotification,
  type SheetStatus,
} from './protocol.js';
import { BoardPanels } from './board-view.js';
import { PreviewContentProvider } from './preview.js';
import { forwardedSettings, serverSettingNames } from './settings.js';
import { statusCommand, statusText, statusTooltip } from './status.js';

const languageId = 'payola';
/** LSP error codes of a request stopped early (the server's previews/runner.ts). */
const contentModified = -32801;
const requestCancelled = -32800;
let client: LanguageClient | undefined;

/** The `payola.*` settings declared in the manifest, as the server reads them (settings.ts). */
function readSettings(context: vscode.ExtensionContext): Record<string, unknown> {
  const config = vscode.workspace.getConfiguration('payola');
  return forwardedSettings(serverSettingNames(context.extension.packageJSON), (name) => config.get(name));
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  // server.js is bundled next to extension.js (see scripts/build.mjs).
  const serverModule = context.asAbsolutePath(path.join('dist', 'server.js'));
  const serverOptions: ServerOptions = {
    run: { module: serverModule, transport: TransportKind.ipc },
    debug: {
      module: serverModule,
      transport: TransportKind.ipc,
      options: { execArgv: ['--nolazy', '--inspect=6009'] },
    },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      { scheme: 'file', language: languageId },
      { scheme: 'untitled', language: languageId },
    ],
    initializationOptions: readSettings(context),
    synchronize: {
      configurationSection: 'payola',
      // Game files and sheets beside them change what a sheet means (balances, other powers' sheets);
      // a configuration changes which diagnostics are shown.
      fileEvents: vscode.workspace.createFileSystemWatcher(
        '**/{*.payola,game.json,payola-game.json,payola.config.json}',
      ),
    },
    outputChannelName: 'Payola Language Server',
  };
  // The id `payola` makes the client read the `payola.trace.server` setting.
  client = new LanguageClient(languageId, 'Payola Language Server', serverOptions, clientOptions);

  const previews = new PreviewContentProvider();
  context.subscriptions.push(
    previews,
    vscode.workspace.registerTextDocumentContentProvider('payola-preview', previews),
  );

  const boards = new BoardPanels(() => client);
  context.subscriptions.push(boards);

  // Status bar: the active sheet's power and phase, and its balance, savings and committed total
  // (movement phases) or its dislodged units, builds or disbands (retreat and adjustment phases).
  const statuses = new Map<string, SheetStatus>();
  const item = vscode.window.createStatusBarItem('payola.sheetStatus', vscode.StatusBarAlignment.Left, 50);
  item.name = 'Payola sheet';
  context.subscriptions.push(item);
  const refreshStatus = (): void => {
    const document = vscode.window.activeTextEditor?.document;
    const status = document?.languageId === languageId ? statuses.get(document.uri.toString()) : undefined;
    if (status === undefined) {
      item.hide();
      return;
    }
    item.text = statusText(status);
    item.tooltip = statusTooltip(status);
    item.command = statusCommand(status);
    item.show();
  };
  context.subscriptions.push(
    client.onNotification(sheetStatusNotification, (status: SheetStatus) => {
      statuses.set(status.uri, status);
      refreshStatus();
      boards.changed(status.uri);
    }),
    vscode.window.onDidChangeActiveTextEditor(refreshStatus),
    vscode.workspace.onDidCloseTextDocument((d) => {
      statuses.delete(d.uri.toString());
      refreshStatus();
    }),
  );

  const sheetUri = (arg: unknown): vscode.Uri | undefined => {
    if (arg instanceof vscode.Uri) return arg;
    const document = vscode.window.activeTextEditor?.document;
    if (document?.languageId === languageId) return document.uri;
    void vscode.window.showWarningMessage('Open a Payola offer sheet (.payola) first.');
    return undefined;
  };

  /**
   * Sends one of the long requests. A preview stopped because the sheet changed or a newer request
   * replaced it is not an error to show; anything else is.
   */
  const ask = async <R>(send: () => Promise<R>): Promise<R | undefined> => {
    try {
      return await send();
    } catch (error) {
      const code = (error as { code?: unknown } | undefined)?.code;
      if (code === contentModified)
        void vscode.window.showInformationMessage('Payola: the sheet changed while the preview ran; run it again.');
      else if (code !== requestCancelled)
        void vscode.window.showErrorMessage(`Payola: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  };

  context.subscriptions.push(
    vscode.commands.registerCommand('payola.showReductionSchedule', async (arg?: unknown) => {
      const uri = sheetUri(arg);
      if (uri === undefined || client === undefined) return;
      const running = client;
      const answer = await ask(() => running.sendRequest(reductionScheduleRequest, { uri: uri.toString() }));
      if (answer === undefined) return;
      const target = PreviewContentProvider.uriFor(uri, 'reduction schedule.md');
      previews.set(target, answer.markdown);
      const document = await vscode.workspace.openTextDocument(target);
      await vscode.languages.setTextDocumentLanguage(document, 'markdown');
      try {
        // The built-in Markdown extension renders the table; it reads the read-only document.
        await vscode.commands.executeCommand('markdown.showPreviewToSide', target);
      } catch {
        await vscode.window.showTextDocument(document, { viewColumn: vscode.ViewColumn.Beside, preview: true });
      }
      if (answer.refused === true) void vscode.window.showWarningMessage(`Payola: ${answer.markdown}`);
    }),
    vscode.commands.registerCommand('payola.showBoard', async (arg?: unknown) => {
      const uri = sheetUri(arg);
      if (uri !== undefined) await boards.show(uri);
    }),
    vscode.commands.registerCommand('payola.previewAdjudication', async (arg?: unknown) => {
      const uri = sheetUri(arg);
      if (uri === undefined || client === undefined) return;
      const running = client;
      const answer = await ask(() => running.sendRequest(previewAdjudicationRequest, { uri: uri.toString() }));
      if (answer === undefined) return;
      const target = PreviewContentProvider.uriFor(uri, 'adjudication.txt');
      previews.set(target, answer.text);
      const document = await vscode.workspace.openTextDocument(target);
      await vscode.window.showTextDocument(document, { viewColumn: vscode.ViewColumn.Beside, preview: true });
      if (answer.refused === true)
        void vscode.window.showWarningMessage('Payola: the adjudication could not run; the preview says why.');
    }),
  );

  await client.start();
}

export async function deactivate(): Promise<void> {
  if (client !== undefined) await client.stop();
  client = undefined;
}
