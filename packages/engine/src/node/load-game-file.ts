// A game file read from disk, with the variant map it names (a path relative to the game file):
// safely (read-file.ts: regular files only, within size limits, UTF-8, a byte order mark
// dropped), every problem located, and the files read with their stamps so that a long-running
// reader (the language server) knows when to read them again. The command-line tools and the
// language server both load game files here.
import { dirname, resolve } from 'node:path';
import type { Game } from '../game/game.js';
import { loadGame } from '../game/load-game.js';
import type { LoadProblem } from '../load-problem.js';
import { duplicateKey } from './duplicate-keys.js';
import { readLimits, readTextFile } from './read-file.js';

/** A file read, and its `fileStamp` when read. */
export interface FileStamp {
  readonly path: string;
  readonly stamp: string;
}

/**
 * Where loading stopped: the file could not be read (`read`: missing, not a regular file, too
 * large, unreadable), was not UTF-8 (`encoding`), was not JSON (`json`), or was not a valid game
 * (`game`: the schema, cross references, the map).
 */
export type GameFileStage = 'read' | 'encoding' | 'json' | 'game';

export type GameFileResult =
  | {
      readonly ok: true;
      readonly path: string;
      readonly game: Game;
      /** The file's JSON as read (its `$schema` is kept when the game is written back). */
      readonly json: unknown;
      /** The game file and its map, as read. */
      readonly files: readonly FileStamp[];
    }
  | {
      readonly ok: false;
      readonly path: string;
      readonly stage: GameFileStage;
      /** Nothing is at `path`. */
      readonly missing?: boolean;
      /** With JSON paths (`$` for the whole file); for `read`, `encoding` and `json` one problem. */
      readonly problems: readonly LoadProblem[];
      readonly files: readonly FileStamp[];
    };

/** Reads and loads the game file at `path` (and its map); never throws, never blocks on a pipe. */
export function loadGameFile(path: string): GameFileResult {
  const absolute = resolve(path);
  const files: FileStamp[] = [];
  const fail = (stage: GameFileStage, message: string, missing = false): GameFileResult => ({
    ok: false,
    path: absolute,
    stage,
    ...(missing && { missing }),
    problems: [{ path: '$', message }],
    files,
  });
  const read = readTextFile(absolute, readLimits.game);
  files.push({ path: absolute, stamp: read.stamp ?? 'missing' });
  if ('error' in read) return fail('read', read.error, read.stamp === 'missing');
  if ('notUtf8' in read) return fail('encoding', read.notUtf8.message);
  let json: unknown;
  try {
    json = JSON.parse(read.text);
  } catch (error) {
    return fail('json', `not valid JSON: ${(error as Error).message}`);
  }
  const twice = duplicateKey(read.text);
  if (twice)
    return {
      ok: false,
      path: absolute,
      stage: 'json',
      problems: [{ path: twice.path, message: duplicateMessage(twice.key) }],
      files,
    };
  const readMap = (reference: string): unknown => {
    const mapPath = resolve(dirname(absolute), reference);
    const map = readTextFile(mapPath, readLimits.map);
    files.push({ path: mapPath, stamp: map.stamp ?? 'missing' });
    // loadGame reports a map it cannot read as `cannot read the map "…": <message>`.
    if ('error' in map) throw new Error(`${map.error} (${mapPath})`);
    if ('notUtf8' in map) throw new Error(map.notUtf8.message);
    let parsed: unknown;
    try {
      parsed = JSON.parse(map.text);
    } catch (error) {
      throw new Error(`not valid JSON: ${(error as Error).message}`);
    }
    const twiceInMap = duplicateKey(map.text);
    if (twiceInMap) throw new Error(`${twiceInMap.path}: ${duplicateMessage(twiceInMap.key)}`);
    return parsed;
  };
  let loaded;
  try {
    loaded = loadGame(json, { readMap });
  } catch (error) {
    return fail('game', `cannot load the game: ${(error as Error).message}`);
  }
  if (!loaded.ok) return { ok: false, path: absolute, stage: 'game', problems: loaded.problems, files };
  return { ok: true, path: absolute, game: loaded.game, json, files };
}

function duplicateMessage(key: string): string {
  return `${JSON.stringify(key)} is given twice in this object (a key names one value): keep one`;
}
