// The status bar's text and tooltip (no VS Code needed: src/status.ts imports no `vscode`). The
// figures are the server's; these tests check only how they are shown.
import { describe, expect, it } from 'vitest';
import { displayPath, statusCommand, statusText, statusTooltip } from '../src/status.js';

const france = {
  uri: 'file:///games/g1/france.payola',
  power: 'France',
  balance: 48,
  savings: 6,
  committed: 17,
  available: 42,
  shortfall: 0,
  gameFile: 'file:///games/g1/game.json',
};

describe('status bar text', () => {
  it('shows power, balance, savings and the committed total against the money available', () => {
    expect(statusText(france)).toBe('$(law) France · balance 48 · savings 6 · committed 17 of 42');
  });

  it("warns with the server's shortfall (Rule 5.5 would cut the offers)", () => {
    const turkey = {
      uri: 'file:///g/turkey.payola',
      power: 'Turkey',
      balance: 48,
      savings: 5,
      committed: 62,
      available: 43,
      shortfall: 19,
    };
    expect(statusText(turkey)).toBe('$(warning) Turkey · balance 48 · savings 5 · committed 62 of 43 · 19 over');
    expect(statusTooltip(turkey)).toContain('exceed the money available by 19 AgP');
  });

  it('savings above the balance (Rule 3.4): shows what the server says, nothing recomputed', () => {
    // committed + savings − balance would be 15; the server says 5 over 0 available.
    const status = { uri: 'u', power: 'Italy', balance: 10, savings: 20, committed: 5, available: 0, shortfall: 5 };
    expect(statusText(status)).toBe('$(warning) Italy · balance 10 · savings 20 · committed 5 of 0 · 5 over');
    expect(statusTooltip(status)).toContain('Available for offers: 0 AgP (Rule 3.4)');
  });

  it('no warning when the server reports no shortfall, whatever the other figures', () => {
    const status = { uri: 'u', power: 'Italy', balance: 10, savings: 0, committed: 30, available: 10, shortfall: 0 };
    expect(statusText(status)).toBe('$(law) Italy · balance 10 · savings 0 · committed 30 of 10');
  });

  it('without a game file: no power, an unknown balance, the server note', () => {
    const status = {
      uri: 'untitled:Untitled-1',
      savings: 0,
      committed: 3,
      note: 'no game file found: checking syntax and places only',
    };
    expect(statusText(status)).toBe('$(info) Payola · balance ? · savings 0 · committed 3');
    const tooltip = statusTooltip(status);
    expect(tooltip).toContain('Balance: unknown (no game file)');
    expect(tooltip).not.toContain('Available');
    expect(tooltip).toContain('Game file: none');
    expect(tooltip).toContain('no game file found: checking syntax and places only');
  });
});

describe('status bar tooltip', () => {
  it('names the power, the figures and the game file as a path', () => {
    expect(statusTooltip(france).split('\n')).toEqual([
      'Payola offer sheet of France',
      'Balance: 48 AgP',
      'Savings: 6 AgP',
      'Available for offers: 42 AgP (Rule 3.4)',
      'Committed to offers: 17 AgP',
      'Game file: /games/g1/game.json',
      'Click for the reduction schedule.',
    ]);
  });

  it('names the configuration file when the server found one', () => {
    expect(statusTooltip({ ...france, configFile: 'file:///games/payola.config.json' })).toContain(
      'Configuration: /games/payola.config.json',
    );
    expect(statusTooltip(france)).not.toContain('Configuration');
  });

  it('decodes file URIs and leaves other URIs alone', () => {
    expect(displayPath('file:///home/me/My%20Games/game.json')).toBe('/home/me/My Games/game.json');
    expect(displayPath('untitled:Untitled-1')).toBe('untitled:Untitled-1');
  });
});

describe('retreat and adjustment phases (Rule 1.5: orders, no money)', () => {
  it('a movement phase: the phase after the power, and a click opens the reduction schedule', () => {
    const status = { ...france, phase: 'movement' as const, phaseName: 'Spring 1901' };
    expect(statusText(status)).toBe('$(law) France · Spring 1901 · balance 48 · savings 6 · committed 17 of 42');
    expect(statusTooltip(status).split('\n')[1]).toBe('Phase: Spring 1901');
    expect(statusCommand(status)).toBe('payola.showReductionSchedule');
  });

  it("a retreat phase: the phase and the power's dislodged units, no money, no reduction schedule", () => {
    const status = {
      uri: 'file:///g/italy.payola',
      power: 'Italy',
      phase: 'retreat' as const,
      phaseName: 'Fall 1901 retreats',
      dislodged: 1,
      gameFile: 'file:///g/game.json',
    };
    expect(statusText(status)).toBe('$(law) Italy · Fall 1901 retreats · 1 dislodged unit');
    expect(statusTooltip(status).split('\n')).toEqual([
      'Payola order sheet of Italy',
      'Phase: Fall 1901 retreats',
      '1 dislodged unit: each retreats or disbands; write orders, not offers (Rule 1.5).',
      'Game file: /g/game.json',
    ]);
    expect(statusCommand(status)).toBeUndefined();
    expect(statusText({ ...status, dislodged: 0 })).toBe('$(law) Italy · Fall 1901 retreats · no dislodged unit');
  });

  it('an adjustment phase: builds or disbands, as the server counts them', () => {
    const status = { uri: 'u', power: 'Austria', phase: 'adjustment' as const, phaseName: 'Winter 1901 adjustments' };
    expect(statusText({ ...status, adjustment: 2 })).toBe('$(law) Austria · Winter 1901 adjustments · builds 2');
    expect(statusText({ ...status, adjustment: -1 })).toBe('$(law) Austria · Winter 1901 adjustments · disbands 1');
    expect(statusText({ ...status, adjustment: 0 })).toBe(
      '$(law) Austria · Winter 1901 adjustments · no builds or disbands',
    );
    expect(statusTooltip({ ...status, adjustment: 2 })).not.toMatch(/Balance|Savings|AgP/);
  });
});
