'use strict';
/* global process */
// Preloaded (`node -r`) by cli.bench.mjs into every process it times: at exit, appends the
// process's CPU time in milliseconds (user + system, every thread) to the file named by
// PAYOLA_BENCH_CPU. CPU time is steadier than wall time on a machine shared with other work.
const { appendFileSync } = require('node:fs');

process.once('exit', () => {
  const used = process.cpuUsage();
  appendFileSync(process.env.PAYOLA_BENCH_CPU, `${(used.user + used.system) / 1000}\n`);
});
