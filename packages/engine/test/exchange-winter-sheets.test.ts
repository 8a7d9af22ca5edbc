/**
 * Exchange Payola (Rule 6.8): the winter's sheets drive the stock market (ruling E4). Investors'
 * `BUY` (E8) and `ELECT` (E10) lines and CEOs' `VALUE` (E5) and `DIVIDEND` (E9) lines in their
 * companies' sheets take effect at the winter's end through `advancePhase`; the checker reports a
 * line out of place or refused, and the cycle ignores exactly the lines it reports.
 */
import '../../parser/test/support/fast-check-seed.js';
import fc from 'fast-check';
import { parseSheet } from '@payola/parser';
import {
  AdjudicationError,
  advancePhase,
  analyzeSheet,
  playerView,
  loadGame,
  newGame,
  resultsText,
  verifyHistory,
  winterInstructions,
  type Game,
  type SheetDiagnostic,
} from '@payola/engine';
import { describe, expect, it } from 'vitest';
import { exchangeLine, sheetText } from '../../parser/test/arbitraries.js';
import { changed, exchangeGame, exchangeWinter, investor, power } from './support/exchange.js';

const winter = exchangeWinter();

interface Found {
  readonly code: string;
  readonly severity: SheetDiagnostic['severity'];
  /** The text the diagnostic's range covers. */
  readonly at: string;
  readonly message: string;
}

function check(game: Game, power: string, text: string): Found[] {
  return analyzeSheet(parseSheet(text).sheet, { game, power }).diagnostics.map((d) => ({
    code: d.code,
    severity: d.severity,
    at: text.slice(d.range.start.offset, d.range.end.offset),
    message: d.message,
  }));
}

const errors = (found: readonly Found[]) => found.filter((f) => f.severity === 'error');

