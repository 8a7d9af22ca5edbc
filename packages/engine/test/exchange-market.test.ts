/**
 * Exchange Payola (Rule 6.8): the stock market's pieces, each against its ruling (docs/rulings.md,
 * Exchange): the worth of centres (E5) and captures (E6), the price of stock (E7), the stock round
 * (E8), dividends (E9), elections (E10), transfers (E13), resignation (E14), liquidation (E15) and
 * net worth (E16).
 */
import {
  captureSpoils,
  centreWorth,
  countElections,
  exchangeWinners,
  incomeFor,
  liquidate,
  netWorths,
  payDividends,
  resignPower,
  setCentreWorth,
  sharePrice,
  sharesHeld,
  stockRound,
  transfer,
  transferShares,
  unissuedShares,
  type Ballot,
  type Game,
} from '@payola/engine';
import { describe, expect, it } from 'vitest';
import { changed, exchangeGame, investor, power } from './support/exchange.js';

const balance = (game: Game, name: string) => game.power(name)!.balance;
const ceo = (game: Game, company: string) => game.power(company)!.company?.ceo;

describe('Ruling E5: the worth of centres', () => {
  it('a centre is worth the default (the victory condition less 2) until its CEO sets it; income is the sum', () => {
    const game = exchangeGame();
    expect(centreWorth(game, 'PAR')).toBe(16);
    const set = setCentreWorth(game, [{ company: 'France', center: 'PAR', worth: 30 }]);
    expect(set.changes).toEqual([{ company: 'France', center: 'PAR', from: 16, to: 30 }]);
    expect(centreWorth(set.game, 'PAR')).toBe(30);
    expect(incomeFor(set.game.power('France')!.centers, set.game.rules)).toBe(30 + 16 + 16);
    expect(set.game.toFile().centerValues).toEqual({ PAR: 30 });
  });

  it("only the company's own centres, and only from 0 to the bound, are set", () => {
    const game = exchangeGame();
    const set = setCentreWorth(game, [
      { company: 'France', center: 'LON', worth: 0 }, // England's
      { company: 'France', center: 'PAR', worth: 33 }, // above twice 16
      { company: 'France', center: 'BRE', worth: 0 },
    ]);
    expect(set.changes.map((c) => [c.center, c.to])).toEqual([['BRE', 0]]);
  });

  it("the bound and the default follow the game's settings", () => {
    const game = exchangeGame({ exchange: { centerValue: 10, maxCenterValue: 12 } });
    expect(game.power('France')!.balance).toBe(30);
    expect(setCentreWorth(game, [{ company: 'France', center: 'PAR', worth: 13 }]).changes).toEqual([]);
    expect(setCentreWorth(game, [{ company: 'France', center: 'PAR', worth: 12 }]).changes).toHaveLength(1);
  });
});

describe('Ruling E6: a centre taken from a company brings the taker its worth', () => {
  it("the loser pays the centre's worth, or what its treasury still holds; a neutral centre brings nothing", () => {
    const game = changed(exchangeGame(), (f) => {
      power(f, 'France').balance = 20;
      f.centerValues = { BRE: 12, MAR: 15 };
    });
    const spoils = captureSpoils(game, { BRE: 'England', MAR: 'Italy', SPA: 'France' });
    expect(spoils.balances.get('England')).toBe(48 + 12);
    expect(spoils.balances.get('Italy')).toBe(48 + 8); // France had 8 left after BRE
    expect(spoils.balances.get('France')).toBe(0);
    expect(spoils.ledger.map((e) => [e.power, e.amount])).toEqual([
      ['France', -12],
      ['England', 12],
      ['France', -8],
      ['Italy', 8],
    ]);
  });
});

