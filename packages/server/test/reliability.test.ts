// Reliability with real processes: a judge killed (SIGKILL) at any moment of an adjudication
// leaves the game before or after the phase, never between; acknowledged submissions survive
// concurrent submission and a kill; two judges on one PostgreSQL adjudicate each deadline once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { JudgeClient } from './support/client.js';
import { openingSheets, standardGame, testJudge, type TestJudge } from './support/judge.js';
import { startJudgeProcess, type JudgeProcess } from './support/judge-process.js';
import { postgresMissing, startPostgres, type TestPostgres } from './support/postgres.js';

const running: JudgeProcess[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((p) => p.kill()));
});
const start = async (options: Parameters<typeof startJudgeProcess>[0]) => {
  const judge = await startJudgeProcess(options);
  running.push(judge);
  return judge;
};

/** A game with every Spring 1901 sheet in, made over HTTP on a running judge. */
async function readyGame(judge: JudgeProcess, prefix: string) {
  const game = await standardGame({ client: (label) => judge.client(label) } as TestJudge, prefix);
  for (const [power, client] of game.players)
    expect((await client.put(`/api/games/${game.id}/sheet`, { text: openingSheets[power] })).status).toBe(200);
  return game;
}

/** The game is before the phase (Spring 1901, its sheets kept) or after it (Fall 1901, the phase recorded). */
async function expectWhole(gm: JudgeClient, id: string): Promise<'before' | 'after'> {
  const summary = (await gm.get(`/api/games/${id}`)).body;
  const phases = (await gm.get(`/api/games/${id}/phases`)).body.phases as unknown[];
  if (summary.phaseNumber === 0) {
    expect([summary.title, phases.length]).toEqual(['Spring 1901', 0]);
    expect(summary.submissions.filter((s: { submitted: boolean }) => s.submitted)).toHaveLength(7);
    return 'before';
  }
  expect([summary.phaseNumber, summary.title, phases.length]).toEqual([1, 'Fall 1901', 1]);
  return 'after';
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a judge killed (SIGKILL)', () => {
  it('on PGlite: acknowledged concurrent submissions survive, and an adjudication is whole or absent', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'payola-judge-'));
    try {
      let judge = await start({ dataDir });
      // Clients follow the judge across restarts; their sessions live in the database.
      const via = (label?: string) => new JudgeClient((path, init) => fetch(`${judge.url}${path}`, init), label);
      const game = await standardGame({ client: via } as TestJudge, 'kill');
      // Every player resubmits five times at once; the last acknowledged revision must survive.
      const acks = await Promise.all(
        [...game.players].flatMap(([power, client]) =>
          [1, 2, 3, 4, 5].map(async (n) => {
            const text = `% revision attempt ${n}\n${openingSheets[power]}`;
            const answer = await client.put(`/api/games/${game.id}/sheet`, { text });
            expect(answer.status).toBe(200);
            return { power, text, revision: answer.body.revision as number };
          }),
        ),
      );
      for (const power of game.players.keys()) {
        const revisions = acks.filter((a) => a.power === power).map((a) => a.revision);
        expect(new Set(revisions).size).toBe(5);
      }
      await judge.kill();
      judge = await start({ dataDir });
      for (const [power, client] of game.players) {
        const sheet = (await client.get(`/api/games/${game.id}/sheet`)).body;
        const last = acks.filter((a) => a.power === power).sort((a, b) => b.revision - a.revision)[0]!;
        expect([sheet.revision, sheet.text]).toEqual([last.revision, last.text]);
      }
      // Kill during "adjudicate now", twice, at different moments; restart; whole or absent.
      const seen: string[] = [];
      for (const delay of [5, 60]) {
        void game.gm.post(`/api/games/${game.id}/adjudicate`).catch(() => undefined);
        await pause(delay);
        await judge.kill();
        judge = await start({ dataDir });
        seen.push(await expectWhole(game.gm, game.id));
      }
      expect(seen).toHaveLength(2);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});

describe.skipIf(postgresMissing !== undefined)('judges on one PostgreSQL', () => {
  let server: TestPostgres;
  let setup: TestJudge;
  beforeAll(async () => {
    server = await startPostgres();
    setup = await testJudge({ databaseUrl: server.url });
  }, 60_000);
  afterAll(async () => {
    await setup?.close();
    server?.stop();
  });

  it('killed at random moments of adjudications, leave every game before or after its phase', async () => {
    const outcomes: string[] = [];
    let judge = await start({ databaseUrl: server.url });
    for (let i = 0; i < 8; i++) {
      const game = await readyGame(judge, `pgkill${i}`);
      void game.gm.post(`/api/games/${game.id}/adjudicate`).catch(() => undefined);
      await pause(i * 15);
      await judge.kill();
      judge = await start({ databaseUrl: server.url });
      const gm = judge.client('gm');
      await gm.login(`pgkill${i}-gm`, 'correct horse battery');
      outcomes.push(await expectWhole(gm, game.id));
    }
    console.log(
      `killed 8 adjudications: ${outcomes.filter((o) => o === 'before').length} before, ${outcomes.filter((o) => o === 'after').length} after`,
    );
  }, 240_000);

  it('two judge processes adjudicate each deadline exactly once', async () => {
    const games = [];
    for (let i = 0; i < 10; i++) {
      const game = await standardGame(setup, `twice${i}`, { movement: 3600, retreat: 3600, adjustment: 3600 });
      for (const [power, client] of game.players)
        expect((await client.put(`/api/games/${game.id}/sheet`, { text: openingSheets[power] })).status).toBe(200);
      games.push(game.id);
    }
    const [a, b] = await Promise.all([
      start({ databaseUrl: server.url, clockIntervalMs: 20 }),
      start({ databaseUrl: server.url, clockIntervalMs: 20 }),
    ]);
    // Every deadline falls due at once, while both clocks run.
    await setup.store.query("UPDATE games SET deadline = now() - interval '1 second' WHERE id = ANY($1)", [games]);
    for (let i = 0; i < 300; i++) {
      const [row] = await setup.store.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM games WHERE id = ANY($1) AND phase_number = 1',
        [games],
      );
      if (row!.n === games.length) break;
      await pause(100);
    }
    await pause(300);
    const lines = [...a!.log, ...b!.log].filter((l) => l.startsWith('adjudicated '));
    for (const id of games)
      expect(
        lines.filter((l) => l.includes(`(${id})`)),
        id,
      ).toHaveLength(1);
    const phases = await setup.store.query<{ game_id: string; n: number }>(
      'SELECT game_id, count(*)::int AS n FROM phases WHERE game_id = ANY($1) GROUP BY game_id',
      [games],
    );
    expect(phases.map((p) => p.n)).toEqual(games.map(() => 1));
    console.log(
      `two judges: ${a!.log.filter((l) => l.startsWith('adjudicated ')).length} and ${b!.log.filter((l) => l.startsWith('adjudicated ')).length} of ${games.length} deadlines`,
    );
  }, 120_000);
});
