// The limit on request bodies, answered so that the client reads the answer. A body over the limit
// is read to its end (and thrown away) before the 413 goes out: a server that answers early and
// closes the connection while the client is still sending makes the client's network stack reset
// it, and a browser then loses the 413 and shows a network error instead. Reading what is thrown
// away has its own bounds (bytes and time); past them the judge answers and closes anyway.
import type { MiddlewareHandler } from 'hono';
import { inKiB } from '../limits.js';
import { ApiError } from './api-error.js';

export interface BodyLimitOptions {
  /** The largest body the judge accepts. */
  readonly maxBytes: number;
  /** How much of a refused body is read to keep the connection (and the answer) intact. */
  readonly drainBytes: number;
  /** How long reading a refused body may take. */
  readonly drainMs: number;
}

const tooLarge = (maxBytes: number) =>
  new ApiError(413, 'too-large', `a request body has at most ${inKiB(maxBytes)}`, { maxBytes });

export function bodyLimit(options: BodyLimitOptions): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.header('Transfer-Encoding') ? undefined : Number(c.req.header('Content-Length'));
    if (declared !== undefined && Number.isFinite(declared)) {
      if (declared <= options.maxBytes) return next();
      // Nothing is read when even the drain would not reach the end.
      const drained = declared <= options.drainBytes && (await drain(body.getReader(), 0, options));
      if (!drained) c.header('Connection', 'close');
      throw tooLarge(options.maxBytes);
    }
    // No length given (chunked): counted as it comes, kept in memory up to the limit.
    const reader: ReadableStreamDefaultReader<Uint8Array> = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > options.maxBytes) {
        const drained = await drain(reader, size, options);
        if (!drained) c.header('Connection', 'close');
        throw tooLarge(options.maxBytes);
      }
      chunks.push(value);
    }
    const whole = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      whole.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(c.req.raw, { body: whole });
    return next();
  };
}

/** Reads and discards the rest of a body; false when it is longer or slower than the bounds allow. */
async function drain(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  alreadyRead: number,
  options: BodyLimitOptions,
): Promise<boolean> {
  let size = alreadyRead;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), options.drainMs)));
  try {
    for (;;) {
      const read = await Promise.race([reader.read(), late]);
      if (read === 'late') break;
      if (read.done) return true;
      size += read.value.byteLength;
      if (size > options.drainBytes) break;
    }
  } catch {
    // The client went away: nobody is left to answer.
  } finally {
    clearTimeout(timer);
  }
  await reader.cancel().catch(() => undefined);
  return false;
}
