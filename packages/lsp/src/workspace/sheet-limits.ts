// The longest text the language server checks, and what it says of a longer one, in Node and in a
// browser's worker.
import type { Severity } from '@payola/parser';
import { buildContext, type DocumentContext, type SheetEnvironment } from '../features/context.js';
/**
 * Texts longer than this are not parsed or checked: a 1,000-line sheet is some 30,000 characters,
 * so this is thirty times the largest sheet a player writes, and it keeps the server's memory for
 * one sheet near 100 MB (about 2.5 kB per line: `npm run bench`). Checked before any parsing, on
 * open and after every change. Its own module, so that the browser's server (which has no files)
 * reads the same limit.
 */
export const maxSheetLength = 1_000_000;

/** What is said of a sheet of `length` characters over `limit`: the one wording, wherever it shows. */
export function oversizedMessage(length: number, limit: number): string {
  return `this sheet has ${length.toLocaleString('en-US')} characters, too many for an offer sheet: it is not checked (the limit is ${limit.toLocaleString('en-US')})`;
}

/**
 * The context of a sheet too long to check: empty, with one diagnostic (`payola/too-large`) that
 * says why. A warning where the file is merely not checked; an error where the limit is the
 * judge's, which refuses the sheet.
 */
export function oversizedContext(
  document: { readonly uri: string; readonly version: number; readonly length: number },
  env: SheetEnvironment,
  limit: number,
  severity: Severity,
): DocumentContext {
  const empty = buildContext({ uri: document.uri, version: document.version, text: '' }, env);
  const at = { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } };
  const message = oversizedMessage(document.length, limit);
  return {
    ...empty,
    note: message,
    syntaxErrors: [{ code: 'payola/too-large', severity, message, range: at }],
    // Only this diagnostic: "no offers" (Rule 3.3) would be about the empty stand-in, not the file.
    checked: { ...empty.checked, diagnostics: [] },
  };
}