describe('Ruling E7: the price of stock', () => {
  it('two years of income over the shares issued, rounded up, at least 1', () => {
    const game = exchangeGame();
    expect(sharePrice(game, game.power('France')!)).toBe(10); // ⌈2 × 48 / 10⌉
    expect(sharePrice(game, game.power('Russia')!)).toBe(13); // ⌈2 × 64 / 10⌉
    const poor = changed(game, (f) => {
      f.centerValues = { BRE: 0, MAR: 0, PAR: 0 };
    });
    expect(sharePrice(poor, poor.power('France')!)).toBe(1);
  });

  it('does not depend on the treasury (public figures only)', () => {
    const game = exchangeGame();
    const rich = changed(game, (f) => (power(f, 'France').balance = 5000));
    expect(sharePrice(rich, rich.power('France')!)).toBe(sharePrice(game, game.power('France')!));
  });
});

describe('Ruling E8: the stock round', () => {
  it('unissued shares bought at the price, the money going to the company', () => {
    const game = exchangeGame();
    const round = stockRound(game, [{ investor: 'Carol', company: 'Russia', shares: 2 }], 1);
    expect(round.sales).toEqual([{ investor: 'Carol', company: 'Russia', asked: 2, bought: 2, price: 13 }]);
    expect(balance(round.game, 'Carol')).toBe(30 - 26);
    expect(balance(round.game, 'Russia')).toBe(64 + 26);
    expect(sharesHeld(round.game, 'Carol', 'Russia')).toBe(2);
    expect(unissuedShares(round.game, round.game.power('Russia')!)).toBe(8);
  });

  it("buyers are served in the company's acceptance list's order; the last gets what is left", () => {
    // France has one unissued share: its list puts Carol first, then Bob.
    const game = changed(exchangeGame(), (f) => (power(f, 'France').accept = 'FCB?'));
    const round = stockRound(
      game,
      [
        { investor: 'Bob', company: 'France', shares: 1 },
        { investor: 'Carol', company: 'France', shares: 1 },
      ],
      7,
    );
    expect(round.sales.map((s) => [s.investor, s.bought, s.short])).toEqual([
      ['Carol', 1, undefined],
      ['Bob', 0, 'no shares left'],
    ]);
  });

  it('an investor buys what its money pays for; its lines for one company add up', () => {
    const game = exchangeGame();
    const round = stockRound(
      game,
      [
        { investor: 'Carol', company: 'Italy', shares: 2 },
        { investor: 'Carol', company: 'Italy', shares: 2 },
      ],
      1,
    );
    // 30 AgP at 10 a share: three of the four asked for.
    expect(round.sales).toEqual([
      { investor: 'Carol', company: 'Italy', asked: 4, bought: 3, price: 10, short: 'not enough money' },
    ]);
  });

  it("the money spent on one company is not there for the next (companies in the game's order)", () => {
    const game = exchangeGame();
    const round = stockRound(
      game,
      [
        { investor: 'Carol', company: 'Turkey', shares: 1 },
        { investor: 'Carol', company: 'Austria', shares: 2 },
      ],
      1,
    );
    // Austria first (the game's order), though written second: 20 of Carol's 30 AgP; Turkey then costs 10.
    expect(round.sales.map((s) => [s.company, s.bought])).toEqual([
      ['Austria', 2],
      ['Turkey', 1],
    ]);
    const poorer = changed(game, (f) => (investor(f, 'Carol').balance = 25));
    const short = stockRound(
      poorer,
      [
        { investor: 'Carol', company: 'Turkey', shares: 1 },
        { investor: 'Carol', company: 'Austria', shares: 2 },
      ],
      1,
    );
    expect(short.sales.map((s) => [s.company, s.bought, s.short])).toEqual([
      ['Austria', 2, undefined],
      ['Turkey', 0, 'not enough money'],
    ]);
  });

  it('the `?` of the list is drawn from the seed: the same seed, the same order', () => {
    const game = exchangeGame();
    const asks = [
      { investor: 'Alice', company: 'France', shares: 1 },
      { investor: 'Carol', company: 'France', shares: 1 },
      { investor: 'Bob', company: 'France', shares: 1 },
    ];
    const winners = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const first = stockRound(game, asks, seed).sales.find((s) => s.bought === 1)!.investor;
      expect(stockRound(game, asks, seed).sales.find((s) => s.bought === 1)!.investor).toBe(first);
      winners.add(first);
    }
    expect([...winners].sort()).toEqual(['Alice', 'Bob', 'Carol']);
  });

  it('no stock of an eliminated company is sold', () => {
    const game = changed(exchangeGame(), (f) => {
      power(f, 'Italy').status = 'eliminated';
      power(f, 'Italy').centers = [];
    });
    const round = stockRound(game, [{ investor: 'Carol', company: 'Italy', shares: 1 }], 1);
    expect(round.sales).toEqual([
      { investor: 'Carol', company: 'Italy', asked: 1, bought: 0, price: 1, short: 'company eliminated' },
    ]);
    expect(round.ledger).toEqual([]);
  });
});

