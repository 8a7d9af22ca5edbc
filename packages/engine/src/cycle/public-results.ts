// The public results of a phase (every order issued and whether it succeeded, dislodgements,
// retreats, builds, centres changing hands: public in Diplomacy, published beside the private
// reports of Rule 5.7), as text; and under Tin Cup what one player may see of them (Rule 6.3).
import type { Game } from '../game/game.js';
import { visibleProvinces } from '../game/blind-sight.js';
import type { OrderResult, PhaseResults } from '../game/phase-results.js';
import { parseUnitText } from '../game/unit-text.js';
import { parseLocationText } from '../map/board-map.js';
import { phaseTitle } from '../adjudicate/reports.js';

/**
 * The results as `power` may see them. Everything outside Tin Cup. Under Tin Cup (Rule 6.3):
 * the orders of units in provinces the player sees before or after the phase (its own builds,
 * disbands and waives), dislodgements and standoffs there, centres there changing hands; no
 * reasons, which may name units out of sight. Eliminations and a victory stay public.
 */
export function resultsSeenBy(results: PhaseResults, before: Game, after: Game, power: string): PhaseResults {
  if (!before.rules.blind) return results;
  const name = before.power(power)?.name ?? power;
  const sight = new Set([...visibleProvinces(before, name), ...visibleProvinces(after, name)]);
  const seen = (unit: string | undefined) => {
    if (unit === undefined) return false;
    const parsed = parseUnitText(unit, before.map);
    return !('error' in parsed) && sight.has(parsed.location.province);
  };
  const orders = results.orders
    .filter((o) => (results.phase === 'adjustment' ? o.power === name : seen(o.unit)))
    .map(({ reason: _reason, ...o }): OrderResult => o);
  // Of another's dislodged unit, only the places in sight among its retreats: the others would
  // tell the player they are empty.
  const dislodged = results.dislodged
    ?.filter((d) => d.power === name || seen(d.unit))
    .map((d) =>
      d.power === name ? d : { ...d, retreats: d.retreats.filter((r) => sight.has(parseLocationText(r).province)) },
    );
  const standoffs = results.standoffs?.filter((p) => sight.has(p));
  const centers = results.centers?.filter((c) => sight.has(c.center));
  const { dislodged: _d, standoffs: _s, centers: _c, ...rest } = results;
  return {
    ...rest,
    orders,
    ...(dislodged && dislodged.length > 0 && { dislodged }),
    ...(standoffs && standoffs.length > 0 && { standoffs }),
    ...(centers && centers.length > 0 && { centers }),
  };
}

const ceoOutcomeText: Readonly<Record<NonNullable<PhaseResults['ceos']>[number]['outcome'], string>> = {
  elected: 'elected',
  're-elected': 're-elected',
  unopposed: 'no votes cast: stays in office',
  'largest-shareholder': 'no votes cast: its largest shareholder',
  vacant: 'no investor holds its stock',
};

/** A phase's results as text, for publication (or for one player, as `resultsSeenBy` gives them). */
export function resultsText(results: PhaseResults): string {
  const title = `${phaseTitle(results.season, results.year)}, ${results.phase} phase`;
  const lines = [
    `${title}${results.seed !== undefined ? ` (seed ${results.seed})` : ''}${results.automatic ? ': nobody had a choice to make, so it was resolved without orders' : ''}`,
  ];
  const powers = [...new Set(results.orders.map((o) => o.power))];
  if (powers.length === 0) lines.push('  No orders.');
  for (const power of powers) {
    lines.push(`  ${power}`);
    for (const o of results.orders.filter((x) => x.power === power)) {
      const verdict = o.succeeded ? 'succeeds' : 'fails';
      lines.push(
        `    ${o.order.padEnd(24)} ${verdict}${o.reason !== undefined && o.reason !== '' ? `: ${o.reason}` : ''}`,
      );
    }
  }
  for (const d of results.dislodged ?? [])
    lines.push(
      `  Dislodged: ${d.unit} (${d.power}), attacked from ${d.by}; ${d.retreats.length > 0 ? `may retreat to ${d.retreats.join(', ')}` : 'cannot retreat'}`,
    );
  if (results.standoffs && results.standoffs.length > 0) lines.push(`  Standoffs: ${results.standoffs.join(', ')}`);
  for (const c of results.centers ?? []) lines.push(`  Supply centre ${c.center}: ${c.from ?? 'neutral'} → ${c.to}`);
  for (const power of results.eliminated ?? []) lines.push(`  ${power} owns no supply centre: eliminated (Rule 2.4)`);
  // Ruling E4's order: the worth of centres is set before the elections.
  for (const w of results.worthChanges ?? [])
    lines.push(`  Supply centre ${w.center}: worth ${w.from} → ${w.to} AgP, set by ${w.company} (ruling E5)`);
  for (const c of results.ceos ?? [])
    lines.push(
      `  ${c.company}: ${c.ceo === undefined ? 'no CEO' : `CEO ${c.ceo}`} (${ceoOutcomeText[c.outcome]}, Rule 6.8)`,
    );
  if (results.victory?.investors)
    lines.push(
      `  ${results.victory.power} owns ${results.victory.centers} supply centres: the game is over, and every offer sheet is published (Rule 3.6)`,
      `  Net worth: ${(results.netWorth ?? []).map((w) => `${w.investor} ${w.netWorth} AgP`).join(', ')}`,
      `  ${results.victory.investors.join(' and ')} ${results.victory.investors.length === 1 ? 'wins' : 'share the victory'} (Rule 6.8)`,
    );
  else if (results.victory)
    lines.push(
      `  ${results.victory.power} owns ${results.victory.centers} supply centres and wins: the game is over, and every offer sheet is published (Rule 3.6)`,
    );
  return `${lines.join('\n')}\n`;
}
