#!/usr/bin/env node
// payola: the GameMaster's commands (adjudicate, income, transfer, year-end, publish, board).
import { Command, InvalidArgumentError, Option } from 'commander';
import type { BoardOptions } from '../board/run-board.js';
import type { GmEnvironment } from '../gm/run-adjudicate.js';
import { UsageError } from '../util/cli-error.js';
import { colorsFor } from '../util/colors.js';
import { configureCommand, runMain } from '../util/main.js';
import { packageVersion } from '../util/version.js';

const name = 'payola';

/** Seeds are 32-bit (the adjudicator's generator reads them so). */
function seed(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) > 0xffffffff)
    throw new InvalidArgumentError('expected a whole number from 0 to 4294967295');
  return Number(value);
}

function positiveInteger(value: string): number {
  if (!/^[1-9]\d{0,4}$/.test(value)) throw new InvalidArgumentError('expected a whole number from 1 to 99999');
  return Number(value);
}

/** A repeatable option's values, in order (`--owner BEL=France --owner HOL=Germany`). */
function collect(value: string, previous: readonly string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

// The commands' modules are imported when they run, so that --help and --version stay quick.
await runMain(name, async () => {
  const version = packageVersion();
  const env: GmEnvironment = {
    cwd: process.cwd(),
    version,
    stderrColors: colorsFor(process.stderr),
    stdout: (text) => process.stdout.write(text),
    stderr: (line) => process.stderr.write(`${line}\n`),
  };
  let exitCode = 0;
  const program = configureCommand(new Command(name), name)
    .description("The Payola Diplomacy GameMaster's tools: adjudication, accounts and the end-of-game publication")
    .version(version)
    .addHelpText(
      'after',
      '\nExit codes: 0 done, 1 refused (invalid or missing sheets, not enough money, ...), 2 usage or internal error.',
    )
    .helpCommand(true);
  program
    .command('adjudicate')
    .description("adjudicate a movement phase from every power's offer sheet (Rules 3–5)")
    .requiredOption('--game <file>', 'the game file')
    .option('--seed <n>', 'seed for the `?` of acceptance lists (Rule 4.1); default: a fresh one, reported', seed)
    .addOption(new Option('--format <name>', 'output format').choices(['text', 'json']).default('text'))
    .option(
      '--out <dir>',
      "write each player's report (<power>.txt, <power>.json) and the chart (chart.txt, chart.json) here",
    )
    .option('--next-game <file>', 'write the game after this phase (balances, acceptance lists, history)')
    .option('--force', "with --next-game: adjudicate a phase the game's history already holds")
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
        },
      ) => {
        const { runAdjudicate } = await import('../gm/run-adjudicate.js');
        exitCode = await runAdjudicate({ ...options, sheets }, env);
      },
    );

  program
    .command('income')
    .description("pay every power's yearly income into the game file, before the spring movement (Rule 2.1)")
    .requiredOption('--game <file>', 'the game file (updated in place)')
    .action(async (options: { game: string }) => {
      const { runIncome } = await import('../gm/run-accounts.js');
      exitCode = runIncome(options, env);
    });

  program
    .command('transfer')
    .description('move money from one power to another in the game file (Rule 2.3)')
    .requiredOption('--game <file>', 'the game file (updated in place)')
    .argument('<from>', 'the paying power')
    .argument('<to>', 'the receiving power')
    .argument('<amount>', 'silver pieces (AgP)')
    .action(async (from: string, to: string, amount: string, options: { game: string }) => {
      const { runTransfer } = await import('../gm/run-accounts.js');
      exitCode = runTransfer({ ...options, from, to, amount }, env);
    });

  program
    .command('year-end')
    .description(
      "Zero Sum's settlement after the Fall turn: the year's receipts, captures and changes of owner (Rule 6.7)",
    )
    .requiredOption('--game <file>', 'the game file (updated in place)')
    .option(
      '--owner <center=power>',
      "a centre's owner after the Fall adjustments, e.g. BEL=France (repeatable)",
      collect,
    )
    .action(async (options: { game: string; owner?: string[] }) => {
      const { runYearEnd } = await import('../gm/run-accounts.js');
      exitCode = runYearEnd({ game: options.game, owner: options.owner ?? [] }, env);
    });

  program
    .command('publish')
    .description(
      "print every phase's offer sheets and the acceptance lists used, for the end of the game (Rules 3.6, 4.5)",
    )
    .requiredOption('--game <file>', 'the game file (its history)')
    .addOption(new Option('--format <name>', 'output format').choices(['text', 'json']).default('text'))
    .action(async (options: { game: string; format: 'text' | 'json' }) => {
      const { runPublish } = await import('../gm/run-publish.js');
      exitCode = runPublish(options, env);
    });

  program
    .command('board')
    .description("draw the board (SVG or PNG), optionally with a phase's orders and results")
    .requiredOption('--game <file>', 'the game file')
    .requiredOption('--out <file>', 'the picture to write: board.svg or board.png')
    .option('--result <file>', 'a result to draw: the JSON of `payola adjudicate --format json`, or a movement result')
    .option('--phase <phase>', "draw the orders of a phase of the game's history (`Spring 1901`, or `last`)")
    .option('--power <name>', 'the picture as this power may see it (Tin Cup, Rule 6.3)')
    .option('--bribes', "show each unit's accepted bribe total (the GameMaster's picture)")
    .option('--width <pixels>', 'width of a PNG', positiveInteger)
    .addHelpText(
      'after',
      '\nExample:\n  payola adjudicate --game game.json --format json sheets/ > result.json\n  payola board --game game.json --result result.json --bribes --out board.png',
    )
    .action(async (options: BoardOptions) => {
      const { runBoard } = await import('../board/run-board.js');
      exitCode = await runBoard(options, env);
    });

  // Without a known command: one line, not the whole help (set after the subcommands, which would inherit it).
  program.allowExcessArguments(true).action((_options: unknown, command: Command) => {
    const commands = command.commands.map((c) => c.name()).join(', ');
    const [given] = command.args;
    throw new UsageError(
      given === undefined
        ? `missing command (${commands}; see --help)`
        : `unknown command "${given}" (the commands are ${commands}; see --help)`,
    );
  });

  await program.parseAsync(process.argv);
  return exitCode;
});