describe('Ruling E4: the winter sheets drive the stock market', () => {
  it('the winter is Winter 1901, an adjustment phase', () => {
    expect([winter.year, winter.season, winter.phase]).toEqual([1901, 'winter', 'adjustment']);
  });

  it("Ruling E8: `BUY 1 FRANCE` buys France's unissued share at its price, from the investor's treasury", () => {
    const advanced = advancePhase(winter, { Carol: 'BUY 1 FRANCE\n' }, { seed: 3 });
    expect(advanced.steps[0]!.exchange!.sales).toEqual([
      { investor: 'Carol', company: 'France', asked: 1, bought: 1, price: 10 },
    ]);
    const next = advanced.game;
    expect(next.power('Carol')!.investor!.holdings.get('France')).toBe(4);
    expect(next.power('Carol')!.balance).toBe(20);
    // France's treasury receives the price, before its 1902 income.
    expect(advanced.ledger).toContainEqual({
      power: 'France',
      before: 48,
      what: '1 share sold at 10 AgP (Rule 6.8)',
      amount: 10,
      after: 58,
    });
  });

  it("Ruling E8: an investor's lines for one company add up, in any case", () => {
    const advanced = advancePhase(winter, { Bob: 'buy 1 germany\nBUY 2 Germany % more\n' }, { seed: 3 });
    expect(advanced.steps[0]!.exchange!.sales).toEqual([
      { investor: 'Bob', company: 'Germany', asked: 3, bought: 3, price: 10 },
    ]);
    expect(advanced.game.power('Bob')!.investor!.holdings.get('Germany')).toBe(7);
  });

  it('Ruling E10: `ELECT FRANCE:CAROL` elects Carol by the shares she holds after the stock round', () => {
    // Alice (6 shares) votes for herself; Carol (3, and the 1 she buys) for herself: Alice keeps France.
    const kept = advancePhase(
      winter,
      { Alice: 'ELECT FRANCE:ALICE\n', Carol: 'BUY 1 FRANCE\nELECT FRANCE:CAROL\n' },
      { seed: 3 },
    );
    expect(kept.steps[0]!.exchange!.elections.find((e) => e.company === 'France')).toEqual({
      company: 'France',
      previous: 'Alice',
      ceo: 'Alice',
      outcome: 're-elected',
      votes: [
        { candidate: 'Alice', shares: 6 },
        { candidate: 'Carol', shares: 4 },
      ],
    });
    // Without Alice's vote, Carol's 4 shares elect her; she heads France from the spring.
    const elected = advancePhase(winter, { Carol: 'BUY 1 FRANCE\nelect france : carol\n' }, { seed: 3 });
    expect(elected.results[0]!.ceos).toContainEqual({ company: 'France', ceo: 'Carol', outcome: 'elected' });
    expect(elected.game.power('France')!.company!.ceo).toBe('Carol');
  });

  it("Ruling E5: `VALUE PAR 20` in France's sheet sets the worth of Paris for next year's income", () => {
    const advanced = advancePhase(winter, { France: 'VALUE PAR 20\nVALUE BRE 0\n' }, { seed: 3 });
    expect(advanced.steps[0]!.exchange!.worth).toEqual([
      { company: 'France', center: 'BRE', from: 16, to: 0 },
      { company: 'France', center: 'PAR', from: 16, to: 20 },
    ]);
    expect(advanced.game.rules.centerValues?.get('PAR')).toBe(20);
    // Spring 1902's income: MAR 16 + PAR 20 + BRE 0.
    expect(advanced.ledger).toContainEqual(
      expect.objectContaining({ power: 'France', amount: 36, what: expect.stringMatching(/^income/) }),
    );
  });

  it("Rulings E5 and E17: the worth a CEO set is public, in the winter's results and in the game file kept", () => {
    const advanced = advancePhase(winter, { France: 'VALUE PAR 20\nVALUE MAR 16\n' }, { seed: 3 });
    // MAR keeps its worth: only a change is told.
    expect(advanced.results[0]!.worthChanges).toEqual([{ company: 'France', center: 'PAR', from: 16, to: 20 }]);
    expect(resultsText(advanced.results[0]!)).toContain(
      'Supply centre PAR: worth 16 → 20 AgP, set by France (ruling E5)',
    );
    const kept = loadGame(advanced.game.toFile());
    expect(kept.ok && kept.game.history.at(-1)!.results!.worthChanges).toEqual(advanced.results[0]!.worthChanges);
    expect(kept.ok && verifyHistory(kept.game).ok).toBe(true);
    // A file written before the changes were published holds none: its history still verifies;
    // a change told wrongly does not.
    const history = (edit: (results: Record<string, unknown>) => void) => {
      const file = JSON.parse(JSON.stringify(advanced.game.toFile())) as { history: { results: object }[] };
      edit(file.history.at(-1)!.results as Record<string, unknown>);
      const loaded = loadGame(file);
      return loaded.ok ? verifyHistory(loaded.game) : undefined;
    };
    expect(history((r) => delete r.worthChanges)?.ok).toBe(true);
    const told = history((r) => (r.worthChanges = [{ company: 'France', center: 'PAR', from: 16, to: 21 }]));
    expect(told?.problems.map((p) => p.message)).toEqual([expect.stringContaining('results.worthChanges')]);
    const unchanged = advancePhase(winter, {}, { seed: 3 });
    expect(unchanged.results[0]).not.toHaveProperty('worthChanges');
  });

  it("Ruling E9: `DIVIDEND 2` pays 2 AgP a share held from France's treasury, before the stock round", () => {
    const advanced = advancePhase(winter, { France: 'DIVIDEND 2\n', Carol: 'BUY 1 FRANCE\n' }, { seed: 3 });
    expect(advanced.steps[0]!.exchange!.dividends.find((d) => d.company === 'France')).toEqual({
      company: 'France',
      declared: 2,
      perShare: 2,
      sharesHeld: 9,
      total: 18,
    });
    // Carol's 3 shares earn 6 before she buys the fourth.
    expect(advanced.game.power('Carol')!.balance).toBe(30 + 6 - 10);
    expect(advanced.game.power('Alice')!.balance).toBe(50 + 12);
  });

  it('a misplaced line is ignored, and the checker says why (payola/exchange-wrong-sheet)', () => {
    // Alice, France's CEO, writes France's lines in her own sheet, and her own in France's.
    const alice = 'VALUE PAR 20\nDIVIDEND 3\n';
    const france = 'BUY 1 GERMANY\nELECT FRANCE:CAROL\n';
    const advanced = advancePhase(winter, { Alice: alice, France: france }, { seed: 3 });
    const year = advanced.steps[0]!.exchange!;
    expect(year.sales).toEqual([]);
    expect(year.worth).toEqual([]);
    expect(year.dividends.find((d) => d.company === 'France')).toMatchObject({ perShare: 0, total: 0 });
    expect(year.elections.find((e) => e.company === 'France')).toMatchObject({ ceo: 'Alice', votes: [] });
    expect(errors(check(winter, 'Alice', alice)).map((f) => [f.code, f.at])).toEqual([
      ['payola/exchange-wrong-sheet', 'VALUE'],
      ['payola/exchange-wrong-sheet', 'DIVIDEND'],
    ]);
    expect(errors(check(winter, 'France', france))).toEqual([
      {
        code: 'payola/exchange-wrong-sheet',
        severity: 'error',
        at: 'BUY',
        message: "BUY is an investor's line (ruling E4): Alice writes it in its own sheet, not in France's",
      },
      expect.objectContaining({ code: 'payola/exchange-wrong-sheet', at: 'ELECT' }),
    ]);
  });

  it('the lines the checker refuses are exactly the lines the cycle ignores (winterInstructions)', () => {
    const sheets = new Map([
      [
        'Carol',
        [
          'BUY 1 FRNACE', // unknown company
          'BUY 1.5 FRANCE', // not whole
          'BUY 0 FRANCE', // nothing
          'BUY 2 ALICE', // an investor
          'ELECT FRANCE:ITALY', // a company as candidate
          'ELECT FRANCE:CAROL',
          'ELECT FRANCE:BOB', // a second vote for France
          'BUY 1 FRANCE',
        ].join('\n'),
      ],
      [
        'France',
        [
          'VALUE PAR 33', // above 2 × 16
          'VALUE LON 5', // England's
          'VALUE BUR 5', // no centre
          'VALUE PAR 2.5', // not whole
          'VALUE MAR 4',
          'VALUE MAR 9', // a second VALUE for MAR
          'DIVIDEND 1',
          'DIVIDEND 3', // a second DIVIDEND
        ].join('\n'),
      ],
    ]);
    expect(winterInstructions(winter, sheets)).toEqual({
      purchases: [{ investor: 'Carol', company: 'France', shares: 1 }],
      ballots: [{ investor: 'Carol', company: 'France', candidate: 'Carol' }],
      dividends: new Map([['France', 1]]),
      values: [{ company: 'France', center: 'MAR', worth: 4 }],
    });
    const refused = (power: string) => errors(check(winter, power, sheets.get(power)!)).map((f) => [f.code, f.at]);
    expect(refused('Carol')).toEqual([
      ['payola/exchange-unknown-company', 'FRNACE'],
      ['payola/whole-number', '1.5'],
      ['payola/exchange-shares', '0'],
      ['payola/exchange-unknown-company', 'ALICE'],
      ['payola/exchange-unknown-investor', 'ITALY'],
      ['payola/exchange-second-line', 'ELECT FRANCE:BOB'],
    ]);
    expect(refused('France')).toEqual([
      ['payola/exchange-worth', '33'],
      ['payola/exchange-not-owned', 'LON'],
      ['payola/exchange-not-owned', 'BUR'],
      ['payola/whole-number', '2.5'],
      ['payola/exchange-second-line', 'VALUE MAR 9'],
      ['payola/exchange-second-line', 'DIVIDEND 3'],
    ]);
  });

  it("a dummy company's and a resigned investor's winter lines count for nothing (Rule 4.4)", () => {
    // Italy has no CEO; Carol resigns before the winter is decided.
    const resigned = changed(winter, (f) => {
      const carol = f.investors.find((p) => p.name === 'Carol')!;
      carol.resigned = true;
      carol.holdings = {};
      carol.balance = 0;
    });
    expect(
      winterInstructions(
        resigned,
        new Map([
          ['Italy', 'VALUE ROM 30\nDIVIDEND 1'],
          ['Carol', 'BUY 1 FRANCE'],
        ]),
      ),
    ).toEqual({ purchases: [], ballots: [], dividends: new Map(), values: [] });
    expect(check(resigned, 'Italy', 'VALUE ROM 30\n').map((f) => f.code)).toEqual(['payola/dummy-sheet']);
    // A resigned investor's sheet: every winter line is refused, as the cycle ignores them all.
    const carol = check(resigned, 'Carol', 'BUY 1 FRANCE\nELECT FRANCE:BOB\n');
    expect(carol.map((f) => [f.code, f.at])).toEqual([
      ['payola/dummy-sheet', 'BUY 1 FRANCE'],
      ['payola/dummy-sheet', 'ELECT FRANCE:BOB'],
    ]);
    expect(carol[0]!.message).toBe('Carol has resigned (Rule 2.4): its sheet is not read');
  });
});

