/**
 * Rule 1.5: retreat and adjustment phases' sheets hold each player's own orders. The checker
 * (check/phase-orders.ts, through analyzeSheet by the game's phase) reports, located and with a
 * code, what the resolvers will refuse; the resolver still ignores only that order (the DATC's
 * choice), and the checker and the GameMaster's run agree on every single order.
 */
import { parseSheet } from '@payola/parser';
import {
  advancePhase,
  analyzeSheet,
  loadGame,
  newGame,
  playerView,
  type Game,
  type SheetDiagnostic,
} from '@payola/engine';
import { describe, expect, it } from 'vitest';
import { gameWith } from './support/board.js';
import { firstYear } from './support/first-year.js';

const spring = advancePhase(newGame(), firstYear.spring1901, { seed: 1901 });
/** Fall 1901's retreat phase: Italy's A VEN, dislodged from Trieste, may retreat to PIE, ROM or TUS. */
const retreats = advancePhase(spring.game, firstYear.fall1901, { seed: 1902 }).game;
/** Winter 1901: Austria builds 2 (VIE, BUD, TRI vacant), Italy disbands 1, France builds 3. */
const winter = advancePhase(retreats, firstYear.fall1901Retreats, { seed: 1903 }).game;

interface Found {
  code: string;
  severity: SheetDiagnostic['severity'];
  /** The text the diagnostic's range covers. */
  at: string;
  message: string;
  replacements?: readonly string[];
}

function check(game: Game, power: string, text: string): Found[] {
  const { sheet } = parseSheet(text);
  return analyzeSheet(sheet, { game, power }).diagnostics.map((d) => ({
    code: d.code,
    severity: d.severity,
    at: text.slice(d.range.start.offset, d.range.end.offset),
    message: d.message,
    ...(d.replacements && { replacements: d.replacements }),
  }));
}

