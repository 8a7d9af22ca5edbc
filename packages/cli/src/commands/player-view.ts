import type { CommandDefinition } from './command.js';
import { groupReadableOption, path } from './options.js';

/** `payola player-view`: the game file one player may hold (gm/run-player-view.ts). */
export const playerViewCommand: CommandDefinition = (program, { env, exit }) => {
  program
    .command('player-view')
    .description(
      'write what one player may know of the game, for payola-lint and the editor: the board (under Tin Cup only what it sees, Rule 6.3), its own balance, list and sheets, nothing of any other player (Rules 2.5, 3.6)',
    )
    .requiredOption('--game <file>', "the GameMaster's game file", path)
    .requiredOption('--power <name>', "the player's power (name or letter)")
    .requiredOption('--out <file>', "the view to write (never over a GameMaster's game file)", path)
    .addOption(groupReadableOption())
    .addHelpText('after', '\nExample:\n  payola player-view --game game.json --power France --out france/game.json')
    .action(async (options: { game: string; power: string; out: string; groupReadable?: boolean }) => {
      const { runPlayerView } = await import('../gm/run-player-view.js');
      exit(await runPlayerView(options, env));
    });
};
