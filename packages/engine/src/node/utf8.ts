// Text files are UTF-8 (a leading byte order mark is allowed and dropped). A file that is not
// says so, at the first byte that is not UTF-8, instead of reaching the parser as U+FFFD
// characters and being reported as a confusing syntax error.

/** A file's bytes as text, or where it stops being UTF-8. */
export type Decoded =
  | {
      readonly ok: true;
      readonly text: string;
      /** The bytes started with a UTF-8 byte order mark (dropped from `text`; kept when the file is written back). */
      readonly bom: boolean;
    }
  | {
      readonly ok: false;
      /** 1-based, in UTF-16 code units as the parser counts columns. */
      readonly line: number;
      readonly column: number;
      /** The first byte that is not UTF-8. */
      readonly byte: number;
      /** The file starts with a UTF-16 byte order mark. */
      readonly utf16: boolean;
    };

const strict = new TextDecoder('utf-8', { fatal: true });

/** Decodes UTF-8 (dropping a leading byte order mark, as `TextDecoder` does). */
export function decodeUtf8(bytes: Uint8Array): Decoded {
  const utf16 =
    bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));
  if (!utf16) {
    try {
      const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
      return { ok: true, text: strict.decode(bytes), bom };
    } catch {
      // located below
    }
  }
  const offset = utf16 ? 0 : firstInvalidUtf8(bytes);
  const before = strict.decode(bytes.subarray(0, offset));
  const lineStart = before.lastIndexOf('\n') + 1;
  let line = 1;
  for (let i = before.indexOf('\n'); i >= 0; i = before.indexOf('\n', i + 1)) line++;
  return { ok: false, line, column: before.length - lineStart + 1, byte: bytes[offset] ?? 0, utf16 };
}

/** What a player reads when a file is not UTF-8. */
export function notUtf8Message(decoded: Extract<Decoded, { ok: false }>): string {
  if (decoded.utf16) return 'this file is UTF-16 text, not UTF-8: save it as UTF-8';
  const byte = `0x${decoded.byte.toString(16).toUpperCase().padStart(2, '0')}`;
  return `this file is not UTF-8 text: the byte ${byte} at line ${decoded.line}, column ${decoded.column} is not UTF-8 (save the file as UTF-8)`;
}

/**
 * The offset of the first byte that does not belong to a well-formed UTF-8 sequence (Unicode
 * Table 3-7: no overlong forms, no surrogates, nothing above U+10FFFF), or the length when all
 * are well formed. One pass over the bytes.
 */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i]!;
    if (lead < 0x80) {
      i++;
      continue;
    }
    const following =
      lead >= 0xc2 && lead <= 0xdf ? 1 : lead >= 0xe0 && lead <= 0xef ? 2 : lead >= 0xf0 && lead <= 0xf4 ? 3 : 0;
    // A lead byte that cannot start a sequence, or a sequence cut short by the end of the file.
    if (following === 0 || i + following >= bytes.length) return i;
    const second = bytes[i + 1]!;
    const low = lead === 0xe0 ? 0xa0 : lead === 0xf0 ? 0x90 : 0x80;
    const high = lead === 0xed ? 0x9f : lead === 0xf4 ? 0x8f : 0xbf;
    if (second < low || second > high) return i;
    for (let k = 2; k <= following; k++) if ((bytes[i + k]! & 0xc0) !== 0x80) return i;
    i += following + 1;
  }
  return bytes.length;
}
