// "Payola: Show Board": a webview beside the sheet with the server's picture of the board and the
// orders the sheet's offers ask for (`payola/board`), redrawn as the sheet changes (debounced) and
// when the server re-validates it (a game file changed). One panel per sheet.
import { randomBytes } from 'node:crypto';
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { boardHtml } from './board-html.js';
import { boardRequest } from './protocol.js';

/** Edits closer together than this are drawn once. */
const redrawDelay = 300;

interface Panel {
  readonly panel: vscode.WebviewPanel;
  timer?: ReturnType<typeof setTimeout>;
  /** Answers to older requests are dropped. */
  generation: number;
}

export class BoardPanels implements vscode.Disposable {
  private readonly panels = new Map<string, Panel>();
  private readonly subscriptions: vscode.Disposable[];

  constructor(private readonly client: () => LanguageClient | undefined) {
    this.subscriptions = [vscode.workspace.onDidChangeTextDocument((e) => this.changed(e.document.uri.toString()))];
  }

  /** Opens (or reveals) the board of the sheet `uri`. */
  async show(uri: vscode.Uri): Promise<void> {
    const key = uri.toString();
    const known = this.panels.get(key);
    if (known) {
      known.panel.reveal(vscode.ViewColumn.Beside, true);
      return this.draw(key);
    }
    const name = uri.path.split('/').pop() ?? 'sheet';
    const panel = vscode.window.createWebviewPanel(
      'payola.board',
      `Board — ${name}`,
      { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
      { enableScripts: false, localResourceRoots: [] },
    );
    this.panels.set(key, { panel, generation: 0 });
    panel.onDidDispose(() => {
      const entry = this.panels.get(key);
      if (entry?.timer) clearTimeout(entry.timer);
      this.panels.delete(key);
    });
    await this.draw(key);
  }

  /** The sheet changed (an edit, or the server validated it again): redraw soon. */
  changed(uri: string): void {
    const entry = this.panels.get(uri);
    if (!entry) return;
    if (entry.timer) clearTimeout(entry.timer);
    entry.timer = setTimeout(() => {
      entry.timer = undefined;
      void this.draw(uri);
    }, redrawDelay);
  }

  private async draw(uri: string): Promise<void> {
    const entry = this.panels.get(uri);
    const client = this.client();
    if (!entry || !client) return;
    const generation = ++entry.generation;
    try {
      const result = await client.sendRequest(boardRequest, { uri });
      if (entry.generation !== generation || !this.panels.has(uri)) return;
      entry.panel.webview.html = boardHtml(result, randomBytes(16).toString('base64'));
    } catch (error) {
      if (entry.generation !== generation) return;
      entry.panel.webview.html = boardHtml(
        {
          title: 'No board',
          orders: [],
          text: `The board could not be drawn: ${error instanceof Error ? error.message : String(error)}`,
          refused: true,
        },
        randomBytes(16).toString('base64'),
      );
    }
  }

  dispose(): void {
    for (const entry of this.panels.values()) entry.panel.dispose();
    for (const s of this.subscriptions) s.dispose();
  }
}
