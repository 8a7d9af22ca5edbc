// DATC 6.B: coastal issues. Our supports name the province they support into, never a coast
// (Rulings 16): a DATC support "to Spain" is what we write, and one "to Spain(nc)" is illegal.
import { datcCase, expectMovement, type DatcCase } from './datc.js';
import { expectAdjustment } from './phases.js';

const onlyPerfectOrders =
  'a wrong or needless coast makes the order illegal (Rulings 16); the DATC prefers to try the move';

export const section6B: readonly DatcCase[] = [
  datcCase('6.B.1', 'moving without the coast where the coast is necessary fails', () =>
    expectMovement({ France: ['F POR - SPA'] }, { illegal: ['F POR'], board: ['F POR'] }),
  ),
  datcCase(
    '6.B.2',
    'moving without the coast where only one coast can be reached goes to that coast',
    () => expectMovement({ France: ['F GAS - SPA'] }, { succeeds: ['F GAS'], board: ['F SPA/NC'] }),
    'the only reachable coast is taken (DATC 4.B.2, preferred)',
  ),
  datcCase('6.B.3', 'moving with the wrong coast where only one coast can be reached fails', () =>
    expectMovement({ France: ['F GAS - SPA/SC'] }, { illegal: ['F GAS'], board: ['F GAS'] }),
  ),
  datcCase('6.B.4', 'a support to a coast the supporter cannot reach is allowed', () =>
    expectMovement(
      { France: ['F GAS - SPA/NC', 'F MAR S F GAS - SPA'], Italy: ['F WES - SPA/SC'] },
      { succeeds: ['F GAS', 'F MAR'], fails: ['F WES'], board: ['F SPA/NC', 'F WES'] },
    ),
  ),
  datcCase('6.B.5', 'a support from a coast that cannot reach the destination is not allowed', () =>
    expectMovement(
      { France: ['F MAR - LYO', 'F SPA/NC S F MAR - LYO'], Italy: ['F LYO H'] },
      { fails: ['F MAR'], illegal: ['F SPA/NC'], succeeds: ['F LYO'] },
    ),
  ),
  datcCase('6.B.6', 'a support can be cut from the other coast', () =>
    expectMovement(
      {
        England: ['F IRI S F NAO - MAO', 'F NAO - MAO'],
        France: ['F SPA/NC S F MAO', 'F MAO H'],
        Italy: ['F LYO - SPA/SC'],
      },
      {
        succeeds: ['F IRI', 'F NAO'],
        fails: ['F SPA/NC', 'F MAO', 'F LYO'],
        dislodged: { 'F MAO': 'NAO' },
        reasons: { 'F SPA/NC': 'support cut by F LYO' },
      },
    ),
  ),
  datcCase(
    '6.B.7',
    'supporting a move of an own unit without naming its coast',
    () =>
      expectMovement(
        {
          France: ['F POR S F MAO - SPA', 'F MAO - SPA/NC'],
          Italy: ['F LYO S F WES - SPA', 'F WES - SPA/SC'],
        },
        { succeeds: ['F POR', 'F LYO'], fails: ['F MAO', 'F WES'], standoffs: ['SPA'] },
      ),
    'a support names the province, so it succeeds and the moves bounce (DATC 4.B.4, preferred)',
  ),
  datcCase(
    '6.B.8',
    'supporting without the coast when only one coast is possible',
    () =>
      expectMovement(
        {
          France: ['F POR S F GAS - SPA', 'F GAS - SPA/NC'],
          Italy: ['F LYO S F WES - SPA', 'F WES - SPA/SC'],
        },
        { succeeds: ['F POR', 'F LYO'], fails: ['F GAS', 'F WES'] },
      ),
    'the support is followed and the moves bounce',
  ),
  datcCase('6.B.9', 'supporting with the wrong coast: the support is not given', () =>
    // Our supports never name a coast, so this one is rejected outright; the DATC's result follows.
    expectMovement(
      {
        France: ['F POR S F MAO - SPA/NC', 'F MAO - SPA/SC'],
        Italy: ['F LYO S F WES - SPA', 'F WES - SPA/SC'],
      },
      { illegal: ['F POR'], fails: ['F MAO'], succeeds: ['F LYO', 'F WES'], board: ['F SPA/SC', 'F MAO'] },
    ),
  ),
  datcCase(
    '6.B.10',
    'a unit ordered with the wrong coast holds',
    () =>
      expectMovement(
        { France: ['F SPA/NC - LYO'] },
        { illegal: ['F SPA/SC'], board: ['F SPA/SC'] },
        { France: ['F SPA/SC'] },
      ),
    onlyPerfectOrders,
  ),
  datcCase('6.B.11', 'a coast cannot be changed by ordering the other coast', () =>
    expectMovement(
      { France: ['F SPA/SC - LYO'] },
      { illegal: ['F SPA/NC'], board: ['F SPA/NC'] },
      { France: ['F SPA/NC'] },
    ),
  ),
  datcCase(
    '6.B.12',
    'an army moving with a coast holds',
    () => expectMovement({ France: ['A GAS - SPA/NC'] }, { illegal: ['A GAS'], board: ['A GAS'] }),
    onlyPerfectOrders,
  ),
  datcCase('6.B.13', 'coastal crawl is not allowed: it is a head-to-head battle', () =>
    expectMovement(
      { Turkey: ['F BUL/SC - CON', 'F CON - BUL/EC'] },
      { fails: ['F BUL/SC', 'F CON'], board: ['F BUL/SC', 'F CON'] },
    ),
  ),
  datcCase('6.B.14', 'building a fleet without the coast where the coast is necessary fails', () =>
    expectAdjustment(
      { units: {}, centers: { Russia: ['STP', 'MOS', 'SEV', 'WAR'] } },
      { Russia: ['BUILD F STP'] },
      { Russia: [['BUILD F STP', false]] },
    ),
  ),
  datcCase(
    '6.B.15',
    'supporting a foreign unit without naming the coast',
    () =>
      expectMovement(
        {
          France: ['F POR S F MAO - SPA'],
          England: ['F MAO - SPA/NC'],
          Italy: ['F LYO S F WES - SPA', 'F WES - SPA/SC'],
        },
        { succeeds: ['F POR', 'F LYO'], fails: ['F MAO', 'F WES'] },
      ),
    'a support names the province, so it succeeds and the moves bounce (DATC 4.B.4, preferred)',
  ),
];
