// The largest numbers a game file and a sheet may hold, so that every sum the rules ask for stays
// an exact integer (below 2^53 ≈ 9 × 10^15): balances and receipts up to 10^14 for each of at most
// 36 powers, a sheet's offers up to 10^14 in all. The game-file schema states the same maxima (a
// test compares them); amounts in sheets are bounded by the parser's `amountLimits`.
export const numberLimits = Object.freeze({
  /** A power's balance, and Zero Sum receipts (Rules 2, 6.7). */
  maxBalance: 100_000_000_000_000,
  /** What one sheet's offers may promise in all, were every one accepted (Rule 3.1). */
  maxSheetTotal: 100_000_000_000_000,
  /** Income settings and centre values (Rules 2.1, 6.6). */
  maxIncome: 10_000_000_000,
  maxYear: 100_000,
  maxVictoryCenters: 10_000,
  /** Shares a company issues (Rule 6.8). */
  maxShares: 1_000_000,
  /**
   * Seeds, and the figures only summed from bounded ones (a power's centres, an investor's net
   * worth under Rule 6.8: at most 37 × 10^14): bounded by exactness itself, 2^53 − 1.
   */
  maxExact: Number.MAX_SAFE_INTEGER,
} as const);

/** What a change to an account records, as far as the limits care (a ledger entry). */
interface AccountChange {
  readonly power: string;
  readonly amount: number;
  readonly what: string;
  readonly after: number;
}

/**
 * Why a game after these changes could not be written to a game file: a balance, or a power's
 * Zero Sum receipts, past `maxBalance` (income, a year end or a dividend on a balance near it).
 * Undefined when every figure fits. The cycle and the GameMaster's commands refuse such a step
 * rather than write a file that could not be loaded again.
 */
export function overLimit(
  changes: readonly AccountChange[],
  receipts: Readonly<Record<string, number>>,
): string | undefined {
  const most = `more than the largest balance a game file holds, ${numberLimits.maxBalance.toLocaleString('en-US')} AgP`;
  const over = changes.find((e) => e.after > numberLimits.maxBalance);
  if (over)
    return `${over.power} would hold ${over.after.toLocaleString('en-US')} AgP (+${over.amount} ${over.what}), ${most}`;
  for (const [power, received] of Object.entries(receipts))
    if (received > numberLimits.maxBalance)
      return `${power}'s units would have received ${received.toLocaleString('en-US')} AgP this year (Rule 6.7), ${most}`;
  return undefined;
}
