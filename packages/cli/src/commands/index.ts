import { adjudicateCommand } from './adjudicate.js';
import { advanceCommand } from './advance.js';
import { boardCommand } from './board.js';
import type { CommandDefinition } from './command.js';
import { formatCommand } from './format.js';
import { incomeCommand } from './income.js';
import { newCommand } from './new.js';
import { playerViewCommand } from './player-view.js';
import { publishCommand } from './publish.js';
import { resignCommand } from './resign.js';
import { serveCommand } from './serve.js';
import { transferCommand } from './transfer.js';
import { transferSharesCommand } from './transfer-shares.js';
import { verifyHistoryCommand } from './verify-history.js';
import { yearEndCommand } from './year-end.js';

export type { CommandContext, CommandDefinition } from './command.js';

/** The commands of `payola`, in the order `--help` lists them. A new command is one module added here. */
export const payolaCommands: readonly CommandDefinition[] = [
  adjudicateCommand,
  incomeCommand,
  transferCommand,
  transferSharesCommand,
  yearEndCommand,
  publishCommand,
  boardCommand,
  formatCommand,
  serveCommand,
  // The GameMaster's cycle (README: "For the GameMaster").
  newCommand,
  advanceCommand,
  playerViewCommand,
  verifyHistoryCommand,
  resignCommand,
];
