// The browser server's one custom message: the page tells the server which game and power the
// sheets belong to (there are no files in a browser). Typed once, for the page and the worker.
import { NotificationType } from 'vscode-languageserver-protocol';

export interface SheetGameParams {
  /** The game file as the player may see it (the judge's player view), or null for the map only. */
  readonly game: unknown;
  /** The sheet's power. */
  readonly power?: string;
  /** The game's board as data, when it is not the standard one (schemas/map.schema.json). */
  readonly map?: unknown;
}

/** The browser server's initializationOptions: the game, as in `payola/sheetGame`, and the page's own limits. */
export interface BrowserServerOptions extends Partial<SheetGameParams> {
  /**
   * Longer sheets are not checked as they are typed, with a diagnostic saying so: the limit of the
   * judge the page sends sheets to. At most, and by default, the language server's own limit.
   */
  readonly maxSheetLength?: number;
}

/** Client → server: the game every open sheet is checked against (also accepted as initializationOptions). */
export const sheetGameNotification = new NotificationType<SheetGameParams>('payola/sheetGame');
