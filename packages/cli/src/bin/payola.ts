#!/usr/bin/env node
// payola: the GameMaster's commands (commands/index.ts lists them, one module each).
import { Command } from 'commander';
import { payolaCommands } from '../commands/index.js';
import type { GmEnvironment } from '../gm/environment.js';
import { readStdin } from '../files/read-file.js';
import { UsageError } from '../util/cli-error.js';
import { colorsFor } from '../util/colors.js';
import { configureCommand, runMain } from '../util/main.js';
import { packageVersion } from '../util/version.js';

const name = 'payola';

void runMain(name, async () => {
  const version = packageVersion();
  const env: GmEnvironment = {
    cwd: process.cwd(),
    version,
    stderrColors: colorsFor(process.stderr),
    stdout: (text) => process.stdout.write(text),
    stdoutIsTerminal: process.stdout.isTTY === true,
    readStdin: () => readStdin('sheet'),
    stderr: (line) => process.stderr.write(`${line}\n`),
  };
  let exitCode = 0;
  const program = configureCommand(new Command(name), name)
    .description("The Payola Diplomacy GameMaster's tools: adjudication, accounts and the end-of-game publication")
    .version(version)
    .addHelpText(
      'after',
      '\nExit codes: 0 done, 1 refused (invalid or missing sheets, not enough money, a game file in use, ...), 2 usage or internal error.',
    )
    .helpCommand(true);
  const context = { env, exit: (code: number) => (exitCode = code) };
  for (const define of payolaCommands) define(program, context);

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
