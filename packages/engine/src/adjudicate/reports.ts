// Rule 5.7 (and 2.5, 3.6, 6.3): what each player is told, and nothing more.
import type { Game } from '../game/game.js';
import { unitText } from '../game/game.js';
import type { AtomicOffer } from './atomic-offer.js';
import type { UnitContext } from './evaluation.js';

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

/** `Spring 1901 movement phase`, `Fall 1901 retreat phase`, `Winter 1901 adjustment phase` (a game's or a history entry's). */
export function phaseName(of: { readonly season: string; readonly year: number; readonly phase?: string }): string {
  return `${phaseTitle(of.season, of.year)} ${of.phase ?? 'movement'} phase`;
}

/** A written offer that was paid: what it paid, and for which order. */
export interface PaidOffer {
  readonly offer: AtomicOffer;
  readonly paid: number;
  readonly order: string;
}

/** The orders decided and what the winners' bribes totalled, by unit (as `AdjudicationResult.orders`). */
type DecidedOrders = Readonly<Record<string, { readonly order: string; readonly total: number }>>;

/** Each player's private report (Rule 5.7; under Tin Cup, Rule 6.3), by power name. */
export function playerReports(
  game: Game,
  contexts: readonly UnitContext[],
  orders: DecidedOrders,
  paidOffers: readonly PaidOffer[],
  spent: ReadonlyMap<string, number>,
  balances: Readonly<Record<string, number>>,
  cuts: ReadonlyMap<string, number>,
): Record<string, PlayerReport> {
  const byPayer = new Map<string, PaidOffer[]>();
  for (const p of paidOffers)
    (byPayer.get(p.offer.power) ?? byPayer.set(p.offer.power, []).get(p.offer.power)!).push(p);
  return Object.fromEntries(
    game.powers.map((p) => [
      p.name,
      {
        power: p.name,
        year: game.year,
        season: game.season,
        units: contexts
          .filter((c) => c.owner === p.name)
          .map((c) => ({
            unit: c.bribes.key,
            order: orders[c.bribes.key]!.order,
            acceptedTotal: orders[c.bribes.key]!.total,
          })),
        acceptedOffers: acceptedOffers(game, byPayer.get(p.name) ?? []),
        spent: spent.get(p.name) ?? 0,
        newBalance: balances[p.name]!,
        reductions: cuts.get(p.name) ?? 0,
      } satisfies PlayerReport,
    ]),
  );
}

/**
 * Rule 5.7 item 3: the player's accepted offers, one entry per sheet line and unit. Rule 6.3:
 * under Tin Cup, only what it paid each unit, and the unit's nationality and type: no order, and
 * no line (which offer was accepted would tell the order).
 */
function acceptedOffers(game: Game, paid: readonly PaidOffer[]): AcceptedOfferReport[] {
  const entries = new Map<string, AcceptedOfferReport>();
  for (const { offer, paid: amount, order } of paid) {
    const unit = game.unitAt(offer.unit)!;
    const text = unitText(unit);
    const key = game.rules.blind ? text : `${offer.line ?? 0}\u0000${text}`;
    const previous = entries.get(key);
    if (previous) {
      entries.set(key, { ...previous, paid: previous.paid + amount });
      continue;
    }
    entries.set(
      key,
      game.rules.blind
        ? { unit: text, nationality: unit.power, unitType: unit.type === 'A' ? 'army' : 'fleet', paid: amount }
        : { line: offer.line ?? 0, unit: text, order, paid: amount },
    );
  }
  return [...entries.values()].sort((a, b) =>
    'line' in a && 'line' in b ? a.line - b.line : a.unit.localeCompare(b.unit),
  );
}
