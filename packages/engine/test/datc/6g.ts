// DATC 6.G: convoying to adjacent provinces. Our language: a written route (`A NWY - SKA - SWE`) is
// the DATC's "via convoy"; a move to an adjacent province without a route goes by land, unless a
// fleet of the army's own power is ordered to convoy it there (intent, DATC 4.A.3, 2023 rules).
import { datcCase, expectMovement, type DatcCase } from './datc.js';

const intent = 'convoy intent shown by a fleet of the same power (DATC 4.A.3, 1982/2000/2023 rulebooks, preferred)';
const noFallback = 'no fallback to the land route when a written convoy fails (DATC 4.A.3, preferred)';
const bounceAfterDislodgement =
  'a unit dislodged without a head-to-head battle still bounces (DATC 4.A.7 b, preferred)';

export const section6G: readonly DatcCase[] = [
  datcCase(
    '6.G.1',
    'two units can swap provinces by convoy',
    () =>
      expectMovement(
        { England: ['A NWY - SWE', 'F SKA C A NWY - SWE'], Russia: ['A SWE - NWY'] },
        { succeeds: ['A NWY', 'A SWE'], board: ['A SWE', 'A NWY'] },
      ),
    intent,
  ),
  datcCase(
    '6.G.2',
    'kidnapping an army is prevented',
    () =>
      expectMovement(
        { England: ['A NWY - SWE'], Russia: ['F SWE - NWY'], Germany: ['F SKA C A NWY - SWE'] },
        { fails: ['A NWY', 'F SWE'], board: ['A NWY', 'F SWE'] },
      ),
    intent,
  ),
  datcCase(
    '6.G.3',
    'an unwanted disrupted convoy to an adjacent province: the army goes by land',
    () =>
      expectMovement(
        {
          France: ['F BRE - ENG', 'A PIC - BEL', 'A BUR S A PIC - BEL', 'F MAO S F BRE - ENG'],
          England: ['F ENG C A PIC - BEL'],
        },
        { succeeds: ['F BRE', 'A PIC'], dislodged: { 'F ENG': 'BRE' }, board: ['A BEL'] },
      ),
    intent,
  ),
  datcCase(
    '6.G.4',
    'an unwanted disrupted convoy to an adjacent province and an opposite move',
    () =>
      expectMovement(
        {
          France: ['F BRE - ENG', 'A PIC - BEL', 'A BUR S A PIC - BEL', 'F MAO S F BRE - ENG'],
          England: ['F ENG C A PIC - BEL', 'A BEL - PIC'],
        },
        {
          succeeds: ['F BRE', 'A PIC'],
          fails: ['A BEL'],
          dislodged: { 'F ENG': 'BRE', 'A BEL': 'PIC' },
          board: ['A BEL'],
        },
      ),
    intent,
  ),
  datcCase(
    '6.G.5',
    'swapping with multiple fleets, one of them of the same power',
    () =>
      expectMovement(
        { Italy: ['A ROM - APU', 'F TYS C A APU - ROM'], Turkey: ['A APU - ROM', 'F ION C A APU - ROM'] },
        { succeeds: ['A ROM', 'A APU'], board: ['A APU', 'A ROM'] },
      ),
    intent,
  ),
  datcCase(
    '6.G.6',
    'swapping with unintended intent',
    () =>
      expectMovement(
        {
          England: ['A LVP - EDI', 'F ENG C A LVP - EDI'],
          Germany: ['A EDI - LVP'],
          France: ['F IRI H', 'F NTH H'],
          Russia: ['F NWG C A LVP - EDI', 'F NAO C A LVP - EDI'],
        },
        { succeeds: ['A LVP', 'A EDI'], board: ['A EDI', 'A LVP'] },
      ),
    intent,
  ),
  datcCase(
    '6.G.7',
    'swapping with illegal intent: an impossible convoy shows no intent',
    () =>
      expectMovement(
        { England: ['F SKA C A SWE - NWY', 'F NWY - SWE'], Russia: ['A SWE - NWY', 'F BOT C A SWE - NWY'] },
        { fails: ['F NWY', 'A SWE'], illegal: ['F BOT'] },
      ),
    'impossible orders are ignored (2023 rules, preferred)',
  ),
  datcCase(
    '6.G.8',
    "an explicit convoy that isn't there",
    () =>
      expectMovement(
        { France: ['A BEL - NTH - HOL'], England: ['F NTH - HEL', 'A HOL - KIE'] },
        {
          fails: ['A BEL'],
          succeeds: ['F NTH', 'A HOL'],
          board: ['A BEL', 'F HEL', 'A KIE'],
          reasons: { 'A BEL': 'no convoy' },
        },
      ),
    noFallback,
  ),
  datcCase(
    '6.G.9',
    'swapped or dislodged: swapped',
    () =>
      expectMovement(
        { England: ['A NWY - SWE', 'F SKA C A NWY - SWE', 'F FIN S A NWY - SWE'], Russia: ['A SWE - NWY'] },
        { succeeds: ['A NWY', 'A SWE'], board: ['A SWE', 'A NWY'] },
      ),
    intent,
  ),
  datcCase(
    '6.G.10',
    'swapped or a head-to-head battle: the convoyed army dislodges, the dislodged army still bounces',
    () =>
      expectMovement(
        {
          England: ['A NWY - SKA - SWE', 'F DEN S A NWY - SWE', 'F FIN S A NWY - SWE'],
          Germany: ['F SKA C A NWY - SWE'],
          Russia: ['A SWE - NWY', 'F BAR S A SWE - NWY'],
          France: ['F NWG - NWY', 'F NTH S F NWG - NWY'],
        },
        { succeeds: ['A NWY'], fails: ['A SWE', 'F NWG'], dislodged: { 'A SWE': 'NWY' }, board: ['F NWG'] },
      ),
    bounceAfterDislodgement,
  ),
  datcCase(
    '6.G.11',
    'a convoy to an adjacent province with a paradox: no fallback, the convoy fails',
    () =>
      // The shared reference data also lists the 1971 result (Sweden moves); the DATC prefers this one.
      expectMovement(
        {
          England: ['F NWY S F NTH - SKA', 'F NTH - SKA'],
          Russia: ['A SWE - NWY', 'F SKA C A SWE - NWY', 'F BAR S A SWE - NWY'],
        },
        { succeeds: ['F NTH', 'F NWY'], fails: ['A SWE'], dislodged: { 'F SKA': 'NTH' } },
      ),
    `${noFallback}; Szykman rule`,
  ),
  datcCase('6.G.12', 'swapping two units with two convoys', () =>
    expectMovement(
      {
        England: ['A LVP - NAO - NWG - EDI', 'F NAO C A LVP - EDI', 'F NWG C A LVP - EDI'],
        Germany: ['A EDI - NTH - ENG - IRI - LVP', 'F NTH C A EDI - LVP', 'F ENG C A EDI - LVP', 'F IRI C A EDI - LVP'],
      },
      { succeeds: ['A LVP', 'A EDI'], board: ['A EDI', 'A LVP'] },
    ),
  ),
  datcCase(
    '6.G.13',
    'a support cut by an attack on itself via convoy: not cut, the attack comes from Trieste',
    () =>
      expectMovement(
        { Austria: ['F ADR C A TRI - VEN', 'A TRI - ADR - VEN'], Italy: ['A VEN S F ALB - TRI', 'F ALB - TRI'] },
        { fails: ['A TRI'], succeeds: ['A VEN', 'F ALB'], dislodged: { 'A TRI': 'ALB' } },
      ),
    'a convoyed attack comes from its own province (DATC 4.A.4, preferred)',
  ),
  datcCase(
    '6.G.14',
    'a bounce by a convoy to an adjacent province',
    () =>
      expectMovement(
        {
          England: ['A NWY - SWE', 'F DEN S A NWY - SWE', 'F FIN S A NWY - SWE'],
          France: ['F NWG - NWY', 'F NTH S F NWG - NWY'],
          Germany: ['F SKA C A SWE - NWY'],
          Russia: ['A SWE - SKA - NWY', 'F BAR S A SWE - NWY'],
        },
        { succeeds: ['A NWY'], fails: ['A SWE', 'F NWG'], dislodged: { 'A SWE': 'NWY' }, board: ['F NWG'] },
      ),
    bounceAfterDislodgement,
  ),
  datcCase(
    '6.G.15',
    'a bounce and a dislodgement with a double convoy',
    () =>
      expectMovement(
        {
          England: ['F NTH C A LON - BEL', 'A HOL S A LON - BEL', 'A YOR - LON', 'A LON - NTH - BEL'],
          France: ['F ENG C A BEL - LON', 'A BEL - ENG - LON'],
        },
        { succeeds: ['A LON'], fails: ['A BEL', 'A YOR'], dislodged: { 'A BEL': 'LON' }, board: ['A YOR'] },
      ),
    bounceAfterDislodgement,
  ),
  datcCase('6.G.16', 'the two-units-in-one-area bug, moving by convoy', () =>
    expectMovement(
      {
        England: ['A NWY - SWE', 'A DEN S A NWY - SWE', 'F BAL S A NWY - SWE', 'F NTH - NWY'],
        Russia: ['A SWE - SKA - NWY', 'F SKA C A SWE - NWY', 'F NWG S A SWE - NWY'],
      },
      { succeeds: ['A NWY', 'A SWE'], fails: ['F NTH'], board: ['A SWE', 'A NWY', 'F NTH'] },
    ),
  ),
  datcCase('6.G.17', 'the two-units-in-one-area bug, moving over land', () =>
    expectMovement(
      {
        England: [
          'A NWY - SKA - SWE',
          'A DEN S A NWY - SWE',
          'F BAL S A NWY - SWE',
          'F SKA C A NWY - SWE',
          'F NTH - NWY',
        ],
        Russia: ['A SWE - NWY', 'F NWG S A SWE - NWY'],
      },
      { succeeds: ['A NWY', 'A SWE'], fails: ['F NTH'], board: ['A SWE', 'A NWY', 'F NTH'] },
    ),
  ),
  datcCase('6.G.18', 'the two-units-in-one-area bug, with a double convoy', () =>
    // Written without routes, as the DATC writes them: London and Belgium are not neighbours.
    expectMovement(
      {
        England: ['F NTH C A LON - BEL', 'A HOL S A LON - BEL', 'A YOR - LON', 'A LON - BEL', 'A RUH S A LON - BEL'],
        France: ['F ENG C A BEL - LON', 'A BEL - LON', 'A WAL S A BEL - LON'],
      },
      { succeeds: ['A LON', 'A BEL'], fails: ['A YOR'], board: ['A BEL', 'A LON', 'A YOR'] },
    ),
  ),
  datcCase(
    '6.G.19',
    'swapping with the intent of an unnecessary convoy: our checker accepts the convoy, so the armies swap',
    () =>
      // The DATC (2023) calls the Western Mediterranean's convoy illegal because no route needs it;
      // our checker accepts a convoy through any fleet a route passes (Marseilles - Gulf of Lyon -
      // Western Mediterranean - Spain), so France shows intent and the armies swap (the DATC's 1971 result).
      expectMovement(
        { France: ['A MAR - SPA', 'F WES C A MAR - SPA'], Italy: ['F LYO C A MAR - SPA', 'A SPA - MAR'] },
        { succeeds: ['A MAR', 'A SPA'], board: ['A SPA', 'A MAR'] },
      ),
    'a convoy through any fleet on a route is legal; the DATC prefers to ignore an unnecessary one',
  ),
  datcCase(
    '6.G.20',
    'an explicit convoy to an adjacent province, disrupted: the move fails',
    () =>
      expectMovement(
        {
          France: ['F BRE - ENG', 'A PIC - ENG - BEL', 'A BUR S A PIC - BEL', 'F MAO S F BRE - ENG'],
          England: ['F ENG C A PIC - BEL'],
        },
        { succeeds: ['F BRE'], fails: ['A PIC'], dislodged: { 'F ENG': 'BRE' }, board: ['A PIC'] },
      ),
    noFallback,
  ),
];
