import type { ValidateFunction } from 'ajv';
import type { BoardMap } from '../map/board-map.js';
import { loadMap } from '../map/load-map.js';
import { standardMap } from '../map/standard-map.js';
import { schemaProblems, type LoadProblem } from '../load-problem.js';
import { nameProblem } from '../reserved-names.js';
import validateGameFile from '../schemas/game-validator.js';
import { acceptanceListProblems, parseAcceptanceList } from './acceptance-list.js';
import { Game, type BoardUnit, type GamePower } from './game.js';
import type { GameFile, Phase, PowerStatus } from './game-file.js';
import { checkExchangeSettings, checkInvestors, withCompanyShares } from './load-exchange.js';
import { checkPhase, type CheckedPhase } from './load-phase.js';
import { parseUnitText } from './unit-text.js';
import { ruleFlags, resolveRules } from './variants.js';

export { parseUnitText } from './unit-text.js';

export type GameLoadResult =
  { readonly ok: true; readonly game: Game } | { readonly ok: false; readonly problems: readonly LoadProblem[] };

export interface LoadGameOptions {
  /** Reads a variant map named by the game file's `map` (a path); the standard map needs none. */
  readonly readMap?: (reference: string) => unknown;
}

// The schema (schemas/game.schema.json) compiled at build time (scripts/game-validator.mjs): compiling
// it with ajv at run time cost a program reading a game file half of its start-up.
const validateShape = () => validateGameFile as ValidateFunction<GameFile>;

/**
 * Loads a game file (schemas/game.schema.json). Returns the game, or every problem found, each
 * with its JSON path and a message; a game with problems is never returned in part.
 */
export function loadGame(json: unknown, options: LoadGameOptions = {}): GameLoadResult {
  const validate = validateShape();
  if (!validate(json)) {
    // Report every problem at once: the shape's, and what the well-formed parts reveal.
    const problems = schemaProblems(validate.errors);
    const salvaged = salvage(json);
    if (salvaged) {
      const seen = new Set(problems.map((p) => p.path));
      for (const p of crossCheck(salvaged, options).problems) if (!seen.has(p.path)) problems.push(p);
    }
    return { ok: false, problems };
  }
  const checked = crossCheck(json, options);
  if (checked.problems.length > 0 || !checked.map) return { ok: false, problems: checked.problems };
  return { ok: true, game: buildGame(json, checked.map, checked.powers, checked.units, checked.phase) };
}

/** What a schema cannot check: names, places and letters against the map and each other. */
function crossCheck(
  file: GameFile,
  options: LoadGameOptions,
): { problems: LoadProblem[]; map?: BoardMap; powers: GamePower[]; units: BoardUnit[]; phase?: CheckedPhase } {
  const problems: LoadProblem[] = [];
  const map = mapOf(file, options, problems);
  (file.rules ?? []).forEach((rule, i) => {
    if (!(ruleFlags as readonly string[]).includes(rule))
      problems.push({ path: `rules[${i}]`, message: `unknown rule "${rule}"; known rules: ${ruleFlags.join(', ')}` });
  });
  if (!map) return { problems, powers: [], units: [] };
  const exchange = resolveRules({
    rules: file.rules ?? [],
    victoryCenters: file.victoryCenters ?? map.victoryCenters,
    ...(file.exchange && { exchange: file.exchange }),
  }).exchange;
  checkExchangeSettings(file, exchange, problems);
  const viewer = checkViewer(file, exchange !== undefined, problems);
  // Rule 6.8: investors are payers beside the powers (the companies), with letters of their own.
  const investors = exchange ? checkInvestors(file, viewer, problems) : [];
  const companies = checkPowers(file, map, viewer, investors, problems);
  const powers = [
    ...(exchange ? withCompanyShares(file, companies, investors, exchange, viewer, problems) : companies),
    ...investors,
  ];
  const units = checkUnits(file, map, companies, problems);
  checkSettings(file, map, powers, problems);
  checkRecords(file, powers, problems);
  const phase = checkPhase(file, map, powers, units, problems);
  return { problems, map, powers, units, phase };
}

function mapOf(file: GameFile, options: LoadGameOptions, problems: LoadProblem[]): BoardMap | undefined {
  if (file.map.toLowerCase() === 'standard') return standardMap;
  if (!options.readMap) {
    problems.push({
      path: 'map',
      message: `cannot read the map "${file.map}" here; use "standard" or load the game from a file`,
    });
    return undefined;
  }
  try {
    const loaded = loadMap(options.readMap(file.map));
    if (loaded.ok) return loaded.map;
    for (const p of loaded.problems) problems.push({ path: `map(${file.map}): ${p.path}`, message: p.message });
  } catch (error) {
    problems.push({ path: 'map', message: `cannot read the map "${file.map}": ${(error as Error).message}` });
  }
  return undefined;
}

