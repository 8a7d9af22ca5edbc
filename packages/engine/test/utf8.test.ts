// The UTF-8 check that locates the first bad byte of a sheet, against the platform's strict decoder.
import '../../parser/test/support/fast-check-seed.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeUtf8, firstInvalidUtf8 } from '../src/node/utf8.js';

const strict = new TextDecoder('utf-8', { fatal: true });
const decodes = (bytes: Uint8Array) => {
  try {
    strict.decode(bytes);
    return true;
  } catch {
    return false;
  }
};

/** Bytes biased towards UTF-8's interesting ranges (lead bytes, continuations, boundaries). */
const byte = fc.oneof(
  fc.integer({ min: 0, max: 0x7f }),
  fc.integer({ min: 0x80, max: 0xbf }),
  fc.constantFrom(0xc0, 0xc1, 0xc2, 0xdf, 0xe0, 0xed, 0xef, 0xf0, 0xf4, 0xf5, 0xff, 0x0a),
);
const text = fc.string({ unit: 'binary' }).map((s) => new TextEncoder().encode(s));
const mixed = fc
  .array(
    fc.oneof(
      text,
      fc.uint8Array({ maxLength: 4 }).map((b) => b),
      fc.array(byte, { maxLength: 6 }).map((b) => Uint8Array.from(b)),
    ),
    {
      maxLength: 8,
    },
  )
  .map((parts) => Uint8Array.from(parts.flatMap((p) => [...p])));

describe('UTF-8 check', () => {
  it('agrees with the strict decoder: the bytes before the offset decode, and the bytes up to the end of the file decode only when there is no bad byte', () => {
    fc.assert(
      fc.property(mixed, (bytes) => {
        const offset = firstInvalidUtf8(bytes);
        expect(decodes(bytes.subarray(0, offset))).toBe(true);
        expect(decodes(bytes)).toBe(offset === bytes.length);
      }),
      { numRuns: 5000 },
    );
  });

  it('locates the bad byte by line and column (UTF-16 columns, after a multi-byte character)', () => {
    const bytes = Uint8Array.from([...new TextEncoder().encode('% ok\n€ 5 : A PAR H '), 0xff, 0x0a]);
    expect(decodeUtf8(bytes)).toEqual({ ok: false, line: 2, column: 15, byte: 0xff, utf16: false });
    expect(decodeUtf8(new TextEncoder().encode('\ufeffA PAR H'))).toEqual({ ok: true, text: 'A PAR H', bom: true });
  });
});
