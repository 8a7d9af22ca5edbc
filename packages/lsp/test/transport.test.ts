// The stdio framing (src/transport.ts): well-formed messages in any chunking, and recovery from
// every malformed frame found by the adversarial run (issue 8 item 14) and its neighbours.
import '../../parser/test/support/fast-check-seed.js';
import { Buffer } from 'node:buffer';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MessageFramer } from '../src/transport.js';

const frame = (message: unknown) => {
  const body = JSON.stringify(message);
  return `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
};
const request = (id: number) => ({ jsonrpc: '2.0', id, method: 'textDocument/hover', params: { text: 'é ✓ 😀' } });

function framed(parts: readonly (string | Buffer)[]): { messages: unknown[]; logs: string[] } {
  const logs: string[] = [];
  const framer = new MessageFramer((m) => logs.push(m));
  const messages: unknown[] = [];
  for (const part of parts) {
    framer.push(typeof part === 'string' ? Buffer.from(part, 'utf8') : part);
    messages.push(...framer.take());
  }
  return { messages, logs };
}

/** Malformed frames, each followed in the tests by a well-formed message. */
const faults: Record<string, string> = {
  'a body without a Content-Length header': JSON.stringify(request(90)),
  'a pretty-printed body without a header': JSON.stringify(request(91), null, '\r\n'),
  'garbage without a line break': 'garbage',
  'garbage ending in an empty line': 'garbage without a header\r\n\r\n',
  'a header without Content-Length': 'Content-Type: application/vscode-jsonrpc\r\n\r\n{}',
  'a Content-Length that is not a number': 'Content-Length: abc\r\n\r\n',
  'a Content-Length too long for its body': `Content-Length: 5000\r\n\r\n${JSON.stringify(request(92))}`,
  'a Content-Length too short for its body': `Content-Length: 7\r\n\r\n${JSON.stringify(request(93))}`,
  'a body that is not JSON': 'Content-Length: 9\r\n\r\n{"jsonrpc',
  'a header line without a colon': 'Content-Length: 2\r\nnonsense\r\n\r\n{}',
  'a message over the size limit': 'Content-Length: 999999999999\r\n\r\n',
};

describe('the stdio framing', () => {
  it('reads well-formed messages however the bytes are split', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 30 }), (cuts) => {
        const bytes = Buffer.from([1, 2, 3].map((id) => frame(request(id))).join(''), 'utf8');
        const parts: Buffer[] = [];
        let at = 0;
        for (const cut of cuts) {
          parts.push(bytes.subarray(at, Math.min(bytes.length, at + cut)));
          at = Math.min(bytes.length, at + cut);
        }
        parts.push(bytes.subarray(at));
        const { messages, logs } = framed(parts);
        expect(messages).toEqual([request(1), request(2), request(3)]);
        expect(logs).toEqual([]);
      }),
    );
  });

  it('accepts other header lines and any case of Content-Length', () => {
    const body = JSON.stringify(request(4));
    const { messages, logs } = framed([
      `content-length: ${Buffer.byteLength(body)}\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n${body}`,
    ]);
    expect(messages).toEqual([request(4)]);
    expect(logs).toEqual([]);
  });

  for (const [name, fault] of Object.entries(faults)) {
    it(`recovers after ${name}, reports it, and reads the next message`, () => {
      const { messages, logs } = framed([frame(request(1)), fault, frame(request(2)), frame(request(3))]);
      expect(messages).toEqual([request(1), request(2), request(3)]);
      expect(logs.length).toBeGreaterThan(0);
      expect(logs[0]).toMatch(/^payola: malformed input from the client: /);
    });
  }

  it('recovers after any sequence of malformed frames, in any chunking', () => {
    const names = Object.keys(faults);
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...names), { maxLength: 6 }),
        fc.integer({ min: 1, max: 64 }),
        (chosen, chunk) => {
          const parts: string[] = [];
          chosen.forEach((name, i) => parts.push(faults[name]!, frame(request(i))));
          const bytes = Buffer.from(parts.join(''), 'utf8');
          const chunks: Buffer[] = [];
          for (let at = 0; at < bytes.length; at += chunk) chunks.push(bytes.subarray(at, at + chunk));
          expect(framed(chunks).messages).toEqual(chosen.map((_, i) => request(i)));
        },
      ),
    );
  });

  it('keeps a bounded amount of garbage that never forms a header', () => {
    const { messages, logs } = framed([...Array.from({ length: 64 }, () => 'x'.repeat(16_384)), frame(request(5))]);
    expect(messages).toEqual([request(5)]);
    expect(logs.some((l) => l.includes('bytes that were not a message header'))).toBe(true);
  });

  it('stops reporting after many malformed frames (a stream of garbage must not flood the log)', () => {
    const { logs } = framed(Array.from({ length: 200 }, () => 'junk\r\n\r\n'));
    expect(logs).toHaveLength(51);
    expect(logs.at(-1)).toBe('payola: further malformed input is not reported');
  });
});
