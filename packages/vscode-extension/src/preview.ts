// Read-only documents for the server's answers (reduction schedule, adjudication preview), served
// under the `payola-preview:` scheme. No other logic: the text comes from the server as is.
import * as vscode from 'vscode';

export const previewScheme = 'payola-preview';

export class PreviewContentProvider implements vscode.TextDocumentContentProvider {
  private readonly contents = new Map<string, string>();
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changed.event;

  /** The URI of a preview `kind` (e.g. `adjudication.txt`) of the sheet `source`. */
  static uriFor(source: vscode.Uri, kind: string): vscode.Uri {
    const name = source.path.split('/').pop() ?? 'sheet';
    return vscode.Uri.from({ scheme: previewScheme, path: `/${name} — ${kind}`, query: source.toString() });
  }

  set(uri: vscode.Uri, text: string): void {
    this.contents.set(uri.toString(), text);
    this.changed.fire(uri);
  }

  provideTextDocumentContent(uri: vscode.Uri): string {
    return this.contents.get(uri.toString()) ?? '';
  }

  dispose(): void {
    this.changed.dispose();
  }
}
