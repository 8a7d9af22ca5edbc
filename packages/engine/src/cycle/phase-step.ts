// One phase decided, and the game carried to the next phase: movement = bribes (Rules 5.1–5.7)
// → orders → the standard rules' resolution; retreat; adjustment. Between phases the calendar
// turns: after the Fall turn centres change hands (with Zero Sum's year end, eliminations and
// victory, fall-turn.ts), and before a movement phase that takes it, income is paid (Rules 2.1,
// 6.6). Each phase leaves a history entry holding what `verifyHistory` needs to re-run it.
import { adjudicate, type AdjudicationResult } from '../adjudicate/adjudicate.js';
import { nextGameState } from '../adjudicate/next-game.js';
import type { LedgerEntry } from '../accounts/ledger.js';
import { incomeDue, incomePayment } from '../accounts/transactions.js';
import { unitText, type BoardUnit, type DislodgedUnit, type Game } from '../game/game.js';
import type { GameStateFile, HistoryEntry } from '../game/game-file.js';
import type { OrderResult, PhaseResults } from '../game/phase-results.js';
import { parseUnitText } from '../game/unit-text.js';
import { parseLocationText } from '../map/board-map.js';
import { adjustmentCount, buildPlaces, buildText, resolveAdjustments } from '../resolve/adjustments.js';
import { resolveMovement } from '../resolve/movement.js';
import { record, type DislodgedUnitEntry, type PlacedUnit } from '../resolve/results.js';
import { disbandText, resolveRetreats } from '../resolve/retreats.js';
import { exchangeWinter, type ExchangeYear } from '../exchange/winter.js';
import { winterInstructionsOf } from '../exchange/winter-sheets.js';
import { stockholderReports, type StockholderReport } from '../exchange/stockholder-report.js';
import { endFallTurn } from './fall-turn.js';
import { phaseOrders, type SetAsideOrder } from './phase-inputs.js';
import { movementSeasons, nextMovementSeason } from './seasons.js';

/** One phase decided: the game it was decided from, the next phase's game, and what happened. */
export interface PhaseStep {
  readonly before: Game;
  /** The next phase's game, this phase's history entry appended. */
  readonly game: Game;
  readonly results: PhaseResults;
  /** Every change to an account, in order: bribes, Zero Sum's year end, income. */
  readonly ledger: readonly LedgerEntry[];
  /** Movement phases: the bribes' adjudication (the GameMaster's data, with the private reports). */
  readonly adjudication?: AdjudicationResult;
  /** Exchange (Rule 6.8), winter: the stock market's year end. */
  readonly exchange?: ExchangeYear;
  /** Exchange (ruling E18), winter: each investor's stockholder reports. */
  readonly stockholders?: ReadonlyMap<string, readonly StockholderReport[]>;
  /** Exchange (ruling E15): the companies liquidated at the Fall turn. */
  readonly liquidations?: ReturnType<typeof endFallTurn>['liquidations'];
  /** Retreat and adjustment phases: the orders of the players' sheets that no unit took, and why. */
  readonly setAside?: readonly SetAsideOrder[];
  readonly entry: HistoryEntry;
}

/** The game as its file, without its history and the GameMaster's pending actions. */
export function stateFile(game: Game): GameStateFile {
  const { history: _history, actions: _actions, ...state } = game.toFile();
  return state;
}

/**
 * Decides the game's phase from its sheets (by canonical power name) and carries the game to the
 * next phase. Movement sheets must be valid (adjudicate's AdjudicationError otherwise); retreat
 * and adjustment orders are judged one by one, an invalid one ignored. `automatic`: the phase
 * had nothing to decide and is resolved without orders.
 */
export function decidePhase(
  game: Game,
  sheets: ReadonlyMap<string, string>,
  seed: number,
  automatic = false,
): PhaseStep {
  const decided =
    game.phase === 'movement'
      ? movement(game, sheets, seed)
      : game.phase === 'retreat'
        ? retreat(game, sheets)
        : adjustment(game, sheets, seed);
  const after =
    game.phase === 'adjustment' ? newYear(decided.game) : decided.turnOver ? seasonEnd(decided.game) : undefined;
  const results: PhaseResults = {
    year: game.year,
    season: game.season,
    phase: game.phase,
    ...(game.phase === 'movement' && { seed }),
    ...(automatic && { automatic }),
    orders: decided.orders,
    ...decided.extra,
    ...(decided.exchange && {
      ceos: decided.exchange.elections.map((e) => ({
        company: e.company,
        ...(e.ceo !== undefined && { ceo: e.ceo }),
        outcome: e.outcome,
      })),
      ...(decided.exchange.worth.length > 0 && { worthChanges: decided.exchange.worth }),
    }),
    ...(after?.fall && {
      ...(after.fall.centers.length > 0 && { centers: after.fall.centers }),
      ...(after.fall.eliminated.length > 0 && { eliminated: after.fall.eliminated }),
      ...(after.fall.victory && {
        victory: { ...after.fall.victory, ...(after.fall.investors && { investors: after.fall.investors }) },
      }),
      ...(after.fall.netWorth && { netWorth: after.fall.netWorth }),
    }),
  };
  const entry: HistoryEntry = {
    year: game.year,
    season: game.season,
    ...(game.phase !== 'movement' && { phase: game.phase }),
    seed,
    acceptanceLists: decided.adjudication?.acceptanceLists ?? {},
    sheets: Object.fromEntries(sheets),
    orders: decided.issued,
    state: stateFile(game),
    ...(game.actions.length > 0 && { actions: game.actions }),
    results,
  };
  const next = (after?.game ?? decided.game).with({ history: [...game.history, entry], actions: [] });
  return {
    before: game,
    game: next,
    results,
    ledger: [...(decided.adjudication?.ledger ?? []), ...(decided.ledger ?? []), ...(after?.ledger ?? [])],
    ...(decided.adjudication && { adjudication: decided.adjudication }),
    ...(decided.exchange && { exchange: decided.exchange }),
    ...(decided.stockholders && { stockholders: decided.stockholders }),
    ...(after?.fall?.liquidations && { liquidations: after.fall.liquidations }),
    ...(decided.setAside && decided.setAside.length > 0 && { setAside: decided.setAside }),
    entry,
  };
}

