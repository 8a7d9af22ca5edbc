// The top of every command: run it, and turn whatever it throws into plain lines on stderr and
// an exit code (2 for usage and internal errors), never a stack trace.
import type { Command } from 'commander';
import { CommanderError } from 'commander';
import { CliError } from './cli-error.js';
import { printableMessage } from './printable.js';

/**
 * An error line may name two or three paths, so it is allowed more than a lint message before it
 * is cut; it is only cut at all so that an error echoing a huge input cannot flood the terminal.
 */
const maxErrorLineLength = 1000;

/**
 * One line for stderr from any error. Errors echo input (a power's name, a game file's values,
 * a path), so control characters left after joining the lines are escaped and a very long line
 * is cut (util/printable.ts).
 */
function oneLine(text: string): string {
  return printableMessage(text.replace(/\s*\n\s*/g, ' ').trim(), maxErrorLineLength);
}

/** What an error prints and the exit code it means. */
export function reportError(name: string, error: unknown, writeLine: (line: string) => void): number {
  if (error instanceof CommanderError) {
    // Commander has printed its message already (see `configureCommand`); help and version exit 0.
    return error.exitCode === 0 ? 0 : 2;
  }
  if (error instanceof CliError) {
    for (const line of error.lines) writeLine(`${name}: ${oneLine(line)}`);
    return error.exitCode;
  }
  const message = error instanceof Error ? error.message : String(error);
  writeLine(`${name}: internal error: ${oneLine(message)}`);
  if (process.env.PAYOLA_DEBUG && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
  return 2;
}

/**
 * Commander settings shared by both commands: errors are thrown (not `process.exit`), and its
 * messages are printed as one line `name: message`. Subcommands created afterwards inherit them.
 */
export function configureCommand(command: Command, name: string): Command {
  return command
    .exitOverride()
    .showSuggestionAfterError(true)
    .configureOutput({
      outputError: (text, write) => write(`${name}: ${oneLine(text.replace(/^error: /, ''))} (see --help)\n`),
    });
}

/** Runs a command's main function and sets the process's exit code; writes to closed pipes are ignored. */
export async function runMain(name: string, main: () => Promise<number>): Promise<void> {
  const ignoreClosedPipe = (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  };
  process.stdout.on('error', ignoreClosedPipe);
  process.stderr.on('error', ignoreClosedPipe);
  try {
    process.exitCode = await main();
  } catch (error) {
    process.exitCode = reportError(name, error, (line) => process.stderr.write(`${line}\n`));
  }
}
