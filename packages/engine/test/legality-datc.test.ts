/**
 * Order legality in the situations of the Diplomacy Adjudicator Test Cases (DATC v3.0), sections
 * 6.A (basic checks), 6.B (coastal issues) and the cases of 6.D-6.G that turn on whether an order
 * is valid at all.
 *
 * DATC decides what happens (an order fails or succeeds); Payola asks a different question first:
 * may the order be offered at all? Rule 3.1 item 7 allows only "a valid, legal order that could be
 * issued to that unit". So each test here takes the DATC situation on its own board, and states
 * for every order in it whether it is LEGAL to offer (and its canonical text) or which problem
 * code makes it illegal:
 * - an order DATC treats as illegal or void (an army to sea, a support to where the supporter
 *   cannot go, a convoy by a fleet on a coast, ...) is illegal here;
 * - an order that is legal but fails in adjudication (a bounce, a convoy whose fleet sails away,
 *   a cut support) is legal here.
 * Where DATC lists a preference between rule interpretations, the test says which one we take.
 * The positions and expectations are our own, written in our order syntax (convoyed moves spell
 * out their route; supports never name a coast in the destination).
 */
import { describe, it, expect } from 'vitest';
import { checkOrderText, type Game } from '@payola/engine';
import { gameWith } from './support/board.js';

/** What `checkOrderText` says in one word: the canonical text if legal, the problem code if not. */
function verdict(game: Game, order: string): string {
  const result = checkOrderText(game, order);
  return result.legal ? result.text : result.code;
}

/**
 * Checks every order of a situation at once, so that a failure shows all of them side by side.
 * Each expectation is the canonical text (legal) or a `payola/...` code (illegal).
 */
function expectVerdicts(game: Game, orders: readonly (readonly [order: string, expected: string])[]): void {
  expect(orders.map(([order]) => [order, verdict(game, order)])).toEqual(
    orders.map(([order, expected]) => [order, expected]),
  );
}

const ILLEGAL = 'payola/illegal-order';
const MISSING_COAST = 'payola/missing-coast';
const COAST_NOT_ALLOWED = 'payola/coast-not-allowed';
const WRONG_COAST = 'payola/wrong-coast';
const WRONG_TYPE = 'payola/wrong-unit-type';

