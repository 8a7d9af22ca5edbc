// `payola player-view`: one player's view of the game (`playerView`), written atomically. A view
// never overwrites a GameMaster's game file: that file holds every secret of the game.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PhaseError, phaseName, playerView, type GameFile } from '@payola/engine';
import { ensureFolder, refuseFolder } from '../files/folders.js';
import { newFolderMode, writeFileAtomically } from '../files/output-files.js';
import { displayPath } from '../files/paths.js';
import { readText } from '../files/read-file.js';
import { readGameFile } from '../game/game-files.js';
import { findPower } from '../game/powers.js';
import { CliError, UsageError } from '../util/cli-error.js';
import { printablePath } from '../util/printable.js';
import { gmNote, type GmEnvironment } from './environment.js';
import { refuseView } from './phase-fit.js';

export function runPlayerView(
  options: { readonly game: string; readonly power: string; readonly out: string; readonly groupReadable?: boolean },
  env: GmEnvironment,
): Promise<number> {
  const loaded = readGameFile(options.game, env.cwd);
  refuseView(loaded);
  const power = findPower(loaded.game, options.power);
  if (!power)
    throw new UsageError(
      `unknown power "${options.power}" (--power); the powers of ${loaded.shown} are ${loaded.game.powers.map((p) => p.name).join(', ')}`,
    );
  const out = resolve(env.cwd, options.out);
  const shown = displayPath(out, env.cwd);
  if (out === loaded.path) throw new CliError(`--out ${shown} is the game file itself: write the view elsewhere`, 1);
  refuseFolder(out, shown, 'game.json', "the view's file");
  if (existsSync(out) && !isView(out, shown))
    throw new CliError(
      `${shown} is not a player's view (it may be a GameMaster's game file, which holds every secret); it is not replaced: write the view elsewhere`,
      1,
    );
  let view: GameFile;
  try {
    view = playerView(loaded.game, power.name);
  } catch (error) {
    // Exchange (Rule 6.8): a company has no view of its own; its CEO's holds it.
    if (error instanceof PhaseError) throw new CliError(error.message, 1);
    throw error;
  }
  // Paths in the view (a map file) are relative to the view's folder.
  const map = view.map.toLowerCase() === 'standard' ? view.map : resolve(loaded.dir, view.map);
  const rebased = { ...view, map: map === view.map ? map : displayPath(map, dirname(out)) };
  const write = { groupReadable: options.groupReadable === true, note: gmNote(env) };
  ensureFolder(dirname(out), dirname(shown), newFolderMode(write));
  writeFileAtomically(out, `${JSON.stringify(rebased, null, 2)}\n`, shown, write);
  env.stderr(`payola: wrote ${printablePath(shown)}: ${power.name}'s view of the ${phaseName(loaded.game)}`);
  return Promise.resolve(0);
}

/** Is the file at `path` a player's view (JSON with `view`)? */
function isView(path: string, shown: string): boolean {
  try {
    const json = JSON.parse(readText(path, shown, 'game', 'the file ')) as { view?: unknown } | null;
    return typeof json === 'object' && json !== null && typeof json.view === 'object';
  } catch {
    return false;
  }
}
