// `payola income` (Rule 2.1), `payola transfer` (Rule 2.3), `payola resign` (Rule 2.4) and
// `payola year-end` (Rule 6.7): change the accounts in the game file (read and written back under
// its lock, atomically) and print the ledger lines (Rule 2.5). Each is kept in the game's actions,
// so `payola verify-history` tells it from an edit by hand.
import { resolve } from 'node:path';
import {
  ledgerLine,
  numberLimits,
  overLimit,
  payIncome,
  resignPower,
  settleYearEnd,
  transfer,
  transferShares,
  type AccountsResult,
} from '@payola/engine';
import { withGameLocks } from '../files/game-lock.js';
import { writeFileAtomically, type OutputOptions } from '../files/output-files.js';
import { displayPath } from '../files/paths.js';
import { gameFileText, readGameFile, refuseUnreadable, type LoadedGame } from '../game/game-files.js';
import { CliError, UsageError } from '../util/cli-error.js';
import { printableText } from '../util/printable.js';
import { findPower } from '../game/powers.js';
import { gmNote, type GmEnvironment } from './environment.js';
import { refuseEnded, refuseView, runByTheCycle } from './phase-fit.js';

/** The options every accounts command takes. */
interface AccountsOptions {
  readonly game: string;
  readonly groupReadable?: boolean;
}

function outputOptions(options: AccountsOptions, env: GmEnvironment): OutputOptions {
  return { groupReadable: options.groupReadable === true, note: gmNote(env) };
}

/**
 * Reads the game under its lock, applies `change`, and writes the game back: a run at the same
 * time waits for nothing and is refused (files/game-lock.ts), so no change is lost.
 */
function update(
  options: AccountsOptions,
  env: GmEnvironment,
  change: (loaded: LoadedGame) => AccountsResult,
): Promise<number> {
  const path = resolve(env.cwd, options.game);
  return withGameLocks([{ path, shown: displayPath(path, env.cwd) }], gmNote(env), () => {
    const loaded = readGameFile(options.game, env.cwd);
    refuseView(loaded);
    // A game that has ended is the record of how it ended: its accounts change no more.
    refuseEnded(loaded);
    return apply(loaded, change(loaded), options, env);
  });
}

function apply(loaded: LoadedGame, result: AccountsResult, options: AccountsOptions, env: GmEnvironment): number {
  if (!result.ok) throw new CliError(result.error, 1);
  // Past the largest balance the file could not be loaded again.
  const over = overLimit(result.ledger, result.game.receipts);
  if (over !== undefined) throw new CliError(`${loaded.shown}: ${over}; the file is unchanged`, 1);
  const text = gameFileText(loaded.path, result.game, {
    ...(loaded.schema !== undefined && { schema: loaded.schema }),
    fromDir: loaded.dir,
  });
  refuseUnreadable(text, loaded.shown);
  writeFileAtomically(loaded.path, text, loaded.shown, outputOptions(options, env));
  // Power names come from the game file: escaped.
  env.stdout(
    result.ledger.length > 0 ? printableText(`${result.ledger.map(ledgerLine).join('\n')}\n`) : 'No account changed.\n',
  );
  return 0;
}

/** A power named on the command line by name or letter (`F`), as `--power` names it; else as given. */
function powerName(loaded: LoadedGame, given: string): string {
  return findPower(loaded.game, given)?.name ?? given;
}

/** `payola income --game FILE`: the yearly income, before each spring movement (Rule 2.1). */
export function runIncome(options: AccountsOptions, env: GmEnvironment): Promise<number> {
  return update(options, env, (loaded) => {
    const paid = payIncome(loaded.game);
    // In a game run by the cycle, payola advance pays the income as each phase that takes it begins.
    if (!paid.ok && runByTheCycle(loaded.game))
      return { ok: false, error: `${paid.error} (payola advance pays it as the phase begins)` };
    return paid;
  });
}

/** `payola resign --game FILE POWER`: the player resigns; its treasury is forfeited (Rule 2.4). */
export function runResign(options: AccountsOptions & { readonly power: string }, env: GmEnvironment): Promise<number> {
  return update(options, env, (loaded) => resignPower(loaded.game, powerName(loaded, options.power)));
}

