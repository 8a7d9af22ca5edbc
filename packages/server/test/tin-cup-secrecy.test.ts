// Tin Cup (Rule 6.3; rulings 11, 29 and 30) through the web judge: a `blind` game played to Winter
// 1901, and at each phase France calls every route of the API. Nothing France receives names a
// unit it cannot see, another power's orders, sheet, acceptance list, balance, report or
// transfers, or the owner of a centre out of its sight; the GameMaster's answers hold all of them,
// so each search below looks for something that is there to be found. A route without an entry
// in `france` fails the test, so new routes are covered.
import { standardMap } from '@payola/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeApp } from '../src/index.js';
import type { Answer, JudgeClient } from './support/client.js';
import { fastPasswords, openingSheets, standardGame, testJudge, type TestJudge } from './support/judge.js';

type Stage = 'spring' | 'fall' | 'winter';
const stages: readonly Stage[] = ['spring', 'fall', 'winter'];
const password = 'correct horse battery';

/** Each power's own orders for Spring and Fall 1901 (the Fall ones from where Spring left the units). */
const orders: Readonly<Record<'spring' | 'fall', Readonly<Record<string, string>>>> = {
  spring: openingSheets,
  fall: {
    Austria: '1 : A SER H\n1 : F ALB - GRE\n1 : A VIE H\n',
    England: '1 : F NTH - NWY\n1 : F NWG H\n1 : A YOR H\n',
    France: '1 : F MAO - POR\n1 : A SPA H\n1 : A BUR - BEL\n',
    Germany: '1 : A KIE - HOL\n1 : F DEN H\n1 : A RUH H\n',
    Italy: '1 : F ION - TUN\n1 : A APU H\n1 : A VEN H\n',
    Russia: '1 : A UKR - RUM\n1 : F SEV H\n1 : F BOT - SWE\n1 : A WAR H\n',
    Turkey: '1 : F ANK H\n1 : A BUL H\n1 : A CON H\n',
  },
};
const letters: Readonly<Record<string, string>> = {
  Austria: 'A',
  England: 'E',
  France: 'F',
  Germany: 'G',
  Italy: 'I',
  Russia: 'R',
  Turkey: 'T',
};
/** Another power's acceptance list: its own letter, then the others backwards (France's starts with F). */
const listOf = (power: string) =>
  letters[power]! +
  Object.values(letters)
    .filter((l) => l !== letters[power])
    .sort()
    .reverse()
    .join('');
const marker = (power: string, stage: Stage) => `secret-of-${power.toLowerCase()}-${stage}`;
const sheetOf = (power: string, stage: 'spring' | 'fall') =>
  power === 'France'
    ? orders[stage].France!
    : `% ${marker(power, stage)}\nACCEPT ${listOf(power)}\n${orders[stage][power]!}`;

/** What France may see at each stage (its sight, Rule 6.3): its units and the German army next door. */
const franceSees: Readonly<Record<Stage, readonly string[]>> = {
  spring: ['A MAR', 'A PAR', 'F BRE'],
  fall: ['A BUR', 'A RUH', 'A SPA', 'F MAO'],
  winter: ['A BEL', 'A HOL', 'A RUH', 'A SPA', 'F POR'],
};
/** Units that never stand in France's sight up to Winter 1901 (nor did their orders end there). */
const neverSeen = [
  ...['A VIE', 'A BUD', 'F TRI', 'F EDI', 'F LON', 'A LVP', 'A BER', 'F KIE', 'F NAP', 'A ROM', 'A VEN'],
  ...['A MOS', 'F SEV', 'F STP/SC', 'A WAR', 'F ANK', 'A CON', 'A SMY'],
  ...['A SER', 'F ALB', 'F NWG', 'A YOR', 'F DEN', 'F ION', 'A APU', 'A UKR', 'F BOT', 'A BUL'],
  ...['F GRE', 'F NWY', 'F TUN', 'A RUM', 'F SWE'],
];
/** A unit's text as a whole word: `A CON` is not in `A CONVOY`, `F STP` is not `F STP/SC`. */
const unitPattern = (unit: string) => new RegExp(`(?<![A-Z])${unit.replace('/', '\\/')}(?![A-Z/])`);
const unitsIn = (texts: readonly string[], units: readonly string[]) =>
  units.filter((u) => texts.some((t) => unitPattern(u).test(t)));

