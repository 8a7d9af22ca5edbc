// The longest text the language server checks, in Node and in a browser's worker.
/**
 * Texts longer than this are not parsed or checked: a 1,000-line sheet is some 30,000 characters,
 * so this is thirty times the largest sheet a player writes, and it keeps the server's memory for
 * one sheet near 100 MB (about 2.5 kB per line: `npm run bench`). Checked before any parsing, on
 * open and after every change. Its own module, so that the browser's server (which has no files)
 * reads the same limit.
 */
export const maxSheetLength = 1_000_000;
