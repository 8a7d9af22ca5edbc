// DATC 6.I: building. Orders are judged one by one; an invalid one fails on its own.
import { datcCase, type DatcCase } from './datc.js';
import { expectAdjustment } from './phases.js';

const russia = ['STP', 'MOS', 'SEV', 'WAR'];

export const section6I: readonly DatcCase[] = [
  datcCase(
    '6.I.1',
    'too many build orders: the first legal ones count',
    () =>
      expectAdjustment(
        { units: { Germany: ['F DEN', 'A RUH', 'A PRU'] }, centers: { Germany: ['BER', 'KIE', 'MUN', 'DEN'] } },
        { Germany: ['BUILD A WAR', 'BUILD A BER', 'BUILD A MUN'] },
        {
          Germany: [
            ['BUILD A WAR', false],
            ['BUILD A BER', true],
            ['BUILD A MUN', false],
          ],
        },
        ['F DEN', 'A RUH', 'A PRU', 'A BER'],
      ),
    'orders handled one by one (DATC 4.D.4, preferred)',
  ),
  datcCase(
    '6.I.2',
    'fleets cannot be built in land areas',
    () =>
      expectAdjustment(
        { units: {}, centers: { Russia: russia } },
        { Russia: ['BUILD F MOS'] },
        {
          Russia: [['BUILD F MOS', false]],
        },
      ),
    'the build fails, it is not changed into an army (DATC 4.C.4, preferred)',
  ),
  datcCase('6.I.3', 'a supply centre must be empty for building', () =>
    expectAdjustment(
      { units: { Germany: ['A BER'] }, centers: { Germany: ['BER', 'KIE', 'MUN'] } },
      { Germany: ['BUILD A BER'] },
      {
        Germany: [['BUILD A BER', false]],
      },
    ),
  ),
  datcCase('6.I.4', 'both coasts must be empty for building', () =>
    expectAdjustment(
      { units: { Russia: ['F STP/SC'] }, centers: { Russia: russia } },
      { Russia: ['BUILD F STP/NC'] },
      {
        Russia: [['BUILD F STP/NC', false]],
      },
    ),
  ),
  datcCase('6.I.5', 'building in a home supply centre that is not owned fails', () =>
    expectAdjustment(
      { units: {}, centers: { Germany: ['KIE', 'MUN', 'DEN', 'HOL'], Russia: [...russia, 'BER'] } },
      { Germany: ['BUILD A BER'] },
      { Germany: [['BUILD A BER', false]] },
    ),
  ),
  datcCase('6.I.6', 'building in an owned supply centre that is not a home supply centre fails', () =>
    expectAdjustment(
      { units: {}, centers: { Germany: ['BER', 'KIE', 'MUN', 'WAR'] } },
      { Germany: ['BUILD A WAR'] },
      { Germany: [['BUILD A WAR', false]] },
    ),
  ),
  datcCase('6.I.7', 'only one build in a home supply centre', () =>
    expectAdjustment(
      { units: { Russia: ['F SEV', 'F STP/NC'] }, centers: { Russia: russia } },
      { Russia: ['BUILD A MOS', 'BUILD A MOS'] },
      {
        Russia: [
          ['BUILD A MOS', true],
          ['BUILD A MOS', false],
        ],
      },
      ['F SEV', 'F STP/NC', 'A MOS'],
    ),
  ),
];
