// The sheet editor: Monaco (monaco-vscode-api) with a language client talking to the project's
// language server in a module worker. The page gives the game as the player sees it, and the
// player's power, so the sheet is checked exactly as the judge will check it.
import { LogLevel } from '@codingame/monaco-vscode-api';
import type { BrowserServerOptions } from '@payola/lsp/browser';
import { maxSheetLength } from '@payola/server/limits';
import { EditorApp } from 'monaco-languageclient/editorApp';
import { LanguageClientWrapper } from 'monaco-languageclient/lcwrapper';
import { MonacoVscodeApiWrapper } from 'monaco-languageclient/vscodeApiWrapper';
import { configureDefaultWorkerFactory } from 'monaco-languageclient/workerFactory';

export interface SheetEditor {
  text(): string;
  setText(text: string): void;
  /** Called after every change of the text, typed or set. */
  onChange(listener: () => void): void;
}

let apiStarted: Promise<void> | undefined;

function startApi(): Promise<void> {
  // monaco-vscode-api starts once per page.
  apiStarted ??= new MonacoVscodeApiWrapper({
    $type: 'classic',
    viewsConfig: { $type: 'EditorService' },
    logLevel: LogLevel.Warning,
    userConfiguration: {
      json: JSON.stringify({
        'editor.wordBasedSuggestions': 'off',
        'editor.hover.delay': 150,
        'editor.minimap.enabled': false,
        'editor.lightbulb.enabled': 'on',
      }),
    },
    monacoWorkerFactory: configureDefaultWorkerFactory,
  }).start();
  return apiStarted;
}

export async function sheetEditor(
  container: HTMLElement,
  options: { text: string; game: unknown; map?: unknown; power: string; label: string },
): Promise<SheetEditor> {
  await startApi();
  const uri = `/sheets/${encodeURIComponent(options.power)}.payola`;
  const worker = new Worker(new URL('./language-server.worker.ts', import.meta.url), {
    type: 'module',
    name: 'payola-language-server',
  });
  const client = new LanguageClientWrapper({
    languageId: 'payola',
    connection: { options: { $type: 'WorkerDirect', worker } },
    clientOptions: {
      documentSelector: [{ language: 'payola' }],
      // The judge's limit: a longer sheet is said to be too long as it is typed, not only when sent.
      initializationOptions: {
        game: options.game,
        power: options.power,
        map: options.map,
        maxSheetLength,
      } satisfies BrowserServerOptions,
    },
    logLevel: LogLevel.Warning,
  });
  const app = new EditorApp({
    codeResources: { modified: { text: options.text, uri, enforceLanguageId: 'payola' } },
    languageDef: {
      languageExtensionConfig: { id: 'payola', extensions: ['.payola'], aliases: ['Payola'] },
      monarchLanguage: {
        tokenizer: {
          root: [
            [/%.*$/, 'comment'],
            [/\b(ACCEPT|BUILD|DISBAND|REMOVE|WAIVE)\b/, 'keyword'],
            [/\d+(\.\d+)?/, 'number'],
            [/[:!>@&|#*$?+-]/, 'operator'],
          ],
        },
      },
    },
    editorOptions: {
      automaticLayout: true,
      ariaLabel: options.label,
      fontSize: 15,
      scrollBeyondLastLine: false,
    },
  });
  await app.start(container);
  await client.start();
  const editor = app.getEditor()!;
  return {
    text: () => editor.getValue(),
    setText: (text) => editor.setValue(text),
    onChange: (listener) => void editor.onDidChangeModelContent(() => listener()),
  };
}
