// The extension in a real VS Code: the .vsix installed into code-server 4.100.3 (VS Code 1.100.3),
// driven through its UI by Chromium. One workbench for all the checks, which run in order on a
// copy of examples/spring-1901 where france.payola has a seeded mistake (an army move to a province
// it cannot reach). Screenshots go to test-results/e2e/, and code-server's logs too on failure.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../../scripts/e2e/chromium.mjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  makeSandbox,
  packageDir,
  removeSandbox,
  repoRoot,
  saveLogs,
  startCodeServer,
  type CodeServer,
} from './code-server.js';
import { vsixEntries } from './vsix.js';
import { timeouts, Workbench } from './workbench.js';

const vsix = join(packageDir, 'payola-vscode.vsix');
const results = join(repoRoot, 'test-results', 'e2e');
const sheet = 'france.payola';
/**
 * A retreat phase beside the example (Rule 1.5): examples/year-1901's Fall 1901 retreats, where
 * Italy's A VEN, dislodged from Trieste, may retreat to PIE, ROM or TUS; Italy's sheet is empty.
 */
const retreats = {
  folder: 'retreats',
  sheet: 'italy-retreats.payola',
  firstLine: '% Italy, Fall 1901 retreats',
  game: join(repoRoot, 'examples', 'year-1901', '3-fall-1901-retreats', 'game.json'),
};
/** The seeded mistake: Paris is not adjacent to Munich (line 3, the move's target at column 13). */
const seeded = {
  from: '5 : A PAR - BUR',
  to: '5 : A PAR - MUN',
  line: 3,
  message: 'the army in Paris cannot reach Munich',
};

let sandbox: string;
let server: CodeServer | undefined;
let browser: Browser | undefined;
let page: Page;
let bench: Workbench;
let failed = false;
const t0 = Date.now();
const log = (message: string) => console.log(`[e2e +${((Date.now() - t0) / 1000).toFixed(1)}s] ${message}`);

async function screenshot(name: string): Promise<void> {
  await page.screenshot({ path: join(results, `${name}.png`), animations: 'disabled' }).catch(() => {});
}

beforeAll(async () => {
  if (!existsSync(vsix)) throw new Error(`${vsix} is missing: run npm run package first (npm run test:e2e does)`);
  rmSync(results, { recursive: true, force: true });
  mkdirSync(results, { recursive: true });
  sandbox = makeSandbox();
  server = await startCodeServer({
    sandbox,
    vsix,
    workspaceSource: join(repoRoot, 'examples', 'spring-1901'),
    prepare: (workspace) => {
      const file = join(workspace, sheet);
      const text = readFileSync(file, 'utf8');
      if (!text.includes(seeded.from))
        throw new Error(`${sheet} no longer holds "${seeded.from}": update the seeded mistake`);
      writeFileSync(file, text.replace(seeded.from, seeded.to));
      mkdirSync(join(workspace, retreats.folder));
      writeFileSync(join(workspace, retreats.folder, 'game.json'), readFileSync(retreats.game));
      writeFileSync(join(workspace, retreats.folder, retreats.sheet), `${retreats.firstLine}\n`);
    },
    log,
  });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  page.on('pageerror', (error) => log(`page error: ${error.message.slice(0, 200)}`));
  bench = new Workbench(page);
  await bench.open(server.url, server.workspace);
  log('workbench loaded');
  await bench.openFile(sheet, '% France');
  log(`${sheet} open`);
});

afterEach((context) => {
  if (context.task.result?.state === 'fail') failed = true;
});

afterAll(async () => {
  if (browser !== undefined) {
    if (failed) await screenshot('zz-failure');
    await browser.close().catch(() => {});
  }
  if (server !== undefined) {
    if (failed) saveLogs(server, join(results, 'code-server-logs'));
    await server.stop();
    log('code-server stopped');
  }
  if (sandbox !== undefined) removeSandbox(sandbox);
});