describe('DATC 6.A: basic checks', () => {
  it('6.A.1: a fleet cannot move to a province it does not border', () => {
    const game = gameWith({ England: ['F NTH'] });
    expectVerdicts(game, [
      ['F NTH - PIC', ILLEGAL],
      ['F NTH - BEL', 'F NTH - BEL'],
    ]);
  });

  it('6.A.2: an army cannot move to sea', () => {
    const game = gameWith({ England: ['A LVP'] });
    expectVerdicts(game, [
      ['A LVP - IRI', ILLEGAL],
      ['A LVP - WAL', 'A LVP - WAL'],
    ]);
  });

  it('6.A.3: a fleet cannot move inland', () => {
    const game = gameWith({ Germany: ['F KIE'] });
    expectVerdicts(game, [
      ['F KIE - MUN', ILLEGAL],
      ['F KIE - BER', 'F KIE - BER'],
    ]);
  });

  it('6.A.4: a unit cannot move to its own province', () => {
    const game = gameWith({ Germany: ['F KIE'] });
    expectVerdicts(game, [['F KIE - KIE', ILLEGAL]]);
  });

  it('6.A.5: nor by convoy, and such a move cannot be convoyed or supported', () => {
    const game = gameWith({ England: ['F NTH', 'A YOR', 'A LVP'], Germany: ['F LON', 'A WAL'] });
    expectVerdicts(game, [
      ['A YOR - YOR', ILLEGAL],
      ['A YOR - NTH - YOR', ILLEGAL],
      ['F NTH C A YOR - YOR', ILLEGAL],
      ['A LVP S A YOR - YOR', ILLEGAL],
      // The German attack on Yorkshire and its support are ordinary legal orders.
      ['F LON - YOR', 'F LON - YOR'],
      ['A WAL S F LON - YOR', 'A WAL S F LON - YOR'],
    ]);
  });

  it('6.A.6: the order is judged for the unit, whoever owns it (Rule 3.1 item 6: any unit, of any nationality)', () => {
    // DATC: Germany cannot order England's fleet. In Payola anyone may offer for any unit; what
    // counts is only whether the order could be issued to that unit.
    const game = gameWith({ England: ['F LON'], Germany: ['A MUN'] });
    expectVerdicts(game, [
      ['F LON - NTH', 'F LON - NTH'],
      ['A MUN - RUH', 'A MUN - RUH'],
    ]);
  });

  it('6.A.7: only armies can be convoyed', () => {
    const game = gameWith({ England: ['F LON', 'F NTH'] });
    expectVerdicts(game, [
      ['F LON - BEL', ILLEGAL],
      ['F LON - NTH - BEL', ILLEGAL],
      ['F NTH C F LON - BEL', ILLEGAL],
      // Written with the wrong unit type, the convoy names a unit that is not there.
      ['F NTH C A LON - BEL', WRONG_TYPE],
    ]);
  });

  it('6.A.8: a unit cannot support itself to hold', () => {
    const game = gameWith({ Italy: ['A VEN', 'A TYR'], Austria: ['F TRI'] });
    expectVerdicts(game, [
      ['F TRI S F TRI', ILLEGAL],
      ['A VEN - TRI', 'A VEN - TRI'],
      ['A TYR S A VEN - TRI', 'A TYR S A VEN - TRI'],
    ]);
  });

  it('6.A.9: a fleet on a coast must follow the coast (Rome to Venice is over land)', () => {
    const game = gameWith({ Italy: ['F ROM'] });
    expectVerdicts(game, [
      ['F ROM - VEN', ILLEGAL],
      ['F ROM - TUS', 'F ROM - TUS'],
    ]);
  });

  it('6.A.10: a unit cannot support a move to a province it cannot reach itself', () => {
    const game = gameWith({ Austria: ['A VEN'], Italy: ['F ROM', 'A APU'] });
    expectVerdicts(game, [
      ['F ROM S A APU - VEN', ILLEGAL],
      ['A APU - VEN', 'A APU - VEN'],
      ['A VEN H', 'A VEN H'],
    ]);
  });

  it('6.A.11: two moves that will bounce are both legal', () => {
    const game = gameWith({ Austria: ['A VIE'], Italy: ['A VEN'] });
    expectVerdicts(game, [
      ['A VIE - TYR', 'A VIE - TYR'],
      ['A VEN - TYR', 'A VEN - TYR'],
    ]);
  });

  it('6.A.12: three moves that will bounce are all legal', () => {
    const game = gameWith({ Austria: ['A VIE'], Italy: ['A VEN'], Germany: ['A MUN'] });
    expectVerdicts(game, [
      ['A VIE - TYR', 'A VIE - TYR'],
      ['A VEN - TYR', 'A VEN - TYR'],
      ['A MUN - TYR', 'A MUN - TYR'],
    ]);
  });
});

