import { printableMessage } from '../util/printable.js';
import type { TextRead } from '../files/read-file.js';
import type { Colors } from '../util/colors.js';

/** What the GameMaster's commands use of the process: kept apart so the commands are testable. */
export interface GmEnvironment {
  readonly cwd: string;
  readonly version: string;
  /** Colours for standard error (the refusal is printed like payola-lint's stylish output). */
  readonly stderrColors: Colors;
  readonly stdout: (text: string) => void;
  /** Standard output is a terminal (text echoing input is then escaped, util/printable.ts). */
  readonly stdoutIsTerminal: boolean;
  /** Standard input as text (at most the size limit of a sheet), or why it cannot be read. */
  readonly readStdin: () => Promise<TextRead>;
  /** One line for standard error (without its newline). */
  readonly stderr: (line: string) => void;
}

/**
 * A note for standard error, `payola: ...`. Notes name paths and powers, which echo input, so
 * they are escaped like every terminal output (util/printable.ts).
 */
export function gmNote(env: GmEnvironment): (line: string) => void {
  return (line) => env.stderr(`payola: ${printableMessage(line, maxNoteLength)}`);
}

/** Notes may name a few paths; only a flood is cut. */
const maxNoteLength = 1000;
