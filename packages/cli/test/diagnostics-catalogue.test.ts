// The diagnostics catalogue (docs/diagnostics.md, issue 8, item 19): every code that the parser,
// the engine and the command-line tools can emit has its entry, one `## payola/<code>` heading,
// with a one-line summary first (SARIF's shortDescription). A new code without an entry fails here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diagnosticCodes, diagnosticDocUrl, diagnosticHelpUri, diagnosticsCatalogueUrl } from '@payola/engine';

const root = new URL('../../../', import.meta.url).pathname;
const catalogue = readFileSync(join(root, 'docs/diagnostics.md'), 'utf8');
const headings = [...catalogue.matchAll(/^## (.+)$/gm)].map((m) => m[1]!);

/** Every `.ts` file below a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : name.endsWith('.ts') ? [path] : [];
  });
}

/** The codes the sources write as string literals (`'payola/unknown-place'`), with where. */
function codesIn(folders: readonly string[]): Map<string, string> {
  const codes = new Map<string, string>();
  for (const file of folders.flatMap((f) => sources(join(root, f))))
    for (const match of readFileSync(file, 'utf8').matchAll(/['"`](payola\/[a-z0-9-]+)['"`]/g))
      if (!codes.has(match[1]!)) codes.set(match[1]!, file.slice(root.length));
  return codes;
}

describe('the diagnostics catalogue', () => {
  it('has an entry for every code of the parser, the engine and the CLI', () => {
    const codes = codesIn(['packages/parser/src', 'packages/engine/src', 'packages/cli/src']);
    expect(codes.size).toBeGreaterThan(40); // the scan finds the codes at all
    const missing = [...codes].filter(([code]) => !headings.includes(code)).map(([code, file]) => `${code} (${file})`);
    expect(missing, 'add an entry `## <code>` to docs/diagnostics.md for each').toEqual([]);
  });

  it('lists exactly the codes the engine knows (diagnosticCodes, against which configurations are checked)', () => {
    expect([...diagnosticCodes]).toEqual(headings);
    const codes = codesIn(['packages/parser/src', 'packages/engine/src', 'packages/cli/src']);
    expect([...codes.keys()].filter((code) => !diagnosticCodes.has(code))).toEqual([]);
  });

  it('holds only entries, one per code, each opening with a one-line summary', () => {
    for (const heading of headings) expect(heading).toMatch(/^payola\/[a-z0-9-]+$/);
    expect(headings.filter((h, i) => headings.indexOf(h) !== i)).toEqual([]);
    for (const match of catalogue.matchAll(/^## (.+)\n\n(.*)$/gm))
      expect(match[2], `${match[1]}: a summary paragraph first`).toMatch(/^\S/);
  });

  it("links each code to its heading's anchor, as GitHub renders it (one builder: diagnosticHelpUri)", () => {
    expect(diagnosticHelpUri('payola/unknown-place')).toBe(`${diagnosticsCatalogueUrl}#payolaunknown-place`);
    expect(diagnosticHelpUri('payola/syntax-arrow')).toBe(diagnosticDocUrl('payola/syntax-arrow'));
  });
});
