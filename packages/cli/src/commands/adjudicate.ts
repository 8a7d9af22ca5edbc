import { Option } from 'commander';
import type { CommandDefinition } from './command.js';
import { groupReadableOption, path, seed } from './options.js';

/** `payola adjudicate`: one movement phase (gm/run-adjudicate.ts). */
export const adjudicateCommand: CommandDefinition = (program, { env, exit }) => {
  program
    .command('adjudicate')
    .description("adjudicate a movement phase from every power's offer sheet (Rules 3–5)")
    .requiredOption('--game <file>', 'the game file', path)
    .option('--seed <n>', 'seed for the `?` of acceptance lists (Rule 4.1); default: a fresh one, reported', seed)
    .addOption(new Option('--format <name>', 'output format').choices(['text', 'json']).default('text'))
    .option(
      '--out <dir>',
      "write each player's report (<power>.txt, <power>.json) and the chart (chart.txt, chart.json) here",
      path,
    )
    .option('--next-game <file>', 'write the game after this phase (balances, acceptance lists, history)', path)
    .option('--force', "adjudicate a phase the game's history already holds (says what it replaces)")
    .addOption(groupReadableOption())
    .argument(
      '<sheets...>',
      "sheet files, folders or globs; POWER=path names a sheet's power (default: the game file's powers[].sheet, or the file name)",
    )
    .addHelpText(
      'after',
      '\nExample:\n  payola adjudicate --game game.json --out reports --next-game game.json sheets/\n  payola adjudicate --game game.json --seed 42 France=f.payola England=e.payola ...',
    )
    .action(
      async (
        sheets: string[],
        options: {
          game: string;
          seed?: number;
          format: 'text' | 'json';
          out?: string;
          nextGame?: string;
          force?: boolean;
          groupReadable?: boolean;
        },
      ) => {
        const { runAdjudicate } = await import('../gm/run-adjudicate.js');
        exit(await runAdjudicate({ ...options, sheets }, env));
      },
    );
};
