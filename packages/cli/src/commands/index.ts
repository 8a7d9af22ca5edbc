import { adjudicateCommand } from './adjudicate.js';
import { boardCommand } from './board.js';
import type { CommandDefinition } from './command.js';
import { formatCommand } from './format.js';
import { incomeCommand } from './income.js';
import { publishCommand } from './publish.js';
import { serveCommand } from './serve.js';
import { transferCommand } from './transfer.js';
import { yearEndCommand } from './year-end.js';

export type { CommandContext, CommandDefinition } from './command.js';

/** The commands of `payola`, in the order `--help` lists them. A new command is one module added here. */
export const payolaCommands: readonly CommandDefinition[] = [
  adjudicateCommand,
  incomeCommand,
  transferCommand,
  yearEndCommand,
  publishCommand,
  boardCommand,
  formatCommand,
  serveCommand,
];