describe('Ruling E4: the winter lines belong to the winter of an Exchange game', () => {
  it('in a movement phase they are errors (payola/exchange-outside-winter)', () => {
    expect(check(exchangeGame(), 'Alice', '3 : A PAR - BUR\nBUY 1 FRANCE\n')).toContainEqual({
      code: 'payola/exchange-outside-winter',
      severity: 'error',
      at: 'BUY',
      message:
        'BUY lines are written in the winter adjustment phase (ruling E4), not in the Spring 1901 movement phase',
    });
  });

  it('in a game without Exchange they are errors (payola/exchange-not-played)', () => {
    expect(check(newGame(), 'France', '0 : A PAR H\nDIVIDEND 2\n').map((f) => [f.code, f.at])).toContainEqual([
      'payola/exchange-not-played',
      'DIVIDEND',
    ]);
  });

  it("an investor's movement sheet holds offers and savings, not an acceptance list; in the winter no unit orders", () => {
    expect(check(exchangeGame(), 'Carol', '2 : A PAR - BUR\nACCEPT FC?\n').map((f) => [f.code, f.at])).toContainEqual([
      'payola/exchange-wrong-sheet',
      'ACCEPT FC?',
    ]);
    expect(errors(check(winter, 'Carol', 'BUILD A PAR\n')).map((f) => [f.code, f.at])).toEqual([
      ['payola/exchange-wrong-sheet', 'BUILD A PAR'],
    ]);
  });

  it("Ruling E17: a company's sheet is checked against its CEO's view, and no other investor's", () => {
    const alices = loadGame(playerView(winter, 'Alice'));
    const carols = loadGame(playerView(winter, 'Carol'));
    if (!alices.ok || !carols.ok) throw new Error('a view did not load');
    expect(errors(check(alices.game, 'France', 'VALUE PAR 20\nDIVIDEND 2\n'))).toEqual([]);
    expect(check(carols.game, 'France', 'DIVIDEND 2\n').map((f) => f.code)).toEqual(['payola/not-your-view']);
  });
});

