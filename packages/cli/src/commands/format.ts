import type { CommandDefinition } from './command.js';

/** `payola format`: sheets in canonical form (format/run-format.ts). */
export const formatCommand: CommandDefinition = (program, { env, exit }) => {
  program
    .command('format')
    .description(
      "print offer sheets in canonical form (the parser's printer); --write rewrites them, --check lists those that differ",
    )
    .argument('<files...>', 'sheets, folders (their *.payola files) or globs; - reads standard input')
    .option('--check', 'list the sheets that are not in canonical form and exit 1 if any (for CI); write nothing')
    .option('--write', "rewrite the sheets that are not in canonical form (atomically, keeping each file's mode)")
    .option(
      '--game <file>',
      'the game file, for its phase (default: the nearest payola-game.json or game.json up from each sheet)',
    )
    .addHelpText(
      'after',
      '\nExamples:\n  payola format france.payola\n  payola format --write sheets/\n  payola format --check sheets/',
    )
    .action(async (files: string[], options: { check?: boolean; write?: boolean; game?: string }) => {
      const { runFormat } = await import('../format/run-format.js');
      exit(await runFormat({ ...options, files }, env));
    });
};
