/**
 * Accounts (Rule 2): income (Rule 2.1 and its variants, Rules 6.1, 6.2, 6.6), transfers (Rules
 * 2.3, 2.4), the ledger (Rule 2.5), and Zero Sum Payola (Rule 6.7).
 */
import {
  incomeFor,
  incomeForCount,
  ledgerLine,
  loadGame,
  loadMap,
  numberLimits,
  payIncome,
  resignPower,
  resolveRules,
  startingGame,
  standardMap,
  transfer,
  voidStartingFunds,
  zeroSumYearEnd,
  type AccountsResult,
  type Game,
} from '@payola/engine';
import { describe, expect, it } from 'vitest';
import { gameWith } from './support/board.js';

const standardRules = resolveRules({ victoryCenters: 18 });
/** The first n supply centres of the standard map (any n centres earn the same under Rule 2.1). */
const centres = [...standardMap.provinces.values()].filter((p) => p.supplyCenter).map((p) => p.id);
const firstCentres = (n: number) => centres.slice(0, n);

/** The game of a successful accounts operation. */
function ok(result: AccountsResult): Extract<AccountsResult, { ok: true }> {
  if (!result.ok) throw new Error(`expected success: ${result.error}`);
  return result;
}

const balances = (game: Game) => Object.fromEntries(game.powers.map((p) => [p.name, p.balance]));

describe('Rule 2.1: income on the standard board', () => {
  it('the table for 1 to 17 centres: 17 33 48 62 75 87 98 108 117 125 132 138 143 147 150 152 153', () => {
    const table = Array.from({ length: 17 }, (_, n) => incomeFor(firstCentres(n + 1), standardRules));
    expect(table).toEqual([17, 33, 48, 62, 75, 87, 98, 108, 117, 125, 132, 138, 143, 147, 150, 152, 153]);
  });

  it('each centre adds one less than the one before: 17, 16, 15, ...', () => {
    for (let n = 1; n <= 17; n++)
      expect(incomeForCount(n, standardRules) - incomeForCount(n - 1, standardRules)).toBe(18 - n);
  });

  it('no centres, no income; the 18th centre and beyond add nothing', () => {
    expect(incomeFor([], standardRules)).toBe(0);
    expect(incomeForCount(18, standardRules)).toBe(153);
    expect(incomeForCount(34, standardRules)).toBe(153);
  });

  it('the opening balances are the income of 3 centres, and of 4 for Russia: 48 and 62', () => {
    expect(balances(startingGame())).toEqual({
      Austria: 48,
      England: 48,
      France: 48,
      Germany: 48,
      Italy: 48,
      Russia: 62,
      Turkey: 48,
    });
  });
});

describe('Rule 6.2: another victory condition', () => {
  it('24 centres to win: the first centre yields 23, the second 22, ...', () => {
    const rules = resolveRules({ victoryCenters: 24 });
    expect([1, 2, 3, 4].map((n) => incomeForCount(n, rules))).toEqual([23, 45, 66, 86]);
  });

  it('the victory condition of a game file sets the income', () => {
    const file = { ...startingGame().toFile(), victoryCenters: 24 };
    const loaded = loadGame(file);
    if (!loaded.ok) throw new Error('game');
    expect(loaded.game.rules.income).toEqual({ kind: 'decreasing', first: 23 });
    expect(incomeFor(loaded.game.power('France')!.centers, loaded.game.rules)).toBe(66);
  });

  it("the map's victory condition is the default", () => {
    const small = loadMap({ ...standardMap.data, victoryCenters: 10 });
    if (!small.ok) throw new Error('map');
    const game = startingGame(small.map);
    // 9 + 8 + 7 for three centres, 9 + 8 + 7 + 6 for Russia's four.
    expect(game.power('France')!.balance).toBe(24);
    expect(game.power('Russia')!.balance).toBe(30);
  });

  it('Void: a power with units but no centres starts with half of what its units would have earned, rounded down', () => {
    expect(voidStartingFunds(3, standardRules)).toBe(24);
    expect(voidStartingFunds(1, standardRules)).toBe(8);
    // The standard map with Italy's home centres made neutral: Italy has three units and no centre.
    const data = {
      ...standardMap.data,
      provinces: standardMap.data.provinces.map(({ home, ...p }) =>
        home === undefined || home === 'Italy' ? p : { ...p, home },
      ),
    };
    const voidMap = loadMap(data);
    if (!voidMap.ok) throw new Error(JSON.stringify(voidMap.problems));
    const game = startingGame(voidMap.map);
    expect(game.power('Italy')).toMatchObject({ centers: [], balance: 24 });
    expect(game.unitsOf('Italy')).toHaveLength(3);
    expect(game.power('France')!.balance).toBe(48);
  });
});

