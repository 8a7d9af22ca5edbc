// The "Payola: Show Board" webview's page, from the server's `payola/board` answer: the SVG
// (drawn by @payola/board in the server), the title and the orders the sheet's offers ask for. A
// static page: no scripts, and a Content-Security-Policy that allows none (only its own style,
// by nonce). Pure (no `vscode` import), unit-tested.
import type { BoardPictureResult } from '@payola/lsp/protocol';

export function boardHtml(result: BoardPictureResult, nonce: string): string {
  const rows = result.orders
    .map(
      (o) =>
        `<tr><td>${escapeHtml(o.unit)}</td><td>${escapeHtml(o.order)}</td><td class="n">${o.total}</td><td class="n">${o.line > 0 ? `L${o.line}` : 'owner'}</td></tr>`,
    )
    .join('');
  const orders =
    result.orders.length === 0
      ? '<p>No offer of this sheet asks for an order yet.</p>'
      : `<table><thead><tr><th>unit</th><th>order asked for</th><th class="n">AgP</th><th class="n">line</th></tr></thead><tbody>${rows}</tbody></table>`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'nonce-${nonce}'; img-src data:;">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>${escapeHtml(result.title)}</title>
<style nonce="${nonce}">
body { font-family: var(--vscode-font-family); color: var(--vscode-foreground); padding: 0 12px; }
.board svg { width: 100%; height: auto; background: #ffffff; }
table { border-collapse: collapse; margin: 8px 0; }
td, th { padding: 2px 10px; text-align: left; border-bottom: 1px solid var(--vscode-panel-border); }
.n { text-align: right; }
.note { font-style: italic; }
</style>
</head>
<body>
<h2>${escapeHtml(result.title)}</h2>
${result.text !== undefined ? `<p class="note">${escapeHtml(result.text)}</p>` : ''}
${result.svg !== undefined ? `<div class="board">${result.svg}</div>` : ''}
<h3>Orders the offers ask for (if nobody else bid)</h3>
${orders}
</body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
