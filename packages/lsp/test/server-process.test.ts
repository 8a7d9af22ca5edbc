// The built server as a real process over stdio, spoken to with JSON-RPC: the life cycle, the
// features, the custom messages, malformed input and a handler that fails.
import { execFileSync, fork } from 'node:child_process';
import { readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startingGame } from '@payola/engine';
import { describe, expect, it } from 'vitest';
import { createMessageConnection, IPCMessageReader, IPCMessageWriter } from 'vscode-jsonrpc/node';
import type { CompletionItem, Hover, PublishDiagnosticsParams, TextEdit } from 'vscode-languageserver-protocol';
import type { BoardPictureResult, PreviewAdjudicationResult, ReductionScheduleResult } from '../src/protocol.js';
import { messages, type MessageName, type RequestName } from '../src/request-params.js';
import { serverVersion } from '../src/version.js';
import {
  bin,
  codesOf,
  gameFolder,
  initialize,
  open,
  serverWithOpenSheet,
  start,
  temporaryFolder,
  until,
} from './server-process.js';

describe('the server process', () => {
  it('initializes, validates with versions, answers features and custom requests, and shuts down', async () => {
    const dir = gameFolder();
    const server = start();
    const init = await initialize(server, dir);
    expect(init.serverInfo.name).toBe('payola-language-server');
    // The package's own version: src/version.ts, held to package.json here.
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(init.serverInfo.version).toBe(manifest.version);
    expect(serverVersion).toBe(manifest.version);
    expect(init.capabilities).toMatchObject({
      hoverProvider: true,
      documentFormattingProvider: true,
      inlayHintProvider: true,
    });

    const uri = pathToFileURL(join(dir, 'france.payola')).href;
    await open(server, uri, '4*3 + 2*4#2 + 1 : A PAR - BUR\n3 : A PAR - BRU\n');
    const first = await server.diagnosticsFor(uri, 1);
    expect(codesOf(first)).toEqual(['payola/commitment', 'payola/unknown-place']);
    expect(first.diagnostics.find((d) => d.code === 'payola/unknown-place')).toMatchObject({
      source: 'payola',
      range: { start: { line: 1, character: 12 } },
      codeDescription: { href: expect.stringMatching(/\/docs\/diagnostics\.md#payolaunknown-place$/) },
    });

    await server.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri, version: 2 },
      contentChanges: [{ range: { start: { line: 1, character: 12 }, end: { line: 1, character: 15 } }, text: 'BUR' }],
    });
    const second = await server.diagnosticsFor(uri, 2);
    expect(codesOf(second)).toEqual(['payola/commitment']);
    expect(await until(() => server.statuses.find((s) => s.committed === 24), 'a status')).toMatchObject({
      uri,
      power: 'France',
      balance: 48,
      committed: 24,
      savings: 0,
      available: 48,
      shortfall: 0,
    });

    const hover = (await server.connection.sendRequest('textDocument/hover', {
      textDocument: { uri },
      position: { line: 0, character: 7 },
    })) as Hover;
    expect((hover.contents as { value: string }).value).toContain('**`2*4#2`**');

    const items = (await server.connection.sendRequest('textDocument/completion', {
      textDocument: { uri },
      position: { line: 0, character: 24 },
    })) as CompletionItem[];
    expect(items.map((i) => i.label)).toContain('- PIC');

    await server.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri, version: 3 },
      contentChanges: [{ text: '5:a par-bur\n' }],
    });
    const edits = (await server.connection.sendRequest('textDocument/formatting', {
      textDocument: { uri },
      options: { tabSize: 2, insertSpaces: true },
    })) as TextEdit[];
    expect(edits.map((e) => e.newText)).toEqual(['5 : A PAR - BUR']);

    const schedule = (await server.connection.sendRequest('payola/reductionSchedule', {
      uri,
    })) as ReductionScheduleResult;
    expect(schedule.markdown).toContain('Reduction schedule of this sheet (Rule 5.5)');

    const preview = (await server.connection.sendRequest('payola/previewAdjudication', {
      uri,
    })) as PreviewAdjudicationResult;
    expect(preview.refused).toBe(true);
    expect(preview.text).toContain('seed 1 (fixed');
    expect(preview.text).toContain('no sheet from England (Rule 3.3)');

    await server.connection.sendRequest('shutdown');
    await server.connection.sendNotification('exit');
    expect(await server.exited).toBe(0);
  });

  it('previews an adjudication with every sheet beside the game file', async () => {
    const dir = gameFolder();
    for (const p of startingGame().powers)
      if (p.name !== 'France')
        writeFileSync(
          join(dir, `${p.name.toLowerCase()}.payola`),
          `0 : ${startingGame().unitsOf(p.name)[0]!.type} ${startingGame().unitsOf(p.name)[0]!.location.province} H\n`,
        );
    const server = start();
    await initialize(server, dir);
    const uri = pathToFileURL(join(dir, 'france.payola')).href;
    await open(server, uri, '5 : A PAR - BUR\n');
    const preview = (await server.connection.sendRequest('payola/previewAdjudication', {
      uri,
    })) as PreviewAdjudicationResult;
    expect(preview.refused).toBeUndefined();
    expect(preview.text).toContain('A PAR - BUR');
    expect(preview.text).toContain('with 7 sheets');
  });

  it('custom requests with a missing or non-string uri answer InvalidParams; a sheet that is not open, RequestFailed', async () => {
    const dir = gameFolder();
    const server = start();
    await initialize(server, dir);
    for (const name of ['reductionSchedule', 'previewAdjudication', 'board'] as const) {
      const method = messages[name].method;
      for (const params of [{}, { uri: 42 }, { uri: null }, { textDocument: { uri: 'file:///x.payola' } }]) {
        await expect(
          server.connection.sendRequest(method, params),
          `${method} ${JSON.stringify(params)}`,
        ).rejects.toMatchObject({
          code: -32602, // InvalidParams
          message: `payola: ${name}: "uri" must be a string, the URI of an open sheet`,
        });
      }
      // Parameters that are not an object at all.
      for (const params of [['file:///x.payola'], null])
        await expect(server.connection.sendRequest(method, params), method).rejects.toMatchObject({
          code: -32602,
          message: `payola: ${name}: the parameters must be an object`,
        });
      const closed = pathToFileURL(join(dir, 'italy.payola')).href;
      await expect(server.connection.sendRequest(method, { uri: closed })).rejects.toMatchObject({
        code: -32803, // RequestFailed
        message: `payola: ${method}: ${closed} is not open (send textDocument/didOpen first)`,
      });
    }
    // A mistake is not a fault of the server: nothing is logged as a failure, and it keeps serving.
    expect(server.logs.filter((l) => l.includes('failed'))).toEqual([]);
    const uri = pathToFileURL(join(dir, 'france.payola')).href;
    await open(server, uri, '5 : A PAR - BUR\n');
    await server.diagnosticsFor(uri, 1);
    // Fields no handler reads are left alone.
    const schedule = (await server.connection.sendRequest('payola/reductionSchedule', {
      uri,
      textDocument: 5,
    })) as ReductionScheduleResult;
    expect(schedule.markdown).toContain('Reduction schedule of this sheet (Rule 5.5)');
  });

  it('every request the server advertises or defines answers InvalidParams for parameters without what it reads; every notification is dropped with one log line', async () => {
    const dir = gameFolder();
    const server = start();
    const init = await initialize(server, dir);
    // What each capability the server advertises asks for: every one is declared (request-params.ts).
    const advertised: Record<string, readonly MessageName[]> = {
      textDocumentSync: ['didOpen', 'didChange', 'didClose'],
      hoverProvider: ['hover'],
      completionProvider: ['completion'],
      codeActionProvider: ['codeAction'],
      documentSymbolProvider: ['documentSymbol'],
      documentFormattingProvider: ['formatting'],
      documentRangeFormattingProvider: ['rangeFormatting'],
      semanticTokensProvider: ['semanticTokens'],
      inlayHintProvider: ['inlayHint'],
    };
    expect(Object.keys(init.capabilities).sort()).toEqual(Object.keys(advertised).sort());
    const requests = (Object.keys(messages) as MessageName[]).filter(
      (name): name is RequestName => messages[name].kind === 'request' && name !== 'initialize',
    );
    expect(requests).toEqual(
      expect.arrayContaining(
        Object.values(advertised)
          .flat()
          .filter((n) => messages[n].kind === 'request'),
      ),
    );
    for (const name of requests)
      await expect(
        server.connection.sendRequest(messages[name].method, { textDocument: null }),
        name,
      ).rejects.toMatchObject({
        code: -32602,
        message: expect.stringMatching(new RegExp(`^payola: ${name}: "(textDocument|uri)" must be`)),
      });
    // The browser's payola/sheetGame is no message of the Node server: unhandled, so silent.
    const notifications = (Object.keys(messages) as MessageName[]).filter(
      (name) => messages[name].kind === 'notification' && messages[name].parts.length > 0 && name !== 'sheetGame',
    );
    for (const name of notifications)
      await server.connection.sendNotification(messages[name].method, { textDocument: 1 });
    const hover = await server.connection.sendRequest('textDocument/hover', {
      textDocument: { uri: pathToFileURL(join(dir, 'none.payola')).href },
      position: { line: 0, character: 0 },
    });
    expect(hover).toBeNull();
    expect(server.logs.filter((l) => l.includes(' ignored: ')).map((l) => l.slice(0, l.indexOf(' ignored: ')))).toEqual(
      notifications.map((name) => `payola: ${name}`),
    );
    expect(server.logs.filter((l) => l.includes('failed') || l.includes('    at '))).toEqual([]);
  });

  it('a malformed initialize is refused with InvalidParams, leaving the server ready for a correct one', async () => {
    const dir = gameFolder();
    const server = start();
    for (const [params, problem] of [
      [{ processId: null, capabilities: 5 }, '"capabilities" must be an object'],
      [{ processId: null, capabilities: {}, workspaceFolders: 5 }, '"workspaceFolders" must be null or a list of'],
      [{ processId: null, capabilities: {}, workspaceFolders: [null] }, '"workspaceFolders" must be null or a list of'],
      [{ processId: null, capabilities: {}, rootUri: 5 }, '"rootUri" must be null or a string'],
    ] as const)
      await expect(server.connection.sendRequest('initialize', params), JSON.stringify(params)).rejects.toMatchObject({
        code: -32602,
        message: expect.stringContaining(`payola: initialize: ${problem}`),
        data: { retry: false },
      });
    await initialize(server, dir);
    const uri = pathToFileURL(join(dir, 'france.payola')).href;
    await open(server, uri, '5 : A PAR - XYZ\n');
    expect(codesOf(await server.diagnosticsFor(uri, 1))).toContain('payola/unknown-place');
    // Initialized by the correct one: the sheet is checked against its game.
    expect(await until(() => server.statuses.find((st) => st.uri === uri), 'a status')).toMatchObject({
      power: 'France',
      balance: 48,
    });
  });

  it('standard requests and notifications with malformed parameters: InvalidParams or dropped, no stack logged, the server keeps serving', async () => {
    const { server, uri } = await serverWithOpenSheet();
    for (const [method, params, problem] of [
      ['textDocument/completion', { textDocument: { uri }, position: null }, '"position" must be'],
      ['textDocument/hover', { position: { line: 0, character: 1 } }, '"textDocument" must be'],
      ['textDocument/hover', { textDocument: { uri }, position: { line: -1, character: 0 } }, '"position" must be'],
      ['textDocument/codeAction', { textDocument: { uri }, range: null, context: null }, '"range" must be'],
      ['textDocument/formatting', { textDocument: { uri: 7 } }, '"textDocument" must be { "uri": string }'],
      [
        'textDocument/codeAction',
        {
          textDocument: { uri },
          range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } },
          context: { diagnostics: [], only: 5 },
        },
        '"context.only" must be a list of code action kinds (strings)',
      ],
      [
        'textDocument/inlayHint',
        { textDocument: { uri }, range: { start: { line: 0, character: 0 } } },
        '"range.end" must be',
      ],
    ] as const)
      await expect(server.connection.sendRequest(method, params), method).rejects.toMatchObject({
        code: -32602, // InvalidParams
        message: expect.stringContaining(problem),
      });
    for (const contentChanges of [
      null,
      [{ range: null, text: 'x' }],
      [{ range: { start: { line: 0, character: 0 } } }],
    ])
      await server.connection.sendNotification('textDocument/didChange', {
        textDocument: { uri, version: 2 },
        contentChanges,
      });
    await server.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri, version: 3 },
      contentChanges: [{ text: '6 : A PAR H\n' }],
    });
    await server.diagnosticsFor(uri, 3);
    const hover = await server.connection.sendRequest('textDocument/hover', {
      textDocument: { uri },
      position: { line: 0, character: 5 },
    });
    expect(hover).not.toBeNull();
    expect(server.logs.filter((l) => l.includes('failed') || l.includes('    at '))).toEqual([]);
    expect(server.logs.filter((l) => l.includes('payola: didChange ignored: "contentChanges'))).toHaveLength(3);
  });

  it('payola/board: the board as SVG with the orders the sheet asks for, current after an edit (issue 10)', async () => {
    const dir = gameFolder();
    const server = start();
    await initialize(server, dir);
    const uri = pathToFileURL(join(dir, 'france.payola')).href;
    await open(server, uri, '5 : A PAR - BUR\n');
    const first = (await server.connection.sendRequest('payola/board', { uri })) as BoardPictureResult;
    expect(first.svg).toContain('class="label" data-province="PAR"');
    expect(first.svg).toContain('data-order="A PAR - BUR"');
    expect(first.orders).toEqual([{ unit: 'A PAR', order: 'A PAR - BUR', total: 5, line: 1 }]);
    await server.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri, version: 2 },
      contentChanges: [{ range: { start: { line: 0, character: 12 }, end: { line: 0, character: 15 } }, text: 'PIC' }],
    });
    const second = (await server.connection.sendRequest('payola/board', { uri })) as BoardPictureResult;
    expect(second.svg).toContain('data-order="A PAR - PIC"');
    expect(second.svg).not.toContain('data-order="A PAR - BUR"');
  });

  it('applies payola.config.json as payola-lint does, and again when the watcher says it changed (issue 8 item 20)', async () => {
    const dir = gameFolder();
    const config = join(dir, 'payola.config.json');
    writeFileSync(config, JSON.stringify({ rules: { 'payola/commitment': 'off' } }));
    const server = start();
    await initialize(server, dir);
    const uri = pathToFileURL(join(dir, 'france.payola')).href;
    await open(server, uri, '5 : A PAR - XYZ\n');
    expect(codesOf(await server.diagnosticsFor(uri, 1))).toEqual(['payola/unknown-place']);
    writeFileSync(config, JSON.stringify({ rules: {} }));
    const before = server.diagnostics.length;
    await server.connection.sendNotification('workspace/didChangeWatchedFiles', {
      changes: [{ uri: pathToFileURL(config).href, type: 2 }],
    });
    const again = await until(
      () => server.diagnostics.slice(before).find((d) => d.uri === uri && codesOf(d).length === 2),
      'diagnostics with the new configuration',
    );
    expect(codesOf(again).sort()).toEqual(['payola/commitment', 'payola/unknown-place']);
  });

  it('reads a game file saved with a UTF-8 byte order mark', async () => {
    const dir = temporaryFolder('payola-bom-');
    writeFileSync(join(dir, 'payola-game.json'), `\ufeff${JSON.stringify(startingGame().toFile(), null, 2)}`);
    const server = start();
    await initialize(server, dir);
    const uri = pathToFileURL(join(dir, 'france.payola')).href;
    await open(server, uri, '5 : A PAR - BUR\n');
    await server.diagnosticsFor(uri, 1);
    const status = await until(() => server.statuses.find((s) => s.uri === uri), 'a status');
    expect(status).toMatchObject({ power: 'France', balance: 48 });
    expect(status.note).toBeUndefined();
  });

  it('a game file that is a named pipe or /dev/zero: refused at once, the sheet checked on the map, a hover answered', async () => {
    for (const [name, make, why] of [
      ['pipe.json', (path: string) => execFileSync('mkfifo', [path]), 'is a named pipe, not a regular file'],
      ['zero.json', (path: string) => symlinkSync('/dev/zero', path), 'is a character device, not a regular file'],
    ] as const) {
      const dir = temporaryFolder('payola-special-');
      make(join(dir, name));
      const server = start();
      await initialize(server, dir, { settings: { gameFile: name } });
      const uri = pathToFileURL(join(dir, 'france.payola')).href;
      await open(server, uri, '5 : A PAR - XYZ\n');
      const found = await server.diagnosticsFor(uri, 1);
      expect(found.diagnostics.map((d) => d.code)).toEqual(['payola/unknown-place']);
      expect(await until(() => server.messages.find((m) => m.includes(why)), name)).toContain(
        `the game file ${name} cannot be used ($: cannot read the file: ${why})`,
      );
      const hover = (await server.connection.sendRequest('textDocument/hover', {
        textDocument: { uri },
        position: { line: 0, character: 6 },
      })) as Hover;
      expect((hover.contents as { value: string }).value).toContain('Paris');
      await server.connection.sendRequest('shutdown');
      await server.connection.sendNotification('exit');
      expect(await server.exited).toBe(0);
    }
  });

  it('reads settings through workspace/configuration too', async () => {
    const dir = gameFolder();
    const server = start();
    server.connection.onRequest('workspace/configuration', (p: { items: unknown[] }) =>
      p.items.map(() => ({ power: 'Italy', validationDelay: 10 })),
    );
    await initialize(server, dir, { configuration: true });
    const uri = pathToFileURL(join(dir, 'sheet.payola')).href;
    await open(server, uri, '5 : A VEN H\n');
    await server.diagnosticsFor(uri, 1);
    expect(await until(() => server.statuses.find((s) => s.uri === uri), 'a status')).toMatchObject({ power: 'Italy' });
  });

  it('says once that there is no game file', async () => {
    const dir = temporaryFolder('payola-nogame-');
    const server = start();
    await initialize(server, dir);
    const uri = pathToFileURL(join(dir, 'france.payola')).href;
    await open(server, uri, '5 : A PAR - XYZ\n');
    const found = await server.diagnosticsFor(uri, 1);
    expect(found.diagnostics.map((d) => d.code)).toEqual(['payola/unknown-place']);
    for (let v = 2; v <= 4; v++) {
      await server.connection.sendNotification('textDocument/didChange', {
        textDocument: { uri, version: v },
        contentChanges: [{ text: `${v} : A PAR - XYZ\n` }],
      });
      await server.diagnosticsFor(uri, v);
    }
    expect(server.messages.filter((m) => m.includes('no game file'))).toHaveLength(1);
    expect((await until(() => server.statuses.at(-1), 'a status')).note).toContain('no game file found');
  });

  it('survives garbage bytes, a bad Content-Length, invalid JSON and unknown methods', async () => {
    const { server, uri } = await serverWithOpenSheet();

    server.process.stdin.write('garbage without a header\r\n\r\n');
    server.process.stdin.write('Content-Length: abc\r\n\r\n');
    const body = '{"jsonrpc":"2.0","id":77,"method":';
    server.process.stdin.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    await expect(server.connection.sendRequest('payola/noSuchThing', {})).rejects.toMatchObject({ code: -32601 });
    await server.connection.sendNotification('payola/noSuchNotification', { x: 1 });
    await expect(server.connection.sendRequest('textDocument/hover', { textDocument: 42 })).rejects.toMatchObject({
      code: -32602, // InvalidParams
    });
    await server.connection.sendNotification('textDocument/didChange', { nonsense: true });

    const hover = (await server.connection.sendRequest('textDocument/hover', {
      textDocument: { uri },
      position: { line: 0, character: 5 },
    })) as Hover;
    expect((hover.contents as { value: string }).value).toContain('**A PAR**');
    expect(server.process.exitCode).toBeNull();
  });

  it('recovers after a body sent without a Content-Length header (issue 8 item 14): logs it and keeps answering', async () => {
    const { server, uri } = await serverWithOpenSheet();

    // A whole request without its header, then a lying Content-Length, then ordinary traffic.
    server.process.stdin.write(
      JSON.stringify({ jsonrpc: '2.0', id: 900, method: 'textDocument/hover', params: { textDocument: { uri } } }),
    );
    server.process.stdin.write('Content-Length: 100000\r\n\r\n{"jsonrpc":"2.0","id":901,');
    const hover = (await server.connection.sendRequest('textDocument/hover', {
      textDocument: { uri },
      position: { line: 0, character: 5 },
    })) as Hover;
    expect((hover.contents as { value: string }).value).toContain('**A PAR**');
    // Edits after the recovery are validated and published as before.
    await server.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri, version: 2 },
      contentChanges: [{ text: '5 : A PAR - XYZ\n' }],
    });
    expect((await server.diagnosticsFor(uri, 2)).diagnostics.map((d) => d.code)).toContain('payola/unknown-place');
    const logged = server.logs.filter((l) => l.startsWith('payola: malformed input from the client'));
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatch(/skipped \d+ bytes before a Content-Length header/);
    expect(logged[1]).toMatch(/announced 100000 bytes but a new message began/);
    expect(server.process.exitCode).toBeNull();
  });

  it('answers a request before initialize with ServerNotInitialized (-32002) and one after shutdown with InvalidRequest', async () => {
    const dir = gameFolder();
    const server = start();
    const uri = pathToFileURL(join(dir, 'france.payola')).href;
    // Notifications before initialize are dropped (the protocol says so): no diagnostics for this.
    await open(server, uri, '5 : A PAR - XYZ\n', 1);
    for (const [method, params] of [
      ['textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 5 } }],
      ['payola/reductionSchedule', { uri }],
      ['payola/noSuchThing', {}],
    ] as const) {
      await expect(server.connection.sendRequest(method, params), method).rejects.toMatchObject({
        code: -32002,
        message: expect.stringContaining('before initialize'),
      });
    }
    await initialize(server, dir);
    await expect(
      server.connection.sendRequest('initialize', { processId: null, capabilities: {} }),
    ).rejects.toMatchObject({ code: -32600 });
    await open(server, uri, '5 : A PAR - XYZ\n', 2);
    expect((await server.diagnosticsFor(uri, 2)).diagnostics.map((d) => d.code)).toContain('payola/unknown-place');
    expect(server.diagnostics.filter((d) => d.version === 1)).toEqual([]);
    await expect(server.connection.sendRequest('payola/noSuchThing', {})).rejects.toMatchObject({ code: -32601 });

    await server.connection.sendRequest('shutdown');
    await expect(
      server.connection.sendRequest('textDocument/hover', {
        textDocument: { uri },
        position: { line: 0, character: 5 },
      }),
    ).rejects.toMatchObject({ code: -32600, message: expect.stringContaining('after shutdown') });
    await server.connection.sendNotification('exit');
    expect(await server.exited).toBe(0);
  });

  it('also speaks over --node-ipc (as the VS Code extension starts it)', async () => {
    const dir = gameFolder();
    const child = fork(bin, ['--node-ipc'], { silent: true });
    const connection = createMessageConnection(new IPCMessageReader(child), new IPCMessageWriter(child));
    const published = new Promise<PublishDiagnosticsParams>((resolve) =>
      connection.onNotification('textDocument/publishDiagnostics', resolve),
    );
    connection.listen();
    try {
      await connection.sendRequest('initialize', {
        processId: process.pid,
        rootUri: pathToFileURL(dir).href,
        capabilities: {},
        initializationOptions: { validationDelay: 10 },
      });
      await connection.sendNotification('initialized', {});
      const uri = pathToFileURL(join(dir, 'france.payola')).href;
      await connection.sendNotification('textDocument/didOpen', {
        textDocument: { uri, languageId: 'payola', version: 7, text: '1 : A PAR - XYZ' },
      });
      const found = await published;
      expect(found.version).toBe(7);
      expect(found.diagnostics.map((d) => d.code)).toContain('payola/unknown-place');
      await connection.sendRequest('shutdown');
      await connection.sendNotification('exit');
    } finally {
      connection.dispose();
      if (child.exitCode === null) child.kill();
    }
  });

  it('exits when the client closes its end without a shutdown', async () => {
    const server = start();
    await initialize(server, gameFolder());
    server.process.stdin.end();
    expect(await server.exited).toBe(1);
  });

  it('a handler that throws is answered with an error, reported once, and the server keeps serving', async () => {
    const { server, uri } = await serverWithOpenSheet({ PAYOLA_LSP_FAULT: 'hover' });
    const hoverAt = () =>
      server.connection.sendRequest('textDocument/hover', {
        textDocument: { uri },
        position: { line: 0, character: 5 },
      });
    await expect(hoverAt()).rejects.toMatchObject({
      code: -32603,
      message: expect.stringContaining('payola: hover failed'),
    });
    await expect(hoverAt()).rejects.toMatchObject({ code: -32603 });
    const items = (await server.connection.sendRequest('textDocument/completion', {
      textDocument: { uri },
      position: { line: 0, character: 10 },
    })) as CompletionItem[];
    expect(items.length).toBeGreaterThan(0);
    await server.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri, version: 2 },
      contentChanges: [{ text: '6 : A PAR H\n' }],
    });
    await server.diagnosticsFor(uri, 2);
    expect(server.logs.filter((l) => l.includes('hover failed'))).toHaveLength(1);
  });

  it('a document over the size limit is not checked, on open and after incremental edits (issue 13 item 7)', async () => {
    const dir = gameFolder();
    const server = start();
    await initialize(server, dir);
    const uri = pathToFileURL(join(dir, 'france.payola')).href;
    const filler = '% padding, not a sheet\n'.repeat(Math.ceil(1_000_001 / 23));
    await open(server, uri, `5 : A PAR - XYZ\n${filler}`);
    expect((await server.diagnosticsFor(uri, 1)).diagnostics.map((d) => d.code)).toEqual(['payola/too-large']);
    const lines = filler.split('\n').length;
    // Deleting the padding (an incremental change) brings it under the limit: checked again.
    await server.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri, version: 2 },
      contentChanges: [{ range: { start: { line: 1, character: 0 }, end: { line: lines, character: 0 } }, text: '' }],
    });
    const under = (await server.diagnosticsFor(uri, 2)).diagnostics.map((d) => d.code);
    expect(under).toContain('payola/unknown-place');
    expect(under).not.toContain('payola/too-large');
    // Pasting it back (incremental again) stops the checks.
    await server.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri, version: 3 },
      contentChanges: [{ range: { start: { line: 1, character: 0 }, end: { line: 1, character: 0 } }, text: filler }],
    });
    expect((await server.diagnosticsFor(uri, 3)).diagnostics.map((d) => d.code)).toEqual(['payola/too-large']);
    const hover = (await server.connection.sendRequest('textDocument/hover', {
      textDocument: { uri },
      position: { line: 0, character: 5 },
    })) as Hover | null;
    expect(hover).toBeNull();
  });

  it('handles a huge sheet and rapid edits', async () => {
    const dir = gameFolder();
    const server = start();
    await initialize(server, dir);
    const uri = pathToFileURL(join(dir, 'france.payola')).href;
    const lines = Array.from(
      { length: 5000 },
      (_, i) => `${(i % 9) + 1} : A PAR - ${['BUR', 'PIC', 'GAS', 'BRE', 'XYZ'][i % 5]}`,
    );
    await open(server, uri, lines.join('\n'));
    for (let v = 2; v <= 30; v++) {
      await server.connection.sendNotification('textDocument/didChange', {
        textDocument: { uri, version: v },
        contentChanges: [
          { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } }, text: String(v % 10) },
        ],
      });
    }
    const last = await server.diagnosticsFor(uri, 30);
    expect(last.diagnostics.filter((d) => d.code === 'payola/unknown-place')).toHaveLength(1000);
    expect(
      server.diagnostics.filter((d) => d.uri === uri && d.version !== undefined && d.version > 1 && d.version < 30),
    ).toHaveLength(0);
  });
});
