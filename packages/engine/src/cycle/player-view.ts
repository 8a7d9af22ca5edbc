// What one player may hold (Rules 2.5, 3.6, 5.7, 6.3): the board (under Tin Cup only what the
// Blind rules let it see), its own balance, savings, acceptance list and Zero Sum receipts, its
// own sheets of past phases, and nothing of any other player. The file is a game file with
// `view` set, so payola-lint and the language server check that player's sheets with it.
import type { Game } from '../game/game.js';
import { visibleProvinces } from '../game/blind-sight.js';
import type { GameFile, HistoryEntry } from '../game/game-file.js';
import type { PhaseResults } from '../game/phase-results.js';
import { parseUnitText } from '../game/unit-text.js';
import { parseLocationText } from '../map/board-map.js';
import { PhaseError } from '../resolve/results.js';
import { unissuedShares } from '../exchange/shares.js';
import { phaseName } from '../adjudicate/reports.js';

/** `power`'s view of the game, as a game file (loadGame reads it; `view` says whose it is). */
export function playerView(game: Game, power: string): GameFile {
  const owner = game.power(power);
  if (!owner)
    throw new PhaseError(`unknown power "${power}"; the powers are ${game.powers.map((p) => p.name).join(', ')}`);
  if (game.viewer !== undefined && game.viewer !== owner.name)
    throw new PhaseError(
      `this is ${game.viewer}'s view of the game; ${owner.name}'s view is made from the GameMaster's file`,
    );
  if (game.rules.exchange && !owner.investor)
    throw new PhaseError(
      `under Exchange (Rule 6.8) the players are the investors: ${owner.name} is a company, ${owner.company?.ceo === undefined ? 'headed by nobody' : `whose CEO's view (${owner.company.ceo}'s) holds it`}`,
    );
  const name = owner.name;
  // Exchange (ruling E17): the companies the investor heads are its to see, as its own power is.
  const heads = (company: string) => game.power(company)?.company?.ceo === name;
  const sight = game.rules.blind ? visibleProvinces(game, name) : undefined;
  const sees = (province: string) => sight === undefined || sight.has(province);
  const provinceOf = (location: string) => parseLocationText(location).province;
  const seesUnit = (unit: string) => {
    const parsed = parseUnitText(unit, game.map);
    return !('error' in parsed) && sees(parsed.location.province);
  };
  const { history, actions: _actions, receipts, ...file } = game.toFile();
  const own = receipts?.[name];
  return {
    ...file,
    view: { power: name },
    powers: file.powers.map((p) => {
      const company = game.power(p.name)!;
      // Exchange (ruling E17): shares issued and unissued are public, for the stock round.
      const stock = company.company && { unissued: unissuedShares(game, company) };
      if (p.name === name || heads(p.name)) return { ...p, ...stock };
      return {
        name: p.name,
        letter: p.letter,
        centers: p.centers.filter(sees),
        ...(p.status !== undefined && { status: p.status }),
        ...(p.player !== undefined && { player: p.player }),
        ...(p.ceo !== undefined && { ceo: p.ceo }),
        ...(p.shares !== undefined && { shares: p.shares }),
        ...stock,
      };
    }),
    ...(file.investors && {
      investors: file.investors.map((p) =>
        p.name === name
          ? p
          : {
              name: p.name,
              letter: p.letter,
              ...(p.resigned === true && { resigned: true }),
              ...(p.player !== undefined && { player: p.player }),
            },
      ),
    }),
    units: file.units.filter((u) => seesUnit(u.unit)),
    // Rule 6.3: a player always sees its own dislodged units (its retreat orders are for them); of
    // another's it sees in its sight, only the places in sight among its retreats (the others
    // would tell it they are empty).
    ...(file.dislodged && {
      dislodged: file.dislodged
        .filter((d) => d.power === name || heads(d.power) || seesUnit(d.unit))
        .map((d) =>
          d.power === name || heads(d.power) ? d : { ...d, retreats: d.retreats.filter((r) => sees(provinceOf(r))) },
        ),
    }),
    ...(file.standoffs && { standoffs: file.standoffs.filter(sees) }),
    ...(own !== undefined && { receipts: single(name, own) }),
    ...(history &&
      history.length > 0 && {
        history: history.map((h) => ownEntry(h, name, game.rules.blind, headedIn(game, h, name))),
      }),
  };
}

