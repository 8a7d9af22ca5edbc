// `npm run bench`: every package's benchmarks, in dependency order. Figures are medians; the
// machine is shared, so read ratios rather than absolute times. `npm run bench -- engine/phases`
// runs the bench files whose `package/file` names contain one of the words given.
//
// Each bench file runs in a Node process of its own: one file's leftovers (its garbage waiting for
// a full collection, code V8 optimised for its inputs, allocation sites it made V8 pretenure)
// weighed on the next. The realistic corpus of engine/phases read 0.151 ms a phase alone and
// 0.20 ms after the hostile and adjudicator benches in the same process (November 2026).
import { spawnSync } from 'node:child_process';
import { readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const packages = ['parser', 'engine', 'board', 'cli', 'lsp'];
const only = process.argv.slice(2);
const runner = fileURLToPath(new URL('bench-file.mjs', import.meta.url));
let failed = 0;
for (const name of packages) {
  const dir = new URL(`../packages/${name}/bench/`, import.meta.url);
  if (!existsSync(dir)) continue;
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.bench.mjs'))
    .sort()) {
    if (only.length > 0 && !only.some((o) => `${name}/${file}`.includes(o))) continue;
    const run = spawnSync(process.execPath, [runner, fileURLToPath(new URL(file, dir))], { stdio: 'inherit' });
    if (run.status !== 0) {
      failed++;
      console.error(`${name}/${file} failed (${run.signal ?? `exit ${run.status}`})`);
    }
  }
}
process.exitCode = failed > 0 ? 1 : 0;
