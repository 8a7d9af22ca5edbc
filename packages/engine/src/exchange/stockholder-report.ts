// Exchange Payola (Rule 6.8), ruling E18: the annual report of each company to its stockholders
// (the reference judge's: its treasury and its stockholders), with the year's dividend, stock
// round and election — sent to each investor holding its shares after the stock round, and to its
// CEO. Nobody else learns a company's treasury (Rule 2.5, ruling E17); votes are told as totals.
import { incomeFor } from '../accounts/income.js';
import type { Game } from '../game/game.js';
import { centreWorth } from './centre-worth.js';
import type { Dividend } from './dividends.js';
import type { Election } from './elections.js';
import { sharesOutstanding, stockholders } from './shares.js';
import type { ExchangeYear } from './winter.js';

export interface StockholderReport {
  readonly company: string;
  readonly year: number;
  /** The CEO elected for the coming year (none: nobody heads it). */
  readonly ceo?: string;
  /** The treasury after the dividend and the stock round. */
  readonly treasury: number;
  readonly shares: number;
  readonly unissued: number;
  readonly stockholders: readonly { readonly investor: string; readonly shares: number }[];
  readonly dividend: Dividend;
  /** This round's price a share, and the shares it sold. */
  readonly price: number;
  readonly sold: number;
  readonly election: Election;
  /** Each centre the company owns and its worth for the coming year (ruling E5), and the income they make. */
  readonly centres: readonly { readonly center: string; readonly worth: number }[];
  readonly income: number;
}

/** Each investor's stockholder reports of the year, by investor name (`game`: after the year end). */
export function stockholderReports(game: Game, year: ExchangeYear): Map<string, StockholderReport[]> {
  const reports = new Map<string, StockholderReport[]>(game.investors.map((p) => [p.name, []]));
  for (const election of year.elections) {
    const company = game.power(election.company)!;
    const holders = stockholders(game, company);
    const shares = company.company?.shares ?? 0;
    const report: StockholderReport = {
      company: company.name,
      year: year.year,
      ...(company.company?.ceo !== undefined && { ceo: company.company.ceo }),
      treasury: company.balance,
      shares,
      unissued: shares - sharesOutstanding(game, company),
      stockholders: holders,
      dividend: year.dividends.find((d) => d.company === company.name)!,
      price: year.prices.find((p) => p.company === company.name)!.price,
      sold: year.sales.filter((s) => s.company === company.name).reduce((sum, s) => sum + s.bought, 0),
      election,
      centres: company.centers.map((center) => ({ center, worth: centreWorth(game, center) })),
      income: incomeFor(company.centers, game.rules),
    };
    const readers = new Set(holders.map((h) => h.investor));
    if (company.company?.ceo !== undefined) readers.add(company.company.ceo);
    for (const reader of readers) reports.get(reader)?.push(report);
  }
  return reports;
}

/** A stockholder report as the text its reader receives. */
export function stockholderReportText(report: StockholderReport): string {
  const lines = [`${report.company}: annual report to its stockholders, ${report.year} (Rule 6.8)`];
  lines.push(`  Treasury: ${report.treasury} AgP`);
  lines.push(
    `  CEO for ${report.year + 1}: ${report.ceo ?? 'nobody (no investor holds its stock)'} (${outcomeText(report.election)})`,
  );
  if (report.election.votes.length > 0)
    lines.push(`  Votes: ${report.election.votes.map((v) => `${v.candidate} ${v.shares}`).join(', ')} (shares)`);
  lines.push(`  Dividend: ${dividendText(report.dividend)}`);
  lines.push(
    `  Stock round: ${report.sold} share${report.sold === 1 ? '' : 's'} sold at ${report.price} AgP; ${report.unissued} of ${report.shares} unissued`,
  );
  lines.push('  Stockholders:');
  if (report.stockholders.length === 0) lines.push('    none');
  for (const h of report.stockholders) lines.push(`    ${h.investor}: ${h.shares} share${h.shares === 1 ? '' : 's'}`);
  lines.push(
    `  Centres and their worth for ${report.year + 1}: ${report.centres.map((c) => `${c.center} ${c.worth}`).join(', ') || 'none'} (income ${report.income} AgP)`,
  );
  return `${lines.join('\n')}\n`;
}

function outcomeText(election: Election): string {
  switch (election.outcome) {
    case 'elected':
      return election.previous === undefined ? 'elected' : `elected, succeeding ${election.previous}`;
    case 're-elected':
      return 're-elected';
    case 'unopposed':
      return 'no votes cast: stays in office';
    case 'largest-shareholder':
      return 'no votes cast: the largest shareholder takes the post';
    case 'vacant':
      return 'no votes cast and no stockholder';
  }
}

/** The dividend notice (ruling E9): declared, paid, reduced or withheld. */
export function dividendText(d: Dividend): string {
  if (d.declared === undefined || d.declared === 0)
    return `withheld (${d.declared === undefined ? 'none declared' : 'declared 0'})`;
  if (d.sharesHeld === 0) return `${d.declared} AgP a share declared; no investor holds a share, so nothing was paid`;
  if (d.perShare < d.declared)
    return `${d.declared} AgP a share declared, reduced to ${d.perShare}: the treasury could not pay more on ${d.sharesHeld} shares held (${d.total} AgP paid)`;
  return `${d.perShare} AgP a share on ${d.sharesHeld} shares held (${d.total} AgP paid)`;
}
