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

/** Why a file operation failed, in a few words (`no such file`, `is a directory`, ...). */
export function describeFsError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'ENOENT':
      return 'no such file';
    case 'EISDIR':
      return 'is a directory, not a file';
    case 'ENOTDIR':
      return 'a part of the path is not a directory';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ELOOP':
      return 'too many symbolic links (a loop?)';
    case 'ENAMETOOLONG':
      return 'the name is too long';
    case 'EROFS':
      return 'a read-only file system';
    case 'ENOSPC':
      return 'no space left on the device';
    case 'EEXIST':
      return 'already exists';
    default:
      return error instanceof Error ? error.message : String(error);
  }
}
