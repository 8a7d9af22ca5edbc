// Custom messages between a client (the VS Code extension) and the server, typed once here and
// imported by both sides. Everything else is standard LSP.
import { NotificationType, RequestType } from 'vscode-languageserver-protocol';

/**
 * Server → client, after each validation of an open sheet: what the status bar shows. In retreat
 * and adjustment phases (Rule 1.5: orders, not offers) it holds no money figures.
 */
export interface SheetStatus {
  readonly uri: string;
  /** The sheet's power, when known. */
  readonly power?: string;
  /** The game's phase, with a game: `movement`, `retreat` or `adjustment`. */
  readonly phase?: 'movement' | 'retreat' | 'adjustment';
  /** The phase in a few words, with a game: `Spring 1901`, `Fall 1901 retreats`, `Winter 1901 adjustments`. */
  readonly phaseName?: string;
  /** In a retreat phase: how many of the power's units are dislodged (each retreats or disbands). */
  readonly dislodged?: number;
  /** In an adjustment phase: how many units the power builds (positive) or must disband (negative). */
  readonly adjustment?: number;
  /** Movement phases only, with a game. */
  readonly balance?: number;
  /** Movement phases only (0 without a game). */
  readonly savings?: number;
  /**
   * What the offers would cost if all were accepted (Rule 3.1; alternatives count once), as the
   * adjudicator counts it: with a game, Loyal Units' free orders and void offers left out (Rule 6.5).
   * Movement phases only.
   */
  readonly committed?: number;
  /** What may be spent on offers: the balance less savings, never below 0 (Rule 3.4); with a game. */
  readonly available?: number;
  /** How far `committed` is over `available` (Rule 5.5 would cut the offers), or 0; with a game. */
  readonly shortfall?: number;
  /** The game file in use, as a file URI. */
  readonly gameFile?: string;
  /** The diagnostics configuration found for the sheet (`payola.config.json`), as a file URI. */
  readonly configFile?: string;
  /** Why the context is incomplete ("no game file found: checking syntax and places only"). */
  readonly note?: string;
}
export const sheetStatusNotification = new NotificationType<SheetStatus>('payola/sheetStatus');

export interface SheetParams {
  readonly uri: string;
}

/** Client → server: the whole sheet's reduction schedule (Rule 5.5) as a Markdown table. */
export interface ReductionScheduleResult {
  readonly markdown: string;
  /** True when no schedule could be made (the Markdown then says why, e.g. it took too long). */
  readonly refused?: boolean;
}
export const reductionScheduleRequest = new RequestType<SheetParams, ReductionScheduleResult, void>(
  'payola/reductionSchedule',
);

/**
 * Client → server: adjudicate the game of this sheet with every sheet of the game found beside
 * the game file (for a GameMaster), as text: the result and the GameMaster's chart.
 */
export interface PreviewAdjudicationResult {
  readonly text: string;
  /** True when the adjudication could not run (the text then says why). */
  readonly refused?: boolean;
}
export const previewAdjudicationRequest = new RequestType<SheetParams, PreviewAdjudicationResult, void>(
  'payola/previewAdjudication',
);

/** An order one of the player's offers asks for: what the unit would issue if nobody else bid. */
export interface AskedOrderEntry {
  /** `A PAR`. */
  readonly unit: string;
  /** `A PAR - BUR`. */
  readonly order: string;
  /** The player's total bribe for it, as written (before any cut, Rule 5.5). */
  readonly total: number;
  /** The 1-based line of the offer naming it (0: the unit's owner's HOLD). */
  readonly line: number;
}

/**
 * Client → server: the board of the sheet's game as an SVG picture (drawn by @payola/board), with
 * the orders the sheet's offers ask for drawn on it; in Tin Cup games (Rule 6.3) only what the
 * sheet's power may see.
 */
export interface BoardPictureResult {
  /** The picture; absent when none can be drawn (`text` says why). */
  readonly svg?: string;
  readonly title: string;
  readonly orders: readonly AskedOrderEntry[];
  /** Why there is no picture, or what it leaves out. */
  readonly text?: string;
  readonly refused?: boolean;
}
export const boardRequest = new RequestType<SheetParams, BoardPictureResult, void>('payola/board');
