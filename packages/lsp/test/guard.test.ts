import { describe, expect, it } from 'vitest';
import { CancellationTokenSource, ErrorCodes, LSPErrorCodes, ResponseError } from 'vscode-languageserver';
import { formatting } from '../src/features/formatting.js';
import { semanticTokens } from '../src/features/semantic-tokens.js';
import { HandlerGuard } from '../src/guard.js';
import { Lifecycle } from '../src/lifecycle.js';
import { messages, type MessageName } from '../src/request-params.js';
import { contextOf } from './helpers.js';

describe('the handler guard', () => {
  const token = new CancellationTokenSource().token;

  it('answers a throwing handler with an InternalError and logs it once per message', async () => {
    const logs: string[] = [];
    const guard = new HandlerGuard({ error: (m) => logs.push(m) }, '');
    const failing = guard.request('hover', () => {
      throw new Error('boom');
    });
    const params = { textDocument: { uri: 'file:///a' }, position: { line: 0, character: 0 } };
    for (let i = 0; i < 3; i++) {
      const answer = await failing(params, token);
      expect(answer).toBeInstanceOf(ResponseError);
      expect(answer).toMatchObject({ code: ErrorCodes.InternalError, message: 'payola: hover failed: boom' });
    }
    expect(logs).toHaveLength(1);
  });

  it('refuses parameters without the parts a handler reads (InvalidParams), logging nothing', async () => {
    const logs: string[] = [];
    const guard = new HandlerGuard({ error: (m) => logs.push(m) }, '');
    const hover = guard.request('hover', () => 'read');
    expect(await hover({ textDocument: { uri: 'file:///a' }, position: { line: 0, character: 2 } }, token)).toBe(
      'read',
    );
    for (const [params, problem] of [
      [undefined, 'the parameters must be an object'],
      [{ position: { line: 0, character: 0 } }, '"textDocument" must be { "uri": string }'],
      [{ textDocument: { uri: 'file:///a' }, position: { line: 0.5, character: 0 } }, '"position" must be'],
    ] as const)
      expect(await hover(params, token)).toMatchObject({
        code: ErrorCodes.InvalidParams,
        message: expect.stringContaining(`payola: hover: ${problem}`),
      });
    expect(logs).toEqual([]);
    const changed: unknown[] = [];
    const didChange = guard.notification('didChange', (p) => void changed.push(p));
    const textDocument = { uri: 'file:///a', version: 2 };
    await didChange({ textDocument, contentChanges: [{ text: 'x', range: { start: { line: 0, character: 0 } } }] });
    await didChange({ textDocument, contentChanges: [{ text: 'x' }] });
    expect(changed).toHaveLength(1);
    expect(logs).toEqual([
      'payola: didChange ignored: "contentChanges[0].range.end" must be { "line": number, "character": number }, whole numbers from 0',
    ]);
  });

  it('checks every part a declaration names, and lets through what no handler reads', () => {
    const guard = new HandlerGuard({ error: () => {} }, '');
    const uri = 'file:///a.payola';
    const refused: [MessageName, unknown, string][] = [
      [
        'didChange',
        { textDocument: { uri, version: '2' }, contentChanges: [] },
        '"textDocument" must be { "uri": string, "version": number }',
      ],
      [
        'codeAction',
        {
          textDocument: { uri },
          range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
          context: { diagnostics: [], only: 'quickfix' },
        },
        '"context.only" must be a list of code action kinds (strings)',
      ],
      ['didChangeWatchedFiles', { changes: [{ uri: 7 }] }, '"changes" must be a list of { "uri": string }'],
      ['initialize', { capabilities: null }, '"capabilities" must be an object'],
      [
        'initialize',
        { capabilities: {}, workspaceFolders: [null] },
        '"workspaceFolders" must be null or a list of { "uri": string, "name": string }',
      ],
      ['initialize', { capabilities: {}, rootUri: 5 }, '"rootUri" must be null or a string'],
      ['reductionSchedule', {}, '"uri" must be a string, the URI of an open sheet'],
      ['previewAdjudication', { uri: 42 }, '"uri" must be a string, the URI of an open sheet'],
      ['board', { textDocument: { uri } }, '"uri" must be a string, the URI of an open sheet'],
      ['board', [uri], 'the parameters must be an object'],
      ['sheetGame', { game: null, power: 5 }, '"power" must be a string, the name of a power of the game'],
    ];
    for (const [name, params, problem] of refused)
      expect(guard.paramsRefusal(name, params), `${name} ${JSON.stringify(params)}`).toMatchObject({
        code: ErrorCodes.InvalidParams,
        message: `payola: ${name}: ${problem}`,
      });
    const accepted: [MessageName, unknown][] = [
      ['didChange', { textDocument: { uri, version: null }, contentChanges: [] }],
      ['didChange', { textDocument: { uri }, contentChanges: [] }],
      [
        'codeAction',
        {
          textDocument: { uri },
          range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
          context: { diagnostics: [], only: ['quickfix'] },
        },
      ],
      ['initialize', { processId: null, capabilities: {}, rootUri: null, workspaceFolders: null }],
      [
        'initialize',
        { capabilities: {}, rootUri: uri, workspaceFolders: [{ uri, name: 'a' }], initializationOptions: 5 },
      ],
      // Fields no handler reads are left alone, whatever their type.
      ['board', { uri, textDocument: 5, position: 'x' }],
      ['sheetGame', { game: null }],
      ['didChangeConfiguration', null],
      ['initialized', undefined],
    ];
    for (const [name, params] of accepted)
      expect(guard.paramsRefusal(name, params), `${name} ${JSON.stringify(params)}`).toBeUndefined();
  });

  it('declares each method once', () => {
    const methods = Object.values(messages).map((m) => m.method);
    expect(new Set(methods).size).toBe(methods.length);
  });

  it('initialize: malformed parameters are refused and leave the server uninitialized; a second initialize is refused', () => {
    const lifecycle = new Lifecycle();
    const guard = new HandlerGuard({ error: () => {} }, '', lifecycle);
    expect(guard.initialize({ capabilities: {}, workspaceFolders: 5 })).toMatchObject({
      code: ErrorCodes.InvalidParams,
      message: 'payola: initialize: "workspaceFolders" must be null or a list of { "uri": string, "name": string }',
      data: { retry: false },
    });
    expect(lifecycle.phase).toBe('starting');
    expect(guard.initialize({ capabilities: {} })).toBeUndefined();
    expect(lifecycle.phase).toBe('running');
    expect(guard.initialize({ capabilities: {} })).toMatchObject({ code: ErrorCodes.InvalidRequest });
    expect(guard.initialize({})).toMatchObject({ code: ErrorCodes.InvalidRequest });
  });

  it('injects faults into the named handlers only', async () => {
    const guard = new HandlerGuard({ error: () => {} }, 'completion');
    const params = { textDocument: { uri: 'file:///a' }, position: { line: 0, character: 0 } };
    expect(await guard.request('completion', () => 1)(params, token)).toMatchObject({
      code: ErrorCodes.InternalError,
      message: 'payola: completion failed: fault injected into completion (PAYOLA_LSP_FAULT)',
    });
    expect(await guard.request('hover', () => 1)(params, token)).toBe(1);
  });

  it('answers a cancelled request as cancelled', async () => {
    const source = new CancellationTokenSource();
    source.cancel();
    const guard = new HandlerGuard({ error: () => {} }, '');
    expect(
      await guard.request('formatting', () => 1)({ textDocument: { uri: 'file:///a' } }, source.token),
    ).toMatchObject({
      code: LSPErrorCodes.RequestCancelled,
    });
  });

  it('long features stop when cancelled', () => {
    const source = new CancellationTokenSource();
    source.cancel();
    const ctx = contextOf('5:a par h\n'.repeat(3000));
    expect(() => formatting(ctx, undefined, source.token)).toThrow(ResponseError);
    expect(() => semanticTokens(ctx, source.token)).toThrow(ResponseError);
  });
});
