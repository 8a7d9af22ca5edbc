// `payola adjudicate` as text for the GameMaster: every unit's order and why (Rules 5.1–5.4,
// 4.4, 6.5), each power's account (Rules 5.5, 5.6), and the seed that repeats the run (Rule 4.1).
import { phaseTitle, unitText, type AdjudicationResult, type Game } from '@payola/engine';

export function adjudicationText(game: Game, result: AdjudicationResult): string {
  const out: string[] = [`Payola adjudication, ${phaseTitle(result.season, result.year)}`, '', 'Orders'];
  const listed = new Set<string>();
  const orderWidth = Math.max(0, ...Object.values(result.orders).map((r) => r.order.length));
  const totalWidth = Math.max(0, ...Object.values(result.orders).map((r) => String(r.total).length));
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
  out.push('', `seed ${result.seed} (repeat with --seed ${result.seed})`);
  return `${out.join('\n')}\n`;
}
