import type { CommandDefinition } from './command.js';
import { groupReadableOption, path } from './options.js';

/** `payola income` (Rule 2.1). */
export const incomeCommand: CommandDefinition = (program, { env, exit }) => {
  program
    .command('income')
    .description("pay every power's yearly income into the game file, before the spring movement (Rule 2.1)")
    .requiredOption('--game <file>', 'the game file (updated in place)', path)
    .addOption(groupReadableOption())
    .action(async (options: { game: string; groupReadable?: boolean }) => {
      const { runIncome } = await import('../gm/run-accounts.js');
      exit(await runIncome(options, env));
    });
};
