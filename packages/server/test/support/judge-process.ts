// A judge in its own process, as `payola serve` runs it (the built package, dist/), for tests that
// kill it (SIGKILL) or run two of them on one database. Its log lines are kept for the test.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { JudgeClient } from './client.js';

const entry = fileURLToPath(new URL('../../dist/index.js', import.meta.url));

export interface JudgeProcess {
  readonly url: string;
  readonly child: ChildProcess;
  readonly log: string[];
  client(label?: string): JudgeClient;
  kill(): Promise<void>;
}

export async function startJudgeProcess(options: {
  dataDir?: string;
  databaseUrl?: string;
  clockIntervalMs?: number;
}): Promise<JudgeProcess> {
  const script = `
    const { serve } = await import(${JSON.stringify(entry)});
    const judge = await serve({ port: 0, passwordCost: 10, clockIntervalMs: ${options.clockIntervalMs ?? 60_000},
      ${options.dataDir !== undefined ? `dataDir: ${JSON.stringify(options.dataDir)},` : ''}
      ${options.databaseUrl !== undefined ? `databaseUrl: ${JSON.stringify(options.databaseUrl)},` : ''}
      log: (line) => console.log(line) });
    console.log('READY ' + judge.url);
    process.on('SIGTERM', () => judge.stop().then(() => process.exit(0)));
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  const log: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => reject(new Error(`the judge did not start: ${log.join('\n')}`)), 90_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop()!;
      for (const line of lines) {
        log.push(line);
        if (line.startsWith('READY ')) {
          clearTimeout(timer);
          resolve(line.slice(6));
        }
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the judge exited (${code}): ${log.join('\n')}`));
    });
  });
  return {
    url,
    child,
    log,
    client: (label) => new JudgeClient((path, init) => fetch(`${url}${path}`, init), label),
    kill: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}
