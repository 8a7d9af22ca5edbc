/**
 * Secrecy (Rules 2.5, 3.6, 4.1, 5.7, 6.3): `playerView(game, power)` holds the board (under Tin
 * Cup only what the Blind rules let that player see), that player's own balance, list, receipts
 * and sheets, and nothing of any other player. For every variant, over random games played some
 * random phases through `advancePhase`, the serialised view is searched for every other player's
 * secrets: each balance it ever had (distinctive numbers), the lists it wrote and used, the
 * markers written in its sheets' comments, and its Zero Sum receipts.
 */
import '../../parser/test/support/fast-check-seed.js';
import fc from 'fast-check';
import { parseSheet } from '@payola/parser';
import {
  advancePhase,
  analyzeSheet,
  legalOrders,
  loadGame,
  loadMap,
  newGame,
  parseUnitText,
  playerView,
  seededRandom,
  standardMap,
  unitText,
  visibleProvinces,
  type Game,
  type NewGameOptions,
} from '@payola/engine';
import { describe, expect, it } from 'vitest';
import { gameWith } from './support/board.js';

const threeSeasons = (() => {
  const loaded = loadMap({ ...standardMap.data, name: 'europe-1615-like', seasons: ['spring', 'summer', 'fall'] });
  if (!loaded.ok) throw new Error('map');
  return loaded.map;
})();

const variants: Record<string, NewGameOptions> = {
  standard: {},
  classic: { rules: ['classic'] },
  blind: { rules: ['blind'] },
  ebayola: { rules: ['ebayola'] },
  'loyal-units': { rules: ['loyal-units'], dummies: ['Italy'] },
  'zero-sum': { rules: ['zero-sum'] },
  'europe-1615': {
    map: threeSeasons,
    mapName: 'europe-1615-like.json',
    rules: ['foreign-orders-non-move', 'dummy-acceptance-lists'],
    dummies: ['Italy'],
    centerValues: { PAR: 15, BRE: 9, MAR: 3, ROM: 9, VEN: 9, NAP: 3 },
    zeroOffers: [{ power: 'France', provinces: ['BEL', 'SPA'] }],
    income: { seasons: ['spring', 'fall'] },
  },
};

/** A game of the variant whose powers hold distinctive balances and lists (the secrets searched for). */
function secretGame(options: NewGameOptions, random: () => number): Game {
  const file = newGame(options).toFile();
  const letters = file.powers.map((p) => p.letter);
  const powers = file.powers.map((p, i) => ({
    ...p,
    // Seven digits, far apart: bribes of a few AgP never make one power's balance another's.
    balance: 1_000_000 + 100_000 * i + Math.floor(random() * 50_000),
    accept: [...letters].sort(() => random() - 0.5).join(''),
  }));
  const loaded = loadGame({ ...file, powers }, { readMap: () => (options.map ?? standardMap).data });
  if (!loaded.ok) throw new Error(loaded.problems.map((p) => `${p.path}: ${p.message}`).join('; '));
  return loaded.game;
}

const pick = <T>(items: readonly T[], random: () => number): T | undefined =>
  items[Math.floor(random() * items.length)];

/** A sheet for `power` in the game's phase, with a secret marker in a comment. */
function sheetFor(game: Game, power: string, marker: string, random: () => number): string {
  const lines = [`% ${marker}`];
  if (game.phase === 'retreat') {
    for (const d of game.dislodged.filter((u) => u.power === power)) {
      const order = pick(legalOrders(game, unitText(d)), random);
      if (order) lines.push(order);
    }
  } else if (game.phase === 'adjustment') {
    for (const order of legalOrders(game, power)) if (random() < 0.5) lines.push(order);
  } else {
    const own = game.unitsOf(power);
    // Rule 3.3: at least one offer; the rest to random units, own ones under Loyal Units.
    const units = own.length > 0 ? [own[0]!, ...game.units.filter(() => random() < 0.2)] : [game.units[0]!];
    const offered = new Set<string>();
    for (const unit of units) {
      if (offered.has(unitText(unit))) continue;
      offered.add(unitText(unit));
      const order = pick(legalOrders(game, unit), random);
      if (order) lines.push(`${1 + Math.floor(random() * 3)} : ${order}`);
    }
    if (!game.rules.onlyDirectOffers && random() < 0.5) lines.push(`ACCEPT ${game.power(power)!.letter}?`);
  }
  return `${lines.join('\n')}\n`;
}

