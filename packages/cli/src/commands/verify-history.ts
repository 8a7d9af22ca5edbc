import { Option } from 'commander';
import type { CommandDefinition } from './command.js';
import { path } from './options.js';

/** `payola verify-history`: every recorded phase re-run from its inputs (gm/run-verify-history.ts). */
export const verifyHistoryCommand: CommandDefinition = (program, { env, exit }) => {
  program
    .command('verify-history')
    .description(
      "re-run every phase of the game's history from its recorded state, sheets and seed, and check the chain of phases up to the game now (Rule 3.6's audit)",
    )
    .requiredOption('--game <file>', 'the game file', path)
    .addOption(new Option('--format <name>', 'output format').choices(['text', 'json']).default('text'))
    .addHelpText(
      'after',
      '\nExit codes: 0 every recorded phase verified, 1 a phase does not, 2 the file cannot be read.',
    )
    .action(async (options: { game: string; format: 'text' | 'json' }) => {
      const { runVerifyHistory } = await import('../gm/run-verify-history.js');
      exit(runVerifyHistory(options, env));
    });
};
