// `payola publish`: at the end of the game, every sheet of every phase and the acceptance lists
// used (Rules 3.6, 4.5), from the game file's history.
import { phaseTitle, type HistoryEntry } from '@payola/engine';
import { readGameFile } from '../game/game-files.js';
import { CliError } from '../util/cli-error.js';
import { printableJson, printablePath, printableText } from '../util/printable.js';
import type { GmEnvironment } from './environment.js';

export function publicationText(history: readonly HistoryEntry[], gameName: string): string {
  const out: string[] = [
    `Payola Diplomacy: the offer sheets and acceptance lists of ${gameName}, published at the end of the game (Rules 3.6, 4.5)`,
  ];
  if (history.length === 0) out.push('', 'No phase has been adjudicated (the history is empty).');
  for (const phase of history) {
    // Retreat and adjustment phases (payola advance) take the players' own orders, and no list.
    const movement = (phase.phase ?? 'movement') === 'movement';
    out.push(
      '',
      `== ${phaseTitle(phase.season, phase.year)}${movement ? '' : ` ${phase.phase} phase`} (seed ${phase.seed})`,
    );
    if (movement) {
      out.push('', 'Acceptance lists used (Rule 4.5)');
      const width = Math.max(0, ...Object.keys(phase.acceptanceLists).map((p) => p.length));
      for (const [power, list] of Object.entries(phase.acceptanceLists)) out.push(`  ${power.padEnd(width)}  ${list}`);
    }
    out.push('', 'Orders issued');
    for (const order of Object.values(phase.orders)) out.push(`  ${order}`);
    for (const [power, sheet] of Object.entries(phase.sheets)) {
      out.push('', movement ? `${power}'s offer sheet (Rule 3.6)` : `${power}'s orders (Rule 1.5)`);
      const lines = sheet.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
      for (const line of lines) out.push(`  ${line}`.trimEnd());
    }
  }
  return `${out.join('\n')}\n`;
}

/** `payola publish --game FILE [--format text|json]`. */
export function runPublish(
  options: { readonly game: string; readonly format: 'text' | 'json'; readonly force?: boolean },
  env: GmEnvironment,
): number {
  const loaded = readGameFile(options.game, env.cwd);
  // Rule 3.6: the sheets are secret until the game is over; published early, they tell every
  // player everyone's offers and lists. A game ended otherwise than by a victory takes --force.
  if (!loaded.game.victory && !options.force)
    throw new CliError(
      `${loaded.shown}: the game is not over (no power has won), and publishing tells everyone every sheet and acceptance list (Rule 3.6); if the players ended it, publish with --force`,
      1,
    );
  const history = loaded.game.history;
  // Players' sheets and comments, power names: everything here is input, so escaped.
  env.stdout(
    options.format === 'json'
      ? printableJson(history)
      : printableText(publicationText(history, printablePath(loaded.shown))),
  );
  return 0;
}
