// DATC 6.H: retreating. Each case resolves its movement phase, loads the retreat phase through a
// game file, then resolves the retreats. Orders for units that were not dislodged are ignored.
import { expect } from 'vitest';
import { datcCase, type DatcCase } from './datc.js';
import { expectRetreat } from './phases.js';

const hollandTaken = {
  England: ['F NTH H', 'A HOL H'],
  Germany: ['F KIE S A RUH - HOL', 'A RUH - HOL'],
};

export const section6H: readonly DatcCase[] = [
  datcCase('6.H.1', 'no supports during a retreat: the support is ignored and both fleets are disbanded', () =>
    expectRetreat(
      {
        Austria: ['F TRI H', 'A SER H'],
        Turkey: ['F GRE H'],
        Italy: ['A VEN S A TYR - TRI', 'A TYR - TRI', 'F ION - GRE', 'F AEG S F ION - GRE'],
      },
      { succeeds: ['A TYR', 'F ION'], dislodged: { 'F TRI': 'TYR', 'F GRE': 'ION' } },
      { 'F TRI': 'F TRI - ALB', 'A SER': 'A SER S F TRI - ALB', 'F GRE': 'F GRE - ALB' },
      { outcomes: { 'F TRI': ['F TRI - ALB', false], 'F GRE': ['F GRE - ALB', false] }, ignored: ['A SER'] },
    ),
  ),
  datcCase('6.H.2', 'no supports from a retreating unit', () => {
    const result = expectRetreat(
      {
        England: ['A LVP - EDI', 'F YOR S A LVP - EDI', 'F NWY H'],
        Germany: ['A KIE S A RUH - HOL', 'A RUH - HOL'],
        Russia: ['F EDI H', 'A SWE S A FIN - NWY', 'A FIN - NWY', 'F HOL H'],
      },
      { succeeds: ['A LVP', 'A RUH', 'A FIN'], dislodged: { 'F EDI': 'LVP', 'F NWY': 'FIN', 'F HOL': 'RUH' } },
      { 'F NWY': 'F NWY - NTH', 'F EDI': 'F EDI - NTH', 'F HOL': 'F HOL S F EDI - NTH' },
      {
        outcomes: {
          'F NWY': ['F NWY - NTH', false],
          'F EDI': ['F EDI - NTH', false],
          'F HOL': ['F HOL S F EDI - NTH', false],
        },
      },
    );
    expect(result.outcomes['F HOL']!.reason).toContain('only retreats, disbands, builds and waives');
  }),
  datcCase('6.H.3', 'no convoy during a retreat', () =>
    expectRetreat(
      hollandTaken,
      { succeeds: ['A RUH'], dislodged: { 'A HOL': 'RUH' } },
      { 'A HOL': 'A HOL - YOR', 'F NTH': 'F NTH C A HOL - YOR' },
      { outcomes: { 'A HOL': ['A HOL - YOR', false] }, ignored: ['F NTH'] },
    ),
  ),
  datcCase('6.H.4', 'no other moves during a retreat', () =>
    expectRetreat(
      hollandTaken,
      { succeeds: ['A RUH'], dislodged: { 'A HOL': 'RUH' } },
      { 'A HOL': 'A HOL - BEL', 'F NTH': 'F NTH - NWG' },
      { outcomes: { 'A HOL': ['A HOL - BEL', true] }, ignored: ['F NTH'], board: ['A BEL', 'F NTH'] },
    ),
  ),
  datcCase('6.H.5', 'a unit may not retreat to the province it is attacked from', () =>
    expectRetreat(
      { Russia: ['F CON S F BLA - ANK', 'F BLA - ANK'], Turkey: ['F ANK H'] },
      { succeeds: ['F BLA'], dislodged: { 'F ANK': 'BLA' }, retreats: { 'F ANK': ['ARM'] } },
      { 'F ANK': 'F ANK - BLA' },
      { outcomes: { 'F ANK': ['F ANK - BLA', false] } },
    ),
  ),
  datcCase('6.H.6', 'a unit may not retreat to a contested province', () =>
    expectRetreat(
      { Austria: ['A BUD S A TRI - VIE', 'A TRI - VIE'], Germany: ['A MUN - BOH', 'A SIL - BOH'], Italy: ['A VIE H'] },
      { succeeds: ['A TRI'], fails: ['A MUN', 'A SIL'], dislodged: { 'A VIE': 'TRI' }, standoffs: ['BOH'] },
      { 'A VIE': 'A VIE - BOH' },
      { outcomes: { 'A VIE': ['A VIE - BOH', false] } },
    ),
  ),
  datcCase('6.H.7', 'two retreats to one province disband both units', () =>
    expectRetreat(
      {
        Austria: ['A BUD S A TRI - VIE', 'A TRI - VIE'],
        Germany: ['A MUN S A SIL - BOH', 'A SIL - BOH'],
        Italy: ['A VIE H', 'A BOH H'],
      },
      { succeeds: ['A TRI', 'A SIL'], dislodged: { 'A VIE': 'TRI', 'A BOH': 'SIL' } },
      { 'A BOH': 'A BOH - TYR', 'A VIE': 'A VIE - TYR' },
      { outcomes: { 'A VIE': ['A VIE - TYR', false], 'A BOH': ['A BOH - TYR', false] } },
    ),
  ),
  datcCase('6.H.8', 'three retreats to one province disband all three units', () =>
    expectRetreat(
      {
        England: ['A LVP - EDI', 'F YOR S A LVP - EDI', 'F NWY H'],
        Germany: ['A KIE S A RUH - HOL', 'A RUH - HOL'],
        Russia: ['F EDI H', 'A SWE S A FIN - NWY', 'A FIN - NWY', 'F HOL H'],
      },
      { succeeds: ['A LVP', 'A RUH', 'A FIN'], dislodged: { 'F EDI': 'LVP', 'F NWY': 'FIN', 'F HOL': 'RUH' } },
      { 'F NWY': 'F NWY - NTH', 'F EDI': 'F EDI - NTH', 'F HOL': 'F HOL - NTH' },
      {
        outcomes: {
          'F NWY': ['F NWY - NTH', false],
          'F EDI': ['F EDI - NTH', false],
          'F HOL': ['F HOL - NTH', false],
        },
      },
    ),
  ),
  datcCase('6.H.9', "a dislodged unit does not make its attacker's province contested", () =>
    expectRetreat(
      {
        England: ['F HEL - KIE', 'F DEN S F HEL - KIE'],
        Germany: ['A BER - PRU', 'F KIE H', 'A SIL S A BER - PRU'],
        Russia: ['A PRU - BER'],
      },
      {
        succeeds: ['F HEL', 'A BER'],
        fails: ['A PRU', 'F KIE'],
        dislodged: { 'F KIE': 'HEL', 'A PRU': 'BER' },
        standoffs: [],
      },
      { 'F KIE': 'F KIE - BER' },
      { outcomes: { 'F KIE': ['F KIE - BER', true], 'A PRU': ['DISBAND A PRU', true] }, board: ['F BER'] },
    ),
  ),
  datcCase('6.H.10', "not retreating to the attacker's province does not make it contested", () =>
    expectRetreat(
      {
        England: ['A KIE H'],
        Germany: ['A BER - KIE', 'A MUN S A BER - KIE', 'A PRU H'],
        Russia: ['A WAR - PRU', 'A SIL S A WAR - PRU'],
      },
      { succeeds: ['A BER', 'A WAR'], dislodged: { 'A KIE': 'BER', 'A PRU': 'WAR' } },
      { 'A KIE': 'A KIE - BER', 'A PRU': 'A PRU - BER' },
      { outcomes: { 'A KIE': ['A KIE - BER', false], 'A PRU': ['A PRU - BER', true] }, board: ['A BER'] },
    ),
  ),
  datcCase(
    '6.H.11',
    "a unit dislodged by a convoyed army may retreat to the army's province",
    () =>
      expectRetreat(
        {
          France: [
            'A GAS - MAO - WES - LYO - MAR',
            'A BUR S A GAS - MAR',
            'F MAO C A GAS - MAR',
            'F WES C A GAS - MAR',
            'F LYO C A GAS - MAR',
          ],
          Italy: ['A MAR H'],
        },
        { succeeds: ['A GAS'], dislodged: { 'A MAR': 'GAS' } },
        { 'A MAR': 'A MAR - GAS' },
        { outcomes: { 'A MAR': ['A MAR - GAS', true] }, board: ['A GAS', 'A MAR'] },
      ),
    'the 2023 rules (DATC 4.A.5, preferred)',
  ),
  datcCase(
    '6.H.12',
    'a unit dislodged by a convoyed army while trying the same may retreat to its province',
    () =>
      expectRetreat(
        {
          England: [
            'A LVP - IRI - ENG - NTH - EDI',
            'F IRI C A LVP - EDI',
            'F ENG C A LVP - EDI',
            'F NTH C A LVP - EDI',
          ],
          France: ['F BRE - ENG', 'F MAO S F BRE - ENG'],
          Russia: ['A EDI - NWG - NAO - LVP', 'F NWG C A EDI - LVP', 'F NAO C A EDI - LVP', 'A CLY S A EDI - LVP'],
        },
        {
          succeeds: ['A EDI', 'F BRE'],
          fails: ['A LVP'],
          dislodged: { 'A LVP': 'EDI', 'F ENG': 'BRE' },
          reasons: { 'A LVP': 'convoy disrupted' },
        },
        { 'A LVP': 'A LVP - EDI' },
        { outcomes: { 'A LVP': ['A LVP - EDI', true], 'F ENG': ['DISBAND F ENG', true] }, board: ['A EDI', 'A LVP'] },
      ),
    'the 2023 rules (DATC 4.A.5, preferred)',
  ),
  datcCase('6.H.13', 'no retreat with a convoy of the movement phase', () =>
    expectRetreat(
      { England: ['A PIC H', 'F ENG C A PIC - LON'], France: ['A PAR - PIC', 'A BRE S A PAR - PIC'] },
      { succeeds: ['A PAR'], fails: ['A PIC'], dislodged: { 'A PIC': 'PAR' } },
      { 'A PIC': 'A PIC - LON' },
      { outcomes: { 'A PIC': ['A PIC - LON', false] } },
    ),
  ),
  datcCase('6.H.14', 'no retreat with a support of the movement phase', () =>
    expectRetreat(
      {
        England: ['A PIC H', 'F ENG S A PIC - BEL'],
        France: ['A PAR - PIC', 'A BRE S A PAR - PIC', 'A BUR H'],
        Germany: ['A MUN S A MAR - BUR', 'A MAR - BUR'],
      },
      { succeeds: ['A PAR', 'A MAR'], dislodged: { 'A PIC': 'PAR', 'A BUR': 'MAR' } },
      { 'A PIC': 'A PIC - BEL', 'A BUR': 'A BUR - BEL' },
      { outcomes: { 'A PIC': ['A PIC - BEL', false], 'A BUR': ['A BUR - BEL', false] } },
    ),
  ),
  datcCase('6.H.15', 'no coastal crawl in a retreat', () =>
    expectRetreat(
      { England: ['F POR H'], France: ['F SPA/SC - POR', 'F MAO S F SPA/SC - POR'] },
      { succeeds: ['F SPA/SC'], dislodged: { 'F POR': 'SPA' }, retreats: { 'F POR': [] } },
      { 'F POR': 'F POR - SPA/NC' },
      { outcomes: { 'F POR': ['F POR - SPA/NC', false] } },
    ),
  ),
  datcCase('6.H.16', 'a province contested on one coast is closed on both', () =>
    expectRetreat(
      {
        France: ['F MAO - SPA/NC', 'F GAS - SPA/NC', 'F WES H'],
        Italy: ['F TUN S F TYS - WES', 'F TYS - WES'],
      },
      { succeeds: ['F TYS'], fails: ['F MAO', 'F GAS'], dislodged: { 'F WES': 'TYS' }, standoffs: ['SPA'] },
      { 'F WES': 'F WES - SPA/SC' },
      { outcomes: { 'F WES': ['F WES - SPA/SC', false] } },
    ),
  ),
];
