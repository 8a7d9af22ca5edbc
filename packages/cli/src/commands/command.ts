// How a command of `payola` is defined: one module per command (`commands/<name>.ts`) adds its
// subcommand to the program with `program.command(...)` (so it inherits the shared settings of
// util/main.ts) and, when it runs, imports the module that does the work, so that `--help` and
// the other commands do not load it.
import type { Command } from 'commander';
import type { GmEnvironment } from '../gm/environment.js';

export interface CommandContext {
  readonly env: GmEnvironment;
  /** Sets the exit code of the run (0 done, 1 refused, 2 usage or internal error). */
  readonly exit: (code: number) => void;
}

/** Adds one subcommand to `program`. */
export type CommandDefinition = (program: Command, context: CommandContext) => void;
