// A movement phase's adjudication as text for the GameMaster, and why one was refused: every
// unit's order and why (Rules 5.1–5.4, 4.4, 6.5), each power's account (Rules 5.5, 5.6) and the
// seed that repeats the run (Rule 4.1). `payola adjudicate` prints it and the language server's
// preview shows it, so both say the same.
import type { Game } from '../game/game.js';
import { unitText } from '../game/game.js';
import type { AdjudicationError, AdjudicationResult } from './adjudicate.js';
import { phaseTitle } from './reports.js';

export interface AdjudicationTextOptions {
  /** How to run the same adjudication again, after the seed: `repeat with --seed 42`. */
  readonly repeat?: (seed: number) => string;
}

/**
 * The adjudication as text: the orders by power (`A PAR - BUR  5 AgP  why`), the accounts table
 * (balance before, savings, spent, new balance, cuts), and the seed.
 */
export function adjudicationText(
  game: Game,
  result: AdjudicationResult,
  options: AdjudicationTextOptions = {},
): string {
  const out: string[] = [`Payola adjudication, ${phaseTitle(result.season, result.year)}`, '', 'Orders'];
  const listed = new Set<string>();
  const orders = Object.values(result.orders);
  const orderWidth = Math.max(0, ...orders.map((r) => r.order.length));
  const totalWidth = Math.max(0, ...orders.map((r) => String(r.total).length));
  const row = (key: string) => {
    const r = result.orders[key]!;
    listed.add(key);
    out.push(
      `    ${r.order.padEnd(orderWidth)}  ${String(r.total).padStart(totalWidth)} AgP  ${result.explanations[key]?.text ?? ''}`.trimEnd(),
    );
  };
  for (const power of game.powers) {
    const keys = game
      .unitsOf(power.name)
      .map(unitText)
      .filter((key) => result.orders[key] !== undefined);
    if (keys.length === 0) continue;
    out.push(`  ${power.name}`);
    keys.forEach(row);
  }
  const others = Object.keys(result.orders).filter((key) => !listed.has(key));
  if (others.length > 0) {
    out.push('  Other units');
    others.forEach(row);
  }

  out.push('', 'Accounts (Rules 5.5, 5.6)');
  const nameWidth = Math.max(5, ...game.powers.map((p) => p.name.length));
  const columns = ['before', 'savings', 'spent', 'balance', 'cuts'];
  out.push(`  ${'power'.padEnd(nameWidth)}${columns.map((c) => c.padStart(9)).join('')}`);
  for (const p of game.powers) {
    const values = [
      p.balance,
      result.savings[p.name] ?? 0,
      result.spent[p.name] ?? 0,
      result.balances[p.name] ?? p.balance,
      result.reductions[p.name] ?? 0,
    ];
    out.push(`  ${p.name.padEnd(nameWidth)}${values.map((v) => String(v).padStart(9)).join('')}`);
  }
  const repeat = options.repeat?.(result.seed);
  out.push('', `seed ${result.seed}${repeat === undefined ? '' : ` (${repeat})`}`);
  return `${out.join('\n')}\n`;
}

export interface RefusalOptions {
  /**
   * Whether each invalid sheet's errors are listed (`SOURCE:LINE:COLUMN: message (code)`); a tool
   * with its own formatter of diagnostics (payola-lint's) leaves them out and prints them itself.
   */
  readonly diagnostics?: boolean;
}

/**
 * Why nothing was adjudicated, one line each: each invalid sheet's errors (named by
 * `sourceOf(power)`, e.g. its file), then each power whose sheet is missing (Rule 3.3), each sheet
 * for no power of the game, and each power with more than one sheet.
 */
export function refusalLines(
  error: AdjudicationError,
  sourceOf: (power: string) => string,
  options: RefusalOptions = {},
): string[] {
  const lines: string[] = [];
  if (options.diagnostics ?? true)
    for (const sheet of error.sheetErrors) {
      const source = sourceOf(sheet.power);
      for (const d of sheet.diagnostics)
        lines.push(`${source}:${d.range.start.line}:${d.range.start.column}: ${d.message} (${d.code})`);
    }
  for (const power of error.missing) lines.push(`no sheet from ${power} (Rule 3.3)`);
  for (const power of error.unknown) lines.push(`a sheet for ${power}, which is not a power of this game`);
  for (const power of error.duplicated) lines.push(`more than one sheet for ${power}`);
  return lines;
}
