// Reading LSP messages from a byte stream (stdio) so that malformed input never leaves the server
// deaf. The stock reader trusts every frame: a body sent without its `Content-Length` header
// makes it read that body together with the next real header as one broken header block, and it
// then consumes each later header with the body before it, so no message is ever read again.
//
// This framer resynchronises instead of exiting: the server keeps its open documents and every
// client (not only those that restart a dead server) keeps its diagnostics. It relies on one fact
// of the framing: the bytes `Content-Length: <digits>\r\n … \r\n\r\n` cannot occur inside a JSON
// body (a raw CR is not allowed in a JSON string, and a bare word is not JSON), so wherever they
// appear, a new message begins there. Each recovery is reported through `log`.
import { Buffer } from 'node:buffer';
import type { Readable } from 'node:stream';
import { AbstractMessageReader, type DataCallback, type Disposable, type Message } from 'vscode-languageserver/node';

/** A header block is a few dozen bytes; this much without `\r\n\r\n` is not a header. */
const maxHeaderBytes = 64 * 1024;
/** A message larger than this is refused (a 5,000,000-character sheet is far below it). */
export const maxMessageBytes = 256 * 1024 * 1024;
/** Bytes kept from a run of garbage, in case a header is arriving at its end. */
const keptTail = 256;
/** Recoveries reported before the log goes quiet (a stream of garbage must not flood the client). */
const maxReports = 50;

const headerEnd = Buffer.from('\r\n\r\n', 'latin1');
/** A complete header block starting with Content-Length, with any other header lines after it. */
const embeddedHeader = /content-length[ \t]*:[ \t]*\d{1,12}[ \t]*\r\n(?:[!-9;-~]+[ \t]*:[^\r\n]*\r\n)*\r\n/i;

/**
 * LSP base-protocol framing as a pure state machine: bytes in (`push`), JSON values out (`take`),
 * recovering from missing or lying headers and from bodies that are not JSON.
 */
export class MessageFramer {
  private chunks: Buffer[] = [];
  private size = 0;
  /** The body length announced by the last header, or -1 while a header is expected. */
  private expected = -1;
  /** Bytes of the pending body already searched for an embedded header. */
  private searched = 0;
  private reports = 0;
  private readonly out: unknown[] = [];

  constructor(private readonly log: (message: string) => void = ignore) {}

  push(data: Buffer): void {
    if (data.length === 0) return;
    this.chunks.push(data);
    this.size += data.length;
    this.drain();
  }

  /** The messages framed so far, oldest first. */
  take(): unknown[] {
    return this.out.splice(0);
  }

  private drain(): void {
    for (;;) {
      if (this.expected < 0) {
        if (!this.readHeader()) return;
      } else if (!this.readBody()) return;
    }
  }

  /** Reads one header block; false when more bytes are needed. */
  private readHeader(): boolean {
    const buffer = this.joined();
    const end = buffer.indexOf(headerEnd);
    if (end < 0) {
      if (buffer.length > maxHeaderBytes) {
        this.report(`skipped ${buffer.length - keptTail} bytes that were not a message header`);
        this.keep(buffer.subarray(buffer.length - keptTail));
      }
      return false;
    }
    const block = buffer.toString('latin1', 0, end);
    this.keep(buffer.subarray(end + headerEnd.length));
    const at = lastContentLength(block);
    if (at < 0) {
      this.report(`skipped ${end + 4} bytes without a Content-Length header (${preview(block)})`);
      return true;
    }
    if (at > 0) this.report(`skipped ${at} bytes before a Content-Length header (${preview(block.slice(0, at))})`);
    const length = contentLength(block.slice(at));
    if (length === undefined) {
      this.report(`skipped a header block with an unreadable Content-Length (${preview(block.slice(at))})`);
      return true;
    }
    if (length > maxMessageBytes) {
      this.report(`skipped a message of ${length} bytes (the limit is ${maxMessageBytes})`);
      return true;
    }
    this.expected = length;
    this.searched = 0;
    return true;
  }

