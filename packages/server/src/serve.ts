// Starting a judge: open the store (PGlite in a folder, or PostgreSQL at DATABASE_URL), migrate,
// listen, run the deadline clock; with --demo, create a game of seven players and print their links.
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve as listen, type ServerType } from '@hono/node-server';
import { judgeApp } from './http/app.js';
import type { JudgeOptions } from './judge-options.js';
import { createDemo } from './demo.js';
import { DeadlineClock } from './judge/deadline-clock.js';
import { openStore } from './store/open-store.js';
import type { Store } from './store/store.js';

export interface ServeOptions extends JudgeOptions {
  readonly port?: number;
  /** Loopback by default; `0.0.0.0` behind a load balancer. */
  readonly host?: string;
  readonly dataDir?: string;
  readonly databaseUrl?: string;
  readonly demo?: boolean;
  /** How often the deadline clock looks for due games (default 1 s). */
  readonly clockIntervalMs?: number;
  readonly log?: (line: string) => void;
}

export interface RunningJudge {
  readonly url: string;
  readonly port: number;
  readonly store: Store;
  stop(): Promise<void>;
}

export async function serve(options: ServeOptions): Promise<RunningJudge> {
  const log = options.log ?? ((line: string) => console.log(line));
  const store = await openStore({
    ...(options.databaseUrl !== undefined && { databaseUrl: options.databaseUrl }),
    ...(options.dataDir !== undefined && { dataDir: options.dataDir }),
  });
  // In a checkout the web client is built beside this package (npm run build).
  const webRoot = options.webRoot ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
  const { app } = judgeApp(store, { ...options, webRoot });
  const host = options.host ?? '127.0.0.1';
  const server = await new Promise<ServerType>((resolve, reject) => {
    const s = listen({ fetch: app.fetch, port: options.port ?? 8080, hostname: host }, () => resolve(s));
    s.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const clock = new DeadlineClock(store, { intervalMs: options.clockIntervalMs ?? 1000, log });
  clock.start();
  log(
    `Payola judge listening on ${url} (${store.kind === 'pglite' ? `PGlite in ${options.dataDir ?? 'memory'}` : 'PostgreSQL'})`,
  );
  if (options.demo) {
    const demo = await createDemo(store, options);
    log(`Demo game "${demo.name}": the GameMaster is ${demo.gm.name} with password ${demo.gm.password}`);
    for (const p of demo.players) log(`  ${p.power.padEnd(8)} ${url}${p.signInPath}`);
  }
  let stopped = false;
  return {
    url,
    port,
    store,
    async stop() {
      if (stopped) return;
      stopped = true;
      await clock.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      await store.close();
    },
  };
}
