/**
 * `@payola/lsp/browser`: the language server for a web worker. The worker creates the connection
 * (`vscode-languageserver/browser`) and calls `startBrowserServer`; the page sends the game with
 * `sheetGameNotification` or as initializationOptions.
 */
export { startBrowserServer, type BrowserServerHandle } from './browser-server.js';
export { sheetGameNotification, type BrowserServerOptions, type SheetGameParams } from './browser-protocol.js';