/**
 * The parts of a malformed game file that are well-formed enough to cross-check (others become
 * holes, skipped, so paths keep their indices); undefined when not even the map is named.
 */
function salvage(json: unknown): GameFile | undefined {
  const record = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!record(json) || typeof json.map !== 'string' || !Array.isArray(json.powers)) return undefined;
  const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  // A malformed power is left out, and so are its units: saying "unknown power" of them would be noise.
  const leftOut = new Set<string>();
  const powers = json.powers.map((p) => {
    const wellFormed =
      record(p) && typeof p.name === 'string' && typeof p.letter === 'string' && /^[A-Za-z0-9]$/.test(p.letter);
    if (!wellFormed) {
      if (record(p) && typeof p.name === 'string') leftOut.add(p.name.toLowerCase());
      return null;
    }
    return {
      name: p.name as string,
      letter: p.letter as string,
      balance: typeof p.balance === 'number' ? p.balance : 0,
      centers: strings(p.centers),
      ...(typeof p.accept === 'string' && /^[A-Za-z0-9?]+$/.test(p.accept) && { accept: p.accept }),
      ...(['active', 'eliminated', 'dummy'].includes(p.status as string) && { status: p.status as PowerStatus }),
      // Exchange (Rule 6.8): kept, so that its cross-checks (ruling E12) do not report a CEO missing.
      ...(typeof p.ceo === 'string' && { ceo: p.ceo }),
      ...(typeof p.shares === 'number' && Number.isInteger(p.shares) && p.shares >= 1 && { shares: p.shares }),
    };
  });
  const units = (Array.isArray(json.units) ? json.units : []).map((u) =>
    record(u) && typeof u.power === 'string' && typeof u.unit === 'string' && !leftOut.has(u.power.toLowerCase())
      ? { power: u.power, unit: u.unit }
      : null,
  );
  const dislodged = Array.isArray(json.dislodged)
    ? json.dislodged.map((d) =>
        record(d) &&
        typeof d.power === 'string' &&
        typeof d.unit === 'string' &&
        typeof d.by === 'string' &&
        !leftOut.has(d.power.toLowerCase())
          ? { power: d.power, unit: d.unit, by: d.by, retreats: strings(d.retreats) }
          : null,
      )
    : undefined;
  const phases: readonly unknown[] = ['movement', 'retreat', 'adjustment'];
  const seasons: readonly unknown[] = ['spring', 'summer', 'fall', 'winter'];
  const investors = Array.isArray(json.investors)
    ? json.investors.map((p) =>
        record(p) && typeof p.name === 'string' && typeof p.letter === 'string' && /^[A-Za-z0-9]$/.test(p.letter)
          ? {
              name: p.name,
              letter: p.letter,
              ...(typeof p.balance === 'number' && { balance: p.balance }),
              ...(record(p.holdings) && {
                holdings: Object.fromEntries(
                  Object.entries(p.holdings).filter((e): e is [string, number] => typeof e[1] === 'number'),
                ),
              }),
            }
          : null,
      )
    : undefined;
  return {
    map: json.map,
    year: 0,
    season: seasons.includes(json.season) ? json.season : 'spring',
    ...(phases.includes(json.phase) && { phase: json.phase as Phase }),
    ...(dislodged && { dislodged }),
    ...(Array.isArray(json.standoffs) && { standoffs: strings(json.standoffs) }),
    rules: strings(json.rules),
    powers,
    ...(investors && { investors }),
    units,
  } as unknown as GameFile;
}

function buildGame(
  file: GameFile,
  map: BoardMap,
  powers: GamePower[],
  units: BoardUnit[],
  phase: CheckedPhase | undefined,
): Game {
  const victoryCenters = file.victoryCenters ?? map.victoryCenters;
  const id = (name: string) => map.resolve(name)?.id ?? name;
  const settings = {
    ...(file.income && { income: file.income }),
    ...(file.centerValues && {
      centerValues: Object.fromEntries(Object.entries(file.centerValues).map(([c, v]) => [id(c), v])),
    }),
    ...(file.zeroOffers && {
      zeroOffers: file.zeroOffers.map((z) => ({ power: z.power, provinces: z.provinces.map(id) })),
    }),
    ...(file.exchange && { exchange: file.exchange }),
  };
  const known = (name: string) => powers.find((p) => p.name.toLowerCase() === name.toLowerCase())?.name ?? name;
  return new Game({
    map,
    mapName: file.map,
    rules: resolveRules({ rules: file.rules ?? [], victoryCenters, seasons: map.seasons, ...settings }),
    ruleFlags: file.rules ?? [],
    year: file.year,
    season: file.season,
    ...(phase && { phase: phase.phase, dislodged: phase.dislodged, standoffs: phase.standoffs }),
    victoryCenters,
    powers,
    units,
    history: file.history ?? [],
    settings,
    ...(file.incomePaidFor !== undefined && { incomePaidFor: file.incomePaidFor }),
    ...(file.incomePaidIn !== undefined && { incomePaidIn: file.incomePaidIn }),
    ...(file.yearEndFor !== undefined && { yearEndFor: file.yearEndFor }),
    ...(file.actions !== undefined && { actions: file.actions }),
    ...(file.victory !== undefined && {
      victory: {
        ...file.victory,
        power: known(file.victory.power),
        ...(file.victory.investors && { investors: file.victory.investors.map(known) }),
      },
    }),
    ...(file.view !== undefined && { viewer: known(file.view.power) }),
    ...(file.receipts !== undefined && {
      receipts: Object.fromEntries(
        Object.entries(file.receipts).map(([name, v]) => [
          powers.find((p) => p.name.toLowerCase() === name.toLowerCase())?.name ?? name,
          v,
        ]),
      ),
    }),
  });
}

