// Rules 4.3, 4.5, 5.6: the game after an adjudication — balances paid, acceptance lists replaced
// by the sheets' new ones, and the phase recorded for the end-of-game publication.
import { parseSheet, printSheet } from '@payola/parser';
import { acceptanceListOf } from '../game/acceptance-list.js';
import type { Game } from '../game/game.js';
import type { AdjudicationResult, SheetInputs } from './adjudicate.js';

/**
 * The next game state. Units stay where they are: resolving the moves themselves (standard
 * Diplomacy adjudication) is outside this tool, so the GameMaster updates units, centres and
 * the season after the moves are resolved.
 */
export function nextGameState(game: Game, result: AdjudicationResult, sheets: SheetInputs): Game {
  const texts: Record<string, string> = {};
  for (const [name, input] of Object.entries(sheets)) {
    const power = game.power(name);
    if (power)
      texts[power.name] = typeof input === 'string' ? input : printSheet('errors' in input ? input.sheet : input);
  }
  const powers = game.powers.map((p) => {
    const text = texts[p.name];
    // Rule 4.3: the sheet's acceptance list (the last, as in adjudication) replaces the power's.
    const accept =
      text === undefined
        ? undefined
        : parseSheet(text)
            .sheet.lines.filter((l) => l.kind === 'accept')
            .pop();
    return {
      ...p,
      balance: result.balances[p.name] ?? p.balance,
      ...(accept?.kind === 'accept' && { accept: acceptanceListOf(accept) }),
    };
  });
  const entry = {
    year: game.year,
    season: game.season,
    seed: result.seed,
    acceptanceLists: result.acceptanceLists,
    sheets: texts,
    orders: Object.fromEntries(Object.entries(result.orders).map(([unit, r]) => [unit, r.order])),
  };
  // Rule 6.7: under Zero Sum, what each power's units were paid is kept for the year's end.
  const receipts = game.rules.zeroSum
    ? Object.fromEntries(
        game.powers
          .map((p): [string, number] => [p.name, (game.receipts[p.name] ?? 0) + (result.receipts[p.name] ?? 0)])
          .filter(([, v]) => v !== 0),
      )
    : game.receipts;
  return game.with({ powers, history: [...game.history, entry], receipts });
}