describe('Ruling E9: dividends', () => {
  it('paid on every share held, from the treasury; unissued shares receive nothing', () => {
    const game = exchangeGame();
    const paid = payDividends(game, new Map([['France', 2]]));
    expect(paid.dividends.find((d) => d.company === 'France')).toEqual({
      company: 'France',
      declared: 2,
      perShare: 2,
      sharesHeld: 9,
      total: 18,
    });
    expect(balance(paid.game, 'France')).toBe(48 - 18);
    expect(balance(paid.game, 'Alice')).toBe(50 + 12);
    expect(balance(paid.game, 'Carol')).toBe(30 + 6);
  });

  it('cut to what the treasury can pay on every share held', () => {
    const game = changed(exchangeGame(), (f) => (power(f, 'France').balance = 40));
    const paid = payDividends(game, new Map([['France', 5]]));
    expect(paid.dividends.find((d) => d.company === 'France')).toMatchObject({ declared: 5, perShare: 4, total: 36 });
    expect(balance(paid.game, 'France')).toBe(4);
  });

  it('none declared, or 0: withheld', () => {
    const paid = payDividends(exchangeGame(), new Map([['England', 0]]));
    expect(paid.dividends.find((d) => d.company === 'England')).toEqual({
      company: 'England',
      declared: 0,
      perShare: 0,
      sharesHeld: 7,
      total: 0,
    });
    expect(paid.dividends.find((d) => d.company === 'France')).not.toHaveProperty('declared');
    expect(paid.ledger).toEqual([]);
  });
});