/** A player's view names one of its powers; under Exchange one of its investors, the players (ruling E17). */
function checkViewer(file: GameFile, exchange: boolean, problems: LoadProblem[]): string | undefined {
  if (file.view === undefined) return undefined;
  const name = file.view.power.toLowerCase();
  const investor = (file.investors ?? []).some((p) => p?.name.toLowerCase() === name);
  const power = file.powers.some((p) => p?.name.toLowerCase() === name);
  if (exchange && power && !investor)
    problems.push({
      path: 'view.power',
      message: `under Exchange (Rule 6.8) a view is an investor's: ${file.view.power} is a company, whose CEO's view holds it`,
    });
  else if (!power && !investor)
    problems.push({ path: 'view.power', message: `unknown ${exchange ? 'investor' : 'power'} "${file.view.power}"` });
  return name;
}

/** The records a cycle keeps: the victor and the GameMaster's actions name powers of the game. */
function checkRecords(file: GameFile, powers: readonly GamePower[], problems: LoadProblem[]): void {
  const known = (name: string) => powers.some((p) => p.name.toLowerCase() === name.toLowerCase());
  if (file.victory !== undefined && !known(file.victory.power))
    problems.push({ path: 'victory.power', message: `unknown power "${file.victory.power}"` });
  (file.victory?.investors ?? []).forEach((name, i) => {
    if (!powers.some((p) => p.investor !== undefined && p.name.toLowerCase() === name.toLowerCase()))
      problems.push({ path: `victory.investors[${i}]`, message: `unknown investor "${name}"` });
  });
  (file.actions ?? []).forEach((action, i) => {
    const names =
      action.kind === 'transfer'
        ? [action.from, action.to]
        : action.kind === 'resign'
          ? [action.power]
          : action.kind === 'share-transfer'
            ? [action.from, action.to, action.company]
            : [];
    for (const name of names)
      if (!known(name)) problems.push({ path: `actions[${i}]`, message: `unknown power "${name}"` });
  });
}

