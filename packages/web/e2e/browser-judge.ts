// The judge serving the built web client, and Chromium to use it (Debian's, playwright-core):
// what every browser suite starts with. Each page gets a browser context of its own (its own
// cookies: one player each), and page errors are printed.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { serve, type RunningJudge } from '@payola/server';
import { launchChromium } from '../../../scripts/e2e/chromium.mjs';

const webRoot = fileURLToPath(new URL('../dist', import.meta.url));
/** Where suites write their screenshots. */
export const shots = fileURLToPath(new URL('../../../test-results/', import.meta.url));

export interface BrowserJudge {
  readonly judge: RunningJudge;
  readonly browser: Browser;
  /** A page in a context of its own; `prepare` runs on the context before the page opens. */
  newPage(prepare?: (context: BrowserContext) => Promise<void>): Promise<Page>;
  close(): Promise<void>;
}

export async function openBrowserJudge(): Promise<BrowserJudge> {
  mkdirSync(shots, { recursive: true });
  const judge = await serve({ port: 0, passwordCost: 10, webRoot, log: () => undefined });
  const browser = await launchChromium();
  const contexts: BrowserContext[] = [];
  return {
    judge,
    browser,
    async newPage(prepare) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      contexts.push(context);
      await prepare?.(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
      return page;
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => undefined);
      await browser.close();
      await judge.stop();
    },
  };
}