describe('Ruling E10: elections', () => {
  const vote = (investor: string, company: string, candidate: string): Ballot => ({ investor, company, candidate });

  it("votes weigh the voters' shares; the most votes win", () => {
    // France: Alice 6, Carol 3. Carol's 3 votes for Bob lose to Alice's 6 for herself.
    const game = exchangeGame();
    const counted = countElections(game, [vote('Carol', 'France', 'Bob'), vote('Alice', 'France', 'Alice')]);
    const france = counted.elections.find((e) => e.company === 'France')!;
    expect(france).toEqual({
      company: 'France',
      previous: 'Alice',
      ceo: 'Alice',
      outcome: 're-elected',
      votes: [
        { candidate: 'Alice', shares: 6 },
        { candidate: 'Bob', shares: 3 },
      ],
    });
  });

  it('a new CEO by the most votes takes the post, and the company stays active', () => {
    const game = exchangeGame();
    const counted = countElections(game, [vote('Alice', 'England', 'Carol'), vote('Bob', 'England', 'Carol')]);
    expect(ceo(counted.game, 'England')).toBe('Carol');
    expect(counted.game.power('England')!.status).toBe('active');
    expect(counted.elections.find((e) => e.company === 'England')!.outcome).toBe('elected');
  });

  it('a tie keeps the incumbent', () => {
    // Germany: Bob 4, Carol 4; each votes for itself.
    const game = changed(exchangeGame(), (f) => (investor(f, 'Carol').holdings = { France: 3, Germany: 4 }));
    const counted = countElections(game, [vote('Carol', 'Germany', 'Carol'), vote('Bob', 'Germany', 'Bob')]);
    expect(ceo(counted.game, 'Germany')).toBe('Bob');
    expect(counted.elections.find((e) => e.company === 'Germany')!.outcome).toBe('re-elected');
  });

  it('a tie without the incumbent goes to the candidate holding more shares of the company', () => {
    // Germany: Bob 4, Carol 3, Alice 1. Bob votes Alice (4); Carol and Alice vote Carol (3 + 1).
    const game = changed(exchangeGame(), (f) => {
      investor(f, 'Carol').holdings = { France: 3, Germany: 3 };
      investor(f, 'Alice').holdings = { France: 6, England: 2, Germany: 1 };
    });
    const counted = countElections(game, [
      vote('Bob', 'Germany', 'Alice'),
      vote('Carol', 'Germany', 'Carol'),
      vote('Alice', 'Germany', 'Carol'),
    ]);
    expect(counted.elections.find((e) => e.company === 'Germany')!.votes).toEqual([
      { candidate: 'Alice', shares: 4 },
      { candidate: 'Carol', shares: 4 },
    ]);
    expect(ceo(counted.game, 'Germany')).toBe('Carol');
  });

  it('a tie between candidates holding as many shares goes to the earlier investor', () => {
    // Germany: Bob 4, Alice 2, Carol 2. Bob votes Carol (4); Alice and Carol vote Alice (2 + 2).
    const game = changed(exchangeGame(), (f) => {
      investor(f, 'Carol').holdings = { France: 3, Germany: 2 };
      investor(f, 'Alice').holdings = { France: 6, England: 2, Germany: 2 };
    });
    const counted = countElections(game, [
      vote('Bob', 'Germany', 'Carol'),
      vote('Alice', 'Germany', 'Alice'),
      vote('Carol', 'Germany', 'Alice'),
    ]);
    expect(ceo(counted.game, 'Germany')).toBe('Alice');
  });

  it('no votes: the incumbent stays; without one the largest shareholder takes the post; without stockholders nobody', () => {
    const game = changed(exchangeGame(), (f) => {
      delete power(f, 'France').ceo;
      power(f, 'France').status = 'dummy';
    });
    const counted = countElections(game, []);
    expect(counted.elections.map((e) => [e.company, e.ceo, e.outcome])).toEqual([
      ['Austria', undefined, 'vacant'],
      ['England', 'Bob', 'unopposed'],
      ['France', 'Alice', 'largest-shareholder'],
      ['Germany', 'Bob', 'unopposed'],
      ['Italy', undefined, 'vacant'],
      ['Russia', undefined, 'vacant'],
      ['Turkey', undefined, 'vacant'],
    ]);
    expect(counted.game.power('France')!.status).toBe('active');
  });

  it('votes of investors without shares, a second vote for one company, and votes for unknown candidates count for nothing', () => {
    const game = exchangeGame();
    const counted = countElections(game, [
      vote('Bob', 'France', 'Bob'), // Bob holds no French shares
      vote('Carol', 'France', 'Dave'), // no such investor
      vote('Carol', 'France', 'Carol'), // Carol's second vote
    ]);
    expect(counted.elections.find((e) => e.company === 'France')).toMatchObject({
      ceo: 'Alice',
      outcome: 'unopposed',
      votes: [],
    });
  });
});

describe('Ruling E13: transfers', () => {
  it("shares change hands between investors by the GameMaster's recorded action", () => {
    const moved = transferShares(exchangeGame(), 'alice', 'carol', 'france', 2);
    expect(moved.ok).toBe(true);
    if (!moved.ok) return;
    expect(sharesHeld(moved.game, 'Alice', 'France')).toBe(4);
    expect(sharesHeld(moved.game, 'Carol', 'France')).toBe(5);
    expect(moved.game.actions).toEqual([
      { kind: 'share-transfer', from: 'Alice', to: 'Carol', company: 'France', shares: 2 },
    ]);
  });

  it('refuses shares the giver does not hold, and transfers to or from a company', () => {
    expect(transferShares(exchangeGame(), 'Carol', 'Bob', 'France', 4)).toEqual({
      ok: false,
      error: 'Carol holds 3 shares of France and cannot transfer 4',
    });
    expect(transferShares(exchangeGame(), 'France', 'Bob', 'France', 1)).toMatchObject({
      ok: false,
      error: /unknown investor "France"/,
    });
  });

  it("money goes from investors, never from a company's treasury", () => {
    expect(transfer(exchangeGame(), 'Alice', 'France', 10).ok).toBe(true);
    expect(transfer(exchangeGame(), 'Alice', 'Bob', 10).ok).toBe(true);
    expect(transfer(exchangeGame(), 'France', 'Alice', 10)).toMatchObject({ ok: false, error: /France is a company/ });
  });
});

