import { Option } from 'commander';
import type { CommandDefinition } from './command.js';
import { path } from './options.js';

/** `payola publish`: the end-of-game publication (Rules 3.6, 4.5). */
export const publishCommand: CommandDefinition = (program, { env, exit }) => {
  program
    .command('publish')
    .description(
      "print every phase's offer sheets and the acceptance lists used, for the end of the game (Rules 3.6, 4.5)",
    )
    .requiredOption('--game <file>', 'the game file (its history)', path)
    .addOption(new Option('--format <name>', 'output format').choices(['text', 'json']).default('text'))
    .option('--force', 'publish a game no power has won (ended by the players, a draw or a concession)')
    .action(async (options: { game: string; format: 'text' | 'json'; force?: boolean }) => {
      const { runPublish } = await import('../gm/run-publish.js');
      exit(runPublish(options, env));
    });
};
