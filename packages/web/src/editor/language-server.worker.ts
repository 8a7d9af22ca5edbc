// The project's language server in a web worker: the same diagnostics, reduction-schedule hovers,
// completion of legal orders and quick fixes as in VS Code (@payola/lsp/browser).
import { startBrowserServer } from '@payola/lsp/browser';
import { BrowserMessageReader, BrowserMessageWriter, createConnection } from 'vscode-languageserver/browser';

const scope = self as unknown as MessagePort;
startBrowserServer(createConnection(new BrowserMessageReader(scope), new BrowserMessageWriter(scope)));
