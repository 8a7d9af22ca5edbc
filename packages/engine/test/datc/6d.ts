// DATC 6.D: supports and dislodges.
import { datcCase, expectMovement, type DatcCase } from './datc.js';

const illegalIgnored = 'illegal orders are ignored: the unit holds (DATC 4.E.1, preferred)';

export const section6D: readonly DatcCase[] = [
  datcCase('6.D.1', 'a supported hold can prevent a dislodgement', () =>
    expectMovement(
      { Austria: ['F ADR S A TRI - VEN', 'A TRI - VEN'], Italy: ['A VEN H', 'A TYR S A VEN'] },
      { fails: ['A TRI'], succeeds: ['A VEN', 'A TYR', 'F ADR'] },
    ),
  ),
  datcCase('6.D.2', 'a move cuts a support to hold', () =>
    expectMovement(
      { Austria: ['F ADR S A TRI - VEN', 'A TRI - VEN', 'A VIE - TYR'], Italy: ['A VEN H', 'A TYR S A VEN'] },
      {
        succeeds: ['A TRI', 'F ADR'],
        fails: ['A VIE', 'A VEN', 'A TYR'],
        dislodged: { 'A VEN': 'TRI' },
        reasons: { 'A TYR': 'support cut by A VIE' },
      },
    ),
  ),
  datcCase('6.D.3', 'a move cuts a support to move', () =>
    expectMovement(
      { Austria: ['F ADR S A TRI - VEN', 'A TRI - VEN'], Italy: ['A VEN H', 'F ION - ADR'] },
      { fails: ['A TRI', 'F ADR', 'F ION'], succeeds: ['A VEN'] },
    ),
  ),
  datcCase('6.D.4', 'a unit supporting a hold can receive a support to hold', () =>
    expectMovement(
      { Germany: ['A BER S F KIE', 'F KIE S A BER'], Russia: ['F BAL S A PRU - BER', 'A PRU - BER'] },
      { fails: ['A PRU'], succeeds: ['F KIE'] },
    ),
  ),
  datcCase('6.D.5', 'a unit supporting a move can receive a support to hold', () =>
    expectMovement(
      {
        Germany: ['A BER S A MUN - SIL', 'F KIE S A BER', 'A MUN - SIL'],
        Russia: ['F BAL S A PRU - BER', 'A PRU - BER'],
      },
      { fails: ['A PRU', 'A BER'], succeeds: ['A MUN', 'F KIE'], reasons: { 'A BER': 'support cut by A PRU' } },
    ),
  ),
  datcCase('6.D.6', 'a convoying unit can receive a support to hold', () =>
    expectMovement(
      {
        Germany: ['A BER - BAL - SWE', 'F BAL C A BER - SWE', 'F PRU S F BAL'],
        Russia: ['F LVN - BAL', 'F BOT S F LVN - BAL'],
      },
      { succeeds: ['A BER', 'F BAL', 'F PRU'], fails: ['F LVN'], board: ['A SWE'] },
    ),
  ),
  datcCase('6.D.7', 'a moving unit cannot receive a support to hold', () =>
    expectMovement(
      {
        Germany: ['F BAL - SWE', 'F PRU S F BAL'],
        Russia: ['F LVN - BAL', 'F BOT S F LVN - BAL', 'A FIN - SWE'],
      },
      {
        fails: ['F BAL', 'F PRU', 'A FIN'],
        succeeds: ['F LVN'],
        dislodged: { 'F BAL': 'LVN' },
        reasons: { 'F PRU': 'F BAL does not hold: it moves' },
      },
    ),
  ),
  datcCase('6.D.8', 'a failed convoy cannot receive a support to hold', () =>
    expectMovement(
      {
        Austria: ['F ION H', 'A SER S A ALB - GRE', 'A ALB - GRE'],
        Turkey: ['A GRE - ION - NAP', 'A BUL S A GRE'],
      },
      {
        succeeds: ['A ALB', 'A SER'],
        fails: ['A GRE', 'A BUL'],
        dislodged: { 'A GRE': 'ALB' },
        reasons: { 'A GRE': 'no convoy' },
      },
    ),
  ),
  datcCase('6.D.9', 'a holding unit cannot receive a support to move', () =>
    expectMovement(
      { Italy: ['A VEN - TRI', 'A TYR S A VEN - TRI'], Austria: ['A ALB S A TRI - SER', 'A TRI H'] },
      { succeeds: ['A VEN'], fails: ['A ALB', 'A TRI'], dislodged: { 'A TRI': 'VEN' } },
    ),
  ),
  datcCase('6.D.10', 'self-dislodgement is prohibited', () =>
    expectMovement(
      { Germany: ['A BER H', 'F KIE - BER', 'A MUN S F KIE - BER'] },
      { succeeds: ['A BER'], fails: ['F KIE'], reasons: { 'F KIE': 'cannot dislodge A BER, a unit of its own power' } },
    ),
  ),
  datcCase('6.D.11', 'no self-dislodgement of a returning unit', () =>
    expectMovement(
      { Germany: ['A BER - PRU', 'F KIE - BER', 'A MUN S F KIE - BER'], Russia: ['A WAR - PRU'] },
      { fails: ['A BER', 'F KIE', 'A WAR'], board: ['A BER', 'F KIE'] },
    ),
  ),
  datcCase('6.D.12', 'supporting a foreign unit to dislodge an own unit is prohibited', () =>
    expectMovement(
      { Austria: ['F TRI H', 'A VIE S A VEN - TRI'], Italy: ['A VEN - TRI'] },
      { succeeds: ['F TRI'], fails: ['A VEN'] },
    ),
  ),
  datcCase('6.D.13', 'supporting a foreign unit to dislodge a returning own unit is prohibited', () =>
    expectMovement(
      { Austria: ['F TRI - ADR', 'A VIE S A VEN - TRI'], Italy: ['A VEN - TRI', 'F APU - ADR'] },
      { fails: ['F TRI', 'A VEN', 'F APU'] },
    ),
  ),
  datcCase('6.D.14', 'supporting a foreign unit is not enough to prevent a dislodgement', () =>
    expectMovement(
      {
        Austria: ['F TRI H', 'A VIE S A VEN - TRI'],
        Italy: ['A VEN - TRI', 'A TYR S A VEN - TRI', 'F ADR S A VEN - TRI'],
      },
      { succeeds: ['A VEN'], fails: ['F TRI'], dislodged: { 'F TRI': 'VEN' } },
    ),
  ),
  datcCase('6.D.15', 'a defender cannot cut the support for the attack on itself', () =>
    expectMovement(
      { Russia: ['F CON S F BLA - ANK', 'F BLA - ANK'], Turkey: ['F ANK - CON'] },
      { succeeds: ['F CON', 'F BLA'], fails: ['F ANK'], dislodged: { 'F ANK': 'BLA' } },
    ),
  ),
  datcCase('6.D.16', 'convoying a unit that dislodges a unit of the same power is allowed', () =>
    // Not in the shared reference data: written from the DATC itself.
    expectMovement(
      { England: ['A LON H', 'F NTH C A BEL - LON'], France: ['F ENG S A BEL - LON', 'A BEL - NTH - LON'] },
      { succeeds: ['A BEL', 'F NTH', 'F ENG'], fails: ['A LON'], dislodged: { 'A LON': 'BEL' } },
    ),
  ),
  datcCase('6.D.17', 'a dislodgement cuts supports', () =>
    expectMovement(
      {
        Russia: ['F CON S F BLA - ANK', 'F BLA - ANK'],
        Turkey: ['F ANK - CON', 'A SMY S F ANK - CON', 'A ARM - ANK'],
      },
      {
        succeeds: ['F ANK'],
        fails: ['F CON', 'F BLA', 'A ARM'],
        dislodged: { 'F CON': 'ANK' },
        reasons: { 'F BLA': 'bounced with A ARM' },
      },
    ),
  ),
  datcCase('6.D.18', 'a surviving unit sustains its support', () =>
    expectMovement(
      {
        Russia: ['F CON S F BLA - ANK', 'F BLA - ANK', 'A BUL S F CON'],
        Turkey: ['F ANK - CON', 'A SMY S F ANK - CON', 'A ARM - ANK'],
      },
      {
        succeeds: ['F CON', 'F BLA', 'A BUL', 'A SMY'],
        fails: ['F ANK', 'A ARM'],
        dislodged: { 'F ANK': 'BLA' },
      },
    ),
  ),
  datcCase('6.D.19', 'even when surviving is in an alternative way', () =>
    expectMovement(
      { Russia: ['F CON S F BLA - ANK', 'F BLA - ANK', 'A SMY S F ANK - CON'], Turkey: ['F ANK - CON'] },
      { succeeds: ['F CON', 'F BLA'], fails: ['F ANK'], dislodged: { 'F ANK': 'BLA' } },
    ),
  ),
  datcCase('6.D.20', 'a unit cannot cut the support of its own power', () =>
    expectMovement(
      { England: ['F LON S F NTH - ENG', 'F NTH - ENG', 'A YOR - LON'], France: ['F ENG H'] },
      { succeeds: ['F LON', 'F NTH'], fails: ['A YOR', 'F ENG'], dislodged: { 'F ENG': 'NTH' } },
    ),
  ),
  datcCase('6.D.21', 'dislodging does not cancel a support cut', () =>
    expectMovement(
      {
        Austria: ['F TRI H'],
        Italy: ['A VEN - TRI', 'A TYR S A VEN - TRI'],
        Germany: ['A MUN - TYR'],
        Russia: ['A SIL - MUN', 'A BER S A SIL - MUN'],
      },
      {
        succeeds: ['F TRI', 'A SIL'],
        fails: ['A VEN', 'A TYR', 'A MUN'],
        dislodged: { 'A MUN': 'SIL' },
      },
    ),
  ),
  datcCase(
    '6.D.22',
    'an impossible fleet move cannot be supported',
    () =>
      expectMovement(
        { Germany: ['F KIE - MUN', 'A BUR S F KIE - MUN'], Russia: ['A MUN - KIE', 'A BER S A MUN - KIE'] },
        { illegal: ['F KIE', 'A BUR'], succeeds: ['A MUN'], dislodged: { 'F KIE': 'MUN' } },
      ),
    illegalIgnored,
  ),
  datcCase(
    '6.D.23',
    'an impossible coast move cannot be supported',
    () =>
      expectMovement(
        { Italy: ['F LYO - SPA/SC', 'F WES S F LYO - SPA'], France: ['F SPA/NC - LYO', 'F MAR S F SPA - LYO'] },
        { illegal: ['F SPA/NC', 'F MAR'], succeeds: ['F LYO', 'F WES'], dislodged: { 'F SPA/NC': 'LYO' } },
      ),
    illegalIgnored,
  ),
  datcCase(
    '6.D.24',
    'an impossible army move cannot be supported',
    () =>
      expectMovement(
        {
          France: ['A MAR - LYO', 'F SPA/SC S A MAR - LYO'],
          Italy: ['F LYO H'],
          Turkey: ['F TYS S F WES - LYO', 'F WES - LYO'],
        },
        { illegal: ['A MAR', 'F SPA/SC'], succeeds: ['F WES'], fails: ['F LYO'], dislodged: { 'F LYO': 'WES' } },
      ),
    illegalIgnored,
  ),
  datcCase('6.D.25', 'a failing support to hold can be supported', () =>
    expectMovement(
      { Germany: ['A BER S A PRU', 'F KIE S A BER'], Russia: ['F BAL S A PRU - BER', 'A PRU - BER'] },
      { fails: ['A BER', 'A PRU'], succeeds: ['F KIE'] },
    ),
  ),
  datcCase('6.D.26', 'a failing support to move can be supported', () =>
    expectMovement(
      { Germany: ['A BER S A PRU - SIL', 'F KIE S A BER'], Russia: ['F BAL S A PRU - BER', 'A PRU - BER'] },
      { fails: ['A BER', 'A PRU'], succeeds: ['F KIE'] },
    ),
  ),
  datcCase('6.D.27', 'a failing convoy can be supported', () =>
    expectMovement(
      {
        England: ['F SWE - BAL', 'F DEN S F SWE - BAL'],
        Germany: ['A BER H'],
        Russia: ['F BAL C A BER - LVN', 'F PRU S F BAL'],
      },
      { fails: ['F SWE', 'F BAL'], succeeds: ['F PRU'], reasons: { 'F BAL': 'no army moves by this convoy' } },
    ),
  ),
  datcCase(
    '6.D.28',
    'an impossible move and a support: the unit holds and receives the support',
    () =>
      expectMovement(
        { Austria: ['A BUD S F RUM'], Russia: ['F RUM - HOL'], Turkey: ['F BLA - RUM', 'A BUL S F BLA - RUM'] },
        { illegal: ['F RUM'], succeeds: ['A BUD'], fails: ['F BLA'] },
      ),
    illegalIgnored,
  ),
  datcCase(
    '6.D.29',
    'a move to an impossible coast and a support: the unit holds and receives the support',
    () =>
      expectMovement(
        { Austria: ['A BUD S F RUM'], Russia: ['F RUM - BUL/SC'], Turkey: ['F BLA - RUM', 'A BUL S F BLA - RUM'] },
        { illegal: ['F RUM'], succeeds: ['A BUD'], fails: ['F BLA'] },
      ),
    illegalIgnored,
  ),
  datcCase(
    '6.D.30',
    'a move without the coast and a support: the unit holds and receives the support',
    () =>
      expectMovement(
        { Italy: ['F AEG S F CON'], Russia: ['F CON - BUL'], Turkey: ['F BLA - CON', 'A BUL S F BLA - CON'] },
        { illegal: ['F CON'], succeeds: ['F AEG'], fails: ['F BLA'] },
      ),
    illegalIgnored,
  ),
  datcCase('6.D.31', 'a tricky impossible support: a fleet cannot convoy and support at once', () =>
    // The army's move has no route written: it is a convoyed move by any route, and none is ordered.
    expectMovement(
      { Austria: ['A RUM - ARM'], Turkey: ['F BLA S A RUM - ARM'] },
      { illegal: ['F BLA'], fails: ['A RUM'], reasons: { 'A RUM': 'no convoy' } },
    ),
  ),
  datcCase(
    '6.D.32',
    'a missing fleet: the move is impossible here, so the army holds and receives the support',
    () =>
      expectMovement(
        { England: ['F EDI S A LVP - YOR', 'A LVP - YOR'], France: ['F LON S A YOR'], Germany: ['A YOR - HOL'] },
        { illegal: ['A YOR'], fails: ['A LVP'], succeeds: ['F LON', 'F EDI'] },
      ),
    illegalIgnored,
  ),
  datcCase('6.D.33', 'an unwanted support is allowed', () =>
    expectMovement(
      { Austria: ['A SER - BUD', 'A VIE - BUD'], Russia: ['A GAL S A SER - BUD'], Turkey: ['A BUL - SER'] },
      { succeeds: ['A SER', 'A BUL', 'A GAL'], fails: ['A VIE'], board: ['A BUD', 'A SER', 'A VIE'] },
    ),
  ),
  datcCase('6.D.34', 'a support targeting its own province is not allowed', () =>
    expectMovement(
      {
        Germany: ['A BER - PRU', 'A SIL S A BER - PRU', 'F BAL S A BER - PRU'],
        Italy: ['A PRU S A LVN - PRU'],
        Russia: ['A WAR S A LVN - PRU', 'A LVN - PRU'],
      },
      { succeeds: ['A BER'], illegal: ['A PRU'], fails: ['A LVN'], dislodged: { 'A PRU': 'BER' } },
    ),
  ),
];
