/**
 * Exchange Payola (Rule 6.8) in the game file: investors beside the powers (companies), each
 * company's CEO and shares, checked by loadGame with located problems (rulings E1, E11, E12), and
 * written back by toFile unchanged.
 */
import { loadGame, newGame, PhaseError, playerView, sharesHeld, unissuedShares } from '@payola/engine';
import { describe, expect, it } from 'vitest';
import {
  exchangeGame,
  exchangeWinter,
  fileOf,
  gameFrom,
  investor,
  power,
  problemsOf,
  type EditableFile,
} from './support/exchange.js';

describe('Ruling E1: companies, investors and shares in the game file', () => {
  it('investors are payers beside the companies, with letters of their own, private treasuries and holdings', () => {
    const game = exchangeGame();
    expect(game.companies.map((p) => p.name)).toEqual(standardPowers);
    expect(game.investors.map((p) => [p.name, p.letter, p.balance, p.status])).toEqual([
      ['Alice', 'L', 50, 'investor'],
      ['Bob', 'B', 40, 'investor'],
      ['Carol', 'C', 30, 'investor'],
    ]);
    expect(game.letters).toEqual(['A', 'E', 'F', 'G', 'I', 'R', 'T', 'L', 'B', 'C']);
    expect(sharesHeld(game, 'alice', 'FRANCE')).toBe(6);
    expect(unissuedShares(game, game.power('France')!)).toBe(1); // 10 issued, Alice 6 and Carol 3
    expect(unissuedShares(game, game.power('Russia')!)).toBe(10);
    // Rule 2.1's opening funds: three centres at the default worth of 16 (ruling E5) make 48.
    expect(game.power('France')!.balance).toBe(48);
    expect(game.power('Russia')!.balance).toBe(64);
  });

  it("the file round-trips: companies in powers, investors in investors, holdings in the companies' order", () => {
    const game = exchangeGame();
    const file = fileOf(game);
    expect(investor(file, 'Alice')).toEqual({
      name: 'Alice',
      letter: 'L',
      balance: 50,
      holdings: { England: 2, France: 6 },
    });
    expect(power(file, 'France')).toMatchObject({ ceo: 'Alice', shares: 10, status: 'active' });
    expect(power(file, 'Italy')).toMatchObject({ status: 'dummy', shares: 10 });
    expect(power(file, 'Italy')).not.toHaveProperty('ceo');
    expect(fileOf(gameFrom(file))).toEqual(file);
  });

  it('letters are chosen from the name where free, else from the letters no one uses', () => {
    const game = newGame({ rules: ['exchange'], investors: [{ name: 'Ellen' }, { name: 'Fred' }, { name: 'Rafe' }] });
    // E, F, R and A are companies' letters: Ellen takes L, Fred D, Rafe... none of R, A, F, E: B.
    expect(game.investors.map((p) => p.letter)).toEqual(['L', 'D', 'B']);
  });

  type Case = readonly [what: string, spoil: (file: EditableFile) => void, path: string, message: RegExp];
  const cases: Case[] = [
    [
      "an investor with a power's letter",
      (f) => (investor(f, 'Bob').letter = 'F'),
      'investors[1].letter',
      /letter "F" is already used by powers\[2\]/,
    ],
    [
      'an investor named as a power',
      (f) => (investor(f, 'Bob').name = 'france'),
      'investors[1].name',
      /"france" is listed twice \(also powers\[2\]\)/,
    ],
    [
      "an investor's name a sheet cannot write",
      (f) => (investor(f, 'Carol').name = 'Carol Ann'),
      'investors[2].name',
      /one word of letters, digits and _/,
    ],
    [
      'shares of an unknown company',
      (f) => (investor(f, 'Carol').holdings = { Prussia: 2 }),
      'investors[2].holdings.Prussia',
      /unknown company "Prussia"/,
    ],
    [
      'more shares held than issued',
      (f) => (investor(f, 'Carol').holdings = { France: 5 }),
      'powers[2].shares',
      /investors hold 11 shares of France, which issued 10/,
    ],
    [
      'an investor without a treasury',
      (f) => delete investor(f, 'Carol').balance,
      'investors[2]',
      /Carol has no "balance"/,
    ],
    [
      'a CEO who is not an investor',
      (f) => (power(f, 'France').ceo = 'Dave'),
      'powers[2].ceo',
      /unknown investor "Dave"/,
    ],
    [
      'a CEO who resigned',
      (f) => (investor(f, 'Alice').resigned = true),
      'powers[2].ceo',
      /Alice resigned \(Rule 2.4\)/,
    ],
    [
      "unissued shares in the GameMaster's file",
      (f) => (power(f, 'France').unissued = 1),
      'powers[2].unissued',
      /only a player's view/,
    ],
    [
      'Exchange with Tin Cup',
      (f) => (f.rules = ['exchange', 'blind']),
      'rules[1]',
      /"blind" cannot be played with "exchange"/,
    ],
    [
      'Exchange with Zero Sum',
      (f) => (f.rules = ['zero-sum', 'exchange']),
      'rules[0]',
      /"zero-sum" cannot be played with "exchange"/,
    ],
    [
      'a centre worth more than a CEO may set',
      (f) => (f.centerValues = { PAR: 33 }),
      'centerValues.PAR',
      /from 0 to 32 AgP \(ruling E5\)/,
    ],
    ['investors outside Exchange', (f) => (f.rules = []), 'investors', /"investors" is for Exchange games/],
    [
      'an acceptance list omitting an investor',
      (f) => (power(f, 'France').accept = 'AEFGIRTLB'),
      'powers[2].accept',
      /omits C/,
    ],
  ];
  for (const [what, spoil, path, message] of cases)
    it(`refuses ${what}, saying where (${path})`, () => {
      const file = fileOf(exchangeGame());
      spoil(file);
      const problems = problemsOf(file);
      expect(problems.find((p) => p.path === path)?.message, JSON.stringify(problems)).toMatch(message);
    });
});