interface Call {
  readonly body?: (stage: Stage) => unknown;
  readonly status: (stage: Stage) => number;
  /** Called on a client of its own (signing out, setting the password). */
  readonly fresh?: boolean;
}
const ok = () => 200;
const gmOnly = () => 403;
/** How France calls every route; `:number` is the last adjudicated phase (none in spring). */
const france: Readonly<Record<string, Call>> = {
  'GET /api/session': { status: ok },
  'DELETE /api/session': { status: ok, fresh: true },
  'PUT /api/session/password': { body: () => ({ password }), status: ok, fresh: true },
  'GET /api/games': { status: ok },
  'POST /api/games': { body: (s) => ({ name: `france's own ${s}`, players: [] }), status: ok },
  'GET /api/games/:id': { status: ok },
  'GET /api/games/:id/board': { status: ok },
  'GET /api/games/:id/view': { status: ok },
  'GET /api/games/:id/map': { status: ok },
  'GET /api/games/:id/sheet': { status: ok },
  'PUT /api/games/:id/sheet': {
    body: (s) => ({ text: s === 'winter' ? 'BUILD A PAR\n' : sheetOf('France', s) }),
    status: ok,
  },
  'GET /api/games/:id/phases': { status: ok },
  'GET /api/games/:id/phases/:number': { status: (s) => (s === 'spring' ? 404 : 200) },
  'GET /api/games/:id/transfers': { status: ok },
  'POST /api/games/:id/adjudicate': { status: gmOnly },
  'PUT /api/games/:id/deadline': { body: () => ({ deadline: null }), status: gmOnly },
  'POST /api/games/:id/civil-disorder': { body: () => ({ power: 'Russia', civilDisorder: true }), status: gmOnly },
  'POST /api/games/:id/transfers': { body: () => ({ from: 'Russia', to: 'France', amount: 1 }), status: gmOnly },
  'POST /api/games/:id/invitations': { body: () => ({ power: 'Russia', invite: 'link' }), status: gmOnly },
  'POST /api/games/:id/end': { status: gmOnly },
  'GET /api/games/:id/publication': { status: () => 409 },
};
/** The GameMaster's reads: where everything hidden from France is to be found. */
const gmReads = [
  'GET /api/games/:id',
  'GET /api/games/:id/board',
  'GET /api/games/:id/view',
  'GET /api/games/:id/phases',
  'GET /api/games/:id/transfers',
];

