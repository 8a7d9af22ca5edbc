// What each player is told after the GameMaster advances a phase, and only that player (Rules
// 2.5, 5.7): its movement report (its units' orders and accepted bribes, its accepted offers,
// what it spent), every change to its own account (bribes, income, Zero Sum's year end), its
// balance, and the phases' public results as it may see them (Rule 6.3 under Tin Cup).
import { ledgerLine, type LedgerEntry } from '../accounts/ledger.js';
import { phaseTitle, reportText, type PlayerReport } from '../adjudicate/reports.js';
import type { PhaseResults } from '../game/phase-results.js';
import { stockholderReportText, type StockholderReport } from '../exchange/stockholder-report.js';
import type { SetAsideOrder } from './phase-inputs.js';
import type { PhaseStep } from './phase-step.js';
import { resultsSeenBy, resultsText } from './public-results.js';

export interface PlayerPhaseReport {
  readonly power: string;
  /** Rule 5.7, when a movement phase was advanced. */
  readonly movement?: PlayerReport;
  /** Every change to this player's account, in order (Rule 2.5). */
  readonly ledger: readonly LedgerEntry[];
  /** The balance once every phase advanced is done. */
  readonly balance: number;
  /** The phases' results, as this player may see them. */
  readonly results: readonly PhaseResults[];
  /**
   * Exchange (Rule 6.8): a company's report goes to its CEO when the phase was decided (ruling
   * E19): the investor named here. Absent for investors, and for a company nobody headed.
   */
  readonly ceo?: string;
  /** Exchange (ruling E18): an investor's annual stockholder reports, one per company. */
  readonly stockholder?: readonly StockholderReport[];
  /** Orders of this player's own sheet that no unit took (retreat and adjustment phases), and why. */
  readonly setAside?: readonly SetAsideOrder[];
}

/** Each power's report for the steps of one advance (and the income paid before them), by power name. */
export function playerPhaseReports(
  steps: readonly PhaseStep[],
  before: readonly LedgerEntry[] = [],
): Record<string, PlayerPhaseReport> {
  const first = steps[0]!;
  const last = steps.at(-1)!.game;
  const reports = Object.create(null) as Record<string, PlayerPhaseReport>;
  for (const power of first.before.powers) {
    const movement = first.adjudication?.reports[power.name];
    const stockholder = steps.flatMap((s) => s.stockholders?.get(power.name) ?? []);
    const ceo = power.company?.ceo;
    const setAside = steps.flatMap((s) => s.setAside ?? []).filter((o) => o.power === power.name);
    reports[power.name] = {
      power: power.name,
      ...(movement && { movement }),
      ledger: [...before, ...steps.flatMap((s) => s.ledger)].filter((e) => e.power === power.name),
      balance: last.power(power.name)?.balance ?? power.balance,
      results: steps.map((s) => resultsSeenBy(s.results, s.before, s.game, power.name)),
      ...(ceo !== undefined && { ceo }),
      ...(power.investor && { stockholder }),
      ...(setAside.length > 0 && { setAside }),
    };
  }
  return reports;
}

/** A player's report as the text it receives. */
export function playerReportText(report: PlayerPhaseReport): string {
  const first = report.results[0];
  const title = first ? `${phaseTitle(first.season, first.year)} ${first.phase} phase` : 'this phase';
  const parts: string[] = [];
  if (report.ceo !== undefined) parts.push(`For ${report.ceo}, ${report.power}'s CEO (Rule 6.8).\n`);
  if (report.movement) parts.push(reportText(report.movement));
  else parts.push(`Payola report for ${report.power}, ${title}\n`);
  const account = ['Your account (Rule 2.5):'];
  if (report.ledger.length === 0) account.push('  no change');
  for (const entry of report.ledger) account.push(`  ${ledgerLine(entry)}`);
  account.push(`Balance: ${report.balance} AgP`);
  parts.push(`${account.join('\n')}\n`);
  for (const stock of report.stockholder ?? []) parts.push(stockholderReportText(stock));
  if (report.setAside) parts.push(`${setAsideText(report.setAside)}\n`);
  parts.push(
    `Results${report.results.length > 1 ? ' (with the phases that followed and had nothing to decide)' : ''}:\n`,
  );
  for (const results of report.results) parts.push(resultsText(results));
  return parts.join('\n');
}

/** Orders no unit took, a line each: `Set aside: A VEN - TUS (Austria has no dislodged unit there)`. */
export function setAsideText(orders: readonly SetAsideOrder[]): string {
  return orders.map((o) => `Set aside: ${o.order} (${o.reason})`).join('\n');
}
