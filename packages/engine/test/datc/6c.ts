// DATC 6.C: circular movement.
import { datcCase, expectMovement, type DatcCase } from './datc.js';

export const section6C: readonly DatcCase[] = [
  datcCase('6.C.1', 'three units can move in a circle', () =>
    expectMovement(
      { Turkey: ['F ANK - CON', 'A CON - SMY', 'A SMY - ANK'] },
      { succeeds: ['F ANK', 'A CON', 'A SMY'], board: ['F CON', 'A SMY', 'A ANK'] },
    ),
  ),
  datcCase('6.C.2', 'three units can move in a circle when one is supported', () =>
    expectMovement(
      { Turkey: ['F ANK - CON', 'A CON - SMY', 'A SMY - ANK', 'A BUL S F ANK - CON'] },
      { succeeds: ['F ANK', 'A CON', 'A SMY', 'A BUL'], board: ['F CON', 'A SMY', 'A ANK', 'A BUL'] },
    ),
  ),
  datcCase('6.C.3', 'a disrupted circular movement: every unit keeps its place', () =>
    expectMovement(
      { Turkey: ['F ANK - CON', 'A CON - SMY', 'A SMY - ANK', 'A BUL - CON'] },
      { fails: ['F ANK', 'A CON', 'A SMY', 'A BUL'], board: ['F ANK', 'A CON', 'A SMY', 'A BUL'] },
    ),
  ),
  datcCase('6.C.4', 'a circular movement with an attacked convoy succeeds', () =>
    expectMovement(
      {
        Austria: ['A TRI - SER', 'A SER - BUL'],
        Turkey: ['A BUL - AEG - ION - ADR - TRI', 'F AEG C A BUL - TRI', 'F ION C A BUL - TRI', 'F ADR C A BUL - TRI'],
        Italy: ['F NAP - ION'],
      },
      {
        succeeds: ['A TRI', 'A SER', 'A BUL', 'F AEG', 'F ION', 'F ADR'],
        fails: ['F NAP'],
        board: ['A SER', 'A BUL', 'A TRI'],
      },
    ),
  ),
  datcCase('6.C.5', 'a circular movement is disrupted when a convoying fleet is dislodged', () =>
    expectMovement(
      {
        Austria: ['A TRI - SER', 'A SER - BUL'],
        Turkey: ['A BUL - AEG - ION - ADR - TRI', 'F AEG C A BUL - TRI', 'F ION C A BUL - TRI', 'F ADR C A BUL - TRI'],
        Italy: ['F NAP - ION', 'F TUN S F NAP - ION'],
      },
      {
        fails: ['A TRI', 'A SER', 'A BUL', 'F ION'],
        succeeds: ['F NAP', 'F TUN'],
        dislodged: { 'F ION': 'NAP' },
        reasons: { 'A BUL': 'convoy disrupted' },
      },
    ),
  ),
  datcCase('6.C.6', 'two armies swap places by two convoys', () =>
    expectMovement(
      { England: ['F NTH C A LON - BEL', 'A LON - NTH - BEL'], France: ['F ENG C A BEL - LON', 'A BEL - ENG - LON'] },
      { succeeds: ['A LON', 'A BEL', 'F NTH', 'F ENG'], board: ['A BEL', 'A LON'] },
    ),
  ),
  datcCase('6.C.7', 'a disrupted unit swap: no unit moves', () =>
    expectMovement(
      {
        England: ['F NTH C A LON - BEL', 'A LON - NTH - BEL'],
        France: ['F ENG C A BEL - LON', 'A BEL - ENG - LON', 'A BUR - BEL'],
      },
      { fails: ['A LON', 'A BEL', 'A BUR'], board: ['A LON', 'A BEL', 'A BUR'] },
    ),
  ),
  datcCase('6.C.8', 'no self-dislodgement in a disrupted circular movement', () =>
    expectMovement(
      {
        Turkey: ['F CON - BLA', 'A BUL - CON', 'A SMY S A BUL - CON'],
        Russia: ['F BLA - BUL/EC'],
        Austria: ['A SER - BUL'],
      },
      { fails: ['F CON', 'A BUL', 'F BLA', 'A SER'], reasons: { 'A BUL': 'a unit of its own power' } },
    ),
  ),
  datcCase('6.C.9', 'no help in dislodging an own unit in a disrupted circular movement', () =>
    expectMovement(
      {
        Turkey: ['F CON - BLA', 'A SMY S A BUL - CON'],
        Russia: ['F BLA - BUL/EC'],
        Austria: ['A SER - BUL', 'A BUL - CON'],
      },
      { fails: ['F CON', 'F BLA', 'A SER', 'A BUL'] },
    ),
  ),
];