/** What one phase's resolution gives before the calendar turns. */
interface Decided {
  /** The game after the phase, still at its season (history unchanged). */
  readonly game: Game;
  readonly orders: OrderResult[];
  /** The order issued by each unit, for the history (Rule 3.6). */
  readonly issued: Record<string, string>;
  readonly extra: Pick<PhaseResults, 'dislodged' | 'standoffs'>;
  /** The season's turn is over (no retreat phase follows). */
  readonly turnOver: boolean;
  readonly adjudication?: AdjudicationResult;
  /** Changes to accounts besides the bribes (the stock market's year end). */
  readonly ledger?: readonly LedgerEntry[];
  readonly exchange?: ExchangeYear;
  readonly stockholders?: ReadonlyMap<string, readonly StockholderReport[]>;
  readonly setAside?: readonly SetAsideOrder[];
}

function movement(game: Game, sheets: ReadonlyMap<string, string>, seed: number): Decided {
  const texts = Object.fromEntries(sheets);
  const adjudication = adjudicate(game, texts, { seed });
  // Balances paid (Rule 5.6), acceptance lists replaced (Rule 4.3), Zero Sum receipts kept (Rule 6.7).
  const paid = nextGameState(game, adjudication, texts).with({ history: game.history });
  const issued = record<string>();
  for (const [unit, result] of Object.entries(adjudication.orders)) issued[unit] = result.order;
  const moved = resolveMovement(game, issued);
  const orders = game.units.map((u): OrderResult => {
    const outcome = moved.outcomes[unitText(u)]!;
    return {
      power: u.power,
      unit: unitText(u),
      order: outcome.order,
      succeeded: outcome.succeeded,
      reason: outcome.reason,
    };
  });
  const units = boardUnits(game, moved.units);
  const extra = {
    ...(moved.dislodged.length > 0 && { dislodged: moved.dislodged.map(copyDislodged) }),
    ...(moved.standoffs.length > 0 && { standoffs: [...moved.standoffs] }),
  };
  if (moved.dislodged.length === 0)
    return { game: paid.with({ units }), orders, issued, extra, turnOver: true, adjudication };
  const dislodged = moved.dislodged.map((d) => dislodgedUnit(game, d));
  const next = paid.with({ units, phase: 'retreat', dislodged, standoffs: moved.standoffs });
  return { game: next, orders, issued, extra, turnOver: false, adjudication };
}

function retreat(game: Game, sheets: ReadonlyMap<string, string>): Decided {
  const read = phaseOrders(game, sheets);
  const resolved = resolveRetreats(game, read.retreats);
  const issued = record<string>();
  const orders = game.dislodged.map((d): OrderResult => {
    const outcome = resolved.outcomes[unitText(d)]!;
    issued[unitText(d)] = outcome.order;
    return {
      power: d.power,
      unit: unitText(d),
      order: outcome.order,
      succeeded: outcome.succeeded,
      reason: outcome.reason,
    };
  });
  const next = game.with({ units: boardUnits(game, resolved.units), phase: 'movement', dislodged: [], standoffs: [] });
  return { game: next, orders, issued, extra: {}, turnOver: true, setAside: read.ignored };
}

