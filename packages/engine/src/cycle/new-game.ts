// A new game: the opening of the standard board or a variant map, with the rule flags in force,
// the powers not played (dummies, Rule 4.4), who plays the others, and the starting balances —
// the first year's income (Rule 2.1), half of it for units without centres (Rule 6.2, Void), or
// 10 AgP per centre under Zero Sum (Rule 6.7), all decided by `startingGame`.
import type { Game } from '../game/game.js';
import type { GameFile, InvestorFile } from '../game/game-file.js';
import { loadGame } from '../game/load-game.js';
import { startingGame } from '../game/starting-game.js';
import type { ExchangeSettings, IncomeOptions } from '../game/variants.js';
import type { BoardMap } from '../map/board-map.js';
import { standardMap } from '../map/standard-map.js';
import { PhaseError } from '../resolve/results.js';

export interface NewGameOptions {
  /** The board (the standard one by default). */
  readonly map?: BoardMap;
  /** How the game file names the map: `standard`, or the map file's path (default: the map's name). */
  readonly mapName?: string;
  /** Rule flags (`ruleFlags`): `classic`, `blind`, `zero-sum`, … */
  readonly rules?: readonly string[];
  readonly year?: number;
  /** Centres needed to win (default: the map's); the first centre's income follows it (Rule 2.1). */
  readonly victoryCenters?: number;
  readonly income?: IncomeOptions;
  readonly centerValues?: Readonly<Record<string, number>>;
  readonly zeroOffers?: GameFile['zeroOffers'];
  /** Powers nobody plays (Rule 4.4). */
  readonly dummies?: readonly string[];
  /** Who plays each power, by power name. */
  readonly players?: Readonly<Record<string, string>>;
  /** Exchange (Rule 6.8, with the `exchange` rule flag): the players, investors. */
  readonly investors?: readonly NewInvestor[];
  /** Exchange (Rule 6.8): the stock market's settings (shares a company, centres' worth). */
  readonly exchange?: ExchangeSettings;
}

/** An investor of a new Exchange game (ruling E1). */
export interface NewInvestor {
  readonly name: string;
  /** Its letter in acceptance lists; default the first of its name that is free, else any free one. */
  readonly letter?: string;
  /** Its private treasury at the start (default 0). */
  readonly balance?: number;
  /** Shares it holds at the start, by company (ruling E11: the largest shareholder heads each company). */
  readonly holdings?: Readonly<Record<string, number>>;
  readonly player?: string;
}

/** The game at its first movement phase. Throws a PhaseError naming every problem of the options. */
export function newGame(options: NewGameOptions = {}): Game {
  const map = options.map ?? standardMap;
  const start = startingGame(map, {
    ...(options.year !== undefined && { year: options.year }),
    ...(options.rules && { rules: options.rules }),
    ...(options.income && { income: options.income }),
    ...(options.centerValues && { centerValues: options.centerValues }),
    ...(options.exchange && { exchange: options.exchange }),
    ...(options.victoryCenters !== undefined && { victoryCenters: options.victoryCenters }),
  }).toFile();
  const problems: string[] = [];
  const known = (name: string, what: string) => {
    const power = map.powers.find((p) => p.name.toLowerCase() === name.toLowerCase());
    if (!power)
      problems.push(`${what}: unknown power "${name}"; the powers are ${map.powers.map((p) => p.name).join(', ')}`);
    return power?.name;
  };
  const dummies = new Set((options.dummies ?? []).map((d) => known(d, 'dummy')));
  const players = new Map(
    Object.entries(options.players ?? {}).map(([power, player]) => [known(power, 'player'), player]),
  );
  for (const name of dummies)
    if (name !== undefined && players.has(name)) problems.push(`${name} is a dummy power (Rule 4.4): nobody plays it`);
  const exchange = start.rules?.includes('exchange') === true;
  if (exchange && (dummies.size > 0 || players.size > 0))
    problems.push(
      'under Exchange (Rule 6.8) the players are investors (investors), and a company nobody holds stock in is not played: name no dummies or players of powers',
    );
  if (!exchange && options.investors !== undefined)
    problems.push('investors play only Exchange games (Rule 6.8): add the rule flag "exchange"');
  if (problems.length > 0) throw new PhaseError('cannot start the game', problems);
  const investors = exchange
    ? investorFiles(
        options.investors ?? [],
        start.powers.map((p) => p.letter),
      )
    : undefined;
  const file: GameFile = {
    ...start,
    map: options.mapName ?? start.map,
    ...(options.victoryCenters !== undefined && { victoryCenters: options.victoryCenters }),
    ...(options.zeroOffers && { zeroOffers: options.zeroOffers }),
    powers: start.powers.map((p) => ({
      ...p,
      ...(dummies.has(p.name) && { status: 'dummy' as const }),
      ...(players.has(p.name) && { player: players.get(p.name)! }),
      // Ruling E11: the largest shareholder heads each company; nobody, when none holds its stock.
      ...(investors && firstCeo(p.name, investors)),
    })),
    ...(investors && { investors }),
  };
  // The file is checked as any game file is (rule flags, settings, names), so a new game always loads.
  const loaded = loadGame(file, { readMap: () => map.data });
  if (!loaded.ok)
    throw new PhaseError(
      'cannot start the game',
      loaded.problems.map((p) => `${p.path}: ${p.message}`),
    );
  return loaded.game;
}

/** The investors as the game file writes them, each with a letter no power or investor uses. */
function investorFiles(investors: readonly NewInvestor[], used: readonly string[]): InvestorFile[] {
  const taken = new Set(used.map((l) => l.toUpperCase()));
  for (const i of investors) if (i.letter !== undefined) taken.add(i.letter.toUpperCase());
  const free = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'];
  return investors.map((i) => {
    let letter = i.letter?.toUpperCase();
    if (letter === undefined) {
      letter =
        [...i.name.toUpperCase()].find((c) => /[A-Z0-9]/.test(c) && !taken.has(c)) ??
        free.find((c) => !taken.has(c)) ??
        '?';
      taken.add(letter);
    }
    return {
      name: i.name,
      letter,
      balance: i.balance ?? 0,
      holdings: { ...(i.holdings ?? {}) },
      ...(i.player !== undefined && { player: i.player }),
    };
  });
}

/** Ruling E11: the company's first CEO, its largest shareholder (ties: the earlier investor). */
function firstCeo(company: string, investors: readonly InvestorFile[]): { ceo: string } | { status: 'dummy' } {
  let best: { name: string; shares: number } | undefined;
  for (const i of investors) {
    const key = Object.keys(i.holdings ?? {}).find((k) => k.toLowerCase() === company.toLowerCase());
    const shares = key === undefined ? 0 : (i.holdings?.[key] ?? 0);
    if (shares > 0 && (!best || shares > best.shares)) best = { name: i.name, shares };
  }
  return best ? { ceo: best.name } : { status: 'dummy' };
}
