import { Option } from 'commander';
import type { AdvanceOptions } from '../gm/run-advance.js';
import type { CommandDefinition } from './command.js';
import { groupReadableOption, path, pngWidth, seed } from './options.js';

/** `payola advance`: the GameMaster's cycle, one phase at a time (gm/run-advance.ts). */
export const advanceCommand: CommandDefinition = (program, { env, exit }) => {
  program
    .command('advance')
    .description(
      "advance the game's current phase from the players' sheets: bribes, orders and moves (movement), retreats, or builds and disbands; income, Zero Sum's year end, eliminations and victory come at their moments (Rules 1.5, 2.1, 2.4, 6.7)",
    )
    .requiredOption('--game <file>', 'the game file (written back with the next phase, unless --next-game)', path)
    .option('--seed <n>', 'seed for the `?` of acceptance lists (Rule 4.1); default: a fresh one, reported', seed)
    .option('--next-game <file>', 'write the next phase to this file instead of the game file', path)
    .option(
      '--out <dir>',
      "write the public results, each player's private report and picture, the GameMaster's chart and the board before and after here",
      path,
    )
    .addOption(
      new Option('--pictures <format>', 'the pictures written with --out')
        .choices(['png', 'svg', 'none'])
        .default('png'),
    )
    .option('--width <pixels>', 'width of the PNG pictures', pngWidth)
    .addOption(new Option('--format <name>', 'what is printed').choices(['text', 'json']).default('text'))
    .option('--force', 'go on where the run would replace a record (says what it replaces)')
    .addOption(groupReadableOption())
    .argument(
      '[sheets...]',
      "the phase's sheets: files, folders or globs; POWER=path names a sheet's power (default: the game file's powers[].sheet, or the file name)",
    )
    .addHelpText(
      'after',
      '\nExamples:\n  payola advance --game game.json --seed 1901 --out reports/spring-1901 sheets/\n  payola advance --game game.json --next-game fall-1901.json Italy=italy-retreat.payola',
    )
    .action(async (sheets: string[], options: Omit<AdvanceOptions, 'sheets'>) => {
      const { runAdvance } = await import('../gm/run-advance.js');
      exit(await runAdvance({ ...options, sheets }, env));
    });
};
