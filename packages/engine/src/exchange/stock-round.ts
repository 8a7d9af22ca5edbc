// Exchange Payola (Rule 6.8), ruling E8: the winter's stock round. Investors buy unissued shares
// (`BUY 3 FRANCE`) at the company's price (ruling E7), paying its treasury from their own. Each
// company is dealt with in the game's order; its buyers in the order of its acceptance list (the
// `?` drawn from the phase's seed, Rule 4.1), each served as far as the shares left and its own
// money allow.
import type { LedgerEntry } from '../accounts/ledger.js';
import { seededRandom, shuffler, streamSeed } from '../adjudicate/seeded-random.js';
import { expandAcceptanceList } from '../game/acceptance-list.js';
import type { Game } from '../game/game.js';
import type { StockPurchase } from './instructions.js';
import { sharePrice } from './share-price.js';
import { unissuedShares, withHolding } from './shares.js';

/** What one investor asked of one company's stock, and what it got. */
export interface ShareSale {
  readonly investor: string;
  readonly company: string;
  /** Shares asked for (its BUY lines for the company added up). */
  readonly asked: number;
  readonly bought: number;
  /** AgP a share. */
  readonly price: number;
  /** Why it got fewer than it asked for. */
  readonly short?: 'no shares left' | 'not enough money' | 'company eliminated';
}

export function stockRound(
  game: Game,
  purchases: readonly StockPurchase[],
  seed: number,
): { game: Game; ledger: LedgerEntry[]; sales: ShareSale[] } {
  let next = game;
  const ledger: LedgerEntry[] = [];
  const sales: ShareSale[] = [];
  for (const company of game.companies) {
    // Each investor's lines for this company add up (ruling E8).
    const asked = new Map<string, number>();
    for (const p of purchases)
      if (p.company === company.name && next.power(p.investor)?.status === 'investor')
        asked.set(p.investor, (asked.get(p.investor) ?? 0) + p.shares);
    if (asked.size === 0) continue;
    const price = sharePrice(game, company);
    if (company.status === 'eliminated') {
      for (const [investor, shares] of asked)
        sales.push({ investor, company: company.name, asked: shares, bought: 0, price, short: 'company eliminated' });
      continue;
    }
    let left = unissuedShares(next, next.power(company.name)!);
    for (const investor of buyersInOrder(next, company.name, [...asked.keys()], seed)) {
      const wanted = asked.get(investor)!;
      const buyer = next.power(investor)!;
      const affordable = Math.floor(buyer.balance / price);
      const bought = Math.min(wanted, left, affordable);
      const short = bought === wanted ? undefined : bought === left ? 'no shares left' : 'not enough money';
      sales.push({ investor, company: company.name, asked: wanted, bought, price, ...(short && { short }) });
      if (bought === 0) continue;
      left -= bought;
      const cost = bought * price;
      const seller = next.power(company.name)!;
      ledger.push(
        {
          power: investor,
          before: buyer.balance,
          what: `${bought} share${bought === 1 ? '' : 's'} of ${company.name} bought at ${price} AgP (Rule 6.8)`,
          amount: -cost,
          after: buyer.balance - cost,
        },
        {
          power: company.name,
          before: seller.balance,
          what: `${bought} share${bought === 1 ? '' : 's'} sold at ${price} AgP (Rule 6.8)`,
          amount: cost,
          after: seller.balance + cost,
        },
      );
      next = next.with({
        powers: next.powers.map((p) =>
          p.name === investor
            ? { ...withHolding(p, company.name, bought), balance: p.balance - cost }
            : p.name === company.name
              ? { ...p, balance: p.balance + cost }
              : p,
        ),
      });
    }
  }
  return { game: next, ledger, sales };
}

/** The buyers of one company's stock in the order of its acceptance list (ruling E8, Rule 4.1). */
function buyersInOrder(game: Game, company: string, buyers: readonly string[], seed: number): string[] {
  const issuer = game.power(company)!;
  const random = seededRandom(streamSeed(seed, `stock round: ${company}`));
  const order = expandAcceptanceList(issuer.accept, game.letters, shuffler(random));
  const wanted = new Set(buyers);
  return order.map((letter) => game.powerByLetter(letter)!.name).filter((name) => wanted.has(name));
}
