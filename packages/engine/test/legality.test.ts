/**
 * Rule 3.1 item 7: an offer names "a valid, legal order that could be issued to that unit".
 * One readable case per rule of order legality, checked through `checkOrderText` (the whole board,
 * as the GameMaster sees it), then the messages a player reads for the common mistakes.
 *
 * Each row: the board, the order as a player might write it, and either the canonical text the
 * engine keys the order by (legal) or the problem code (illegal), with the rule it illustrates.
 */
import { describe, it, expect } from 'vitest';
import { checkOrderText, legalOrders, type Game } from '@payola/engine';
import { gameWith } from './support/board.js';

const units = {
  /** England around the Channel with fleets in both seas, France facing it, Germany inland. */
  channel: {
    England: ['F NTH', 'F ENG', 'F IRI', 'A LON', 'A WAL', 'A YOR'],
    France: ['F BRE', 'A PAR', 'A GAS'],
    Germany: ['F KIE', 'A MUN', 'A BUR'],
  },
  /** Fleets on and around split coasts. */
  coasts: {
    France: ['F MAO', 'F GAS', 'F POR', 'F MAR'],
    Italy: ['F WES', 'F ROM'],
    Russia: ['F STP/SC', 'F SEV'],
    Turkey: ['F CON', 'F BUL/SC'],
  },
  /** One fleet, one army: a convoy to Belgium needs the North Sea fleet. */
  lonely: { England: ['F NTH', 'A LON'] },
  /** Rumania reaches Armenia only through the Black Sea. */
  blackSea: { Austria: ['A RUM'], Turkey: ['F BLA', 'F ANK'] },
} satisfies Record<string, Record<string, string[]>>;

type Board = keyof typeof units;
const games = Object.fromEntries(Object.entries(units).map(([board, list]) => [board, gameWith(list)])) as Record<
  Board,
  Game
>;

/** The canonical text (legal) or the problem code (illegal). */
function verdict(game: Game, order: string): string {
  const result = checkOrderText(game, order);
  return result.legal ? result.text : result.code;
}

/** `because`: for the many reasons that share `payola/illegal-order`, a part of the message that shows which one. */
type Row = readonly [board: Board, order: string, expected: string, rule: string, because?: string];

const ILLEGAL = 'payola/illegal-order';

function table(rows: readonly Row[]): void {
  for (const [board, order, expected, rule, because] of rows) {
    if (expected === ILLEGAL && because === undefined) throw new Error(`say why \`${order}\` is illegal`);
    it(`${rule}: \`${order}\` → ${expected}`, () => {
      expect(verdict(games[board], order)).toBe(expected);
      if (because !== undefined)
        expect(checkOrderText(games[board], order)).toMatchObject({ message: expect.stringContaining(because) });
    });
  }
}

describe('the unit', () => {
  table([
    ['channel', 'A LON H', 'A LON H', 'a hold of a unit on the board'],
    ['channel', 'a london hold', 'A LON H', 'any case, full names and HOLD are read canonically'],
    ['channel', 'A HOL H', 'payola/no-such-unit', 'the unit must exist where the offer says'],
    ['channel', 'F LON H', 'payola/wrong-unit-type', 'the unit type, if written, must be the one on the board'],
    ['channel', 'LON - WAL', 'A LON - WAL', 'the type may be omitted: the board shows it'],
    ['coasts', 'F STP - BOT', 'F STP/SC - BOT', "a fleet's coast is taken from the board"],
    ['coasts', 'F STP/SC - BOT', 'F STP/SC - BOT', 'the right coast may be written'],
    ['coasts', 'F STP/NC - BOT', 'payola/wrong-coast', 'the wrong coast may not'],
    ['channel', 'A LON/NC H', 'payola/coast-not-allowed', 'an army stands on no coast'],
    ['channel', 'A LNX H', 'payola/unknown-place', 'an unknown place'],
  ]);
});

