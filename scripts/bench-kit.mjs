// Shared by every package's benchmark: medians from tinybench, printed as a table with ratios.
import { Bench } from 'tinybench';

/**
 * Times each task (warm-up first) and returns the median latency in milliseconds per task name.
 * @param {Record<string, () => unknown>} tasks
 * @param {{ time?: number, iterations?: number }} [options]
 * @returns {Promise<Record<string, number>>}
 */
export async function medians(tasks, options = {}) {
  const bench = new Bench({
    time: options.time ?? 1000,
    iterations: options.iterations ?? 10,
    warmupIterations: 3,
    throws: true,
  });
  for (const [name, fn] of Object.entries(tasks)) bench.add(name, fn);
  await bench.run();
  /** @type {Record<string, number>} */
  const out = {};
  for (const task of bench.tasks) {
    if (task.result.state !== 'completed')
      throw new Error(`benchmark ${task.name} did not complete (${task.result.state})`);
    out[task.name] = task.result.latency.p50;
  }
  return out;
}

/**
 * The median CPU time in milliseconds of one call of each task (the process's user and system time,
 * every thread: the garbage collector's too), after `warmup` calls. Steadier than wall time on a
 * machine shared with other work, which only wall time feels. With `batch`, each measurement is
 * the mean of that many calls in a row, so that a collection of the young generation, which comes
 * every few calls, is shared by the calls that made its garbage rather than falling on one of them.
 * @param {Record<string, () => unknown>} tasks
 * @param {{ runs?: number, warmup?: number, batch?: number }} [options]
 * @returns {Record<string, number>}
 */
export function cpuMedians(tasks, options = {}) {
  const runs = options.runs ?? 15;
  const batch = options.batch ?? 1;
  /** @type {Record<string, number>} */
  const out = {};
  // One task at a time, so that each pays for collecting its own garbage, not another's.
  for (const [name, fn] of Object.entries(tasks)) {
    for (let i = 0; i < (options.warmup ?? 3); i++) fn();
    const values = [];
    for (let i = 0; i < runs; i++) {
      const start = process.cpuUsage();
      for (let j = 0; j < batch; j++) fn();
      const used = process.cpuUsage(start);
      values.push((used.user + used.system) / 1000 / batch);
    }
    out[name] = median(values);
  }
  return out;
}

/**
 * The median of `values` (the upper one of an even count).
 * @param {number[]} values
 */
export function median(values) {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

/** @param {number} ms */
export const ms = (value) => `${value.toFixed(value < 10 ? 3 : 1)} ms`;

/** @param {string} title @param {Array<[string, string]>} rows */
export function report(title, rows) {
  console.log(`\n${title}`);
  const width = Math.max(...rows.map(([k]) => k.length));
  for (const [key, value] of rows) console.log(`  ${key.padEnd(width)}  ${value}`);
}
