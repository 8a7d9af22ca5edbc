// The status bar's text and tooltip (no VS Code needed: src/status.ts imports no `vscode`).
import { describe, expect, it } from 'vitest';
import { displayPath, overspend, statusText, statusTooltip } from '../src/status.js';

const france = {
  uri: 'file:///games/g1/france.payola',
  power: 'France',
  balance: 48,
  savings: 6,
  committed: 17,
  gameFile: 'file:///games/g1/game.json',
};

describe('status bar text', () => {
  it('shows power, balance, savings and committed total', () => {
    expect(statusText(france)).toBe('$(law) France · balance 48 · savings 6 · committed 17');
  });

  it('warns when offers and savings exceed the balance (Rule 5.5 cuts the offers)', () => {
    const turkey = { uri: 'file:///g/turkey.payola', power: 'Turkey', balance: 48, savings: 5, committed: 62 };
    expect(overspend(turkey)).toBe(19);
    expect(statusText(turkey)).toBe('$(warning) Turkey · balance 48 · savings 5 · committed 62');
    expect(statusTooltip(turkey)).toContain('exceed the balance by 19 AgP');
  });

  it('without a game file: no power, an unknown balance, the server note', () => {
    const status = {
      uri: 'untitled:Untitled-1',
      savings: 0,
      committed: 3,
      note: 'no game file found: checking syntax and places only',
    };
    expect(overspend(status)).toBe(0);
    expect(statusText(status)).toBe('$(info) Payola · balance ? · savings 0 · committed 3');
    const tooltip = statusTooltip(status);
    expect(tooltip).toContain('Balance: unknown (no game file)');
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
      'Committed to offers: 17 AgP',
      'Game file: /games/g1/game.json',
      'Click for the reduction schedule.',
    ]);
  });

  it('decodes file URIs and leaves other URIs alone', () => {
    expect(displayPath('file:///home/me/My%20Games/game.json')).toBe('/home/me/My Games/game.json');
    expect(displayPath('untitled:Untitled-1')).toBe('untitled:Untitled-1');
  });
});