describe('Rule 1.5: retreat-phase sheets', () => {
  it('a legal retreat, in any notation, gives no diagnostic', () => {
    for (const text of ['A VEN - PIE\n', 'A VEN R TUS\n', 'ven - rom % home\n', 'DISBAND A VEN\n', 'A VEN D\n'])
      expect(check(retreats, 'Italy', text), text).toEqual([]);
  });

  it('a retreat to a place not among its retreats: the resolver says why, the unit would be disbanded, each retreat is a fix', () => {
    expect(check(retreats, 'Italy', 'A VEN - TRI\n')).toEqual([
      {
        code: 'payola/illegal-retreat',
        severity: 'error',
        at: 'A VEN - TRI',
        message:
          'this order fails and A VEN would be disbanded: cannot retreat to TRI (the attacker came from TRI); it may retreat to PIE, ROM, TUS',
        replacements: ['A VEN - PIE', 'A VEN - ROM', 'A VEN - TUS', 'DISBAND A VEN'],
      },
    ]);
    expect(check(retreats, 'Italy', 'A VEN - TYR\n')[0]!.message).toContain('TYR is occupied');
    expect(check(retreats, 'Italy', 'A VEN - PIx\n')[0]).toMatchObject({ code: 'payola/unknown-place', at: 'PIx' });
  });

  it('only the player’s own dislodged units: the same message whether another power’s unit or none is there', () => {
    expect(check(retreats, 'Austria', 'A VEN - TUS\n')).toEqual([
      expect.objectContaining({
        code: 'payola/not-dislodged',
        at: 'A VEN',
        message:
          'Austria has no dislodged unit in VEN: in a retreat phase each player orders only its own dislodged units (Rule 1.5)',
      }),
    ]);
    expect(check(retreats, 'Italy', 'A APU - NAP\nA VEN - PIE\n')).toEqual([
      expect.objectContaining({ code: 'payola/not-dislodged', at: 'A APU' }),
    ]);
  });

  it('offers, savings and lines of the adjustment phase are errors; an acceptance list a warning; a unit left without an order a warning', () => {
    expect(check(retreats, 'Italy', '2 : A VEN - PIE\n5 $\nACCEPT IA?\nBUILD A ROM\nA VEN H\n')).toEqual([
      {
        code: 'payola/offer-outside-movement',
        severity: 'error',
        at: '2 : A VEN - PIE',
        message:
          'offers are made in movement phases; in the Fall 1901 retreat phase you order your own units directly (Rule 1.5): write `A VEN - PIE`',
        replacements: ['A VEN - PIE'],
      },
      expect.objectContaining({
        code: 'payola/no-retreat-order',
        severity: 'warning',
        at: '2 : A VEN - PIE',
        message: 'A VEN has no order: it will be disbanded (it may retreat to PIE, ROM, TUS)',
      }),
      expect.objectContaining({ code: 'payola/offer-outside-movement', at: '5 $' }),
      expect.objectContaining({ code: 'payola/accept-outside-movement', severity: 'warning', at: 'ACCEPT IA?' }),
      expect.objectContaining({ code: 'payola/wrong-phase-order', at: 'BUILD A ROM' }),
      expect.objectContaining({ code: 'payola/wrong-phase-order', at: 'A VEN H' }),
    ]);
  });

  it('an offer in a retreat phase suggests the bare retreat only for a dislodged unit of the sheet’s power', () => {
    const offered = (power: string, text: string) => check(retreats, power, text)[0]!;
    expect(offered('Italy', '2 : A VEN - PIE\n')).toMatchObject({ replacements: ['A VEN - PIE'] });
    for (const [power, text] of [
      ['Austria', '2 : A VEN - PIE\n'],
      ['Italy', '1 : F TRI - VEN\n'],
    ] as const) {
      const diagnostic = offered(power, text);
      expect(diagnostic.code).toBe('payola/offer-outside-movement');
      expect(diagnostic.message).not.toContain('write');
      expect(diagnostic).not.toHaveProperty('replacements');
    }
  });

  it('a second order for one unit: only the first counts', () => {
    expect(check(retreats, 'Italy', 'A VEN - PIE\nDISBAND A VEN\n')).toEqual([
      expect.objectContaining({
        code: 'payola/second-phase-order',
        at: 'DISBAND A VEN',
        message: 'a second order for A VEN: only the first (line 1) counts',
      }),
    ]);
  });

  it('two of one’s own units retreating to one place: both would be disbanded (a warning)', () => {
    const game = loadGame({
      ...retreats.toFile(),
      units: retreats.toFile().units.filter((u) => u.unit !== 'A APU'),
      dislodged: [
        { power: 'Italy', unit: 'A VEN', by: 'TRI', retreats: ['PIE', 'ROM', 'TUS'] },
        { power: 'Italy', unit: 'A APU', by: 'NAP', retreats: ['ROM'] },
      ],
    });
    if (!game.ok) throw new Error(JSON.stringify(game.problems));
    const found = check(game.game, 'Italy', 'A VEN - ROM\nA APU - ROM\n');
    expect(found.map((f) => [f.code, f.severity, f.at])).toEqual([
      ['payola/retreat-clash', 'warning', 'A VEN - ROM'],
      ['payola/retreat-clash', 'warning', 'A APU - ROM'],
    ]);
  });

  it('a movement phase still refuses retreat and adjustment orders', () => {
    expect(check(spring.game, 'Italy', 'A VEN R PIE\n1 : A VEN H\n').map((f) => f.code)).toContain(
      'payola/phase-order-in-movement',
    );
  });
});