/** `payola transfer --game FILE FROM TO AMOUNT` (Rule 2.3). */
export function runTransfer(
  options: AccountsOptions & { readonly from: string; readonly to: string; readonly amount: string },
  env: GmEnvironment,
): Promise<number> {
  if (!/^\d+$/.test(options.amount))
    throw new UsageError(`AMOUNT is a whole number of silver pieces, not "${options.amount}"`);
  // Read exactly: past the largest balance, a number of many digits would be rounded before
  // any message could repeat it.
  if (BigInt(options.amount) > BigInt(numberLimits.maxBalance))
    throw new UsageError(
      `AMOUNT is at most ${numberLimits.maxBalance.toLocaleString('en-US')} silver pieces (the largest balance), not ${options.amount}`,
    );
  return update(options, env, (loaded) =>
    transfer(loaded.game, powerName(loaded, options.from), powerName(loaded, options.to), Number(options.amount)),
  );
}

/** `payola transfer-shares --game FILE FROM TO COMPANY SHARES` (Exchange, Rule 6.8: ruling E13). */
export function runTransferShares(
  options: AccountsOptions & {
    readonly from: string;
    readonly to: string;
    readonly company: string;
    readonly shares: string;
  },
  env: GmEnvironment,
): Promise<number> {
  if (!/^\d{1,7}$/.test(options.shares))
    throw new UsageError(`SHARES is a whole number of shares, not "${options.shares}"`);
  return update(options, env, (loaded) => {
    const moved = transferShares(loaded.game, options.from, options.to, options.company, Number(options.shares));
    if (moved.ok) {
      const action = moved.game.actions.at(-1)!;
      if (action.kind === 'share-transfer')
        env.stdout(
          printableText(
            `${action.shares} share${action.shares === 1 ? '' : 's'} of ${action.company} moved from ${action.from} to ${action.to} (Rule 6.8)\n`,
          ),
        );
    }
    return moved;
  });
}

/**
 * `payola year-end --game FILE [--owner CENTER=POWER ...]`: Zero Sum's settlement at the end of
 * the Fall turn (Rule 6.7), by hand, once a year, for games not run by `payola advance` (which
 * settles it itself). The engine pays each power what was paid to its units during the
 * year (the game file's running `receipts`, which `--next-game` adds to under zero-sum), the
 * 10 AgP for a first capture of a neutral centre, and a share of the old owner's treasury for a
 * centre that changed hands; then it resets the receipts for the new year. `--owner` gives the
 * centres' owners after the Fall adjustments (only the centres that changed hands are needed).
 */
export function runYearEnd(
  options: AccountsOptions & { readonly owner: readonly string[] },
  env: GmEnvironment,
): Promise<number> {
  const pairs = options.owner.map((pair) => {
    const match = /^([^=]+)=([^=]+)$/.exec(pair);
    if (!match) throw new UsageError(`--owner takes CENTER=POWER (e.g. --owner BEL=France), not "${pair}"`);
    return { pair, center: match[1]!.trim(), power: match[2]!.trim() };
  });
  return update(options, env, (loaded) => {
    // Without Zero Sum there is no year-end settlement (money comes from income instead, Rule
    // 2.1): refused before anything is written, with what to do instead.
    if (!loaded.game.rules.zeroSum) {
      throw new CliError(
        `${loaded.shown} is not a Zero Sum game (Rule 6.7; its "rules" do not list "zero-sum"): there is no year-end settlement; the yearly income is paid with payola income`,
        1,
      );
    }
    // One centre has many names (BEL, Belgium, an alias): each is resolved to the province
    // before looking for a centre given twice, which would move its money twice.
    const newOwners: Record<string, string> = Object.create(null) as Record<string, string>;
    const givenAs = new Map<string, string>();
    for (const { pair, center, power } of pairs) {
      const key = loaded.game.map.resolve(center)?.id ?? center.toUpperCase();
      const earlier = givenAs.get(key);
      if (earlier !== undefined) throw new UsageError(`--owner names ${key} twice (${earlier} and ${pair})`);
      givenAs.set(key, pair);
      newOwners[center] = power;
    }
    const settled = settleYearEnd(loaded.game, newOwners);
    // payola advance settles the year itself at the end of the Fall turn.
    if (!settled.ok && runByTheCycle(loaded.game))
      return { ok: false, error: `${settled.error} (payola advance settles it at the end of the Fall turn)` };
    return settled;
  });
}
