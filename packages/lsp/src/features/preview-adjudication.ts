// `payola/previewAdjudication`: the game of a sheet adjudicated with every sheet found beside its
// game file, with a fixed seed (Rule 4.1's random `?` is drawn from it, so the preview repeats),
// as the GameMaster would see it: the engine's `adjudicationText` (each unit's order and why, the
// accounts; `payola adjudicate` prints the same), and the chart; or the engine's `refusalLines`.
import {
  adjudicate,
  AdjudicationError,
  adjudicationText,
  chartText,
  phaseTitle,
  refusalLines,
  type AdjudicationResult,
  type Game,
  phaseName,
} from '@payola/engine';
import type { PreviewAdjudicationResult } from '../protocol.js';

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
    const sourceOf = (power: string) => sheets.find((x) => x.power === power)?.source ?? power;
    const lines = [header, '', 'Nothing was adjudicated:', ...refusalLines(error, sourceOf).map((line) => `  ${line}`)];
    if (error.missing.length > 0)
      lines.push(
        '',
        `Sheets are found beside the game file: name each after its power (${error.missing[0]!.toLowerCase()}.payola) or map it in powers[].sheet.`,
      );
    return { text: `${lines.join('\n')}\n`, refused: true };
  }
  const text = adjudicationText(game, result, { repeat: () => 'the payola.previewSeed setting' });
  return { text: `${header}\n\n${text}\n${chartText(game, result)}` };
}