/** Plays `phases` phases with random sheets; returns the game and every secret by power. */
function play(options: NewGameOptions, seed: number, phases: number) {
  const random = seededRandom(seed);
  let game = secretGame(options, random);
  const secrets = new Map(game.powers.map((p) => [p.name, new Set<string>([String(p.balance)])]));
  const lists = new Map(game.powers.map((p) => [p.name, new Set<string>([p.accept.join('')])]));
  const lastSheet = new Map<string, string>();
  for (let i = 0; i < phases && !game.victory; i++) {
    const sheets: Record<string, string> = {};
    for (const p of game.powers) {
      if (p.status === 'dummy') continue;
      if (game.phase !== 'movement' && random() < 0.2) continue;
      const marker = `secret-${p.name}-${seed >>> 0}-${i}`;
      secrets.get(p.name)!.add(marker);
      const sheet = sheetFor(game, p.name, marker, random);
      sheets[p.name] = sheet;
      lastSheet.set(p.name, sheet);
    }
    const done = advancePhase(game, sheets, { seed: seed + i });
    for (const used of Object.entries(done.adjudication?.acceptanceLists ?? {})) lists.get(used[0])!.add(used[1]);
    game = done.game;
    for (const p of game.powers) secrets.get(p.name)!.add(String(p.balance));
  }
  return { game, secrets, lists, lastSheet };
}

describe('Rules 2.5, 3.6, 5.7, 6.3: no other player’s secret in a player view', () => {
  it.each(Object.keys(variants))('%s: random games and phases', (variant) => {
    const options = variants[variant]!;
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 5 }), (seed, phases) => {
        const { game, secrets, lists, lastSheet } = play(options, seed, phases);
        for (const viewer of game.powers) {
          const view = playerView(game, viewer.name);
          const text = JSON.stringify(view);
          for (const other of game.powers) {
            if (other.name === viewer.name) continue;
            for (const secret of secrets.get(other.name)!) expect(text, `${viewer.name}'s view`).not.toContain(secret);
            const entry = view.powers.find((p) => p.name === other.name)!;
            expect(entry).not.toHaveProperty('balance');
            expect(entry).not.toHaveProperty('accept');
            expect(entry).not.toHaveProperty('centersAtYearStart');
            for (const list of lists.get(other.name)!) expect(text).not.toContain(`"${other.name}":"${list}"`);
          }
          expect(Object.keys(view.receipts ?? {})).toEqual(viewer.name in game.receipts ? [viewer.name] : []);
          for (const entry of view.history ?? []) {
            expect(Object.keys(entry.sheets).every((p) => p === viewer.name)).toBe(true);
            expect(Object.keys(entry.acceptanceLists).every((p) => p === viewer.name)).toBe(true);
            expect(entry).not.toHaveProperty('state');
          }
          expect(view).not.toHaveProperty('actions');
          // Rule 6.3: under Tin Cup, no unit out of the player's sight.
          if (game.rules.blind) {
            const sight = visibleProvinces(game, viewer.name);
            for (const u of [...view.units, ...(view.dislodged ?? [])]) {
              const parsed = parseUnitText(u.unit, game.map);
              expect('error' in parsed ? undefined : sight.has(parsed.location.province)).toBe(true);
            }
            for (const p of view.powers) for (const c of p.centers) expect(sight.has(c), `${p.name}'s ${c}`).toBe(true);
            for (const s of view.standoffs ?? []) expect(sight.has(s)).toBe(true);
          }
          // The view loads, and the player's sheets are checked with it.
          const loaded = loadGame(view, { readMap: () => game.map.data });
          expect(loaded.ok).toBe(true);
          if (loaded.ok) {
            expect(loaded.game.viewer).toBe(viewer.name);
            expect(loaded.game.power(viewer.name)!.balance).toBe(viewer.balance);
            const sheet = lastSheet.get(viewer.name);
            if (sheet)
              expect(() =>
                analyzeSheet(parseSheet(sheet).sheet, { game: loaded.game, power: viewer.name }),
              ).not.toThrow();
          }
        }
      }),
      { numRuns: 6 },
    );
  });

  it("a view holds the viewer's own balance, list and history, and round-trips through loadGame", () => {
    const { game } = play({}, 7, 2);
    const view = playerView(game, 'France');
    const france = view.powers.find((p) => p.name === 'France')!;
    expect(france.balance).toBe(game.power('France')!.balance);
    expect(france.accept).toBeDefined();
    expect(view.view).toEqual({ power: 'France' });
    expect(view.history!.map((h) => Object.keys(h.sheets))).toEqual([['France'], ['France']]);
    const loaded = loadGame(view);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
    expect(JSON.parse(JSON.stringify(loaded.game.toFile()))).toEqual(JSON.parse(JSON.stringify(view)));
  });

  it("another power's sheet is not checked against a player's view: one error says whose view it is", () => {
    const loaded = loadGame(playerView(newGame(), 'France'));
    if (!loaded.ok) throw new Error('view');
    const { sheet } = parseSheet('5 : A LON H\n100 $\n');
    expect(analyzeSheet(sheet, { game: loaded.game, power: 'England' }).diagnostics).toEqual([
      expect.objectContaining({
        code: 'payola/not-your-view',
        severity: 'error',
        message:
          "this game file is France's view of the game; check England's sheet against England's own view (payola player-view --power England)",
      }),
    ]);
    expect(
      analyzeSheet(parseSheet('5 : A PAR H\n').sheet, { game: loaded.game, power: 'France' }).diagnostics,
    ).not.toContainEqual(expect.objectContaining({ code: 'payola/not-your-view' }));
  });

  it('a game file that says it is a view but holds another power’s balance or list is refused', () => {
    const view = playerView(newGame(), 'France');
    const leaky = { ...view, powers: view.powers.map((p) => (p.name === 'England' ? { ...p, balance: 48 } : p)) };
    const loaded = loadGame(leaky);
    expect(loaded.ok).toBe(false);
    if (!loaded.ok)
      expect(loaded.problems).toContainEqual({
        path: 'powers[1]',
        message: "a player's view holds no other power's balance or acceptance list (Rule 2.5), but it holds England's",
      });
    const own = { ...view, powers: view.powers.map(({ balance: _b, ...p }) => p) };
    const missing = loadGame(own);
    expect(!missing.ok && missing.problems.some((p) => p.message.includes('France has no "balance"'))).toBe(true);
  });
});

