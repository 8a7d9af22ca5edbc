/**
 * The phase model of game files: movement (the default, and every file written before phases
 * existed), retreat (with the dislodged units and standoffs) and adjustment (winter). `loadGame`
 * checks each against the season, the map and the units, with JSON paths.
 */
import { loadGame, startingGame, type Game, type LoadProblem } from '@payola/engine';
import { describe, expect, it } from 'vitest';

interface EditableFile {
  [property: string]: unknown;
  season: string;
  units: Record<string, unknown>[];
}

const opening = (): EditableFile => JSON.parse(JSON.stringify(startingGame().toFile()));

/** Spring 1901 after Italy took Trieste from Austria's fleet (a retreat phase). */
function retreatFile(): EditableFile {
  const file = opening();
  file.units = file.units.filter((u) => u.unit !== 'F TRI');
  file.units.push({ power: 'Italy', unit: 'A TRI' });
  file.units = file.units.filter((u) => u.unit !== 'A VEN');
  return {
    ...file,
    phase: 'retreat',
    dislodged: [{ power: 'Austria', unit: 'F TRI', by: 'VEN', retreats: ['ALB', 'ADR'] }],
    standoffs: ['GAL'],
  };
}

function gameOf(json: unknown): Game {
  const result = loadGame(json);
  if (!result.ok) throw new Error(result.problems.map((p) => `${p.path}: ${p.message}`).join('; '));
  return result.game;
}

function problemsOf(json: unknown): readonly LoadProblem[] {
  const result = loadGame(json);
  expect(result.ok, 'the file must be refused').toBe(false);
  expect(result).not.toHaveProperty('game');
  return result.ok ? [] : result.problems;
}

