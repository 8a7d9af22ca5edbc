// The browser server (src/browser/): the same features over a connection the page owns, with the
// game given by the page (initializationOptions, then the payola/sheetGame notification).
import { PassThrough } from 'node:stream';
import { startingGame } from '@payola/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createMessageConnection,
  StreamMessageReader as ClientReader,
  StreamMessageWriter as ClientWriter,
  type MessageConnection,
} from 'vscode-jsonrpc/node';
import { createConnection, StreamMessageReader, StreamMessageWriter } from 'vscode-languageserver/node';
import type { Hover, PublishDiagnosticsParams } from 'vscode-languageserver';
import { startBrowserServer, sheetGameNotification } from '../src/browser/index.js';
import { messages, type RequestName } from '../src/request-params.js';

const uri = 'inmemory://judge/england.payola';
let client: MessageConnection | undefined;

afterEach(() => {
  client?.dispose();
  vi.unstubAllEnvs();
});

/** The browser server on an in-process connection, not yet initialized. */
function connect() {
  const up = new PassThrough();
  const down = new PassThrough();
  const server = startBrowserServer(createConnection(new StreamMessageReader(up), new StreamMessageWriter(down)));
  client = createMessageConnection(new ClientReader(down), new ClientWriter(up));
  const published: PublishDiagnosticsParams[] = [];
  const logs: string[] = [];
  client.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
    published.push(p);
  });
  client.onNotification('window/logMessage', (p: { message: string }) => void logs.push(p.message));
  client.listen();
  return { client, server, published, logs };
}

