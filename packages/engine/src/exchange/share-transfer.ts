// Exchange Payola (Rule 6.8), ruling E13: shares change hands between investors by the
// GameMaster's recorded action, as money does by Rule 2.3: whole shares the giver holds.
import type { AccountsResult } from '../accounts/transactions.js';
import type { Game } from '../game/game.js';
import type { GameMasterAction } from '../game/game-file.js';
import { withHolding } from './shares.js';

export function transferShares(game: Game, from: string, to: string, company: string, shares: number): AccountsResult {
  if (!game.rules.exchange) return { ok: false, error: 'shares exist only in Exchange games (Rule 6.8)' };
  const investors = game.investors.map((p) => p.name).join(', ');
  const giver = game.power(from);
  const taker = game.power(to);
  const issuer = game.power(company);
  if (!giver?.investor) return { ok: false, error: `unknown investor "${from}"; the investors are ${investors}` };
  if (!taker?.investor) return { ok: false, error: `unknown investor "${to}"; the investors are ${investors}` };
  if (!issuer?.company)
    return {
      ok: false,
      error: `unknown company "${company}"; the companies are ${game.companies.map((c) => c.name).join(', ')}`,
    };
  if (giver === taker) return { ok: false, error: 'a transfer of shares needs two different investors' };
  if (taker.status !== 'investor') return { ok: false, error: `${taker.name} resigned (Rule 2.4) and holds no shares` };
  if (!Number.isInteger(shares) || shares <= 0)
    return { ok: false, error: `a transfer is a positive whole number of shares, not ${shares}` };
  const held = giver.investor.holdings.get(issuer.name) ?? 0;
  if (held < shares)
    return {
      ok: false,
      error: `${giver.name} holds ${held} share${held === 1 ? '' : 's'} of ${issuer.name} and cannot transfer ${shares}`,
    };
  const powers = game.powers.map((p) =>
    p === giver ? withHolding(p, issuer.name, -shares) : p === taker ? withHolding(p, issuer.name, shares) : p,
  );
  const action: GameMasterAction = {
    kind: 'share-transfer',
    from: giver.name,
    to: taker.name,
    company: issuer.name,
    shares,
  };
  // No money moves: a price agreed between them is a Rule 2.3 transfer of its own.
  return { ok: true, game: game.with({ powers, actions: [...game.actions, action] }), ledger: [] };
}
