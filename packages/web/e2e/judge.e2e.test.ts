// The web judge in a real browser (Debian's Chromium, playwright-core): the GameMaster creates a
// game in the page, seven players sign in with their links in separate browser contexts, type
// their sheets in the editor (live diagnostics, a reduction-schedule hover), submit; the GameMaster
// adjudicates; each player sees its own report and the new board, never another's; then a retreat
// and a build go through the same pages. Screenshots go to test-results/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RunningJudge } from '@payola/server';
import { openBrowserJudge, shots, type BrowserJudge } from './browser-judge.js';

const powers = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'] as const;
type Power = (typeof powers)[number];

const spring: Record<Power, string> = {
  Austria: '1 : A VIE - TYR\n1 : A BUD - SER\n1 : F TRI H',
  England: '2 : F LON - NTH\n1 : F EDI - NWG\n1 : A LVP - YOR',
  France: '3 : A PAR - BUR\n1 : A MAR - SPA\n1 : F BRE - MAO',
  Germany: '2 : A MUN - RUH\n1 : A BER - KIE\n1 : F KIE - DEN',
  Italy: '1 : A VEN H\n1 : A ROM - APU\n1 : F NAP - ION',
  Russia: '1 : A MOS - UKR\n1 : A WAR - GAL\n1 : F SEV - BLA\n1 : F STP/SC - BOT',
  Turkey: '1 : F ANK - BLA\n1 : A CON - BUL\n1 : A SMY - CON',
};
// Fall 1901: Austria dislodges Italy's army in Venice; the others hold.
const fall: Record<Power, string> = {
  Austria: '2 : F TRI - VEN\n1 : A TYR S F TRI - VEN\n1 : A SER H',
  England: '1 : F NTH H',
  France: '1 : A BUR H',
  Germany: '1 : A KIE H',
  Italy: '1 : A VEN H\n1 : A APU H',
  Russia: '1 : A UKR H',
  Turkey: '1 : A BUL H',
};

let site: BrowserJudge;
let judge: RunningJudge;

beforeAll(async () => {
  site = await openBrowserJudge();
  judge = site.judge;
});
afterAll(async () => {
  await site?.close();
});

const newPage = (): Promise<Page> => site.newPage();

/** Types a sheet in the editor as a player would, line by line (a suggestion list is closed first). */
async function typeSheet(page: Page, text: string): Promise<void> {
  await page.locator('#editor .view-lines').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  for (const line of text.split('\n')) {
    await page.keyboard.type(line);
    await page.keyboard.press('Escape');
    // A line break as input, not the Enter key: a suggestion list that opens late must not take it.
    await page.keyboard.insertText('\n');
  }
}

async function submit(page: Page): Promise<void> {
  await page.click('#submit');
  const answer = page.locator('#submit-status.ok, #submit-status.error');
  await answer.waitFor({ timeout: 30_000 });
  // A refusal says why (the sheet as typed, the judge's errors), instead of a bare timeout.
  if ((await answer.getAttribute('class'))?.includes('error'))
    throw new Error(`refused: ${await answer.textContent()} ${await page.locator('#problems').textContent()}`);
}

async function adjudicate(gm: Page, next: string): Promise<void> {
  await gm.reload();
  await gm.click('#adjudicate');
  await gm.locator('#phase', { hasText: next }).waitFor({ timeout: 30_000 });
}

