// Rule 5.7 (and 2.5, 3.6, 6.3): what each player is told, and nothing more.

/** One of the player's own units: its order and the total bribe it accepted (Rule 5.7 items 1–2). */
export interface OwnUnitReport {
  readonly unit: string;
  readonly order: string;
  readonly acceptedTotal: number;
}

/**
 * An order the player paid for, by sheet line (Rule 5.7 item 3). Under Tin Cup, only what it
 * paid each unit, with the unit's nationality and type (Rule 6.3).
 */
export type AcceptedOfferReport =
  | { readonly line: number; readonly unit: string; readonly order: string; readonly paid: number }
  | { readonly unit: string; readonly nationality: string; readonly unitType: 'army' | 'fleet'; readonly paid: number };

export interface PlayerReport {
  readonly power: string;
  readonly year: number;
  readonly season: string;
  readonly units: readonly OwnUnitReport[];
  readonly acceptedOffers: readonly AcceptedOfferReport[];
  /** Rule 5.7 item 4. */
  readonly spent: number;
  /** Rule 5.7 item 5. */
  readonly newBalance: number;
  /** How many times the player's offers were cut (Rule 5.5). */
  readonly reductions: number;
}

/** A report as the text a player receives. */
export function reportText(report: PlayerReport): string {
  const lines = [`Payola report for ${report.power}, ${phaseTitle(report.season, report.year)}`, ''];
  lines.push('Your units:');
  if (report.units.length === 0) lines.push('  (none)');
  for (const u of report.units) lines.push(`  ${u.order.padEnd(24)} accepted a total bribe of ${u.acceptedTotal} AgP`);
  lines.push('', 'Your accepted offers:');
  if (report.acceptedOffers.length === 0) lines.push('  (none)');
  for (const o of report.acceptedOffers) {
    if ('order' in o) lines.push(`  line ${o.line}: ${o.order.padEnd(24)} paid ${o.paid} AgP`);
    else lines.push(`  ${o.unit} (${o.nationality} ${o.unitType})  paid ${o.paid} AgP`);
  }
  lines.push('');
  if (report.reductions > 0)
    lines.push(
      `Your offers were cut ${report.reductions} time${report.reductions === 1 ? '' : 's'} to avoid overspending (Rule 5.5).`,
    );
  lines.push(`Spent: ${report.spent} AgP`, `New balance: ${report.newBalance} AgP`);
  return `${lines.join('\n')}\n`;
}

/** `spring`, 1901 → `Spring 1901`. */
export function phaseTitle(season: string, year: number): string {
  return `${season.charAt(0).toUpperCase()}${season.slice(1)} ${year}`;
}
