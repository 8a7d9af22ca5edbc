// Issue 13 items 2–3: the expensive custom requests run in a worker thread, so a long preview
// never blocks the server. With the real process: a hover is answered while a preview runs, an
// edit or a newer request stops it, and past its time limit it is refused. A preview that "runs
// forever" is the test hook PAYOLA_LSP_SLOW (previews/worker.ts); the issue's own input, 3,000
// lines of `1000*1 : A PAR H`, is previewed for real beside hovers.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startingGame } from '@payola/engine';
import { describe, expect, it } from 'vitest';
import { CancellationTokenSource } from 'vscode-jsonrpc/node';
import type { Hover } from 'vscode-languageserver-protocol';
import type { PreviewAdjudicationResult, ReductionScheduleResult } from '../src/protocol.js';
import { gameFolder, initialize, open, start, type Server } from './server-process.js';

/** The hover on the unit of the first line (`5 : A PAR H`, or at `character`). */
const hoverAt = (server: Server, uri: string, character = 5) =>
  server.connection.sendRequest('textDocument/hover', {
    textDocument: { uri },
    position: { line: 0, character },
  }) as Promise<Hover>;

/** A promise's outcome, observable without awaiting it. */
function watch<T>(promise: Promise<T>) {
  const state: { settled: boolean; value?: T; error?: unknown } = { settled: false };
  const done = promise.then(
    (value) => Object.assign(state, { settled: true, value }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return { state, done };
}

/** Every power's sheet beside the game file: France's is given, the others hold their first unit. */
function everySheet(dir: string, france: string): string {
  const game = startingGame();
  for (const p of game.powers) {
    if (p.name === 'France') continue;
    const unit = game.unitsOf(p.name)[0]!;
    writeFileSync(join(dir, `${p.name.toLowerCase()}.payola`), `0 : ${unit.type} ${unit.location.province} H\n`);
  }
  const path = join(dir, 'france.payola');
  writeFileSync(path, france);
  return pathToFileURL(path).href;
}

describe('previews off the main loop (issue 13 items 2–3)', () => {
  it('a hover is answered while a preview runs; an edit of the sheet stops the preview (ContentModified)', async () => {
    const dir = gameFolder();
    const server = start({ PAYOLA_LSP_SLOW: 'previewAdjudication' });
    await initialize(server, dir, { settings: { previewTimeLimit: 600_000 } });
    const uri = everySheet(dir, '5 : A PAR H\n');
    await open(server, uri, '5 : A PAR H\n');
    await server.diagnosticsFor(uri, 1);

    const preview = watch(server.connection.sendRequest('payola/previewAdjudication', { uri }));
    for (let i = 0; i < 3; i++) {
      const hover = await hoverAt(server, uri);
      expect((hover.contents as { value: string }).value).toContain('**A PAR**');
      expect(preview.state.settled).toBe(false);
    }
    // Diagnostics go on too.
    await server.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri, version: 2 },
      contentChanges: [{ text: '6 : A PAR - XYZ\n' }],
    });
    expect((await server.diagnosticsFor(uri, 2)).diagnostics.map((d) => d.code)).toContain('payola/unknown-place');
    await preview.done;
    expect(preview.state.error).toMatchObject({
      code: -32801, // ContentModified
      message: expect.stringContaining(`${uri} changed while it ran`),
    });
  });

  it('a newer request supersedes a running one, and a cancelled one is answered RequestCancelled', async () => {
    const dir = gameFolder();
    const server = start({ PAYOLA_LSP_SLOW: 'reductionSchedule' });
    await initialize(server, dir, { settings: { previewTimeLimit: 600_000 } });
    const uri = pathToFileURL(join(dir, 'france.payola')).href;
    await open(server, uri, '5 : A PAR H\n');
    const first = watch(server.connection.sendRequest('payola/reductionSchedule', { uri }));
    const source = new CancellationTokenSource();
    const second = watch(server.connection.sendRequest('payola/reductionSchedule', { uri }, source.token));
    await first.done;
    expect(first.state.error).toMatchObject({ code: -32800, message: expect.stringContaining('superseded') });
    expect((await hoverAt(server, uri)).contents).toBeDefined();
    expect(second.state.settled).toBe(false);
    source.cancel();
    await second.done;
    expect(second.state.error).toMatchObject({ code: -32800 });
    // The server and its worker go on: the hover still answers.
    expect(((await hoverAt(server, uri)).contents as { value: string }).value).toContain('**A PAR**');
  });

  it('past its time limit a preview is stopped and refused, saying so; the next one runs again', async () => {
    const dir = gameFolder();
    const server = start({ PAYOLA_LSP_SLOW: 'previewAdjudication' });
    await initialize(server, dir, { settings: { previewTimeLimit: 3000 } });
    const uri = everySheet(dir, '5 : A PAR H\n');
    await open(server, uri, '5 : A PAR H\n');
    const preview = watch(
      server.connection.sendRequest('payola/previewAdjudication', { uri }) as Promise<PreviewAdjudicationResult>,
    );
    expect(((await hoverAt(server, uri)).contents as { value: string }).value).toContain('**A PAR**');
    await preview.done;
    expect(preview.state.value).toEqual({
      text: 'Cannot preview the adjudication: it took longer than 3 s, and was stopped.\n',
      refused: true,
    });
    // The schedule is not slowed by the hook: it runs in a fresh worker and answers.
    const schedule = (await server.connection.sendRequest('payola/reductionSchedule', {
      uri,
    })) as ReductionScheduleResult;
    expect(schedule.refused).toBeUndefined();
    expect(schedule.markdown).toContain('Reduction schedule of this sheet (Rule 5.5)');
  });

  it("the issue's sheet (3,000 lines of 1000*1 : A PAR H) is previewed while hovers are answered", async () => {
    const dir = gameFolder();
    const server = start();
    await initialize(server, dir);
    const text = '1000*1 : A PAR H\n'.repeat(3000);
    const uri = everySheet(dir, text);
    await open(server, uri, text);
    await server.diagnosticsFor(uri, 1);
    const preview = server.connection.sendRequest('payola/previewAdjudication', {
      uri,
    }) as Promise<PreviewAdjudicationResult>;
    const schedule = server.connection.sendRequest('payola/reductionSchedule', {
      uri,
    }) as Promise<ReductionScheduleResult>;
    expect(((await hoverAt(server, uri, 11)).contents as { value: string }).value).toContain('**A PAR**');
    const result = await preview;
    expect(result.refused).toBeUndefined();
    expect(result.text).toContain('A PAR H');
    expect(result.text).toContain('with 7 sheets');
    expect((await schedule).markdown).toContain('Reduction schedule of this sheet (Rule 5.5)');
  });
});
