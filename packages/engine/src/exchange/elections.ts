// Exchange Payola (Rule 6.8), ruling E10: each winter, after the stock round, the stockholders
// elect each company's CEO. A vote (`ELECT FRANCE:ALICE`) weighs the shares its voter holds then;
// the most votes win; a tie keeps the incumbent, or else goes to the tied candidate holding more
// shares, then to the earlier investor in the game's list. Without votes the incumbent stays, and
// a company without a CEO takes its largest shareholder. Votes do not persist from year to year.
import type { Game, GamePower } from '../game/game.js';
import type { ElectionOutcome } from '../game/phase-results.js';
import type { Ballot } from './instructions.js';
import { largestShareholder, sharesHeld, withCeo } from './shares.js';

/**
 * How a company's CEO came to be (or stayed) after the count: `elected` (a new CEO by the most
 * votes or a tie broken), `re-elected`, `unopposed` (no votes: the CEO stays),
 * `largest-shareholder` (no votes and no CEO), `vacant` (nobody holds its stock: a dummy, E12).
 */
export type { ElectionOutcome } from '../game/phase-results.js';

export interface Election {
  readonly company: string;
  readonly previous?: string;
  readonly ceo?: string;
  readonly outcome: ElectionOutcome;
  /** The shares voting for each candidate, most first (ties in the game's order of investors). */
  readonly votes: readonly { readonly candidate: string; readonly shares: number }[];
}

/**
 * Counts every company's election (the game's order; eliminated companies have none) and seats
 * the CEOs. Ballots of resigned investors, for resigned or unknown candidates, or from voters
 * without shares count for nothing; an investor's first ballot for a company is its vote.
 */
export function countElections(game: Game, ballots: readonly Ballot[]): { game: Game; elections: Election[] } {
  const elections: Election[] = [];
  const ceos = new Map<string, string | undefined>();
  for (const company of game.companies) {
    if (company.status === 'eliminated') continue;
    const election = count(game, company, ballots);
    elections.push(election);
    ceos.set(company.name, election.ceo);
  }
  const powers = game.powers.map((p) => (ceos.has(p.name) ? withCeo(p, ceos.get(p.name)) : p));
  return { game: game.with({ powers }), elections };
}

function count(game: Game, company: GamePower, ballots: readonly Ballot[]): Election {
  const order = game.investors.map((p) => p.name);
  const playing = (name: string) => game.power(name)?.status === 'investor';
  const tally = new Map<string, number>();
  const voted = new Set<string>();
  for (const ballot of ballots) {
    if (ballot.company !== company.name || voted.has(ballot.investor)) continue;
    voted.add(ballot.investor);
    const weight = sharesHeld(game, ballot.investor, company.name);
    if (!playing(ballot.investor) || !playing(ballot.candidate) || weight === 0) continue;
    tally.set(ballot.candidate, (tally.get(ballot.candidate) ?? 0) + weight);
  }
  const votes = [...tally]
    .map(([candidate, shares]) => ({ candidate, shares }))
    .sort((a, b) => b.shares - a.shares || order.indexOf(a.candidate) - order.indexOf(b.candidate));
  const incumbent = company.company?.ceo;
  const previous = incumbent === undefined ? {} : { previous: incumbent };
  const top = votes[0];
  if (top === undefined) {
    if (incumbent !== undefined && playing(incumbent))
      return { company: company.name, ...previous, ceo: incumbent, outcome: 'unopposed', votes };
    const largest = largestShareholder(game, company);
    return largest === undefined
      ? { company: company.name, ...previous, outcome: 'vacant', votes }
      : { company: company.name, ...previous, ceo: largest, outcome: 'largest-shareholder', votes };
  }
  const tied = votes.filter((v) => v.shares === top.shares).map((v) => v.candidate);
  // Ties: the incumbent keeps the post; then more shares of the company; then the game's order.
  const ceo = tied.includes(incumbent ?? '')
    ? incumbent!
    : tied.reduce((best, c) => (sharesHeld(game, c, company.name) > sharesHeld(game, best, company.name) ? c : best));
  return { company: company.name, ...previous, ceo, outcome: ceo === incumbent ? 're-elected' : 'elected', votes };
}
