// `payola/previewAdjudication`: the game of a sheet adjudicated with every sheet found beside its
// game file, with a fixed seed (Rule 4.1's random `?` is drawn from it, so the preview repeats),
// as the GameMaster would see it: each unit's order and why, the accounts, and the chart.
import {
  adjudicate,
  AdjudicationError,
  chartText,
  phaseTitle,
  unitText,
  type AdjudicationResult,
  type Game,
} from '@payola/engine';
import type { PreviewAdjudicationResult } from '../protocol.js';
import { phaseName } from './phase-orders.js';

/** A sheet for the preview: its power, where it came from (for messages) and its text. */
export interface PreviewSheet {
  readonly power: string;
  readonly source: string;
  readonly text: string;
}

/**
 * Why this game cannot be adjudicated, or undefined: a player's view holds no other player's
 * balance, savings or list (Rules 2.5, 3.6), and only movement phases have bribes to adjudicate
 * (Rule 1.5: retreats and adjustments are the players' own orders).
 */
export function previewRefusal(game: Game): string | undefined {
  if (game.viewer !== undefined)
    return `the game file is ${game.viewer}'s player view (made by payola player-view), which holds no other player's balance, savings or acceptance list; only the GameMaster's game file can be adjudicated`;
  if (game.phase !== 'movement')
    return `the game is in its ${phaseName(game)}, where players order their own units (Rule 1.5); adjudication is for the bribes of movement phases, and payola advance resolves this phase`;
  return undefined;
}

export function previewAdjudication(
  game: Game,
  sheets: readonly PreviewSheet[],
  seed: number,
  gameFileName: string,
): PreviewAdjudicationResult {
  const why = previewRefusal(game);
  if (why !== undefined) return { text: `Cannot preview the adjudication: ${why}.\n`, refused: true };
  const texts = Object.fromEntries(sheets.map((s) => [s.power, s.text]));
  const header = `Preview of ${phaseTitle(game.season, game.year)} from ${gameFileName} with ${sheets.length} sheet${sheets.length === 1 ? '' : 's'} (${sheets.map((s) => `${s.power}: ${s.source}`).join(', ') || 'none'}), seed ${seed} (fixed, so the \`?\` of acceptance lists is drawn the same way each time; Rule 4.1)`;
  let result: AdjudicationResult;
  try {
    result = adjudicate(game, texts, { seed });
  } catch (error) {
    if (!(error instanceof AdjudicationError)) throw error;
    const lines = [header, '', 'Nothing was adjudicated:'];
    for (const s of error.sheetErrors) {
      const source = sheets.find((x) => x.power === s.power)?.source ?? s.power;
      for (const d of s.diagnostics)
        lines.push(`  ${source}:${d.range.start.line}:${d.range.start.column}: ${d.message} (${d.code})`);
    }
    for (const power of error.missing)
      lines.push(
        `  no sheet from ${power} (Rule 3.3): name it after the power (${power.toLowerCase()}.payola) beside the game file, or map it in powers[].sheet`,
      );
    for (const power of error.unknown) lines.push(`  a sheet for ${power}, which is not a power of this game`);
    return { text: `${lines.join('\n')}\n`, refused: true };
  }
  return { text: `${header}\n\n${summaryText(game, result)}\n${chartText(game, result)}` };
}

function summaryText(game: Game, result: AdjudicationResult): string {
  const out: string[] = ['Orders'];
  for (const power of game.powers) {
    const keys = game
      .unitsOf(power.name)
      .map(unitText)
      .filter((key) => result.orders[key] !== undefined);
    if (keys.length === 0) continue;
    out.push(`  ${power.name}`);
    for (const key of keys) {
      const r = result.orders[key]!;
      out.push(`    ${r.order}  ${r.total} AgP  ${result.explanations[key]?.text ?? ''}`.trimEnd());
    }
  }
  out.push('', 'Accounts (Rules 5.5, 5.6)');
  for (const p of game.powers) {
    out.push(
      `  ${p.name}: balance ${p.balance}, savings ${result.savings[p.name] ?? 0}, spent ${result.spent[p.name] ?? 0}, new balance ${result.balances[p.name] ?? p.balance}, cuts ${result.reductions[p.name] ?? 0}`,
    );
  }
  return `${out.join('\n')}\n`;
}