describe('moves', () => {
  table([
    ['channel', 'A LON - WAL', 'A LON - WAL', 'an army moves to a bordering land province'],
    ['channel', 'A LON - NTH', ILLEGAL, 'an army never moves to sea', 'cannot move to sea'],
    ['channel', 'A PAR - MUN', ILLEGAL, 'an army moves only to a bordering province', 'cannot reach Munich'],
    ['channel', 'F BRE - PIC', 'F BRE - PIC', 'a fleet moves along its coast'],
    ['channel', 'F BRE - PAR', ILLEGAL, 'a fleet never moves inland', 'cannot move inland'],
    ['channel', 'F KIE - MUN', ILLEGAL, 'a fleet never moves inland (Munich)', 'cannot move inland'],
    [
      'coasts',
      'F ROM - VEN',
      ILLEGAL,
      'a fleet does not cross land (Rome and Venice share no coast)',
      'cannot reach Venice',
    ],
    ['coasts', 'F STP - LVN', 'F STP/SC - LVN', 'a fleet on a split coast moves along that coast'],
    ['coasts', 'F STP - BAR', ILLEGAL, 'and only along that coast', 'moves only along that coast'],
    ['coasts', 'F MAO - SPA', 'payola/missing-coast', 'a destination with two reachable coasts needs the coast'],
    ['coasts', 'F MAO - SPA/NC', 'F MAO - SPA/NC', 'either coast may then be named'],
    ['coasts', 'F MAO - spain(sc)', 'F MAO - SPA/SC', 'coasts written in any of the accepted ways'],
    ['coasts', 'F CON - BUL', 'payola/missing-coast', 'Bulgaria from Constantinople needs the coast too'],
    ['coasts', 'F GAS - SPA', 'F GAS - SPA/NC', 'with one reachable coast, the coast is filled in'],
    ['coasts', 'F WES - SPA', 'F WES - SPA/SC', 'the other coast, the other way round'],
    [
      'coasts',
      'F GAS - SPA/SC',
      ILLEGAL,
      'a fleet cannot move to a coast it does not border',
      'cannot reach the south coast of Spain',
    ],
    ['coasts', 'F MAO - SPA/EC', 'payola/unknown-coast', 'Spain has no east coast'],
    ['channel', 'F ENG - BRE/NC', 'payola/coast-not-allowed', 'a province without split coasts takes no coast'],
    ['channel', 'A GAS - SPA/NC', 'payola/coast-not-allowed', 'an army moves to a province, never to a coast'],
    ['channel', 'A LON - LON', ILLEGAL, 'no move to the own province', 'its own province'],
    ['channel', 'A MUN - SWI', ILLEGAL, 'Switzerland is impassable', 'impassable'],
    ['channel', 'A BUR - SWI', ILLEGAL, 'Switzerland is impassable from every side', 'impassable'],
  ]);
});

describe('convoyed moves spell out their route', () => {
  table([
    ['channel', 'A LON - ENG - BRE', 'A LON - ENG - BRE', 'every step a sea with a fleet, ending on a coast'],
    ['channel', 'A LON - NTH - ENG - BRE', 'A LON - NTH - ENG - BRE', 'a longer route through fleets is legal too'],
    ['channel', 'A LON - NTH - YOR', 'A LON - NTH - YOR', 'a convoy may go to a province the army also borders'],
    ['channel', 'A WAL - IRI - ENG - BRE', 'A WAL - IRI - ENG - BRE', 'a route of two seas'],
    [
      'channel',
      'A LON - ENG - MAO - SPA',
      ILLEGAL,
      'a route through an empty sea (no fleet in the Mid-Atlantic)',
      'no fleet in Mid-Atlantic Ocean',
    ],
    [
      'channel',
      'A LON - NTH - IRI - WAL',
      ILLEGAL,
      'consecutive seas must border each other',
      'North Sea and Irish Sea are not next to each other',
    ],
    ['channel', 'A WAL - NTH - HOL', ILLEGAL, 'the first sea must border the army', 'North Sea is not next to Wales'],
    [
      'channel',
      'A LON - NTH - BRE',
      ILLEGAL,
      'the last sea must border the destination',
      'North Sea is not next to Brest',
    ],
    ['channel', 'A LON - ENG - BRE - GAS', ILLEGAL, 'the route passes through seas only', 'through seas only'],
    ['channel', 'A LON - ENG - NTH - ENG - BEL', ILLEGAL, 'no sea is used twice', 'uses English Channel twice'],
    ['channel', 'A LON - ENG - IRI', ILLEGAL, 'a convoy lands on a coast, not at sea', 'lands on a coast'],
    [
      'channel',
      'A LON - ENG - BRE/NC',
      'payola/coast-not-allowed',
      'a convoyed army lands in a province, not on a coast',
    ],
    ['channel', 'A LON - NTH - LON', ILLEGAL, 'not even a convoy goes to the own province', 'its own province'],
    ['channel', 'F BRE - ENG - LON', ILLEGAL, 'only armies are convoyed', 'only armies can be convoyed'],
    ['channel', 'A PAR - ENG - LON', ILLEGAL, 'an inland army cannot be convoyed', 'Paris is inland'],
    [
      'channel',
      'A LON - BEL',
      'payola/convoy-route-required',
      'an army move overseas without its route, where a route exists',
    ],
    ['channel', 'A LON - SPA', ILLEGAL, 'an army move overseas where no route exists', 'cannot reach Spain'],
  ]);
});

