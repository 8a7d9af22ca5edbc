// Which game files each GameMaster's command takes, and the command to use instead. The normal
// cycle is `payola advance` (every phase, income and Zero Sum's year end included); `payola
// adjudicate` previews a movement phase's bribes; `payola income` and `payola year-end` are for
// games run by hand, and refuse where the cycle does their work.
import { phaseName, phaseTitle, type Game } from '@payola/engine';
import type { LoadedGame } from '../game/game-files.js';
import { CliError } from '../util/cli-error.js';

/** Does `payola advance` run this game (its history records each phase's state)? */
export function runByTheCycle(game: Game): boolean {
  return game.history.some((entry) => entry.state !== undefined);
}

/** A player's view is for payola-lint and the editor; the GameMaster's commands refuse it. */
export function refuseView(loaded: LoadedGame): void {
  if (loaded.game.viewer !== undefined)
    throw new CliError(
      `${loaded.shown} is ${loaded.game.viewer}'s view of the game (payola player-view), without the other powers' balances and lists: run the GameMaster's commands on the GameMaster's game file`,
      1,
    );
}

/** A game that has ended takes no more phases. */
export function refuseEnded(loaded: LoadedGame): void {
  const victory = loaded.game.victory;
  if (victory)
    throw new CliError(
      `the game is over: ${victory.power} won after ${phaseTitle(victory.season, victory.year)}; publish every offer sheet with payola publish --game ${loaded.shown} (Rule 3.6)`,
      1,
    );
}

/**
 * `payola adjudicate` decides a movement phase's bribes; with `--next-game` (which pays them but
 * moves no unit) only in games run by hand.
 */
export function requireMovementPhase(loaded: LoadedGame, command: string, writes: boolean): void {
  refuseView(loaded);
  refuseEnded(loaded);
  const { game, shown } = loaded;
  if (game.phase !== 'movement')
    throw new CliError(
      `${command} decides a movement phase's bribes, and ${shown} is at the ${phaseName(game)}: advance it with payola advance --game ${shown} (the players' orders as sheets)`,
      1,
    );
  if (writes && runByTheCycle(game))
    throw new CliError(
      `${shown} is run by payola advance (its history records each phase's state): --next-game would pay the bribes without moving the units; advance the phase with payola advance --game ${shown} SHEETS..., or preview it without --next-game`,
      1,
    );
}
