// The judge's front door: health, 401 for anonymous API calls, passwords, sessions, CSRF, login
// rate limiting, size limits, sign-in links that leave no secret in the address, security headers.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testJudge, standardGame, type TestJudge } from './support/judge.js';

let judge: TestJudge;
beforeAll(async () => {
  judge = await testJudge({ loginLimit: { maxFailures: 3, windowMs: 60_000 } });
}, 120_000);
afterAll(async () => judge?.close());
beforeEach(async () => judge.reset());

describe('the front door', () => {
  it('answers GET /api/health with 200 when the database is ready', async () => {
    const answer = await judge.client().get('/api/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok', store: 'pglite' });
  });

  it('answers 401 to an anonymous caller on every other /api/ route, known or not', async () => {
    const anonymous = judge.client();
    for (const [method, path] of [
      ['GET', '/api/games'],
      ['POST', '/api/games'],
      ['GET', '/api/session'],
      ['GET', '/api/games/nope/sheet'],
      ['PUT', '/api/games/nope/sheet'],
      ['GET', '/api/no/such/route'],
      ['DELETE', '/api/games'],
    ] as const) {
      const answer = await anonymous.call(method, path, method === 'GET' ? undefined : {});
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.body.error.code).toBe('not-signed-in');
    }
  });

  it('keeps passwords as scrypt hashes, never as text', async () => {
    await judge.client().register('alice', 'a long secret phrase');
    const [row] = await judge.store.query<{ password_hash: string }>('SELECT password_hash FROM accounts');
    expect(row!.password_hash).toMatch(/^scrypt\$\d+\$8\$1\$/);
    expect(row!.password_hash).not.toContain('a long secret phrase');
  });

  it('sets the session in an HttpOnly, SameSite cookie and stores only its hash', async () => {
    const client = judge.client();
    const answer = await client.post('/auth/register', { name: 'bob', password: 'another secret' });
    const cookie = answer.headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const token = cookie.split(';')[0]!.split('=')[1]!;
    const rows = await judge.store.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
    expect(rows).toHaveLength(1);
  });

  it('refuses a change without the session CSRF token (403), accepts it with the token', async () => {
    const client = judge.client();
    await client.register('carol', 'yet another secret');
    const token = client.csrf;
    client.csrf = undefined;
    const refused = await client.post('/api/games', { name: 'g', players: [] });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('csrf');
    client.csrf = 'wrong';
    expect((await client.post('/api/games', { name: 'g', players: [] })).status).toBe(403);
    client.csrf = token;
    expect((await client.post('/api/games', { name: 'g', players: [] })).status).toBe(200);
  });

  it('accepts request bodies only as JSON (415), so a cross-site form cannot sign anyone in', async () => {
    const answer = await judge.client().call('POST', '/auth/login', undefined, {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(answer.status).toBe(415);
  });

  it('limits failed logins per name (429 with Retry-After), and a right password before that signs in', async () => {
    await judge.client().register('dave', 'the right password');
    const client = judge.client();
    expect((await client.login('dave', 'the right password')).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await client.login('dave', 'wrong password')).status).toBe(401);
    const blocked = await client.login('dave', 'the right password');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers a wrong name and a wrong password alike', async () => {
    await judge.client().register('erin', 'the right password');
    const a = await judge.client().login('erin', 'wrong password');
    const b = await judge.client().login('nobody-here', 'wrong password');
    expect([a.status, a.body]).toEqual([b.status, b.body]);
  });

  it('refuses bodies over the size limit (413) and fields over their bounds (400)', async () => {
    const client = judge.client();
    await client.register('frank', 'a fine password');
    const huge = await client.post('/api/games', { name: 'x'.repeat(700_000), players: [] });
    expect(huge.status).toBe(413);
    const long = await client.post('/api/games', { name: 'x'.repeat(200), players: [] });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toMatch(/name/);
  });

  it('refuses text the database cannot keep (NUL, lone surrogates) with a located 400, and stays up', async () => {
    const anonymous = await judge.client().post('/auth/login', { name: 'a\u0000b', password: 'a fine password' });
    expect([anonymous.status, anonymous.body.error.code]).toEqual([400, 'bad-text']);
    expect(anonymous.body.error.message).toBe(
      '/name holds a NUL character (U+0000) at line 1, column 2, which cannot be stored',
    );
    const game = await standardGame(judge, 'nul');
    const path = await game.gm.get('/api/games/x%00/view');
    expect([path.status, path.body.error.code]).toEqual([400, 'bad-text']);
    const invited = await game.gm.post('/api/games', {
      name: 'g',
      players: [{ power: 'England', name: 'x\ud800', invite: 'link' }],
    });
    expect([invited.status, invited.body.error.message]).toEqual([
      400,
      '/players/0/name holds a lone UTF-16 surrogate (not Unicode text) at line 1, column 2, which cannot be stored',
    ]);
    const england = game.players.get('England')!;
    const sheet = await england.put(`/api/games/${game.id}/sheet`, { text: 'ACCEPT E\n0 : F LON H % \u0000' });
    expect([sheet.status, sheet.body.error.message]).toEqual([
      400,
      '/text holds a NUL character (U+0000) at line 2, column 15, which cannot be stored',
    ]);
    // A pair of surrogates is one character, and kept as sent.
    const kept = await england.put(`/api/games/${game.id}/sheet`, { text: '0 : F LON H % 🐟' });
    expect(kept.status).toBe(200);
    expect((await england.get(`/api/games/${game.id}/sheet`)).body.text).toBe('0 : F LON H % 🐟');
    expect((await judge.client().get('/api/health')).status).toBe(200);
  });

  it('takes the longest sheet written in any script: 100,000 characters of Chinese or of escaped controls fit in a body', async () => {
    const { id, players } = await standardGame(judge, 'cjk');
    const england = players.get('England')!;
    const comment = (fill: string) => `0 : F LON H\n% ${fill.repeat(100_000 - 14)}`;
    for (const text of [comment('中'), comment('\u0001')]) {
      expect(text).toHaveLength(100_000);
      const sent = await england.put(`/api/games/${id}/sheet`, { text });
      expect(sent.status, sent.body.error?.message).toBe(200);
    }
    const over = await england.put(`/api/games/${id}/sheet`, { text: comment('中') + '中' });
    expect([over.status, over.body.error.message]).toEqual([
      400,
      'the request body is not valid: /text must NOT have more than 100000 characters',
    ]);
  });

  it('reads a deadline strictly: an RFC 3339 date and time with its zone (400 bad-date otherwise)', async () => {
    const { id, gm } = await standardGame(judge, 'when');
    for (const [deadline, instant] of [
      ['2999-12-01T18:00:00+01:00', '2999-12-01T17:00:00.000Z'],
      ['2999-12-01 18:00:00z', '2999-12-01T18:00:00.000Z'],
      ['2000-01-01T00:30:00+01:00', '1999-12-31T23:30:00.000Z'],
      ['2999-12-01T18:00:00.250Z', '2999-12-01T18:00:00.250Z'],
    ] as const) {
      const set = await gm.put(`/api/games/${id}/deadline`, { deadline });
      expect([set.status, set.body.deadline], deadline).toEqual([200, instant]);
    }
    for (const [deadline, why] of [
      ['1', 'is not an RFC 3339 date and time'],
      ['2026-12-01', 'has no time of day'],
      ['2020-02-30T10:00:00Z', 'is not a day of the calendar'],
      ['2026-13-01T10:00:00Z', 'is not a day of the calendar'],
      ['2026-12-01T24:00:00Z', 'is not a time of day'],
      ['2026-12-01T18:00', 'has no time zone'],
      ['0000-01-01T00:00:00Z', 'is outside the years 2000 to 9999'],
      ['+275760-09-13T00:00:00Z', 'is not an RFC 3339 date and time'],
      ['2026-12-01T18:00:00+24:00', 'has no such time zone offset'],
    ] as const) {
      const refused = await gm.put(`/api/games/${id}/deadline`, { deadline });
      expect([refused.status, refused.body.error.code], deadline).toEqual([400, 'bad-date']);
      expect(refused.body.error.message, deadline).toContain(why);
    }
    expect((await gm.get(`/api/games/${id}`)).body.deadline).toBe('2999-12-01T18:00:00.250Z');
  });

  it('exchanges a sign-in link for a session and redirects to an address without the token', async () => {
    const { invitations, id } = await standardGame(judge, 'link');
    const client = judge.client();
    const answer = await client.get(invitations[0]!.signInPath);
    expect(answer.status).toBe(303);
    const location = answer.headers.get('location')!;
    expect(location).toBe(`/games/${id}`);
    expect(location).not.toContain(invitations[0]!.signInPath.split('/').pop());
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await client.get('/api/session')).body.account.name).toBe('link-austria');
    const expired = await judge.client().get('/signin/not-a-token');
    expect([expired.status, expired.headers.get('location')]).toEqual([303, '/?signin=expired']);
  });

  it('sends security headers on every answer', async () => {
    const answer = await judge.client().get('/api/health');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('ends a session on sign-out', async () => {
    const client = judge.client();
    await client.register('gina', 'a fine password');
    const cookie = client.cookie;
    expect((await client.call('DELETE', '/api/session')).status).toBe(200);
    client.cookie = cookie;
    expect((await client.get('/api/games')).status).toBe(401);
  });

  it("never gives a GameMaster a way into someone else's account", async () => {
    const victim = judge.client();
    await victim.register('victim', 'the victim password');
    const gm = judge.client();
    await gm.register('sly-gm', 'a GameMaster password');
    // A new account by link or password may not take an existing name.
    for (const invite of ['link', 'password'] as const) {
      const answer = await gm.post('/api/games', {
        name: 'trap',
        players: [{ power: 'France', name: 'VICTIM', invite, password: 'chosen by the gm' }],
      });
      expect([answer.status, answer.body.error.code]).toEqual([409, 'name-taken']);
    }
    // An existing account is invited as it is; no link or password can be made for it.
    const created = await gm.post('/api/games', {
      name: 'fair',
      players: [{ power: 'France', name: 'victim', invite: 'account' }],
    });
    expect(created.status).toBe(200);
    expect(created.body.invitations[0].signInPath).toBeUndefined();
    for (const invite of ['link', 'password'] as const) {
      const answer = await gm.post(`/api/games/${created.body.id}/invitations`, {
        power: 'France',
        invite,
        password: 'chosen by the gm',
      });
      expect([answer.status, answer.body.error.code]).toEqual([403, 'account-in-use']);
    }
    expect((await judge.client().login('victim', 'the victim password')).status).toBe(200);
    // An invited player who sets a password owns the account from then on.
    const made = await gm.post('/api/games', {
      name: 'links',
      players: [{ power: 'Italy', name: 'newcomer', invite: 'link' }],
    });
    const newcomer = judge.client();
    await newcomer.signIn(made.body.invitations[0].signInPath);
    expect((await gm.post(`/api/games/${made.body.id}/invitations`, { power: 'Italy', invite: 'link' })).status).toBe(
      200,
    );
    expect((await newcomer.put('/api/session/password', { password: 'my own password' })).status).toBe(200);
    expect((await gm.post(`/api/games/${made.body.id}/invitations`, { power: 'Italy', invite: 'link' })).status).toBe(
      403,
    );
  });

  it('limits the accounts made from one address (429)', async () => {
    for (let i = 0; i < 20; i++) await judge.client().register(`flood-${i}`, 'a fine password');
    const refused = await judge.client().post('/auth/register', { name: 'flood-20', password: 'a fine password' });
    expect([refused.status, refused.body.error.code]).toEqual([429, 'too-many-accounts']);
  });
});
