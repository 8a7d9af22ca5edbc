/**
 * Game files (schemas/game.schema.json) and variant maps (schemas/map.schema.json): `loadGame`
 * reports every problem with its JSON path and never returns half a game; `startingGame` and
 * `toFile` give files that load back to the same game; a variant map works end to end.
 */
import { parseSheet } from '@payola/parser';
import {
  analyzeSheet,
  checkOrderText,
  incomeFor,
  legalOrders,
  loadGame,
  loadMap,
  startingGame,
  standardMap,
  type Game,
  type LoadProblem,
} from '@payola/engine';
import { describe, expect, it } from 'vitest';

/** A game file as plain, editable JSON. */
interface EditableFile {
  [property: string]: unknown;
  map: string;
  rules: string[];
  season: string;
  powers: Record<string, unknown>[];
  units: Record<string, unknown>[];
}

/** The opening of the standard game as a file, to be spoilt by each case. */
const opening = (): EditableFile => JSON.parse(JSON.stringify(startingGame().toFile()));
const france = 2;
const germany = 3;

/** Loads a file that must be refused, and returns its problems. */
function problemsOf(json: unknown, options?: Parameters<typeof loadGame>[1]): readonly LoadProblem[] {
  const result = loadGame(json, options);
  expect(result.ok, 'the file must be refused').toBe(false);
  // Never half a game: a refused file yields no game at all.
  expect(result).not.toHaveProperty('game');
  return result.ok ? [] : result.problems;
}