describe('Rules 6.1 and 6.6: other income schemes', () => {
  it('Payola Classic: a flat tax of 7 AgP per centre', () => {
    const rules = resolveRules({ rules: ['classic'], victoryCenters: 18 });
    expect([0, 1, 3, 4, 17].map((n) => incomeFor(firstCentres(n), rules))).toEqual([0, 7, 21, 28, 119]);
    expect(balances(startingGame(standardMap, { rules: ['classic'] }))).toMatchObject({ France: 21, Russia: 28 });
  });

  it('flat tax with the current rules otherwise (`flat-tax`), and another rate per centre', () => {
    expect(incomeFor(firstCentres(5), resolveRules({ rules: ['flat-tax'], victoryCenters: 18 }))).toBe(35);
    expect(
      incomeFor(firstCentres(5), resolveRules({ victoryCenters: 18, income: { scheme: 'flat', perCenter: 4 } })),
    ).toBe(20);
  });

  it('a table: table[n] for n centres, its last entry beyond its end', () => {
    const rules = resolveRules({ victoryCenters: 18, income: { scheme: 'table', table: [0, 10, 15, 18] } });
    expect([0, 1, 2, 3, 4, 10].map((n) => incomeFor(firstCentres(n), rules))).toEqual([0, 10, 15, 18, 18, 18]);
  });

  it('a cap on any scheme', () => {
    expect(
      [7, 8, 17].map((n) => incomeFor(firstCentres(n), resolveRules({ victoryCenters: 18, income: { cap: 100 } }))),
    ).toEqual([98, 100, 100]);
    expect(incomeFor(firstCentres(10), resolveRules({ victoryCenters: 18, income: { scheme: 'flat', cap: 50 } }))).toBe(
      50,
    );
  });

  it('another first-centre amount for the decreasing scheme', () => {
    expect(
      [1, 2, 3].map((n) => incomeForCount(n, resolveRules({ victoryCenters: 18, income: { first: 10 } }))),
    ).toEqual([10, 19, 27]);
  });

  it('no income at all', () => {
    expect(incomeFor(firstCentres(5), resolveRules({ victoryCenters: 18, income: { scheme: 'none' } }))).toBe(0);
  });

  it('per-centre values (Europe 1615, Exchange Payola): the sum of the centres owned, capped if a cap is set', () => {
    const rules = resolveRules({ victoryCenters: 18, centerValues: { PAR: 15, BRE: 9, MAR: 3 } });
    expect(incomeFor(['PAR', 'BRE', 'MAR'], rules)).toBe(27);
    expect(incomeFor(['BRE'], rules)).toBe(9);
    // A centre without a value yields nothing.
    expect(incomeFor(['MUN'], rules)).toBe(0);
    expect(
      incomeFor(
        ['PAR', 'BRE', 'MAR'],
        resolveRules({ victoryCenters: 18, centerValues: { PAR: 15, BRE: 9, MAR: 3 }, income: { cap: 20 } }),
      ),
    ).toBe(20);
  });

  it("a game file's centre values (by any name of the province) set the income of the opening", () => {
    const game = startingGame(standardMap, { centerValues: { PAR: 15, BRE: 9, MAR: 3 } });
    expect(game.power('France')!.balance).toBe(27);
    const loaded = loadGame({ ...startingGame().toFile(), centerValues: { paris: 15, Brest: 9 } });
    if (!loaded.ok) throw new Error('game');
    expect(incomeFor(loaded.game.power('France')!.centers, loaded.game.rules)).toBe(24);
  });
});

