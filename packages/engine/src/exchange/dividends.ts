// Exchange Payola (Rule 6.8), ruling E9: the dividend each CEO declares in the company's winter
// sheet, paid at the winter's end (before the stock round) to the investors holding its shares,
// from its treasury; cut to what the treasury can pay for every share held.
import type { LedgerEntry } from '../accounts/ledger.js';
import type { Game, GamePower } from '../game/game.js';
import { stockholders } from './shares.js';

export interface Dividend {
  readonly company: string;
  /** AgP a share as declared; absent when the CEO declared none. */
  readonly declared?: number;
  /** AgP a share as paid: the declared amount, or less when the treasury could not pay it (0: withheld). */
  readonly perShare: number;
  /** Shares investors held, on which it was paid. */
  readonly sharesHeld: number;
  readonly total: number;
}

/** Pays every company's dividend; companies in the game's order, eliminated ones left out. */
export function payDividends(
  game: Game,
  declared: ReadonlyMap<string, number>,
): { game: Game; ledger: LedgerEntry[]; dividends: Dividend[] } {
  const balances = new Map(game.powers.map((p) => [p.name, p.balance]));
  const ledger: LedgerEntry[] = [];
  const dividends: Dividend[] = [];
  for (const company of game.companies) {
    if (company.status === 'eliminated') continue;
    const dividend = dividendOf(company, declared.get(company.name), stockholders(game, company), balances);
    dividends.push(dividend.paid);
    ledger.push(...dividend.ledger);
  }
  const powers = game.powers.map((p) =>
    balances.get(p.name) === p.balance ? p : { ...p, balance: balances.get(p.name)! },
  );
  return { game: game.with({ powers }), ledger, dividends };
}

/** Ruling E9: AgP a share paid, the declared amount or what the treasury can pay on every share held. */
export function dividendPerShare(declared: number, treasury: number, sharesHeld: number): number {
  return sharesHeld === 0 ? 0 : Math.min(declared, Math.floor(treasury / sharesHeld));
}

function dividendOf(
  company: GamePower,
  declared: number | undefined,
  holders: readonly { investor: string; shares: number }[],
  balances: Map<string, number>,
): { paid: Dividend; ledger: LedgerEntry[] } {
  const sharesHeld = holders.reduce((sum, h) => sum + h.shares, 0);
  const treasury = balances.get(company.name)!;
  const asked = declared ?? 0;
  const perShare = dividendPerShare(asked, treasury, sharesHeld);
  const total = perShare * sharesHeld;
  const paid: Dividend = {
    company: company.name,
    ...(declared !== undefined && { declared }),
    perShare,
    sharesHeld,
    total,
  };
  if (total === 0) return { paid, ledger: [] };
  const ledger: LedgerEntry[] = [
    {
      power: company.name,
      before: treasury,
      what: `dividend of ${perShare} AgP a share on ${sharesHeld} shares (Rule 6.8)`,
      amount: -total,
      after: treasury - total,
    },
  ];
  balances.set(company.name, treasury - total);
  for (const holder of holders) {
    const before = balances.get(holder.investor)!;
    const amount = perShare * holder.shares;
    balances.set(holder.investor, before + amount);
    ledger.push({
      power: holder.investor,
      before,
      what: `dividend from ${company.name}: ${perShare} AgP a share on ${holder.shares} share${holder.shares === 1 ? '' : 's'} (Rule 6.8)`,
      amount,
      after: before + amount,
    });
  }
  return { paid, ledger };
}
