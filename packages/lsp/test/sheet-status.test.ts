// The money a player is shown (status bar, inlay hints, savings hover) is the engine's
// `sheetMoney`, the adjudicator's own count (issue 8 items 4–5): Loyal Units' free orders are not
// money (Rule 6.5), and savings above the balance leave nothing available (Rule 3.4).
import { describe, expect, it } from 'vitest';
import { diagnostics } from '../src/features/diagnostics.js';
import { hover } from '../src/features/hover.js';
import { inlayHints } from '../src/features/inlay-hints.js';
import { sheetStatus } from '../src/features/sheet-status.js';
import { contextOf, gameWith, markers } from './helpers.js';

describe('the sheet status and the money figures', () => {
  it('Rule 6.5: offers to your own loyal units are free orders, not money; nothing is over', () => {
    const game = gameWith(
      { France: ['A PAR', 'F BRE'], England: ['F LON'] },
      { rules: ['loyal-units'], balances: { France: 4 } },
    );
    const ctx = contextOf('5 : A PAR - BUR\n3 : F BRE - MAO', { game });
    expect(sheetStatus(ctx)).toMatchObject({ power: 'France', balance: 4, committed: 0, available: 4, shortfall: 0 });
    const commitment = diagnostics(ctx).find((d) => d.code === 'payola/commitment');
    expect(commitment?.message).toBe('offers total 0 AgP, balance 4');
    expect(inlayHints(ctx).map((h) => h.label)).toEqual(['not counted  Σ 0/4', 'not counted  Σ 0/4']);
  });

  it('Rule 6.5: a bribe to a dummy unit is money, one to an active power’s unit is void', () => {
    const game = gameWith(
      { France: ['A PAR'], Italy: ['A VEN'], Germany: ['A MUN'] },
      { rules: ['loyal-units'], balances: { France: 4 }, dummies: ['Italy'] },
    );
    const ctx = contextOf('5 : A PAR - BUR\n6 : A VEN H\n7 : A MUN H', { game });
    expect(sheetStatus(ctx)).toMatchObject({ committed: 6, available: 4, shortfall: 2 });
    expect(inlayHints(ctx).map((h) => h.label)).toEqual(['not counted  Σ 0/4', 'Σ 6/4 ⚠', 'not counted  Σ 6/4 ⚠']);
  });

  it('Rule 3.4: savings above the balance leave nothing available; the shortfall is the whole commitment', () => {
    const ctx = contextOf('20 $\n5 : A PAR H', { game: gameWith({ France: ['A PAR'] }, { balances: { France: 10 } }) });
    expect(sheetStatus(ctx)).toMatchObject({ balance: 10, savings: 20, committed: 5, available: 0, shortfall: 5 });
    const { text, positions } = markers('<|>20 $\n5 : A PAR H');
    const value = (
      hover({ position: positions[0]! }, contextOf(text, { game: ctx.game! }))?.contents as {
        value: string;
      }
    ).value;
    expect(value).toContain('balance 10, so 0 AgP are available for offers');
    expect(inlayHints(ctx).map((h) => h.label)).toEqual(['Σ 5/0 ⚠']);
  });

  it('without a game: the committed total only, no money figures', () => {
    const status = sheetStatus(contextOf('2*3 : A PAR H', { game: null }));
    expect(status.committed).toBe(6);
    expect(status.available).toBeUndefined();
    expect(status.shortfall).toBeUndefined();
    expect(status.balance).toBeUndefined();
  });
});