describe('Rule 2.1: payIncome, before each spring movement', () => {
  const game = gameWith(
    { France: ['A PAR'] },
    {
      centers: { France: ['PAR', 'BRE', 'MAR'], Russia: ['MOS', 'SEV', 'STP', 'WAR', 'RUM'], Turkey: ['CON'] },
      balances: { France: 5, Russia: 0, Turkey: 10 },
      status: { Austria: 'eliminated' },
    },
  );

  it("adds each power's income to its balance, and records each payment in the ledger (Rule 2.5)", () => {
    const paid = ok(payIncome(game));
    expect(balances(paid.game)).toEqual({
      Austria: 48,
      England: 48,
      France: 53,
      Germany: 48,
      Italy: 48,
      Russia: 75,
      Turkey: 27,
    });
    expect(paid.ledger.map(ledgerLine)).toEqual([
      'France: 5 + 48 income for 3 centres (Rule 2.1) = 53',
      'Russia: 0 + 75 income for 5 centres (Rule 2.1) = 75',
      'Turkey: 10 + 17 income for 1 centre (Rule 2.1) = 27',
    ]);
    // The game given is unchanged.
    expect(game.power('France')!.balance).toBe(5);
  });

  it('powers without centres (eliminated ones included) receive nothing and get no ledger entry', () => {
    const paid = ok(payIncome(game));
    expect(paid.ledger.map((e) => e.power)).not.toContain('Austria');
    expect(paid.game.power('Austria')!.balance).toBe(48);
  });

  it.each(['summer', 'fall'] as const)('is refused in %s', (season) => {
    const later = game.with({ season });
    expect(payIncome(later)).toEqual({
      ok: false,
      error: expect.stringContaining('income is paid before each spring movement (Rule 2.1)'),
    });
  });

  it('is paid once a year: a second payment in the same spring is refused', () => {
    const paid = ok(payIncome(game));
    expect(paid.game.incomePaidFor).toBe(1901);
    expect(payIncome(paid.game)).toEqual({
      ok: false,
      error: expect.stringContaining('the income for 1901 has already been paid'),
    });
    // The game file remembers it.
    expect(paid.game.toFile().incomePaidFor).toBe(1901);
    // Next spring it is due again.
    expect(ok(payIncome(paid.game.with({ year: 1902 }))).game.power('France')!.balance).toBe(101);
  });

  it("the opening's funds are the first year's income, so payIncome waits for the next spring", () => {
    const opening = startingGame();
    expect(payIncome(opening)).toMatchObject({ ok: false });
    expect(balances(ok(payIncome(opening.with({ year: 1902 }))).game)).toMatchObject({ France: 96, Russia: 124 });
  });

  it('pays nothing under Zero Sum Payola (Rule 6.7)', () => {
    const zeroSum = startingGame(standardMap, { rules: ['zero-sum'] }).with({ year: 1902 });
    const paid = ok(payIncome(zeroSum));
    expect(paid.ledger).toEqual([]);
    expect(balances(paid.game)).toEqual(balances(zeroSum));
  });
});

describe('Rules 2.3 and 2.4: transfers', () => {
  const game = gameWith({}, { balances: { France: 20, Germany: 5, Austria: 0 }, status: { Austria: 'eliminated' } });

  it('moves money from one player to another, both recorded in the ledger', () => {
    const done = ok(transfer(game, 'France', 'Germany', 7));
    expect(balances(done.game)).toMatchObject({ France: 13, Germany: 12 });
    expect(done.ledger.map(ledgerLine)).toEqual([
      'France: 20 - 7 transfer to Germany (Rule 2.3) = 13',
      'Germany: 5 + 7 transfer from France (Rule 2.3) = 12',
    ]);
  });

  it('to an eliminated player, who may go on using it (Rules 2.3, 2.4); names in any case', () => {
    const done = ok(transfer(game, 'france', 'AUSTRIA', 20));
    expect(balances(done.game)).toMatchObject({ France: 0, Austria: 20 });
    // The eliminated player may pass it on.
    expect(balances(ok(transfer(done.game, 'Austria', 'Germany', 3)).game)).toMatchObject({ Austria: 17, Germany: 8 });
  });

  it.each([
    ['more than the payer has', 'Germany', 'France', 6, 'Germany has 5 AgP and cannot transfer 6'],
    ['nothing', 'France', 'Germany', 0, 'a transfer is a positive whole number of silver pieces, not 0'],
    ['a negative amount', 'France', 'Germany', -3, 'a transfer is a positive whole number of silver pieces, not -3'],
    ['a fraction', 'France', 'Germany', 1.5, 'a transfer is a positive whole number of silver pieces, not 1.5'],
    ['to oneself', 'France', 'france', 3, 'a transfer needs two different powers'],
    ['from an unknown power', 'Spain', 'France', 3, 'unknown power "Spain"'],
    ['to an unknown power', 'France', 'Spain', 3, 'unknown power "Spain"'],
  ] as const)('is refused: %s', (_, from, to, amount, error) => {
    expect(transfer(game, from, to, amount)).toEqual({ ok: false, error: expect.stringContaining(error) });
  });

  it('is refused when the payee would hold more than the largest balance (every sum stays exact)', () => {
    const rich = game.with({
      powers: game.powers.map((p) =>
        p.name === 'France'
          ? { ...p, balance: numberLimits.maxBalance }
          : p.name === 'Germany'
            ? { ...p, balance: 2 }
            : p,
      ),
    });
    expect(transfer(rich, 'Germany', 'France', 2)).toEqual({
      ok: false,
      error: 'France would hold 100,000,000,000,002 AgP, more than the largest balance, 100,000,000,000,000 AgP',
    });
    expect(balances(ok(transfer(rich, 'France', 'Germany', 2)).game)).toMatchObject({ Germany: 4 });
  });

  it('the whole balance may be transferred', () => {
    expect(balances(ok(transfer(game, 'Germany', 'France', 5)).game)).toMatchObject({ Germany: 0, France: 25 });
  });

  it('is refused to or from a dummy power, which has no player (Rule 2.3 moves money between players)', () => {
    const withDummy = gameWith({}, { balances: { France: 20, Italy: 9 }, status: { Italy: 'dummy' } });
    expect(transfer(withDummy, 'Italy', 'France', 4)).toEqual({
      ok: false,
      error: 'Italy is a dummy power, with no player to ask for a transfer (Rule 2.3: transfers are between players)',
    });
    expect(transfer(withDummy, 'France', 'Italy', 4)).toEqual({
      ok: false,
      error: 'Italy is a dummy power, with no player to receive a transfer (Rule 2.3: transfers are between players)',
    });
    // A player who resigned (Rule 2.4) is a dummy from then on: its forfeited treasury stays empty.
    const resigned = ok(resignPower(game, 'Germany')).game;
    expect(transfer(resigned, 'France', 'Germany', 1).ok).toBe(false);
  });
});

