// The diagnostics configuration (`payola.config.json`, issue 8 item 20): the nearest one up the
// folders from the sheet, read by the engine as payola-lint reads it, applied by the engine's
// applyDiagnosticConfig; reloaded when it changes, its problems said once per change.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startingGame } from '@payola/engine';
import { afterEach, describe, expect, it } from 'vitest';
import type { DocumentContext } from '../src/features/context.js';
import { diagnostics } from '../src/features/diagnostics.js';
import { SheetWorkspace } from '../src/workspace/sheet-workspace.js';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function game(config?: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'payola-config-'));
  folders.push(dir);
  mkdirSync(join(dir, 'sheets'));
  writeFileSync(join(dir, 'sheets', 'payola-game.json'), JSON.stringify(startingGame().toFile()));
  if (config !== undefined) writeConfig(join(dir, 'payola.config.json'), config);
  return dir;
}

let clock = Date.now();
function writeConfig(path: string, config: unknown): void {
  writeFileSync(path, typeof config === 'string' ? config : JSON.stringify(config));
  clock += 5000; // a modification time the store cannot mistake for the last one
  utimesSync(path, new Date(clock), new Date(clock));
}

function workspace() {
  const messages: string[] = [];
  const ws = new SheetWorkspace({
    configuration: () => Promise.resolve({ validationDelay: 0 }),
    publish: () => {},
    showMessage: (type, message) => messages.push(`${type}: ${message}`),
  });
  return { ws, messages };
}

/**
 * The diagnostics as `code severity` (1 error, 2 warning, 4 hint), sorted; of the information,
 * only the sheet's total (advice on pitfalls is not what these tests are about).
 */
const codes = (ctx: DocumentContext | undefined, ws?: SheetWorkspace) =>
  diagnostics(ctx!, (code, setting) => ws?.keptError(undefined, code, setting))
    .filter((d) => d.severity !== 4 || d.code === 'payola/commitment')
    .map((d) => `${String(d.code)} ${d.severity}`)
    .sort();

// 50 $ is more than France's 48: a warning (Rule 3.4); XYZ an error; the sheet's total information.
const sheet = '50 $\n5 : A PAR - XYZ\n';

describe('payola.config.json in the editor', () => {
  it('without a configuration: every diagnostic at its own severity', async () => {
    const dir = game();
    const { ws } = workspace();
    const uri = pathToFileURL(join(dir, 'sheets', 'france.payola')).href;
    ws.open(uri, 1, sheet);
    expect(codes(await ws.settle(uri))).toEqual([
      'payola/commitment 4',
      'payola/savings-above-balance 2',
      'payola/unknown-place 1',
    ]);
    ws.dispose();
  });

  it('the nearest configuration up the folders turns codes off and changes severities; errors stay errors', async () => {
    const dir = game({
      rules: { 'payola/commitment': 'off', 'payola/savings-above-balance': 'error', 'payola/unknown-place': 'warn' },
    });
    const { ws, messages } = workspace();
    const uri = pathToFileURL(join(dir, 'sheets', 'france.payola')).href;
    ws.open(uri, 1, sheet);
    const ctx = await ws.settle(uri);
    expect(codes(ctx, ws)).toEqual(['payola/savings-above-balance 1', 'payola/unknown-place 1']);
    expect(ctx?.configFile).toBe(pathToFileURL(join(dir, 'payola.config.json')).href);
    expect(messages).toEqual([
      'info: Payola: the configuration sets payola/unknown-place to "warn", but its errors stay errors: the adjudicator refuses a sheet with errors.',
    ]);
    ws.dispose();
  });

  it('a change of the file applies at once; a broken file is said once, and diagnostics go unconfigured', async () => {
    const dir = game({ rules: { 'payola/commitment': 'off' } });
    const path = join(dir, 'payola.config.json');
    const { ws, messages } = workspace();
    const uri = pathToFileURL(join(dir, 'sheets', 'france.payola')).href;
    ws.open(uri, 1, sheet);
    expect(codes(await ws.settle(uri))).not.toContain('payola/commitment 4');

    writeConfig(path, { rules: { 'payola/savings-above-balance': 'off' } });
    ws.filesChanged([path]);
    expect(codes(await ws.settle(uri))).toEqual(['payola/commitment 4', 'payola/unknown-place 1']);

    writeConfig(path, { rules: { 'payola/commitment': 'loud' } });
    ws.filesChanged([path]);
    expect(codes(await ws.settle(uri))).toHaveLength(3);
    ws.change(uri, 2, `${sheet}% again\n`);
    await ws.settle(uri);
    const told = messages.filter((m) => m.includes('payola.config.json cannot be used'));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatch(/^warning: Payola: payola\.config\.json cannot be used \(.*rules.*\)/);
    ws.dispose();
  });
});
