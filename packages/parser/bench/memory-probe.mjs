// The memory figure of parse.bench.mjs, in a process of its own (run with --expose-gc):
//   node --expose-gc memory-probe.mjs LINES   → {"bytesPerLine": N, ...}
// The heap held per line by parseSheet's result (AST and errors), the sheet's text excluded.
import { parseSheet } from '@payola/parser';
import { fixtures } from './parse.bench.mjs';

const lines = Number(process.argv[2] ?? 100_000);
if (typeof globalThis.gc !== 'function') throw new Error('run with node --expose-gc');
const heap = () => {
  globalThis.gc();
  globalThis.gc();
  return process.memoryUsage().heapUsed;
};
const { sheet } = fixtures(lines);
// Warm up first, so that compiled code and the parser's caches are not counted as the sheet's.
parseSheet(fixtures(1000).sheet);
const before = heap();
const kept = parseSheet(sheet);
const bytesPerLine = (heap() - before) / lines;
process.stdout.write(
  JSON.stringify({ lines, bytesPerLine, textBytesPerLine: sheet.length / lines, kept: kept.sheet.lines.length }),
);