describe('game files: phases', () => {
  it('a file without a phase is a movement phase, and is written back without one', () => {
    const file = opening();
    const game = gameOf(file);
    expect(game.phase).toBe('movement');
    expect(game.dislodged).toEqual([]);
    expect(game.standoffs).toEqual([]);
    expect(game.toFile()).not.toHaveProperty('phase');
    expect(JSON.parse(JSON.stringify(game.toFile()))).toEqual(file);
  });

  it('a retreat phase loads its dislodged units (typed, coasts kept) and standoffs, and round-trips', () => {
    const file = retreatFile();
    const game = gameOf(file);
    expect(game.phase).toBe('retreat');
    expect(game.dislodged).toEqual([
      {
        power: 'Austria',
        type: 'F',
        location: { province: 'TRI' },
        by: 'VEN',
        retreats: [{ province: 'ALB' }, { province: 'ADR' }],
      },
    ]);
    expect(game.standoffs).toEqual(['GAL']);
    const again = gameOf(JSON.parse(JSON.stringify(game.toFile())));
    expect(again.toFile()).toEqual(game.toFile());
    expect(again.toFile()).toMatchObject({ phase: 'retreat', dislodged: file.dislodged, standoffs: ['GAL'] });
  });

  it('a dislodged fleet keeps its coast, and its retreats name coasts where needed', () => {
    const file = opening();
    file.units = [{ power: 'France', unit: 'F MAO' }];
    const game = gameOf({
      ...file,
      phase: 'retreat',
      dislodged: [{ power: 'Russia', unit: 'F STP/SC', by: 'BOT', retreats: ['lvn', 'fin'] }],
      standoffs: [],
    });
    expect(game.dislodged[0]).toMatchObject({
      location: { province: 'STP', coast: 'SC' },
      retreats: [{ province: 'LVN' }, { province: 'FIN' }],
    });
    const spain = gameOf({
      ...file,
      units: [{ power: 'France', unit: 'A POR' }],
      phase: 'retreat',
      dislodged: [{ power: 'Italy', unit: 'F WES', by: 'TYS', retreats: ['SPA/SC', 'NAF'] }],
    });
    expect(spain.dislodged[0]!.retreats).toEqual([{ province: 'SPA', coast: 'SC' }, { province: 'NAF' }]);
    expect(spain.toFile().dislodged).toEqual([
      { power: 'Italy', unit: 'F WES', by: 'TYS', retreats: ['SPA/SC', 'NAF'] },
    ]);
  });

  it('an adjustment phase is in winter and round-trips', () => {
    const game = gameOf({ ...opening(), season: 'winter', phase: 'adjustment' });
    expect([game.season, game.phase]).toEqual(['winter', 'adjustment']);
    expect(game.toFile()).toMatchObject({ season: 'winter', phase: 'adjustment' });
    expect(game.toFile()).not.toHaveProperty('dislodged');
  });

  it('with() carries the phase; leaving the retreat phase drops the dislodged units', () => {
    const game = gameOf(retreatFile());
    expect(game.with({ year: 1902 }).dislodged).toEqual(game.dislodged);
    const next = game.with({ phase: 'movement', season: 'fall' });
    expect([next.phase, next.dislodged, next.standoffs]).toEqual(['movement', [], []]);
    expect(next.toFile()).not.toHaveProperty('dislodged');
  });

  type Case = readonly [what: string, file: () => unknown, path: string, message: string];
  const cases: Case[] = [
    [
      'a retreat phase without dislodged units',
      () => ({ ...retreatFile(), dislodged: undefined }),
      'dislodged',
      'a retreat phase lists its dislodged units',
    ],
    [
      'a movement phase with dislodged units',
      () => ({ ...retreatFile(), phase: 'movement', standoffs: undefined }),
      'dislodged',
      'only a retreat phase has dislodged units; this is a movement phase',
    ],
    [
      'an adjustment phase with standoffs',
      () => ({ ...opening(), season: 'winter', phase: 'adjustment', standoffs: ['GAL'] }),
      'standoffs',
      'only a retreat phase has standoffs; this is an adjustment phase',
    ],
    [
      'an adjustment phase in the fall',
      () => ({ ...opening(), season: 'fall', phase: 'adjustment' }),
      'season',
      'an adjustment phase is in winter, not in fall',
    ],
    [
      'a retreat phase in winter',
      () => ({ ...retreatFile(), season: 'winter' }),
      'season',
      'in a retreat phase the season must be one of "spring", "summer", "fall"',
    ],
    [
      'an unknown phase',
      () => ({ ...opening(), phase: 'build' }),
      'phase',
      'must be one of "movement", "retreat", "adjustment"',
    ],
    [
      "a dislodged unit's province not on the map",
      () => ({ ...retreatFile(), dislodged: [{ power: 'Austria', unit: 'F XYZ', by: 'VEN', retreats: [] }] }),
      'dislodged[0].unit',
      'unknown place "XYZ"',
    ],
    [
      'a dislodged unit of an unknown power',
      () => ({ ...retreatFile(), dislodged: [{ power: 'Spain', unit: 'F TRI', by: 'VEN', retreats: [] }] }),
      'dislodged[0].power',
      'unknown power "Spain"',
    ],
    [
      'an attacker from an unknown province',
      () => ({ ...retreatFile(), dislodged: [{ power: 'Austria', unit: 'F TRI', by: 'VENICE2', retreats: [] }] }),
      'dislodged[0].by',
      'unknown province "VENICE2"',
    ],
    [
      'a retreat that is not adjacent',
      () => ({ ...retreatFile(), dislodged: [{ power: 'Austria', unit: 'F TRI', by: 'VEN', retreats: ['ION'] }] }),
      'dislodged[0].retreats[0]',
      'ION is not next to TRI for a fleet',
    ],
    [
      'a fleet retreating inland',
      () => ({ ...retreatFile(), dislodged: [{ power: 'Austria', unit: 'F TRI', by: 'VEN', retreats: ['TYR'] }] }),
      'dislodged[0].retreats[0]',
      'a fleet cannot stand in landlocked Tyrolia',
    ],
    [
      'a retreat listed twice',
      () => ({
        ...retreatFile(),
        dislodged: [{ power: 'Austria', unit: 'F TRI', by: 'VEN', retreats: ['ALB', 'alb'] }],
      }),
      'dislodged[0].retreats[1]',
      'ALB is listed twice',
    ],
    [
      'a retreat to an occupied province',
      () => ({ ...retreatFile(), dislodged: [{ power: 'Austria', unit: 'A TRI', by: 'VEN', retreats: ['VIE'] }] }),
      'dislodged[0].retreats[0]',
      'A TRI cannot retreat to VIE: VIE is occupied',
    ],
    [
      'a retreat to a standoff province',
      () => ({
        ...retreatFile(),
        dislodged: [{ power: 'Austria', unit: 'A TRI', by: 'VEN', retreats: ['tyrolia'] }],
        standoffs: ['TYR'],
      }),
      'dislodged[0].retreats[0]',
      'A TRI cannot retreat to tyrolia: TYR was left empty by a standoff',
    ],
    [
      'a fleet retreat without the coast it needs',
      () => ({
        ...retreatFile(),
        units: [],
        dislodged: [{ power: 'France', unit: 'F MAO', by: 'NAO', retreats: ['SPA'] }],
      }),
      'dislodged[0].retreats[0]',
      'a fleet in Spain must name its coast: SPA/NC or SPA/SC',
    ],
    [
      'a fleet retreat to a coast it cannot reach',
      () => ({
        ...retreatFile(),
        units: [],
        dislodged: [{ power: 'Italy', unit: 'F WES', by: 'TYS', retreats: ['SPA/NC'] }],
      }),
      'dislodged[0].retreats[0]',
      'SPA/NC is not next to WES for a fleet',
    ],
    [
      'two dislodged units in one province',
      () => ({
        ...retreatFile(),
        dislodged: [
          { power: 'Austria', unit: 'F TRI', by: 'VEN', retreats: [] },
          { power: 'Italy', unit: 'A TRI', by: 'VIE', retreats: [] },
        ],
      }),
      'dislodged[1].unit',
      'two dislodged units in TRI (also dislodged[0])',
    ],
    [
      'an unknown standoff province',
      () => ({ ...retreatFile(), standoffs: ['XYZ'] }),
      'standoffs[0]',
      'unknown province "XYZ"',
    ],
  ];

  it.each(cases)('refuses %s', (_, file, path, message) => {
    expect(problemsOf(file())).toEqual([{ path, message: expect.stringContaining(message) }]);
  });

  it('reports every phase problem at once, alongside shape problems', () => {
    const file = {
      ...retreatFile(),
      dislodged: [
        { power: 'Austria', unit: 'F TRI', by: 'VEN', retreats: ['ION', 'ALB', 'alb'] },
        { power: 'Austria', unit: 'F XYZ', by: 'VEN', retreats: [] },
        { power: 'Austria', unit: 'A BUD', retreats: [] },
      ],
      standoffs: ['XYZ'],
    };
    expect(
      problemsOf(file)
        .map((p) => p.path)
        .sort(),
    ).toEqual([
      'dislodged[0].retreats[0]',
      'dislodged[0].retreats[2]',
      'dislodged[1].unit',
      'dislodged[2]',
      'standoffs[0]',
    ]);
  });
});