describe('Rule 6.3: dislodged units in a player view and report', () => {
  // Italy's army in Venice, supported from Trieste, dislodges Austria's army in Tyrolia. Germany's
  // army in Munich sees Tyrolia, but not Piedmont or Vienna, two of the places it may retreat to.
  const others = { England: 'eliminated', France: 'eliminated', Russia: 'eliminated', Turkey: 'eliminated' } as const;
  const game = gameWith(
    { Austria: ['A TYR'], Germany: ['A MUN'], Italy: ['A VEN', 'A TRI'] },
    { rules: ['blind'], status: others },
  );
  const advanced = advancePhase(
    game,
    { Austria: '1 : A TYR H\n', Germany: '1 : A MUN H\n', Italy: '1 : A VEN - TYR\n1 : A TRI S A VEN - TYR\n' },
    { seed: 1 },
  );

  it('its owner is told every place it may retreat to', () => {
    expect(playerView(advanced.game, 'Austria').dislodged).toEqual([
      { power: 'Austria', unit: 'A TYR', by: 'VEN', retreats: ['BOH', 'PIE', 'VIE'] },
    ]);
    expect(advanced.reports.Austria!.results[0]!.dislodged).toEqual([
      { power: 'Austria', unit: 'A TYR', by: 'VEN', retreats: ['BOH', 'PIE', 'VIE'] },
    ]);
  });

  it('another player is told only the places in its sight: the others would tell it they are empty', () => {
    const sight = visibleProvinces(game, 'Germany');
    expect([sight.has('TYR'), sight.has('BOH'), sight.has('PIE'), sight.has('VIE')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(playerView(advanced.game, 'Germany').dislodged).toEqual([
      { power: 'Austria', unit: 'A TYR', by: 'VEN', retreats: ['BOH'] },
    ]);
    expect(advanced.reports.Germany!.results[0]!.dislodged).toEqual([
      { power: 'Austria', unit: 'A TYR', by: 'VEN', retreats: ['BOH'] },
    ]);
  });
});
