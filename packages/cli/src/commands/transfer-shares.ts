import type { CommandDefinition } from './command.js';
import { groupReadableOption, path } from './options.js';

/** `payola transfer-shares` (Exchange, Rule 6.8: ruling E13). */
export const transferSharesCommand: CommandDefinition = (program, { env, exit }) => {
  program
    .command('transfer-shares')
    .description('Exchange (Rule 6.8): move shares of a company from one investor to another in the game file')
    .requiredOption('--game <file>', 'the game file (updated in place)', path)
    .addOption(groupReadableOption())
    .argument('<from>', 'the investor giving the shares')
    .argument('<to>', 'the investor receiving them')
    .argument('<company>', 'the company whose shares they are')
    .argument('<shares>', 'how many')
    .addHelpText(
      'after',
      '\nNo money moves: a price agreed between the investors is a transfer of its own (payola transfer, Rule 2.3).\n\nExample:\n  payola transfer-shares --game game.json Alice Bob France 2',
    )
    .action(
      async (
        from: string,
        to: string,
        company: string,
        shares: string,
        options: { game: string; groupReadable?: boolean },
      ) => {
        const { runTransferShares } = await import('../gm/run-accounts.js');
        exit(await runTransferShares({ ...options, from, to, company, shares }, env));
      },
    );
};
