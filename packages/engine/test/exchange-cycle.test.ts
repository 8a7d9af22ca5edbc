/**
 * Exchange Payola (Rule 6.8) through the GameMaster's cycle (`advancePhase`): investors beside the
 * companies in the bribes (E2, E3), the winter always held for the stock market (E4), captures
 * (E6), liquidation (E15), the end of the game (E16), the stockholders' reports (E18), and the
 * history verified (Rule 3.6).
 */
import { AdjudicationError, advancePhase, playerReportText, verifyHistory, type Game } from '@payola/engine';
import { describe, expect, it } from 'vitest';
import { changed, exchangeGame, holdingSheets as holds, power } from './support/exchange.js';

/** A Fall 1901 movement phase with these units (others as they start), so the Fall turn can be played. */
function fallWith(
  units: { power: string; unit: string }[],
  base: Game = exchangeGame(),
  victoryCenters?: number,
): Game {
  return changed(base, (f) => {
    f.season = 'fall';
    f.units = units;
    if (victoryCenters !== undefined) f.victoryCenters = victoryCenters;
  });
}

describe('Ruling E2: investors pay bribes beside the companies', () => {
  it("Rule 5.5 cuts each treasury on its own: the CEO's private offers and its company's are two payers", () => {
    const game = exchangeGame();
    const advanced = advancePhase(
      game,
      {
        ...holds(game),
        // Alice, 50 AgP, promises 60 to England's fleet; France (48 AgP), headed by her, pays 40.
        Alice: '60 : F LON - ENG\n',
        France: '40 : A PAR - BUR\n0 : F BRE H\n0 : A MAR H\n',
      },
      { seed: 1 },
    );
    const adjudication = advanced.adjudication!;
    expect(adjudication.reductions.Alice).toBeGreaterThan(0);
    expect(adjudication.reductions.France).toBe(0);
    expect(adjudication.orders['A PAR']!.order).toBe('A PAR - BUR');
    expect(adjudication.spent.France).toBe(40);
    expect(adjudication.balances.Alice).toBe(0);
    expect(adjudication.orders['F LON']!.order).toBe('F LON - ENG');
    // Each payer's report is its own: Alice's holds her bribe, France's its units and its offer.
    expect(advanced.reports.Alice!.movement!.acceptedOffers.map((a) => ('order' in a ? a.order : ''))).toEqual([
      'F LON - ENG',
    ]);
    expect(advanced.reports.France!.ceo).toBe('Alice');
  });

  it("an investor's letter in a company's acceptance list breaks a tie for it (Rule 5.2)", () => {
    const game = changed(exchangeGame(), (f) => (power(f, 'France').accept = 'FC?'));
    const advanced = advancePhase(
      game,
      {
        ...holds(game),
        France: '0 : F BRE H\n0 : A MAR H\n',
        Bob: '3 : A PAR - PIC\n',
        Carol: '3 : A PAR - BUR\n',
      },
      { seed: 1 },
    );
    expect(advanced.adjudication!.orders['A PAR']!.order).toBe('A PAR - BUR');
    expect(advanced.adjudication!.acceptanceLists.France!.startsWith('FC')).toBe(true);
  });
});

describe('Ruling E3: which sheets a movement phase requires', () => {
  it('investors may send none; a company with a CEO must send one (Rule 3.3)', () => {
    const game = exchangeGame();
    expect(() => advancePhase(game, holds(game), { seed: 1 })).not.toThrow();
    const { France: _france, ...withoutFrance } = holds(game);
    expect(() => advancePhase(game, withoutFrance, { seed: 1 })).toThrow(AdjudicationError);
    try {
      advancePhase(game, withoutFrance, { seed: 1 });
    } catch (error) {
      expect((error as AdjudicationError).missing).toEqual(['France']);
    }
  });

  it('a company without a CEO is a dummy: its sheet is refused', () => {
    const game = exchangeGame();
    expect(() => advancePhase(game, { ...holds(game), Italy: '0 : F NAP H\n' }, { seed: 1 })).toThrow(
      /Italy's sheet has 1 error/,
    );
  });
});

