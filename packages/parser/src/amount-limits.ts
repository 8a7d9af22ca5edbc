/**
 * The largest numbers a sheet may hold: one home for the bounds the parser and the checker share.
 * One term's worth (count × amount ≤ 10^13) is about 900 times below 2^53, where integer arithmetic
 * on JavaScript numbers stops being exact; a sheet's whole promise is bounded by the engine
 * (`numberLimits.maxSheetTotal`, 10^14), so the sums the rules ask for (Rules 3.1, 3.4, 5.5) stay
 * exact for every power together; and a fraction keeps few enough digits that rounding it up
 * (Payola Classic, Rule 6.1) is right.
 */
export const amountLimits = Object.freeze({
  /** The largest amount, plateau or savings request, in silver pieces. */
  maxAmount: 10_000_000_000,
  /** The largest repetition count (`N*`, Rule 3.1 item 1). */
  maxRepetition: 1000,
  /**
   * The most digits after a decimal point: below 10^10, four decimals stay apart from the whole
   * number next to them in a double (its spacing there is about 2 × 10^-6).
   */
  maxDecimals: 4,
} as const);

export type AmountLimits = typeof amountLimits;
