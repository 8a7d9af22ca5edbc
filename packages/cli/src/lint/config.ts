// The diagnostics configuration of each sheet (`payola.config.json`, issue 8, item 20): the one
// given with --config, else the nearest up the folders from the sheet (the engine finds and reads
// it, @payola/engine/node, as the language server does), or none with --no-config.
import { dirname, resolve } from 'node:path';
import type { DiagnosticConfig } from '@payola/engine';
import { findNearestConfigFile, loadConfigFile } from '@payola/engine/node';
import { displayPath } from '../files/paths.js';
import { CliError } from '../util/cli-error.js';
import type { SheetSource } from './sources.js';

/** A configuration with the path it came from, as shown. */
export interface LoadedConfig {
  readonly shown: string;
  readonly config: DiagnosticConfig;
}

/** `--config FILE` (a path), `--no-config` (false), or neither (undefined: found per sheet). */
export type ConfigOption = string | false | undefined;

export class ConfigFinder {
  private readonly nearestByDir = new Map<string, string | null>();
  private readonly byPath = new Map<string, LoadedConfig>();
  private readonly fixed: LoadedConfig | null | undefined;

  constructor(
    option: ConfigOption,
    private readonly cwd: string,
  ) {
    this.fixed = option === false ? null : option === undefined ? undefined : this.load(resolve(cwd, option));
  }

  /** The configuration of a sheet (standard input: the working directory's), if any. */
  forSheet(source: SheetSource): LoadedConfig | undefined {
    if (this.fixed !== undefined) return this.fixed ?? undefined;
    const dir = source.kind === 'stdin' ? this.cwd : dirname(source.path);
    const visited: string[] = [];
    const found = findNearestConfigFile(dir, (folder) => {
      const known = this.nearestByDir.get(folder);
      if (known === undefined) visited.push(folder);
      return known;
    });
    for (const folder of visited) this.nearestByDir.set(folder, found ?? null);
    return found === undefined ? undefined : this.load(found);
  }

  /** Reads a configuration once; a broken one ends the run (exit 2) with one line per problem. */
  private load(path: string): LoadedConfig {
    const known = this.byPath.get(path);
    if (known) return known;
    const shown = displayPath(path, this.cwd);
    const loaded = loadConfigFile(path);
    if (!loaded.ok) {
      const lines = loaded.problems.map((p) =>
        p.path === '$' ? `${shown}: ${p.message}` : `${shown}: ${p.path}: ${p.message}`,
      );
      throw new CliError(lines[0] ?? `${shown}: invalid configuration`, 2, lines);
    }
    const config = { shown, config: loaded.config };
    this.byPath.set(path, config);
    return config;
  }
}
