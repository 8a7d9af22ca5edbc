// The one-line summary of each diagnostic code, from the diagnostics catalogue
// (docs/diagnostics.md), which the build extracts to dist/diagnostic-summaries.json
// (scripts/bundle.mjs). Only SARIF output uses them; without the file, rules have no summary.
import { readFileSync } from 'node:fs';

/** Summaries by code (`payola/unknown-place` → "A place name that is not ..."). */
export function ruleSummaries(): ReadonlyMap<string, string> {
  try {
    // dist/lint/ and dist/bundle/ are both one level below dist/.
    const data = JSON.parse(readFileSync(new URL('../diagnostic-summaries.json', import.meta.url), 'utf8')) as unknown;
    if (typeof data !== 'object' || data === null) return new Map();
    return new Map(Object.entries(data).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return new Map();
  }
}