describe('Ruling E4: the winter is always held', () => {
  it("a year without builds still has its winter phase, and next spring each company earns its centres' worth", () => {
    const spring = advancePhase(exchangeGame(), holds(exchangeGame()), { seed: 1 });
    const fall = advancePhase(spring.game, holds(spring.game), { seed: 2 });
    expect([fall.game.year, fall.game.season, fall.game.phase]).toEqual([1901, 'winter', 'adjustment']);
    const winter = advancePhase(fall.game, {}, { seed: 3 });
    expect([winter.game.year, winter.game.season, winter.game.phase]).toEqual([1902, 'spring', 'movement']);
    expect(winter.results[0]!.ceos?.find((c) => c.company === 'France')).toEqual({
      company: 'France',
      ceo: 'Alice',
      outcome: 'unopposed',
    });
    expect(winter.ledger.filter((e) => e.what.startsWith('income')).map((e) => [e.power, e.amount])).toEqual([
      ['Austria', 48],
      ['England', 48],
      ['France', 48],
      ['Germany', 48],
      ['Italy', 48],
      ['Russia', 64],
      ['Turkey', 48],
    ]);
    expect(winter.game.investors.map((p) => p.balance)).toEqual([50, 40, 30]); // no income for investors
  });
});

describe('Ruling E6: a centre taken from a company brings the taker its worth', () => {
  it('after the Fall turn, with the centre changing hands', () => {
    const game = fallWith([
      { power: 'France', unit: 'A WAL' },
      { power: 'England', unit: 'F NTH' },
      { power: 'Germany', unit: 'F HEL' },
    ]);
    const advanced = advancePhase(
      game,
      { France: '0 : A WAL - LVP\n', England: '0 : F NTH H\n', Germany: '0 : F HEL H\n' },
      { seed: 1 },
    );
    expect(advanced.results[0]!.centers).toContainEqual({ center: 'LVP', from: 'England', to: 'France' });
    expect(advanced.ledger).toContainEqual({
      power: 'England',
      before: 48,
      what: 'LVP lost to France: its worth (Rule 6.8)',
      amount: -16,
      after: 32,
    });
  });
});

describe('Ruling E15: a company without centres after the Fall turn is eliminated and liquidated', () => {
  it('its stockholders receive their parts; its stock is cancelled and it has no CEO', () => {
    // England's three centres are taken by French and German armies; England has no unit left at home.
    const game = fallWith([
      { power: 'France', unit: 'A EDI' },
      { power: 'France', unit: 'A LON' },
      { power: 'Germany', unit: 'A LVP' },
      { power: 'England', unit: 'F NAO' },
    ]);
    const advanced = advancePhase(
      game,
      { France: '0 : A EDI H\n0 : A LON H\n', Germany: '0 : A LVP H\n', England: '0 : F NAO H\n' },
      { seed: 1 },
    );
    expect(advanced.results[0]!.eliminated).toEqual(['England']);
    const england = advanced.game.power('England')!;
    expect(england).toMatchObject({ status: 'eliminated', balance: 0, company: { shares: 10 } });
    // England paid 16 for each centre lost (48), so it had nothing left to share.
    expect(advanced.ledger.filter((e) => e.power === 'England').map((e) => e.amount)).toEqual([-16, -16, -16]);
    expect(advanced.game.power('Alice')!.investor!.holdings.has('England')).toBe(false);
  });

  it('with money left, the parts are paid', () => {
    const game = changed(
      fallWith([
        { power: 'France', unit: 'A EDI' },
        { power: 'England', unit: 'F NAO' },
        { power: 'Germany', unit: 'F HEL' },
      ]),
      (f) => {
        f.centerValues = { EDI: 0 };
        power(f, 'England').centers = ['EDI'];
      },
    );
    const advanced = advancePhase(
      game,
      { France: '0 : A EDI H\n', England: '0 : F NAO H\n', Germany: '0 : F HEL H\n' },
      { seed: 1 },
    );
    expect(advanced.ledger.filter((e) => e.what.includes('liquidated')).map((e) => [e.power, e.amount])).toEqual([
      ['England', -48],
      ['Alice', 9], // ⌊48 × 2 / 10⌋
      ['Bob', 24], // ⌊48 × 5 / 10⌋
    ]);
  });
});

