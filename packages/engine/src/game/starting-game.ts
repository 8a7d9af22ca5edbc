import { incomeFor, voidStartingFunds } from '../accounts/income.js';
import type { BoardMap } from '../map/board-map.js';
import { standardMap } from '../map/standard-map.js';
import { Game, type BoardUnit, type GamePower } from './game.js';
import { parseUnitText } from './load-game.js';
import { resolveRules, type VariantSettings } from './variants.js';

export interface StartingGameOptions {
  readonly year?: number;
  readonly rules?: readonly string[];
  readonly income?: VariantSettings['income'];
  readonly centerValues?: VariantSettings['centerValues'];
  /** Exchange (Rule 6.8): the stock market's settings (a centre's default worth makes the opening funds). */
  readonly exchange?: VariantSettings['exchange'];
  /** Centres needed to win (default: the map's); the first centre's income follows it (Rule 2.1). */
  readonly victoryCenters?: number;
}

/**
 * The opening position (the first year's funds are that year's income, so `payIncome` waits for
 * the next spring) of a map (the standard board by default): home centres, starting units,
 * acceptance lists `X?` (Rule 4.2) and first-year funds (Rule 2.1: 48 AgP each on the standard
 * board, Russia 62; Rule 6.2 for powers with units but no centres).
 */
export function startingGame(map: BoardMap = standardMap, options: StartingGameOptions = {}): Game {
  const ruleFlags = options.rules ?? [];
  const settings = {
    ...(options.income && { income: options.income }),
    ...(options.centerValues && { centerValues: options.centerValues }),
    ...(options.exchange && { exchange: options.exchange }),
  };
  const victoryCenters = options.victoryCenters ?? map.victoryCenters;
  const rules = resolveRules({ rules: ruleFlags, victoryCenters, seasons: map.seasons, ...settings });
  const units: BoardUnit[] = [];
  const powers: GamePower[] = map.powers.map((p) => {
    const centers = [...map.provinces.values()].filter((prov) => prov.home === p.name).map((prov) => prov.id);
    const own = (map.startingUnits[p.name] ?? []).map((text) => {
      const parsed = parseUnitText(text, map);
      if ('error' in parsed) throw new Error(`map ${map.name}: starting unit ${text}: ${parsed.error}`);
      return { power: p.name, ...parsed };
    });
    units.push(...own);
    const balance = rules.zeroSum
      ? centers.length * 10
      : centers.length === 0 && own.length > 0
        ? voidStartingFunds(own.length, rules)
        : incomeFor(centers, rules);
    return {
      name: p.name,
      letter: p.letter,
      balance,
      accept: [p.letter, '?'],
      centers,
      status: 'active' as const,
      ...(rules.zeroSum && { centersAtYearStart: centers }),
    };
  });
  return new Game({
    map,
    mapName: map.name,
    rules,
    ruleFlags,
    year: options.year ?? 1901,
    // The year's first movement season (spring on every map so far).
    season: map.seasons[0]!,
    victoryCenters,
    powers,
    units,
    settings,
    incomePaidFor: options.year ?? 1901,
  });
}
