// The status bar's text and tooltip for a sheet, from the server's `payola/sheetStatus`
// notification. Pure functions (no `vscode` import) so they are unit-tested without VS Code.
import type { SheetStatus } from '@payola/lsp/protocol';

/** How much the offers and savings exceed the balance (Rule 5.5 then cuts the offers), or 0. */
export function overspend(status: SheetStatus): number {
  if (status.balance === undefined) return 0;
  return Math.max(0, status.committed + status.savings - status.balance);
}

/** E.g. `$(law) France · balance 48 · savings 6 · committed 42`; codicons are VS Code's `$(name)`. */
export function statusText(status: SheetStatus): string {
  const parts = [
    status.power ?? 'Payola',
    `balance ${status.balance ?? '?'}`,
    `savings ${status.savings}`,
    `committed ${status.committed}`,
  ];
  const icon = overspend(status) > 0 ? '$(warning)' : status.note !== undefined ? '$(info)' : '$(law)';
  return `${icon} ${parts.join(' · ')}`;
}

/** A plain-text tooltip: the figures in words, the overspend, the game file and the server's note. */
export function statusTooltip(status: SheetStatus): string {
  const lines = [`Payola offer sheet${status.power !== undefined ? ` of ${status.power}` : ''}`];
  lines.push(status.balance !== undefined ? `Balance: ${status.balance} AgP` : 'Balance: unknown (no game file)');
  lines.push(`Savings: ${status.savings} AgP`);
  lines.push(`Committed to offers: ${status.committed} AgP`);
  const over = overspend(status);
  if (over > 0) lines.push(`Offers and savings exceed the balance by ${over} AgP: the offers will be cut (Rule 5.5).`);
  lines.push(status.gameFile !== undefined ? `Game file: ${displayPath(status.gameFile)}` : 'Game file: none');
  if (status.note !== undefined) lines.push(status.note);
  lines.push('Click for the reduction schedule.');
  return lines.join('\n');
}

/** A `file:` URI as a path (`/games/g1/game.json`); any other URI unchanged. */
export function displayPath(uri: string): string {
  if (!uri.startsWith('file://')) return uri;
  try {
    return decodeURIComponent(new URL(uri).pathname);
  } catch {
    return uri;
  }
}