describe('the web judge in Chromium', () => {
  const players = new Map<Power, Page>();
  let gm: Page;
  let gameUrl: string;

  it('the GameMaster creates a game in the page and gets seven sign-in links', async () => {
    gm = await newPage();
    await gm.goto(judge.url);
    await gm.fill('#register-name', 'gm-e2e');
    await gm.fill('#register-password', 'a long GameMaster password');
    await gm.click('#register button[type=submit]');
    await gm.locator('#new-game').waitFor();
    await gm.fill('#game-name', 'Browser game');
    for (const power of powers) await gm.fill(`#player-${power}`, `${power.toLowerCase()}-e2e`);
    await gm.click('#new-game button[type=submit]');
    const links = gm.locator('td.invitation');
    await links.first().waitFor();
    expect(await links.count()).toBe(7);
    const texts = await links.allTextContents();
    await gm.screenshot({ path: `${shots}web-gm-created.png`, fullPage: true });
    await gm.click('#open-game');
    await gm.locator('#submissions').waitFor();
    gameUrl = gm.url();
    for (const [i, power] of powers.entries()) {
      const page = await newPage();
      await page.goto(texts[i]!);
      // The token is exchanged for a cookie and leaves the address bar.
      expect(page.url()).toBe(gameUrl);
      await page.locator('#editor .monaco-editor').waitFor({ timeout: 60_000 });
      players.set(power, page);
    }
  });

  it('players type their sheets with live diagnostics and a reduction-schedule hover, and submit', async () => {
    const england = players.get('England')!;
    await typeSheet(england, '3 : A XYZ - BUR');
    await england.locator('#editor .squiggly-error').first().waitFor({ timeout: 30_000 });
    // A quick fix from the language server: the place it nearly spells.
    await typeSheet(england, '2 : F LON - NTHH');
    await england.locator('#editor .squiggly-error').first().waitFor({ timeout: 30_000 });
    await england.keyboard.press('ArrowUp');
    await england.keyboard.press('End');
    await england.keyboard.press('Control+.');
    // The first fix is focused in the menu; Enter applies it (as a keyboard user would).
    await england
      .locator('.action-widget .monaco-list-row.focused', { hasText: 'Did you mean NTH' })
      .waitFor({ timeout: 30_000 });
    await england.keyboard.press('Enter');
    await england.waitForFunction(() => {
      // Monaco draws spaces as no-break spaces.
      const text = document.querySelector('#editor .view-lines')?.textContent?.replace(/\u00a0/g, ' ') ?? '';
      return text.includes('F LON - NTH') && !text.includes('NTHH');
    });
    // Completion of the unit's legal orders.
    await typeSheet(england, '2 : F LON ');
    await england.keyboard.press('ArrowUp');
    await england.keyboard.press('End');
    await england.keyboard.press('Control+Space');
    await england
      .locator('.suggest-widget .monaco-list-row', { hasText: '- NTH' })
      .first()
      .waitFor({ timeout: 30_000 });
    await england.screenshot({ path: `${shots}web-england-completion.png` });
    await england.keyboard.press('Escape');
    await typeSheet(england, spring.England);
    await england.waitForFunction(() => document.querySelectorAll('#editor .squiggly-error').length === 0, undefined, {
      timeout: 30_000,
    });
    await england.keyboard.press('Control+Home');
    await england.keyboard.press('Control+K');
    await england.keyboard.press('Control+I');
    const hover = england.locator('.monaco-hover-content', { hasText: 'AgP' });
    await hover.first().waitFor({ timeout: 30_000 });
    await england.screenshot({ path: `${shots}web-england-hover.png` });
    await england.keyboard.press('Escape');
    for (const power of powers) {
      const page = players.get(power)!;
      if (power !== 'England') await typeSheet(page, spring[power]);
      await submit(page);
    }
    await gm.reload();
    await expect(gm.locator('#submissions tbody tr', { hasText: 'not yet' }).count()).resolves.toBe(0);
  });

  it('the GameMaster adjudicates; each player sees its own report and the new board, not another', async () => {
    await adjudicate(gm, 'Fall 1901');
    await gm.screenshot({ path: `${shots}web-gm-after-spring.png`, fullPage: true });
    expect(await gm.locator('pre.report').count()).toBe(7);
    for (const power of powers) {
      const page = players.get(power)!;
      await page.reload();
      await page.locator('#phase', { hasText: 'Fall 1901' }).waitFor();
      const reports = page.locator('pre.report');
      await reports.first().waitFor();
      expect(await reports.count()).toBe(1);
      expect(await reports.getAttribute('data-power')).toBe(power);
      expect(await reports.textContent()).toContain(power);
      const board = page.locator('img#board');
      expect(await board.getAttribute('alt')).toContain('Fall 1901');
      expect(await board.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    await players.get('France')!.screenshot({ path: `${shots}web-france-after-spring.png`, fullPage: true });
  });

  it('a retreat and a build go through the same pages', async () => {
    for (const power of powers) {
      const page = players.get(power)!;
      await page.locator('#editor .monaco-editor').waitFor({ timeout: 60_000 });
      await typeSheet(page, fall[power]);
      await submit(page);
    }
    await adjudicate(gm, 'retreats');
    const italy = players.get('Italy')!;
    await italy.reload();
    await italy.locator('h2', { hasText: 'retreat orders' }).waitFor();
    await italy.locator('#editor .monaco-editor').waitFor({ timeout: 60_000 });
    await typeSheet(italy, 'A VEN - TUS');
    await submit(italy);
    await italy.screenshot({ path: `${shots}web-italy-retreat.png`, fullPage: true });
    await adjudicate(gm, 'adjustments');
    const austria = players.get('Austria')!;
    await austria.reload();
    await austria.locator('h2', { hasText: 'adjustment orders' }).waitFor();
    await austria.locator('#editor .monaco-editor').waitFor({ timeout: 60_000 });
    await typeSheet(austria, 'BUILD A VIE');
    await submit(austria);
    await adjudicate(gm, 'Spring 1902');
    await austria.reload();
    await austria.locator('#phase', { hasText: 'Spring 1902' }).waitFor();
    await austria.screenshot({ path: `${shots}web-austria-spring-1902.png`, fullPage: true });
    const view = await austria.evaluate(
      async (url) => (await fetch(url)).json(),
      `${new URL(gameUrl).pathname.replace('/games/', '/api/games/')}/view`,
    );
    const units = (view as { units: { power: string; unit: string }[] }).units;
    expect(units).toContainEqual({ power: 'Austria', unit: 'A VIE' });
    expect(units).toContainEqual({ power: 'Austria', unit: 'F VEN' });
    expect(units).toContainEqual({ power: 'Italy', unit: 'A TUS' });
  });

  it('the GameMaster ends the game; then every player reads every sheet and report (Rule 3.6)', async () => {
    gm.once('dialog', (dialog) => void dialog.accept());
    await gm.click('#end-game');
    await gm.locator('#phase', { hasText: 'ended' }).waitFor({ timeout: 30_000 });
    const france = players.get('France')!;
    await france.reload();
    await france.locator('pre.sheet').first().waitFor();
    expect(await france.locator('pre.sheet[data-power="England"]').count()).toBeGreaterThan(0);
    expect(await france.locator('pre.report[data-power="England"]').count()).toBeGreaterThan(0);
    await france.screenshot({ path: `${shots}web-france-publication.png`, fullPage: true });
  });
});
