// Every API route × every kind of caller: anonymous, another player of the game, the player, the
// GameMaster, a player of another game. Nobody reads another player's sheet, balance, acceptance
// list, transfers or report, before or after adjudication, until the end-of-game publication
// (Rules 3.6, 5.7). A route without an entry here fails the test, so new routes are covered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeApp } from '../src/index.js';
import type { JudgeClient } from './support/client.js';
import { fastPasswords, openingSheets, standardGame, testJudge, type TestJudge } from './support/judge.js';

type Actor = 'anonymous' | 'other' | 'player' | 'gm' | 'outsider';
const actors: readonly Actor[] = ['anonymous', 'other', 'player', 'gm', 'outsider'];
const marker = 'england-secret-offer-marker';
// England's list: unusual enough to find in any answer.
const englandList = 'ACCEPT TIRAGFE';

let judge: TestJudge;
let gameId: string;
let clients: Record<Exclude<Actor, 'anonymous'>, JudgeClient>;
let fresh: (actor: Actor) => Promise<JudgeClient>;

beforeAll(async () => {
  judge = await testJudge();
  const a = await standardGame(judge, 'a');
  const b = await standardGame(judge, 'b');
  gameId = a.id;
  clients = {
    player: a.players.get('England')!,
    other: a.players.get('Germany')!,
    gm: a.gm,
    outsider: b.players.get('England')!,
  };
  fresh = async (actor) => {
    const client = judge.client(actor);
    if (actor === 'anonymous') return client;
    if (actor === 'gm') await client.login('a-gm', 'correct horse battery');
    else {
      const [game, power] = actor === 'outsider' ? [b, 'England'] : [a, actor === 'player' ? 'England' : 'Germany'];
      const invitation = await game.gm.post(`/api/games/${game.id}/invitations`, { power, invite: 'link' });
      // Once its player has set a password (PUT /api/session/password), the account is theirs: no more links.
      if (invitation.status === 403)
        await client.login(`${game === a ? 'a' : 'b'}-${power.toLowerCase()}`, 'correct horse battery');
      else await client.signIn(invitation.body.signInPath);
    }
    return client;
  };
  // Phase 1 adjudicated: every report exists; a transfer England → France; phase 2 sheets in.
  for (const [power, client] of a.players) {
    const text = power === 'England' ? `% ${marker}\n${englandList}\n${openingSheets[power]}` : openingSheets[power]!;
    expect((await client.put(`/api/games/${a.id}/sheet`, { text })).status).toBe(200);
  }
  expect((await a.gm.post(`/api/games/${a.id}/adjudicate`)).status).toBe(200);
  expect((await a.gm.post(`/api/games/${a.id}/transfers`, { from: 'England', to: 'France', amount: 1 })).status).toBe(
    200,
  );
  const again = `% ${marker} again\n${englandList}\n1 : A VEN H\n`;
  expect((await clients.player.put(`/api/games/${a.id}/sheet`, { text: again })).status).toBe(200);
}, 180_000);
afterAll(async () => judge?.close());

/** Expected status per actor, and the body to send; `:id` is game A, `:number` phase 0. */
interface Case {
  readonly body?: unknown;
  readonly expect: Readonly<Record<Actor, number>>;
}
const readAll = { anonymous: 401, other: 200, player: 200, gm: 200, outsider: 404 } as const;
const gmOnly = (ok: number) => ({ anonymous: 401, other: 403, player: 403, gm: ok, outsider: 404 }) as const;
const playersOnly = (ok: number) => ({ anonymous: 401, other: ok, player: ok, gm: 403, outsider: 404 }) as const;
const anyone = { anonymous: 401, other: 200, player: 200, gm: 200, outsider: 200 } as const;

const matrix: Readonly<Record<string, Case>> = {
  'GET /api/session': { expect: anyone },
  'DELETE /api/session': { expect: anyone },
  'PUT /api/session/password': { body: { password: 'correct horse battery' }, expect: anyone },
  'GET /api/games': { expect: anyone },
  'POST /api/games': { body: { name: 'another', players: [] }, expect: anyone },
  'GET /api/games/:id': { expect: readAll },
  'GET /api/games/:id/board': { expect: readAll },
  'GET /api/games/:id/view': { expect: readAll },
  'GET /api/games/:id/map': { expect: readAll },
  'GET /api/games/:id/sheet': { expect: playersOnly(200) },
  // Germany has no sheet in phase 2 (200); England resubmits a valid one.
  'PUT /api/games/:id/sheet': { body: { text: '1 : A VEN H\n' }, expect: playersOnly(200) },
  'GET /api/games/:id/phases': { expect: readAll },
  'GET /api/games/:id/phases/:number': { expect: readAll },
  'GET /api/games/:id/transfers': { expect: readAll },
  // Sheets are missing in phase 2: the GameMaster passes the check and hears why (409).
  'POST /api/games/:id/adjudicate': { expect: gmOnly(409) },
  'PUT /api/games/:id/deadline': { body: { deadline: null }, expect: gmOnly(200) },
  'POST /api/games/:id/civil-disorder': { body: { power: 'Italy', civilDisorder: false }, expect: gmOnly(200) },
  'POST /api/games/:id/transfers': { body: { from: 'Italy', to: 'Turkey', amount: 1 }, expect: gmOnly(200) },
  'POST /api/games/:id/invitations': { body: { power: 'Italy', invite: 'link' }, expect: gmOnly(200) },
  // Before the end: nobody reads the publication; the end is tried last (below).
  'GET /api/games/:id/publication': { expect: { anonymous: 401, other: 409, player: 409, gm: 409, outsider: 404 } },
  'POST /api/games/:id/end': { expect: gmOnly(200) },
};

