// The web judge when things go wrong, in a real browser (Debian's Chromium, playwright-core): the
// network fails, the game moves on while a page is open, the session ends with a sheet unsent, a
// sheet or request is over the judge's limit. Whatever happens, the player reads what happened
// where they acted, and nothing they typed is lost or shown to another player. The page's clock is
// Playwright's, so its 30-second checks are reached without waiting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { maxBodyBytes, type RunningJudge } from '@payola/server';
import { openBrowserJudge, shots, type BrowserJudge } from './browser-judge.js';
import { NodeClient } from './judge-client.js';

const englandPassword = 'england plays fair';
const gmPassword = 'a long GameMaster password';

let site: BrowserJudge;
let judge: RunningJudge;
let gm: NodeClient;
let gameId: string;
let franceLink: string;

beforeAll(async () => {
  site = await openBrowserJudge();
  judge = site.judge;
  gm = new NodeClient(judge.url);
  await gm.ok('POST', '/auth/register', { name: 'gm-r', password: gmPassword });
  // Two players (the other powers are dummies, Rule 4.4): France by a link, England by a password.
  const created = await gm.ok('POST', '/api/games', {
    name: 'Resilience',
    players: [
      { power: 'France', name: 'france-r', invite: 'link' },
      { power: 'England', name: 'england-r', invite: 'password', password: englandPassword },
    ],
  });
  gameId = created.id;
  franceLink = created.invitations.find((i: { power: string }) => i.power === 'France').signInPath;
});
afterAll(async () => {
  await site?.close();
});

function newPage(): Promise<Page> {
  return site.newPage(async (context) => {
    // Time flows as usual; fastForward jumps it (the page's checks of the game every 30 s). The
    // clock's stand-in for `performance` keeps no entries, which Monaco's input-latency meter reads:
    // the page gets the real one back (the page's own timing uses Date and timers only).
    await context.addInitScript(() => {
      (globalThis as { realPerformance?: Performance }).realPerformance = performance;
    });
    await context.clock.install();
    await context.addInitScript(() => {
      const real = (globalThis as { realPerformance?: Performance }).realPerformance;
      if (real) Object.defineProperty(globalThis, 'performance', { configurable: true, value: real });
    });
  });
}

/** The editor and its panel are ready (the submit button is enabled then). */
const editorReady = async (page: Page) => {
  await page.locator('#editor .monaco-editor').waitFor({ timeout: 60_000 });
  await page.locator('#submit:enabled').waitFor({ timeout: 60_000 });
};

/** Replaces the editor's text as one input (a paste). */
async function setSheet(page: Page, text: string): Promise<void> {
  await page.locator('#editor .view-lines').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
  await page.keyboard.press('Escape');
}