describe('Rule 6.7: Zero Sum Payola', () => {
  it('each power starts with 10 AgP per owned centre', () => {
    const game = startingGame(standardMap, { rules: ['zero-sum'] });
    expect(balances(game)).toEqual({
      Austria: 30,
      England: 30,
      France: 30,
      Germany: 30,
      Italy: 30,
      Russia: 40,
      Turkey: 30,
    });
    expect(game.rules.income).toEqual({ kind: 'none' });
    expect(game.power('Russia')!.centersAtYearStart).toEqual(game.power('Russia')!.centers);
  });

  const zeroSum = startingGame(standardMap, { rules: ['zero-sum'] });

  it('at the end of the year each power receives what was paid to its units', () => {
    const done = ok(zeroSumYearEnd(zeroSum.with({ receipts: { France: 12, Germany: 3 } }), {}));
    expect(balances(done.game)).toMatchObject({ France: 42, Germany: 33, England: 30 });
    expect(done.ledger.map(ledgerLine)).toEqual([
      'France: 30 + 12 paid to your units this year (Rule 6.7) = 42',
      'Germany: 30 + 3 paid to your units this year (Rule 6.7) = 33',
    ]);
  });

  it('the first capture of a neutral centre brings a one-time 10 AgP bonus', () => {
    const done = ok(zeroSumYearEnd(zeroSum, { BEL: 'France', Holland: 'germany' }));
    expect(balances(done.game)).toMatchObject({ France: 40, Germany: 40 });
    expect(done.game.power('France')!.centers).toContain('BEL');
    expect(done.game.power('Germany')!.centers).toContain('HOL');
    // Once owned, Belgium is no longer neutral: taking it from France is a change of hands, not a capture.
    const next = ok(zeroSumYearEnd(done.game, { BEL: 'Germany' }));
    expect(next.ledger.map(ledgerLine)).toEqual([
      'France: 40 - 10 BEL lost to Germany (Rule 6.7) = 30',
      'Germany: 40 + 10 BEL taken from France (Rule 6.7) = 50',
    ]);
  });

  it("a centre changing hands brings the old owner's treasury divided by its centres at the start of the year, rounded down", () => {
    // Germany: 31 AgP, 3 centres at the start of the year: each centre lost costs it 10.
    const game = gameWith(
      {},
      {
        rules: ['zero-sum'],
        centers: { France: ['PAR', 'BRE', 'MAR'], Germany: ['MUN', 'KIE', 'BER'] },
        balances: { France: 30, Germany: 31 },
      },
    );
    const done = ok(zeroSumYearEnd(game, { MUN: 'France', KIE: 'France' }));
    expect(balances(done.game)).toMatchObject({ France: 50, Germany: 11 });
    expect(done.game.power('Germany')!.centers).toEqual(['BER']);
    expect(done.game.power('France')!.centers).toEqual(['PAR', 'BRE', 'MAR', 'MUN', 'KIE']);
  });

  it('the divisor is the centres owned when the year began, not those left', () => {
    const file = {
      ...gameWith(
        {},
        { rules: ['zero-sum'], centers: { Germany: ['MUN', 'KIE'] }, balances: { Germany: 40 } },
      ).toFile(),
    };
    const loaded = loadGame({
      ...file,
      powers: file.powers.map((p) =>
        p.name === 'Germany' ? { ...p, centersAtYearStart: ['MUN', 'KIE', 'BER', 'DEN'] } : p,
      ),
    });
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
    const done = ok(zeroSumYearEnd(loaded.game, { MUN: 'Austria' }));
    expect(done.ledger.map(ledgerLine)).toEqual([
      'Germany: 40 - 10 MUN lost to Austria (Rule 6.7) = 30',
      'Austria: 48 + 10 MUN taken from Germany (Rule 6.7) = 58',
    ]);
    // The next year starts from the centres owned now.
    expect(done.game.power('Germany')!.centersAtYearStart).toEqual(['KIE']);
  });

  it("the old owner's treasury includes this year's receipts; a power losing every centre pays at most its treasury", () => {
    const game = gameWith(
      {},
      { rules: ['zero-sum'], centers: { Germany: ['MUN', 'KIE', 'BER'] }, balances: { Germany: 2 } },
    );
    // (2 + 9) / 3 = 3 per centre, three times: 9 of Germany's 11.
    const done = ok(
      zeroSumYearEnd(game.with({ receipts: { Germany: 9 } }), { MUN: 'France', KIE: 'Russia', BER: 'Russia' }),
    );
    expect(balances(done.game)).toMatchObject({ Germany: 2, France: 51, Russia: 54 });
    expect(done.game.power('Germany')!.centers).toEqual([]);
  });

  it('money is neither made nor lost except by the neutral-centre bonus', () => {
    const before = zeroSum.powers.reduce((sum, p) => sum + p.balance, 0);
    const done = ok(
      zeroSumYearEnd(zeroSum, { MUN: 'France', PAR: 'Germany', BEL: 'England', TRI: 'Italy', VEN: 'Austria' }),
    );
    expect(done.game.powers.reduce((sum, p) => sum + p.balance, 0)).toBe(before + 10);
  });

  it('a centre staying with its owner changes nothing', () => {
    expect(ok(zeroSumYearEnd(zeroSum, { PAR: 'France' })).ledger).toEqual([]);
  });

  it.each([
    [
      'outside a zero-sum game',
      () => zeroSumYearEnd(startingGame(), {}),
      'this game does not use the zero-sum rule (Rule 6.7)',
    ],
    [
      'receipts of an unknown power',
      () => zeroSumYearEnd(zeroSum.with({ receipts: { Spain: 3 } }), {}),
      'unknown power "Spain"',
    ],
    [
      'a province that is no supply centre',
      () => zeroSumYearEnd(zeroSum, { BUR: 'France' }),
      '"BUR" is not a supply centre',
    ],
    ['an unknown new owner', () => zeroSumYearEnd(zeroSum, { BEL: 'Spain' }), 'unknown power "Spain"'],
  ] as const)('is refused: %s', (_, run, error) => {
    expect(run()).toEqual({ ok: false, error: expect.stringContaining(error) });
  });
});

