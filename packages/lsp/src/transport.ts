// Reading LSP messages from a stream so that malformed input never stalls the server. The
// stock reader reports a bad header (no `Content-Length`, a non-numeric one, a header line
// without `:`) and then stops reading until more bytes arrive, leaving well-formed messages that
// followed in the same chunk unread. This reader resumes at once after each error.
import { StreamMessageReader } from 'vscode-languageserver/node';

export class ResilientMessageReader extends StreamMessageReader {
  protected override fireError(error: unknown): void {
    super.fireError(error);
    setImmediate(() => {
      const resume = (this as unknown as { onData?: (data: Buffer) => void }).onData;
      if (typeof resume === 'function') resume.call(this, Buffer.alloc(0));
    });
  }
}