describe('DATC 6.B: coastal issues', () => {
  it('6.B.1: a move to a split-coast province both of whose coasts the fleet can reach needs the coast', () => {
    // DATC prefers that the move fails rather than picking a default coast: we reject it with the fix.
    const game = gameWith({ France: ['F POR'] });
    expectVerdicts(game, [
      ['F POR - SPA', MISSING_COAST],
      ['F POR - SPA/NC', 'F POR - SPA/NC'],
      ['F POR - SPA/SC', 'F POR - SPA/SC'],
    ]);
  });

  it('6.B.2: where only one coast can be reached, the coast may be left out and is filled in', () => {
    const game = gameWith({ France: ['F GAS'] });
    expectVerdicts(game, [['F GAS - SPA', 'F GAS - SPA/NC']]);
  });

  it('6.B.3: a coast the fleet cannot reach is illegal, even where a coast was not needed', () => {
    const game = gameWith({ France: ['F GAS'] });
    expectVerdicts(game, [
      ['F GAS - SPA/SC', ILLEGAL],
      ['F GAS - SPA/NC', 'F GAS - SPA/NC'],
    ]);
  });

  it('6.B.4: a fleet may support a move to a coast it cannot reach itself (the support names the province)', () => {
    // Marseilles reaches only the south coast of Spain, yet supports the move to the north coast.
    const game = gameWith({ France: ['F GAS', 'F MAR'], Italy: ['F WES'] });
    expectVerdicts(game, [
      ['F GAS - SPA/NC', 'F GAS - SPA/NC'],
      ['F MAR S F GAS - SPA', 'F MAR S F GAS - SPA'],
      // Our syntax: a support names the province it supports into, never a coast.
      ['F MAR S F GAS - SPA/NC', COAST_NOT_ALLOWED],
      ['F WES - SPA/SC', 'F WES - SPA/SC'],
    ]);
  });

  it('6.B.5: a fleet cannot support into a province its own coast does not border', () => {
    const game = gameWith({ France: ['F MAR', 'F SPA/NC'], Italy: ['F LYO'] });
    expectVerdicts(game, [
      ['F SPA S F MAR - LYO', ILLEGAL],
      ['F SPA/NC S F MAR - LYO', ILLEGAL],
      ['F MAR - LYO', 'F MAR - LYO'],
      ['F LYO H', 'F LYO H'],
    ]);
  });

  it('6.B.6: a fleet on one coast can support a unit in a sea its coast borders', () => {
    const game = gameWith({ England: ['F IRI', 'F NAO'], France: ['F SPA/NC', 'F MAO'], Italy: ['F LYO'] });
    expectVerdicts(game, [
      ['F IRI S F NAO - MAO', 'F IRI S F NAO - MAO'],
      ['F NAO - MAO', 'F NAO - MAO'],
      ['F SPA S F MAO', 'F SPA/NC S F MAO'],
      ['F MAO H', 'F MAO H'],
      // The Italian attack on the other coast is legal (and cuts the support in adjudication).
      ['F LYO - SPA/SC', 'F LYO - SPA/SC'],
    ]);
  });

  it('6.B.7: a support to a split-coast province names no coast, whichever coast the move takes', () => {
    const game = gameWith({ France: ['F POR', 'F MAO'], Italy: ['F LYO', 'F WES'] });
    expectVerdicts(game, [
      ['F POR S F MAO - SPA', 'F POR S F MAO - SPA'],
      ['F MAO - SPA/NC', 'F MAO - SPA/NC'],
      ['F LYO S F WES - SPA', 'F LYO S F WES - SPA'],
      ['F WES - SPA/SC', 'F WES - SPA/SC'],
    ]);
  });

  it('6.B.8: the same when the supported fleet can reach only one coast', () => {
    const game = gameWith({ France: ['F POR', 'F GAS'], Italy: ['F LYO', 'F WES'] });
    expectVerdicts(game, [
      ['F POR S F GAS - SPA', 'F POR S F GAS - SPA'],
      ['F GAS - SPA/NC', 'F GAS - SPA/NC'],
      ['F LYO S F WES - SPA', 'F LYO S F WES - SPA'],
    ]);
  });

  it('6.B.9: a support that names a coast is rejected, right coast or wrong', () => {
    // DATC: a support naming the wrong coast still counts as support to the province (or fails).
    // We never take a coast in a support's destination, so both are rejected with the fix `SPA`.
    const game = gameWith({ France: ['F POR', 'F MAO'], Italy: ['F LYO', 'F WES'] });
    expectVerdicts(game, [
      ['F POR S F MAO - SPA/NC', COAST_NOT_ALLOWED],
      ['F MAO - SPA/SC', 'F MAO - SPA/SC'],
      ['F LYO S F WES - SPA/SC', COAST_NOT_ALLOWED],
      ['F WES - SPA/SC', 'F WES - SPA/SC'],
    ]);
  });

  it('6.B.10: a unit written on the wrong coast is rejected; written without a coast, the board decides', () => {
    // DATC prefers to ignore the wrong coast. An offer names one exact unit, so we point at the
    // mistake instead (and the coast may always be left out).
    const game = gameWith({ France: ['F SPA/SC'] });
    expectVerdicts(game, [
      ['F SPA/NC - LYO', WRONG_COAST],
      ['F SPA - LYO', 'F SPA/SC - LYO'],
      ['F SPA/SC - LYO', 'F SPA/SC - LYO'],
    ]);
  });

  it('6.B.11: writing the other coast does not move the fleet there', () => {
    const game = gameWith({ France: ['F SPA/NC'] });
    expectVerdicts(game, [
      ['F SPA/SC - LYO', WRONG_COAST],
      ['F SPA - LYO', ILLEGAL],
      ['F SPA/NC - LYO', ILLEGAL],
    ]);
  });

  it('6.B.12: an army move names no coast', () => {
    // DATC prefers to ignore the coast; we reject it with the fix (write `SPA`).
    const game = gameWith({ France: ['A GAS'] });
    expectVerdicts(game, [
      ['A GAS - SPA/NC', COAST_NOT_ALLOWED],
      ['A GAS - SPA', 'A GAS - SPA'],
    ]);
  });

  it('6.B.13: moves between a split coast and its neighbour are legal both ways (they bounce)', () => {
    const game = gameWith({ Turkey: ['F BUL/SC', 'F CON'] });
    expectVerdicts(game, [
      ['F BUL - CON', 'F BUL/SC - CON'],
      ['F BUL/SC - CON', 'F BUL/SC - CON'],
      ['F CON - BUL/EC', 'F CON - BUL/EC'],
    ]);
  });

  it('6.B.15: a support of a foreign fleet into a split-coast province names no coast', () => {
    const game = gameWith({ France: ['F POR'], England: ['F MAO'], Italy: ['F LYO', 'F WES'] });
    expectVerdicts(game, [
      ['F POR S F MAO - SPA', 'F POR S F MAO - SPA'],
      ['F MAO - SPA/NC', 'F MAO - SPA/NC'],
      ['F LYO S F WES - SPA', 'F LYO S F WES - SPA'],
    ]);
  });
});

