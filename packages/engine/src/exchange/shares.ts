// Exchange Payola (Rule 6.8): who holds which shares, and who heads which company — the one
// home of these questions for the cycle, the reports, the views and the checker.
import type { Game, GamePower } from '../game/game.js';

/** Shares `investor` holds of `company` (0 when none; names in any case). */
export function sharesHeld(game: Game, investor: string, company: string): number {
  const holder = game.power(investor);
  const issuer = game.power(company);
  if (!holder?.investor || !issuer) return 0;
  return holder.investor.holdings.get(issuer.name) ?? 0;
}

/** The shares of `company` investors hold (ruling E1), in the GameMaster's file. */
export function sharesOutstanding(game: Game, company: GamePower): number {
  let held = 0;
  for (const p of game.powers) held += p.investor?.holdings.get(company.name) ?? 0;
  return held;
}

/**
 * The shares of `company` no investor holds (ruling E1): its own, without vote or dividend. In a
 * player's view, where other investors' holdings are unknown, the figure the view was given.
 */
export function unissuedShares(game: Game, company: GamePower): number {
  const shares = company.company?.shares ?? 0;
  if (game.viewer !== undefined) return company.company?.unissued ?? 0;
  return Math.max(0, shares - sharesOutstanding(game, company));
}

/** The investors holding shares of `company`, in the game's order, with their shares. */
export function stockholders(game: Game, company: GamePower): { investor: string; shares: number }[] {
  const holders: { investor: string; shares: number }[] = [];
  for (const p of game.investors) {
    const shares = p.investor!.holdings.get(company.name) ?? 0;
    if (shares > 0) holders.push({ investor: p.name, shares });
  }
  return holders;
}

/** The companies `investor` heads (ruling E10), in the game's order. */
export function companiesHeadedBy(game: Game, investor: string): GamePower[] {
  const name = game.power(investor)?.name;
  return name === undefined ? [] : game.companies.filter((c) => c.company?.ceo === name);
}

/**
 * The largest shareholder of `company` (ties: the earlier investor in the game's list), or
 * undefined when no investor holds its stock: the CEO a company without one takes (rulings E10, E11).
 */
export function largestShareholder(game: Game, company: GamePower): string | undefined {
  let best: { investor: string; shares: number } | undefined;
  for (const holder of stockholders(game, company)) {
    if (game.power(holder.investor)?.status !== 'investor') continue;
    if (!best || holder.shares > best.shares) best = holder;
  }
  return best?.investor;
}

/**
 * A company with `ceo` as its head (or none), its status following (ruling E12): active with a
 * CEO, a dummy without one; an eliminated company stays eliminated.
 */
export function withCeo(company: GamePower, ceo: string | undefined): GamePower {
  const shares = company.company?.shares ?? 0;
  const status = company.status === 'eliminated' ? 'eliminated' : ceo === undefined ? 'dummy' : 'active';
  return { ...company, status, company: { ...(ceo !== undefined && { ceo }), shares } };
}

/** An investor's holdings with `delta` shares of `company` added (a holding of 0 is removed). */
export function withHolding(investor: GamePower, company: string, delta: number): GamePower {
  const holdings = new Map(investor.investor!.holdings);
  const after = (holdings.get(company) ?? 0) + delta;
  if (after > 0) holdings.set(company, after);
  else holdings.delete(company);
  return { ...investor, investor: { holdings } };
}