/** Replaces the editor's text by pasting it (a long text pastes at once, where typing it would crawl). */
async function pasteSheet(page: Page, text: string): Promise<void> {
  await page.locator('#editor .view-lines').click();
  await page.keyboard.press('Control+A');
  await page.evaluate((pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    const input = document.querySelector('#editor textarea')!;
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** The editor's visible text (Monaco draws spaces as no-break spaces). */
const editorText = (page: Page) =>
  page.evaluate(() => document.querySelector('#editor .view-lines')?.textContent?.replace(/\u00a0/g, ' ') ?? '');

const drafts = (page: Page) =>
  page.evaluate(() =>
    Object.keys(sessionStorage)
      .filter((k) => k.startsWith('payola.draft/'))
      .map((k) => [k, sessionStorage.getItem(k)]),
  );

/** The page's checks of the game (GET /api/games/<id>) from now on. */
function countChecks(page: Page): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/games/${gameId}` && request.method() === 'GET') counter.count++;
  });
  return counter;
}

async function setVisibility(page: Page, state: 'hidden' | 'visible'): Promise<void> {
  await page.evaluate((s) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

async function submitted(page: Page): Promise<string> {
  await page.click('#submit');
  const answer = page.locator('#submit-status.ok, #submit-status.error');
  await answer.waitFor({ timeout: 30_000 }).catch(async (error: Error) => {
    throw new Error(`${error.message}; the status says: ${await page.locator('#submit-status').textContent()}`);
  });
  return (await answer.textContent()) ?? '';
}

describe('the web judge when things go wrong', () => {
  let france: Page;
  const unreachable = () => `cannot reach the judge at ${judge.url}: check your connection and try again`;

  it('a network failure is told in words a player understands, where they acted, and keeps what they typed', async () => {
    // The start page, offline: the sign-in form says so and keeps the name typed.
    const visitor = await newPage();
    await visitor.goto(judge.url);
    await visitor.fill('#signin-name', 'england-r');
    await visitor.fill('#signin-password', englandPassword);
    await visitor.context().setOffline(true);
    await visitor.click('#signin button[type=submit]');
    await visitor.locator('#signin-status.error').waitFor();
    expect(await visitor.locator('#signin-status').textContent()).toBe(unreachable());
    expect(await visitor.inputValue('#signin-name')).toBe('england-r');
    await visitor.context().setOffline(false);

    // A player's sheet, with the judge refusing connections.
    france = await newPage();
    await france.goto(`${judge.url}${franceLink}`);
    await editorReady(france);
    await setSheet(france, '3 : A PAR - BUR\n1 : A MAR - SPA\n');
    await france.route('**/api/**', (route) => route.abort('connectionrefused'));
    const refusal = await submitted(france);
    expect(refusal).toBe(`Not sent: ${unreachable()}`);
    expect(refusal).not.toContain('Failed to fetch');
    expect(await editorText(france)).toContain('3 : A PAR - BUR');
    await france.unroute('**/api/**');
    expect(await submitted(france)).toMatch(/^Submitted \(revision 1\)/);
  });

  it('the page picks up a new deadline and who has sent, checks only while visible, shows a new phase, and keeps unsent text then', async () => {
    const checks = countChecks(france);
    await gm.ok('PUT', `/api/games/${gameId}/deadline`, { deadline: '2031-05-01T12:00:00Z' });
    await france.clock.fastForward(31_000);
    await france.locator('#deadline-now', { hasText: 'changed since this page opened' }).waitFor();
    expect(await france.locator('#deadline-now').textContent()).toContain(
      await france.evaluate(() => new Date('2031-05-01T12:00:00Z').toLocaleString()),
    );
    // Hidden, the page does not ask; shown again, it asks at once.
    await setVisibility(france, 'hidden');
    const before = checks.count;
    await france.clock.fastForward(120_000);
    await france.clock.fastForward(120_000);
    expect(checks.count).toBe(before);
    await setVisibility(france, 'visible');
    await expect.poll(() => checks.count, { timeout: 10_000 }).toBe(before + 1);

    // The GameMaster's page, open meanwhile: who has sent orders is kept current.
    const gmPage = await newPage();
    await gmPage.goto(judge.url);
    await gmPage.fill('#signin-name', 'gm-r');
    await gmPage.fill('#signin-password', gmPassword);
    await gmPage.click('#signin button[type=submit]');
    await gmPage.locator('#games a').first().click();
    const englandRow = gmPage.locator('#submissions tbody tr', { hasText: 'England' });
    await englandRow.waitFor();
    expect(await englandRow.textContent()).toContain('not yet');

    // France edits after submitting; England sends, the GameMaster adjudicates meanwhile.
    await setSheet(france, '% second thoughts\n2 : A PAR - PIC\n');
    await expect.poll(() => drafts(france), { timeout: 10_000 }).toHaveLength(1);
    const england = new NodeClient(judge.url);
    await england.ok('POST', '/auth/login', { name: 'england-r', password: englandPassword });
    await england.ok('PUT', `/api/games/${gameId}/sheet`, { text: '1 : F LON - NTH\n' });
    await gmPage.clock.fastForward(31_000);
    await gmPage.locator('#submissions tbody tr', { hasText: 'England' }).filter({ hasText: 'yes' }).waitFor();
    await gm.ok('POST', `/api/games/${gameId}/adjudicate`);
    // Nothing typed on the GameMaster's page: it shows the new phase by itself.
    await gmPage.clock.fastForward(31_000);
    await gmPage.locator('#adjudicate', { hasText: 'Fall 1901' }).waitFor();
    await france.clock.fastForward(31_000);
    const notice = france.locator('#phase-over');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Spring 1901 is over: the game is now in Fall 1901.');
    expect(await france.locator('#phase').textContent()).toContain('Fall 1901');
    expect(await editorText(france)).toContain('2 : A PAR - PIC');
    expect(await france.locator('#submit').isDisabled()).toBe(true);
    await france.screenshot({ path: `${shots}web-phase-over.png`, fullPage: true });
    // The revision the judge took for Spring stands: the edit was never sent.
    const spring = await gm.ok('GET', `/api/games/${gameId}/phases`);
    expect(JSON.stringify(spring)).not.toContain('A PAR - PIC');

    // In Fall 1901 the unsent Spring text is shown (never sent) until France forgets it.
    await france.click('#open-new-phase');
    await france.locator('#phase', { hasText: 'Fall 1901' }).waitFor();
    const earlier = france.locator('#earlier-draft pre');
    await earlier.waitFor();
    expect(await earlier.textContent()).toBe('% second thoughts\n2 : A PAR - PIC\n');
    await france.click('#forget-earlier-draft');
    expect(await france.locator('#earlier-draft').count()).toBe(0);
    expect(await drafts(france)).toEqual([]);
  });

  it('after the session ends, the player signs in again in place and the unsent sheet comes back; another player never sees it', async () => {
    await editorReady(france);
    const unsent = '% kept across sign-ins\n1 : A BUR H\n';
    await setSheet(france, unsent);
    await expect.poll(() => drafts(france), { timeout: 10_000 }).toHaveLength(1);
    await judge.store.query(`DELETE FROM sessions WHERE account_id = (SELECT id FROM accounts WHERE name = $1)`, [
      'france-r',
    ]);
    expect(await submitted(france)).toMatch(/^Your session has ended, so nothing was sent\. Your text is kept/);
    const again = france.locator('#sign-in-again');
    await again.waitFor();
    await again.screenshot({ path: `${shots}web-sign-in-again.png` });

    // A new link from the GameMaster, pasted in the page: the game comes back with the text.
    const link = await gm.ok('POST', `/api/games/${gameId}/invitations`, { power: 'France', invite: 'link' });
    await france.fill('#again-link', `${judge.url}${link.signInPath}`);
    await france.click('#again-link-form button[type=submit]');
    await france.waitForURL(`${judge.url}/games/${gameId}`);
    await editorReady(france);
    await france.locator('#submit-status', { hasText: 'Your unsent text is back from this tab' }).waitFor();
    expect(await editorText(france)).toContain('1 : A BUR H');
    expect(await submitted(france)).toMatch(/^Submitted \(revision 1\)/);
    // Sent: nothing is kept any more.
    await expect.poll(() => drafts(france), { timeout: 10_000 }).toEqual([]);

    // France's session ends again with text unsent; England signs in in the same tab.
    await setSheet(france, '% France only\n1 : A BUR - PAR\n');
    await expect.poll(() => drafts(france), { timeout: 10_000 }).toHaveLength(1);
    await judge.store.query(`DELETE FROM sessions WHERE account_id = (SELECT id FROM accounts WHERE name = $1)`, [
      'france-r',
    ]);
    await france.clock.fastForward(31_000);
    await france.locator('#notice #sign-in-again').waitFor();
    await france.fill('#again-name', 'england-r');
    await france.fill('#again-password', englandPassword);
    await france.click('#again button[type=submit]');
    await france.locator('h2', { hasText: 'England' }).first().waitFor();
    await editorReady(france);
    expect(await editorText(france)).not.toContain('France only');
    expect(JSON.stringify(await drafts(france))).not.toContain('France only');

    // Signing out leaves no unsent text in the tab.
    await setSheet(france, '% England, unsent\n');
    await expect.poll(() => drafts(france), { timeout: 10_000 }).toHaveLength(1);
    await france.click('#sign-out');
    await france.locator('#signin').waitFor();
    expect(await drafts(france)).toEqual([]);
  });

  it('a sheet or request over the judge’s limit is refused before sending, saying the sizes; the judge’s own 413 reaches the browser', async () => {
    const england = france;
    await england.fill('#signin-name', 'england-r');
    await england.fill('#signin-password', englandPassword);
    await england.click('#signin button[type=submit]');
    await england.locator('#games a').first().click();
    await editorReady(england);
    const puts: string[] = [];
    england.on('request', (r) => void (r.method() === 'PUT' && puts.push(r.url())));
    await pasteSheet(england, `% ${'x'.repeat(47)}\n`.repeat(2_001));
    const refusal = await submitted(england);
    expect(refusal).toBe(
      'Not sent: your offer sheet is 100,050 characters long; the judge accepts at most 100,000. Shorten it and submit again.',
    );
    expect(puts).toEqual([]);

    // The new-game form with a variant map larger than any request the judge takes.
    await england.goto(judge.url);
    await england.fill('#game-name', 'Too big');
    const map = JSON.stringify({ name: 'huge', padding: 'y'.repeat(700 * 1024) });
    await england.setInputFiles('#map-file', {
      name: 'huge.json',
      mimeType: 'application/json',
      buffer: Buffer.from(map),
    });
    const posts: string[] = [];
    england.on('request', (r) => void (r.method() === 'POST' && posts.push(r.url())));
    await england.click('#new-game button[type=submit]');
    await england.locator('#new-game-status.error').waitFor();
    expect(await england.locator('#new-game-status').textContent()).toMatch(
      /^this is 70\d KiB; the judge accepts at most 640 KiB: nothing was sent$/,
    );
    expect(posts).toEqual([]);

    // A client that does not check (here, fetch by hand) gets the judge's 413, not a broken connection.
    const answer = await england.evaluate(
      async ({ path, size }) => {
        const session = (await (await fetch('/api/session')).json()) as { csrfToken: string };
        const response = await fetch(path, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': session.csrfToken },
          body: JSON.stringify({ text: 'z'.repeat(size) }),
        });
        return { status: response.status, body: (await response.json()) as unknown };
      },
      { path: `/api/games/${gameId}/sheet`, size: maxBodyBytes + 4096 },
    );
    expect(answer).toEqual({
      status: 413,
      body: { error: { code: 'too-large', message: 'a request body has at most 640 KiB', maxBytes: maxBodyBytes } },
    });
  });

  it('a sheet that reaches the judge after the game moved on is refused (phase-changed), never taken for the new phase', async () => {
    const england = france;
    await england.locator('#games a').first().click();
    await editorReady(england);
    await setSheet(england, '1 : F EDI H\n');
    expect(await submitted(england)).toMatch(/^Submitted \(revision 1\)/);
    // The resubmission is held on its way, after the page's own check, while the GameMaster adjudicates.
    await setSheet(england, '5 : F EDI - NTH\n');
    await england.route(`**/api/games/${gameId}/sheet`, async (route) => {
      if (route.request().method() === 'PUT') await gm.ok('POST', `/api/games/${gameId}/adjudicate`);
      await route.continue();
    });
    expect(await submitted(england)).toBe('Not sent: Fall 1901 is over.');
    await england.locator('#phase-over').waitFor();
    expect(await england.locator('#submit-status').textContent()).toBe('Not sent: Fall 1901 is over.');
    expect(await editorText(england)).toContain('5 : F EDI - NTH');
    const phases = JSON.stringify(await gm.ok('GET', `/api/games/${gameId}/phases`));
    expect(phases).toContain('Fall 1901');
    expect(phases).not.toContain('F EDI - NTH');
    // Nor was it taken for the phase the game is in now.
    const player = new NodeClient(judge.url);
    await player.ok('POST', '/auth/login', { name: 'england-r', password: englandPassword });
    expect((await player.ok('GET', `/api/games/${gameId}/sheet`)).text).toBeNull();
  });
});