describe('Ruling E4: an investor sends nothing in a retreat phase', () => {
  /** Spring 1901 after Germany's army from Munich dislodged France's from Burgundy (a retreat phase). */
  const retreat = changed(exchangeGame(), (f) => {
    f.units = f.units.filter((u) => u.unit !== 'A PAR' && u.unit !== 'A MUN');
    f.units.push({ power: 'Germany', unit: 'A BUR' });
    f.phase = 'retreat';
    f.dislodged = [{ power: 'France', unit: 'A BUR', by: 'MUN', retreats: ['PIC', 'PAR', 'GAS'] }];
  });

  it("Ruling E4: an investor's retreat order is set aside and told to it; the company's, by its CEO, counts", () => {
    // Alice heads France, yet a retreat in her own sheet is no order: France's sheet holds it.
    const advanced = advancePhase(retreat, { Alice: 'A BUR - PIC\n', France: 'A BUR - GAS\n' }, { seed: 1 });
    const setAside = { power: 'Alice', order: 'A BUR - PIC', reason: 'Alice is an investor and owns no units' };
    expect(advanced.steps[0]!.setAside).toEqual([setAside]);
    expect(advanced.reports.Alice!.setAside).toEqual([setAside]);
    expect(advanced.results[0]!.orders).toEqual([
      expect.objectContaining({ power: 'France', unit: 'A BUR', order: 'A BUR - GAS', succeeded: true }),
    ]);
    expect(advanced.game.unitsOf('France').map((u) => u.location.province)).toContain('GAS');
    // Without France's sheet the unit has no order and disbands: Alice's retreat moved nothing.
    const alone = advancePhase(retreat, { Alice: 'A BUR - PIC\n' }, { seed: 1 });
    expect(alone.results[0]!.orders).toEqual([
      expect.objectContaining({ unit: 'A BUR', order: 'DISBAND A BUR', reason: 'no retreat ordered: disbanded' }),
    ]);
    expect(alone.game.unitsOf('France').map((u) => u.location.province)).not.toContain('PIC');
  });

  it("Ruling E4: an investor's BUY and ELECT lines in a retreat phase are set aside and told to it; nothing is bought", () => {
    const advanced = advancePhase(retreat, { Carol: 'BUY 1 FRANCE % now\nELECT FRANCE:CAROL\n' }, { seed: 1 });
    const reason = "the stock market's lines are read in an Exchange game's winter adjustment phase (ruling E4)";
    const setAside = [
      { power: 'Carol', order: 'BUY 1 FRANCE', reason },
      { power: 'Carol', order: 'ELECT FRANCE:CAROL', reason },
    ];
    expect(advanced.steps[0]!.setAside).toEqual(setAside);
    expect(advanced.reports.Carol!.setAside).toEqual(setAside);
    expect(advanced.reports.Alice!.setAside ?? []).toEqual([]);
    expect(advanced.game.power('Carol')!.balance).toBe(retreat.power('Carol')!.balance);
  });

  it("Ruling E4: the checker says why (payola/exchange-wrong-sheet), and the same order in the company's sheet is clean", () => {
    expect(errors(check(retreat, 'Alice', 'A BUR - PIC\n'))).toEqual([
      {
        code: 'payola/exchange-wrong-sheet',
        severity: 'error',
        at: 'A BUR - PIC',
        message:
          "Alice is an investor and owns no units: retreats, builds and disbands are written by each company's CEO in the company's sheet (ruling E4)",
      },
    ]);
    expect(errors(check(retreat, 'France', 'A BUR - PIC\n'))).toEqual([]);
  });

  it("Ruling E4: an investor's winter line in a retreat phase is an error for the checker, and ignored by the cycle", () => {
    expect(errors(check(retreat, 'Carol', 'BUY 1 FRANCE\n'))).toEqual([
      {
        code: 'payola/exchange-outside-winter',
        severity: 'error',
        at: 'BUY',
        message:
          'BUY lines are written in the winter adjustment phase (ruling E4), not in the Spring 1901 retreat phase',
      },
    ]);
    const advanced = advancePhase(retreat, { Carol: 'BUY 1 FRANCE\n', France: 'A BUR - GAS\n' }, { seed: 1 });
    expect(advanced.results[0]!.orders).toEqual([expect.objectContaining({ order: 'A BUR - GAS', succeeded: true })]);
    expect(advanced.game.power('Carol')!.balance).toBe(30);
    expect(advanced.game.power('Carol')!.investor!.holdings.get('France')).toBe(3);
  });

  it("Ruling E4 (and ruling 11): an investor's offer in a retreat phase refuses the phase, located", () => {
    let thrown: unknown;
    try {
      advancePhase(retreat, { Carol: '3 : A BUR - PIC\n', France: 'A BUR - GAS\n' }, { seed: 1 });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AdjudicationError);
    const refused = (thrown as AdjudicationError).sheetErrors;
    expect(refused.map((r) => [r.power, r.diagnostics.map((d) => [d.code, d.range.start.line])])).toEqual([
      ['Carol', [['payola/offer-outside-movement', 1]]],
    ]);
  });
});

