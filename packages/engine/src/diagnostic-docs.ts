// Where each diagnostic code is explained: docs/diagnostics.md, one `## payola/<code>` heading
// per code. The one home of these addresses: the language server links each diagnostic to its
// entry (`codeDescription.href`) and SARIF output names it (`helpUri`), so both always agree.

/**
 * The project's home page: the `homepage` of the repository's root package.json (a test of the
 * language server holds the two together).
 */
export const projectHomepage = 'https://github.com/payola-toolchain/payola';

/** The diagnostics catalogue. */
export const diagnosticsCatalogueUrl = `${projectHomepage}/blob/main/docs/diagnostics.md`;

/** The catalogue entry of a diagnostic code (`payola/unknown-place` → its heading's anchor). */
export function diagnosticDocUrl(code: string): string {
  return `${diagnosticsCatalogueUrl}#${headingAnchor(code)}`;
}

/** The anchor a Markdown renderer (GitHub's) gives a heading: lower case, punctuation dropped, spaces as `-`. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}