/** Loads a file that must load. */
function gameOf(json: unknown, options?: Parameters<typeof loadGame>[1]): Game {
  const result = loadGame(json, options);
  if (!result.ok)
    throw new Error(`expected the file to load: ${result.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
  return result.game;
}

describe('loadGame: each problem with its JSON path and a clear message', () => {
  type Case = readonly [what: string, spoil: (file: ReturnType<typeof opening>) => void, path: string, message: string];
  const cases: Case[] = [
    [
      'two units in one province',
      (f) => f.units.push({ power: 'France', unit: 'A PAR' }),
      'units[22].unit',
      'two units in PAR (also units[8])',
    ],
    [
      'an army on a sea',
      (f) => f.units.push({ power: 'France', unit: 'A MAO' }),
      'units[22].unit',
      'an army cannot stand on the sea (Mid-Atlantic Ocean)',
    ],
    [
      'a fleet inland',
      (f) => f.units.push({ power: 'France', unit: 'F BUR' }),
      'units[22].unit',
      'a fleet cannot stand in landlocked Burgundy',
    ],
    [
      'a fleet in Spain without its coast',
      (f) => f.units.push({ power: 'France', unit: 'F SPA' }),
      'units[22].unit',
      'a fleet in Spain must name its coast: SPA/NC or SPA/SC',
    ],
    [
      'a fleet on a coast Spain does not have',
      (f) => f.units.push({ power: 'France', unit: 'F SPA/EC' }),
      'units[22].unit',
      'Spain has no coast EC; its coasts are NC and SC',
    ],
    [
      'a coast on a province without split coasts',
      (f) => f.units.push({ power: 'France', unit: 'F PIC/NC' }),
      'units[22].unit',
      'Picardy has no separate coasts',
    ],
    [
      'an army with a coast',
      (f) => f.units.push({ power: 'France', unit: 'A SPA/NC' }),
      'units[22].unit',
      'an army does not stand on a coast',
    ],
    [
      'a unit in impassable Switzerland',
      (f) => f.units.push({ power: 'France', unit: 'A SWI' }),
      'units[22].unit',
      'Switzerland is impassable',
    ],
    [
      'a unit in an unknown place',
      (f) => f.units.push({ power: 'France', unit: 'A XYZ' }),
      'units[22].unit',
      'unknown place "XYZ"',
    ],
    [
      'a unit of an unknown power',
      (f) => f.units.push({ power: 'Spain', unit: 'A SPA' }),
      'units[22].power',
      'unknown power "Spain"',
    ],
    [
      'an unknown province among the centres',
      (f) => (f.powers[france]!.centers as string[]).push('XYZ'),
      'powers[2].centers[3]',
      'unknown province "XYZ"',
    ],
    [
      'a province that is not a supply centre',
      (f) => (f.powers[france]!.centers as string[]).push('BUR'),
      'powers[2].centers[3]',
      'BUR (Burgundy) is not a supply centre',
    ],
    [
      'a centre owned twice',
      (f) => (f.powers[france]!.centers as string[]).push('Munich'),
      'powers[3].centers[2]',
      'MUN is also owned by France',
    ],
    [
      'an acceptance list with an unknown letter (Rule 4.1)',
      (f) => (f.powers[france]!.accept = 'FX?'),
      'powers[2].accept',
      '`X` is not a power of this game; the powers are A, E, F, G, I, R, T',
    ],
    [
      'an acceptance list with a letter twice (Rule 4.1)',
      (f) => (f.powers[france]!.accept = 'FGF?'),
      'powers[2].accept',
      '`F` appears twice in the acceptance list',
    ],
    [
      'an acceptance list with two `?` (Rule 4.1)',
      (f) => (f.powers[france]!.accept = 'F?G?'),
      'powers[2].accept',
      'only one `?` (Rule 4.1)',
    ],
    [
      'an acceptance list omitting powers without `?` (Rule 4.1)',
      (f) => (f.powers[france]!.accept = 'FG'),
      'powers[2].accept',
      'the acceptance list omits A, E, I, R, T; list every power, or add one `?`',
    ],
    [
      'two powers with one letter',
      (f) => Object.assign(f.powers[germany]!, { letter: 'F', accept: 'F?' }),
      'powers[3].letter',
      'letter "F" is already used by powers[2]',
    ],
    [
      'a power listed twice (names in any case)',
      (f) => f.powers.push({ name: 'FRANCE', letter: 'X', balance: 0, centers: [] }),
      'powers[7].name',
      '"FRANCE" is listed twice (also powers[2])',
    ],
    [
      'an eliminated power that owns centres (Rule 2.4)',
      (f) => (f.powers[france]!.status = 'eliminated'),
      'powers[2].status',
      'an eliminated power owns no supply centres (Rule 2.4), but France owns BRE, MAR, PAR',
    ],
    [
      'an unknown rule flag',
      (f) => (f.rules = ['tin-cup']),
      'rules[0]',
      'must be one of "classic", "flat-tax", "blind"',
    ],
    [
      'a missing list of powers',
      (f) => delete (f as Partial<EditableFile>).powers,
      '$',
      'missing required property "powers"',
    ],
    [
      'a balance written as a string',
      (f) => (f.powers[france]!.balance = '48'),
      'powers[2].balance',
      'must be integer',
    ],
    ['a negative balance', (f) => (f.powers[france]!.balance = -1), 'powers[2].balance', 'must be >= 0'],
    ['a balance with a fraction', (f) => (f.powers[france]!.balance = 4.5), 'powers[2].balance', 'must be integer'],
    ['a season without movement', (f) => (f.season = 'winter'), 'season', 'must be one of "spring", "summer", "fall"'],
    ['a misspelt property', (f) => (f.power = []), '$', 'unknown property "power"'],
    [
      'a power letter of two letters',
      (f) => Object.assign(f.powers[france]!, { letter: 'FR', accept: 'F?' }),
      'powers[2].letter',
      'must match pattern',
    ],
    [
      'a centre value for a non-centre',
      (f) => (f.centerValues = { BUR: 3 }),
      'centerValues.BUR',
      'BUR is not a supply centre of this map',
    ],
    [
      'zero offers for an unknown power (Europe 1615)',
      (f) => (f.zeroOffers = [{ power: 'Spain', provinces: ['MUN'] }]),
      'zeroOffers[0].power',
      'unknown power "Spain"',
    ],
    [
      'zero offers in an unknown province (Europe 1615)',
      (f) => (f.zeroOffers = [{ power: 'France', provinces: ['XYZ'] }]),
      'zeroOffers[0].provinces[0]',
      'unknown province "XYZ"',
    ],
    [
      'a variant map that cannot be read here',
      (f) => (f.map = 'isles.json'),
      'map',
      'cannot read the map "isles.json" here',
    ],
  ];

  it.each(cases)('%s', (_, spoil, path, message) => {
    const file = opening();
    spoil(file);
    expect(problemsOf(file)).toEqual([{ path, message: expect.stringContaining(message) }]);
  });

  it('reports every problem of a file at once, not just the first', () => {
    const file = opening();
    file.units.push({ power: 'France', unit: 'A MAO' }, { power: 'Spain', unit: 'A SPA' });
    (file.powers[france]!.centers as string[]).push('BUR');
    file.powers[germany]!.accept = 'GX?';
    file.powers[0]!.status = 'eliminated';
    expect(
      problemsOf(file)
        .map((p) => p.path)
        .sort(),
    ).toEqual(
      ['powers[0].status', 'powers[2].centers[3]', 'powers[3].accept', 'units[22].unit', 'units[23].power'].sort(),
    );
  });

  it('reports every schema error at once, each at its path', () => {
    const file = opening();
    file.powers[0]!.balance = '48';
    file.powers[1]!.letter = 'EN';
    delete file.units[0]!.unit;
    expect(problemsOf(file)).toEqual(
      expect.arrayContaining([
        { path: 'powers[0].balance', message: 'must be integer' },
        { path: 'powers[1].letter', message: expect.stringContaining('must match pattern') },
        { path: 'units[0]', message: 'missing required property "unit"' },
      ]),
    );
  });

  it('refuses what is not a game file at all', () => {
    expect(problemsOf(null)).toEqual([{ path: '$', message: 'must be object' }]);
    expect(problemsOf([])).toEqual([{ path: '$', message: 'must be object' }]);
  });
});

describe('loadGame: names', () => {
  it('power names match case-insensitively, in units, zero-offer settings and lookups', () => {
    const file = opening();
    file.units[0]!.power = 'AUSTRIA';
    file.units[3]!.power = 'england';
    const game = gameOf({ ...file, zeroOffers: [{ power: 'fRANCE', provinces: ['munich'] }] });
    expect(game.unitAt('BUD')?.power).toBe('Austria');
    expect(game.unitAt('EDI')?.power).toBe('England');
    expect(game.power('fRaNcE')?.name).toBe('France');
    expect(game.rules.zeroOfferProvinces.get('france')).toEqual(new Set(['MUN']));
  });

  it('places may be written by full name and in any case; they are kept as ids', () => {
    const file = opening();
    file.powers[france]!.centers = ['Paris', 'brest', 'MAR'];
    file.units.push({ power: 'France', unit: 'f spa/sc' });
    const game = gameOf(file);
    expect(game.power('France')!.centers).toEqual(['PAR', 'BRE', 'MAR']);
    expect(game.unitAt('SPA')).toEqual({ power: 'France', type: 'F', location: { province: 'SPA', coast: 'SC' } });
  });

  it('acceptance lists default to the letter and `?` (Rule 4.2); letters may be written in lower case', () => {
    const file = opening();
    delete file.powers[france]!.accept;
    file.powers[germany]!.accept = 'gf?';
    const game = gameOf(file);
    expect(game.power('France')!.accept).toEqual(['F', '?']);
    expect(game.power('Germany')!.accept).toEqual(['G', 'F', '?']);
  });
});

describe('startingGame (Rules 2.1, 4.2)', () => {
  const game = startingGame();

  it('every power starts with 48 AgP, Russia with 62 (Rule 2.1)', () => {
    expect(Object.fromEntries(game.powers.map((p) => [p.name, p.balance]))).toEqual({
      Austria: 48,
      England: 48,
      France: 48,
      Germany: 48,
      Italy: 48,
      Russia: 62,
      Turkey: 48,
    });
  });

  it("every acceptance list is the power's letter and `?` (Rule 4.2)", () => {
    expect(game.powers.map((p) => p.accept.join(''))).toEqual(['A?', 'E?', 'F?', 'G?', 'I?', 'R?', 'T?']);
  });

  it('22 units on the board, 34 supply centres of which the 22 home centres are owned', () => {
    expect(game.units).toHaveLength(22);
    expect([...standardMap.provinces.values()].filter((p) => p.supplyCenter)).toHaveLength(34);
    const owned = game.powers.flatMap((p) => p.centers);
    expect(owned).toHaveLength(22);
    expect(new Set(owned).size).toBe(22);
    expect([...game.power('Russia')!.centers].sort()).toEqual(['MOS', 'SEV', 'STP', 'WAR']);
    expect(game.unitAt('STP')).toEqual({ power: 'Russia', type: 'F', location: { province: 'STP', coast: 'SC' } });
  });

  it('is spring 1901, every power active, under the current rules', () => {
    expect([game.year, game.season, game.victoryCenters, game.ruleFlags]).toEqual([1901, 'spring', 18, []]);
    expect(game.powers.every((p) => p.status === 'active')).toBe(true);
  });
});

describe('toFile → loadGame round trip', () => {
  it('the opening', () => {
    const game = startingGame();
    const file = JSON.parse(JSON.stringify(game.toFile()));
    const again = gameOf(file);
    expect(again.toFile()).toEqual(game.toFile());
    expect(again.units).toEqual(game.units);
    expect(again.powers).toEqual(game.powers);
    expect(again.rules).toEqual(game.rules);
    // The opening's funds are 1901's income (Rule 2.1): the file says so, so it is not paid twice.
    expect(again.incomePaidFor).toBe(1901);
  });

  it('a game with variants, settings, statuses, lists and history', () => {
    const file = opening();
    const edited = {
      ...file,
      rules: ['ebayola', 'loyal-units'],
      year: 1905,
      season: 'fall',
      victoryCenters: 20,
      income: { scheme: 'decreasing', first: 12, cap: 100 },
      centerValues: { PAR: 9, MUN: 3 },
      zeroOffers: [{ power: 'Italy', provinces: ['VEN'] }],
      powers: file.powers.map((p, i) => ({
        ...p,
        balance: 10 + i,
        accept: i === 0 ? 'ATGFERI' : p.accept,
        status: i === 4 ? 'dummy' : 'active',
        ...(i === 1 && { sheet: 'sheets/england.payola' }),
      })),
      history: [
        {
          year: 1905,
          season: 'spring',
          seed: 7,
          acceptanceLists: { France: 'FAEGIRT' },
          sheets: { France: '1 : A PAR H' },
          orders: { 'A PAR': 'A PAR H' },
        },
      ],
    };
    const game = gameOf(edited);
    const again = gameOf(JSON.parse(JSON.stringify(game.toFile())));
    expect(again.toFile()).toEqual(game.toFile());
    expect(again.rules).toEqual(game.rules);
    expect(again.power('England')!.sheet).toBe('sheets/england.payola');
    expect(again.power('Italy')!.status).toBe('dummy');
    expect(again.history).toEqual(edited.history);
    expect(incomeFor(['PAR', 'MUN'], again.rules)).toBe(12);
  });

  it('a zero-sum game keeps the centres owned at the start of the year (Rule 6.7)', () => {
    const game = startingGame(standardMap, { rules: ['zero-sum'] });
    const again = gameOf(JSON.parse(JSON.stringify(game.toFile())));
    expect(again.powers.map((p) => p.centersAtYearStart)).toEqual(game.powers.map((p) => p.centers));
    expect(again.toFile()).toEqual(game.toFile());
  });
});

/**
 * An invented variant, "The Isles": three powers, each with one home centre; a neutral centre,
 * Midland (MID), with a north and a south coast; inland High Hills (HIL); two seas, the Northern
 * Reach (NRS) and the Southern Sound (SOS); an impassable peak.
 *   Armies: HIL borders AVA, BOR and MID; MID borders AVA, BOR and CYD.
 *   Fleets: AVA reaches both coasts of MID (as Portugal reaches Spain's), NRS and SOS; BOR reaches
 *   MID/NC and NRS; CYD reaches MID/SC and SOS; the seas border each other and one coast each.
 */
const isles = {
  name: 'isles',
  description: 'The Isles, a test variant',
  victoryCenters: 3,
  powers: [
    { name: 'Avalon', letter: 'A' },
    { name: 'Borea', letter: 'B' },
    { name: 'Cydonia', letter: 'C' },
  ],
  provinces: [
    { id: 'AVA', name: 'Avalon', type: 'coast', supplyCenter: true, home: 'Avalon' },
    { id: 'BOR', name: 'Borea', type: 'coast', supplyCenter: true, home: 'Borea' },
    { id: 'CYD', name: 'Cydonia', type: 'coast', supplyCenter: true, home: 'Cydonia' },
    { id: 'HIL', name: 'High Hills', type: 'land' },
    { id: 'MID', name: 'Midland', type: 'coast', supplyCenter: true, coasts: ['NC', 'SC'] },
    { id: 'NRS', name: 'Northern Reach', type: 'sea' },
    { id: 'PEK', name: 'The Peak', type: 'impassable' },
    { id: 'SOS', name: 'Southern Sound', type: 'sea', aliases: ['SOUND'] },
  ],
  armyEdges: [
    ['AVA', 'HIL'],
    ['AVA', 'MID'],
    ['BOR', 'HIL'],
    ['BOR', 'MID'],
    ['CYD', 'MID'],
    ['HIL', 'MID'],
  ],
  fleetEdges: [
    ['AVA', 'MID/NC'],
    ['AVA', 'MID/SC'],
    ['AVA', 'NRS'],
    ['AVA', 'SOS'],
    ['BOR', 'MID/NC'],
    ['BOR', 'NRS'],
    ['CYD', 'MID/SC'],
    ['CYD', 'SOS'],
    ['MID/NC', 'NRS'],
    ['MID/SC', 'SOS'],
    ['NRS', 'SOS'],
  ],
  startingUnits: { Avalon: ['F AVA'], Borea: ['A BOR'], Cydonia: ['F CYD'] },
};

/** A game file on the Isles, in spring 1902, with a Borean fleet at sea. */
const islesGame = {
  map: 'maps/isles.json',
  year: 1902,
  season: 'spring',
  powers: [
    { name: 'Avalon', letter: 'A', balance: 2, centers: ['AVA'] },
    { name: 'Borea', letter: 'B', balance: 3, centers: ['BOR', 'MID'], accept: 'BA?' },
    { name: 'Cydonia', letter: 'C', balance: 2, centers: ['CYD'] },
  ],
  units: [
    { power: 'Avalon', unit: 'F AVA' },
    { power: 'Borea', unit: 'A BOR' },
    { power: 'Borea', unit: 'F NRS' },
    { power: 'Cydonia', unit: 'F CYD' },
  ],
};

const readMap = (maps: Record<string, unknown>) => (reference: string) => {
  if (!(reference in maps)) throw new Error(`no such file: ${reference}`);
  return maps[reference];
};

describe('a variant map (Rule 6.2)', () => {
  it('loads with loadMap', () => {
    const loaded = loadMap(isles);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.map.victoryCenters).toBe(3);
    expect(loaded.map.resolve('sound')?.id).toBe('SOS');
    expect(loaded.map.resolve('High Hills')?.id).toBe('HIL');
    expect(loaded.map.fleetCoastsReachable({ province: 'AVA' }, 'MID')).toEqual([
      { province: 'MID', coast: 'NC' },
      { province: 'MID', coast: 'SC' },
    ]);
  });

  it("its opening: home centres, starting units, and the first centre's income one below the victory condition (Rules 2.1, 6.2)", () => {
    const loaded = loadMap(isles);
    if (!loaded.ok) throw new Error('isles');
    const game = startingGame(loaded.map);
    expect(game.powers.map((p) => [p.name, p.centers, p.balance, p.accept.join('')])).toEqual([
      ['Avalon', ['AVA'], 2, 'A?'],
      ['Borea', ['BOR'], 2, 'B?'],
      ['Cydonia', ['CYD'], 2, 'C?'],
    ]);
    expect(game.units.map((u) => `${u.power} ${u.type} ${u.location.province}`)).toEqual([
      'Avalon F AVA',
      'Borea A BOR',
      'Cydonia F CYD',
    ]);
    // 2 for the first centre, 1 for the second, nothing for the third.
    expect([1, 2, 3].map((n) => incomeFor(['AVA', 'BOR', 'CYD'].slice(0, n), game.rules))).toEqual([2, 3, 3]);
  });

  it('a game file names it; loadGame reads it through readMap', () => {
    const game = gameOf(islesGame, { readMap: readMap({ 'maps/isles.json': isles }) });
    expect(game.map.name).toBe('isles');
    expect(game.mapName).toBe('maps/isles.json');
    expect(game.victoryCenters).toBe(3);
    expect(game.letters).toEqual(['A', 'B', 'C']);
    expect(game.toFile().map).toBe('maps/isles.json');
  });

  it('orders are checked against it (Rule 3.1 item 7)', () => {
    const game = gameOf(islesGame, { readMap: readMap({ 'maps/isles.json': isles }) });
    const verdict = (order: string) => {
      const r = checkOrderText(game, order);
      return r.legal ? r.text : r.code;
    };
    expect(verdict('F AVA - MID')).toBe('payola/missing-coast');
    expect(verdict('F AVA - MID/SC')).toBe('F AVA - MID/SC');
    expect(verdict('F CYD - Midland')).toBe('F CYD - MID/SC');
    expect(verdict('F CYD - MID/NC')).toBe('payola/illegal-order');
    expect(verdict('A BOR - HIL')).toBe('A BOR - HIL');
    expect(verdict('A BOR - NRS')).toBe('payola/illegal-order');
    expect(verdict('A BOR - NRS - AVA')).toBe('A BOR - NRS - AVA');
    expect(verdict('F NRS C A BOR - AVA')).toBe('F NRS C A BOR - AVA');
    expect(verdict('A BOR - PEK')).toBe('payola/illegal-order');
    expect(verdict('A BOR - PAR')).toBe('payola/unknown-place');
    expect(legalOrders(game, 'AVA')).toEqual(
      expect.arrayContaining([
        'F AVA H',
        'F AVA - MID/NC',
        'F AVA - MID/SC',
        'F AVA - NRS',
        'F AVA - SOS',
        'F AVA S F NRS',
      ]),
    );
    expect(legalOrders(game, 'AVA')).not.toContain('F AVA - HIL');
    expect(legalOrders(game, 'BOR')).toEqual([
      'A BOR H',
      'A BOR - HIL',
      'A BOR - MID',
      'A BOR - NRS - AVA',
      'A BOR - NRS - MID',
      'A BOR S F AVA - MID',
      'A BOR S F CYD - MID',
      'A BOR S F NRS - MID',
    ]);
  });

  it('sheets are checked against it, acceptance lists against its powers', () => {
    const game = gameOf(islesGame, { readMap: readMap({ 'maps/isles.json': isles }) });
    const codes = (text: string) =>
      analyzeSheet(parseSheet(text).sheet, { game, power: 'Avalon' })
        .diagnostics.filter((d) => d.severity !== 'info')
        .map((d) => d.code);
    expect(codes('3 : F AVA - MID/NC\n1 : A BOR - NRS - AVA\nACCEPT CB?')).toEqual([]);
    expect(codes('0 : A BOR H')).toEqual(['payola/zero-offer-to-foreign-unit']);
    expect(codes('1 : F AVA - MID\n1 : A LON H\nACCEPT ABF')).toEqual([
      'payola/missing-coast',
      'payola/unknown-place',
      'payola/omitted-powers',
      'payola/unknown-power-letter',
    ]);
    expect(codes('1 : F AVA H\nACCEPT AB')).toEqual(['payola/omitted-powers']);
  });

  it('a unit placed wrongly on it is reported like on the standard board', () => {
    const file = {
      ...islesGame,
      units: [...islesGame.units, { power: 'Cydonia', unit: 'F MID' }, { power: 'Avalon', unit: 'F HIL' }],
    };
    expect(problemsOf(file, { readMap: readMap({ 'maps/isles.json': isles }) })).toEqual([
      { path: 'units[4].unit', message: 'a fleet in Midland must name its coast: MID/NC or MID/SC' },
      { path: 'units[5].unit', message: 'a fleet cannot stand in landlocked High Hills' },
    ]);
  });

  it('a map that cannot be read is reported at `map`', () => {
    expect(problemsOf(islesGame, { readMap: readMap({}) })).toEqual([
      { path: 'map', message: 'cannot read the map "maps/isles.json": no such file: maps/isles.json' },
    ]);
  });
});

describe('a broken variant map reports its problems', () => {
  const broken = {
    ...isles,
    powers: [...isles.powers, { name: 'Dalmar', letter: 'A' }],
    provinces: isles.provinces.map((p) => (p.id === 'CYD' ? { ...p, home: 'Cydon' } : p)),
    armyEdges: [...isles.armyEdges, ['BOR', 'NRS'], ['HIL', 'HIL']],
    fleetEdges: [...isles.fleetEdges, ['BOR', 'MID'], ['HIL', 'NRS'], ['MID/EC', 'SOS'], ['NRS', 'SOS']],
    startingUnits: { ...isles.startingUnits, Borea: ['A BOR', 'F HIL', 'A NRS', 'F MID'], Elsewhere: ['A AVA'] },
  };
  const expected: LoadProblem[] = [
    { path: 'powers[3].letter', message: 'letter "A" is used by two powers' },
    { path: 'provinces[2].home', message: 'unknown power "Cydon"' },
    { path: 'armyEdges[6][1]', message: 'armies cannot enter the sea province NRS' },
    { path: 'armyEdges[7]', message: 'an edge joins HIL to itself' },
    { path: 'fleetEdges[11][1]', message: 'MID has split coasts: write MID/NC or MID/SC' },
    { path: 'fleetEdges[12][0]', message: 'fleets cannot enter the landlocked province HIL' },
    { path: 'fleetEdges[13][0]', message: 'MID has no coast EC' },
    { path: 'fleetEdges[14]', message: 'the edge NRS–SOS is listed twice' },
    { path: 'startingUnits.Borea[1]', message: 'a fleet cannot stand in HIL' },
    { path: 'startingUnits.Borea[2]', message: 'an army cannot stand in NRS' },
    { path: 'startingUnits.Borea[3]', message: 'a fleet in MID needs its coast' },
    { path: 'startingUnits.Elsewhere', message: 'unknown power "Elsewhere"' },
  ];

  it('loadMap lists every problem with its JSON path', () => {
    const loaded = loadMap(broken);
    expect(loaded.ok).toBe(false);
    expect(loaded).not.toHaveProperty('map');
    if (loaded.ok) return;
    expect([...loaded.problems].sort((a, b) => a.path.localeCompare(b.path))).toEqual(
      [...expected].sort((a, b) => a.path.localeCompare(b.path)),
    );
  });

  it('schema errors of a map are reported by path too', () => {
    const loaded = loadMap({
      ...isles,
      victoryCenters: 'three',
      provinces: [{ id: 'ava', name: 'Avalon', type: 'hill' }],
    });
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    expect(loaded.problems.map((p) => p.path)).toEqual(
      expect.arrayContaining(['victoryCenters', 'provinces[0].id', 'provinces[0].type']),
    );
  });

  it("a game file on a broken map reports the map's problems, marked as the map's", () => {
    const problems = problemsOf(islesGame, { readMap: readMap({ 'maps/isles.json': broken }) });
    expect(problems).toHaveLength(expected.length);
    expect(problems).toContainEqual({
      path: 'map(maps/isles.json): armyEdges[6][1]',
      message: 'armies cannot enter the sea province NRS',
    });
    expect(problems.every((p) => p.path.startsWith('map(maps/isles.json): '))).toBe(true);
  });
});

describe('loadGame reports every problem at once', () => {
  it('shape problems and what the well-formed parts reveal, together', () => {
    const file = startingGame().toFile();
    const result = loadGame({
      ...file,
      powers: file.powers.map((p, i) => (i === 0 ? { ...p, balance: '48' } : p)),
      units: [...file.units, { power: 'France', unit: 'A MAO' }],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      { path: 'powers[0].balance', message: 'must be integer' },
      { path: 'units[22].unit', message: 'an army cannot stand on the sea (Mid-Atlantic Ocean)' },
    ]);
  });
});
