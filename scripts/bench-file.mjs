// One bench file, run by `scripts/bench.mjs` in a process of its own: `node bench-file.mjs FILE`.
import { pathToFileURL } from 'node:url';

const file = process.argv[2];
if (file === undefined) throw new Error('usage: node scripts/bench-file.mjs FILE.bench.mjs');
const module = await import(pathToFileURL(file).href);
await module.default();
