// What a sheet is checked against: its game file (--game, else the nearest up the folders), its
// power (--power, else the game file's mapping or the file name), and its diagnostics
// configuration (--config, else the nearest payola.config.json, or none with --no-config).
import { basename, dirname } from 'node:path';
import { applyDiagnosticConfig, type RuleSetting } from '@payola/engine';
import { sheetFilePower } from '@payola/engine/node';
import type { Diagnostic } from '@payola/parser';
import { GameFileFinder, readGameFile, type LoadedGame } from '../game/game-files.js';
import { closestPower, findPower } from '../game/powers.js';
import { UsageError } from '../util/cli-error.js';
import { ConfigFinder, type ConfigOption, type LoadedConfig } from './config.js';
import { lintSheetText } from './lint-sheet.js';
import { sheetPowerRuleId } from './results.js';
import type { SheetSource } from './sources.js';

export interface SheetContextOptions {
  /** `--game FILE`; else the nearest game file up the tree from each sheet. */
  readonly game?: string;
  /** `--power NAME` or letter; else from the game file's mapping or the file name. */
  readonly power?: string;
  readonly config?: ConfigOption;
}

/** A sheet's context: its game (if any was found), its power, its configuration. */
export interface SheetContext {
  readonly loaded?: LoadedGame;
  readonly power?: string;
  readonly config?: LoadedConfig;
}

/** A configuration's setting that could not lower an error (the adjudicator would refuse the sheet). */
export interface KeptError {
  readonly config: string;
  readonly code: string;
  readonly setting: RuleSetting;
}

export class SheetContexts {
  private readonly fixedGame: LoadedGame | undefined;
  private readonly finder = new GameFileFinder();
  private readonly gamesByPath = new Map<string, LoadedGame>();
  private readonly configs: ConfigFinder;
  /** Settings that met an error, each once. */
  readonly keptErrors: KeptError[] = [];

  constructor(
    private readonly options: SheetContextOptions,
    private readonly cwd: string,
  ) {
    this.fixedGame = options.game === undefined ? undefined : this.checked(readGameFile(options.game, cwd));
    this.configs = new ConfigFinder(options.config, cwd);
  }

  /** The context of a sheet. Throws CliError (exit 2) for a broken game or configuration file. */
  contextOf(source: SheetSource): SheetContext {
    const loaded = this.fixedGame ?? this.nearestGame(source);
    const config = this.configs.forSheet(source);
    const power = loaded ? this.powerOf(source, loaded) : undefined;
    return { ...(loaded && { loaded }), ...(power !== undefined && { power }), ...(config && { config }) };
  }

  /**
   * Every diagnostic of a sheet's text in its context, as configured. A sheet whose power cannot
   * be told is checked only in part (not its account, not its units), and the adjudicator would
   * not know whose it is: an error, so that CI fails on `frnace.payola`.
   */
  diagnose(text: string, source: SheetSource, context: SheetContext): Diagnostic[] {
    const { loaded, power, config } = context;
    const diagnostics = lintSheetText(text, loaded ? { game: loaded.game, ...(power !== undefined && { power }) } : {});
    if (loaded && power === undefined) diagnostics.push(unknownPowerDiagnostic(source, loaded));
    return applyDiagnosticConfig(diagnostics, config?.config, (code, setting) => {
      if (!this.keptErrors.some((k) => k.code === code && k.config === config!.shown))
        this.keptErrors.push({ config: config!.shown, code, setting });
    });
  }

  private nearestGame(source: SheetSource): LoadedGame | undefined {
    const path = this.finder.nearest(source.kind === 'stdin' ? this.cwd : dirname(source.path));
    if (path === undefined) return undefined;
    let loaded = this.gamesByPath.get(path);
    if (!loaded) {
      loaded = this.checked(readGameFile(path, this.cwd));
      this.gamesByPath.set(path, loaded);
    }
    return loaded;
  }

  /** `--power NAME` (or its letter) must name a power of the game. */
  private checked(loaded: LoadedGame): LoadedGame {
    const { power } = this.options;
    if (power === undefined || findPower(loaded.game, power)) return loaded;
    throw new UsageError(
      `unknown power "${power}" (--power); the powers of ${loaded.shown} are ${loaded.game.powers.map((p) => p.name).join(', ')}`,
    );
  }

  /** The sheet's power: --power, else the game file's mapping or the file's name (`sheetFilePower`). */
  private powerOf(source: SheetSource, loaded: LoadedGame): string | undefined {
    if (this.options.power !== undefined) return findPower(loaded.game, this.options.power)!.name;
    if (source.kind === 'stdin') return undefined;
    return sheetFilePower(loaded.game, loaded.dir, source.path);
  }
}

/** The error of a sheet whose power cannot be told, with what to do (and the power its name nearly spells). */
function unknownPowerDiagnostic(source: SheetSource, loaded: LoadedGame): Diagnostic {
  const name = source.kind === 'file' ? basename(source.path).replace(/\.payola$/i, '') : undefined;
  const near = name === undefined ? undefined : closestPower(loaded.game, name);
  const how =
    source.kind === 'file'
      ? `name the file after its power (e.g. ${(near ?? loaded.game.powers[0])?.name.toLowerCase() ?? 'france'}.payola), map it in ${loaded.shown} (powers[].sheet), or pass --power`
      : 'pass --power with standard input';
  const start = { line: 1, column: 1, offset: 0 };
  return {
    code: sheetPowerRuleId,
    severity: 'error',
    message: `cannot tell whose sheet this is, so its account and units were not checked: ${how}${near ? ` (did you mean ${near.name}?)` : ''}`,
    range: { start, end: start },
  };
}
