// What every feature works on: one version of a sheet, parsed and checked in its context (the
// game, the sheet's power, or only the map). Features are pure functions of
// `(params, DocumentContext)`; the workspace layer builds contexts, tests build them in memory.
import {
  analyzeSheet,
  standardMap,
  type AnalyzeOptions,
  type BoardMap,
  type CheckedSheet,
  type DiagnosticConfig,
  type Game,
} from '@payola/engine';
import { parseSheet, SourceText, type Diagnostic, type Sheet } from '@payola/parser';
import type { SheetParse } from '../workspace/incremental-parser.js';
import { defaultSettings, type PayolaSettings } from '../workspace/settings.js';

/** Where a sheet is checked. */
export interface SheetEnvironment {
  readonly game?: Game;
  /** The sheet's power (a name of `game.powers`, or as set by the user). */
  readonly power?: string;
  /** The game's map, or the standard map without a game. */
  readonly map: BoardMap;
  /** The game file in use, as a file URI. */
  readonly gameFile?: string;
  /** Why the context is incomplete, for the status bar. */
  readonly note?: string;
  readonly settings: PayolaSettings;
  /** The diagnostics configuration in force (`payola.config.json`), if any. */
  readonly config?: DiagnosticConfig;
  /** The configuration file found for the sheet (usable or not), as a file URI. */
  readonly configFile?: string;
}

export interface DocumentContext extends SheetEnvironment {
  readonly uri: string;
  readonly version: number;
  readonly text: string;
  readonly source: SourceText;
  readonly sheet: Sheet;
  readonly syntaxErrors: readonly Diagnostic[];
  readonly checked: CheckedSheet;
}

export interface DocumentVersion {
  readonly uri: string;
  readonly version: number;
  readonly text: string;
}

/** How a context is computed: from scratch by default, incrementally in the server. */
export interface SheetAnalyzer {
  parse(text: string): SheetParse;
  check(parse: SheetParse, env: SheetEnvironment): CheckedSheet;
}

const fromScratch: SheetAnalyzer = { parse: parseFresh, check: (parse, env) => check(parse.sheet, env) };

/** Parses and checks one version of a sheet. */
export function buildContext(
  document: DocumentVersion,
  env: SheetEnvironment,
  analyzer: SheetAnalyzer = fromScratch,
): DocumentContext {
  const parse = analyzer.parse(document.text);
  return {
    ...env,
    ...document,
    source: parse.source,
    sheet: parse.sheet,
    syntaxErrors: parse.errors,
    checked: analyzer.check(parse, env),
  };
}

/** The checks of Rules 3, 4 and 6 with what is known: a game and power, else the map only. */
export function check(
  sheet: Sheet,
  env: Pick<SheetEnvironment, 'game' | 'power' | 'map'>,
  options: AnalyzeOptions = {},
): CheckedSheet {
  if (env.game)
    return analyzeSheet(sheet, { game: env.game, ...(env.power !== undefined && { power: env.power }) }, options);
  return analyzeSheet(sheet, { map: env.map }, options);
}

function parseFresh(text: string): SheetParse {
  return { ...parseSheet(text), source: new SourceText(text) };
}

/** An environment with a game (and power) or the standard map, for tests and tools. */
export function environment(
  options: {
    game?: Game;
    power?: string;
    note?: string;
    gameFile?: string;
    settings?: Partial<PayolaSettings>;
    config?: DiagnosticConfig;
  } = {},
): SheetEnvironment {
  return {
    map: options.game?.map ?? standardMap,
    settings: { ...defaultSettings, ...options.settings },
    ...(options.game && { game: options.game }),
    ...(options.power !== undefined && { power: options.power }),
    ...(options.note !== undefined && { note: options.note }),
    ...(options.gameFile !== undefined && { gameFile: options.gameFile }),
    ...(options.config && { config: options.config }),
  };
}

/** The text of the 0-based line `index`, without its terminator. */
export function lineText(ctx: Pick<DocumentContext, 'source' | 'text'>, index: number): string {
  if (index < 0 || index >= ctx.source.lineCount) return '';
  return ctx.text.slice(ctx.source.lineStarts[index], ctx.source.lineEnds[index]);
}

/** The game's rules for amounts (Classic rounds fractions up), or the current rules. */
export function amountRules(ctx: Pick<SheetEnvironment, 'game'>): { readonly roundFractionsUp: boolean } {
  return ctx.game?.rules ?? { roundFractionsUp: false };
}

/** The power's record in the game, when both are known. */
export function powerOf(ctx: Pick<SheetEnvironment, 'game' | 'power'>) {
  return ctx.game && ctx.power !== undefined ? ctx.game.power(ctx.power) : undefined;
}
