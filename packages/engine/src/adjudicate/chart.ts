// The GameMaster's chart: everything about an adjudication, for the GameMaster's eyes only.
import { ledgerLine } from '../accounts/ledger.js';
import type { Game } from '../game/game.js';
import type { AdjudicationResult } from './adjudicate.js';
import { phaseTitle } from './reports.js';

/** The whole adjudication as text: every unit's candidates and contributors, money and lists. */
export function chartText(game: Game, result: AdjudicationResult): string {
  const out: string[] = [
    `Payola chart, ${phaseTitle(result.season, result.year)} (seed ${result.seed}) — GameMaster only`,
    '',
  ];
  out.push('Orders');
  for (const [unit, r] of Object.entries(result.orders)) {
    const explanation = result.explanations[unit]!;
    out.push(`  ${r.order.padEnd(26)} ${String(r.total).padStart(4)} AgP   ${explanation.text}`);
    for (const c of explanation.candidates) {
      const offers = c.offers
        .filter((o) => o.kind !== 'default-hold' || c.offers.length === 1)
        .map(
          (o) =>
            `${o.power}${o.line === undefined ? '' : ` l.${o.line}`} ${o.copies === undefined ? '' : `${o.copies}*`}${o.amount}${o.kind === 'direct' ? '' : ` (${o.kind})`}`,
        );
      out.push(
        `      ${c.order === r.order ? '*' : ' '} ${c.order.padEnd(24)} ${String(c.total).padStart(4)}   ${offers.join(', ')}`,
      );
    }
  }
  out.push('', 'Accounts');
  out.push(
    `  ${'power'.padEnd(10)} ${'before'.padStart(7)} ${'savings'.padStart(8)} ${'spent'.padStart(6)} ${'after'.padStart(6)} ${'cuts'.padStart(5)}  list used`,
  );
  for (const p of game.powers) {
    out.push(
      `  ${p.name.padEnd(10)} ${String(p.balance).padStart(7)} ${String(result.savings[p.name] ?? 0).padStart(8)} ${String(result.spent[p.name] ?? 0).padStart(6)} ${String(result.balances[p.name]).padStart(6)} ${String(result.reductions[p.name] ?? 0).padStart(5)}  ${result.acceptanceLists[p.name]}`,
    );
  }
  if (result.ledger.length > 0) {
    out.push('', 'Ledger');
    for (const entry of result.ledger) out.push(`  ${ledgerLine(entry)}`);
  }
  return `${out.join('\n')}\n`;
}
