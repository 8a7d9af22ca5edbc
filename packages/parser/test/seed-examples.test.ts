// Every offer, savings and acceptance line written in the rules and their annotations parses to
// the structure the rules give it. Sources: 000 = the formal rules, 001 = the annotations,
// 002 = the older wiki rules, 003 = Payola Classic (files in the seeds).
import { describe, expect, it } from 'vitest';
import { parseLine, summarize } from './helpers.js';

type Case = [source: string, text: string, expected: unknown];

const direct = (amount: number, unit: string, ...orders: string[]) => ({
  terms: [[1, amount, 'none']],
  type: 'direct',
  unit,
  orders,
});
const typed = (type: string, amount: number, unit: string, ...orders: string[]) => ({
  terms: [[1, amount, 'none']],
  type,
  unit,
  orders,
});

const cases: Case[] = [
  ['Rule 3.1: simplest offer', '4 : A LON - YOR', direct(4, 'A LON', 'move to YOR')],
  ['Rule 3.1 item 5: move offer', '5 > F Nap - ION', typed('move', 5, 'F NAP', 'move to ION')],
  ['Rule 3.1 item 5: move offer naming a hold', '5 > F Nap H', typed('move', 5, 'F NAP', 'hold')],
  ['Rule 3.1 item 5: hold offer', '5 @ F Nap - ION', typed('hold', 5, 'F NAP', 'move to ION')],
  [
    'Rule 3.1 item 8: alternatives',
    '5 : A Nap - Rom | S F ION - Apu',
    direct(5, 'A NAP', 'move to ROM', 'support F ION to APU'),
  ],
  [
    'Rule 3.1: the complex example',
    '4*5#2 + 5*10#3 + 6#1 > A LON - YOR | S F EDI - YOR | S F NTH - YOR',
    {
      terms: [
        [4, 5, 2],
        [5, 10, 3],
        [1, 6, 1],
      ],
      type: 'move',
      unit: 'A LON',
      orders: ['move to YOR', 'support F EDI to YOR', 'support F NTH to YOR'],
    },
  ],
  [
    'Rule 3.1 item 4: augmentation 4*3 + 2*4#2 + 1',
    '4*3 + 2*4#2 + 1 > A LON - YOR | S F EDI - YOR',
    {
      terms: [
        [4, 3, 'none'],
        [2, 4, 2],
        [1, 1, 'none'],
      ],
      type: 'move',
      unit: 'A LON',
      orders: ['move to YOR', 'support F EDI to YOR'],
    },
  ],
  ['001 plateaus: two equal offers', '5 : A MUN - RUH', direct(5, 'A MUN', 'move to RUH')],
  [
    '001 plateaus: an offer with a plateau',
    '5#2 : A MUN - RUH',
    { terms: [[1, 5, 2]], type: 'direct', unit: 'A MUN', orders: ['move to RUH'] },
  ],
  ['001 legal orders: a move offer to Greece', '10 > A GRE - ALB', typed('move', 10, 'A GRE', 'move to ALB')],
  ['001 legal orders: the joker', '1 : A GRE - PAR', direct(1, 'A GRE', 'move to PAR')],
  [
    '001 duplicates: a duplicated alternative still parses (the checker rejects it)',
    '4 : F TYS - WES | - TUN | - WES',
    direct(4, 'F TYS', 'move to WES', 'move to TUN', 'move to WES'),
  ],
  [
    '001 duplicates: repetition',
    '2 * 4 : F TYS - WES',
    { terms: [[2, 4, 'none']], type: 'direct', unit: 'F TYS', orders: ['move to WES'] },
  ],
  ['001 duplicates: the repeated offer', '4 : F TYS - WES', direct(4, 'F TYS', 'move to WES')],
  ['001 London attack: the channel fleet', '7 : F ENG - LON', direct(7, 'F ENG', 'move to LON')],
  ['001 London attack: the supporting fleet', '7 : F NTH S F ENG - LON', direct(7, 'F NTH', 'support F ENG to LON')],
  ['001 London attack: Yorkshire holds', '5 : F YOR H', direct(5, 'F YOR', 'hold')],
  ['001 London attack: Yorkshire to Edinburgh', '5 : F YOR - EDI', direct(5, 'F YOR', 'move to EDI')],
  ['001 London attack: Yorkshire supports Edinburgh', '5 : F YOR S A EDI', direct(5, 'F YOR', 'support A EDI holding')],
  ['001 London attack: Yorkshire to London', '5 : F YOR - LON', direct(5, 'F YOR', 'move to LON')],
  ['001 London attack: Yorkshire to the North Sea', '5 : F YOR - NTH', direct(5, 'F YOR', 'move to NTH')],
  [
    '001 London attack: Yorkshire supports the North Sea',
    '5 : F YOR S F NTH',
    direct(5, 'F YOR', 'support F NTH holding'),
  ],
  [
    '001 London attack: Yorkshire supports the attack',
    '5 : F YOR S F ENG - LON',
    direct(5, 'F YOR', 'support F ENG to LON'),
  ],
  [
    '001 London attack: the alternate syntax',
    '5 : F YOR H | - EDI | S A EDI | - LON | S F NTH | S F ENG - LON',
    direct(
      5,
      'F YOR',
      'hold',
      'move to EDI',
      'support A EDI holding',
      'move to LON',
      'support F NTH holding',
      'support F ENG to LON',
    ),
  ],
  [
    '001 negative offer: the shorthand',
    '5 ! F YOR S A LON | - NTH',
    typed('negative', 5, 'F YOR', 'support A LON holding', 'move to NTH'),
  ],
  [
    '001 negative offer: split, first part',
    '5 ! F YOR S A LON',
    typed('negative', 5, 'F YOR', 'support A LON holding'),
  ],
  ['001 negative offer: split, second part', '5 ! F YOR - NTH', typed('negative', 5, 'F YOR', 'move to NTH')],
  [
    '001 negative offer: support of a convoyed move',
    '5 : F YOR S A PIC - LON',
    direct(5, 'F YOR', 'support A PIC to LON'),
  ],
  [
    '001 negative offer: support of a fleet move',
    '5 : F YOR S F DEN - NTH | S F NTH - LON',
    direct(5, 'F YOR', 'support F DEN to NTH', 'support F NTH to LON'),
  ],
  ['001 move offer: London to Wales', '4 : A LON - WAL', direct(4, 'A LON', 'move to WAL')],
  ['001 move offer: London to Yorkshire', '4 : A LON - YOR', direct(4, 'A LON', 'move to YOR')],
  ['001 move offer: the shorthand', '4 > A LON - WAL', typed('move', 4, 'A LON', 'move to WAL')],
  ['001 hold offer: a convoyed move', '3 : A LON - ENG - BRE', direct(3, 'A LON', 'move to BRE via ENG')],
  ['001 hold offer: the hold offer', '3 @ A LON H', typed('hold', 3, 'A LON', 'hold')],
  [
    '001 hold offer: a hold offer naming a convoy route',
    '3 @ A LON - ENG - BRE',
    typed('hold', 3, 'A LON', 'move to BRE via ENG'),
  ],
  ['001 outspending: France', '5 : F BRE - ENG', direct(5, 'F BRE', 'move to ENG')],
  ['001 outspending: England', '4 ! F BRE - ENG', typed('negative', 4, 'F BRE', 'move to ENG')],
  ['001 outspending: Germany', '2 : F BRE - GAS', direct(2, 'F BRE', 'move to GAS')],
  ['001 first tie-breaker: Germany', '1 : F BRE - GAS', direct(1, 'F BRE', 'move to GAS')],
  ['001 first tie-breaker: France to the Mid-Atlantic', '1 : F BRE - MAO', direct(1, 'F BRE', 'move to MAO')],
  ['001 first tie-breaker: Germany to the Channel', '6 : F BRE - ENG', direct(6, 'F BRE', 'move to ENG')],
  ['001 second tie-breaker: alternatives', '5 : F BRE - ENG | - GAS', direct(5, 'F BRE', 'move to ENG', 'move to GAS')],
  ['001 second tie-breaker: sequence', '3 : F BRE - MAO', direct(3, 'F BRE', 'move to MAO')],
  ['001 expanding negative offers: a negative hold', '4 ! F BRE H', typed('negative', 4, 'F BRE', 'hold')],
  ['001 last resort: France', '5 ! F BRE - GAS', typed('negative', 5, 'F BRE', 'move to GAS')],
  ['001 last resort: England', '1 : F BRE - PIC', direct(1, 'F BRE', 'move to PIC')],
  ['001 over-expenditure: France negative', '10 ! F BRE - GAS', typed('negative', 10, 'F BRE', 'move to GAS')],
  ['001 over-expenditure: France direct', '15 : A PAR - BUR', direct(15, 'A PAR', 'move to BUR')],
  ['001 over-expenditure: England', '8 : F BRE - GAS', direct(8, 'F BRE', 'move to GAS')],
  ['001 good intentions: Russia', '2 : A WAR - LVN', direct(2, 'A WAR', 'move to LVN')],
  ['001 good intentions: Turkey', '9 : A WAR - GAL', direct(9, 'A WAR', 'move to GAL')],
  ['001 good intentions: Austria', '1 : A WAR H', direct(1, 'A WAR', 'hold')],
  ['001 good intentions: England', '3 : A WAR - GAL', direct(3, 'A WAR', 'move to GAL')],
  ['001 Tin Cup: a gift to learn about Serbia', '1 & A SER H', typed('gift', 1, 'A SER', 'hold')],
  ['001 Tin Cup: a gift to an army in Bulgaria', '1 & A BUL H', typed('gift', 1, 'A BUL', 'hold')],
  ['001 Tin Cup: a gift to a fleet on the south coast', '1 & F BUL/sc H', typed('gift', 1, 'F BUL/SC', 'hold')],
  ['001 Tin Cup: a gift to a fleet on the east coast', '1 & F BUL/ec H', typed('gift', 1, 'F BUL/EC', 'hold')],
  ['001 Tin Cup: a hold offer to Serbia', '1 @ A SER H', typed('hold', 1, 'A SER', 'hold')],
  ['001 Tin Cup: Serbia to Trieste', '2 : A SER - TRI', direct(2, 'A SER', 'move to TRI')],
  ['001 Tin Cup: Serbia to Budapest', '7 : A SER - BUD', direct(7, 'A SER', 'move to BUD')],
  ['001 eBayola: England', '10 : F LON - ENG', direct(10, 'F LON', 'move to ENG')],
  ['001 eBayola: France', '3 : F LON - NTH', direct(3, 'F LON', 'move to NTH')],
  ['001 eBayola twist: England bids against itself', '10 : F LON - NTH', direct(10, 'F LON', 'move to NTH')],
  ['001 eBayola twist: alternatives', '6 : F LON - ENG | - NTH', direct(6, 'F LON', 'move to ENG', 'move to NTH')],
  ['001 eBayola twist: Yorkshire', '2 : F LON - YOR', direct(2, 'F LON', 'move to YOR')],
  [
    '001 eBayola plateau twist: England',
    '6#4 : F LON - ENG',
    { terms: [[1, 6, 4]], type: 'direct', unit: 'F LON', orders: ['move to ENG'] },
  ],
  [
    '001 eBayola plateau twist: Germany',
    '6#6 : F LON - ENG',
    { terms: [[1, 6, 6]], type: 'direct', unit: 'F LON', orders: ['move to ENG'] },
  ],
  [
    'Rule 3.1 item 3: a bare # (plateau = amount)',
    '6# : F LON - ENG',
    { terms: [[1, 6, 'same-as-amount']], type: 'direct', unit: 'F LON', orders: ['move to ENG'] },
  ],
  ['Rule 3.4: a savings request', '10 $', { savings: 10 }],
  ['Rule 3.4: savings of zero', '0 $', { savings: 0 }],
  ['Rule 4.1: a full acceptance list', 'ACCEPT FRITAGE', { accept: 'FRITAGE' }],
  ['Rule 4.2: the default list', 'ACCEPT G?', { accept: 'G?' }],
  ["001 good intentions: Russia's list", 'ACCEPT R?TAE', { accept: 'R?TAE' }],
  ['001 question mark: the old default', 'ACCEPT EFGIRTA', { accept: 'EFGIRTA' }],
  ['003 Classic 4.7: a fractional amount keeps its value', '4.5 : A PAR H', direct(4.5, 'A PAR', 'hold')],
  ['003 Classic 4.3: Italy to Picardy', '1 : A PAR - PIC', direct(1, 'A PAR', 'move to PIC')],
];