describe('supports', () => {
  table([
    ['channel', 'F NTH S A LON', 'F NTH S A LON', 'a support to hold of a unit the supporter can reach'],
    ['channel', 'F NTH S LON', 'F NTH S A LON', "the supported unit's type is always written in the canonical text"],
    ['channel', 'F NTH S A LON H', 'F NTH S A LON', 'a support to hold may say H'],
    ['coasts', 'F MAO S F POR', 'F MAO S F POR', 'a support to hold of a fleet'],
    ['coasts', 'F WES S F MAO - SPA', 'F WES S F MAO - SPA', 'supporting into a split-coast province: no coast'],
    ['coasts', 'F CON S F BUL', 'F CON S F BUL', "a supported fleet's coast is never written in the canonical text"],
    ['channel', 'F NTH S A HOL', 'payola/no-such-unit', 'the supported unit must exist'],
    ['channel', 'F NTH S F LON', 'payola/wrong-unit-type', 'and be of the written type'],
    ['channel', 'F NTH S A LON/NC', 'payola/coast-not-allowed', 'an army is written without a coast'],
    ['coasts', 'F CON S F BUL/EC', 'payola/wrong-coast', 'a fleet, if with a coast, with its own'],
    ['channel', 'F NTH S F NTH', ILLEGAL, 'a unit cannot support itself', 'cannot support itself'],
    [
      'channel',
      'A LON S F NTH',
      ILLEGAL,
      'the supporter must reach the province it supports (an army cannot reach the sea)',
      'cannot reach North Sea',
    ],
    [
      'channel',
      'F NTH S A LON - WAL',
      ILLEGAL,
      'a support to a province the supporter cannot reach',
      'cannot reach Wales',
    ],
    ['channel', 'F ENG S A LON - WAL', 'F ENG S A LON - WAL', 'the Channel borders Wales'],
    ['channel', 'F NTH S A LON - YOR', 'F NTH S A LON - YOR', 'a support of an ordinary move'],
    ['coasts', 'F MAO S F GAS - SPA', 'F MAO S F GAS - SPA', 'the supporter may reach the target by any coast'],
    ['coasts', 'F MAR S F GAS - SPA', 'F MAR S F GAS - SPA', 'even a coast other than the one the move takes'],
    ['coasts', 'F MAO S F GAS - SPA/NC', 'payola/coast-not-allowed', "a coast in a support's destination is rejected"],
    [
      'channel',
      'A BUR S F KIE - MUN',
      ILLEGAL,
      'the supported move must itself be possible',
      'the fleet in Kiel cannot move to Munich',
    ],
    [
      'channel',
      'A BUR S A MUN - PAR',
      ILLEGAL,
      'the supported move must border (Munich does not border Paris)',
      'the army in Munich cannot move to Paris',
    ],
    ['channel', 'A YOR S A LON - NTH', ILLEGAL, 'nor may the supported army go to sea', 'cannot reach North Sea'],
    [
      'coasts',
      'F SEV S F BUL - BLA',
      ILLEGAL,
      'a fleet on a split coast is supported only to where that coast reaches',
      'south coast of Bulgaria cannot move to Black Sea',
    ],
    ['coasts', 'F CON S F BUL - AEG', 'F CON S F BUL - AEG', 'the south coast of Bulgaria reaches the Aegean'],
    ['channel', 'F IRI S A LON - WAL', 'F IRI S A LON - WAL', 'a support of an overland move'],
    [
      'channel',
      'F NTH S A LON - BEL',
      'F NTH S A LON - BEL',
      'a support of a move possible by convoy (through the Channel fleet)',
    ],
    [
      'lonely',
      'F NTH S A LON - BEL',
      ILLEGAL,
      'a support of a move that can only be convoyed through the supporter itself',
      'the supporting fleet itself',
    ],
    [
      'blackSea',
      'F BLA S A RUM - ARM',
      ILLEGAL,
      'the same in the Black Sea (DATC 6.D.31)',
      'the supporting fleet itself',
    ],
    ['blackSea', 'F ANK S A RUM - ARM', 'F ANK S A RUM - ARM', 'another unit may support that convoyed move'],
    [
      'channel',
      'F NTH S A LON - NTH',
      ILLEGAL,
      'a unit cannot support a move into its own province',
      'support a move into its own province',
    ],
    ['channel', 'F NTH S A LON - LON', ILLEGAL, 'a move to the own province cannot be supported', 'its own province'],
  ]);
});

