// Sheets for tests: every player sending one, and offer lines written from legal orders.
import { unitText, type Game, type GamePower } from '@payola/engine';

/**
 * For each active writer (the powers, or under Exchange the companies), a sheet in which its
 * units hold for 0 AgP; a writer without units sends a comment (Rule 3.3: still a sheet).
 */
export function holdSheets(game: Game, writers: readonly GamePower[] = game.powers): Record<string, string> {
  return Object.fromEntries(
    writers
      .filter((p) => p.status === 'active')
      .map((p) => [
        p.name,
        game
          .unitsOf(p.name)
          .map((u) => `0 : ${unitText(u)} H\n`)
          .join('') || '% no units\n',
      ]),
  );
}

/**
 * An offer line (`amounts type unit orders`) to one unit, naming the distinct orders that `picks`
 * choose among its legal orders (`A MUN - BUR`, as `legalOrders` lists them): how the property
 * tests write random sheets.
 */
export function offerLineTo(legal: readonly string[], picks: readonly number[], amounts: string, type: string): string {
  const orders = [...new Set(picks.map((i) => legal[i % legal.length]!))];
  const unit = orders[0]!.split(' ').slice(0, 2).join(' ');
  return `${amounts} ${type} ${unit} ${orders.map((x) => x.split(' ').slice(2).join(' ')).join(' | ')}`;
}
