// DATC 6.A: basic checks.
import { expect } from 'vitest';
import { resolveMovement } from '@payola/engine';
import { adjudicateOn, gameWith } from '../support/board.js';
import { datcCase, expectMovement, type DatcCase } from './datc.js';

export const section6A: readonly DatcCase[] = [
  datcCase('6.A.1', 'moving to an area that is not a neighbour fails', () =>
    expectMovement({ England: ['F NTH - PIC'] }, { illegal: ['F NTH'], board: ['F NTH'] }),
  ),
  datcCase('6.A.2', 'an army cannot move to sea', () =>
    expectMovement({ England: ['A LVP - IRI'] }, { illegal: ['A LVP'], board: ['A LVP'] }),
  ),
  datcCase('6.A.3', 'a fleet cannot move to land', () =>
    expectMovement({ Germany: ['F KIE - MUN'] }, { illegal: ['F KIE'], board: ['F KIE'] }),
  ),
  datcCase('6.A.4', 'moving to its own province is illegal (and nothing crashes)', () =>
    expectMovement({ Germany: ['F KIE - KIE'] }, { illegal: ['F KIE'], board: ['F KIE'] }),
  ),
  datcCase('6.A.5', 'moving to its own province with a convoy is illegal: the support of it is illegal too', () =>
    // The DATC writes the convoyed move without a route; ours spells it out through the North Sea.
    expectMovement(
      {
        England: ['F NTH C A YOR - YOR', 'A YOR - NTH - YOR', 'A LVP S A YOR - YOR'],
        Germany: ['F LON - YOR', 'A WAL S F LON - YOR'],
      },
      {
        illegal: ['F NTH', 'A YOR', 'A LVP'],
        succeeds: ['F LON', 'A WAL'],
        dislodged: { 'A YOR': 'LON' },
        board: ['F YOR'],
      },
    ),
  ),
  datcCase(
    '6.A.6',
    "ordering a unit of another country: in Payola a bribe decides its order (Rule 5.1), so the German order moves England's fleet",
    () => {
      // Payola's answer to the DATC's question: any power may offer to any unit, and the highest
      // bribe decides its order: Germany's 2 AgP beats England's 1.
      const result = adjudicateOn({ England: ['F LON'] }, { England: '1 : F LON H', Germany: '2 : F LON - NTH' });
      expect(result.orders['F LON']?.order).toBe('F LON - NTH');
      const game = gameWith({ England: ['F LON'] });
      const moved = resolveMovement(game, { 'F LON': result.orders['F LON']!.order });
      expect(moved.units).toEqual([{ power: 'England', unit: 'F NTH' }]);
    },
  ),
  datcCase('6.A.7', 'only armies can be convoyed', () =>
    expectMovement(
      { England: ['F LON - NTH - BEL', 'F NTH C A LON - BEL'] },
      { illegal: ['F LON', 'F NTH'], board: ['F LON', 'F NTH'] },
    ),
  ),
  datcCase('6.A.8', 'a unit cannot support itself to hold', () =>
    expectMovement(
      { Italy: ['A VEN - TRI', 'A TYR S A VEN - TRI'], Austria: ['F TRI S F TRI'] },
      { succeeds: ['A VEN', 'A TYR'], illegal: ['F TRI'], dislodged: { 'F TRI': 'VEN' } },
    ),
  ),
  datcCase('6.A.9', 'fleets must follow the coast when not at sea', () =>
    expectMovement({ Italy: ['F ROM - VEN'] }, { illegal: ['F ROM'], board: ['F ROM'] }),
  ),
  datcCase('6.A.10', 'a support to a place the supporter cannot reach is not possible', () =>
    expectMovement(
      { Austria: ['A VEN H'], Italy: ['F ROM S A APU - VEN', 'A APU - VEN'] },
      { succeeds: ['A VEN'], fails: ['A APU'], illegal: ['F ROM'], reasons: { 'A APU': 'failed to dislodge A VEN' } },
    ),
  ),
  datcCase('6.A.11', 'simple bounce', () =>
    expectMovement(
      { Austria: ['A VIE - TYR'], Italy: ['A VEN - TYR'] },
      { fails: ['A VIE', 'A VEN'], standoffs: ['TYR'], reasons: { 'A VIE': 'bounced with A VEN' } },
    ),
  ),
  datcCase('6.A.12', 'bounce of three units', () =>
    expectMovement(
      { Austria: ['A VIE - TYR'], Germany: ['A MUN - TYR'], Italy: ['A VEN - TYR'] },
      { fails: ['A VIE', 'A MUN', 'A VEN'], standoffs: ['TYR'] },
    ),
  ),
];
