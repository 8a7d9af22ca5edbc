// `payola income` (Rule 2.1) and `payola transfer` (Rule 2.3): change the accounts in the game
// file (written back atomically) and print the ledger lines (Rule 2.5).
import { ledgerLine, payIncome, transfer, type AccountsResult } from '@payola/engine';
import { readGameFile, writeGameFile, type LoadedGame } from '../game/game-files.js';
import { CliError, UsageError } from '../util/cli-error.js';
import type { GmEnvironment } from './run-adjudicate.js';

function apply(loaded: LoadedGame, result: AccountsResult, env: GmEnvironment): number {
  if (!result.ok) throw new CliError(result.error, 1);
  writeGameFile(loaded.path, result.game, { ...(loaded.schema !== undefined && { schema: loaded.schema }), fromDir: loaded.dir, shown: loaded.shown });
  env.stdout(result.ledger.length > 0 ? `${result.ledger.map(ledgerLine).join('\n')}\n` : 'No account changed.\n');
  return 0;
}

/** `payola income --game FILE`: the yearly income, before each spring movement (Rule 2.1). */
export function runIncome(options: { readonly game: string }, env: GmEnvironment): number {
  const loaded = readGameFile(options.game, env.cwd);
  return apply(loaded, payIncome(loaded.game), env);
}

/** `payola transfer --game FILE FROM TO AMOUNT` (Rule 2.3). */
export function runTransfer(options: { readonly game: string; readonly from: string; readonly to: string; readonly amount: string }, env: GmEnvironment): number {
  if (!/^\d+$/.test(options.amount)) throw new UsageError(`AMOUNT is a whole number of silver pieces, not "${options.amount}"`);
  const loaded = readGameFile(options.game, env.cwd);
  return apply(loaded, transfer(loaded.game, options.from, options.to, Number(options.amount)), env);
}
