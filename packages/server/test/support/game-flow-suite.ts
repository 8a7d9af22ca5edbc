// A game on the judge: sheets checked as the adjudicator checks them (located errors), resubmitted
// until the deadline, adjudicated by the GameMaster or by the deadline clock, late players (Rule
// 3.3: wait, extend, civil disorder), transfers (Rule 2.3), reports of every phase (Rule 5.7).
import { standardMap } from '@payola/engine';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runDueDeadlines } from '../../src/index.js';
import { openingSheets, standardGame, type TestJudge } from './judge.js';

async function submitAll(game: Awaited<ReturnType<typeof standardGame>>, except: readonly string[] = []) {
  for (const [power, client] of game.players) {
    if (except.includes(power)) continue;
    const answer = await client.put(`/api/games/${game.id}/sheet`, { text: openingSheets[power] });
    expect(answer.status, `${power}: ${JSON.stringify(answer.body)}`).toBe(200);
  }
}

/** The game-flow tests on a store (PGlite, or a PostgreSQL server). */
export function gameFlowSuite(
  storeName: string,
  open: () => Promise<TestJudge>,
  close: () => void = () => undefined,
): void {
  describe(`a game on the judge (${storeName})`, () => {
    let judge: TestJudge;
    beforeAll(async () => {
      judge = await open();
    }, 120_000);
    afterAll(async () => {
      await judge?.close();
      close();
    });
    beforeEach(async () => judge.reset());

    it('refuses an invalid sheet with located errors and keeps the last valid one', async () => {
      const game = await standardGame(judge, 'check');
      const france = game.players.get('France')!;
      expect((await france.put(`/api/games/${game.id}/sheet`, { text: openingSheets.France })).body.revision).toBe(1);
      const bad = await france.put(`/api/games/${game.id}/sheet`, { text: '3 : A PAR - BUR\n2 : A XYZ - BUR\n' });
      expect(bad.status).toBe(422);
      expect(bad.body.error.code).toBe('invalid-sheet');
      const [first] = bad.body.error.diagnostics;
      expect(first).toMatchObject({
        code: 'payola/unknown-place',
        severity: 'error',
        range: { start: { line: 2, column: 7 } },
      });
      const kept = await france.get(`/api/games/${game.id}/sheet`);
      expect([kept.body.text, kept.body.revision]).toEqual([openingSheets.France, 1]);
      const again = await france.put(`/api/games/${game.id}/sheet`, {
        text: `% changed my mind\n${openingSheets.France}`,
      });
      expect(again.body.revision).toBe(2);
    });

    it('adjudicates when the GameMaster asks, moves the units and gives each player its own report', async () => {
      const game = await standardGame(judge, 'adj');
      await submitAll(game, ['Turkey']);
      const waiting = await game.gm.post(`/api/games/${game.id}/adjudicate`);
      expect(waiting.status).toBe(409);
      expect(waiting.body.error.missing).toEqual(['Turkey']);
      const summary = await game.gm.get(`/api/games/${game.id}`);
      expect(
        summary.body.submissions
          .filter((s: { submitted: boolean }) => !s.submitted)
          .map((s: { power: string }) => s.power),
      ).toEqual(['Turkey']);
      await submitAll(game, ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia']);
      const done = await game.gm.post(`/api/games/${game.id}/adjudicate`);
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({ adjudicated: true, title: 'Spring 1901', phaseNumber: 0 });
      const after = await game.players.get('France')!.get(`/api/games/${game.id}`);
      expect(after.body.title).toBe('Fall 1901');
      const view = await game.players.get('France')!.get(`/api/games/${game.id}/view`);
      expect(view.body.units.map((u: { unit: string }) => u.unit)).toContain('A BUR');
      const reports = (await game.players.get('France')!.get(`/api/games/${game.id}/phases`)).body.phases;
      expect(Object.keys(reports[0].reports)).toEqual(['France']);
      expect(reports[0].reports.France.text).toMatch(/France/);
      // The sheet of the phase just played is gone from the new phase.
      expect((await game.players.get('France')!.get(`/api/games/${game.id}/sheet`)).body.text).toBeNull();
    });

    it('refuses a sheet, an adjudication or civil disorder meant for a phase that is over (phase-changed), and takes a sheet for the phase in play', async () => {
      const game = await standardGame(judge, 'moved');
      await submitAll(game);
      expect((await game.gm.post(`/api/games/${game.id}/adjudicate`, { phaseNumber: 0 })).status).toBe(200);
      // The GameMaster's phase-bound actions too: nothing is done to a phase the page did not show.
      const again = await game.gm.post(`/api/games/${game.id}/adjudicate`, { phaseNumber: 0 });
      expect([again.status, again.body.error.code, again.body.error.message]).toEqual([
        409,
        'phase-changed',
        'adjudication was asked for phase 0; the game is now in phase 1 (Fall 1901): nothing was adjudicated',
      ]);
      const disorder = await game.gm.post(`/api/games/${game.id}/civil-disorder`, {
        power: 'Italy',
        civilDisorder: true,
        phaseNumber: 0,
      });
      expect([disorder.status, disorder.body.error.code]).toEqual([409, 'phase-changed']);
      const summary = await game.gm.get(`/api/games/${game.id}`);
      expect(summary.body.submissions.find((s: { power: string }) => s.power === 'Italy').civilDisorder).toBeFalsy();
      const france = game.players.get('France')!;
      const late = await france.put(`/api/games/${game.id}/sheet`, { text: openingSheets.France, phaseNumber: 0 });
      expect(late.status).toBe(409);
      expect(late.body.error).toMatchObject({ code: 'phase-changed', phaseNumber: 1 });
      expect(late.body.error.message).toMatch(/written for phase 0; the game is now in phase 1 \(Fall 1901\)/);
      expect((await france.get(`/api/games/${game.id}/sheet`)).body.text).toBeNull();
      const current = await france.put(`/api/games/${game.id}/sheet`, { text: '1 : A BUR H\n', phaseNumber: 1 });
      expect([current.status, current.body.revision]).toEqual([200, 1]);
      const badPhase = await france.put(`/api/games/${game.id}/sheet`, { text: '% nothing\n', phaseNumber: -1 });
      expect([badPhase.status, badPhase.body.error.code]).toEqual([400, 'bad-request']);
    });

    it('adjudicates at the deadline (the clock), and waits for a late player (Rule 3.3) until civil disorder', async () => {
      const game = await standardGame(judge, 'late', { movement: 3600, retreat: 3600, adjustment: 3600 });
      await submitAll(game, ['Italy']);
      await judge.store.query("UPDATE games SET deadline = now() - interval '1 second' WHERE id = $1", [game.id]);
      expect(await runDueDeadlines(judge.store)).toBe(1);
      const overdue = await game.gm.get(`/api/games/${game.id}`);
      expect([overdue.body.overdue, overdue.body.phaseNumber]).toEqual([true, 0]);
      // Past the deadline: a submitted player's sheet stands; the late player may still send one.
      const late = await game.players.get('France')!.put(`/api/games/${game.id}/sheet`, { text: openingSheets.France });
      expect(late.status).toBe(409);
      expect(late.body.error.code).toBe('deadline-passed');
      expect(await runDueDeadlines(judge.store)).toBe(0);
      // Civil disorder for Italy: the clock adjudicates at its next look.
      expect(
        (await game.gm.post(`/api/games/${game.id}/civil-disorder`, { power: 'Italy', civilDisorder: true })).status,
      ).toBe(200);
      expect(await runDueDeadlines(judge.store)).toBe(1);
      const next = await game.gm.get(`/api/games/${game.id}`);
      expect([next.body.phaseNumber, next.body.title, next.body.overdue]).toEqual([1, 'Fall 1901', false]);
      expect(new Date(next.body.deadline).getTime()).toBeGreaterThan(Date.now() + 3500_000);
      // Civil disorder lasts one phase.
      expect(next.body.submissions.find((s: { power: string }) => s.power === 'Italy').civilDisorder).toBe(false);
    });

    it('accepts a late sheet while waiting, then adjudicates at once', async () => {
      const game = await standardGame(judge, 'wait', { movement: 3600, retreat: 0, adjustment: 0 });
      await submitAll(game, ['Italy']);
      await judge.store.query("UPDATE games SET deadline = now() - interval '1 second' WHERE id = $1", [game.id]);
      await runDueDeadlines(judge.store);
      const sent = await game.players.get('Italy')!.put(`/api/games/${game.id}/sheet`, { text: openingSheets.Italy });
      expect(sent.status).toBe(200);
      expect(await runDueDeadlines(judge.store)).toBe(1);
      expect((await game.gm.get(`/api/games/${game.id}`)).body.phaseNumber).toBe(1);
    });

    it('plays a game on a variant map given as JSON, and refuses a map that is not valid', async () => {
      const gm = judge.client();
      await gm.register('variant-gm');
      const map = { ...standardMap.data, name: 'quick-standard', victoryCenters: 10 };
      const created = await gm.post('/api/games', {
        name: 'variant',
        map,
        players: [{ power: 'France', name: 'variant-france', invite: 'link' }],
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const france = judge.client();
      await france.signIn(created.body.invitations[0].signInPath);
      expect((await france.get(`/api/games/${created.body.id}/map`)).body).toMatchObject({
        name: 'quick-standard',
        victoryCenters: 10,
      });
      expect((await france.put(`/api/games/${created.body.id}/sheet`, { text: openingSheets.France })).status).toBe(
        200,
      );
      expect((await gm.post(`/api/games/${created.body.id}/adjudicate`)).status).toBe(200);
      const view = (await france.get(`/api/games/${created.body.id}/view`)).body;
      expect([view.map, view.victoryCenters, view.season]).toEqual(['variant', 10, 'fall']);
      const broken = await gm.post('/api/games', { name: 'broken', map: { name: 'nothing' }, players: [] });
      expect([broken.status, broken.body.error.code]).toEqual([422, 'invalid-map']);
      const exchange = await gm.post('/api/games', { name: 'stock', rules: ['exchange'], players: [] });
      expect([exchange.status, exchange.body.error.code]).toEqual([422, 'unsupported-rule']);
      expect(exchange.body.error.message).toContain('Rule 6.8');
    });

    it('records a transfer (Rule 2.3) and shows it to payer and payee only', async () => {
      const game = await standardGame(judge, 'money');
      const done = await game.gm.post(`/api/games/${game.id}/transfers`, { from: 'England', to: 'France', amount: 5 });
      expect(done.status).toBe(200);
      const too = await game.gm.post(`/api/games/${game.id}/transfers`, { from: 'England', to: 'France', amount: 500 });
      expect([too.status, too.body.error.code]).toEqual([422, 'transfer-refused']);
      const england = await game.players.get('England')!.get(`/api/games/${game.id}/view`);
      const balance = (body: { powers: { name: string; balance?: number }[] }, name: string) =>
        body.powers.find((p) => p.name === name)!.balance;
      expect(balance(england.body, 'England')).toBe(43);
      const france = await game.players.get('France')!.get(`/api/games/${game.id}/view`);
      expect(balance(france.body, 'France')).toBe(53);
      expect((await game.players.get('France')!.get(`/api/games/${game.id}/transfers`)).body.transfers).toHaveLength(1);
      expect((await game.players.get('Italy')!.get(`/api/games/${game.id}/transfers`)).body.transfers).toHaveLength(0);
    });

    it('documents exactly the routes it has (OpenAPI)', async () => {
      const doc = (await judge.client().get('/openapi.json')).body;
      const { judgeApp, publicRoutes } = await import('../../src/index.js');
      const { app } = judgeApp(judge.store);
      const served = new Set(
        app.routes
          .filter((r) => r.method !== 'ALL' && r.path !== '/*' && r.path !== '*' && r.path !== '/')
          .map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:([a-zA-Z]+)/g, '{$1}')}`),
      );
      const documented = new Set(
        Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
          Object.keys(ops).map((m) => `${m} ${path}`),
        ),
      );
      expect([...documented].sort()).toEqual([...served].sort());
      expect(publicRoutes.length).toBeGreaterThan(0);
      expect(doc.openapi).toBe('3.1.0');
    });
  });
}