describe('convoys', () => {
  table([
    ['channel', 'F ENG C A LON - BRE', 'F ENG C A LON - BRE', 'a fleet at sea on a route convoys an army'],
    ['channel', 'F ENG C LON - BRE', 'F ENG C A LON - BRE', 'the type of the convoyed army may be omitted'],
    ['channel', 'F NTH C A LON - BRE', 'F NTH C A LON - BRE', 'any route will do (North Sea, Channel, Brest)'],
    ['channel', 'F ENG C A LON - PIC', 'F ENG C A LON - PIC', 'a convoy needs no other fleet'],
    ['channel', 'F BRE C A LON - PIC', ILLEGAL, 'a fleet on a coast cannot convoy', 'only a fleet at sea can convoy'],
    ['channel', 'A WAL C A LON - BRE', ILLEGAL, 'an army cannot convoy', 'only fleets convoy'],
    ['channel', 'F ENG C F BRE - LON', ILLEGAL, 'only armies are convoyed', 'only armies can be convoyed'],
    ['channel', 'F ENG C A BRE - LON', 'payola/wrong-unit-type', 'the convoyed unit as written must be on the board'],
    ['channel', 'F ENG C A PIC - LON', 'payola/no-such-unit', 'a convoy of a unit that is not there'],
    ['channel', 'F ENG C A PAR - LON', ILLEGAL, 'an inland army cannot be convoyed', 'Paris is inland'],
    ['channel', 'F ENG C A LON - PAR', ILLEGAL, 'a convoy lands on a coast', 'lands on a coast'],
    ['channel', 'F ENG C A LON - BRE/NC', 'payola/coast-not-allowed', 'a convoy names no coast'],
    [
      'channel',
      'F IRI C A LON - HOL',
      ILLEGAL,
      'the convoying fleet must lie on some route (the Irish Sea does not)',
      'passes through Irish Sea',
    ],
    [
      'channel',
      'F IRI C A YOR - BRE',
      ILLEGAL,
      'nor from Yorkshire, whose only sea is the North Sea',
      'passes through Irish Sea',
    ],
    ['channel', 'F IRI C A WAL - BRE', 'F IRI C A WAL - BRE', 'it does from Wales (Irish Sea, Channel, Brest)'],
    ['channel', 'F ENG C A LON - LON', ILLEGAL, 'no convoy to the own province', 'its own province'],
  ]);
});

describe('Tin Cup games are checked against the whole board', () => {
  const blind = gameWith(units.channel, { rules: ['blind'] });
  const open = games.channel;

  it('a convoy route through an empty sea is illegal, as in an open game', () => {
    expect(verdict(blind, 'A LON - ENG - MAO - SPA')).toBe(ILLEGAL);
    expect(verdict(blind, 'A LON - ENG - BRE')).toBe('A LON - ENG - BRE');
  });

  it('a support of a unit that is not there is illegal, as in an open game', () => {
    expect(verdict(blind, 'F NTH S A HOL')).toBe('payola/no-such-unit');
    expect(verdict(blind, 'LON - WAL')).toBe('A LON - WAL');
  });

  it('legalOrders lists the same orders as in the open game', () => {
    for (const unit of ['LON', 'NTH', 'ENG', 'IRI', 'BRE', 'KIE'])
      expect(legalOrders(blind, unit)).toEqual(legalOrders(open, unit));
  });
});