describe('DATC 6.D and 6.E: supports of impossible moves', () => {
  it('6.D.22: a move a fleet cannot make cannot be supported', () => {
    const game = gameWith({ Germany: ['F KIE', 'A BUR'], Russia: ['A MUN', 'A BER'] });
    expectVerdicts(game, [
      ['F KIE - MUN', ILLEGAL],
      ['A BUR S F KIE - MUN', ILLEGAL],
      ['A MUN - KIE', 'A MUN - KIE'],
      ['A BER S A MUN - KIE', 'A BER S A MUN - KIE'],
    ]);
  });

  it('6.D.23: a fleet cannot be supported to move from a coast that does not border the destination', () => {
    const game = gameWith({ Italy: ['F LYO', 'F WES'], France: ['F SPA/NC', 'F MAR'] });
    expectVerdicts(game, [
      ['F LYO - SPA/SC', 'F LYO - SPA/SC'],
      ['F WES S F LYO - SPA', 'F WES S F LYO - SPA'],
      ['F SPA - LYO', ILLEGAL],
      ['F MAR S F SPA - LYO', ILLEGAL],
    ]);
  });

  it('6.D.24: an army cannot be supported to move to sea', () => {
    const game = gameWith({ France: ['A MAR', 'F SPA/SC'], Italy: ['F LYO'], Turkey: ['F TYS', 'F WES'] });
    expectVerdicts(game, [
      ['A MAR - LYO', ILLEGAL],
      ['F SPA S A MAR - LYO', ILLEGAL],
      ['F LYO H', 'F LYO H'],
      ['F TYS S F WES - LYO', 'F TYS S F WES - LYO'],
      ['F WES - LYO', 'F WES - LYO'],
    ]);
  });

  it('6.D.28: a fleet cannot move to a far-away province, but a support to hold it is legal', () => {
    const game = gameWith({ Austria: ['A BUD'], Russia: ['F RUM'], Turkey: ['F BLA', 'A BUL'] });
    expectVerdicts(game, [
      ['F RUM - HOL', ILLEGAL],
      ['A BUD S F RUM', 'A BUD S F RUM'],
      ['F BLA - RUM', 'F BLA - RUM'],
      ['A BUL S F BLA - RUM', 'A BUL S F BLA - RUM'],
    ]);
  });

  it('6.D.29: a fleet cannot move to a coast it does not border', () => {
    const game = gameWith({ Russia: ['F RUM'] });
    expectVerdicts(game, [
      ['F RUM - BUL/SC', ILLEGAL],
      ['F RUM - BUL', 'F RUM - BUL/EC'],
    ]);
  });

  it('6.D.30: a move without the coast it needs is rejected', () => {
    const game = gameWith({ Italy: ['F AEG'], Russia: ['F CON'], Turkey: ['F BLA', 'A BUL'] });
    expectVerdicts(game, [
      ['F CON - BUL', MISSING_COAST],
      ['F AEG S F CON', 'F AEG S F CON'],
      ['F BLA - CON', 'F BLA - CON'],
      ['A BUL S F BLA - CON', 'A BUL S F BLA - CON'],
    ]);
  });

  it('6.D.31: a fleet cannot support a move that could only be convoyed by that fleet itself', () => {
    const game = gameWith({ Austria: ['A RUM'], Turkey: ['F BLA'] });
    expectVerdicts(game, [
      ['A RUM - BLA - ARM', 'A RUM - BLA - ARM'],
      ['F BLA C A RUM - ARM', 'F BLA C A RUM - ARM'],
      ['F BLA S A RUM - ARM', ILLEGAL],
    ]);
  });

  it('6.D.32: an army cannot move overseas when no fleet is there to convoy it', () => {
    const game = gameWith({ England: ['F EDI', 'A LVP'], France: ['F LON'], Germany: ['A YOR'] });
    expectVerdicts(game, [
      ['A YOR - HOL', ILLEGAL],
      ['A YOR - NTH - HOL', ILLEGAL],
      ['F EDI S A LVP - YOR', 'F EDI S A LVP - YOR'],
      ['A LVP - YOR', 'A LVP - YOR'],
      ['F LON S A YOR', 'F LON S A YOR'],
    ]);
  });

  it('6.D.33: supporting a foreign unit, even unasked, is legal', () => {
    const game = gameWith({ Austria: ['A SER', 'A VIE'], Russia: ['A GAL'], Turkey: ['A BUL'] });
    expectVerdicts(game, [
      ['A SER - BUD', 'A SER - BUD'],
      ['A VIE - BUD', 'A VIE - BUD'],
      ['A GAL S A SER - BUD', 'A GAL S A SER - BUD'],
      ['A BUL - SER', 'A BUL - SER'],
    ]);
  });

  it('6.D.34: a unit cannot support a move into its own province', () => {
    const game = gameWith({ Germany: ['A BER', 'A SIL', 'F BAL'], Italy: ['A PRU'], Russia: ['A WAR', 'A LVN'] });
    expectVerdicts(game, [
      ['A PRU S A LVN - PRU', ILLEGAL],
      ['A WAR S A LVN - PRU', 'A WAR S A LVN - PRU'],
      ['A LVN - PRU', 'A LVN - PRU'],
      ['A SIL S A BER - PRU', 'A SIL S A BER - PRU'],
      ['F BAL S A BER - PRU', 'F BAL S A BER - PRU'],
    ]);
  });

  it('6.E.14: a fleet cannot attack over land, though the army it faces can', () => {
    const game = gameWith({ England: ['A LVP'], Russia: ['F EDI'] });
    expectVerdicts(game, [
      ['A LVP - EDI', 'A LVP - EDI'],
      ['F EDI - LVP', ILLEGAL],
    ]);
  });
});

