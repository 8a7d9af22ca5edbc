// `payola new`: a game file at the first movement phase, from `newGame` (the opening, the rule
// flags, dummies, players and the starting balances), written atomically under the file's lock.
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import {
  loadGame,
  loadMap,
  newGame,
  PhaseError,
  phaseName,
  type BoardMap,
  type Game,
  type NewInvestor,
} from '@payola/engine';
import { withGameLocks } from '../files/game-lock.js';
import { newFolderMode, writeFileAtomically } from '../files/output-files.js';
import { ensureFolder, refuseFolder } from '../files/folders.js';
import { displayPath } from '../files/paths.js';
import { readText } from '../files/read-file.js';
import { gameFileText } from '../game/game-files.js';
import { CliError, UsageError } from '../util/cli-error.js';
import { printablePath, printableText } from '../util/printable.js';
import { gmNote, type GmEnvironment } from './environment.js';

export interface NewOptions {
  readonly out: string;
  readonly map: string;
  readonly rule?: readonly string[];
  readonly year?: string;
  readonly victory?: string;
  readonly incomeSeasons?: string;
  readonly dummy?: readonly string[];
  readonly player?: readonly string[];
  readonly investor?: readonly string[];
  readonly holding?: readonly string[];
  readonly cash?: string;
  readonly shares?: string;
  readonly force?: boolean;
  readonly groupReadable?: boolean;
}

const wholeNumber = (value: string | undefined, option: string, max: number): number | undefined => {
  if (value === undefined) return undefined;
  if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > max)
    throw new UsageError(`${option} takes a whole number from 1 to ${max}, not "${value}"`);
  return Number(value);
};

export async function runNew(options: NewOptions, env: GmEnvironment): Promise<number> {
  const out = resolve(env.cwd, options.out);
  const shown = displayPath(out, env.cwd);
  const seasons = options.incomeSeasons?.split(',').map((s) => s.trim().toLowerCase());
  if (seasons?.some((s) => !['spring', 'summer', 'fall'].includes(s)))
    throw new UsageError(
      `--income-seasons lists movement seasons (spring, summer, fall), not "${options.incomeSeasons}"`,
    );
  const players: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const pair of options.player ?? []) {
    const match = /^([^=]+)=(.+)$/.exec(pair);
    if (!match) throw new UsageError(`--player takes POWER=NAME (e.g. --player France=Alice), not "${pair}"`);
    players[match[1]!.trim()] = match[2]!.trim();
  }
  const investors = exchangeInvestors(options);
  const { map, mapName } = readMap(options.map, out, env.cwd);
  let game: Game;
  try {
    game = newGame({
      ...(map && { map }),
      ...(mapName !== undefined && { mapName }),
      rules: options.rule ?? [],
      ...(options.year !== undefined && { year: wholeNumber(options.year, '--year', 100000)! }),
      ...(options.victory !== undefined && { victoryCenters: wholeNumber(options.victory, '--victory', 10000)! }),
      ...(seasons && { income: { seasons: seasons as ('spring' | 'summer' | 'fall')[] } }),
      dummies: options.dummy ?? [],
      players,
      ...(investors && { investors }),
      ...(options.shares !== undefined && {
        exchange: { shares: wholeNumber(options.shares, '--shares', 1_000_000)! },
      }),
    });
  } catch (error) {
    if (!(error instanceof PhaseError)) throw error;
    throw new CliError(error.message, 2, [`cannot start the game:`, ...error.problems.map((p) => `  ${p}`)]);
  }
  const write = { groupReadable: options.groupReadable === true, note: gmNote(env) };
  ensureFolder(dirname(out), dirname(shown), newFolderMode(write));
  refuseFolder(out, shown, 'game.json', 'the game file');
  return withGameLocks([{ path: out, shown }], gmNote(env), () => {
    if (existsSync(out)) {
      const what = describeExisting(out, shown);
      if (options.force !== true)
        throw new CliError(
          `${shown} exists (${what}); it is not replaced: write the game elsewhere, or add --force`,
          1,
        );
      gmNote(env)(`--force: replacing ${shown} (${what})`);
    }
    writeFileAtomically(out, gameFileText(out, game, { fromDir: dirname(out) }), shown, write);
    const powers = game.companies.map(
      (p) =>
        `${p.name} ${p.balance} AgP${p.company?.ceo !== undefined ? ` (CEO ${p.company.ceo})` : p.status === 'dummy' ? ' (dummy)' : ''}`,
    );
    const investorsText =
      game.investors.length === 0
        ? ''
        : `\nInvestors (Rule 6.8): ${game.investors.map((p) => `${p.name} (${p.letter}) ${p.balance} AgP`).join(', ')}`;
    env.stdout(
      printableText(
        `${printablePath(shown)}: a new game at the ${phaseName(game)} on the ${game.map.name} map${game.ruleFlags.length > 0 ? ` (${game.ruleFlags.join(', ')})` : ''}\nStarting balances: ${powers.join(', ')}${investorsText}\n`,
      ),
    );
    return 0;
  });
}