/**
 * Exchange (ruling E17): the companies `investor` headed when the entry's phase was decided, as
 * its recorded state names their CEOs (in any case, as a game file may). Only that much of the
 * state is read: a view is made at every phase, of a history that grows. A state that does not
 * say it is refused, as verify-history refuses it. Outside Exchange no power has a CEO.
 */
function headedIn(game: Game, entry: HistoryEntry, investor: string): string[] {
  if (!game.rules.exchange || entry.state === undefined) return [];
  const powers: unknown = (entry.state as { readonly powers?: unknown } | null)?.powers;
  if (!Array.isArray(powers) || !powers.every(isRecordedPower))
    throw new PhaseError(
      `the history's record of the ${phaseName(entry)} cannot be read: its state's powers are not a list of powers with their names and CEOs`,
    );
  return powers.filter((p) => p.ceo?.toLowerCase() === investor.toLowerCase()).map((p) => p.name);
}

/** A power of a recorded state, as far as a view reads it. */
interface RecordedPower {
  readonly name: string;
  readonly ceo?: string;
}

function isRecordedPower(value: unknown): value is RecordedPower {
  if (typeof value !== 'object' || value === null) return false;
  const { name, ceo } = value as Readonly<Record<string, unknown>>;
  return typeof name === 'string' && (ceo === undefined || typeof ceo === 'string');
}

/**
 * A past phase as the player may keep it: its own sheet and acceptance list, and the orders
 * issued, all of them (public) or under Tin Cup its own units' only; no recorded state, no other
 * player's sheet or list.
 */
function ownEntry(entry: HistoryEntry, power: string, blind: boolean, headed: readonly string[]): HistoryEntry {
  // Exchange (ruling E17): the sheets and lists of the companies it headed then, which it wrote.
  const mine = [power, ...headed];
  const results = entry.results && ownResults(entry.results, power, blind);
  const ownUnits = new Set(entry.results?.orders.filter((o) => o.power === power).map((o) => o.unit));
  const orders = Object.fromEntries(Object.entries(entry.orders).filter(([unit]) => !blind || ownUnits.has(unit)));
  return {
    year: entry.year,
    season: entry.season,
    ...(entry.phase !== undefined && { phase: entry.phase }),
    seed: entry.seed,
    acceptanceLists: pick(entry.acceptanceLists, mine),
    sheets: pick(entry.sheets, mine),
    orders,
    ...(results && { results }),
  };
}

/** Under Tin Cup, a past phase's results reduced to the player's own orders (its sight then is not kept). */
function ownResults(results: PhaseResults, power: string, blind: boolean): PhaseResults {
  if (!blind) return results;
  const { dislodged, standoffs: _standoffs, centers, ...rest } = results;
  const mine = dislodged?.filter((d) => d.power === power);
  const gained = centers?.filter((c) => c.to === power || c.from === power);
  return {
    ...rest,
    orders: results.orders.filter((o) => o.power === power).map(({ reason: _reason, ...o }) => o),
    ...(mine && mine.length > 0 && { dislodged: mine }),
    ...(gained && gained.length > 0 && { centers: gained }),
  };
}

/** The entries of `record` for these powers (any case), in a record without prototype. */
function pick(record: Readonly<Record<string, string>>, powers: readonly string[]): Record<string, string> {
  const wanted = new Set(powers.map((p) => p.toLowerCase()));
  const picked = Object.create(null) as Record<string, string>;
  for (const key of Object.keys(record)) if (wanted.has(key.toLowerCase())) picked[key] = record[key]!;
  return picked;
}

/** A record of one entry keyed by a power's name: no prototype, so no name collides with one. */
function single<T>(key: string, value: T): Record<string, T> {
  const one = Object.create(null) as Record<string, T>;
  one[key] = value;
  return one;
}
