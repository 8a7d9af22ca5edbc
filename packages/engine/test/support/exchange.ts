// Test helpers for Exchange Payola (Rule 6.8): a standard game with investors, and its file to edit.
import { advancePhase, loadGame, newGame, type Game, type LoadProblem, type NewGameOptions } from '@payola/engine';
import { holdSheets } from './sheets.js';

/** Alice heads France (6 shares) and holds 2 of England; Bob heads England (5) and Germany (4); Carol holds 3 of France. */
export function exchangeGame(options: Partial<NewGameOptions> = {}): Game {
  return newGame({
    rules: ['exchange'],
    investors: [
      { name: 'Alice', letter: 'L', balance: 50, holdings: { France: 6, England: 2 } },
      { name: 'Bob', letter: 'B', balance: 40, holdings: { England: 5, Germany: 4 } },
      { name: 'Carol', letter: 'C', balance: 30, holdings: { France: 3 } },
    ],
    ...options,
  });
}

/**
 * Winter 1901 of `exchangeGame()`, nothing moved: every company keeps its home centres and its
 * 48 AgP; France issued 10 shares (Alice 6, Carol 3, 1 unissued), priced ⌈2 × 48 / 10⌉ = 10 AgP.
 */
export function exchangeWinter(): Game {
  const spring = exchangeGame();
  const fall = advancePhase(spring, holdSheets(spring, spring.companies), { seed: 1 }).game;
  return advancePhase(fall, holdSheets(fall, fall.companies), { seed: 2 }).game;
}

/** The game's file as plain JSON, to be changed by a test. */
export type EditableFile = Record<string, unknown> & {
  powers: Record<string, unknown>[];
  investors: Record<string, unknown>[];
  units: Record<string, unknown>[];
};

export function fileOf(game: Game): EditableFile {
  return JSON.parse(JSON.stringify(game.toFile())) as EditableFile;
}

/** Loads a changed file that must load. */
export function gameFrom(file: unknown): Game {
  const loaded = loadGame(file);
  if (!loaded.ok) throw new Error(loaded.problems.map((p) => `${p.path}: ${p.message}`).join('; '));
  return loaded.game;
}

/** Loads a file that must be refused, and returns its problems. */
export function problemsOf(file: unknown): readonly LoadProblem[] {
  const loaded = loadGame(file);
  if (loaded.ok) throw new Error('the file was expected to be refused');
  return loaded.problems;
}

/** The game with changes to its file. */
export function changed(game: Game, change: (file: EditableFile) => void): Game {
  const file = fileOf(game);
  change(file);
  return gameFrom(file);
}

export const power = (file: EditableFile, name: string) => file.powers.find((p) => p.name === name)!;
export const investor = (file: EditableFile, name: string) => file.investors.find((p) => p.name === name)!;
