// The body limit over a real socket: a refused body is read to its end before the 413 goes out,
// so a client still sending never meets a reset connection (a browser would lose the answer and
// show a network error), and the connection serves the next request.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxBodyBytes, serve, type RunningJudge } from '../src/index.js';

let judge: RunningJudge;
beforeAll(async () => {
  judge = await serve({ port: 0, passwordCost: 10, webRoot: '/nonexistent', log: () => undefined });
}, 120_000);
afterAll(async () => judge?.stop());

interface Answer {
  readonly status: number;
  readonly headers: Map<string, string>;
  readonly body: string;
}

/** A client on one kept-alive connection that writes slowly and reads answers as they come. */
class SlowClient {
  private readonly socket: net.Socket;
  private received = Buffer.alloc(0);
  writeError: Error | undefined;
  closed = false;

  constructor(port: number) {
    this.socket = net.connect(port, '127.0.0.1');
    this.socket.on('data', (data: Buffer) => (this.received = Buffer.concat([this.received, data])));
    this.socket.on('error', (error) => (this.writeError = error));
    this.socket.on('close', () => (this.closed = true));
  }

  async send(head: string, chunks: readonly Buffer[], pauseMs: number): Promise<void> {
    await this.write(Buffer.from(head));
    for (const chunk of chunks) {
      if (this.writeError || this.closed) return;
      await this.write(chunk);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }

  private write(data: Buffer): Promise<void> {
    return new Promise((resolve) => this.socket.write(data, () => resolve()));
  }

  /** The next whole answer (its body by Content-Length), waiting up to ten seconds. */
  async answer(): Promise<Answer> {
    for (let waited = 0; waited < 10_000; waited += 20) {
      const end = this.received.indexOf('\r\n\r\n');
      if (end >= 0) {
        const lines = this.received.subarray(0, end).toString('latin1').split('\r\n');
        const headers = new Map(
          lines.slice(1).map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
        );
        const length = Number(headers.get('content-length') ?? 0);
        if (this.received.length >= end + 4 + length) {
          const body = this.received.subarray(end + 4, end + 4 + length).toString('utf8');
          this.received = this.received.subarray(end + 4 + length);
          return { status: Number(lines[0]!.split(' ')[1]), headers, body };
        }
      }
      if (this.closed) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no whole answer (closed: ${this.closed}, error: ${String(this.writeError)})`);
  }

  close(): void {
    this.socket.destroy();
  }
}

const pieces = (total: number, count: number) => {
  if (total % count !== 0) throw new Error('pieces of one size');
  return Array.from({ length: count }, () => Buffer.alloc(total / count, 'a'));
};
const health = 'GET /api/health HTTP/1.1\r\nHost: judge\r\n\r\n';

describe('a request body over the limit', () => {
  it('sent slowly with its length: read to the end, answered 413 too-large, and the connection lives on', async () => {
    const client = new SlowClient(judge.port);
    try {
      const size = maxBodyBytes + 80 * 1024;
      // About 1.2 s of sending: far longer than the connection lived before the fix (0.5 s).
      await client.send(
        `PUT /api/games/g/sheet HTTP/1.1\r\nHost: judge\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`,
        pieces(size, 20),
        60,
      );
      expect(client.writeError).toBeUndefined();
      const refused = await client.answer();
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.body)).toEqual({
        error: { code: 'too-large', message: 'a request body has at most 640 KiB', maxBytes: maxBodyBytes },
      });
      await client.send(health, [], 0);
      expect((await client.answer()).status).toBe(200);
      expect(client.closed).toBe(false);
    } finally {
      client.close();
    }
  });

  it('sent in chunks without a length: read to the end, answered 413, and the connection lives on', async () => {
    const client = new SlowClient(judge.port);
    try {
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const framed = Array.from({ length: 12 }, () =>
        Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]),
      );
      await client.send(
        'POST /auth/login HTTP/1.1\r\nHost: judge\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
        [...framed, Buffer.from('0\r\n\r\n')],
        40,
      );
      expect(client.writeError).toBeUndefined();
      const refused = await client.answer();
      expect([refused.status, (JSON.parse(refused.body) as { error: { code: string } }).error.code]).toEqual([
        413,
        'too-large',
      ]);
      await client.send(health, [], 0);
      expect((await client.answer()).status).toBe(200);
    } finally {
      client.close();
    }
  });

  it('declared far beyond what the judge reads: answered 413 at once, and the connection is closed', async () => {
    const client = new SlowClient(judge.port);
    try {
      await client.send(
        `PUT /api/games/g/sheet HTTP/1.1\r\nHost: judge\r\nContent-Type: application/json\r\nContent-Length: ${1024 ** 3}\r\n\r\n`,
        [],
        0,
      );
      const refused = await client.answer();
      expect(refused.status).toBe(413);
      expect(refused.headers.get('connection')).toBe('close');
    } finally {
      client.close();
    }
  });
});

describe('a request body within the limit', () => {
  it('sent in chunks without a length: reaches its route whole', async () => {
    const client = new SlowClient(judge.port);
    try {
      const body = JSON.stringify({ name: 'nobody-here', password: 'x'.repeat(100) });
      const chunks = [body.slice(0, 20), body.slice(20)].map((part) =>
        Buffer.from(`${Buffer.byteLength(part).toString(16)}\r\n${part}\r\n`),
      );
      await client.send(
        'POST /auth/login HTTP/1.1\r\nHost: judge\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
        [...chunks, Buffer.from('0\r\n\r\n')],
        20,
      );
      const answer = await client.answer();
      // Read as JSON and checked: a wrong name, not a malformed body.
      expect([answer.status, (JSON.parse(answer.body) as { error: { code: string } }).error.code]).toEqual([
        401,
        'wrong-password',
      ]);
    } finally {
      client.close();
    }
  });
});
