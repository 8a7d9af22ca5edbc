/**
 * Rule 3.6's audit: `verifyHistory` re-runs every phase the cycle recorded from its inputs (the
 * state it was decided from, the sheets, the seed) and follows the chain from phase to phase (the
 * GameMaster's actions between them included) to the game now. Any tampering is named by phase.
 */
import { advancePhase, loadGame, newGame, transfer, verifyHistory, type Game } from '@payola/engine';
import { describe, expect, it } from 'vitest';
import { firstYear } from './support/first-year.js';

/** The parts of a game file the tests edit, as plain JSON. */
interface Editable {
  units: { power: string; unit: string }[];
  history: {
    sheets: Record<string, string>;
    results: { orders: { order: string }[] };
    state?: { powers: { balance: number }[]; units: { power: string; unit: string }[] };
    actions?: unknown[];
  }[];
}

function played(): Game {
  let game = newGame();
  game = advancePhase(game, firstYear.spring1901, { seed: 1901 }).game;
  // Between two phases the GameMaster moves money at France's request (Rule 2.3).
  const moved = transfer(game, 'France', 'England', 5);
  if (!moved.ok) throw new Error(moved.error);
  game = advancePhase(moved.game, firstYear.fall1901, { seed: 1902 }).game;
  game = advancePhase(game, firstYear.fall1901Retreats, { seed: 1903 }).game;
  return advancePhase(game, firstYear.winter1901, { seed: 1904 }).game;
}
const game = played();

/** The game's file edited, loaded again, verified. */
function verifyEdited(edit: (file: Editable) => void) {
  const file = JSON.parse(JSON.stringify(game.toFile())) as Editable;
  edit(file);
  const loaded = loadGame(file);
  if (!loaded.ok) throw new Error(loaded.problems.map((p) => `${p.path}: ${p.message}`).join('; '));
  return verifyHistory(loaded.game);
}

describe('Rule 3.6: verifyHistory', () => {
  it('re-runs every phase of a year, a transfer between phases included, and finds the game now', () => {
    expect(game.history[1]!.actions).toEqual([{ kind: 'transfer', from: 'France', to: 'England', amount: 5 }]);
    expect(verifyHistory(game)).toEqual({ ok: true, verified: 4, unverifiable: [], problems: [] });
  });

  it("detects a changed sheet and names its phase: France's Fall sheet rewritten after the fact", () => {
    const result = verifyEdited((file) => {
      file.history[1]!.sheets.France = '1 : A BUR - MUN\n1 : A SPA H\n1 : F MAO - POR\n';
    });
    expect(result.ok).toBe(false);
    expect(result.problems[0]).toMatchObject({ index: 1, phase: 'Fall 1901 movement phase' });
    expect(result.problems[0]!.message).toMatch(
      /^re-running it does not give what the history records: results\.orders\[\d+\]\.order/,
    );
  });

  it('detects a changed result: a retreat recorded as going elsewhere', () => {
    const result = verifyEdited((file) => {
      file.history[2]!.results.orders[0]!.order = 'A VEN - TUS';
    });
    expect(result.problems.map((p) => p.phase)).toEqual(['Fall 1901 retreat phase']);
  });

  it('detects a balance changed by hand between phases, naming the phase decided from it', () => {
    const result = verifyEdited((file) => {
      file.history[2]!.state!.powers[0]!.balance += 100;
    });
    expect(result.problems[0]).toMatchObject({ index: 2, phase: 'Fall 1901 retreat phase' });
    expect(result.problems[0]!.message).toBe(
      'the game it was decided from is not the game the phase before left: game.powers[0].balance: the record holds 140, the re-run gives 40',
    );
  });

  it('detects a transfer removed from the record (the money moved without it)', () => {
    const result = verifyEdited((file) => {
      delete file.history[1]!.actions;
    });
    expect(result.problems.map((p) => p.phase)).toEqual(['Fall 1901 movement phase']);
  });

  it('detects a recorded action that cannot be applied, saying which in plain words', () => {
    const result = verifyEdited((file) => {
      file.history[1]!.actions = [
        ...(file.history[1]!.actions ?? []),
        { kind: 'resign', power: 'Italy' },
        { kind: 'resign', power: 'Italy' },
      ];
    });
    expect(result.problems.map((p) => [p.phase, p.message])).toContainEqual([
      'Fall 1901 movement phase',
      "Italy's resignation (Rule 2.4), recorded by the GameMaster before it, cannot be applied: Italy is not played (a dummy power, Rule 4.4)",
    ]);
  });

  it('detects the game now edited by hand: a unit added', () => {
    const result = verifyEdited((file) => {
      file.units.push({ power: 'Italy', unit: 'A ROM' });
    });
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]!.phase).toBe('the game now (Spring 1902 movement phase)');
    expect(result.problems[0]!.message).toMatch(/^the game now is not the game the phase before left: game\.units/);
  });

  it('detects a recorded state that cannot be read', () => {
    const result = verifyEdited((file) => {
      file.history[0]!.state!.units = [{ power: 'Nobody', unit: 'A PAR' }];
    });
    expect(result.problems[0]).toMatchObject({ index: 0, phase: 'Spring 1901 movement phase' });
    expect(result.problems[0]!.message).toMatch(
      /^its recorded state cannot be read: units\[0\]\.power: unknown power "Nobody"/,
    );
  });

  it('lists phases recorded without their state (payola adjudicate --next-game, older files) as not verifiable', () => {
    const result = verifyEdited((file) => {
      delete file.history[0]!.state;
    });
    expect(result).toEqual({ ok: true, verified: 3, unverifiable: ['Spring 1901 movement phase'], problems: [] });
  });
});
