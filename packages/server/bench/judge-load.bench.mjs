// `npm run bench:server`: the judge under load, on loopback only. One judge process (PGlite in a
// temporary folder, or PostgreSQL at DATABASE_URL) and this process as 1,050 players in 150
// standard games: every player submits its sheet and resubmits it (each checked by the engine),
// the GameMasters adjudicate all 150 games, every player reads its reports. Prints requests per
// second and p50/p99 latency per kind of request, and the time for all 150 adjudications
// (targets on a 2-core machine: p99 submission under 50 ms, 150 adjudications under 10 s).
// Every loop is bounded by the counts below; the run stops by itself.
/* global fetch */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { spawnJudge } from '../scripts/judge-process.mjs';

const games = Number(process.env.BENCH_GAMES ?? 150);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 4);
const gameMasters = 10;
const powers = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'];
const sheets = {
  Austria: '1 : A VIE - GAL\n1 : A BUD - SER\n1 : F TRI - ALB\n',
  England: '2 : F LON - NTH\n1 : F EDI - NWG\n1 : A LVP - YOR\n',
  France: '3 : A PAR - BUR\n1 : A MAR - SPA\n1 : F BRE - MAO\n',
  Germany: '2 : A MUN - RUH\n1 : A BER - KIE\n1 : F KIE - DEN\n',
  Italy: '1 : A VEN H\n1 : A ROM - APU\n1 : F NAP - ION\n',
  Russia: '1 : A MOS - UKR\n1 : A WAR - GAL\n1 : F SEV - BLA\n1 : F STP/SC - BOT\n',
  Turkey: '1 : F ANK - BLA\n1 : A CON - BUL\n1 : A SMY - CON\n',
};

class Caller {
  cookie = undefined;
  csrf = undefined;
  constructor(base) {
    this.base = base;
  }
  async call(method, path, body) {
    const response = await fetch(`${this.base}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(body !== undefined && { 'Content-Type': 'application/json' }),
        ...(this.cookie && { Cookie: this.cookie }),
        ...(this.csrf && method !== 'GET' && { 'X-CSRF-Token': this.csrf }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const cookie = response.headers.get('set-cookie');
    if (cookie) this.cookie = cookie.split(';')[0];
    const text = await response.text();
    const data = text.startsWith('{') ? JSON.parse(text) : text;
    if (response.status >= 400 && response.status !== 303)
      throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
    return data;
  }
}

/** Runs `tasks` with at most `limit` at once; returns each task's latency in ms. */
async function pool(tasks, limit) {
  const latencies = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++];
      const start = performance.now();
      await task();
      latencies.push(performance.now() - start);
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return { latencies, seconds: (performance.now() - start) / 1000 };
}

function line(label, { latencies, seconds }) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1);
  console.log(
    `  ${label.padEnd(34)} ${String(sorted.length).padStart(5)} requests  ${(sorted.length / seconds).toFixed(0).padStart(5)} req/s  p50 ${at(0.5).padStart(6)} ms  p99 ${at(0.99).padStart(6)} ms`,
  );
}

export default async function benchmark() {
  const dataDir = mkdtempSync(join(tmpdir(), 'payola-bench-'));
  const { url, child } = await spawnJudge({
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir }),
    showErrors: true,
  });
  try {
    console.log(
      `\nJudge under load (${url}, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): ${games} games, ${games * powers.length} players, ${concurrency} requests at a time`,
    );
    const masters = [];
    for (let i = 0; i < gameMasters; i++) {
      const gm = new Caller(url);
      const session = await gm.call('POST', '/auth/register', {
        name: `bench-gm-${i}`,
        password: 'benchmark password',
      });
      gm.csrf = session.csrfToken;
      masters.push(gm);
    }
    const setup = [];
    const players = [];
    for (let g = 0; g < games; g++) {
      setup.push(async () => {
        const gm = masters[g % gameMasters];
        const created = await gm.call('POST', '/api/games', {
          name: `Bench ${g}`,
          players: powers.map((power) => ({ power, name: `bench-${g}-${power}`, invite: 'link' })),
        });
        for (const invitation of created.invitations) {
          const player = new Caller(url);
          await player.call('GET', invitation.signInPath);
          player.csrf = (await player.call('GET', '/api/session')).csrfToken;
          players.push({ caller: player, power: invitation.power, game: created.id, gm });
        }
      });
    }
    line(
      `create games, sign ${(games * powers.length).toLocaleString('en')} players in`,
      await pool(setup, concurrency),
    );
    const submit = (extra) =>
      players.map(
        (p) => () => p.caller.call('PUT', `/api/games/${p.game}/sheet`, { text: `${extra}${sheets[p.power]}` }),
      );
    line('submit a sheet (checked)', await pool(submit(''), concurrency));
    line('resubmit a sheet (checked)', await pool(submit('% changed my mind\n'), concurrency));
    line(
      'read own sheet',
      await pool(
        players.map((p) => () => p.caller.call('GET', `/api/games/${p.game}/sheet`)),
        concurrency,
      ),
    );
    const ids = [...new Set(players.map((p) => p.game))];
    const gmOf = new Map(players.map((p) => [p.game, p.gm]));
    const adjudications = await pool(
      ids.map((id) => () => gmOf.get(id).call('POST', `/api/games/${id}/adjudicate`)),
      4,
    );
    line(`adjudicate (${ids.length} games)`, adjudications);
    console.log(`  all ${ids.length} adjudications: ${adjudications.seconds.toFixed(2)} s (target under 10 s)`);
    line(
      'read own reports',
      await pool(
        players.map((p) => () => p.caller.call('GET', `/api/games/${p.game}/phases`)),
        concurrency,
      ),
    );
    line(
      'read the board (SVG)',
      await pool(
        players.slice(0, 140).map((p) => () => p.caller.call('GET', `/api/games/${p.game}/board`)),
        concurrency,
      ),
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchmark();
