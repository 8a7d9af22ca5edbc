import type { CommandDefinition } from './command.js';
import { collect, groupReadableOption, path } from './options.js';

/** `payola year-end`: Zero Sum's settlement (Rule 6.7). */
export const yearEndCommand: CommandDefinition = (program, { env, exit }) => {
  program
    .command('year-end')
    .description(
      "Zero Sum's settlement after the Fall turn: the year's receipts, captures and changes of owner (Rule 6.7)",
    )
    .requiredOption('--game <file>', 'the game file (updated in place)', path)
    .option(
      '--owner <center=power>',
      "a centre's owner after the Fall adjustments, e.g. BEL=France (repeatable)",
      collect,
    )
    .addOption(groupReadableOption())
    .action(async (options: { game: string; owner?: string[]; groupReadable?: boolean }) => {
      const { runYearEnd } = await import('../gm/run-accounts.js');
      exit(await runYearEnd({ ...options, owner: options.owner ?? [] }, env));
    });
};
