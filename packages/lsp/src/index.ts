/**
 * `@payola/lsp`: the language server of Payola Diplomacy offer sheets. `startServer(connection)`
 * runs it on any connection; the feature functions are pure and usable on their own.
 */
export * from './protocol.js';
export { startServer, serverName, type ServerHandle, type ServerOptions } from './server.js';
export { serverVersion } from './version.js';
export {
  buildContext,
  environment,
  type DocumentContext,
  type SheetEnvironment,
  type SheetAnalyzer,
} from './features/context.js';
export { diagnostics } from './features/diagnostics.js';
export { hover } from './features/hover.js';
export { completion } from './features/completion.js';
export { codeActions } from './features/code-actions.js';
export { documentSymbols } from './features/document-symbols.js';
export { formatting } from './features/formatting.js';
export { semanticTokens, semanticTokensLegend } from './features/semantic-tokens.js';
export { inlayHints } from './features/inlay-hints.js';
export { offerScheduleMarkdown, sheetScheduleMarkdown } from './features/schedule-table.js';
export { previewAdjudication, type PreviewSheet } from './features/preview-adjudication.js';
export { sheetStatus } from './features/sheet-status.js';
export { toLspPosition, toLspRange } from './positions.js';
export { readSettings, defaultSettings, type PayolaSettings } from './workspace/settings.js';
export { SheetWorkspace, type SheetState, type WorkspacePort } from './workspace/sheet-workspace.js';
