import type { Browser } from 'playwright-core';

/** Debian's Chromium, headless, as the end-to-end tests run it (scripts/e2e/chromium.mjs). */
export function launchChromium(): Promise<Browser>;