/**
 * Exchange (Rule 6.8): the investors of `--investor NAME[=LETTER]`, with `--cash` each and the
 * shares of `--holding INVESTOR:COMPANY=SHARES`. Undefined when no investor is named (the
 * engine refuses `--holding` or `--cash` without one, and investors without `--rule exchange`).
 */
function exchangeInvestors(options: NewOptions): NewInvestor[] | undefined {
  if (options.investor === undefined) {
    if (options.holding !== undefined || options.cash !== undefined)
      throw new UsageError(
        '--holding and --cash are for Exchange games (Rule 6.8): name the investors with --investor',
      );
    return undefined;
  }
  const balance = options.cash === undefined ? 0 : wholeNumberOrZero(options.cash, '--cash');
  const investors = options.investor.map((given) => {
    const match = /^([^=]+?)(?:=([A-Za-z0-9]))?$/.exec(given.trim());
    if (!match) throw new UsageError(`--investor takes NAME or NAME=LETTER (e.g. --investor Alice=L), not "${given}"`);
    return {
      name: match[1]!.trim(),
      ...(match[2] !== undefined && { letter: match[2] }),
      balance,
      holdings: Object.create(null) as Record<string, number>,
    };
  });
  for (const pair of options.holding ?? []) {
    const match = /^([^:]+):([^=]+)=(\d{1,7})$/.exec(pair.trim());
    if (!match)
      throw new UsageError(`--holding takes INVESTOR:COMPANY=SHARES (e.g. --holding Alice:France=6), not "${pair}"`);
    const investor = investors.find((i) => i.name.toLowerCase() === match[1]!.trim().toLowerCase());
    if (!investor)
      throw new UsageError(
        `--holding ${pair}: "${match[1]}" is not an investor (--investor); the investors are ${investors.map((i) => i.name).join(', ')}`,
      );
    const company = match[2]!.trim();
    if (Object.keys(investor.holdings).some((c) => c.toLowerCase() === company.toLowerCase()))
      throw new UsageError(`--holding names ${investor.name}'s shares of ${company} twice`);
    investor.holdings[company] = Number(match[3]);
  }
  return investors;
}

function wholeNumberOrZero(value: string, option: string): number {
  if (!/^\d{1,14}$/.test(value))
    throw new UsageError(`${option} takes a whole number of silver pieces, not "${value}"`);
  return Number(value);
}

/** The map option: the standard board, or a map file, named in the game file relative to it. */
function readMap(given: string, out: string, cwd: string): { map?: BoardMap; mapName?: string } {
  if (given.toLowerCase() === 'standard') return {};
  const path = resolve(cwd, given);
  const shownMap = displayPath(path, cwd);
  let json: unknown;
  try {
    json = JSON.parse(readText(path, shownMap, 'map', 'the map '));
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(`${shownMap}: not valid JSON: ${(error as Error).message}`);
  }
  const loaded = loadMap(json);
  if (!loaded.ok) {
    const lines = loaded.problems.map((p) => `${shownMap}: ${p.path}: ${p.message}`);
    throw new CliError(lines[0]!, 2, lines);
  }
  const rel = relative(dirname(out), path).split('\\').join('/');
  return { map: loaded.map, mapName: isAbsolute(rel) ? path : rel };
}

/** What an existing file is, for the refusal or the note of --force. */
function describeExisting(path: string, shown: string): string {
  try {
    const loaded = loadGame(JSON.parse(readText(path, shown, 'game', 'the game file ')), {
      readMap: (reference) => JSON.parse(readText(resolve(dirname(path), reference), reference, 'map')) as unknown,
    });
    if (loaded.ok)
      return `a game at the ${phaseName(loaded.game)}${loaded.game.history.length > 0 ? `, ${loaded.game.history.length} phases played` : ''}`;
  } catch {
    // not a game file of ours
  }
  return 'not a game file';
}