describe('messages a player reads', () => {
  function message(board: Board, order: string): string {
    const result = checkOrderText(games[board], order);
    if (result.legal) throw new Error(`${order} is legal (${result.text})`);
    return result.message;
  }

  it('an army to sea names the sea', () => {
    expect(message('channel', 'A LON - NTH')).toBe('an army cannot move to sea (North Sea is a sea)');
  });

  it('a fleet inland names the province', () => {
    expect(message('channel', 'F KIE - MUN')).toBe('a fleet cannot move inland (Munich is landlocked)');
  });

  it('a missing coast lists both coasts to choose from', () => {
    expect(message('coasts', 'F MAO - SPA')).toBe('say which coast of Spain: SPA/NC or SPA/SC');
    expect(message('coasts', 'F CON - BUL')).toBe('say which coast of Bulgaria: BUL/EC or BUL/SC');
  });

  it('a coast the fleet cannot reach: the coast in words, and the one it can reach', () => {
    expect(message('coasts', 'F GAS - SPA/SC')).toBe(
      'the fleet in Gascony cannot reach the south coast of Spain; it can reach SPA/NC',
    );
  });

  it('a fleet on a split coast: which coast it is on, in words', () => {
    expect(message('coasts', 'F STP - BAR')).toBe(
      'the fleet on the south coast of St Petersburg cannot reach Barents Sea (a fleet on the south coast moves only along that coast)',
    );
    expect(message('coasts', 'F STP/NC - BAR')).toBe('the fleet in St Petersburg is on the south coast (STP/SC)');
  });

  it('a typo in a place: "did you mean" the close names', () => {
    expect(message('channel', 'F KIE - BUG')).toBe('unknown place `BUG`; did you mean `BUD`, `BUL` or `BUR`?');
    // Places the unit can reach come first.
    expect(message('channel', 'F KIE - DEM')).toBe('unknown place `DEM`; did you mean `DEN`?');
    expect(message('channel', 'F KIE - BAK')).toMatch(/^unknown place `BAK`; did you mean `BAL`/);
    expect(message('channel', 'A LON - NTH - BLE')).toContain('did you mean `BEL`, `BLA` or `BRE`?');
    expect(message('channel', 'F KIE - XYZQW')).toBe('unknown place `XYZQW`');
  });

  it('a convoyed move without its route suggests one', () => {
    expect(message('channel', 'A LON - BEL')).toBe(
      'London is not next to Belgium; a convoyed move spells out its route, e.g. `- ENG - BEL`',
    );
  });

  it('a convoy route through an empty sea names the sea', () => {
    expect(message('channel', 'A LON - ENG - MAO - SPA')).toBe(
      'there is no fleet in Mid-Atlantic Ocean to convoy the army',
    );
  });

  it('a convoy from a coast says why', () => {
    expect(message('channel', 'F BRE C A LON - PIC')).toBe('only a fleet at sea can convoy; Brest is a coast');
  });

  it('a convoy by a fleet on no route names both ends and the fleet', () => {
    expect(message('channel', 'F IRI C A LON - HOL')).toBe(
      'no convoy route from London to Holland passes through Irish Sea',
    );
  });

  it('a support to a province the supporter cannot reach', () => {
    expect(message('channel', 'F NTH S A LON - WAL')).toBe(
      'the fleet in North Sea cannot reach Wales, so it cannot support a move there',
    );
  });

  it('a support with a coast says what to write', () => {
    expect(message('coasts', 'F MAO S F GAS - SPA/NC')).toBe(
      'a support names the province it supports into, not a coast; write SPA',
    );
  });

  it('a support of a move only the supporter could convoy', () => {
    expect(message('lonely', 'F NTH S A LON - BEL')).toBe(
      'the army in London can reach Belgium only by a convoy through North Sea, the supporting fleet itself',
    );
    expect(message('channel', 'A BUR S A MUN - PAR')).toBe('the army in Munich cannot move to Paris');
  });

  it('a support into the supporter’s own province', () => {
    expect(message('channel', 'F NTH S A LON - NTH')).toBe(
      'the fleet in North Sea cannot support a move into its own province',
    );
  });
});