let judge: TestJudge;
let game: Awaited<ReturnType<typeof standardGame>>;
/** Every answer France received, and the GameMaster's reads, by stage and route. */
const seen = new Map<Stage, Map<string, Answer>>();
const gmSeen = new Map<Stage, Map<string, Answer>>();
const text = (answer: Answer) => (typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
const all = (answers: Map<string, Answer> | undefined) => [...(answers?.values() ?? [])].map(text);
const franceAt = (stage: Stage, key: string) => seen.get(stage)!.get(key)!;
const gmAt = (stage: Stage, key: string) => gmSeen.get(stage)!.get(key)!;

async function freshFrance(): Promise<JudgeClient> {
  const client = judge.client('france-fresh');
  expect((await client.login('tc-france', password)).status).toBe(200);
  return client;
}

function concrete(path: string, stage: Stage) {
  return path.replace(':id', game.id).replace(':number', String(stage === 'winter' ? 1 : 0));
}

/** France calls every route (GameMaster-only ones are refused); the GameMaster reads the game. */
async function sweep(stage: Stage) {
  const answers = new Map<string, Answer>();
  for (const [key, call] of Object.entries(france)) {
    const [method, path] = key.split(' ') as [string, string];
    const client = call.fresh ? await freshFrance() : game.players.get('France')!;
    const body = call.body?.(stage) ?? (method === 'GET' || method === 'DELETE' ? undefined : {});
    const answer = await client.call(method, concrete(path, stage), body);
    expect(answer.status, `${stage} ${key}: ${text(answer).slice(0, 300)}`).toBe(call.status(stage));
    answers.set(key, answer);
  }
  seen.set(stage, answers);
  const gm = new Map<string, Answer>();
  for (const key of gmReads) {
    const [method, path] = key.split(' ') as [string, string];
    const answer = await game.gm.call(method, concrete(path, stage));
    expect(answer.status, `GameMaster ${stage} ${key}`).toBe(200);
    gm.set(key, answer);
  }
  gmSeen.set(stage, gm);
}

async function submitAll(stage: 'spring' | 'fall') {
  for (const [power, client] of game.players) {
    const answer = await client.put(`/api/games/${game.id}/sheet`, { text: sheetOf(power, stage) });
    expect(answer.status, `${stage} ${power}: ${text(answer)}`).toBe(200);
  }
}

/** The checker's verdict on a sheet, without the unit's text (which the player wrote itself). */
async function verdict(sheet: string, unit: string) {
  const answer = await game.players.get('France')!.put(`/api/games/${game.id}/sheet`, { text: sheet });
  return {
    status: answer.status,
    said: text(answer)
      .replace(/"(submittedAt|revision)":[^,]*,/g, '')
      .split(unit),
  };
}

beforeAll(async () => {
  judge = await testJudge();
  game = await standardGame(judge, 'tc', undefined, ['blind']);
  // France's account becomes its own (so fresh clients sign in with it, and links stop).
  expect((await game.players.get('France')!.put('/api/session/password', { password })).status).toBe(200);
  expect(
    (await game.gm.post(`/api/games/${game.id}/transfers`, { from: 'Russia', to: 'Turkey', amount: 7 })).status,
  ).toBe(200);
}, 60_000);
afterAll(async () => judge?.close());

describe('Tin Cup on the web judge (Rule 6.3): France learns only what it may see', () => {
  it('has an entry for every route of the API', () => {
    const { routes } = judgeApp(judge.store, fastPasswords);
    expect(Object.keys(france).sort()).toEqual(routes.map((r) => `${r.method.toUpperCase()} ${r.path}`).sort());
  });

  it('Rule 6.3, ruling 11: the sheet checker says the same of a unit that exists out of sight as of one that does not', async () => {
    // F SEV and A WAR stand in Russia; A SEV and A UKR do not (Spring 1901).
    expect(await verdict('1 : F SEV H\n', 'F SEV')).toEqual(await verdict('1 : A SEV H\n', 'A SEV'));
    expect(await verdict('1 : A WAR - GAL\n', 'A WAR')).toEqual(await verdict('1 : A UKR - GAL\n', 'A UKR'));
  });

  it('plays Spring and Fall 1901: France calls every route at each phase, the GameMaster reads the game', async () => {
    await submitAll('spring');
    await sweep('spring');
    expect((await game.gm.post(`/api/games/${game.id}/adjudicate`)).status).toBe(200);
    await submitAll('fall');
    await sweep('fall');
    expect((await game.gm.post(`/api/games/${game.id}/adjudicate`)).status).toBe(200);
    await sweep('winter');
    expect(franceAt('winter', 'GET /api/games/:id').body.title).toBe('Winter 1901 adjustments');
  }, 120_000);

  for (const stage of stages) {
    it(`${stage}: France's view and board show exactly the units in its sight, the GameMaster's every unit`, () => {
      const gmUnits = gmAt(stage, 'GET /api/games/:id/view').body.units.map((u: { unit: string }) => u.unit);
      const view = franceAt(stage, 'GET /api/games/:id/view').body;
      expect(view.units.map((u: { unit: string }) => u.unit).sort()).toEqual(franceSees[stage]);
      const svgUnits = (svg: string) => [...svg.matchAll(/data-unit="([^"]+)"/g)].map((m) => m[1]).sort();
      expect(svgUnits(franceAt(stage, 'GET /api/games/:id/board').body)).toEqual(franceSees[stage]);
      expect(svgUnits(gmAt(stage, 'GET /api/games/:id/board').body)).toEqual([...gmUnits].sort());
      expect(gmUnits.length).toBeGreaterThan(20);
    });

    it(`${stage}: no unit out of France's sight (A MOS, F SEV…) in any answer France received, all in the GameMaster's`, () => {
      const gmUnits: string[] = gmAt(stage, 'GET /api/games/:id/view').body.units.map((u: { unit: string }) => u.unit);
      const hidden = gmUnits.filter((u) => !franceSees[stage].includes(u));
      expect(hidden.length).toBeGreaterThan(15);
      if (stage === 'spring') expect(hidden).toEqual(expect.arrayContaining(['A MOS', 'F SEV']));
      // The map is the board's definition, the same for everyone (its startingUnits are the
      // printed opening position, public in every Diplomacy game), so it is compared, not searched.
      const map = franceAt(stage, 'GET /api/games/:id/map').body;
      expect(map).toEqual(standardMap.data);
      const answers = [...seen.get(stage)!].filter(([key]) => key !== 'GET /api/games/:id/map').map(([, a]) => text(a));
      expect(unitsIn(answers, hidden)).toEqual([]);
      expect(unitsIn(answers, neverSeen)).toEqual([]);
      expect(unitsIn(all(gmSeen.get(stage)), hidden)).toEqual(hidden);
    });

    it(`${stage}: France has no other power's sheet, list, balance, report, transfer or submission`, () => {
      const everything = all(seen.get(stage)).join('\n');
      expect(everything).not.toContain('secret-of-');
      for (const power of Object.keys(letters).filter((p) => p !== 'France'))
        expect(everything, power).not.toContain(listOf(power));
      const view = franceAt(stage, 'GET /api/games/:id/view').body;
      for (const p of view.powers.filter((x: { name: string }) => x.name !== 'France'))
        expect(
          Object.keys(p).every((k) => ['name', 'letter', 'centers', 'status', 'player'].includes(k)),
          p.name,
        ).toBe(true);
      expect(view.powers.find((p: { name: string }) => p.name === 'France').balance).toBeTypeOf('number');
      const summary = franceAt(stage, 'GET /api/games/:id').body;
      expect(summary.submissions).toBeUndefined();
      expect(JSON.stringify(summary.powers)).not.toMatch(/balance|accept|centers/);
      expect(franceAt(stage, 'GET /api/games/:id/transfers').body.transfers).toEqual([]);
      for (const phase of franceAt(stage, 'GET /api/games/:id/phases').body.phases) {
        expect(Object.keys(phase.reports)).toEqual(['France']);
        expect(phase.public).toEqual({ results: [] });
      }
      // The GameMaster has them: balances of all, the transfer, who submitted, every report.
      const gmView = gmAt(stage, 'GET /api/games/:id/view').body;
      expect(gmView.powers.filter((p: { balance?: number }) => typeof p.balance === 'number')).toHaveLength(7);
      expect(gmAt(stage, 'GET /api/games/:id/transfers').body.transfers).toMatchObject([
        { from: 'Russia', to: 'Turkey', amount: 7 },
      ]);
      expect(gmAt(stage, 'GET /api/games/:id').body.submissions).toHaveLength(7);
      for (const phase of gmAt(stage, 'GET /api/games/:id/phases').body.phases)
        expect(Object.keys(phase.reports)).toHaveLength(7);
    });
  }

  it("the GameMaster's answers hold every sheet and list France never saw, once adjudicated", () => {
    const gm = all(gmSeen.get('winter')).join('\n');
    for (const power of Object.keys(letters).filter((p) => p !== 'France')) {
      for (const stage of ['spring', 'fall'] as const) expect(gm, power).toContain(marker(power, stage));
      expect(gm, power).toContain(listOf(power));
    }
  });

  it("winter: France's board and view give no owner of a centre out of its sight (Russia's 6 are hidden)", () => {
    const gmPowers = gmAt('winter', 'GET /api/games/:id/view').body.powers as { name: string; centers: string[] }[];
    expect(gmPowers.find((p) => p.name === 'Russia')!.centers).toHaveLength(6);
    const view = franceAt('winter', 'GET /api/games/:id/view').body;
    expect(view.powers.find((p: { name: string }) => p.name === 'Russia').centers).toEqual([]);
    const owners = (svg: string) => new Set([...svg.matchAll(/data-owner="([^"]+)"/g)].map((m) => m[1]));
    expect([...owners(franceAt('winter', 'GET /api/games/:id/board').body)].sort()).toEqual(['France', 'Germany']);
    expect(owners(gmAt('winter', 'GET /api/games/:id/board').body).size).toBe(7);
  });

  it("winter: France's board legend counts France's own centres and no other power's (ruling 29)", () => {
    const view = franceAt('winter', 'GET /api/games/:id/view').body;
    const svg: string = franceAt('winter', 'GET /api/games/:id/board').body;
    const count = (power: string) => new RegExp(`${power} \\((\\d+)\\)`).exec(svg)?.[1];
    for (const p of view.powers as { name: string; centers: string[] }[])
      expect(count(p.name), p.name).toBe(p.name === 'France' ? String(p.centers.length) : undefined);
    // The GameMaster's picture counts every power's.
    const gm: string = gmAt('winter', 'GET /api/games/:id/board').body;
    expect(new RegExp('Russia \\(\\d+\\)').test(gm)).toBe(true);
  });
});