describe('Rulings E7, E8, E9: what the checker tells of a purchase and a dividend', () => {
  it("a purchase's price and cost, and a warning where the investor cannot get all it asks", () => {
    expect(check(winter, 'Carol', 'BUY 1 FRANCE\n')).toEqual([
      {
        code: 'payola/exchange-purchase',
        severity: 'info',
        at: 'BUY 1 FRANCE',
        message:
          "1 share of France at 10 AgP a share (ruling E7): 10 AgP, if Carol gets them all (buyers are served in the order of France's acceptance list, ruling E8)",
      },
    ]);
    expect(check(winter, 'Carol', 'BUY 2 FRANCE\nBUY 6 GERMANY\n').map((f) => [f.severity, f.message])).toEqual([
      ['warning', 'France has 1 unissued share: of the 2 asked for, Carol gets at most 1 (ruling E8)'],
      [
        'warning',
        "these purchases cost 80 AgP, more than Carol's treasury of 30 AgP: companies are served in the game's order, each as far as the money left allows, dividends paid before the stock round included (ruling E8)",
      ],
      [
        'info',
        "6 shares of Germany at 10 AgP a share (ruling E7): 60 AgP, if Carol gets them all (buyers are served in the order of Germany's acceptance list, ruling E8)",
      ],
    ]);
  });

  it('a cost past 2^53 is told exactly, not rounded', () => {
    // France's centres at (nearly) the highest worth: ⌈2 × 29,999,999,993 / 10⌉ = 5,999,999,999 AgP a share.
    const dear = changed(winter, (f) => {
      f.exchange = { ...(f.exchange as object), maxCenterValue: 10_000_000_000 };
      f.centerValues = { BRE: 9_999_999_993, MAR: 10_000_000_000, PAR: 10_000_000_000 };
    });
    const messages = check(dear, 'Carol', 'BUY 9999999999 FRANCE\n').map((f) => f.message);
    // 9,999,999,999 × 5,999,999,999 in doubles would print …84000000000.
    expect(messages).toContainEqual(expect.stringContaining('these purchases cost 59999999984000000001 AgP'));
  });

  it('a payout past 2^53 is told exactly, not rounded', () => {
    // France issues 10^6 shares, 999,993 of them held: Alice's 999,990 and Carol's 3.
    const held = changed(winter, (f) => {
      power(f, 'France').shares = 1_000_000;
      (investor(f, 'Alice').holdings as Record<string, number>).France = 999_990;
    });
    const messages = check(held, 'France', 'DIVIDEND 9999999999\n').map((f) => f.message);
    // 9,999,999,999 × 999,993 in doubles would print …008.
    expect(messages).toContainEqual(expect.stringContaining('held is 9999929999000007 AgP'));
  });

  it("a dividend's total from the treasury, and its cut (ruling E9)", () => {
    expect(check(winter, 'France', 'DIVIDEND 2\n').map((f) => [f.severity, f.message])).toEqual([
      [
        'info',
        "2 AgP a share on 9 shares held: 18 AgP from France's treasury of 48 AgP, paid before the stock round (ruling E9)",
      ],
    ]);
    expect(check(winter, 'France', 'DIVIDEND 6\n').map((f) => [f.severity, f.message])).toEqual([
      [
        'warning',
        "6 AgP on 9 shares held is 54 AgP, more than France's treasury of 48 AgP: it is cut to 5 AgP a share (ruling E9)",
      ],
    ]);
  });
});

