/**
 * The largest numbers a sheet may hold: one home for the bounds the parser, the checker and the
 * game-file schema share. Within them one term's worth (count × amount ≤ 10^12) is more than
 * 9,000 times below 2^53, where integer arithmetic on JavaScript numbers stops being exact, so
 * the sums the rules ask for (Rules 3.1, 3.4, 5.5) stay exact over thousands of such terms; and a
 * fraction keeps few enough digits that rounding it up (Payola Classic, Rule 6.1) is right.
 */
export const amountLimits = Object.freeze({
  /** The largest amount, plateau or savings request, in silver pieces. */
  maxAmount: 1_000_000_000,
  /** The largest repetition count (`N*`, Rule 3.1 item 1). */
  maxRepetition: 1000,
  /**
   * The most digits after a decimal point: below 10^9, six decimals stay apart from the whole
   * number next to them in a double (its spacing there is about 10^-7).
   */
  maxDecimals: 6,
} as const);

export type AmountLimits = typeof amountLimits;
