// The one place where the judge meets the engine's game cycle: starting a game, checking a sheet
// as the adjudicator will, advancing a phase, and what one player may see. The server keeps no
// game logic of its own; everything here delegates to @payola/engine.
import {
  adjudicate,
  analyzeSheet,
  loadGame,
  nextGameState,
  phaseTitle,
  reportText,
  startingGame,
  visibleProvinces,
  type Game,
  type GameFile,
  type PlayerReport,
  acceptanceListText,
  unitText,
} from '@payola/engine';
import { parseSheet, type Diagnostic } from '@payola/parser';

export interface NewGameOptions {
  readonly rules: readonly string[];
  /** The powers that are played; the others are dummies (Rule 4.4). */
  readonly played: readonly string[];
}

export function startGame(options: NewGameOptions): Game {
  const game = startingGame(undefined, { rules: options.rules });
  const played = new Set(options.played.map((p) => p.toLowerCase()));
  return game.with({
    powers: game.powers.map((p) => (played.has(p.name.toLowerCase()) ? p : { ...p, status: 'dummy' as const })),
  });
}

export function gameOf(state: unknown): Game {
  const loaded = loadGame(state);
  if (!loaded.ok) throw new Error(`stored game is not valid: ${loaded.problems.map((p) => p.message).join('; ')}`);
  return loaded.game;
}

export function stateOf(game: Game): GameFile {
  return game.toFile();
}

/** The title of the phase being played (`Spring 1901`, `Fall 1901 retreats`). */
export function currentTitle(game: Game): string {
  const title = phaseTitle(game.season, game.year);
  return game.phase === 'movement' ? title : `${title} ${game.phase === 'retreat' ? 'retreats' : 'adjustments'}`;
}

/** A sheet's errors as the adjudicator will see them (syntax and checks, Rules 3–6). */
export function sheetErrors(game: Game, power: string, text: string): Diagnostic[] {
  const parsed = parseSheet(text);
  const checked = analyzeSheet(parsed.sheet, { game, power });
  return [...parsed.errors, ...checked.diagnostics].filter((d) => d.severity === 'error');
}

/** All of a sheet's diagnostics, for the player's page. */
export function sheetDiagnostics(game: Game, power: string, text: string): Diagnostic[] {
  const parsed = parseSheet(text);
  return [...parsed.errors, ...analyzeSheet(parsed.sheet, { game, power }).diagnostics];
}

export interface PhaseOutcome {
  readonly next: Game;
  readonly title: string;
  readonly kind: string;
  /** What every player may know of the phase (orders issued). */
  readonly public: unknown;
  /** Each power's private report (Rule 5.7), as data and text. */
  readonly reports: Readonly<Record<string, { readonly text: string; readonly data: PlayerReport }>>;
  /** What the GameMaster keeps: inputs and the whole result. */
  readonly record: unknown;
}

/**
 * Adjudicates the current phase from the sheets given (by power). Powers in `civilDisorder`
 * sent none: for this phase they count as dummy powers (Rule 4.4). Throws the engine's
 * AdjudicationError when a sheet is missing or invalid (Rule 3.3).
 */
export function advance(
  game: Game,
  sheets: Readonly<Record<string, string>>,
  options: { readonly seed: number; readonly civilDisorder: readonly string[] },
): PhaseOutcome {
  const disorder = new Set(options.civilDisorder);
  const playing = game.with({
    powers: game.powers.map((p) =>
      disorder.has(p.name) && p.status === 'active' ? { ...p, status: 'dummy' as const } : p,
    ),
  });
  const result = adjudicate(playing, sheets, { seed: options.seed });
  const after = nextGameState(playing, result, sheets);
  const next = after.with({
    powers: after.powers.map((p) => ({ ...p, status: game.power(p.name)?.status ?? p.status })),
  });
  const blind = game.rules.blind;
  const reports = Object.fromEntries(
    Object.entries(result.reports).map(([power, data]) => [power, { text: reportText(data), data }]),
  );
  return {
    next,
    title: currentTitle(game),
    kind: game.phase,
    // Orders issued are public in Diplomacy, not under Tin Cup (Rule 6.3).
    public: blind
      ? { orders: {} }
      : { orders: Object.fromEntries(Object.entries(result.orders).map(([u, r]) => [u, r.order])) },
    reports,
    record: { sheets, seed: result.seed, civilDisorder: [...disorder], result },
  };
}

/** What one player may know of the game now: the board as they may see it, their own account. */
export function playerView(game: Game, power: string): unknown {
  const me = game.power(power);
  const sees = game.rules.blind ? visibleProvinces(game, power) : undefined;
  return {
    year: game.year,
    season: game.season,
    phase: game.phase,
    title: currentTitle(game),
    rules: [...game.ruleFlags],
    powers: game.powers.map((p) => ({
      name: p.name,
      letter: p.letter,
      status: p.status,
      centers: sees ? undefined : [...p.centers],
    })),
    units: game.units
      .filter((u) => sees === undefined || sees.has(u.location.province))
      .map((u) => ({ power: u.power, unit: unitText(u) })),
    me: me && {
      power: me.name,
      letter: me.letter,
      balance: me.balance,
      accept: acceptanceListText(me.accept),
      centers: [...me.centers],
    },
  };
}

/** The powers whose orders the current phase waits for (Rule 3.3 in movement phases). */
export function powersToOrder(game: Game): string[] {
  const active = game.powers.filter((p) => p.status === 'active');
  if (game.phase === 'movement') return active.map((p) => p.name);
  if (game.phase === 'retreat')
    return active.filter((p) => game.dislodged.some((d) => d.power === p.name)).map((p) => p.name);
  return active.filter((p) => p.centers.length !== game.unitsOf(p.name).length).map((p) => p.name);
}
