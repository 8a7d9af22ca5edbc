// Exchange Payola (Rule 6.8): the worth of supply centres. Ruling E5: a CEO sets the worth of the
// centres its company owns (`VALUE PAR 12`, 0 to the game's bound) at the winter's end, for the
// next year's income; the worth stays with the centre. Ruling E6: when a centre passes from one
// company to another at the Fall turn, the taker receives its worth from the loser's treasury.
import type { LedgerEntry } from '../accounts/ledger.js';
import type { Game, GamePower } from '../game/game.js';
import type { CentreWorth } from './instructions.js';

/** A centre's worth in `game` (its CEO's, or the game's default; ruling E5). */
export function centreWorth(game: Game, center: string): number {
  return game.rules.centerValues?.get(center) ?? game.rules.exchange?.centerValue ?? 0;
}

/** The highest worth a CEO may give a centre in `game` (ruling E5). */
export function maxCentreWorth(game: Game): number {
  return game.rules.exchange?.maxCenterValue ?? 0;
}

/** Why ruling E5 does not let `company`'s CEO give `center` this worth; undefined when it does. */
export function worthRefusal(
  game: Game,
  company: GamePower,
  center: string,
  worth: number,
): 'not-owned' | 'not-whole' | 'out-of-range' | undefined {
  if (!company.centers.includes(center)) return 'not-owned';
  if (!Number.isInteger(worth)) return 'not-whole';
  if (worth < 0 || worth > maxCentreWorth(game)) return 'out-of-range';
  return undefined;
}

export interface WorthChange {
  readonly company: string;
  readonly center: string;
  readonly from: number;
  readonly to: number;
}

/**
 * The worths the CEOs set, applied: those `worthRefusal` allows (the checker reports the others
 * by the same decision; here they are ignored). The first line for a centre counts (ruling E4),
 * as the checker says of a second one.
 */
export function setCentreWorth(game: Game, values: readonly CentreWorth[]): { game: Game; changes: WorthChange[] } {
  const worth = new Map<string, { company: string; worth: number }>();
  for (const v of values) {
    const owner = game.power(v.company);
    if (!owner || worth.has(v.center) || worthRefusal(game, owner, v.center, v.worth)) continue;
    worth.set(v.center, { company: owner.name, worth: v.worth });
  }
  const changes: WorthChange[] = [];
  for (const [center, set] of [...worth].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const from = centreWorth(game, center);
    if (from !== set.worth) changes.push({ company: set.company, center, from, to: set.worth });
  }
  if (changes.length === 0) return { game, changes };
  const centerValues = Object.create(null) as Record<string, number>;
  for (const [center, value] of game.rules.centerValues ?? []) centerValues[center] = value;
  for (const c of changes) centerValues[c.center] = c.to;
  return { game: game.with({ centerValues: sortedRecord(centerValues) }), changes };
}

/**
 * Ruling E6: what each centre changing hands from one company to another costs the loser, paid
 * to the taker: the centre's worth, or as much of it as the loser's treasury still holds (centres
 * in the order of their ids). `changes` maps centres to their new owners; `game` is before them.
 */
export function captureSpoils(
  game: Game,
  changes: Readonly<Record<string, string>>,
): { balances: Map<string, number>; ledger: LedgerEntry[] } {
  const balances = new Map(game.powers.map((p) => [p.name, p.balance]));
  const ledger: LedgerEntry[] = [];
  const owners = new Map(game.powers.flatMap((p) => p.centers.map((c) => [c, p.name] as const)));
  for (const center of Object.keys(changes).sort()) {
    const loser = owners.get(center);
    const taker = changes[center]!;
    if (loser === undefined || loser === taker) continue; // a neutral centre brings nothing
    const amount = Math.min(centreWorth(game, center), balances.get(loser)!);
    if (amount === 0) continue;
    const lost = balances.get(loser)!;
    const won = balances.get(taker)!;
    balances.set(loser, lost - amount);
    balances.set(taker, won + amount);
    ledger.push(
      {
        power: loser,
        before: lost,
        what: `${center} lost to ${taker}: its worth (Rule 6.8)`,
        amount: -amount,
        after: lost - amount,
      },
      {
        power: taker,
        before: won,
        what: `${center} taken from ${loser}: its worth (Rule 6.8)`,
        amount,
        after: won + amount,
      },
    );
  }
  return { balances, ledger };
}

function sortedRecord(values: Record<string, number>): Record<string, number> {
  const sorted = Object.create(null) as Record<string, number>;
  for (const key of Object.keys(values).sort()) sorted[key] = values[key]!;
  return sorted;
}
