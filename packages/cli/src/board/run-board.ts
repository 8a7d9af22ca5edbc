// `payola board`: the board as a picture (SVG, or PNG by the file name), optionally with a
// phase's orders and results, for the GameMaster or as one player may see it (Rule 6.3).
import { resolve } from 'node:path';
import { phaseName, phaseTitle, recordedState, type Game, type HistoryEntry } from '@payola/engine';
import type { BoardResult } from '@payola/board';
import { writeFileAtomically } from '../files/output-files.js';
import { displayPath } from '../files/paths.js';
import { readText } from '../files/read-file.js';
import { readGameFile } from '../game/game-files.js';
import { findPower } from '../game/powers.js';
import { gmNote, type GmEnvironment } from '../gm/environment.js';
import { CliError, UsageError } from '../util/cli-error.js';
import { printablePath } from '../util/printable.js';

export interface BoardOptions {
  readonly game: string;
  readonly out: string;
  /** A result file: `payola adjudicate --format json`, or a movement resolution. */
  readonly result?: string;
  /**
   * A phase of the game's history whose board, orders and results to draw: `Spring 1901` (its
   * movement phase), `Fall 1901 retreats`, `Winter 1901 adjustments`, or `last`.
   */
  readonly phase?: string;
  /** Draw the board as this power may see it. */
  readonly power?: string;
  /** Show each unit's accepted bribe total (the GameMaster's picture). */
  readonly bribes?: boolean;
  readonly width?: number;
  /** The picture readable by the owner's group (0640) when new, instead of 0600. */
  readonly groupReadable?: boolean;
}

export async function runBoard(options: BoardOptions, env: GmEnvironment): Promise<number> {
  const format = options.out.toLowerCase().endsWith('.png')
    ? 'png'
    : options.out.toLowerCase().endsWith('.svg')
      ? 'svg'
      : undefined;
  if (!format) throw new UsageError(`--out ${options.out}: name an .svg or a .png file`);
  if (options.result !== undefined && options.phase !== undefined)
    throw new UsageError('give --result or --phase, not both');
  const loaded = readGameFile(options.game, env.cwd);
  const game = loaded.game;
  const viewer = options.power === undefined ? undefined : findPower(game, options.power);
  if (options.power !== undefined && !viewer) throw new UsageError(`no power "${options.power}" in ${loaded.shown}`);
  if (options.power !== undefined && options.bribes)
    throw new UsageError("--bribes is the GameMaster's picture; a player's picture (--power) never shows them");
  const { board, result, title } = await phaseResult(game, options, env, loaded.shown);
  const { renderBoard } = await import('@payola/board');
  const svg = renderBoard(board, result, {
    ...(title !== undefined && { title }),
    ...(viewer && { viewer: viewer.name }),
    ...(options.bribes && { showBribes: true }),
  });
  const out = resolve(env.cwd, options.out);
  const shown = displayPath(out, env.cwd);
  const write = { groupReadable: options.groupReadable === true, note: gmNote(env) };
  if (format === 'svg') writeFileAtomically(out, svg, shown, write);
  else {
    const { svgToPng } = await import('@payola/board/png');
    writeFileAtomically(out, svgToPng(svg, options.width !== undefined ? { width: options.width } : {}), shown, write);
  }
  env.stderr(`wrote ${printablePath(shown)}`);
  return 0;
}

async function phaseResult(
  game: Game,
  options: BoardOptions,
  env: GmEnvironment,
  shown: string,
): Promise<{ board: Game; result: BoardResult; title?: string }> {
  if (options.result !== undefined) {
    const path = resolve(env.cwd, options.result);
    const shown = displayPath(path, env.cwd);
    let data: unknown;
    try {
      data = JSON.parse(readText(path, shown, 'result', 'the result file '));
    } catch (error) {
      if (error instanceof CliError) throw error;
      throw new CliError(`${shown} is not JSON: ${(error as Error).message}`);
    }
    return { board: game, result: asResult(data, shown) };
  }
  if (options.phase !== undefined) return historyPicture(game, historyEntry(game, options.phase), env, shown);
  return { board: game, result: {} };
}

/** The history's phase named by `--phase` (`Spring 1901`, `Fall 1901 retreats`, `last`). */
function historyEntry(game: Game, phase: string): HistoryEntry {
  const history = game.history;
  const wanted = phase
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\b(retreats|adjustments)\b/, (plural) => plural.slice(0, -1));
  const named = (entry: HistoryEntry) => phaseName(entry).toLowerCase();
  const entry =
    wanted === 'last'
      ? history.at(-1)
      : (history.find((h) => named(h) === wanted || named(h) === `${wanted} phase`) ??
        history.find(
          (h) => (h.phase ?? 'movement') === 'movement' && phaseTitle(h.season, h.year).toLowerCase() === wanted,
        ));
  if (!entry) {
    const known = history.map((h) => phaseName(h));
    throw new UsageError(
      `no phase "${phase}" in the game's history${known.length > 0 ? ` (it holds the ${known.join(', ')})` : ' (it is empty)'}`,
    );
  }
  return entry;
}