describe('Ruling E14: an investor resigns', () => {
  it('its treasury is forfeited, its shares go back unissued, and its companies take their largest remaining shareholder', () => {
    const resigned = resignPower(exchangeGame(), 'Alice');
    expect(resigned.ok).toBe(true);
    if (!resigned.ok) return;
    const game = resigned.game;
    expect(game.power('Alice')).toMatchObject({ balance: 0, status: 'dummy' });
    expect(sharesHeld(game, 'Alice', 'France')).toBe(0);
    expect(unissuedShares(game, game.power('France')!)).toBe(7);
    expect(ceo(game, 'France')).toBe('Carol');
    expect(resigned.ledger).toEqual([
      { power: 'Alice', before: 50, what: 'treasury forfeited on resignation (Rule 2.4)', amount: -50, after: 0 },
    ]);
    // Bob heads England and Germany; nobody else holds German stock: Germany becomes a dummy.
    const bob = resignPower(game, 'Bob');
    expect(bob.ok && bob.game.power('Germany')).toMatchObject({ status: 'dummy' });
    expect(bob.ok && bob.game.power('Germany')!.company).toEqual({ shares: 10 });
  });

  it('companies cannot resign', () => {
    expect(resignPower(exchangeGame(), 'France')).toMatchObject({ ok: false, error: /France is a company/ });
  });
});

describe('Ruling E15: a company eliminated is liquidated', () => {
  it('each stockholder receives its part of the treasury, rounded down; the rest leaves the game', () => {
    const game = changed(exchangeGame(), (f) => (power(f, 'France').balance = 47));
    const done = liquidate(game, ['France']);
    expect(done.liquidations).toEqual([
      {
        company: 'France',
        treasury: 47,
        paid: [
          { investor: 'Alice', amount: 28 }, // ⌊47 × 6 / 10⌋
          { investor: 'Carol', amount: 14 }, // ⌊47 × 3 / 10⌋
        ],
        forfeited: 5,
      },
    ]);
    expect(balance(done.game, 'France')).toBe(0);
    expect(balance(done.game, 'Alice')).toBe(78);
    expect(sharesHeld(done.game, 'Carol', 'France')).toBe(0);
    expect(ceo(done.game, 'France')).toBeUndefined();
  });
});

describe('Ruling E16: net worth and the winners', () => {
  it("the private treasury and each company's treasury part; equal net worths share the victory", () => {
    const game = exchangeGame();
    expect(netWorths(game)).toEqual([
      { investor: 'Alice', netWorth: 50 + 28 + 9 }, // ⌊48×6/10⌋ + ⌊48×2/10⌋
      { investor: 'Bob', netWorth: 40 + 24 + 19 }, // ⌊48×5/10⌋ + ⌊48×4/10⌋
      { investor: 'Carol', netWorth: 30 + 14 },
    ]);
    expect(exchangeWinners(game)).toEqual(['Alice']);
    const even = changed(game, (f) => (investor(f, 'Bob').balance = 44));
    expect(exchangeWinners(even)).toEqual(['Alice', 'Bob']);
  });

  it('the treasury part is exact for the largest treasuries and share counts', () => {
    const game = changed(exchangeGame(), (f) => {
      power(f, 'France').balance = 100_000_000_000_000;
      power(f, 'France').shares = 999_983;
      investor(f, 'Carol').holdings = { France: 999_974 };
    });
    const carol = netWorths(game).find((w) => w.investor === 'Carol')!;
    expect(carol.netWorth).toBe(30 + Number((100_000_000_000_000n * 999_974n) / 999_983n));
  });
});
