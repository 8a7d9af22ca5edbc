// DATC 6.F: convoys. Our convoyed moves spell out a route; any route of fleets ordered to convoy
// the army there, none dislodged, carries it (so a dislodged fleet on the written route does not
// stop it when another route holds, 6.F.11, 6.F.13).
import { datcCase, expectMovement, type DatcCase } from './datc.js';

const szykman = 'Szykman rule for convoy paradoxes (DATC 4.A.2, preferred)';
const allRoutes = 'a convoy fails only when every route is disrupted (DATC 4.A.1, later rulebooks, preferred)';

const channelParadox = {
  England: ['F LON S F WAL - ENG', 'F WAL - ENG'],
  France: ['A BRE - ENG - LON', 'F ENG C A BRE - LON'],
};

export const section6F: readonly DatcCase[] = [
  datcCase('6.F.1', 'no convoy in coastal areas', () =>
    expectMovement(
      {
        Turkey: ['A GRE - AEG - CON - BLA - SEV', 'F AEG C A GRE - SEV', 'F CON C A GRE - SEV', 'F BLA C A GRE - SEV'],
      },
      { illegal: ['A GRE', 'F AEG', 'F CON', 'F BLA'], board: ['A GRE'] },
    ),
  ),
  datcCase('6.F.2', 'an army being convoyed can bounce as normal', () =>
    expectMovement(
      { England: ['F ENG C A LON - BRE', 'A LON - ENG - BRE'], France: ['A PAR - BRE'] },
      { fails: ['A LON', 'A PAR'], standoffs: ['BRE'] },
    ),
  ),
  datcCase('6.F.3', 'an army being convoyed can receive support', () =>
    expectMovement(
      { England: ['F ENG C A LON - BRE', 'A LON - ENG - BRE', 'F MAO S A LON - BRE'], France: ['A PAR - BRE'] },
      { succeeds: ['A LON', 'F MAO'], fails: ['A PAR'], board: ['A BRE', 'A PAR'] },
    ),
  ),
  datcCase('6.F.4', 'an attacked convoy is not disrupted', () =>
    expectMovement(
      { England: ['F NTH C A LON - HOL', 'A LON - NTH - HOL'], Germany: ['F SKA - NTH'] },
      { succeeds: ['A LON', 'F NTH'], fails: ['F SKA'], board: ['A HOL'] },
    ),
  ),
  datcCase('6.F.5', 'a beleaguered convoy is not disrupted', () =>
    expectMovement(
      {
        England: ['F NTH C A LON - HOL', 'A LON - NTH - HOL'],
        France: ['F ENG - NTH', 'F BEL S F ENG - NTH'],
        Germany: ['F SKA - NTH', 'F DEN S F SKA - NTH'],
      },
      { succeeds: ['A LON'], fails: ['F ENG', 'F SKA'], board: ['A HOL'] },
    ),
  ),
  datcCase('6.F.6', 'a dislodged convoy does not cut a support', () =>
    expectMovement(
      {
        England: ['F NTH C A LON - HOL', 'A LON - NTH - HOL'],
        Germany: ['A HOL S A BEL', 'A BEL S A HOL', 'F HEL S F SKA - NTH', 'F SKA - NTH'],
        France: ['A PIC - BEL', 'A BUR S A PIC - BEL'],
      },
      {
        succeeds: ['A HOL', 'F SKA'],
        fails: ['A LON', 'A PIC', 'F NTH'],
        dislodged: { 'F NTH': 'SKA' },
        reasons: { 'A LON': 'convoy disrupted' },
      },
    ),
  ),
  datcCase('6.F.7', 'a dislodged convoy does not make a contested area', () =>
    expectMovement(
      { England: ['F NTH C A LON - HOL', 'A LON - NTH - HOL'], Germany: ['F HEL S F SKA - NTH', 'F SKA - NTH'] },
      {
        succeeds: ['F SKA'],
        fails: ['A LON'],
        dislodged: { 'F NTH': 'SKA' },
        standoffs: [],
        retreats: { 'F NTH': ['BEL', 'DEN', 'EDI', 'ENG', 'HOL', 'NWG', 'NWY', 'YOR'] },
      },
    ),
  ),
  datcCase('6.F.8', 'a dislodged convoy does not cause a bounce', () =>
    expectMovement(
      {
        England: ['F NTH C A LON - HOL', 'A LON - NTH - HOL'],
        Germany: ['F HEL S F SKA - NTH', 'F SKA - NTH', 'A BEL - HOL'],
      },
      { succeeds: ['F SKA', 'A BEL'], fails: ['A LON'], dislodged: { 'F NTH': 'SKA' }, board: ['A HOL'] },
    ),
  ),
  datcCase(
    '6.F.9',
    'dislodging one route of a multi-route convoy',
    () =>
      expectMovement(
        {
          England: ['F ENG C A LON - BEL', 'F NTH C A LON - BEL', 'A LON - NTH - BEL'],
          France: ['F BRE S F MAO - ENG', 'F MAO - ENG'],
        },
        { succeeds: ['A LON', 'F MAO'], dislodged: { 'F ENG': 'MAO' }, board: ['A BEL'] },
      ),
    allRoutes,
  ),
  datcCase(
    '6.F.10',
    'dislodging one route of a multi-route convoy with a foreign fleet',
    () =>
      expectMovement(
        {
          England: ['F NTH C A LON - BEL', 'A LON - NTH - BEL'],
          Germany: ['F ENG C A LON - BEL'],
          France: ['F BRE S F MAO - ENG', 'F MAO - ENG'],
        },
        { succeeds: ['A LON', 'F MAO'], dislodged: { 'F ENG': 'MAO' }, board: ['A BEL'] },
      ),
    allRoutes,
  ),
  datcCase(
    '6.F.11',
    'dislodging one route of a multi-route convoy with only foreign fleets',
    () =>
      // The written route is the one through the dislodged fleet; the other route still carries the army.
      expectMovement(
        {
          England: ['A LON - ENG - BEL'],
          Germany: ['F ENG C A LON - BEL'],
          Russia: ['F NTH C A LON - BEL'],
          France: ['F BRE S F MAO - ENG', 'F MAO - ENG'],
        },
        { succeeds: ['A LON', 'F MAO'], dislodged: { 'F ENG': 'MAO' }, board: ['A BEL'] },
      ),
    allRoutes,
  ),
  datcCase('6.F.12', 'a dislodged convoying fleet that is on no route', () =>
    // Our checker refuses the Irish Sea's convoy outright: no route from London to Belgium passes through it.
    expectMovement(
      {
        England: ['F ENG C A LON - BEL', 'A LON - ENG - BEL', 'F IRI C A LON - BEL'],
        France: ['F NAO S F MAO - IRI', 'F MAO - IRI'],
      },
      { succeeds: ['A LON', 'F MAO'], illegal: ['F IRI'], dislodged: { 'F IRI': 'MAO' } },
    ),
  ),
  datcCase('6.F.13', 'the unwanted alternative route', () =>
    expectMovement(
      {
        England: ['A LON - NTH - BEL', 'F NTH C A LON - BEL'],
        France: ['F ENG C A LON - BEL'],
        Germany: ['F HOL S F DEN - NTH', 'F DEN - NTH'],
      },
      { succeeds: ['A LON', 'F DEN'], dislodged: { 'F NTH': 'DEN' }, board: ['A BEL', 'F NTH'] },
    ),
  ),
  datcCase(
    '6.F.14',
    'simple convoy paradox: the support is not cut',
    () =>
      expectMovement(channelParadox, {
        succeeds: ['F WAL', 'F LON'],
        fails: ['A BRE', 'F ENG'],
        dislodged: { 'F ENG': 'WAL' },
      }),
    szykman,
  ),
  datcCase(
    '6.F.15',
    'simple convoy paradox with an additional convoy: paradox rules apply only to the paradox',
    () =>
      expectMovement(
        {
          ...channelParadox,
          Italy: ['F IRI C A NAF - WAL', 'F MAO C A NAF - WAL', 'A NAF - MAO - IRI - WAL'],
        },
        { succeeds: ['F WAL', 'A NAF'], fails: ['A BRE'], dislodged: { 'F ENG': 'WAL' }, board: ['A WAL'] },
      ),
    szykman,
  ),
  datcCase(
    '6.F.16',
    "Pandin's paradox",
    () =>
      expectMovement(
        { ...channelParadox, Germany: ['F NTH S F BEL - ENG', 'F BEL - ENG'] },
        { fails: ['F WAL', 'A BRE', 'F BEL'], succeeds: ['F LON'] },
      ),
    szykman,
  ),
  datcCase(
    '6.F.17',
    "Pandin's extended paradox: the convoy fails and nothing is dislodged",
    () =>
      expectMovement(
        {
          ...channelParadox,
          France: [...channelParadox.France, 'F YOR S A BRE - LON'],
          Germany: ['F NTH S F BEL - ENG', 'F BEL - ENG'],
        },
        { fails: ['F WAL', 'A BRE', 'F BEL', 'F ENG'], reasons: { 'A BRE': 'Szykman rule' } },
      ),
    szykman,
  ),
  datcCase(
    '6.F.18',
    'the betrayal paradox',
    () =>
      expectMovement(
        {
          England: ['F NTH C A LON - BEL', 'A LON - NTH - BEL', 'F ENG S A LON - BEL'],
          France: ['F BEL S F NTH'],
          Germany: ['F HEL S F SKA - NTH', 'F SKA - NTH'],
        },
        { fails: ['A LON', 'F SKA', 'F NTH'], succeeds: ['F BEL'] },
      ),
    szykman,
  ),
  datcCase(
    '6.F.19',
    'a multi-route convoy disruption paradox: the support is cut',
    () =>
      expectMovement(
        {
          France: ['A TUN - TYS - NAP', 'F TYS C A TUN - NAP', 'F ION C A TUN - NAP'],
          Italy: ['F NAP S F ROM - TYS', 'F ROM - TYS'],
        },
        { fails: ['A TUN', 'F ROM', 'F NAP'], succeeds: ['F TYS', 'F ION'] },
      ),
    szykman,
  ),
  datcCase(
    '6.F.20',
    'an unwanted multi-route convoy paradox: the fleet in the Ionian Sea is dislodged',
    () =>
      expectMovement(
        {
          France: ['A TUN - TYS - NAP', 'F TYS C A TUN - NAP'],
          Italy: ['F NAP S F ION', 'F ION C A TUN - NAP'],
          Turkey: ['F AEG S F EAS - ION', 'F EAS - ION'],
        },
        { succeeds: ['F EAS'], fails: ['F NAP', 'A TUN'], dislodged: { 'F ION': 'EAS' } },
      ),
    szykman,
  ),
  datcCase(
    '6.F.21',
    "Dad's army convoy: the support of Clyde is cut",
    () =>
      expectMovement(
        {
          Russia: ['A EDI S A NWY - CLY', 'F NWG C A NWY - CLY', 'A NWY - NWG - CLY'],
          France: ['F IRI S F MAO - NAO', 'F MAO - NAO'],
          England: ['A LVP - NAO - CLY', 'F NAO C A LVP - CLY', 'F CLY S F NAO'],
        },
        {
          succeeds: ['F MAO', 'A NWY'],
          fails: ['A LVP', 'F CLY'],
          dislodged: { 'F NAO': 'MAO', 'F CLY': 'NWY' },
        },
      ),
    szykman,
  ),
  datcCase(
    '6.F.22',
    'a second-order paradox with two resolutions',
    () =>
      expectMovement(
        {
          England: ['F EDI - NTH', 'F LON S F EDI - NTH'],
          France: ['A BRE - ENG - LON', 'F ENG C A BRE - LON'],
          Germany: ['F BEL S F PIC - ENG', 'F PIC - ENG'],
          Russia: ['A NWY - NTH - BEL', 'F NTH C A NWY - BEL'],
        },
        {
          succeeds: ['F EDI', 'F PIC', 'F LON', 'F BEL'],
          fails: ['A BRE', 'A NWY', 'F ENG', 'F NTH'],
          dislodged: { 'F ENG': 'PIC', 'F NTH': 'EDI' },
        },
      ),
    szykman,
  ),
  datcCase(
    '6.F.23',
    'a second-order paradox with two exclusive convoys',
    () =>
      expectMovement(
        {
          England: ['F EDI - NTH', 'F YOR S F EDI - NTH'],
          France: ['A BRE - ENG - LON', 'F ENG C A BRE - LON'],
          Germany: ['F BEL S F ENG', 'F LON S F NTH'],
          Italy: ['F MAO - ENG', 'F IRI S F MAO - ENG'],
          Russia: ['A NWY - NTH - BEL', 'F NTH C A NWY - BEL'],
        },
        { fails: ['F EDI', 'A BRE', 'F MAO', 'A NWY'], succeeds: ['F BEL', 'F LON'] },
      ),
    szykman,
  ),
  datcCase(
    '6.F.24',
    'a second-order paradox with no resolution',
    () =>
      expectMovement(
        {
          England: ['F EDI - NTH', 'F LON S F EDI - NTH', 'F IRI - ENG', 'F MAO S F IRI - ENG'],
          France: ['A BRE - ENG - LON', 'F ENG C A BRE - LON', 'F BEL S F ENG'],
          Russia: ['A NWY - NTH - BEL', 'F NTH C A NWY - BEL'],
        },
        {
          succeeds: ['F EDI', 'F BEL'],
          fails: ['F IRI', 'A BRE', 'A NWY', 'F NTH'],
          dislodged: { 'F NTH': 'EDI' },
        },
      ),
    szykman,
  ),
  datcCase('6.F.25', 'cut support last', () =>
    expectMovement(
      {
        Germany: [
          'A RUH - BEL',
          'A HOL S A RUH - BEL',
          'A DEN - SKA - NWY',
          'F SKA C A DEN - NWY',
          'A FIN S A DEN - NWY',
        ],
        England: ['A YOR - NTH - HOL', 'F NTH C A YOR - HOL', 'F HEL S A YOR - HOL', 'A BEL H'],
        Russia: ['F NWG - NTH', 'F NWY S F NWG - NTH', 'F SWE - SKA'],
      },
      {
        succeeds: ['A YOR', 'A DEN', 'A BEL'],
        fails: ['A RUH', 'A HOL', 'F NWG', 'F NWY', 'F SWE'],
        dislodged: { 'A HOL': 'YOR', 'F NWY': 'DEN' },
      },
    ),
  ),
];
