// The README's settings table says what the server reads, with the defaults it uses (issue 8
// item 25: documentation had drifted from the code).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../src/workspace/settings.js';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('README', () => {
  it('lists every setting the server reads, with its default', () => {
    const start = readme.indexOf('## Settings');
    const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
    const rows = new Map(
      [...section.matchAll(/^\| `(\w+)` \| .* \| (.+) \|$/gm)].map((m) => [m[1]!, m[2]!.trim()] as const),
    );
    expect([...rows.keys()].sort()).toEqual(['gameFile', 'power', ...Object.keys(defaultSettings)].sort());
    for (const [name, value] of Object.entries(defaultSettings)) expect(rows.get(name), name).toBe(String(value));
  });
});
