// A judge in its own process, as `payola serve` runs it (the built package, dist/): for the tests
// that kill it (SIGKILL) or run two of them on one database, and for the load benchmark. Its log
// lines (stdout and stderr) are kept for the caller.
import { spawn } from 'node:child_process';
const entry = new URL('../dist/index.js', import.meta.url).href;

/** How long a judge may take to open its database and listen. */
const startLimitMs = 90_000;

export async function spawnJudge(options = {}) {
  const settings = {
    port: 0,
    clockIntervalMs: options.clockIntervalMs ?? 60_000,
    ...(options.passwordCost !== undefined && { passwordCost: options.passwordCost }),
    ...(options.dataDir !== undefined && { dataDir: options.dataDir }),
    ...(options.databaseUrl !== undefined && { databaseUrl: options.databaseUrl }),
  };
  const script = `
    const { serve } = await import(${JSON.stringify(entry)});
    const judge = await serve({ ...${JSON.stringify(settings)}, log: (line) => console.log(line) });
    console.log('READY ' + judge.url);
    process.on('SIGTERM', () => judge.stop().then(() => process.exit(0)));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  if (options.showErrors) child.stderr.pipe(process.stderr);
  const log = [];
  const url = await new Promise((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => reject(new Error(`the judge did not start: ${log.join('\n')}`)), startLimitMs);
    child.stdout.on('data', (chunk) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop();
      for (const line of lines) {
        log.push(line);
        if (line.startsWith('READY ')) {
          clearTimeout(timer);
          resolve(line.slice(6));
        }
      }
    });
    child.stderr.on('data', (chunk) => log.push(chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the judge exited (${code}): ${log.join('\n')}`));
    });
  });
  return {
    url,
    child,
    log,
    kill: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}
