// The bundled year (examples/year-1901): `npm run example`'s script plays it with payola advance
// and compares every game file and output with the committed ones; the committed files show what
// the brief of the cycle asks of a year: a retreat after a dislodgement, builds and a disband,
// and the income before Spring 1902 (Rules 1.5, 2.1).
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import './helpers.js';

const root = new URL('../../../', import.meta.url).pathname;
const example = join(root, 'examples/year-1901');
const json = async <T>(path: string) => JSON.parse(await readFile(join(example, path), 'utf8')) as T;

describe('examples/year-1901', () => {
  it(
    'plays with payola advance to exactly the committed game files, results and reports',
    { timeout: 180_000 },
    async () => {
      const { stdout } = await promisify(execFile)(process.execPath, [join(root, 'scripts/example.mjs'), 'year-1901'], {
        cwd: root,
        maxBuffer: 64 * 1024 * 1024,
      });
      expect(stdout).toContain('Every game file, result and report matches examples/year-1901/.');
      expect(stdout).toContain('4 phases re-run from their inputs, each giving its recorded results');
      expect(stdout).not.toContain('!!');
    },
  );

  it('holds a dislodgement and its retreat, builds and a disband, and the income before Spring 1902', async () => {
    interface Results {
      phases: { phase: string; dislodged?: unknown[]; orders: { order: string; succeeded: boolean }[] }[];
    }
    const fall = await json<Results>('expected/2-fall-1901/public/results.json');
    expect(fall.phases[0]!.dislodged).toEqual([
      { power: 'Italy', unit: 'A VEN', by: 'TRI', retreats: ['PIE', 'ROM', 'TUS'] },
    ]);
    const retreat = await json<Results>('expected/3-fall-1901-retreats/public/results.json');
    expect(retreat.phases[0]!.orders).toContainEqual(
      expect.objectContaining({ order: 'A VEN - PIE', succeeded: true }),
    );
    const winter = await json<Results>('expected/4-winter-1901/public/results.json');
    const orders = winter.phases[0]!.orders.map((o) => o.order);
    expect(orders).toContain('BUILD A VIE');
    expect(orders).toContain('DISBAND A PIE');
    expect(await readFile(join(example, 'expected/4-winter-1901/gamemaster/ledger.txt'), 'utf8')).toContain(
      'Austria: 40 + 75 income for 5 centres (Rule 2.1) = 115',
    );
    const spring = await json<{ year: number; season: string; incomePaidFor: number }>('5-spring-1902/game.json');
    expect([spring.year, spring.season, spring.incomePaidFor]).toEqual([1902, 'spring', 1902]);
  });
});
