// The timed figures of parse.bench.mjs, in a process of its own, so that the garbage the other
// measurements left in the heap is not collected during these:
//   node time-probe.mjs  → {"cpu": {parse, lex, json}, "wall": {parse, lex, json}, "gc", parseBytes, jsonBytes}
// Medians per call, in CPU time (every thread counted, the garbage collector's too) and in wall
// time; each measurement is the mean of ten calls in a row, so that a young-generation collection
// every few parses is shared out rather than counted against one parse in three.
import { PerformanceObserver } from 'node:perf_hooks';
import { parseSheet } from '@payola/parser';
import { fixtures, lexOnly } from './parse.bench.mjs';

const { sheet, json } = fixtures();
const tasks = { parse: () => parseSheet(sheet), lex: () => lexOnly(sheet), json: () => JSON.parse(json) };
const batch = 10;
const runs = 15;
const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
const cpu = {};
const wall = {};
// One task at a time, so that each pays for collecting its own garbage, not another's.
for (const [name, fn] of Object.entries(tasks)) {
  // Warmed up until the compiler has settled (the first calls run unoptimised code).
  for (let i = 0; i < 30; i++) fn();
  const cpuRuns = [];
  const wallRuns = [];
  for (let run = 0; run < runs; run++) {
    const start = process.cpuUsage();
    const began = performance.now();
    for (let i = 0; i < batch; i++) fn();
    wallRuns.push((performance.now() - began) / batch);
    const used = process.cpuUsage(start);
    cpuRuns.push((used.user + used.system) / 1000 / batch);
  }
  cpu[name] = median(cpuRuns);
  wall[name] = median(wallRuns);
}
/** Milliseconds of garbage collection per call of `fn` (PerformanceObserver reports after a tick). */
async function gcPerCall(fn, calls) {
  let total = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) total += entry.duration;
  });
  observer.observe({ entryTypes: ['gc'] });
  for (let i = 0; i < calls; i++) fn();
  await new Promise((resolve) => setTimeout(resolve, 100));
  observer.disconnect();
  return total / calls;
}

const gc = await gcPerCall(tasks.parse, 20);
process.stdout.write(
  JSON.stringify({ cpu, wall, gc, parseBytes: Buffer.byteLength(sheet), jsonBytes: Buffer.byteLength(json) }),
);
