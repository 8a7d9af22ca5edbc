/**
 * Exchange Payola (Rule 6.8) through the GameMaster's cycle (`advancePhase`): investors beside the
 * companies in the bribes (E2, E3), the winter always held for the stock market (E4), captures
 * (E6), liquidation (E15), the end of the game (E16), the stockholders' reports (E18), and the
 * history verified (Rule 3.6).
 */
import {
  AdjudicationError,
  advancePhase,
  playerReportText,
  stockholderReportText,
  unitText,
  verifyHistory,
  type Game,
} from '@payola/engine';
import { describe, expect, it } from 'vitest';
import { changed, exchangeGame, exchangeWinter, power } from './support/exchange.js';
import { holdSheets } from './support/sheets.js';

const holds = (game: Game) => holdSheets(game, game.companies);

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

describe('Ruling E15: an eliminated company is liquidated at the Fall turn, and its units disbanded in the winter', () => {
  it('Ruling E15: England loses its one centre; its fleet is gone after the winter, and Alice and Bob keep ⌊T × h / S⌋', () => {
    // England owns only Edinburgh (worth 0, so its capture costs nothing) and keeps 48 AgP.
    const game = changed(
      fallWith([
        { power: 'France', unit: 'A EDI' },
        { power: 'England', unit: 'F NAO' },
        { power: 'England', unit: 'F NTH' },
        { power: 'Germany', unit: 'F HEL' },
      ]),
      (f) => {
        f.centerValues = { EDI: 0 };
        power(f, 'England').centers = ['EDI'];
      },
    );
    const fall = advancePhase(
      game,
      { France: '0 : A EDI H\n', England: '0 : F NAO H\n0 : F NTH H\n', Germany: '0 : F HEL H\n' },
      { seed: 1 },
    );
    expect(fall.results[0]!.eliminated).toEqual(['England']);
    expect([fall.game.season, fall.game.phase]).toEqual(['winter', 'adjustment']);
    expect(fall.game.unitsOf('England').map(unitText)).toEqual(['F NAO', 'F NTH']); // until the winter
    // Alice held 2 of England's 10 shares, Bob 5: ⌊48 × 2 / 10⌋ and ⌊48 × 5 / 10⌋; the 3 left over leave the game.
    expect(fall.game.power('Alice')!.balance).toBe(50 + 9);
    expect(fall.game.power('Bob')!.balance).toBe(40 + 24);
    expect(fall.game.power('England')!.balance).toBe(0);

    const winter = advancePhase(fall.game, {}, { seed: 2 });
    expect([winter.game.year, winter.game.season]).toEqual([1902, 'spring']);
    expect(winter.game.unitsOf('England')).toEqual([]);
    expect(winter.results[0]!.orders.filter((o) => o.power === 'England')).toEqual([
      expect.objectContaining({ order: 'DISBAND F NAO', succeeded: true }),
      expect.objectContaining({ order: 'DISBAND F NTH', succeeded: true }),
    ]);
    expect(winter.game.power('England')).toMatchObject({ status: 'eliminated', balance: 0 });
    // The parts stay with the stockholders: no dividend, income or election gives England anything back.
    expect(winter.game.power('Alice')!.balance).toBe(50 + 9);
    expect(winter.game.power('Bob')!.balance).toBe(40 + 24);
    expect(winter.results[0]!.ceos?.map((c) => c.company)).not.toContain('England');
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

describe("Ruling E18: the stockholder report's fields, from the winter sheets", () => {
  // Winter 1901: France (48 AgP, 10 shares: Alice 6, Carol 3, 1 unissued at 10 AgP) is headed by Alice.
  // Alice votes for Carol and Carol, after buying the unissued share, for Alice; Alice's France
  // sheet sets Paris's worth and declares a dividend.
  const winter = advancePhase(
    exchangeWinter(),
    {
      Alice: 'ELECT FRANCE:CAROL\n',
      Carol: 'BUY 1 FRANCE\nELECT FRANCE:ALICE\n',
      France: 'VALUE PAR 20\nDIVIDEND 2\n',
    },
    { seed: 3 },
  );
  const report = winter.reports.Carol!.stockholder!.find((r) => r.company === 'France')!;

  it('Ruling E18: the report holds the votes as totals, the CEO elected, the dividend, the stock round and the centres', () => {
    expect(report).toMatchObject({
      company: 'France',
      year: 1901,
      ceo: 'Carol',
      // 48 less the dividend of 2 AgP on 9 shares held (18), plus Carol's purchase (10).
      treasury: 48 - 18 + 10,
      shares: 10,
      unissued: 0,
      stockholders: [
        { investor: 'Alice', shares: 6 },
        { investor: 'Carol', shares: 4 },
      ],
      dividend: { company: 'France', declared: 2, perShare: 2, sharesHeld: 9, total: 18 },
      price: 10,
      sold: 1,
      centres: [
        { center: 'BRE', worth: 16 },
        { center: 'MAR', worth: 16 },
        { center: 'PAR', worth: 20 },
      ],
      income: 52,
    });
    // Each candidate's total, most first; nothing says which investor cast which vote.
    expect(report.election).toEqual({
      company: 'France',
      previous: 'Alice',
      ceo: 'Carol',
      outcome: 'elected',
      votes: [
        { candidate: 'Carol', shares: 6 },
        { candidate: 'Alice', shares: 4 },
      ],
    });
    expect(JSON.stringify(report)).not.toMatch(/voter|ballot/i);
    // Alice, France's outgoing CEO and a stockholder, receives the same report.
    expect(winter.reports.Alice!.stockholder!.find((r) => r.company === 'France')).toEqual(report);
    expect(winter.reports.Bob!.stockholder!.map((r) => r.company)).not.toContain('France');
  });

  it("Ruling E18: the report's text tells the same figures, and never who voted for whom", () => {
    const text = stockholderReportText(report);
    expect(text).toBe(
      [
        'France: annual report to its stockholders, 1901 (Rule 6.8)',
        '  Treasury: 40 AgP',
        '  CEO for 1902: Carol (elected, succeeding Alice)',
        '  Votes: Carol 6, Alice 4 (shares)',
        '  Dividend: 2 AgP a share on 9 shares held (18 AgP paid)',
        '  Stock round: 1 share sold at 10 AgP; 0 of 10 unissued',
        '  Stockholders:',
        '    Alice: 6 shares',
        '    Carol: 4 shares',
        '  Centres and their worth for 1902: BRE 16, MAR 16, PAR 20 (income 52 AgP)',
        '',
      ].join('\n'),
    );
    expect(text).not.toMatch(/vot(ed|er)|ballot/i);
    expect(text).not.toMatch(/ELECT \w+:/); // no sheet line quoted
    // Each investor's name appears only as a candidate's total, the CEO or a stockholder.
    for (const line of text.split('\n').filter((l) => /Alice|Carol/.test(l)))
      expect(line).toMatch(/^ {2}(CEO for|Votes:)| {4}(Alice|Carol): \d+ shares$/);
    expect(playerReportText(winter.reports.Carol!)).toContain(text);
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