describe('Ruling E16: the end of the game', () => {
  it('when a company reaches the victory condition, the investors of the greatest net worth win', () => {
    const game = fallWith(
      [
        { power: 'France', unit: 'A BEL' },
        { power: 'France', unit: 'A HOL' },
        { power: 'England', unit: 'F NAO' },
        { power: 'Germany', unit: 'F HEL' },
      ],
      exchangeGame(),
      5,
    );
    const advanced = advancePhase(
      game,
      { France: '0 : A BEL H\n0 : A HOL H\n', England: '0 : F NAO H\n', Germany: '0 : F HEL H\n' },
      { seed: 1 },
    );
    const results = advanced.results.at(-1)!;
    expect(results.victory).toEqual({ power: 'France', centers: 5, investors: ['Alice'] });
    expect(results.netWorth).toEqual([
      { investor: 'Alice', netWorth: 50 + 28 + 9 },
      { investor: 'Bob', netWorth: 40 + 24 + 19 },
      { investor: 'Carol', netWorth: 30 + 14 },
    ]);
    expect(advanced.game.victory).toEqual({ power: 'France', year: 1901, season: 'fall', investors: ['Alice'] });
    expect(() => advancePhase(advanced.game, {}, { seed: 2 })).toThrow(/the game is over/);
  });
});

describe("Ruling E18: the stockholders' reports", () => {
  it("each stockholder and CEO receives its companies' annual report, and nobody else", () => {
    const spring = advancePhase(exchangeGame(), holds(exchangeGame()), { seed: 1 });
    const fall = advancePhase(spring.game, holds(spring.game), { seed: 2 });
    const winter = advancePhase(fall.game, {}, { seed: 3 });
    const companies = (name: string) => winter.reports[name]!.stockholder!.map((r) => r.company);
    expect(companies('Alice')).toEqual(['England', 'France']);
    expect(companies('Bob')).toEqual(['England', 'Germany']);
    expect(companies('Carol')).toEqual(['France']);
    const france = winter.reports.Carol!.stockholder![0]!;
    expect(france).toMatchObject({
      company: 'France',
      year: 1901,
      ceo: 'Alice',
      treasury: 48,
      shares: 10,
      unissued: 1,
      stockholders: [
        { investor: 'Alice', shares: 6 },
        { investor: 'Carol', shares: 3 },
      ],
      price: 10,
      sold: 0,
    });
    const text = playerReportText(winter.reports.Carol!);
    expect(text).toContain('France: annual report to its stockholders, 1901 (Rule 6.8)');
    expect(text).toContain('Treasury: 48 AgP');
    expect(text).toContain('Dividend: withheld (none declared)');
    expect(text).not.toContain('England: annual report');
    // Companies' reports are for their CEOs; they carry no stockholder reports.
    expect(winter.reports.France!.ceo).toBe('Alice');
    expect(winter.reports.France!.stockholder).toBeUndefined();
  });
});

describe("Rule 3.6: an Exchange game's history verifies", () => {
  it('a year re-run from its records gives the same results and the same game', () => {
    let game = exchangeGame();
    for (let i = 0; i < 3; i++)
      game = advancePhase(game, game.phase === 'movement' ? holds(game) : {}, { seed: i }).game;
    expect(game.season).toBe('spring');
    const verified = verifyHistory(game);
    expect(verified.problems).toEqual([]);
    expect(verified.verified).toBe(3);
  });
});
