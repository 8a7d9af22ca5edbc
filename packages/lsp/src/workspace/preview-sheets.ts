// The sheets of a game for `payola/previewAdjudication`: every `.payola` file beside the game
// file and every sheet the game file maps (`powers[].sheet`), each given to its power by
// `powerOfSheet`; open documents are read from the editor (unsaved edits included).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Game } from '@payola/engine';
import type { PreviewSheet } from '../features/preview-adjudication.js';
import { sheetPower } from './sheet-environment.js';
import { maxSheetLength } from './sheet-workspace.js';

export interface GatheredSheets {
  readonly sheets: PreviewSheet[];
  /** Files skipped, and why. */
  readonly skipped: string[];
  /** The file URIs of the sheets used (an edit of any of them makes the preview stale). */
  readonly uris: string[];
}

export function gatherSheets(
  game: Game,
  gamePath: string,
  openText: (uri: string) => string | undefined,
  current?: { path: string; power?: string; text: string },
): GatheredSheets {
  const dir = dirname(gamePath);
  const candidates = new Set<string>();
  for (const p of game.powers) if (p.sheet !== undefined) candidates.add(resolve(dir, p.sheet));
  try {
    for (const name of readdirSync(dir)) if (name.toLowerCase().endsWith('.payola')) candidates.add(resolve(dir, name));
  } catch {
    // an unreadable folder: only the mapped sheets
  }
  const sheets: PreviewSheet[] = [];
  const skipped: string[] = [];
  const uris: string[] = [];
  const add = (path: string, power: string | undefined, text: string | typeof tooLarge | undefined) => {
    const shown = relative(dir, path).split('\\').join('/') || path;
    if (power === undefined) return void skipped.push(`${shown} (whose sheet it is cannot be told)`);
    if (text === undefined) return void skipped.push(`${shown} (cannot be read)`);
    if (text === tooLarge || text.length > maxSheetLength)
      return void skipped.push(`${shown} (over ${maxSheetLength.toLocaleString('en-US')} characters)`);
    const twice = sheets.find((s) => s.power === power);
    if (twice) return void skipped.push(`${shown} (${power} already has ${twice.source})`);
    sheets.push({ power, source: shown, text });
    uris.push(pathToFileURL(path).href);
  };
  if (current) add(current.path, current.power ?? sheetPower(game, relative(dir, current.path)), current.text);
  for (const path of [...candidates].sort()) {
    if (current && resolve(current.path) === path) continue;
    add(path, sheetPower(game, relative(dir, path)), openText(pathToFileURL(path).href) ?? readText(path));
  }
  return { sheets, skipped, uris };
}

const tooLarge = Symbol('too large');

/** A regular file's text (nothing for other files), or `tooLarge` without reading a file far too large. */
function readText(path: string): string | typeof tooLarge | undefined {
  try {
    const stat = statSync(path);
    if (!stat.isFile()) return undefined;
    // UTF-8 takes at most 3 bytes per UTF-16 unit: a larger file is surely over the limit.
    if (stat.size > 3 * maxSheetLength) return tooLarge;
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}
