// The browser server (src/browser/): the same features over a connection the page owns, with the
// game given by the page (initializationOptions, then the payola/sheetGame notification).
import { PassThrough } from 'node:stream';
import { startingGame } from '@payola/engine';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createMessageConnection,
  StreamMessageReader as ClientReader,
  StreamMessageWriter as ClientWriter,
  type MessageConnection,
} from 'vscode-jsonrpc/node';
import { createConnection, StreamMessageReader, StreamMessageWriter } from 'vscode-languageserver/node';
import type { Hover, PublishDiagnosticsParams } from 'vscode-languageserver';
import { startBrowserServer, sheetGameNotification } from '../src/browser/index.js';

const uri = 'inmemory://judge/england.payola';
let client: MessageConnection | undefined;

afterEach(() => client?.dispose());

async function start(initializationOptions: unknown) {
  const up = new PassThrough();
  const down = new PassThrough();
  startBrowserServer(createConnection(new StreamMessageReader(up), new StreamMessageWriter(down)));
  client = createMessageConnection(new ClientReader(down), new ClientWriter(up));
  const published: PublishDiagnosticsParams[] = [];
  client.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
    published.push(p);
  });
  client.listen();
  const init = await client.sendRequest('initialize', {
    processId: null,
    rootUri: null,
    capabilities: {},
    initializationOptions,
  });
  await client.sendNotification('initialized', {});
  return { client, published, init: init as { capabilities: Record<string, unknown> } };
}

const next = async (published: PublishDiagnosticsParams[], count: number) => {
  for (let i = 0; i < 200 && published.length < count; i++) await new Promise((r) => setTimeout(r, 20));
  return published[count - 1]!;
};

describe('the browser language server', () => {
  it('checks a sheet against the game and power the page gives, and answers hovers and completion', async () => {
    const game = startingGame().toFile();
    const { client, published, init } = await start({ game, power: 'England' });
    expect(init.capabilities).toMatchObject({ hoverProvider: true, codeActionProvider: expect.anything() });
    const text = '5 : F LON - NTH\n3 : A XYZ - BUR\n';
    await client.sendNotification('textDocument/didOpen', {
      textDocument: { uri, languageId: 'payola', version: 1, text },
    });
    const first = await next(published, 1);
    expect(first.diagnostics.map((d) => d.code)).toContain('payola/unknown-place');
    expect(first.diagnostics.filter((d) => d.severity === 1).every((d) => d.range.start.line === 1)).toBe(true);
    const hover = (await client.sendRequest('textDocument/hover', {
      textDocument: { uri },
      position: { line: 0, character: 0 },
    })) as Hover;
    expect(JSON.stringify(hover.contents)).toMatch(/AgP/);
    const items = (await client.sendRequest('textDocument/completion', {
      textDocument: { uri },
      position: { line: 0, character: 4 },
    })) as { label: string }[] | { items: { label: string }[] };
    const labels = (Array.isArray(items) ? items : items.items).map((i) => i.label);
    expect(labels).toContain('F LON');
    expect(labels).toHaveLength(22);
  });

  it('re-checks open sheets when the page sends another game (payola/sheetGame)', async () => {
    const { client, published } = await start(undefined);
    const text = '1 : F LON H\n';
    await client.sendNotification('textDocument/didOpen', {
      textDocument: { uri, languageId: 'payola', version: 1, text },
    });
    const mapOnly = await next(published, 1);
    expect(mapOnly.diagnostics.filter((d) => d.severity === 1)).toEqual([]);
    // In the game, France has no fleet in London to order... but an offer to England's fleet is fine;
    // an unknown power is not.
    await client.sendNotification(sheetGameNotification.method, { game: startingGame().toFile(), power: 'Atlantis' });
    const inGame = await next(published, 2);
    expect(inGame.diagnostics.map((d) => d.code)).toContain('payola/unknown-power');
  });
});
