// The status bar's text and tooltip (no VS Code needed: src/status.ts imports no `vscode`). The
// figures are the server's; these tests check only how they are shown.
import { describe, expect, it } from 'vitest';
import { displayPath, statusText, statusTooltip } from '../src/status.js';

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