describe('lines from the seeds parse to their structure', () => {
  it.each(cases)('%s: %s', (_source, text, expected) => {
    expect(summarize(parseLine(text))).toEqual(expected);
  });
});

describe('the spellings the language allows', () => {
  it.each<Case>([
    ['white space is optional around every symbol', '5:F BRE-ENG', direct(5, 'F BRE', 'move to ENG')],
    [
      'white space is optional in repetition',
      '2 * 4 : F TYS - WES',
      { terms: [[2, 4, 'none']], type: 'direct', unit: 'F TYS', orders: ['move to WES'] },
    ],
    [
      'no spaces at all in amounts',
      '4*3+2*4#2+1>A LON-YOR',
      {
        terms: [
          [4, 3, 'none'],
          [2, 4, 2],
          [1, 1, 'none'],
        ],
        type: 'move',
        unit: 'A LON',
        orders: ['move to YOR'],
      },
    ],
    [
      'lower case everywhere',
      '5 : a par - bur | s f bre - pic | h',
      direct(5, 'A PAR', 'move to BUR', 'support F BRE to PIC', 'hold'),
    ],
    [
      'spelled-out keywords',
      '5 : ARMY par HOLD | SUPPORT FLEET bre | CONVOY army lon - bre',
      direct(5, 'A PAR', 'hold', 'support F BRE holding', 'convoy A LON to BRE'),
    ],
    ['the unit type may be omitted', '5 : PAR - BUR', direct(5, 'PAR', 'move to BUR')],
    ['full place names are names (resolved later)', '5 : A PARIS - BURGUNDY', direct(5, 'A PARIS', 'move to BURGUNDY')],
    ['a coast in parentheses', '5 : F BUL(SC) - AEG', direct(5, 'F BUL/SC', 'move to AEG')],
    ['a coast after a slash, lower case', '5 : F SPA/sc - WES', direct(5, 'F SPA/SC', 'move to WES')],
    ['a coast in a destination', '5 : F MAO - SPA/NC', direct(5, 'F MAO', 'move to SPA/NC')],
    ['St Petersburg north coast', '5 : F STP/NC - BAR', direct(5, 'F STP/NC', 'move to BAR')],
    ['support hold with a trailing H', '5 : F NTH S A LON H', direct(5, 'F NTH', 'support A LON holding')],
    ['support without unit types', '5 : NTH S LON - YOR', direct(5, 'NTH', 'support LON to YOR')],
    ['convoy without the army type', '5 : F ENG C LON - BRE', direct(5, 'F ENG', 'convoy LON to BRE')],
    ['a convoy route through two seas', '2 : A LON - NTH - NWG - NWY', direct(2, 'A LON', 'move to NWY via NTH,NWG')],
    ['an en dash for the move', '5 : A PAR \u2013 BUR', direct(5, 'A PAR', 'move to BUR')],
    ['a zero offer (the checker decides if it is allowed)', '0 : A PAR H', direct(0, 'A PAR', 'hold')],
    [
      'a gift offer with alternatives',
      '3 & F NTH - HEL | - SKA',
      typed('gift', 3, 'F NTH', 'move to HEL', 'move to SKA'),
    ],
    ['acceptance letters with spaces between', 'ACCEPT F R I ? E', { accept: 'FRI?E' }],
    ['acceptance list in lower case', 'accept r?tae', { accept: 'R?TAE' }],
    ['savings without spaces', '12$', { savings: 12 }],
    ['digits name powers beyond the 26th (36-power Void games)', 'ACCEPT A1?Z9', { accept: 'A1?Z9' }],
  ])('%s: %s', (_what, text, expected) => {
    expect(summarize(parseLine(text))).toEqual(expected);
  });
});
