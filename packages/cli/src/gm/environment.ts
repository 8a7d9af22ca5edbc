import type { Colors } from '../util/colors.js';

/** What the GameMaster's commands use of the process: kept apart so the commands are testable. */
export interface GmEnvironment {
  readonly cwd: string;
  readonly version: string;
  /** Colours for standard error (the refusal is printed like payola-lint's stylish output). */
  readonly stderrColors: Colors;
  readonly stdout: (text: string) => void;
  /** One line for standard error (without its newline). */
  readonly stderr: (line: string) => void;
}
