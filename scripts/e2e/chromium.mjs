// Debian's Chromium through playwright-core (never a browser download), with the flags this
// machine needs as root and offline: the one launcher of the web judge's and the VS Code
// extension's end-to-end tests. PAYOLA_CHROMIUM names another Chromium.
import { chromium } from 'playwright-core';

/** @returns {Promise<import('playwright-core').Browser>} */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.PAYOLA_CHROMIUM ?? process.env.PAYOLA_E2E_CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
