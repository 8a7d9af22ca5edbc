// Exchange Payola (Rule 6.8): what the winter's sheets ask of the stock market (ruling E4) —
// investors' purchases and votes, CEOs' dividends and centres' worth — as data, in the order the
// sheets wrote them. Read from the sheets by `winterInstructions` (winter-sheets.ts).

/** `BUY 3 FRANCE` in an investor's winter sheet (ruling E8). */
export interface StockPurchase {
  readonly investor: string;
  readonly company: string;
  readonly shares: number;
}

/** `ELECT FRANCE:ALICE` in an investor's winter sheet (ruling E10). */
export interface Ballot {
  readonly investor: string;
  readonly company: string;
  readonly candidate: string;
}

/** `VALUE PAR 12` in a company's winter sheet, by its CEO (ruling E5). */
export interface CentreWorth {
  readonly company: string;
  /** The centre's province id. */
  readonly center: string;
  readonly worth: number;
}

/** Everything the winter's sheets ask of the stock market; names are the game's own. */
export interface WinterInstructions {
  readonly purchases: readonly StockPurchase[];
  readonly ballots: readonly Ballot[];
  /** `DIVIDEND 2` (ruling E9): AgP a share, by company. */
  readonly dividends: ReadonlyMap<string, number>;
  readonly values: readonly CentreWorth[];
}

export const noInstructions: WinterInstructions = { purchases: [], ballots: [], dividends: new Map(), values: [] };
