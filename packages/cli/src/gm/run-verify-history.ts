// `payola verify-history`: Rule 3.6's audit of a game file (`verifyHistory`): each phase re-run
// from what the history records, the chain followed to the game now; each problem names its phase.
import { verifyHistory } from '@payola/engine';
import { readGameFile } from '../game/game-files.js';
import { printableJson, printablePath, printableText } from '../util/printable.js';
import type { GmEnvironment } from './environment.js';
import { refuseView } from './phase-fit.js';

export function runVerifyHistory(
  options: { readonly game: string; readonly format: 'text' | 'json' },
  env: GmEnvironment,
): number {
  const loaded = readGameFile(options.game, env.cwd);
  refuseView(loaded);
  const result = verifyHistory(loaded.game);
  if (options.format === 'json') env.stdout(printableJson(result));
  else {
    // The file's name on a line of its own text: a line break in it is escaped too.
    const shown = printablePath(loaded.shown);
    const lines: string[] = [];
    for (const problem of result.problems) lines.push(`${shown}: ${problem.phase}: ${problem.message}`);
    if (result.unverifiable.length > 0)
      lines.push(
        `${shown}: not verifiable (recorded without their state, by payola adjudicate --next-game or an older version): ${result.unverifiable.join(', ')}`,
      );
    const phases = `${result.verified} phase${result.verified === 1 ? '' : 's'}`;
    lines.push(
      result.ok
        ? `${shown}: ${phases} re-run from their inputs, each giving its recorded results; the game now is where they lead.`
        : `${shown}: the history does not verify (${result.problems.length} problem${result.problems.length === 1 ? '' : 's'}; ${phases} verified).`,
    );
    // Power names and sheets' contents echo the file: escaped.
    env.stdout(printableText(`${lines.join('\n')}\n`));
  }
  return result.ok ? 0 : 1;
}