  /** Reads the pending body; false when more bytes are needed. */
  private readBody(): boolean {
    if (this.size < this.expected) {
      // A header inside the bytes of an incomplete body: the announced length was too long.
      // Only the bytes that arrived since the last search (and a little before) are searched.
      const from = Math.max(0, this.searched - keptTail);
      const found = findEmbeddedHeader(this.tail(from), 0);
      this.searched = this.size;
      if (found < 0) return false;
      const start = from + found;
      this.report(
        `a message announced ${this.expected} bytes but a new message began after ${start}: the first was dropped`,
      );
      this.keep(this.joined().subarray(start));
      this.expected = -1;
      return true;
    }
    const buffer = this.joined();
    const body = buffer.subarray(0, this.expected);
    const rest = buffer.subarray(this.expected);
    this.expected = -1;
    try {
      this.out.push(JSON.parse(body.toString('utf8')));
      this.keep(rest);
    } catch (error) {
      // A body cut short swallows the start of the next message: resume at its header.
      const found = findEmbeddedHeader(body, 0);
      this.report(
        `skipped a message whose body is not JSON (${error instanceof Error ? error.message : String(error)})`,
      );
      this.keep(found < 0 ? rest : Buffer.concat([body.subarray(found), rest]));
    }
    return true;
  }

  private joined(): Buffer {
    if (this.chunks.length > 1) this.chunks = [Buffer.concat(this.chunks, this.size)];
    return this.chunks[0] ?? Buffer.alloc(0);
  }

  /** The buffered bytes from `from` on, joining only the chunks that hold them. */
  private tail(from: number): Buffer {
    let start = this.size;
    let first = this.chunks.length;
    while (first > 0 && start > from) start -= this.chunks[--first]!.length;
    const parts = this.chunks.slice(first);
    const joined = parts.length === 1 ? parts[0]! : Buffer.concat(parts);
    return joined.subarray(from - start);
  }

  private keep(rest: Buffer): void {
    this.chunks = rest.length > 0 ? [rest] : [];
    this.size = rest.length;
  }

  private report(message: string): void {
    this.reports++;
    if (this.reports <= maxReports) this.log(`payola: malformed input from the client: ${message}`);
    if (this.reports === maxReports) this.log('payola: further malformed input is not reported');
  }
}

/** Where the last `Content-Length` header of a block starts (garbage may stand before it), or -1. */
function lastContentLength(block: string): number {
  const lower = block.toLowerCase();
  let at = lower.lastIndexOf('content-length');
  // `content-length` inside a header value (never in practice): look further back.
  while (at > 0 && !/^content-length[ \t]*:/.test(lower.slice(at))) at = lower.lastIndexOf('content-length', at - 1);
  return at >= 0 && /^content-length[ \t]*:/.test(lower.slice(at)) ? at : -1;
}

/** The Content-Length of a header block that starts with it, if every line is a header. */
function contentLength(block: string): number | undefined {
  let length: number | undefined;
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) return undefined;
    if (line.slice(0, colon).trim().toLowerCase() !== 'content-length') continue;
    const value = line.slice(colon + 1).trim();
    if (!/^\d{1,12}$/.test(value)) return undefined;
    length = Number(value);
  }
  return length;
}

/** The offset of a complete header block inside `buffer` from `from`, or -1. */
function findEmbeddedHeader(buffer: Buffer, from: number): number {
  const text = buffer.toString('latin1', from);
  const match = embeddedHeader.exec(text);
  return match ? from + match.index : -1;
}

/** A short, printable excerpt of bad input for the log. */
function preview(text: string): string {
  const shown = text.length > 60 ? `${text.slice(0, 60)}…` : text;
  return JSON.stringify(shown);
}

/** A message reader over a stream that resynchronises after malformed frames (see above). */
export class ResilientMessageReader extends AbstractMessageReader {
  private readonly framer: MessageFramer;

  constructor(
    private readonly readable: Readable,
    log: (message: string) => void,
  ) {
    super();
    this.framer = new MessageFramer(log);
  }

  listen(callback: DataCallback): Disposable {
    const onData = (data: Buffer | string) => {
      this.framer.push(typeof data === 'string' ? Buffer.from(data, 'utf8') : data);
      for (const message of this.framer.take()) callback(message as Message);
    };
    const onError = (error: unknown) => this.fireError(error);
    const onClose = () => this.fireClose();
    this.readable.on('data', onData);
    this.readable.on('error', onError);
    this.readable.on('end', onClose);
    this.readable.on('close', onClose);
    return {
      dispose: () => {
        this.readable.off('data', onData);
        this.readable.off('error', onError);
        this.readable.off('end', onClose);
        this.readable.off('close', onClose);
      },
    };
  }
}

function ignore(): void {
  // no log
}
