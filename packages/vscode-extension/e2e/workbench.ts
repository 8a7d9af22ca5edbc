// Driving the VS Code workbench through its real UI with playwright-core: keyboard shortcuts, the
// command palette, the status bar. Every step waits for the state it needs (never a fixed sleep).
import type { Locator, Page } from 'playwright-core';

export const timeouts = { ui: 20_000, server: 60_000 } as const;

export class Workbench {
  constructor(readonly page: Page) {}

  async open(url: string, folder: string): Promise<void> {
    await this.page.goto(`${url}/?folder=${encodeURIComponent(folder)}`);
    await this.page.waitForSelector('.monaco-workbench', { timeout: timeouts.server });
  }

  /** Opens a file from the Explorer (in `folder`, expanded first) and waits until its editor shows its first line. */
  async openFile(name: string, firstLineText: string, folder?: string): Promise<void> {
    if (folder !== undefined) {
      const folderRow = this.page.locator('.explorer-folders-view .monaco-list-row', { hasText: folder }).first();
      await folderRow.waitFor({ state: 'visible', timeout: timeouts.server });
      if ((await folderRow.getAttribute('aria-expanded')) !== 'true') await folderRow.click();
    }
    const row = this.page.locator('.explorer-folders-view .monaco-list-row', { hasText: name });
    await row.first().waitFor({ state: 'visible', timeout: timeouts.server });
    await row.first().dblclick(); // a double click pins the editor (no preview tab to be replaced)
    await this.page
      .locator('.editor-group-container.active .tab.active', { hasText: name })
      .waitFor({ timeout: timeouts.ui });
    await this.editorLine(firstLineText).waitFor({ timeout: timeouts.ui });
  }

  /** Closes every editor and opens `name` alone (a known state whatever the previous check left). */
  async reset(name: string, firstLineText: string): Promise<void> {
    await this.openFile(name, firstLineText); // moves the focus out of any webview or panel
    await this.runCommand('View: Close All Editor Groups');
    await this.page.locator('.tabs-container .tab').first().waitFor({ state: 'detached', timeout: timeouts.ui });
    await this.openFile(name, firstLineText);
  }

  /** The active editor's rendered line holding `text`. */
  editorLine(text: string): Locator {
    return this.page.locator('.editor-group-container.active .monaco-editor .view-line', { hasText: text }).first();
  }

  /** The status bar's cursor position, `Ln 3, Col 1`. */
  cursorStatus(): Locator {
    return this.page.locator('[id="status.editor.selection"]');
  }

  /** Moves the cursor with Go to Line (Ctrl+G) and waits for the status bar to show it there. */
  async goTo(line: number, column: number): Promise<void> {
    await this.page.keyboard.press('Control+G');
    const input = this.page.locator('.quick-input-widget input');
    await input.waitFor({ state: 'visible', timeout: timeouts.ui });
    await input.fill(`:${line}:${column}`);
    await this.page.locator('.quick-input-widget', { hasText: `line ${line}` }).waitFor({ timeout: timeouts.ui });
    await this.page.keyboard.press('Enter');
    await this.page.locator('.quick-input-widget').waitFor({ state: 'hidden', timeout: timeouts.ui });
    await this.page.waitForFunction(
      (expected) => document.querySelector('[id="status.editor.selection"]')?.textContent?.includes(expected) ?? false,
      `Ln ${line}, Col ${column}`,
      { timeout: timeouts.ui },
    );
  }

  /** Runs a command from the command palette (F1) by its full title. */
  async runCommand(title: string): Promise<void> {
    await this.page.keyboard.press('F1');
    const input = this.page.locator('.quick-input-widget input');
    await input.waitFor({ state: 'visible', timeout: timeouts.ui });
    await input.fill(`>${title}`);
    // Wait until the palette has filtered down to the command, then run the focused entry.
    await this.page
      .locator('.quick-input-widget .monaco-list-row.focused', { hasText: title })
      .waitFor({ state: 'visible', timeout: timeouts.ui });
    await this.page.keyboard.press('Enter');
    await this.page.locator('.quick-input-widget').waitFor({ state: 'hidden', timeout: timeouts.ui });
  }

  /**
   * Polls the page until `read(arg)` (run in the page: self-contained, no closures) returns a truthy
   * value, and returns that value.
   */
  async poll<A, T>(read: (arg: A) => T, arg: A, timeout: number = timeouts.ui): Promise<NonNullable<T>> {
    const handle = await this.page.waitForFunction(read as (arg: unknown) => T, arg as unknown, {
      timeout,
      polling: 100,
    });
    return (await handle.jsonValue()) as NonNullable<T>;
  }
}
