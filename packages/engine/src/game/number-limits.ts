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