describe('Rule 1.5: adjustment-phase sheets', () => {
  it('builds in vacant owned home centres, a waive, a disband: no diagnostic', () => {
    expect(check(winter, 'Austria', 'BUILD A VIE\nB F TRI\n')).toEqual([]);
    expect(check(winter, 'France', 'BUILD A PAR\nA MAR B\nWAIVE\n')).toEqual([]);
    expect(check(winter, 'Italy', 'REMOVE A PIE\n')).toEqual([]);
  });

  it('a build outside a vacant owned home centre fails on its own, with the legal builds as fixes', () => {
    expect(check(winter, 'Austria', 'BUILD A SER\nBUILD A VIE\nBUILD F TRI\n')).toEqual([
      {
        code: 'payola/illegal-build',
        severity: 'error',
        at: 'BUILD A SER',
        message: 'this build fails: Serbia is not a home supply centre of Austria',
        replacements: ['BUILD A BUD', 'BUILD A TRI', 'BUILD F TRI', 'BUILD A VIE', 'WAIVE'],
      },
    ]);
    expect(check(winter, 'France', 'BUILD F PAR\n')[0]).toMatchObject({
      code: 'payola/illegal-build',
      message: 'this build fails: a fleet cannot be built in landlocked Paris',
    });
  });

  it('more builds than allowed: those beyond the count are ignored', () => {
    expect(check(winter, 'Austria', 'BUILD A VIE\nBUILD A BUD\nBUILD F TRI\n')).toEqual([
      expect.objectContaining({
        code: 'payola/too-many-adjustments',
        at: 'BUILD F TRI',
        message: 'more builds than Austria may make: it may build 2 (5 centres, 3 units); this one is ignored',
      }),
    ]);
  });

  it('a build from a power that must disband, and civil disorder foretold', () => {
    expect(check(winter, 'Italy', 'BUILD A ROM\n')).toEqual([
      expect.objectContaining({
        code: 'payola/wrong-adjustment',
        at: 'BUILD A ROM',
        message: 'Italy must disband 1 this winter (2 centres, 3 units); it cannot build',
        replacements: ['DISBAND F ION', 'DISBAND A APU', 'DISBAND A PIE'],
      }),
      expect.objectContaining({
        code: 'payola/too-few-disbands',
        severity: 'warning',
        message:
          'Italy must disband 1 this winter (2 centres, 3 units) and orders 0: civil disorder will disband A PIE',
      }),
    ]);
    expect(check(winter, 'Austria', 'DISBAND A SER\nBUILD A VIE\n')[0]).toMatchObject({
      code: 'payola/wrong-adjustment',
      message: 'Austria builds this winter (5 centres, 3 units); it disbands nothing',
    });
    expect(check(winter, 'Italy', 'DISBAND F VEN\nDISBAND A PIE\n')).toEqual([
      expect.objectContaining({
        code: 'payola/illegal-disband',
        message: 'this disband fails: Italy has no unit in VEN',
      }),
    ]);
  });

  it('a retreat in the winter, and an adjustment from a power with nothing to adjust', () => {
    expect(check(winter, 'Italy', 'A PIE - TUS\nDISBAND A PIE\n').map((f) => [f.code, f.at])).toEqual([
      ['payola/wrong-phase-order', 'A PIE - TUS'],
    ]);
    const opening = loadGame({ ...newGame().toFile(), season: 'winter', phase: 'adjustment' });
    if (!opening.ok) throw new Error('game');
    expect(check(opening.game, 'France', 'BUILD A PAR\n')).toEqual([
      expect.objectContaining({
        code: 'payola/no-adjustment',
        message: 'France neither builds nor disbands this winter (3 centres, 3 units)',
      }),
    ]);
  });

  it('builds left unused are waived (information)', () => {
    expect(check(winter, 'Austria', 'BUILD A VIE\n')).toEqual([
      expect.objectContaining({
        code: 'payola/unused-builds',
        severity: 'info',
        message: 'Austria may build 2 this winter (5 centres, 3 units) and orders 1: the build left is waived',
      }),
    ]);
  });

  it('a dummy power sends no orders (Rule 4.4)', () => {
    const game = gameWith({ Germany: ['A MUN'] }, { status: { Germany: 'dummy' } });
    const winterGame = loadGame({ ...game.toFile(), season: 'winter', phase: 'adjustment' });
    if (!winterGame.ok) throw new Error('game');
    expect(check(winterGame.game, 'Germany', 'DISBAND A MUN\n').map((f) => f.code)).toEqual(['payola/dummy-sheet']);
  });

  it("works from a player's view as from the GameMaster's file", () => {
    const view = loadGame(playerView(winter, 'Austria'));
    if (!view.ok) throw new Error(JSON.stringify(view.problems));
    for (const text of ['BUILD A SER\nBUILD A VIE\n', 'BUILD A VIE\nBUILD A BUD\nBUILD F TRI\n', 'BUILD A VIE\n'])
      expect(check(view.game, 'Austria', text)).toEqual(check(winter, 'Austria', text));
  });
});

describe('the checker and the GameMaster’s run agree on every order (one decision: the resolvers)', () => {
  const succeeded = (game: Game, power: string, text: string) => {
    const done = advancePhase(game, { [power]: text }, { seed: 1 });
    const order = done.results[0]!.orders.find((o) => o.power === power);
    return order?.succeeded === true;
  };
  it.each([
    ['retreat', 'A VEN - PIE'],
    ['retreat', 'A VEN - TUS'],
    ['retreat', 'A VEN - TRI'],
    ['retreat', 'A VEN - TYR'],
    ['retreat', 'A VEN - VIE'],
    ['retreat', 'F VEN - PIE'],
    ['retreat', 'DISBAND A VEN'],
    ['adjustment', 'DISBAND A PIE'],
    ['adjustment', 'DISBAND A APU'],
    ['adjustment', 'DISBAND F ROM'],
    ['adjustment', 'BUILD A ROM'],
    ['adjustment', 'DISBAND F ION'],
    ['adjustment', 'DISBAND A ION'],
  ] as const)('%s phase: %s', (phase, text) => {
    const game = phase === 'retreat' ? retreats : winter;
    const clean = check(game, 'Italy', `${text}\n`).every((d) => d.severity !== 'error');
    expect(clean).toBe(succeeded(game, 'Italy', `${text}\n`));
  });
});