describe('DATC 6.F and 6.G: which convoys and convoyed moves are valid', () => {
  it('6.F.1: no convoy through coastal provinces', () => {
    // The Aegean and the Black Sea do not border each other, so no route exists at all.
    const game = gameWith({ Turkey: ['A GRE', 'F AEG', 'F CON', 'F BLA'] });
    expectVerdicts(game, [
      ['A GRE - SEV', ILLEGAL],
      ['A GRE - AEG - CON - BLA - SEV', ILLEGAL],
      ['F AEG C A GRE - SEV', ILLEGAL],
      ['F CON C A GRE - SEV', ILLEGAL],
      ['F BLA C A GRE - SEV', ILLEGAL],
    ]);
  });

  it('6.F.2: a convoyed army and an army moving overland into the same province are both legal', () => {
    const game = gameWith({ England: ['F ENG', 'A LON'], France: ['A PAR'] });
    expectVerdicts(game, [
      ['F ENG C A LON - BRE', 'F ENG C A LON - BRE'],
      ['A LON - ENG - BRE', 'A LON - ENG - BRE'],
      ['A PAR - BRE', 'A PAR - BRE'],
    ]);
  });

  it('6.F.3: a convoyed move can be supported by a fleet that is not on its route', () => {
    const game = gameWith({ England: ['F ENG', 'A LON', 'F MAO'], France: ['A PAR'] });
    expectVerdicts(game, [
      ['F MAO S A LON - BRE', 'F MAO S A LON - BRE'],
      ['A LON - ENG - BRE', 'A LON - ENG - BRE'],
    ]);
  });

  it('6.F.4: a convoy and an attack on the convoying fleet are both legal', () => {
    const game = gameWith({ England: ['F NTH', 'A LON'], Germany: ['F SKA'] });
    expectVerdicts(game, [
      ['F NTH C A LON - HOL', 'F NTH C A LON - HOL'],
      ['A LON - NTH - HOL', 'A LON - NTH - HOL'],
      ['F SKA - NTH', 'F SKA - NTH'],
    ]);
  });

  it('6.F.12: a fleet that lies on no route from the army to its destination cannot convoy it', () => {
    // The Irish Sea borders the Channel, but a route through it would have to use the Channel twice.
    const game = gameWith({ England: ['F ENG', 'A LON', 'F IRI'], France: ['F NAO', 'F MAO'] });
    expectVerdicts(game, [
      ['F ENG C A LON - BEL', 'F ENG C A LON - BEL'],
      ['A LON - ENG - BEL', 'A LON - ENG - BEL'],
      ['F IRI C A LON - BEL', ILLEGAL],
      ['A LON - ENG - IRI - BEL', ILLEGAL],
      ['F NAO S F MAO - IRI', 'F NAO S F MAO - IRI'],
    ]);
  });

  it('6.F.21: a convoy to a province the army also borders, and a support of a convoyed move', () => {
    const game = gameWith({
      Russia: ['A EDI', 'F NWG', 'A NWY'],
      France: ['F IRI', 'F MAO'],
      England: ['A LVP', 'F NAO', 'F CLY'],
    });
    expectVerdicts(game, [
      ['A NWY - NWG - CLY', 'A NWY - NWG - CLY'],
      ['F NWG C A NWY - CLY', 'F NWG C A NWY - CLY'],
      ['A EDI S A NWY - CLY', 'A EDI S A NWY - CLY'],
      ['A LVP - NAO - CLY', 'A LVP - NAO - CLY'],
      ['A LVP - CLY', 'A LVP - CLY'],
      ['F NAO C A LVP - CLY', 'F NAO C A LVP - CLY'],
      ['F CLY S F NAO', 'F CLY S F NAO'],
      ['F IRI S F MAO - NAO', 'F IRI S F MAO - NAO'],
    ]);
  });

  it('6.G.1: an army may be convoyed to a province it borders (and may also walk there)', () => {
    const game = gameWith({ England: ['A NWY', 'F SKA'], Russia: ['A SWE'] });
    expectVerdicts(game, [
      ['A NWY - SKA - SWE', 'A NWY - SKA - SWE'],
      ['A NWY - SWE', 'A NWY - SWE'],
      ['F SKA C A NWY - SWE', 'F SKA C A NWY - SWE'],
      ['A SWE - NWY', 'A SWE - NWY'],
    ]);
  });

  it('6.G.7: a fleet from which no route leads to the destination cannot convoy', () => {
    // The Gulf of Bothnia borders Sweden but no sea next to Norway.
    const game = gameWith({ England: ['F SKA', 'F NWY'], Russia: ['A SWE', 'F BOT'] });
    expectVerdicts(game, [
      ['F SKA C A SWE - NWY', 'F SKA C A SWE - NWY'],
      ['A SWE - SKA - NWY', 'A SWE - SKA - NWY'],
      ['F BOT C A SWE - NWY', ILLEGAL],
      ['A SWE - BOT - NWY', ILLEGAL],
      ['F NWY - SWE', 'F NWY - SWE'],
    ]);
  });

  it('6.G.8: a convoy route is judged on the board as it stands, even if the fleet will sail away', () => {
    const game = gameWith({ France: ['A BEL'], England: ['F NTH', 'A HOL'] });
    expectVerdicts(game, [
      ['A BEL - NTH - HOL', 'A BEL - NTH - HOL'],
      ['A BEL - HOL', 'A BEL - HOL'],
      ['F NTH - HEL', 'F NTH - HEL'],
      ['A HOL - KIE', 'A HOL - KIE'],
    ]);
  });

  it('6.G.13: a convoyed attack and a support against the convoyed army are legal', () => {
    const game = gameWith({ Austria: ['F ADR', 'A TRI'], Italy: ['A VEN', 'F ALB'] });
    expectVerdicts(game, [
      ['F ADR C A TRI - VEN', 'F ADR C A TRI - VEN'],
      ['A TRI - ADR - VEN', 'A TRI - ADR - VEN'],
      ['A VEN S F ALB - TRI', 'A VEN S F ALB - TRI'],
      ['F ALB - TRI', 'F ALB - TRI'],
    ]);
  });

  it('6.G.19: an unnecessary convoy along a longer route is legal for every fleet on it', () => {
    const game = gameWith({ France: ['A MAR', 'F WES'], Italy: ['F LYO', 'A SPA'] });
    expectVerdicts(game, [
      ['A MAR - SPA', 'A MAR - SPA'],
      ['A MAR - LYO - SPA', 'A MAR - LYO - SPA'],
      ['A MAR - LYO - WES - SPA', 'A MAR - LYO - WES - SPA'],
      ['F WES C A MAR - SPA', 'F WES C A MAR - SPA'],
      ['F LYO C A MAR - SPA', 'F LYO C A MAR - SPA'],
      ['A SPA - MAR', 'A SPA - MAR'],
    ]);
  });
});
