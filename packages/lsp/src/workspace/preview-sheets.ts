// The sheets of a game for `payola/previewAdjudication`: every `.payola` file beside the game
// file and every sheet the game file maps (`powers[].sheet`), each given to its power by
// `powerOfSheet`; open documents are read from the editor (unsaved edits included).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Game } from '@payola/engine';
import type { PreviewSheet } from '../features/preview-adjudication.js';
import { sheetPower } from './sheet-environment.js';

export interface GatheredSheets {
  readonly sheets: PreviewSheet[];
  /** Files skipped, and why. */
  readonly skipped: string[];
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
  const add = (path: string, power: string | undefined, text: string | undefined) => {
    const shown = relative(dir, path).split('\\').join('/') || path;
    if (power === undefined) return void skipped.push(`${shown} (whose sheet it is cannot be told)`);
    if (text === undefined) return void skipped.push(`${shown} (cannot be read)`);
    const twice = sheets.find((s) => s.power === power);
    if (twice) return void skipped.push(`${shown} (${power} already has ${twice.source})`);
    sheets.push({ power, source: shown, text });
  };
  if (current) add(current.path, current.power ?? sheetPower(game, relative(dir, current.path)), current.text);
  for (const path of [...candidates].sort()) {
    if (current && resolve(current.path) === path) continue;
    add(path, sheetPower(game, relative(dir, path)), openText(pathToFileURL(path).href) ?? readText(path));
  }
  return { sheets, skipped };
}

function readText(path: string): string | undefined {
  try {
    return statSync(path).isFile() ? readFileSync(path, 'utf8') : undefined;
  } catch {
    return undefined;
  }
}
