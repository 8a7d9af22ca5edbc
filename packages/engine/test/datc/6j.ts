// DATC 6.J: civil disorder and disbands. Civil disorder follows the 2023 rulebook, as the DATC
// prefers: the unit farthest from the power's owned supply centres goes, distance counted over
// land and sea for any unit; fleets before armies, then alphabetical order of province names.
import { datcCase, type DatcCase } from './datc.js';
import { expectAdjustment } from './phases.js';

const ownedCentres = 'distance to owned supply centres, over land and sea (the 2023 rules, as the DATC prefers)';

export const section6J: readonly DatcCase[] = [
  datcCase(
    '6.J.1',
    'too many disband orders: handled one by one',
    () =>
      expectAdjustment(
        { units: { France: ['A PIC', 'A PAR'] }, centers: { France: ['PAR'], England: ['BRE'], Italy: ['MAR'] } },
        { France: ['REMOVE F LYO', 'REMOVE A PIC', 'REMOVE A PAR'] },
        {
          France: [
            ['REMOVE F LYO', false],
            ['DISBAND A PIC', true],
            ['REMOVE A PAR', false],
          ],
        },
        ['A PAR'],
      ),
    'orders handled one by one (DATC 4.D.6, preferred)',
  ),
  datcCase('6.J.2', 'removing the same unit twice: civil disorder removes another', () =>
    expectAdjustment(
      {
        units: { England: ['F BRE'], Italy: ['A MAR'], France: ['A PAR', 'F LYO', 'A RUH'] },
        centers: { France: ['PAR'], England: ['BRE'], Italy: ['MAR'] },
      },
      { France: ['REMOVE A PAR', 'REMOVE A PAR'] },
      {
        France: [
          ['DISBAND A PAR', true],
          ['REMOVE A PAR', false],
          ['DISBAND F LYO', true],
        ],
      },
      ['F BRE', 'A MAR', 'A RUH'],
    ),
  ),
  datcCase(
    '6.J.3',
    'civil disorder: of two armies the farther goes',
    () =>
      expectAdjustment(
        {
          units: { Russia: ['A LVN', 'A PRU'] },
          centers: { Russia: ['STP'], Germany: ['WAR', 'MOS'], Turkey: ['SEV'] },
        },
        {},
        { Russia: [['DISBAND A PRU', true]] },
      ),
    ownedCentres,
  ),
  datcCase(
    '6.J.4',
    'civil disorder: of two armies at equal distance the first in alphabetical order goes',
    () =>
      expectAdjustment(
        {
          units: { Russia: ['A LVN', 'A UKR'] },
          centers: { Russia: ['MOS'], England: ['STP'], Germany: ['WAR'], Turkey: ['SEV'] },
        },
        {},
        { Russia: [['DISBAND A LVN', true]] },
      ),
    ownedCentres,
  ),
  datcCase(
    '6.J.5',
    'civil disorder: of two fleets the farther goes',
    () =>
      expectAdjustment(
        {
          units: { Russia: ['F SKA', 'F NAO'] },
          centers: { Russia: ['STP'], England: ['MOS'], Germany: ['WAR'], Turkey: ['SEV'] },
        },
        {},
        { Russia: [['DISBAND F NAO', true]] },
      ),
    ownedCentres,
  ),
  datcCase(
    '6.J.6',
    'civil disorder: of two fleets at equal distance the first in alphabetical order goes',
    () =>
      expectAdjustment(
        {
          units: { Russia: ['F BOT', 'F NTH'] },
          centers: { Russia: ['MUN'], England: ['STP', 'MOS'], Germany: ['WAR'], Turkey: ['SEV'] },
        },
        {},
        { Russia: [['DISBAND F BOT', true]] },
      ),
    ownedCentres,
  ),
  datcCase(
    '6.J.7',
    'civil disorder: at equal distance fleets go before armies',
    () =>
      expectAdjustment(
        {
          units: { Russia: ['A BOH', 'F SKA', 'F NTH'] },
          centers: { Russia: ['STP', 'WAR'], England: ['MOS'], Turkey: ['SEV'] },
        },
        {},
        { Russia: [['DISBAND F NTH', true]] },
      ),
    ownedCentres,
  ),
  datcCase(
    '6.J.8',
    'civil disorder: an army farther than a fleet goes',
    () =>
      expectAdjustment(
        {
          units: { Russia: ['A TYR', 'F BAL'] },
          centers: { Russia: ['WAR'], England: ['STP', 'MOS'], Turkey: ['SEV'] },
        },
        {},
        { Russia: [['DISBAND A TYR', true]] },
      ),
    ownedCentres,
  ),
  datcCase(
    '6.J.9',
    'civil disorder: distances count from both coasts',
    () => {
      // As the DATC writes it (the shared reference data puts the army in Albania and, in the
      // second position, expects the fleet to go, which its own explanation contradicts).
      const position = (fleet: string) => ({
        units: { Russia: ['A GRE', 'A SEV', fleet] },
        centers: { Russia: ['STP', 'SEV'], Germany: ['WAR'], England: ['MOS'] },
      });
      expectAdjustment(position('F BAL'), {}, { Russia: [['DISBAND A GRE', true]] });
      expectAdjustment(position('F SKA'), {}, { Russia: [['DISBAND A GRE', true]] });
    },
    ownedCentres,
  ),
  datcCase(
    '6.J.10',
    'civil disorder: distances count over the sea for armies too',
    () =>
      expectAdjustment(
        { units: { Italy: ['A PIE', 'A ALB'] }, centers: { Italy: ['NAP'], Austria: ['VEN'], France: ['ROM'] } },
        {},
        { Italy: [['DISBAND A PIE', true]] },
      ),
    ownedCentres,
  ),
  datcCase(
    '6.J.11',
    'civil disorder: distance to owned supply centres, not home centres',
    () =>
      expectAdjustment(
        { units: { Italy: ['A WAR', 'A TUS'] }, centers: { Italy: ['WAR'], Austria: ['VEN', 'NAP'], France: ['ROM'] } },
        {},
        { Italy: [['DISBAND A TUS', true]] },
      ),
    ownedCentres,
  ),
];