/** A phase of the history drawn on the board it was decided from, with its results as published. */
async function historyPicture(
  game: Game,
  entry: HistoryEntry,
  env: GmEnvironment,
  shown: string,
): Promise<{ board: Game; result: BoardResult; title: string }> {
  const recorded = entry.state === undefined ? undefined : recordedState(game, entry.state);
  if (recorded && 'error' in recorded)
    throw new CliError(`the history's record of the ${phaseName(entry)} cannot be read: ${recorded.error}`);
  if (!recorded)
    gmNote(env)(
      game.viewer !== undefined
        ? `${shown} is ${game.viewer}'s view, which keeps no board of past phases: the orders of the ${phaseName(entry)} are drawn on the board now`
        : `the history holds no board for the ${phaseName(entry)} (recorded by payola adjudicate --next-game): its orders are drawn on the board now`,
    );
  const board = recorded?.game ?? game;
  const { phaseResultsPicture } = await import('@payola/board');
  if ((entry.phase ?? 'movement') === 'movement') {
    const title = `${phaseName(entry)}: orders${entry.results ? ' and results' : ''}`;
    if (entry.results) return { board, result: phaseResultsPicture(entry.results), title };
    const orders = Object.fromEntries(Object.entries(entry.orders).map(([unit, order]) => [unit, { order }]));
    return { board, result: { orders }, title };
  }
  // A retreat or adjustment phase: the board it was decided from, a retreat phase's dislodged
  // units with the places open to them (its orders show on the board after it).
  const dislodged = board.toFile().dislodged;
  return { board, result: dislodged ? { dislodged } : {}, title: phaseName(entry) };
}

/** The parts of a result file the picture uses, checked so that a wrong file gets a clear, located error. */
function asResult(data: unknown, shown: string): BoardResult {
  const expected = 'expected the JSON of payola adjudicate --format json, or a movement result';
  const wrong = (where?: string, what?: string) =>
    new CliError(
      where === undefined ? `${shown} is not a result (${expected})` : `${shown}: ${where}: ${what} (${expected})`,
    );
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw wrong();
  const record = data as Record<string, unknown>;
  const key = (name: string) => JSON.stringify(name);
  const orderMap = (value: unknown, field: string): BoardResult['orders'] => {
    if (value === undefined) return undefined;
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw wrong(field, 'must be an object of orders by unit');
    const out: Record<string, { order: string; succeeded?: boolean; total?: number }> = Object.create(null) as Record<
      string,
      { order: string; succeeded?: boolean; total?: number }
    >;
    for (const [unit, entry] of Object.entries(value)) {
      const e = entry as Record<string, unknown> | null;
      if (typeof e?.order !== 'string') throw wrong(`${field}[${key(unit)}].order`, 'must be a string');
      out[unit] = {
        order: e.order,
        ...(typeof e.succeeded === 'boolean' && { succeeded: e.succeeded }),
        ...(typeof e.total === 'number' && { total: e.total }),
      };
    }
    return out;
  };
  const orders = orderMap(record.orders, 'orders');
  const outcomes = orderMap(record.outcomes, 'outcomes');
  if (!orders && !outcomes) throw wrong();
  const list = (value: unknown, field: string): unknown[] => {
    if (!Array.isArray(value)) throw wrong(field, 'must be a list');
    return value as unknown[];
  };
  const strings = (value: unknown, field: string): string[] => {
    const items = list(value, field);
    const bad = items.findIndex((v) => typeof v !== 'string');
    if (bad >= 0) throw wrong(`${field}[${bad}]`, 'must be a string');
    return items as string[];
  };
  const dislodged =
    record.dislodged === undefined
      ? undefined
      : list(record.dislodged, 'dislodged').map((entry, i) => {
          const d = entry as Record<string, unknown> | null;
          const field = `dislodged[${i}]`;
          if (typeof d !== 'object' || d === null) throw wrong(field, 'must be an object');
          if (typeof d.power !== 'string') throw wrong(`${field}.power`, 'must be a string');
          if (typeof d.unit !== 'string') throw wrong(`${field}.unit`, 'must be a string');
          if (d.by !== undefined && typeof d.by !== 'string') throw wrong(`${field}.by`, 'must be a string');
          return {
            power: d.power,
            unit: d.unit,
            ...(typeof d.by === 'string' && { by: d.by }),
            retreats: strings(d.retreats, `${field}.retreats`),
          };
        });
  const standoffs = record.standoffs === undefined ? undefined : strings(record.standoffs, 'standoffs');
  return {
    ...(orders && { orders }),
    ...(outcomes && { outcomes }),
    ...(dislodged && { dislodged }),
    ...(standoffs && { standoffs }),
  };
}
