// Rule 2.5: every change to an account is recorded.

export interface LedgerEntry {
  readonly power: string;
  readonly before: number;
  /** What happened, for the account's owner: "income for 3 centres (Rule 2.1)". */
  readonly what: string;
  /** Signed: money in is positive. */
  readonly amount: number;
  readonly after: number;
}

/** A ledger line as text: `France: 48 + 33 income for 2 centres (Rule 2.1) = 81`. */
export function ledgerLine(entry: LedgerEntry): string {
  const sign = entry.amount >= 0 ? '+' : '-';
  return `${entry.power}: ${entry.before} ${sign} ${Math.abs(entry.amount)} ${entry.what} = ${entry.after}`;
}