describe('Ruling E4: random winter sheets (fast-check)', () => {
  /** Exchange lines naming this game's companies, investors and centres, or names near them. */
  const company = fc.constantFrom('FRANCE', 'germany', 'Italy', 'England', 'FRNACE', 'Alice');
  const investor = fc.constantFrom('Alice', 'carol', 'BOB', 'France', 'ZED');
  const centre = fc.constantFrom('PAR', 'mar', 'BRE', 'LON', 'BUR', 'XYZ');
  const number = fc.oneof(fc.nat(40).map(String), fc.constant('1.5'));
  const named = fc.oneof(
    fc.tuple(number, company).map(([n, c]) => `BUY ${n} ${c}`),
    fc.tuple(company, investor).map(([c, i]) => `ELECT ${c}:${i}`),
    fc.tuple(centre, number).map(([c, n]) => `VALUE ${c} ${n}`),
    number.map((n) => `DIVIDEND ${n}`),
  );
  const sheet = fc
    .array(fc.oneof({ weight: 3, arbitrary: named }, exchangeLine, sheetText), { minLength: 1, maxLength: 8 })
    .map((lines) => lines.join('\n'));

  it("never throw, are located, and the cycle takes exactly the lines without the checker's errors", () => {
    let taken = 0;
    fc.assert(
      fc.property(sheet, fc.constantFrom('Alice', 'Carol', 'France', 'England'), (text, author) => {
        const parsed = parseSheet(text).sheet;
        const diagnostics = analyzeSheet(parsed, { game: winter, power: author }).diagnostics;
        for (const d of diagnostics) {
          expect(d.range.start.offset).toBeGreaterThanOrEqual(0);
          expect(d.range.end.offset).toBeLessThanOrEqual(text.length);
        }
        const refused = new Set(diagnostics.filter((d) => d.severity === 'error').map((d) => d.range.start.line));
        const clean = parsed.lines.filter((l) => l.kind === 'exchange' && !refused.has(l.line));
        const read = winterInstructions(winter, new Map([[author, text]]));
        const count = read.purchases.length + read.ballots.length + read.values.length + read.dividends.size;
        expect(count).toBe(clean.length);
        taken += count;
      }),
      { numRuns: 600 },
    );
    // The property is not vacuous: many lines were taken.
    expect(taken).toBeGreaterThan(100);
  });
});
