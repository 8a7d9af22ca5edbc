// `payola adjudicate` as text for the GameMaster: the engine's `adjudicationText` (every unit's
// order and why, each power's account, the seed), with how to repeat the run from the command line.
import { adjudicationText as engineAdjudicationText, type AdjudicationResult, type Game } from '@payola/engine';

export function adjudicationText(game: Game, result: AdjudicationResult): string {
  return engineAdjudicationText(game, result, { repeat: (seed) => `repeat with --seed ${seed}` });
}
