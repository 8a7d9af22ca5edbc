// The sheets of `payola adjudicate` and `payola advance`: each argument is `POWER=path` or a path (a
// folder or glob too), and a sheet's power comes from the prefix, else from the engine's
// `sheetFilePower` (the game file's mapping or the file name, as the language server decides).
import { existsSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { sheetFilePower } from '@payola/engine/node';
import type { LoadedGame } from '../game/game-files.js';
import { closestPower, findPower } from '../game/powers.js';
import { expandSources } from '../lint/sources.js';
import { displayPath } from '../files/paths.js';
import { readText } from '../files/read-file.js';
import { CliError, UsageError } from '../util/cli-error.js';

/** A sheet read for adjudication. */
export interface SheetInput {
  readonly power: string;
  readonly path: string;
  /** As shown to the user (relative to the working directory). */
  readonly shown: string;
  readonly text: string;
}

const prefixed = /^([^=/\\]+)=(.+)$/;

/** Reads the sheets named on the command line; throws UsageError (exit 2) when a power is unknown or given twice. */
export async function readSheetInputs(args: readonly string[], loaded: LoadedGame, cwd: string): Promise<SheetInput[]> {
  const { game } = loaded;
  const powers = game.powers.map((p) => p.name).join(', ');
  const named: { power?: string; path: string; refused?: string }[] = [];
  for (const arg of args) {
    const match = prefixed.exec(arg);
    if (match && !existsSync(resolve(cwd, arg))) {
      const power = findPower(game, match[1]!);
      if (!power)
        throw new UsageError(`unknown power "${match[1]}" in ${arg}; the powers of ${loaded.shown} are ${powers}`);
      named.push({ power: power.name, path: resolve(cwd, match[2]!) });
      continue;
    }
    const sources = await expandSources([arg], cwd, { allowStdin: false });
    if (sources.length === 0) throw new UsageError(`no files match "${arg}"`);
    for (const source of sources) if (source.kind === 'file') named.push(source);
  }

  const inputs: SheetInput[] = [];
  for (const { power: given, path, refused } of named) {
    const shown = displayPath(path, cwd);
    if (refused !== undefined) throw new CliError(`cannot read the sheet ${shown}: ${refused}`);
    const power = given ?? sheetFilePower(game, loaded.dir, path);
    if (power === undefined) {
      const near = closestPower(game, basename(path).replace(/\.payola$/i, ''));
      throw new UsageError(
        `cannot tell whose sheet ${shown} is: name it after its power (e.g. france.payola), map it in ${loaded.shown} (powers[].sheet), or write POWER=${shown}${near ? ` (did you mean ${near.name}?)` : ''}`,
      );
    }
    const twice = inputs.find((i) => i.power === power);
    if (twice) throw new UsageError(`two sheets for ${power}: ${twice.shown} and ${shown}`);
    inputs.push({ power, path, shown, text: readText(path, shown, 'sheet', 'the sheet ') });
  }
  return inputs;
}
