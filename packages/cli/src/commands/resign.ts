import type { CommandDefinition } from './command.js';
import { groupReadableOption, path } from './options.js';

/** `payola resign` (Rule 2.4). */
export const resignCommand: CommandDefinition = (program, { env, exit }) => {
  program
    .command('resign')
    .description('a player resigns: its treasury is forfeited and the power is no longer played (Rules 2.4, 4.4)')
    .requiredOption('--game <file>', 'the game file (updated in place)', path)
    .addOption(groupReadableOption())
    .argument('<power>', 'the power whose player resigns (name or letter)')
    .action(async (power: string, options: { game: string; groupReadable?: boolean }) => {
      const { runResign } = await import('../gm/run-accounts.js');
      exit(await runResign({ ...options, power }, env));
    });
};