async function start(initializationOptions: unknown) {
  const { client, server, published, logs } = connect();
  const init = await client.sendRequest('initialize', {
    processId: null,
    rootUri: null,
    capabilities: {},
    initializationOptions,
  });
  await client.sendNotification('initialized', {});
  return { client, server, published, logs, init: init as { capabilities: Record<string, unknown> } };
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

  it("does not check a sheet past the page's limit (maxSheetLength) as it is typed, and says so", async () => {
    const game = startingGame().toFile();
    const text = '5 : F LON - NTH\n3 : A XYZ - BUR\n';
    const limited = await start({ game, power: 'England', maxSheetLength: text.length - 1 });
    await limited.client.sendNotification('textDocument/didOpen', {
      textDocument: { uri, languageId: 'payola', version: 1, text },
    });
    const refused = await next(limited.published, 1);
    expect(refused.diagnostics.map((d) => [d.code, d.severity, d.message])).toEqual([
      [
        'payola/too-large',
        1,
        `this sheet has ${text.length} characters, too many for an offer sheet: it is not checked (the limit is ${text.length - 1})`,
      ],
    ]);
    limited.client.dispose();
    // Without a limit (or with one that is not a positive whole number) the language server's own applies.
    const unlimited = await start({ game, power: 'England', maxSheetLength: -3 });
    await unlimited.client.sendNotification('textDocument/didOpen', {
      textDocument: { uri, languageId: 'payola', version: 1, text },
    });
    expect((await next(unlimited.published, 1)).diagnostics.map((d) => d.code)).toContain('payola/unknown-place');
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

  it('answers every request it advertises with InvalidParams when its parameters are malformed, saying what was wrong', async () => {
    const { client, init, logs } = await start({ game: startingGame().toFile(), power: 'England' });
    // What each capability the server advertises asks for: every one is declared (request-params.ts).
    const advertised: Record<string, readonly RequestName[]> = {
      hoverProvider: ['hover'],
      completionProvider: ['completion'],
      codeActionProvider: ['codeAction'],
      documentSymbolProvider: ['documentSymbol'],
      documentFormattingProvider: ['formatting'],
      semanticTokensProvider: ['semanticTokens'],
    };
    const capabilities = Object.keys(init.capabilities).filter((c) => c !== 'textDocumentSync');
    expect(capabilities.sort()).toEqual(Object.keys(advertised).sort());
    for (const name of Object.values(advertised).flat()) {
      await expect(client.sendRequest(messages[name].method, {}), name).rejects.toMatchObject({
        code: -32602, // InvalidParams
        message: expect.stringMatching(new RegExp(`^payola: ${name}: "textDocument" must be \\{ "uri": string \\}$`)),
      });
    }
    await client.sendNotification('textDocument/didOpen', {
      textDocument: { uri, languageId: 'payola', version: 1, text: '5 : F LON - NTH\n' },
    });
    for (const [method, params, problem] of [
      ['textDocument/hover', { textDocument: { uri }, position: { line: -1, character: 0 } }, '"position" must be'],
      ['textDocument/completion', { textDocument: { uri }, position: null }, '"position" must be'],
      [
        'textDocument/codeAction',
        {
          textDocument: { uri },
          range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } },
          context: { diagnostics: [], only: 5 },
        },
        '"context.only" must be a list of code action kinds (strings)',
      ],
      ['textDocument/formatting', { textDocument: { uri: 7 } }, '"textDocument" must be { "uri": string }'],
    ] as const)
      await expect(client.sendRequest(method, params), method).rejects.toMatchObject({
        code: -32602,
        message: expect.stringContaining(problem),
      });
    // A mistake of the client is not the server's failure: nothing is logged.
    expect(logs).toEqual([]);
    const hover = (await client.sendRequest('textDocument/hover', {
      textDocument: { uri },
      position: { line: 0, character: 0 },
    })) as Hover;
    expect(JSON.stringify(hover.contents)).toMatch(/AgP/);
  });

  it('drops a notification with malformed parameters, with one line in the log, and keeps serving', async () => {
    const { client, published, logs, server } = await start({ game: startingGame().toFile(), power: 'England' });
    const env = server.environment();
    for (const [method, params] of [
      ['textDocument/didOpen', { textDocument: { uri, languageId: 'payola', version: 1 } }],
      ['textDocument/didOpen', { textDocument: { uri, languageId: 'payola', version: 1, text: '5 : F LON - NTH\n' } }],
      ['textDocument/didChange', { textDocument: { uri, version: 2 }, contentChanges: null }],
      ['textDocument/didChange', { textDocument: { uri, version: 2 }, contentChanges: [{ range: null, text: 'x' }] }],
      ['textDocument/didChange', { textDocument: { uri, version: 'two' }, contentChanges: [{ text: 'x' }] }],
      // The same mistake again: logged once.
      ['textDocument/didChange', { textDocument: { uri, version: 2 }, contentChanges: null }],
      ['textDocument/didClose', { textDocument: null }],
      [sheetGameNotification.method, { game: startingGame().toFile(), power: 5 }],
    ] as const)
      await client.sendNotification(method, params);
    const first = await next(published, 1);
    expect(first.version).toBe(1);
    // The sheet is the one opened, unchanged by the dropped edits, and the game is still England's.
    expect(server.environment()).toBe(env);
    await client.sendNotification('textDocument/didChange', {
      textDocument: { uri, version: 2 },
      contentChanges: [{ range: { start: { line: 0, character: 12 }, end: { line: 0, character: 15 } }, text: 'XYZ' }],
    });
    const second = await next(published, 2);
    expect(second.version).toBe(2);
    expect(second.diagnostics.map((d) => d.code)).toContain('payola/unknown-place');
    expect(logs).toEqual([
      'payola: didOpen ignored: "textDocument" must be { "uri": string, "languageId": string, "version": number, "text": string }',
      'payola: didChange ignored: "contentChanges" must be a list',
      'payola: didChange ignored: "contentChanges[0].range" must be { "start": position, "end": position }',
      'payola: didChange ignored: "textDocument" must be { "uri": string, "version": number }',
      'payola: didClose ignored: "textDocument" must be { "uri": string }',
      'payola: sheetGame ignored: "power" must be a string, the name of a power of the game',
    ]);
  });

  it('follows the life cycle: ServerNotInitialized before initialize, a malformed initialize refused, InvalidRequest after shutdown', async () => {
    const { client } = connect();
    await expect(
      client.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 0 } }),
    ).rejects.toMatchObject({
      code: -32002,
      message: 'payola: hover before initialize: the server is not initialized yet',
    });
    await expect(client.sendRequest('payola/noSuchThing', {})).rejects.toMatchObject({ code: -32002 });
    await expect(
      client.sendRequest('initialize', { processId: null, capabilities: {}, workspaceFolders: [{ name: 'x' }] }),
    ).rejects.toMatchObject({
      code: -32602,
      message: 'payola: initialize: "workspaceFolders" must be null or a list of { "uri": string, "name": string }',
      data: { retry: false },
    });
    // Still uninitialized: a correct initialize follows.
    const init = (await client.sendRequest('initialize', { processId: null, capabilities: {} })) as {
      serverInfo: { name: string };
    };
    expect(init.serverInfo.name).toBe('payola-language-server (browser)');
    await expect(client.sendRequest('initialize', { processId: null, capabilities: {} })).rejects.toMatchObject({
      code: -32600,
    });
    await expect(client.sendRequest('payola/noSuchThing', {})).rejects.toMatchObject({ code: -32601 });
    await client.sendRequest('shutdown');
    await expect(
      client.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 0 } }),
    ).rejects.toMatchObject({ code: -32600, message: expect.stringContaining('after shutdown') });
  });

  it('answers a handler that throws with InternalError, logged once, and keeps serving', async () => {
    vi.stubEnv('PAYOLA_LSP_FAULT', 'hover');
    const { client, published, logs } = await start({ game: startingGame().toFile(), power: 'England' });
    await client.sendNotification('textDocument/didOpen', {
      textDocument: { uri, languageId: 'payola', version: 1, text: '5 : F LON - NTH\n' },
    });
    await next(published, 1);
    const hoverAt = () =>
      client.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 0 } });
    for (let i = 0; i < 2; i++)
      await expect(hoverAt()).rejects.toMatchObject({
        code: -32603,
        message: 'payola: hover failed: fault injected into hover (PAYOLA_LSP_FAULT)',
      });
    expect(logs.filter((l) => l.startsWith('payola: hover failed'))).toHaveLength(1);
    const symbols = (await client.sendRequest('textDocument/documentSymbol', { textDocument: { uri } })) as unknown[];
    expect(symbols.length).toBeGreaterThan(0);
  });
});
