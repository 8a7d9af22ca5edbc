/**
 * resolveRetreats and resolveAdjustments beyond the DATC cases: the notations players write, the
 * canonical forms printed, dummy powers, and legalOrders in retreat and adjustment phases.
 */
import { describe, expect, it } from 'vitest';
import {
  legalOrders,
  loadGame,
  PhaseError,
  resolveAdjustments,
  resolveRetreats,
  startingGame,
  type Game,
} from '@payola/engine';
import { gameWith } from './support/board.js';

/** A retreat phase: two Turkish armies and two French fleets dislodged. */
function retreatPhase(): Game {
  const loaded = loadGame({
    ...gameWith({ Austria: ['A GRE', 'A SER'], Turkey: ['F CON'], France: ['F NAO', 'F GAS'] }).toFile(),
    phase: 'retreat',
    dislodged: [
      { power: 'Turkey', unit: 'A ALB', by: 'GRE', retreats: ['TRI'] },
      { power: 'Turkey', unit: 'A BUL', by: 'SER', retreats: ['RUM'] },
      { power: 'France', unit: 'F MAO', by: 'NAO', retreats: ['BRE', 'SPA/NC', 'SPA/SC', 'WES'] },
      { power: 'France', unit: 'F WES', by: 'TYS', retreats: ['SPA/SC', 'NAF'] },
    ],
    standoffs: [],
  });
  if (!loaded.ok) throw new Error(loaded.problems.map((p) => `${p.path}: ${p.message}`).join('; '));
  return loaded.game;
}

describe('resolveRetreats', () => {
  it.each([
    ['A BUL - RUM', 'A BUL - RUM', true],
    ['A BUL R RUM', 'A BUL - RUM', true],
    ['a bul retreat rum', 'A BUL - RUM', true],
    ['A BUL D', 'DISBAND A BUL', true],
    ['A BUL DISBAND', 'DISBAND A BUL', true],
    ['DISBAND A BUL', 'DISBAND A BUL', true],
    ['REMOVE A BUL', 'DISBAND A BUL', true],
  ])('reads `%s` as %s', (written, canonical, succeeded) => {
    const result = resolveRetreats(retreatPhase(), { 'A BUL': written });
    expect(result.outcomes['A BUL']).toMatchObject({ order: canonical, succeeded });
  });

  it.each([
    ['A BUL - SER', 'cannot retreat to SER (the attacker came from SER)'],
    ['A BUL - CON', 'cannot retreat to CON (CON is occupied)'],
    ['A BUL - UKR', 'cannot retreat to UKR (A BUL cannot reach UKR)'],
    ['A BUL - BLA - RUM', 'a retreat goes to a neighbouring place; no convoy carries it'],
    ['A BUL S A SER', 'only retreats, disbands, builds and waives are ordered in this phase'],
    ['BUILD A BUL', 'builds and waives are for adjustment phases'],
    ['3 : A BUL - RUM', 'only retreats, disbands, builds and waives are ordered in this phase'],
    ['A ALB - RUM', 'the order is for a unit in ALB, not for A BUL'],
  ])('`%s` fails: %s; the unit is disbanded', (written, reason) => {
    const result = resolveRetreats(retreatPhase(), { 'A BUL': written });
    expect(result.outcomes['A BUL']).toEqual({
      order: written,
      succeeded: false,
      reason: expect.stringContaining(reason),
    });
    expect(result.outcomes['A BUL']!.reason).toMatch(/: disbanded$/);
    expect(result.units.map((u) => u.unit)).not.toContain('A RUM');
  });

  it('a fleet names its coast where two are open, and may leave it out where one is', () => {
    const game = retreatPhase();
    expect(resolveRetreats(game, { 'F MAO': 'F MAO - SPA' }).outcomes['F MAO']!.reason).toContain(
      'say which coast: SPA/NC or SPA/SC',
    );
    expect(resolveRetreats(game, { 'F MAO': 'F MAO - SPA(nc)' }).outcomes['F MAO']).toMatchObject({
      order: 'F MAO - SPA/NC',
      succeeded: true,
    });
    expect(resolveRetreats(game, { 'F WES': 'F WES R SPA' }).outcomes['F WES']).toMatchObject({
      order: 'F WES - SPA/SC',
      succeeded: true,
    });
  });

  it('units without orders disband; the next board has the retreated units; other keys are ignored', () => {
    const result = resolveRetreats(retreatPhase(), { 'A BUL': 'A BUL - RUM', 'A SER': 'A SER - BUL' });
    expect(result.outcomes['A ALB']).toEqual({
      order: 'DISBAND A ALB',
      succeeded: true,
      reason: 'no retreat ordered: disbanded',
    });
    expect(result.units.map((u) => u.unit).sort()).toEqual(['A GRE', 'A RUM', 'A SER', 'F CON', 'F GAS', 'F NAO']);
    expect(result.ignored).toEqual([
      { unit: 'A SER', order: 'A SER - BUL', reason: 'there is no dislodged unit in SER' },
    ]);
  });

  it('two units retreating to one place are both disbanded', () => {
    const result = resolveRetreats(retreatPhase(), { 'F MAO': 'F MAO - SPA/SC', 'F WES': 'F WES - SPA/SC' });
    expect(result.outcomes['F MAO']).toEqual({
      order: 'F MAO - SPA/SC',
      succeeded: false,
      reason: 'bounced in SPA with F WES: disbanded',
    });
    expect(result.outcomes['F WES']!.succeeded).toBe(false);
  });

  it('refuses a game that is not in a retreat phase', () => {
    expect(() => resolveRetreats(startingGame(), {})).toThrow(PhaseError);
  });

  it('legalOrders lists a dislodged unit retreats and its disband, and nothing for other units', () => {
    const game = retreatPhase();
    expect(legalOrders(game, 'F MAO')).toEqual([
      'F MAO - BRE',
      'F MAO - SPA/NC',
      'F MAO - SPA/SC',
      'F MAO - WES',
      'DISBAND F MAO',
    ]);
    expect(legalOrders(game, 'A SER')).toEqual([]);
    // Every listed order is accepted by the resolver.
    for (const order of legalOrders(game, 'F MAO'))
      expect(resolveRetreats(game, { 'F MAO': order }).outcomes['F MAO']).toMatchObject({ order, succeeded: true });
  });
});

