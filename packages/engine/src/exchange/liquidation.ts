// Exchange Payola (Rule 6.8), ruling E15: a company eliminated at the Fall turn (Rule 2.4) is
// liquidated: each investor holding its shares receives its part of the treasury, rounded down;
// what is left (the unissued shares' part and the remainders) leaves the game; its shares are
// cancelled and it has no CEO. Ruling E16: net worth, the same parts counted without paying them.
import type { LedgerEntry } from '../accounts/ledger.js';
import type { Game, GamePower } from '../game/game.js';
import { stockholders, withCeo, withHolding } from './shares.js';

export interface Liquidation {
  readonly company: string;
  readonly treasury: number;
  readonly paid: readonly { readonly investor: string; readonly amount: number }[];
  /** What left the game. */
  readonly forfeited: number;
}

/** A holder's part of a company's treasury: floor(treasury × held / issued). */
export function treasuryPart(company: GamePower, held: number): number {
  const issued = company.company?.shares ?? 0;
  if (issued === 0) return 0;
  // In exact integers: a treasury of 10^14 AgP times a million shares is beyond 2^53.
  return Number((BigInt(company.balance) * BigInt(held)) / BigInt(issued));
}

/** Liquidates the companies named (eliminated now), in the game's order. */
export function liquidate(
  game: Game,
  companies: readonly string[],
): { game: Game; ledger: LedgerEntry[]; liquidations: Liquidation[] } {
  let next = game;
  const ledger: LedgerEntry[] = [];
  const liquidations: Liquidation[] = [];
  for (const company of game.companies.filter((c) => companies.includes(c.name))) {
    const paid = stockholders(next, company).map((h) => ({
      investor: h.investor,
      amount: treasuryPart(company, h.shares),
    }));
    const total = paid.reduce((sum, p) => sum + p.amount, 0);
    liquidations.push({ company: company.name, treasury: company.balance, paid, forfeited: company.balance - total });
    if (company.balance > 0)
      ledger.push({
        power: company.name,
        before: company.balance,
        what: 'liquidated: eliminated, its treasury shared among its stockholders (Rule 6.8)',
        amount: -company.balance,
        after: 0,
      });
    const byInvestor = new Map(paid.map((p) => [p.investor, p.amount]));
    next = next.with({
      powers: next.powers.map((p) => {
        if (p.name === company.name) return { ...withCeo(p, undefined), balance: 0 };
        if (!byInvestor.has(p.name)) return p;
        const amount = byInvestor.get(p.name)!;
        const held = p.investor!.holdings.get(company.name)!;
        if (amount > 0)
          ledger.push({
            power: p.name,
            before: p.balance,
            what: `${company.name} liquidated: its treasury's part for your ${held} share${held === 1 ? '' : 's'} (Rule 6.8)`,
            amount,
            after: p.balance + amount,
          });
        return { ...withHolding(p, company.name, -held), balance: p.balance + amount };
      }),
    });
  }
  return { game: next, ledger, liquidations };
}

/** Ruling E16: each investor's net worth — its treasury and its parts of the companies' treasuries. */
export function netWorths(game: Game): { investor: string; netWorth: number }[] {
  return game.investors.map((investor) => {
    let worth = investor.balance;
    for (const company of game.companies) {
      const held = investor.investor!.holdings.get(company.name) ?? 0;
      if (held > 0 && company.status !== 'eliminated') worth += treasuryPart(company, held);
    }
    return { investor: investor.name, netWorth: worth };
  });
}

/** Ruling E16: the investors (still played) of the greatest net worth; several share the victory. */
export function exchangeWinners(game: Game): string[] {
  const worths = netWorths(game).filter((w) => game.power(w.investor)?.status === 'investor');
  const best = Math.max(...worths.map((w) => w.netWorth));
  return worths.filter((w) => w.netWorth === best).map((w) => w.investor);
}
