// Minimal wiring (first version): diagnostics from the parser and the checker.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeSheet, gameFileNames, loadGame, powerOfSheet, standardMap, type Game } from '@payola/engine';
import { parseSheet } from '@payola/parser';
import { DiagnosticSeverity, TextDocuments, TextDocumentSyncKind, type Connection, type Diagnostic } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { toLspRange } from './positions.js';

export function startServer(connection: Connection): void {
  const documents = new TextDocuments(TextDocument);
  connection.onInitialize(() => ({ capabilities: { textDocumentSync: TextDocumentSyncKind.Incremental } }));
  const validate = (doc: TextDocument) => {
    try {
      const { sheet, errors } = parseSheet(doc.getText());
      let game: Game | undefined;
      let power: string | undefined;
      if (doc.uri.startsWith('file:')) {
        const path = fileURLToPath(doc.uri);
        let dir = dirname(path);
        for (;;) {
          const found = gameFileNames.map((n) => join(dir, n)).find((p) => existsSync(p));
          if (found) {
            try {
              const loaded = loadGame(JSON.parse(readFileSync(found, 'utf8')), { readMap: (r) => JSON.parse(readFileSync(join(dirname(found), r), 'utf8')) });
              if (loaded.ok) {
                game = loaded.game;
                power = powerOfSheet(game, relative(dirname(found), path).split('\\').join('/'));
              }
            } catch {
              // fall back to map-only checks
            }
            break;
          }
          const parent = dirname(dir);
          if (parent === dir) break;
          dir = parent;
        }
      }
      const checked = analyzeSheet(sheet, game ? { game, ...(power !== undefined && { power }) } : { map: standardMap });
      const diagnostics: Diagnostic[] = [...errors, ...checked.diagnostics].map((d) => ({
        range: toLspRange(d.range),
        message: d.message,
        code: d.code,
        source: 'payola',
        severity: d.severity === 'error' ? DiagnosticSeverity.Error : d.severity === 'warning' ? DiagnosticSeverity.Warning : DiagnosticSeverity.Information,
      }));
      void connection.sendDiagnostics({ uri: doc.uri, version: doc.version, diagnostics });
    } catch (error) {
      connection.console.error(`validation failed: ${(error as Error).stack ?? error}`);
    }
  };
  documents.onDidChangeContent((e) => validate(e.document));
  documents.onDidClose((e) => void connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] }));
  documents.listen(connection);
  connection.listen();
}
