// The context of one sheet on disk: its game file (the `payola.gameFile` setting, else the nearest
// game file up the tree), its power (the `payola.power` setting, else the game file's mapping or
// the file name, the engine's `sheetFilePower`), and what is missing, in words for the status bar.
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gameFileNames, standardMap } from '@payola/engine';
import { sheetFilePower } from '@payola/engine/node';
import type { SheetEnvironment } from '../features/context.js';
import type { ConfigFileStore, LoadedConfigFile } from './config-files.js';
import type { GameFileStore, LoadedGameFile } from './game-files.js';
import type { PayolaSettings } from './settings.js';

export interface EnvironmentResolution {
  readonly env: SheetEnvironment;
  /** The game file consulted, loaded or not. */
  readonly gameFile?: LoadedGameFile;
  /** The diagnostics configuration found for the sheet, usable or not. */
  readonly configFile?: LoadedConfigFile;
  /** No game file was found (or the one set does not exist). */
  readonly missingGameFile: boolean;
}

export const noGameFileNote = `no game file found (${gameFileNames.join(' or ')} in this folder or above, or the payola.gameFile setting): checking syntax and places only`;

/** A file URI's path, or undefined for other schemes (untitled documents have no folder). */
export function uriPath(uri: string): string | undefined {
  if (!uri.startsWith('file:')) return undefined;
  try {
    return fileURLToPath(uri);
  } catch {
    return undefined;
  }
}

/** The sheet's game file and power (`resolveGame`), and its diagnostics configuration. */
export function resolveEnvironment(
  uri: string,
  settings: PayolaSettings,
  store: GameFileStore,
  workspaceFolders: readonly string[],
  configs?: ConfigFileStore,
): EnvironmentResolution {
  const resolution = resolveGame(uri, settings, store, workspaceFolders);
  const sheetPath = uriPath(uri);
  const configFile = sheetPath === undefined ? undefined : configs?.forFolder(dirname(sheetPath));
  if (!configFile) return resolution;
  const { result } = configFile;
  const env = { ...resolution.env, configFile: pathToFileURL(configFile.path).href };
  return { ...resolution, configFile, env: result.ok ? { ...env, config: result.config } : env };
}

function resolveGame(
  uri: string,
  settings: PayolaSettings,
  store: GameFileStore,
  workspaceFolders: readonly string[],
): EnvironmentResolution {
  const sheetPath = uriPath(uri);
  const mapOnly = (note: string, gameFile?: LoadedGameFile, missingGameFile = false): EnvironmentResolution => ({
    env: { map: standardMap, settings, note, ...(gameFile && { gameFile: pathToFileURL(gameFile.path).href }) },
    ...(gameFile && { gameFile }),
    missingGameFile,
  });

  let gamePath: string | undefined;
  if (settings.gameFile !== undefined) {
    const base =
      workspaceFolders.find((f) => sheetPath !== undefined && !relative(f, sheetPath).startsWith('..')) ??
      workspaceFolders[0] ??
      (sheetPath && dirname(sheetPath));
    const configured = settings.gameFile.startsWith('file:') ? uriPath(settings.gameFile) : settings.gameFile;
    gamePath =
      configured === undefined
        ? undefined
        : isAbsolute(configured) || base === undefined
          ? resolve(configured)
          : resolve(base, configured);
  } else if (sheetPath !== undefined) {
    gamePath = store.nearest(dirname(sheetPath));
  }
  if (gamePath === undefined) return mapOnly(noGameFileNote, undefined, true);

  const loaded = store.load(gamePath);
  if (loaded.missing)
    return mapOnly(
      `the game file ${settings.gameFile ?? gamePath} (payola.gameFile) does not exist: checking syntax and places only`,
      undefined,
      true,
    );
  if (!loaded.result.ok)
    return mapOnly(
      `the game file ${shortName(gamePath)} has problems (${loaded.result.problems.length}): checking syntax and places only`,
      loaded,
    );
  const game = loaded.result.game;
  const gameFile = pathToFileURL(gamePath).href;

  let power = settings.power;
  let note: string | undefined;
  if (power !== undefined) {
    const known = game.power(power);
    if (known) power = known.name;
    else
      note = `payola.power is "${power}", which is not a power of this game (${game.powers.map((p) => p.name).join(', ')})`;
  } else if (sheetPath !== undefined) {
    power = sheetFilePower(game, dirname(gamePath), sheetPath);
  }
  if (power === undefined) {
    note =
      'cannot tell whose sheet this is: name the file after its power (france.payola), map it in the game file (powers[].sheet) or set payola.power';
  }
  return {
    env: {
      game,
      map: game.map,
      settings,
      gameFile,
      ...(power !== undefined && { power }),
      ...(note !== undefined && { note }),
    },
    gameFile: loaded,
    missingGameFile: false,
  };
}

function shortName(path: string): string {
  return path.split(/[\\/]/).slice(-2).join('/');
}
