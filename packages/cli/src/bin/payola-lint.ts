#!/usr/bin/env node
// payola-lint: checks offer sheets like ESLint checks code (exit 0 clean, 1 problems, 2 usage
// error or an unreadable sheet).
import { Command, InvalidArgumentError, Option } from 'commander';
import { formatNames, type FormatName } from '../formatters/index.js';
import { path } from '../commands/options.js';
import { colorsFor } from '../util/colors.js';
import { readStdin } from '../files/read-file.js';
import { configureCommand, runMain } from '../util/main.js';
import { packageVersion } from '../util/version.js';

const name = 'payola-lint';

function count(value: string): number {
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError('expected a whole number of warnings (0 or more)');
  return Number(value);
}

interface Options {
  readonly game?: string;
  readonly power?: string;
  readonly format: FormatName;
  readonly maxWarnings?: number;
  readonly quiet?: boolean;
  readonly info?: boolean;
  readonly config?: string | false;
  readonly fix?: boolean;
}

void runMain(name, async () => {
  const version = packageVersion();
  let exitCode = 0;
  const program = configureCommand(new Command(name), name)
    .description(
      'Check Payola Diplomacy offer sheets: syntax (Rules 3.1–3.5, 4.1), places, units and orders, amounts and variants (Rule 6)',
    )
    .version(version)
    .argument('<files...>', 'sheets, folders (all their *.payola files, in any case), or globs; - reads standard input')
    .option(
      '--game <file>',
      'the game file (default: the nearest payola-game.json or game.json up from each sheet)',
      path,
    )
    .option(
      '--power <name>',
      "the sheets' power, by name or letter (default: the game file's powers[].sheet, or the file name)",
    )
    .addOption(new Option('-f, --format <name>', 'output format').choices(formatNames).default('stylish'))
    .option('--max-warnings <n>', 'exit 1 when there are more than n warnings', count)
    .option('--quiet', 'report errors only')
    .option('--info', "also report information: what each sheet's offers add up to (payola/commitment) and hints")
    .option('--fix', "apply the diagnostics' quick fixes to the sheets (written atomically), then report what remains")
    .option(
      '--config <file>',
      'the diagnostics configuration (default: the nearest payola.config.json up from each sheet)',
      path,
    )
    .option('--no-config', 'ignore every payola.config.json')
    .addHelpText(
      'after',
      '\nExit codes: 0 no errors, 1 errors (or more warnings than --max-warnings), 2 usage or internal error, or a sheet that could not be read.\n\n' +
        'Examples:\n  payola-lint sheets/\n  payola-lint --fix sheets/\n  payola-lint --format github "sheets/**/*.payola"\n  payola-lint --game game.json --power France - < france.payola',
    )
    .action(async (files: string[], options: Options) => {
      // Loaded here, so that --help and --version do not load the parser and the engine.
      const { runLint } = await import('../lint/run-lint.js');
      exitCode = await runLint(
        {
          patterns: files,
          format: options.format,
          quiet: options.quiet === true,
          info: options.info === true,
          fix: options.fix === true,
          ...(options.config !== undefined && { config: options.config }),
          ...(options.game !== undefined && { game: options.game }),
          ...(options.power !== undefined && { power: options.power }),
          ...(options.maxWarnings !== undefined && { maxWarnings: options.maxWarnings }),
        },
        {
          cwd: process.cwd(),
          version,
          colors: colorsFor(process.stdout),
          readStdin: () => readStdin('sheet'),
          stdout: (text) => process.stdout.write(text),
          stderr: (line) => process.stderr.write(`${line}\n`),
        },
      );
    });
  await program.parseAsync(process.argv);
  return exitCode;
});
