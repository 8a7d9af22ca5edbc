import type { CommandDefinition } from './command.js';
import { groupReadableOption, path } from './options.js';

/** `payola transfer` (Rule 2.3). */
export const transferCommand: CommandDefinition = (program, { env, exit }) => {
  program
    .command('transfer')
    .description('move money from one power to another in the game file (Rule 2.3)')
    .requiredOption('--game <file>', 'the game file (updated in place)', path)
    .addOption(groupReadableOption())
    .argument('<from>', 'the paying power (name or letter)')
    .argument('<to>', 'the receiving power (name or letter)')
    .argument('<amount>', 'silver pieces (AgP)')
    .action(async (from: string, to: string, amount: string, options: { game: string; groupReadable?: boolean }) => {
      const { runTransfer } = await import('../gm/run-accounts.js');
      exit(await runTransfer({ ...options, from, to, amount }, env));
    });
};
