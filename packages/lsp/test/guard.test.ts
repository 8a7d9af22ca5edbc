import { describe, expect, it } from 'vitest';
import { CancellationTokenSource, ErrorCodes, LSPErrorCodes, ResponseError } from 'vscode-languageserver';
import { formatting } from '../src/features/formatting.js';
import { semanticTokens } from '../src/features/semantic-tokens.js';
import { HandlerGuard } from '../src/guard.js';
import { contextOf } from './helpers.js';

describe('the handler guard', () => {
  const token = new CancellationTokenSource().token;

  it('answers a throwing handler with an InternalError and logs it once per message', async () => {
    const logs: string[] = [];
    const guard = new HandlerGuard({ error: (m) => logs.push(m) }, '');
    const failing = guard.request('hover', () => {
      throw new Error('boom');
    });
    for (let i = 0; i < 3; i++) {
      const answer = await failing({}, token);
      expect(answer).toBeInstanceOf(ResponseError);
      expect(answer).toMatchObject({ code: ErrorCodes.InternalError, message: 'payola: hover failed: boom' });
    }
    expect(logs).toHaveLength(1);
  });

  it('refuses parameters without the parts a handler reads (InvalidParams), logging nothing', async () => {
    const logs: string[] = [];
    const guard = new HandlerGuard({ error: (m) => logs.push(m) }, '');
    const hover = guard.request('hover', () => 'read', ['textDocument', 'position']);
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
    const didChange = guard.notification('didChange', (p) => void changed.push(p), ['contentChanges']);
    await didChange({ contentChanges: [{ text: 'x', range: { start: { line: 0, character: 0 } } }] });
    await didChange({ contentChanges: [{ text: 'x' }] });
    expect(changed).toHaveLength(1);
    expect(logs).toEqual([
      'payola: didChange ignored: "contentChanges[0].range.end" must be { "line": number, "character": number }, whole numbers from 0',
    ]);
  });

  it('injects faults into the named handlers only', async () => {
    const guard = new HandlerGuard({ error: () => {} }, 'completion');
    expect(await guard.request('completion', () => 1)({}, token)).toBeInstanceOf(ResponseError);
    expect(await guard.request('hover', () => 1)({}, token)).toBe(1);
  });

  it('answers a cancelled request as cancelled', async () => {
    const source = new CancellationTokenSource();
    source.cancel();
    const guard = new HandlerGuard({ error: () => {} }, '');
    expect(await guard.request('formatting', () => 1)({}, source.token)).toMatchObject({
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