const allRoutes = () => {
  const { routes } = judgeApp(judge.store, fastPasswords);
  return routes.map((r) => `${r.method.toUpperCase()} ${r.path}`);
};
const concrete = (path: string) => path.replace(':id', gameId).replace(':number', '0');

/** Every answer an actor other than England (and the GameMaster) received, to search for secrets. */
const seenByOthers: string[] = [];

describe('authorisation matrix', () => {
  it('has an entry for every route of the API', () => {
    expect(Object.keys(matrix).sort()).toEqual(allRoutes().sort());
  });

  for (const [key, c] of Object.entries(matrix)) {
    if (key === 'POST /api/games/:id/end') continue;
    it(`${key}: ${actors.map((a) => `${a} ${c.expect[a]}`).join(', ')}`, async () => {
      const [method, path] = key.split(' ') as [string, string];
      // Denied callers first, so that a change the allowed callers make does not hide a leak.
      const order = [...actors].sort((x, y) => Number(c.expect[x] === 200) - Number(c.expect[y] === 200));
      for (const actor of order) {
        const client = await fresh(actor);
        const answer = await client.call(
          method,
          concrete(path),
          c.body ?? (method === 'GET' || method === 'DELETE' ? undefined : {}),
        );
        expect(answer.status, `${actor}: ${JSON.stringify(answer.body).slice(0, 200)}`).toBe(c.expect[actor]);
        if (actor !== 'player' && actor !== 'gm') seenByOthers.push(JSON.stringify(answer.body));
      }
    });
  }

  it("no other player saw England's sheet, list, balance, transfer or report before the publication", async () => {
    // What a curious player would look at, once more after everything above.
    for (const actor of ['other', 'outsider'] as const) {
      const client = await fresh(actor);
      for (const path of [
        '/api/games/:id',
        '/api/games/:id/view',
        '/api/games/:id/sheet',
        '/api/games/:id/phases',
        '/api/games/:id/phases/0',
        '/api/games/:id/transfers',
        '/api/games/:id/board',
      ])
        seenByOthers.push(JSON.stringify((await client.get(concrete(path))).body));
    }
    const everything = seenByOthers.join('\n');
    expect(everything).not.toContain(marker);
    expect(everything).not.toContain('TIRAGFE');
    expect(everything).not.toMatch(/"power":"England","year"/); // England's report
    const view = (await clients.other.get(`/api/games/${gameId}/view`)).body;
    expect(view.view.power).toBe('Germany');
    const others = view.powers.filter((p: { name: string }) => p.name !== 'Germany');
    expect(others).toHaveLength(6);
    expect(JSON.stringify(others)).not.toMatch(/balance|accept/);
    const phases = (await clients.other.get(`/api/games/${gameId}/phases`)).body.phases;
    expect(Object.keys(phases[0].reports)).toEqual(['Germany']);
    expect((await clients.other.get(`/api/games/${gameId}/transfers`)).body.transfers).toEqual([]);
    // The player and the GameMaster do see it.
    expect((await clients.player.get(`/api/games/${gameId}/sheet`)).body.text).toBe('1 : A VEN H\n');
    expect(Object.keys((await clients.player.get(`/api/games/${gameId}/phases`)).body.phases[0].reports)).toEqual([
      'England',
    ]);
    expect(Object.keys((await clients.gm.get(`/api/games/${gameId}/phases`)).body.phases[0].reports)).toHaveLength(7);
  });

  it('POST /api/games/:id/end: GameMaster only; then everything is published to the game, not to others', async () => {
    const c = matrix['POST /api/games/:id/end']!;
    for (const actor of ['anonymous', 'other', 'player', 'outsider', 'gm'] as const) {
      const answer = await (await fresh(actor)).post(concrete('/api/games/:id/end'));
      expect(answer.status, actor).toBe(c.expect[actor]);
    }
    const published = await clients.other.get(`/api/games/${gameId}/publication`);
    expect(published.status).toBe(200);
    expect(JSON.stringify(published.body)).toContain(marker);
    expect(JSON.stringify(published.body)).toContain('TIRAGFE');
    expect((await clients.outsider.get(`/api/games/${gameId}/publication`)).status).toBe(404);
    const phases = (await clients.other.get(`/api/games/${gameId}/phases`)).body.phases;
    expect(Object.keys(phases[0].reports)).toHaveLength(7);
  });
});
