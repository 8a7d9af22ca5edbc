import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSheet, sheetGrammar } from '@payola/parser';
import { generatedFiles, railroadDiagramsHtml } from '../artefacts.mjs';

function onDisk(name: string): string | undefined {
  try {
    return readFileSync(new URL(`../${name}`, import.meta.url), 'utf8');
  } catch {
    return undefined;
  }
}

describe('generated grammar files are current', () => {
  it.each(Object.entries(generatedFiles))('grammar/%s', (name, build) => {
    // A boolean, not toBe(string): a diff of a 60 kB page would bury the message.
    expect(onDisk(name) === build(), `grammar/${name} is stale: run npm run generate`).toBe(true);
  });
});

describe('the railroad diagrams page', () => {
  it('loads nothing from elsewhere, so it works offline from disk', () => {
    const page = railroadDiagramsHtml();
    expect(page).not.toMatch(/<[a-z]+\b[^>]*\b(?:src|href)\s*=/i);
    expect(page).toContain('main.drawDiagramsFromSerializedGrammar(serializedGrammar, diagramsDiv)');
  });
});

describe('grammar/README.md', () => {
  it('has an EBNF production for every parser rule', () => {
    const readme = onDisk('README.md') ?? '';
    const rules = Object.keys(sheetGrammar().getGAstProductions());
    const missing = rules.filter((name) => !new RegExp(`^${name} +=`, 'm').test(readme));
    expect(missing, 'add these rules to the EBNF in grammar/README.md').toEqual([]);
  });
});

describe("grammar/README.md's table of syntax errors", () => {
  // | `code` | `line` | column | message |, the message with its fix noted as "(fix: …)".
  const rows = [...(onDisk('README.md') ?? '').matchAll(/^\| `(payola\/[a-z-]+)` \| `(.+?)` \| (\d+) \| (.+) \|$/gm)];
  const unescape = (text: string) => text.replace(/\\\|/g, '|');

  it('has rows', () => {
    expect(rows.length).toBeGreaterThan(25);
  });

  it.each(rows.map((row) => [unescape(row[2]!), row[1]!, Number(row[3]), unescape(row[4]!)] as const))(
    '%s',
    (line, code, column, written) => {
      const message = written.replace(/ \(fix: .*\)$/, '');
      const found = parseSheet(line).errors.map((e) => [e.code, e.range.start.column, e.message]);
      expect(found).toContainEqual([code, column, message]);
    },
  );
});
