// DATC 6.E: head-to-head battles and beleaguered garrisons.
import { datcCase, expectMovement, type DatcCase } from './datc.js';

const beleaguered = {
  England: ['F YOR S F NWY - NTH'],
  Germany: ['F HOL S F HEL - NTH', 'F HEL - NTH'],
  Russia: ['F SKA S F NWY - NTH', 'F NWY - NTH'],
};

export const section6E: readonly DatcCase[] = [
  datcCase('6.E.1', "a dislodged unit has no effect on the attacker's area", () =>
    expectMovement(
      { Germany: ['A BER - PRU', 'F KIE - BER', 'A SIL S A BER - PRU'], Russia: ['A PRU - BER'] },
      { succeeds: ['A BER', 'F KIE'], fails: ['A PRU'], dislodged: { 'A PRU': 'BER' }, board: ['F BER', 'A PRU'] },
    ),
  ),
  datcCase('6.E.2', 'no self-dislodgement in a head-to-head battle', () =>
    expectMovement({ Germany: ['A BER - KIE', 'F KIE - BER', 'A MUN S A BER - KIE'] }, { fails: ['A BER', 'F KIE'] }),
  ),
  datcCase('6.E.3', 'no help in dislodging an own unit', () =>
    expectMovement(
      { Germany: ['A BER - KIE', 'A MUN S F KIE - BER'], England: ['F KIE - BER'] },
      { fails: ['A BER', 'F KIE'] },
    ),
  ),
  datcCase('6.E.4', 'a loser of a head-to-head battle that is not dislodged still has effect', () =>
    expectMovement(
      {
        Germany: ['F HOL - NTH', 'F HEL S F HOL - NTH', 'F SKA S F HOL - NTH'],
        France: ['F NTH - HOL', 'F BEL S F NTH - HOL'],
        England: ['F EDI S F NWG - NTH', 'F YOR S F NWG - NTH', 'F NWG - NTH'],
        Austria: ['A KIE S A RUH - HOL', 'A RUH - HOL'],
      },
      { fails: ['F HOL', 'F NTH', 'F NWG', 'A RUH'] },
    ),
  ),
  datcCase('6.E.5', 'a loser dislodged by another unit still has effect', () =>
    expectMovement(
      {
        Germany: ['F HOL - NTH', 'F HEL S F HOL - NTH', 'F SKA S F HOL - NTH'],
        France: ['F NTH - HOL', 'F BEL S F NTH - HOL'],
        England: ['F EDI S F NWG - NTH', 'F YOR S F NWG - NTH', 'F NWG - NTH', 'F LON S F NWG - NTH'],
        Austria: ['A KIE S A RUH - HOL', 'A RUH - HOL'],
      },
      { succeeds: ['F NWG'], fails: ['F HOL', 'F NTH', 'A RUH'], dislodged: { 'F NTH': 'NWG' } },
    ),
  ),
  datcCase('6.E.6', 'a loser not dislodged because of its own support still has effect', () =>
    expectMovement(
      {
        Germany: ['F HOL - NTH', 'F HEL S F HOL - NTH'],
        France: ['F NTH - HOL', 'F BEL S F NTH - HOL', 'F ENG S F HOL - NTH'],
        Austria: ['A KIE S A RUH - HOL', 'A RUH - HOL'],
      },
      { fails: ['F HOL', 'F NTH', 'A RUH'] },
    ),
  ),
  datcCase('6.E.7', 'no self-dislodgement with a beleaguered garrison', () =>
    expectMovement(
      { ...beleaguered, England: ['F NTH H', ...beleaguered.England] },
      { succeeds: ['F NTH'], fails: ['F HEL', 'F NWY'] },
    ),
  ),
  datcCase('6.E.8', 'no self-dislodgement with a beleaguered garrison and a head-to-head battle', () =>
    expectMovement(
      { ...beleaguered, England: ['F NTH - NWY', ...beleaguered.England] },
      { fails: ['F NTH', 'F HEL', 'F NWY'] },
    ),
  ),
  datcCase('6.E.9', 'almost self-dislodgement with a beleaguered garrison', () =>
    expectMovement(
      { ...beleaguered, England: ['F NTH - NWG', ...beleaguered.England] },
      { succeeds: ['F NTH', 'F NWY'], fails: ['F HEL'], board: ['F NWG', 'F NTH'] },
    ),
  ),
  datcCase('6.E.10', 'almost circular movement with no self-dislodgement with a beleaguered garrison', () =>
    expectMovement(
      {
        ...beleaguered,
        England: ['F NTH - DEN', ...beleaguered.England],
        Germany: [...beleaguered.Germany, 'F DEN - HEL'],
      },
      { fails: ['F NTH', 'F HEL', 'F DEN', 'F NWY'] },
    ),
  ),
  datcCase(
    '6.E.11',
    'no self-dislodgement with a beleaguered garrison, a unit swap with adjacent convoying and two coasts',
    () =>
      expectMovement(
        {
          France: ['A SPA - MAO - POR', 'F MAO C A SPA - POR', 'F LYO S F POR - SPA'],
          Germany: ['A MAR S A GAS - SPA', 'A GAS - SPA'],
          Italy: ['F POR - SPA/NC', 'F WES S F POR - SPA'],
        },
        { succeeds: ['A SPA', 'F POR'], fails: ['A GAS'], board: ['A POR', 'F SPA/NC'] },
      ),
  ),
  datcCase('6.E.12', 'a support on an attack on an own unit can be used for other means', () =>
    expectMovement(
      {
        Austria: ['A BUD - RUM', 'A SER S A VIE - BUD'],
        Italy: ['A VIE - BUD'],
        Russia: ['A GAL - BUD', 'A RUM S A GAL - BUD'],
      },
      { fails: ['A BUD', 'A VIE', 'A GAL'] },
    ),
  ),
  datcCase('6.E.13', 'a three-way beleaguered garrison', () =>
    expectMovement(
      {
        England: ['F EDI S F YOR - NTH', 'F YOR - NTH'],
        France: ['F BEL - NTH', 'F ENG S F BEL - NTH'],
        Germany: ['F NTH H'],
        Russia: ['F NWG - NTH', 'F NWY S F NWG - NTH'],
      },
      { fails: ['F YOR', 'F BEL', 'F NWG'], succeeds: ['F NTH'] },
    ),
  ),
  datcCase('6.E.14', 'an illegal head-to-head move can still defend', () =>
    expectMovement(
      { England: ['A LVP - EDI'], Russia: ['F EDI - LVP'] },
      { fails: ['A LVP'], illegal: ['F EDI'], board: ['A LVP', 'F EDI'] },
    ),
  ),
  datcCase('6.E.15', 'the friendly head-to-head battle', () =>
    expectMovement(
      {
        England: ['F HOL S A RUH - KIE', 'A RUH - KIE'],
        France: ['A KIE - BER', 'A MUN S A KIE - BER', 'A SIL S A KIE - BER'],
        Germany: ['A BER - KIE', 'F DEN S A BER - KIE', 'F HEL S A BER - KIE'],
        Russia: ['F BAL S A PRU - BER', 'A PRU - BER'],
      },
      { fails: ['A RUH', 'A KIE', 'A BER', 'A PRU'] },
    ),
  ),
];
