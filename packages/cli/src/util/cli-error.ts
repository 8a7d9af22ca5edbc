// Failures a user can act on. The commands catch everything at the top and print these as plain
// lines on stderr, never with a stack trace (exit 2: usage or internal error; exit 1: refused).

/** A failure to report as one or more plain lines, with the exit code to use. */
export class CliError extends Error {
  /** The lines to print (the message itself when not given). */
  readonly lines: readonly string[];

  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 2,
    lines?: readonly string[],
  ) {
    super(message);
    this.name = 'CliError';
    this.lines = lines ?? [message];
  }
}

/** A mistake in how the command was called (exit 2). */
export class UsageError extends CliError {
  constructor(message: string) {
    super(message, 2);
    this.name = 'UsageError';
  }
}

/** Why a file operation failed, in a few words (`no such file`, `is a directory`, ...): the engine's words. */
export { describeFsError } from '@payola/engine/node';