describe('Ruling E1: Exchange is not played with blind, loyal-units or zero-sum', () => {
  const investors = [{ name: 'Amy', holdings: { France: 3 } }];
  for (const rule of ['blind', 'loyal-units', 'zero-sum'] as const) {
    const message = `"${rule}" cannot be played with "exchange": under Exchange the players are investors, who own no units (Rule 6.8)`;

    it(`Ruling E1: payola new refuses "exchange" with "${rule}", saying why`, () => {
      let thrown: unknown;
      try {
        newGame({ rules: ['exchange', rule], investors });
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(PhaseError);
      expect((thrown as PhaseError).problems).toEqual([`rules[1]: ${message}`]);
      expect((thrown as PhaseError).message).toBe(`cannot start the game: rules[1]: ${message}`);
    });

    it(`Ruling E1: loadGame refuses a file with "${rule}" beside "exchange", at the rule's place`, () => {
      const file = fileOf(exchangeGame());
      file.rules = [rule, 'exchange'];
      expect(problemsOf(file)).toContainEqual({ path: 'rules[0]', message });
      expect(loadGame({ ...file, rules: ['exchange'] }).ok).toBe(true);
    });
  }
});

describe('Ruling E11: the first CEOs', () => {
  it('payola new makes the largest shareholder CEO; a company nobody holds stock in starts without one', () => {
    const game = exchangeGame();
    expect(game.companies.map((c) => [c.name, c.company?.ceo, c.status])).toEqual([
      ['Austria', undefined, 'dummy'],
      ['England', 'Bob', 'active'],
      ['France', 'Alice', 'active'],
      ['Germany', 'Bob', 'active'],
      ['Italy', undefined, 'dummy'],
      ['Russia', undefined, 'dummy'],
      ['Turkey', undefined, 'dummy'],
    ]);
  });

  it('a tie for the largest holding goes to the earlier investor', () => {
    const game = newGame({
      rules: ['exchange'],
      investors: [
        { name: 'Zed', holdings: { Italy: 3 } },
        { name: 'Amy', holdings: { Italy: 3 } },
      ],
    });
    expect(game.power('Italy')!.company?.ceo).toBe('Zed');
  });

  it('payola new refuses dummies and players of powers under Exchange, and investors outside it', () => {
    expect(() => exchangeGame({ dummies: ['Italy'] })).toThrow(PhaseError);
    expect(() => newGame({ investors: [{ name: 'Amy' }] })).toThrow(/add the rule flag "exchange"/);
  });
});

describe('Ruling E12: a company is active with a CEO, a dummy without one', () => {
  it('refuses a company with a CEO that is not active, and one without a CEO that is', () => {
    const file = fileOf(exchangeGame());
    power(file, 'France').status = 'dummy';
    power(file, 'Italy').status = 'active';
    const problems = problemsOf(file);
    expect(problems.find((p) => p.path === 'powers[2].status')?.message).toMatch(
      /has a CEO \(Alice\), so it is active/,
    );
    expect(problems.find((p) => p.path === 'powers[4].status')?.message).toMatch(/has no CEO, so it is not played/);
  });

  it('a file malformed elsewhere gets only its own problem, never a false one about CEOs', () => {
    const file = fileOf(exchangeGame()) as EditableFile & { year: unknown };
    file.year = null;
    const problems = problemsOf(file);
    expect(problems.map((p) => p.path)).toEqual(['year']);
  });

  it('refuses an eliminated company whose shares are still held', () => {
    const file = fileOf(exchangeGame());
    delete power(file, 'France').ceo;
    power(file, 'France').status = 'eliminated';
    power(file, 'France').centers = [];
    const problems = problemsOf(file);
    expect(problems.find((p) => p.path === 'powers[2].status')?.message).toMatch(
      /shares were cancelled \(ruling E15\), but investors hold 9/,
    );
  });
});

describe("Ruling E17: a view is an investor's", () => {
  it('refuses a view of a company, naming its CEO', () => {
    expect(() => playerView(exchangeGame(), 'France')).toThrow(
      /France is a company, whose CEO's view \(Alice's\) holds it/,
    );
  });

  it('a view holds the treasury of the companies the investor heads, and loads', () => {
    const view = playerView(exchangeGame(), 'Bob');
    const england = view.powers.find((p) => p.name === 'England')!;
    const france = view.powers.find((p) => p.name === 'France')!;
    expect(england).toMatchObject({ balance: 48, accept: 'E?', ceo: 'Bob', unissued: 3 });
    expect(france).not.toHaveProperty('balance');
    expect(france).toMatchObject({ ceo: 'Alice', unissued: 1 });
    expect(view.investors!.find((p) => p.name === 'Alice')).toEqual({ name: 'Alice', letter: 'L' });
    const loaded = loadGame(view);
    expect(loaded.ok).toBe(true);
    if (loaded.ok) expect(unissuedShares(loaded.game, loaded.game.power('France')!)).toBe(1);
  });

  it("a view's history holds the sheets of the companies the investor headed; a record that cannot be read is refused", () => {
    const winter = exchangeWinter();
    const sheets = playerView(winter, 'Bob').history!.map((entry) => Object.keys(entry.sheets).sort());
    expect(sheets).toEqual([
      ['England', 'Germany'],
      ['England', 'Germany'],
    ]);
    const file = fileOf(winter);
    const history = file.history as { state: { powers: unknown } }[];
    history[0]!.state.powers = 'x';
    expect(() => playerView(gameFrom(file), 'Bob')).toThrow(
      new PhaseError(
        "the history's record of the Spring 1901 movement phase cannot be read: its state's powers are not a list of powers with their names and CEOs",
      ),
    );
  });

  it("refuses a view holding another investor's treasury or another company's", () => {
    const view = JSON.parse(JSON.stringify(playerView(exchangeGame(), 'Bob'))) as EditableFile;
    investor(view, 'Alice').balance = 50;
    power(view, 'France').balance = 48;
    const problems = problemsOf(view);
    expect(problems.map((p) => p.path)).toEqual(expect.arrayContaining(['investors[0]', 'powers[2]']));
  });
});

const standardPowers = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'];
