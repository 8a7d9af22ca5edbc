import { describe, expect, it } from 'vitest';
import { expectHover, gameWith } from './helpers.js';
import { amountLimits } from '@payola/parser';

describe('hover on an amount term: the reduction schedule (Rule 5.5)', () => {
  it('shows each term of `4*3 + 2*4#2 + 1` as a column, the hovered one in bold, and the whole sheet', () => {
    const value = expectHover('4<|>*3 + 2*4#2 + 1 : A PAR - BUR', [
      '**`4*3`**',
      '`2*4#2`',
      '`1`',
      'this offer',
      'whole sheet',
    ]);
    // After 2 cuts: the four offers of 3 are 1 each, the two 4#2 sit at their plateau 2, the 1 is gone.
    expect(value).toContain('| 2 | 4 | 4 | 0 | 8 | 8 | plateau holds |');
  });

  it('marks where a plateau holds and where the "all at plateau" phase starts', () => {
    const value = expectHover('2*4<|>#2 + 1 : A PAR - BUR\n6 : A MAR - SPA', [
      'all offers at plateau',
      'Its plateau 2 holds after 2 cuts until every offer of the sheet is at its plateau (cut 6)',
    ]);
    expect(value).toContain('| 2 | 4 | 0 | 4 | 8 | plateau holds |');
    expect(value).toContain('| 6 | 4 | 0 | 4 | 4 | all offers at plateau: cuts go on towards zero |');
  });

  it('says how often the sheet is cut if every offer is accepted, and what this offer then pays', () => {
    const game = gameWith({ France: ['A PAR', 'A MAR'] }, { balances: { France: 10 } });
    expectHover(
      '<|>7 : A PAR - BUR\n7 : A MAR - SPA',
      [
        'If all your offers are accepted, they are cut 2 times (balance 10: 10 AgP available): this one pays 5 of 7.',
        '**fits the 10 AgP available**',
      ],
      { game },
    );
  });

  it('counts savings against the balance (Rule 3.4)', () => {
    const game = gameWith({ France: ['A PAR'] }, { balances: { France: 10 } });
    expectHover(
      '<|>7 : A PAR - BUR\n5 $',
      ['balance 10, savings 5: 5 AgP available', 'cut 2 times', 'this one pays 5 of 7'],
      { game },
    );
  });

  it('without a game file, says the balance is unknown', () => {
    expectHover('<|>3 : A PAR - BUR', ['the balance is unknown (no game file)'], { game: null });
  });

  it('tabulates a sheet of many repetitions (a repeated offer is one weighted offer, Rule 3.1 item 1)', () => {
    expectHover(`<|>1000*5 : A PAR H\n${'1000*1 : A MAR H\n'.repeat(120)}`, [
      'reduction schedule (Rule 5.5)',
      'fits the 48 AgP available',
    ]);
  });

  it('declines to tabulate a sheet of more than 5,000 amount terms (a hover stays quick)', () => {
    const terms = Array.from({ length: 200 }, () => '1').join(' + ');
    expectHover(`<|>${`${terms} : A MAR H\n`.repeat(26)}`, ['This sheet has 5,200 amount terms: too many to tabulate']);
  });

  it('declines to tabulate a sheet that promises more than a sheet may (its sums would not be exact)', () => {
    const line = `${amountLimits.maxRepetition}*${amountLimits.maxAmount} : A MAR H\n`;
    expectHover(`<|>${line.repeat(100)}`, ['promises more than any sheet may (payola/sheet-total-too-large)']);
  });

  it('compresses long schedules into a short table', () => {
    const value = expectHover('<|>500 : A PAR - BUR\n3#2 : A MAR - SPA', ['…'], { settings: { maxScheduleRows: 10 } });
    expect(value.split('\n').filter((l) => l.startsWith('| ')).length).toBeLessThan(40);
  });
});

describe('hover on units, places and orders', () => {
  it('shows a unit: owner, type, full place name and how many legal orders it has', () => {
    expectHover('1 : <|>F LON - NTH', [
      "**F LON**: England's fleet in London (coastal, supply centre, home of England)",
      '10 legal orders on this board',
    ]);
  });

  it("calls the player's own unit yours", () => {
    expectHover('1 : A P<|>AR H', ["your (France's) army in Paris", '11 legal orders']);
  });

  it('says when there is no unit', () => {
    expectHover('1 : A B<|>UR H', 'There is no unit in Burgundy.');
  });

  it("under Tin Cup does not reveal other powers' units (Rule 6.3)", () => {
    const game = gameWith({ France: ['A PAR'], Germany: ['A MUN'] }, { rules: ['blind'] });
    const value = expectHover('1 : A M<|>UN H', 'the board is hidden', { game });
    expect(value).not.toContain("Germany's");
  });

  it('shows a place: full name and type, supply centre and home', () => {
    expectHover('1 : A PAR - B<|>UR', ['**BUR**: Burgundy (land)', '✓ `A PAR - BUR` is a legal order on this board.']);
    expectHover('1 : F BRE - M<|>AO', '**MAO**: Mid-Atlantic Ocean (sea)');
  });

  it('shows a place with coasts', () => {
    expectHover('1 : F MAO - S<|>PA/NC', 'coasts NC, SC');
  });

  it("on an order: why it is not legal, in the checker's words", () => {
    expectHover('1 : A PAR <|>- MUN', '✗ `A PAR - MUN`');
  });

  it('on an order: legal, even when another part of the line is wrong', () => {
    expectHover('0 : F LON <|>- NTH', '✓ `F LON - NTH` is a legal order on this board.');
  });

  it('on an offer type: its meaning (Rule 3.1 item 5)', () => {
    expectHover('1 <|>! A PAR H', 'negative offer');
  });

  it('on savings and acceptance lists', () => {
    expectHover('<|>5 $', ['Savings request (Rule 3.4): 5 AgP held back', 'balance 48, so 43 AgP are available']);
    expectHover('ACCEPT F<|>E?', '`E`: England');
    expectHover('ACCEPT FE<|>?', 'every power not listed');
  });

  it('on blank lines and comments: nothing', () => {
    expectHover('% a <|>note', null);
    expectHover('<|>', null);
  });
});