function adjustment(game: Game, sheets: ReadonlyMap<string, string>, seed: number): Decided {
  const read = phaseOrders(game, sheets);
  const resolved = resolveAdjustments(game, read.adjustments);
  const orders: OrderResult[] = [];
  for (const power of game.powers)
    for (const outcome of resolved.outcomes[power.name] ?? [])
      orders.push({ power: power.name, order: outcome.order, succeeded: outcome.succeeded, reason: outcome.reason });
  // The history's orders by unit: the units built and the units disbanded, read off the boards.
  const units = boardUnits(game, resolved.units);
  const issued = record<string>();
  const before = new Set(game.units.map(unitText));
  const after = new Set(units.map(unitText));
  for (const unit of game.units) if (!after.has(unitText(unit))) issued[unitText(unit)] = disbandText(unit);
  for (const unit of units) if (!before.has(unitText(unit))) issued[unitText(unit)] = buildText(unit);
  const adjusted = game.with({ units });
  if (!game.rules.exchange)
    return { game: adjusted, orders, issued, extra: {}, turnOver: false, setAside: read.ignored };
  // Rule 6.8: the stock market's year end follows the winter's builds and disbands (ruling E4).
  const market = exchangeWinter(adjusted, winterInstructionsOf(game, read.sheets), seed);
  return {
    game: market.game,
    orders,
    issued,
    extra: {},
    turnOver: false,
    setAside: read.ignored,
    ledger: market.ledger,
    exchange: market.year,
    // Told as the year end left the companies, before the next year's income (ruling E18).
    stockholders: stockholderReports(market.game, market.year),
  };
}

/** What follows the season's turn: the next movement season, or the Fall turn's end. */
interface Turned {
  readonly game: Game;
  readonly ledger: readonly LedgerEntry[];
  readonly fall?: ReturnType<typeof endFallTurn>;
}

function seasonEnd(game: Game): Turned {
  const season = nextMovementSeason(game);
  if (season !== undefined) return movementPhase(game.with({ season, phase: 'movement' }));
  const fall = endFallTurn(game);
  if (fall.victory)
    return {
      game: fall.game.with({
        phase: 'adjustment',
        season: 'winter',
        victory: {
          power: fall.victory.power,
          year: game.year,
          season: game.season,
          ...(fall.investors && { investors: fall.investors }),
        },
      }),
      ledger: fall.ledger,
      fall,
    };
  const winter = fall.game.with({ phase: 'adjustment', season: 'winter' });
  // No adjustment to make anywhere: the winter phase is skipped, as judges do; under Exchange it
  // is always held, for the stock market's year end (ruling E4).
  if (!adjustmentsDue(winter) && !game.rules.exchange) {
    const spring = newYear(winter);
    return { game: spring.game, ledger: [...fall.ledger, ...spring.ledger], fall };
  }
  return { game: winter, ledger: fall.ledger, fall };
}

/** The next year's first movement phase. */
function newYear(game: Game): Turned {
  return movementPhase(game.with({ year: game.year + 1, season: movementSeasons(game)[0]!, phase: 'movement' }));
}

/** A movement phase begins: income first where it is paid before it (Rules 2.1, 6.6). */
function movementPhase(game: Game): Turned {
  if (!incomeDue(game)) return { game, ledger: [] };
  const paid = incomePayment(game);
  return { game: paid.game, ledger: paid.ledger };
}

/** Does any power build or disband this winter? */
function adjustmentsDue(game: Game): boolean {
  return game.powers.some((p) => p.centers.length !== game.unitsOf(p.name).length);
}

function boardUnits(game: Game, placed: readonly PlacedUnit[]): BoardUnit[] {
  return placed.map((p) => {
    const parsed = parseUnitText(p.unit, game.map);
    if ('error' in parsed) throw new Error(`resolver returned ${p.unit}: ${parsed.error}`);
    return { power: p.power, ...parsed };
  });
}

function dislodgedUnit(game: Game, d: DislodgedUnitEntry): DislodgedUnit {
  const parsed = parseUnitText(d.unit, game.map);
  if ('error' in parsed) throw new Error(`resolver returned ${d.unit}: ${parsed.error}`);
  return { power: d.power, ...parsed, by: d.by, retreats: d.retreats.map(parseLocationText) };
}

function copyDislodged(d: DislodgedUnitEntry): DislodgedUnitEntry {
  return { power: d.power, unit: d.unit, by: d.by, retreats: [...d.retreats] };
}

/**
 * Does the phase leave a played power a choice? A dislodged unit with somewhere to retreat; a
 * power that must disband some but not all of its units; an active power with a place to build.
 * Without one, the phase is resolved at once (dummies' and trapped units disband, civil disorder).
 */
export function hasChoice(game: Game): boolean {
  if (game.phase === 'movement') return true;
  // Exchange (ruling E4): in the winter investors buy stock and vote, CEOs declare dividends.
  if (game.phase === 'adjustment' && game.rules.exchange && game.investors.some((p) => p.status === 'investor'))
    return true;
  const played = (name: string) => game.power(name)?.status !== 'dummy';
  if (game.phase === 'retreat') return game.dislodged.some((d) => d.retreats.length > 0 && played(d.power));
  return game.powers.some((p) => {
    if (!played(p.name)) return false;
    const count = adjustmentCount(game, p);
    if (count < 0) return game.unitsOf(p.name).length > -count;
    return count > 0 && p.status === 'active' && buildPlaces(game, p).length > 0;
  });
}
