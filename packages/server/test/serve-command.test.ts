// `payola serve` as users run it (the CLI's bin, a real process): --data, --port, --demo; health
// answers 200, anonymous API calls 401, each printed sign-in link signs its player in, SIGTERM stops it.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { JudgeClient } from './support/client.js';

const payola = fileURLToPath(new URL('../../cli/bin/payola.cjs', import.meta.url));

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

it('payola serve --data DIR --port N --demo: a judge with seven players and their sign-in links', async () => {
  const data = mkdtempSync(join(tmpdir(), 'payola-serve-'));
  const port = await freePort();
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const child = spawn(
    process.execPath,
    [payola, 'serve', '--data', join(data, 'db'), '--port', String(port), '--demo'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env,
    },
  );
  try {
    const lines: string[] = [];
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no demo links: ${lines.join('\n')}`)), 90_000);
      child.stdout.on('data', (chunk: Buffer) => {
        lines.push(...chunk.toString().split('\n'));
        if (lines.filter((l) => l.includes('/signin/')).length === 7) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => reject(new Error(`payola serve exited (${code}): ${lines.join('\n')}`)));
    });
    expect(lines[0]).toBe(`Payola judge listening on http://127.0.0.1:${port} (PGlite in ${join(data, 'db')})`);
    expect(existsSync(join(data, 'db'))).toBe(true);
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect((await fetch(`${base}/api/games`)).status).toBe(401);
    const links = lines.filter((l) => l.includes('/signin/')).map((l) => l.trim().split(/\s+/));
    expect(links.map(([power]) => power)).toEqual([
      'Austria',
      'England',
      'France',
      'Germany',
      'Italy',
      'Russia',
      'Turkey',
    ]);
    const france = new JudgeClient((path, init) => fetch(`${base}${path}`, init));
    await france.signIn(new URL(links[2]![1]!).pathname);
    const games = (await france.get('/api/games')).body.games;
    expect(games).toMatchObject([{ role: 'player', power: 'France' }]);
    const stopped = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await stopped).toBe(0);
  } finally {
    child.kill('SIGKILL');
    rmSync(data, { recursive: true, force: true });
  }
}, 120_000);
