// What a game's page and its side panels share: the game as the page shows it, the watch that
// keeps it current, the page's notice area, and what the page asks of a panel when news comes.
import type { Account, GameSummary } from '../api.js';
import type { GameWatch } from './game-watch.js';

/** What the page's panels share: the game as loaded, its watch, the page's notice area. */
export interface GamePageContext {
  readonly base: string;
  readonly account: Account;
  /** The game as the page shows it (loaded once; the watch gives fresher ones). */
  readonly summary: GameSummary;
  readonly watch: GameWatch;
  /** Page-level news, under the phase line: a phase that moved on, a session that ended. */
  readonly notice: HTMLElement;
}

/** A side panel as the page drives it. */
export interface GamePanel {
  /** Whether reloading now would lose something typed in the panel. */
  unsentWork(): boolean;
  /**
   * The game moved to another phase (or ended) while the page showed this one, and something typed
   * is unsent: the panel stops sending and says what becomes of the text.
   */
  phaseOver(fresh: GameSummary): string;
  /** The same phase, fresher figures (who has sent, for the GameMaster). */
  refresh(fresh: GameSummary): void;
}

export const phaseMoved = (shown: GameSummary, fresh: GameSummary): boolean =>
  fresh.phaseNumber !== shown.phaseNumber || fresh.status !== shown.status;
