// The sheets of a game for `payola/previewAdjudication`: the engine's `sheetFilesBeside` (every
// sheet the game file maps, `powers[].sheet`, and every `.payola` file beside it, each given to
// its power as payola does); open documents are read from the editor (unsaved edits included),
// others with the engine's safe reader (regular files only, within the limit for a sheet).
import { dirname, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Game } from '@payola/engine';
import { readLimits, readTextFile, sheetFilePower, sheetFilesBeside } from '@payola/engine/node';
import type { PreviewSheet } from '../features/preview-adjudication.js';
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
  const files = sheetFilesBeside(game, gamePath);
  const dir = dirname(resolve(gamePath));
  const sheets: PreviewSheet[] = [];
  const skipped: string[] = [];
  const uris: string[] = [];
  const add = (path: string, shown: string, power: string | undefined, text: () => string | { why: string }) => {
    if (power === undefined) return void skipped.push(`${shown} (whose sheet it is cannot be told)`);
    const twice = sheets.find((s) => s.power === power);
    if (twice) return void skipped.push(`${shown} (${power} already has ${twice.source})`);
    const read = text();
    if (typeof read !== 'string') return void skipped.push(`${shown} (${read.why})`);
    if (read.length > maxSheetLength)
      return void skipped.push(`${shown} (over ${maxSheetLength.toLocaleString('en-US')} characters)`);
    sheets.push({ power, source: shown, text: read });
    uris.push(pathToFileURL(path).href);
  };
  const currentPath = current && resolve(current.path);
  if (current && currentPath !== undefined) {
    const shown = relative(dir, currentPath).split(sep).join('/') || currentPath;
    add(currentPath, shown, current.power ?? sheetFilePower(game, dir, currentPath), () => current.text);
  }
  for (const file of files) {
    if (file.path === currentPath) continue;
    add(file.path, file.shown, file.power, () => openText(pathToFileURL(file.path).href) ?? readSheet(file.path));
  }
  return { sheets, skipped, uris };
}

/** A sheet's text from disk, or why it cannot be used. */
function readSheet(path: string): string | { why: string } {
  const read = readTextFile(path, readLimits.sheet);
  if ('text' in read) return read.text;
  return { why: 'error' in read ? `cannot be read: ${read.error}` : read.notUtf8.message };
}
