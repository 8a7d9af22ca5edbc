// `npm run bench`: every package's benchmarks, in dependency order. Figures are medians; the
// machine is shared, so read ratios rather than absolute times.
import { readdirSync, existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const packages = ['parser', 'engine', 'board', 'cli', 'lsp'];
const only = process.argv.slice(2);
for (const name of packages) {
  const dir = new URL(`../packages/${name}/bench/`, import.meta.url);
  if (!existsSync(dir)) continue;
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.bench.mjs'))
    .sort()) {
    if (only.length > 0 && !only.some((o) => `${name}/${file}`.includes(o))) continue;
    const module = await import(pathToFileURL(new URL(file, dir).pathname).href);
    await module.default();
  }
}
