// The status bar's text and tooltip for a sheet, from the server's `payola/sheetStatus`
// notification. Pure functions (no `vscode` import) so they are unit-tested without VS Code. Every
// figure is the server's (the engine's `sheetMoney`); nothing is computed here.
import type { SheetStatus } from '@payola/lsp/protocol';

/** E.g. `$(law) France · balance 48 · savings 6 · committed 17 of 42`; codicons are VS Code's `$(name)`. */
export function statusText(status: SheetStatus): string {
  const parts = [status.power ?? 'Payola', `balance ${status.balance ?? '?'}`, `savings ${status.savings}`];
  parts.push(
    status.available === undefined
      ? `committed ${status.committed}`
      : `committed ${status.committed} of ${status.available}`,
  );
  if ((status.shortfall ?? 0) > 0) parts.push(`${status.shortfall} over`);
  const icon = (status.shortfall ?? 0) > 0 ? '$(warning)' : status.note !== undefined ? '$(info)' : '$(law)';
  return `${icon} ${parts.join(' · ')}`;
}

/** A plain-text tooltip: the figures in words, the shortfall, the game file and the server's note. */
export function statusTooltip(status: SheetStatus): string {
  const lines = [`Payola offer sheet${status.power !== undefined ? ` of ${status.power}` : ''}`];
  lines.push(status.balance !== undefined ? `Balance: ${status.balance} AgP` : 'Balance: unknown (no game file)');
  lines.push(`Savings: ${status.savings} AgP`);
  if (status.available !== undefined) lines.push(`Available for offers: ${status.available} AgP (Rule 3.4)`);
  lines.push(`Committed to offers: ${status.committed} AgP`);
  if ((status.shortfall ?? 0) > 0)
    lines.push(
      `The offers exceed the money available by ${status.shortfall} AgP: if all were accepted they would be cut (Rule 5.5).`,
    );
  lines.push(status.gameFile !== undefined ? `Game file: ${displayPath(status.gameFile)}` : 'Game file: none');
  if (status.configFile !== undefined) lines.push(`Configuration: ${displayPath(status.configFile)}`);
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
