// The one place where the judge meets the engine's game cycle: starting a game, checking a sheet
// as the adjudicator will, advancing a phase, and what one player may see. The server keeps no
// game logic of its own; everything here delegates to @payola/engine.
import {
  advancePhase,
  analyzeSheet,
  loadGame,
  loadMap,
  newGame,
  phaseTitle,
  playerReportText,
  playerView as enginePlayerView,
  type BoardMap,
  type Game,
  type GameFile,
  type PlayerPhaseReport,
} from '@payola/engine';
import { parseSheet, type Diagnostic } from '@payola/parser';

export interface NewGameOptions {
  readonly rules: readonly string[];
  /** A variant board; the standard one when absent. */
  readonly map?: BoardMap;
  /** Who plays each played power; the others are dummies (Rule 4.4). */
  readonly players: ReadonlyMap<string, string>;
  readonly powers: readonly string[];
}

/** The name a stored game file gives a variant map (its JSON is kept beside the game). */
const variantMapName = 'variant';

export function startGame(options: NewGameOptions): Game {
  return newGame({
    rules: options.rules,
    ...(options.map && { map: options.map, mapName: variantMapName }),
    dummies: options.powers.filter((p) => !options.players.has(p)),
    players: Object.fromEntries(options.players),
  });
}

/** A variant map's JSON, checked by the engine; the problems when it is not a map. */
export function mapOf(json: unknown): { map: BoardMap } | { problems: string[] } {
  const loaded = loadMap(json);
  return loaded.ok ? { map: loaded.map } : { problems: loaded.problems.map((p) => `${p.path}: ${p.message}`) };
}

/** The game a stored row holds (its variant map read from the row). */
export function gameOf(row: { readonly state: unknown; readonly map: unknown }): Game {
  const loaded = loadGame(row.state, row.map === null || row.map === undefined ? {} : { readMap: () => row.map });
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

/** All of a sheet's diagnostics (syntax and checks, Rules 3–6, or the phase's orders), as the adjudicator sees them. */
export function sheetDiagnostics(game: Game, power: string, text: string): Diagnostic[] {
  const parsed = parseSheet(text);
  return [...parsed.errors, ...analyzeSheet(parsed.sheet, { game, power }).diagnostics];
}

/**
 * The powers whose sheets the phase cannot do without: every active player in a movement phase
 * (Rule 3.3). In retreat and adjustment phases a missing order is no order (Rule 1.5 and the
 * standard rules), so nobody holds the phase up.
 */
export function powersRequired(game: Game): string[] {
  return game.phase === 'movement' ? powersThatOrder(game) : [];
}

/** The powers that may send orders this phase: the active players (dummies are not played, Rule 4.4). */
export function powersThatOrder(game: Game): string[] {
  return game.victory ? [] : game.powers.filter((p) => p.status === 'active').map((p) => p.name);
}

export interface PhaseOutcome {
  readonly next: Game;
  readonly title: string;
  readonly kind: string;
  /** What every player may know of the phases decided (none under Tin Cup, Rule 6.3). */
  readonly public: unknown;
  /** Each power's private report (Rules 2.5, 5.7), as data and text. */
  readonly reports: Readonly<Record<string, { readonly text: string; readonly data: PlayerPhaseReport }>>;
  /** What the GameMaster keeps: inputs and the whole result. */
  readonly record: unknown;
}

/**
 * Advances the current phase (and any that follow with nothing to decide) from the sheets given
 * by power. Powers in `civilDisorder` sent none: for this phase they count as dummy powers (Rule
 * 4.4). Throws the engine's AdjudicationError when a movement sheet is missing or invalid (Rule
 * 3.3), its PhaseError when the game cannot be advanced.
 */
export function advance(
  game: Game,
  sheets: Readonly<Record<string, string>>,
  options: { readonly seed: number; readonly civilDisorder: readonly string[] },
): PhaseOutcome {
  const disorder = new Set(options.civilDisorder);
  const playing =
    disorder.size === 0
      ? game
      : game.with({
          powers: game.powers.map((p) =>
            disorder.has(p.name) && p.status === 'active' ? { ...p, status: 'dummy' as const } : p,
          ),
        });
  const result = advancePhase(playing, sheets, { seed: options.seed });
  const next =
    disorder.size === 0
      ? result.game
      : result.game.with({
          powers: result.game.powers.map((p) =>
            disorder.has(p.name) && p.status === 'dummy' ? { ...p, status: 'active' as const } : p,
          ),
        });
  const reports = Object.fromEntries(
    Object.entries(result.reports).map(([power, data]) => [power, { text: playerReportText(data), data }]),
  );
  return {
    next,
    title: currentTitle(game),
    kind: game.phase,
    public: game.rules.blind ? { results: [] } : { results: result.results },
    reports,
    record: {
      sheets,
      seed: result.seed,
      civilDisorder: [...disorder],
      results: result.results,
      ledger: result.ledger,
      ...(result.adjudication && { adjudication: result.adjudication }),
    },
  };
}

/** What one player may know of the game now (the engine's player view, Rules 2.5, 5.7, 6.3). */
export function playerView(game: Game, power: string): GameFile {
  return enginePlayerView(game, power);
}