/** A winter: Russia builds two, England disbands one, Italy (a dummy) must disband one. */
function winter(): Game {
  const base = gameWith(
    {
      Russia: ['A WAR', 'F SEV'],
      England: ['F NTH', 'F LON', 'A YOR'],
      Italy: ['A ROM', 'A TUN'],
      France: ['A PAR'],
    },
    {
      centers: {
        Russia: ['STP', 'MOS', 'SEV', 'WAR'],
        England: ['LON', 'EDI'],
        Italy: ['ROM'],
        France: ['PAR'],
      },
      status: { Italy: 'dummy' },
    },
  );
  const loaded = loadGame({ ...base.toFile(), season: 'winter', phase: 'adjustment' });
  if (!loaded.ok) throw new Error(loaded.problems.map((p) => `${p.path}: ${p.message}`).join('; '));
  return loaded.game;
}

const outcomesOf = (result: ReturnType<typeof resolveAdjustments>) =>
  Object.fromEntries(Object.entries(result.outcomes).map(([p, list]) => [p, list.map((o) => [o.order, o.succeeded])]));

describe('resolveAdjustments', () => {
  it.each([
    ['BUILD A MOS', 'BUILD A MOS'],
    ['B A MOS', 'BUILD A MOS'],
    ['A MOS B', 'BUILD A MOS'],
    ['A MOS BUILD', 'BUILD A MOS'],
    ['BUILD F STP/NC', 'BUILD F STP/NC'],
    ['B F STP(nc)', 'BUILD F STP/NC'],
    ['F STP(SC) B', 'BUILD F STP/SC'],
    ['waive', 'WAIVE'],
  ])('reads `%s` as %s', (written, canonical) => {
    expect(resolveAdjustments(winter(), { Russia: [written] }).outcomes.Russia).toEqual([
      expect.objectContaining({ order: canonical, succeeded: true }),
    ]);
  });

  it.each([
    ['DISBAND F NTH', 'DISBAND F NTH'],
    ['REMOVE F NTH', 'DISBAND F NTH'],
    ['F NTH D', 'DISBAND F NTH'],
    ['F NTH DISBAND', 'DISBAND F NTH'],
  ])('reads `%s` as %s', (written, canonical) => {
    expect(resolveAdjustments(winter(), { england: [written] }).outcomes.England).toEqual([
      expect.objectContaining({ order: canonical, succeeded: true }),
    ]);
  });

  it('builds and waives count against the builds allowed; the board gains the built units', () => {
    const result = resolveAdjustments(winter(), { Russia: ['WAIVE', 'BUILD F STP/SC', 'BUILD A MOS'] });
    expect(outcomesOf(result).Russia).toEqual([
      ['WAIVE', true],
      ['BUILD F STP/SC', true],
      ['BUILD A MOS', false],
    ]);
    expect(result.units).toContainEqual({ power: 'Russia', unit: 'F STP/SC' });
    expect(result.units).not.toContainEqual({ power: 'Russia', unit: 'A MOS' });
  });

  it.each([
    ['BUILD F STP', 'name the coast: BUILD F STP/NC or BUILD F STP/SC'],
    ['BUILD A STP/NC', 'an army does not stand on a coast'],
    ['BUILD F MOS', 'a fleet cannot be built in landlocked Moscow'],
    ['BUILD A WAR', 'Warsaw is not vacant'],
    ['BUILD A BER', 'Berlin is not a home supply centre of Russia'],
    ['DISBAND A WAR', 'Russia builds this winter; it has no unit to disband'],
    ['A WAR - UKR', 'retreats are for retreat phases'],
    ['1 : A WAR H', 'only retreats, disbands, builds and waives'],
    ['BUILD A', 'expected'],
  ])('`%s` fails on its own: %s', (written, reason) => {
    const result = resolveAdjustments(winter(), { Russia: [written, 'BUILD A MOS'] });
    expect(result.outcomes.Russia).toEqual([
      { order: written, succeeded: false, reason: expect.stringContaining(reason) },
      expect.objectContaining({ order: 'BUILD A MOS', succeeded: true }),
    ]);
  });

  it('too few disbands and dummy powers fall to civil disorder; the dummy power’s orders are ignored', () => {
    const result = resolveAdjustments(winter(), { Italy: ['DISBAND A ROM'], France: ['BUILD A PAR'] });
    expect(outcomesOf(result)).toEqual({
      England: [['DISBAND F NTH', true]],
      Italy: [['DISBAND A TUN', true]],
      France: [['BUILD A PAR', false]],
    });
    expect(result.outcomes.England![0]!.reason).toContain('civil disorder');
    expect(result.ignored).toEqual([
      { unit: 'Italy', order: 'DISBAND A ROM', reason: 'Italy is a dummy power: it is in civil disorder (Rule 4.4)' },
    ]);
    expect(result.outcomes.France![0]!.reason).toBe(
      'France neither builds nor disbands this winter (1 centres, as many units)',
    );
  });

  it('sets aside what is not a list of texts', () => {
    const orders = { Russia: ['BUILD A MOS', 7], England: 'DISBAND F NTH' } as unknown as Record<string, string[]>;
    const result = resolveAdjustments(winter(), orders);
    expect(result.ignored).toEqual([{ unit: 'Russia', order: '7', reason: 'orders are a list of texts' }]);
    expect(result.outcomes.Russia).toEqual([expect.objectContaining({ order: 'BUILD A MOS', succeeded: true })]);
    // A single text instead of a list is taken as a list of one.
    expect(result.outcomes.England).toEqual([expect.objectContaining({ order: 'DISBAND F NTH', succeeded: true })]);
  });

  it('unknown powers are ignored; centres come back by power', () => {
    const result = resolveAdjustments(winter(), { Spain: ['WAIVE'] });
    expect(result.ignored).toEqual([{ unit: 'Spain', order: 'WAIVE', reason: 'unknown power "Spain"' }]);
    expect(result.centers.Russia).toEqual(['STP', 'MOS', 'SEV', 'WAR']);
    expect(Object.getPrototypeOf(result.centers)).toBe(null);
  });

  it('refuses a game that is not in an adjustment phase', () => {
    expect(() => resolveAdjustments(startingGame(), {})).toThrow(
      'resolveAdjustments resolves a adjustment phase; this game is in a movement phase',
    );
  });

  it('legalOrders lists a power’s builds and WAIVE, or its disbands, as the resolver accepts them', () => {
    const game = winter();
    expect(legalOrders(game, 'Russia')).toEqual([
      'BUILD A STP',
      'BUILD F STP/NC',
      'BUILD F STP/SC',
      'BUILD A MOS',
      'WAIVE',
    ]);
    expect(legalOrders(game, 'England')).toEqual(['DISBAND F NTH', 'DISBAND F LON', 'DISBAND A YOR']);
    expect(legalOrders(game, 'F NTH')).toEqual(['DISBAND F NTH']);
    expect(legalOrders(game, 'A WAR')).toEqual([]);
    expect(legalOrders(game, 'Italy')).toEqual([]);
    expect(legalOrders(game, 'France')).toEqual([]);
    for (const order of legalOrders(game, 'Russia'))
      expect(resolveAdjustments(game, { Russia: [order] }).outcomes.Russia).toEqual([
        expect.objectContaining({ order, succeeded: true }),
      ]);
  });
});