function checkPowers(
  file: GameFile,
  map: BoardMap,
  viewer: string | undefined,
  investors: readonly GamePower[],
  problems: LoadProblem[],
): GamePower[] {
  const names = new Map<string, string>();
  const letters = new Map<string, string>();
  const owners = new Map<string, string>();
  // Exchange (Rule 6.8): investors' names and letters are the powers' kind, in one namespace.
  const payers = [
    ...file.powers.map((p, i) => p && { name: p.name, letter: p.letter, path: `powers[${i}]` }),
    ...investors.map((p) => ({
      name: p.name,
      letter: p.letter,
      path: `investors[${(file.investors ?? []).findIndex((inv) => inv?.name === p.name)}]`,
    })),
  ];
  file.powers.forEach((p, i) => {
    if (!p) return;
    const unfit = nameProblem(p.name, 'power');
    if (unfit) problems.push({ path: `powers[${i}].name`, message: unfit });
  });
  for (const payer of payers) {
    if (!payer) continue; // a hole left by salvage()
    const name = payer.name.toLowerCase();
    if (names.has(name))
      problems.push({
        path: `${payer.path}.name`,
        message: `"${payer.name}" is listed twice (also ${names.get(name)})`,
      });
    names.set(name, payer.path);
    const letter = payer.letter.toUpperCase();
    if (letters.has(letter))
      problems.push({
        path: `${payer.path}.letter`,
        message: `letter "${letter}" is already used by ${letters.get(letter)}`,
      });
    letters.set(letter, payer.path);
  }
  const allLetters = [...letters.keys()];
  return file.powers.flatMap((p, i) => {
    if (!p) return [];
    const centers: string[] = [];
    p.centers.forEach((c, j) => {
      const province = map.resolve(c);
      const path = `powers[${i}].centers[${j}]`;
      if (!province) problems.push({ path, message: `unknown province "${c}"` });
      else if (!province.supplyCenter)
        problems.push({ path, message: `${province.id} (${province.name}) is not a supply centre` });
      else if (owners.has(province.id))
        problems.push({ path, message: `${province.id} is also owned by ${owners.get(province.id)}` });
      else {
        owners.set(province.id, p.name);
        centers.push(province.id);
      }
    });
    const status = p.status ?? 'active';
    if (status === 'eliminated' && centers.length > 0)
      problems.push({
        path: `powers[${i}].status`,
        message: `an eliminated power owns no supply centres (Rule 2.4), but ${p.name} owns ${centers.join(', ')}`,
      });
    // A player's view leaves out the other powers' balances and lists (Rule 2.5); every other file holds them.
    // Exchange (ruling E17): the CEO's view holds the company's account too.
    const hidden = viewer !== undefined && p.name.toLowerCase() !== viewer && p.ceo?.toLowerCase() !== viewer;
    if (p.balance === undefined && !hidden)
      problems.push({
        path: `powers[${i}]`,
        message: `${p.name} has no "balance"${viewer === undefined ? '' : ` (a player's view holds its own power's balance)`}`,
      });
    if (hidden && (p.balance !== undefined || p.accept !== undefined))
      problems.push({
        path: `powers[${i}]`,
        message: `a player's view holds no other power's balance or acceptance list (Rule 2.5), but it holds ${p.name}'s`,
      });
    const accept = parseAcceptanceList(p.accept ?? `${p.letter}?`);
    for (const problem of acceptanceListProblems(accept, allLetters))
      problems.push({ path: `powers[${i}].accept`, message: problem.message });
    const power: GamePower = {
      name: p.name,
      letter: p.letter.toUpperCase(),
      balance: p.balance ?? 0,
      accept,
      centers,
      status,
      ...(p.player !== undefined && { player: p.player }),
      ...(p.sheet !== undefined && { sheet: p.sheet }),
      ...(p.centersAtYearStart !== undefined && {
        centersAtYearStart: p.centersAtYearStart.map((c) => map.resolve(c)?.id ?? c),
      }),
    };
    return [power];
  });
}

function checkUnits(file: GameFile, map: BoardMap, powers: readonly GamePower[], problems: LoadProblem[]): BoardUnit[] {
  const units: BoardUnit[] = [];
  const seen = new Map<string, number>();
  const byName = powersByLowerCaseName(powers);
  file.units.forEach((u, i) => {
    if (!u) return; // a hole left by salvage()
    const power = byName.get(u.power.toLowerCase());
    if (!power) problems.push({ path: `units[${i}].power`, message: `unknown power "${u.power}"` });
    const parsed = parseUnitText(u.unit, map);
    if ('error' in parsed) return problems.push({ path: `units[${i}].unit`, message: parsed.error });
    const other = seen.get(parsed.location.province);
    if (other !== undefined)
      problems.push({
        path: `units[${i}].unit`,
        message: `two units in ${parsed.location.province} (also units[${other}])`,
      });
    seen.set(parsed.location.province, i);
    // One literal, not a spread: every unit of every game loaded is made here.
    if (power) units.push({ power: power.name, type: parsed.type, location: parsed.location });
  });
  return units;
}

/**
 * The powers by their names in lower case, the first of each name kept (as `find` would): every
 * unit names its power, and lower-casing seven names for each of them was much of loading a game.
 */
function powersByLowerCaseName(powers: readonly GamePower[]): Map<string, GamePower> {
  const byName = new Map<string, GamePower>();
  for (const p of powers) {
    const key = p.name.toLowerCase();
    if (!byName.has(key)) byName.set(key, p);
  }
  return byName;
}

function checkSettings(file: GameFile, map: BoardMap, powers: readonly GamePower[], problems: LoadProblem[]): void {
  (file.income?.seasons ?? []).forEach((season, i) => {
    if (!map.seasons.includes(season))
      problems.push({
        path: `income.seasons[${i}]`,
        message: `the map has no ${season} movement phase; its seasons are ${map.seasons.join(', ')}`,
      });
  });
  for (const id of Object.keys(file.centerValues ?? {})) {
    const p = map.resolve(id);
    if (!p?.supplyCenter)
      problems.push({ path: `centerValues.${id}`, message: `${id} is not a supply centre of this map` });
  }
  (file.zeroOffers ?? []).forEach((z, i) => {
    if (!powers.some((p) => p.name.toLowerCase() === z.power.toLowerCase()))
      problems.push({ path: `zeroOffers[${i}].power`, message: `unknown power "${z.power}"` });
    z.provinces.forEach((id, j) => {
      if (!map.resolve(id))
        problems.push({ path: `zeroOffers[${i}].provinces[${j}]`, message: `unknown province "${id}"` });
    });
  });
}