describe('Zero Sum receipts are kept phase by phase until the year ends (Rule 6.7)', () => {
  it("each adjudication adds what each power's units were paid; the year end pays and resets them", async () => {
    const { adjudicate, nextGameState } = await import('@payola/engine');
    const start = startingGame(standardMap, { rules: ['zero-sum'] });
    const holds = Object.fromEntries(
      start.powers.map((p) => [
        p.name,
        `1 : ${start.unitsOf(p.name)[0]!.type} ${start.unitsOf(p.name)[0]!.location.province} H`,
      ]),
    );
    const sheets = { ...holds, France: '3 : A BER - KIE\n1 : A PAR H' };
    const spring = nextGameState(start, adjudicate(start, sheets, { seed: 1 }), sheets);
    // Berlin takes France's 3 for Kiel over Germany's own 1 for HOLD.
    expect(spring.receipts.Germany).toBe(3);
    const fall = nextGameState(spring, adjudicate(spring, sheets, { seed: 2 }), sheets);
    expect(fall.receipts.Germany).toBe(6);
    expect(fall.toFile().receipts).toEqual(fall.receipts);
    const end = ok(zeroSumYearEnd(fall, {}));
    expect(end.ledger.find((e) => e.power === 'Germany')).toMatchObject({
      amount: 6,
      what: 'paid to your units this year (Rule 6.7)',
    });
    expect(end.game.receipts).toEqual({});
  });
});
