// The status bar's text and tooltip for a sheet, from the server's `payola/sheetStatus`
// notification. Pure functions (no `vscode` import) so they are unit-tested without VS Code. Every
// figure is the server's (the engine's `sheetMoney`); nothing is computed here.
import type { SheetStatus } from '@payola/lsp/protocol';

/**
 * E.g. `$(law) France · Spring 1901 · balance 48 · savings 6 · committed 17 of 42`; in retreat and
 * adjustment phases (orders, no money: Rule 1.5) `$(law) Italy · Fall 1901 retreats · 1 dislodged
 * unit`. Codicons are VS Code's `$(name)`.
 */
export function statusText(status: SheetStatus): string {
  const parts = [status.power ?? 'Payola'];
  if (status.phaseName !== undefined) parts.push(status.phaseName);
  const orders = ordersPhase(status);
  if (orders) {
    const what = orders === 'retreat' ? dislodgedText(status.dislodged) : adjustmentText(status.adjustment);
    if (what !== undefined) parts.push(what);
  } else {
    parts.push(`balance ${status.balance ?? '?'}`, `savings ${status.savings ?? 0}`);
    parts.push(
      status.available === undefined
        ? `committed ${status.committed ?? 0}`
        : `committed ${status.committed ?? 0} of ${status.available}`,
    );
    if ((status.shortfall ?? 0) > 0) parts.push(`${status.shortfall} over`);
  }
  const icon = (status.shortfall ?? 0) > 0 ? '$(warning)' : status.note !== undefined ? '$(info)' : '$(law)';
  return `${icon} ${parts.join(' · ')}`;
}

/** A plain-text tooltip: the figures in words, the shortfall, the game file and the server's note. */
export function statusTooltip(status: SheetStatus): string {
  const orders = ordersPhase(status);
  const lines = [
    `Payola ${orders ? 'order sheet' : 'offer sheet'}${status.power !== undefined ? ` of ${status.power}` : ''}`,
  ];
  if (status.phaseName !== undefined) lines.push(`Phase: ${status.phaseName}`);
  if (orders === 'retreat')
    lines.push(
      `${dislodgedText(status.dislodged) ?? 'Dislodged units unknown'}: each retreats or disbands; write orders, not offers (Rule 1.5).`,
    );
  else if (orders === 'adjustment')
    lines.push(
      `${adjustmentText(status.adjustment) ?? 'Builds and disbands unknown'}: write builds, disbands or waives, not offers (Rule 1.5).`,
    );
  else {
    lines.push(status.balance !== undefined ? `Balance: ${status.balance} AgP` : 'Balance: unknown (no game file)');
    lines.push(`Savings: ${status.savings ?? 0} AgP`);
    if (status.available !== undefined) lines.push(`Available for offers: ${status.available} AgP (Rule 3.4)`);
    lines.push(`Committed to offers: ${status.committed ?? 0} AgP`);
    if ((status.shortfall ?? 0) > 0)
      lines.push(
        `The offers exceed the money available by ${status.shortfall} AgP: if all were accepted they would be cut (Rule 5.5).`,
      );
  }
  lines.push(status.gameFile !== undefined ? `Game file: ${displayPath(status.gameFile)}` : 'Game file: none');
  if (status.configFile !== undefined) lines.push(`Configuration: ${displayPath(status.configFile)}`);
  if (status.note !== undefined) lines.push(status.note);
  if (!orders) lines.push('Click for the reduction schedule.');
  return lines.join('\n');
}

/** What a click on the status bar does: the reduction schedule, for offer sheets (movement phases). */
export function statusCommand(status: SheetStatus): string | undefined {
  return ordersPhase(status) ? undefined : 'payola.showReductionSchedule';
}

function ordersPhase(status: SheetStatus): 'retreat' | 'adjustment' | undefined {
  return status.phase === 'retreat' || status.phase === 'adjustment' ? status.phase : undefined;
}

function dislodgedText(count: number | undefined): string | undefined {
  if (count === undefined) return undefined;
  return count === 0 ? 'no dislodged unit' : `${count} dislodged unit${count === 1 ? '' : 's'}`;
}

function adjustmentText(count: number | undefined): string | undefined {
  if (count === undefined) return undefined;
  if (count === 0) return 'no builds or disbands';
  return count > 0 ? `builds ${count}` : `disbands ${-count}`;
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