describe('Payola extension in VS Code 1.100 (code-server)', () => {
  it('packages only the bundles, the manifest, the language configuration, the grammar, the configuration schema, README and LICENSE', () => {
    expect(vsixEntries(vsix).sort()).toEqual([
      '[Content_Types].xml',
      'extension.vsixmanifest',
      'extension/LICENSE.txt',
      'extension/dist/extension.js',
      'extension/dist/preview-worker.js',
      'extension/dist/server.js',
      'extension/language-configuration.json',
      'extension/package.json',
      'extension/readme.md',
      'extension/schemas/payola.config.schema.json',
      'extension/syntaxes/payola.tmLanguage.json',
    ]);
  });

  it('activates on a .payola file: the language mode is Payola', async () => {
    await page
      .locator('[id="status.editor.mode"]', { hasText: 'Payola offer sheet' })
      .waitFor({ timeout: timeouts.ui });
  });

  it('colours amounts, offer types, units and places with the TextMate grammar', async () => {
    const expected: [column: number, text: string, scope: string][] = [
      [1, '5', 'constant.numeric.amount.payola'],
      [3, ':', 'keyword.operator.offer-type.payola'],
      [5, 'A', 'storage.type.unit.payola'],
      [7, 'PAR', 'entity.name.place.payola'],
      [11, '-', 'keyword.operator.move.payola'],
    ];
    for (const [column, text, scope] of expected) {
      await bench.goTo(seeded.line, column);
      await bench.runCommand('Developer: Inspect Editor Tokens and Scopes');
      const widget = page.locator('.token-inspect-widget');
      await widget.waitFor({ state: 'visible', timeout: timeouts.ui });
      // The widget lists the token's text, its scopes (innermost first) and its theme colour.
      const shown = await bench
        .poll((s: string) => {
          const t = (document.querySelector('.token-inspect-widget') as HTMLElement | null)?.innerText ?? '';
          return t.includes(s) ? t : '';
        }, scope)
        .catch(async () => page.locator('.token-inspect-widget').innerText());
      if (column === 1) await screenshot('1-inspect-tokens');
      expect(shown, `token "${text}" at ${seeded.line}:${column}`).toContain(scope);
      await page.keyboard.press('Escape');
      await widget.waitFor({ state: 'hidden', timeout: timeouts.ui });
    }
    // And the theme paints them: the amount is not in the plain text colour of the offer type.
    const painted = await page.evaluate(
      ({ line, columns }) => {
        const rows = [...document.querySelectorAll('.editor-group-container.active .view-line')] as HTMLElement[];
        const row = rows.find((r) => r.innerText.replace(/\u00a0/g, ' ').startsWith(line));
        const spans = [...(row?.querySelectorAll(':scope > span > span') ?? [])] as HTMLElement[];
        const at = (column: number) => {
          let offset = 0;
          for (const span of spans) {
            const length = span.textContent?.length ?? 0;
            if (column - 1 < offset + length)
              return { className: span.className, colour: getComputedStyle(span).color };
            offset += length;
          }
          return null;
        };
        return columns.map(at);
      },
      { line: seeded.to, columns: [1, 3, 7] },
    );
    log(`token colours (amount, offer type, place): ${JSON.stringify(painted)}`);
    const [amount, offerType] = painted;
    expect(amount?.colour).toBeDefined();
    expect(amount?.colour).not.toBe(offerType?.colour);
  });

  it('shows the seeded mistake as a squiggle and in the Problems panel', async () => {
    await page
      .locator('.editor-group-container.active .squiggly-error')
      .first()
      .waitFor({ state: 'attached', timeout: timeouts.server });
    await page.keyboard.press('Control+Shift+M');
    const problems = await bench.poll((message: string) => {
      const t = (document.querySelector('.markers-panel') as HTMLElement | null)?.innerText ?? '';
      return t.includes(message) ? t : '';
    }, seeded.message);
    await screenshot('2-problems');
    expect(problems).toContain(seeded.message);
    expect(problems).toMatch(/\[Ln 3, Col 13\]/);
  });

  it('shows the active sheet in the status bar: power, phase, balance, savings, committed of available', async () => {
    const text = await bench.poll(() => {
      const item = [...document.querySelectorAll('.statusbar-item')].find((e) =>
        (e as HTMLElement).innerText.includes('committed'),
      );
      return (item as HTMLElement | undefined)?.innerText ?? '';
    }, undefined);
    await screenshot('3-status-bar');
    // France: balance 48, 6 saved, so 42 available (Rule 3.4); the seeded illegal move (5 AgP) is
    // void and not money, so (2*2 + 1) + 3 + 2 + 2 = 12 committed: the server's figures, as shown.
    expect(text).toMatch(/France · Spring 1901 · balance 48 · savings 6 · committed 12 of 42/);
  });

  it('hovers an amount with its reduction table (Ctrl+K Ctrl+I)', async () => {
    await bench.reset(sheet, '% France');
    await bench.goTo(seeded.line, 1);
    await page.keyboard.press('Control+K');
    await page.keyboard.press('Control+I');
    const hover = await bench.poll(() => {
      const content = [...document.querySelectorAll('.monaco-hover-content')].find(
        (e) => e.querySelector('table') !== null,
      ) as HTMLElement | undefined;
      return content?.innerText ?? '';
    }, undefined);
    await screenshot('4-hover');
    log(`hover: ${JSON.stringify(hover.slice(0, 300))}`);
    expect(hover).toMatch(/reduction schedule/i);
    expect(hover).toMatch(/cuts/);
    await page.keyboard.press('Escape');
  });

  it('Payola: Preview Adjudication opens the adjudication in a read-only document', async () => {
    await bench.reset(sheet, '% France');
    await bench.runCommand('Payola: Preview Adjudication');
    const tab = page.locator('.tabs-container .tab', { hasText: 'adjudication.txt' });
    await tab.first().waitFor({ state: 'visible', timeout: timeouts.server });
    const text = await bench.poll(() => {
      const editor = [...document.querySelectorAll('.editor-group-container.active .monaco-editor')].at(-1) as
        HTMLElement | undefined;
      const lines = [...(editor?.querySelectorAll('.view-line') ?? [])].map((l) =>
        (l as HTMLElement).innerText.replace(/\u00a0/g, ' '),
      );
      return lines.join('\n').trim().length > 20 ? lines.join('\n') : '';
    }, undefined);
    await screenshot('5-adjudication-preview');
    log(`adjudication preview: ${JSON.stringify(text.slice(0, 300))}`);
    // The seeded mistake stops the adjudication: the preview says so (it would otherwise show the results).
    expect(text).toContain('france.payola');
    // Read-only: typing changes nothing (no dirty marker on the tab).
    await page.keyboard.type('x');
    expect(await tab.first().getAttribute('class')).not.toMatch(/dirty/);
    await page.keyboard.press('Control+W');
    await tab.first().waitFor({ state: 'detached', timeout: timeouts.ui });
  });

  it("Payola: Show Reduction Schedule opens the whole sheet's schedule as a Markdown table", async () => {
    await bench.reset(sheet, '% France');
    await bench.runCommand('Payola: Show Reduction Schedule');
    await page
      .locator('.tabs-container .tab', { hasText: 'reduction schedule' })
      .first()
      .waitFor({ state: 'visible', timeout: timeouts.server });
    // The Markdown preview renders in a webview (nested frames): poll them for the offers' table.
    let tables = '';
    await expect
      .poll(
        async () => {
          const found: string[] = [];
          for (const frame of page.frames()) {
            if (frame === page.mainFrame()) continue;
            const text = await frame
              .evaluate(() => [...document.querySelectorAll('table')].map((t) => t.innerText).join('\n'))
              .catch(() => '');
            if (text) found.push(text);
          }
          tables = found.join('\n');
          return tables;
        },
        { timeout: timeouts.server, interval: 250 },
      )
      .toContain('A PAR - MUN');
    await screenshot('6-reduction-schedule');
    log(`reduction schedule: ${JSON.stringify(tables.slice(0, 300))}`);
    expect(tables).toMatch(/whole\s+sheet/);
  });

  it('completes the legal orders of a unit (Ctrl+Space after "5 : A PAR ")', async () => {
    await bench.reset(sheet, '% France');
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('5 : A PAR ');
    await bench.poll((typed: string) => {
      const rows = [...document.querySelectorAll('.editor-group-container.active .view-line')] as HTMLElement[];
      return rows.some((r) => r.innerText.replace(/\u00a0/g, ' ').trimEnd() === typed);
    }, '5 : A PAR');
    await page.keyboard.press('Control+Space');
    const labels = await bench.poll(() => {
      const rows = [...document.querySelectorAll('.suggest-widget.visible .monaco-list-row')] as HTMLElement[];
      return rows.length > 0 ? rows.map((r) => r.getAttribute('aria-label') ?? r.innerText) : null;
    }, undefined);
    await screenshot('7-completion');
    log(`completion: ${JSON.stringify(labels)}`);
    // The rows read "label, kind": the server's orders for the army in Paris, not the editor's words.
    const orders = labels.map((l) => l.replace(/, [A-Za-z ]+$/, ''));
    expect(orders).toEqual(expect.arrayContaining(['H', '- BUR', '- GAS', '- PIC']));
    expect(orders).not.toContain('- MUN');
    expect(labels.filter((l) => l.endsWith(', Text'))).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it('Payola: Show Board opens a webview with the board and the orders asked for, redrawn after an edit', async () => {
    // The sheet is as the completion check left it (a half-typed last line): the board is drawn
    // from whatever reads.
    await page.keyboard.press('Escape');
    await bench.runCommand('Payola: Show Board');
    await page
      .locator('.tabs-container .tab', { hasText: 'Board — france.payola' })
      .first()
      .waitFor({ state: 'visible', timeout: timeouts.server });
    /** What the board webview shows: its province labels and the orders drawn (nested frames). */
    const board = async () => {
      for (const frame of page.frames()) {
        if (frame === page.mainFrame()) continue;
        const found = await frame
          .evaluate(() => {
            const svg = document.querySelector('.board svg');
            if (!svg) return undefined;
            return {
              labels: [...svg.querySelectorAll('text.label')].map((t) => t.textContent ?? ''),
              orders: [...svg.querySelectorAll('[data-order]')].map((g) => g.getAttribute('data-order') ?? ''),
              table: (document.querySelector('table') as HTMLElement | null)?.innerText ?? '',
            };
          })
          .catch(() => undefined);
        if (found) return found;
      }
      return undefined;
    };
    let shown: Awaited<ReturnType<typeof board>>;
    await expect
      .poll(
        async () => {
          shown = await board();
          return shown?.orders ?? [];
        },
        { timeout: timeouts.server, interval: 250 },
      )
      .toContain('F BRE - MAO');
    expect(shown!.labels).toEqual(expect.arrayContaining(['PAR', 'BRE', 'MAO', 'PIC', 'LON', 'MOS']));
    expect(shown!.orders).toEqual(expect.arrayContaining(['A MAR - SPA', 'A VEN - PIE']));
    log(`board: ${shown!.labels.length} labels, orders ${JSON.stringify(shown!.orders)}`);
    await screenshot('8-board');

    // A new offer for Picardy outbids the Mid-Atlantic (3 + 4 against 3): the board follows.
    await bench.editorLine('% France').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('4 : F BRE - PIC');
    await expect
      .poll(async () => (await board())?.orders ?? [], { timeout: timeouts.server, interval: 250 })
      .toContain('F BRE - PIC');
    const after = await board();
    expect(after!.orders).not.toContain('F BRE - MAO');
    expect(after!.table).toContain('F BRE - PIC');
    await screenshot('9-board-after-edit');
  });

  it("in a retreat phase completes the dislodged unit's retreats and disband, and the status names the phase (Rule 1.5)", async () => {
    // France's sheet has unsaved edits from the board's check: the retreat sheet opens beside it.
    await bench.openFile(retreats.sheet, retreats.firstLine, retreats.folder);
    const status = await bench.poll(() => {
      const item = [...document.querySelectorAll('.statusbar-item')].find((e) =>
        (e as HTMLElement).innerText.includes('retreats'),
      );
      return (item as HTMLElement | undefined)?.innerText ?? '';
    }, undefined);
    expect(status).toMatch(/Italy · Fall 1901 retreats · 1 dislodged unit/);
    expect(status).not.toMatch(/balance|committed/);

    const suggestions = () =>
      bench.poll(() => {
        const rows = [...document.querySelectorAll('.suggest-widget.visible .monaco-list-row')] as HTMLElement[];
        return rows.length > 0 ? rows.map((r) => r.getAttribute('aria-label') ?? r.innerText) : null;
      }, undefined);
    // The rows read "label, kind": the server's orders, not the editor's words.
    const ordersOf = (labels: string[]) => labels.map((l) => l.replace(/, [A-Za-z ]+$/, ''));

    // On an empty line: every legal order of Italy's dislodged unit (the engine's legalOrders).
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Control+Space');
    const all = await suggestions();
    log(`retreat completion on an empty line: ${JSON.stringify(all)}`);
    expect(ordersOf(all)).toEqual(['A VEN - PIE', 'A VEN - ROM', 'A VEN - TUS', 'DISBAND A VEN']);
    await page.keyboard.press('Escape');

    // After `A VEN R `: the retreats, kept by the editor's own filter for that notation.
    await page.keyboard.type('A VEN R ');
    await bench.poll((typed: string) => {
      const rows = [...document.querySelectorAll('.editor-group-container.active .view-line')] as HTMLElement[];
      return rows.some((r) => r.innerText.replace(/\u00a0/g, ' ').trimEnd() === typed);
    }, 'A VEN R');
    await page.keyboard.press('Control+Space');
    const labels = await suggestions();
    await screenshot('10-retreat-completion');
    log(`retreat completion after "A VEN R ": ${JSON.stringify(labels)}`);
    expect(ordersOf(labels)).toEqual(['A VEN - PIE', 'A VEN - ROM', 'A VEN - TUS']);
    // Accepting one writes the whole order in canonical form over what was typed.
    await page.keyboard.press('Enter');
    await bench.poll((written: string) => {
      const rows = [...document.querySelectorAll('.editor-group-container.active .view-line')] as HTMLElement[];
      return rows.some((r) => r.innerText.replace(/\u00a0/g, ' ').trimEnd() === written);
    }, 'A VEN - PIE');
    await page.keyboard.press('Escape');
  });
});
