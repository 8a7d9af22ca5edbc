// The bundled Exchange year (examples/exchange-1901, Rule 6.8): `npm run example`'s script plays it
// with payola advance, each sheet linted first in its writer's view (an investor's own, a
// company's CEO's: ruling E17), and compares every game file and output with the committed ones.
// The committed files show what the example's README tells: an investor's private bribe
// (ruling E2), the winter's dividends (E9), purchases (E8), a centre's worth (E5) and a change of
// CEO (E10), and Spring 1902's income at the new worth.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import './helpers.js';

const root = new URL('../../../', import.meta.url).pathname;
const example = join(root, 'examples/exchange-1901');
const text = (path: string) => readFile(join(example, path), 'utf8');
const json = async <T>(path: string) => JSON.parse(await text(path)) as T;

describe('examples/exchange-1901', () => {
  it(
    'plays with payola advance to exactly the committed game files, results and reports',
    { timeout: 180_000 },
    async () => {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [join(root, 'scripts/example.mjs'), 'exchange-1901'],
        { cwd: root, maxBuffer: 64 * 1024 * 1024 },
      );
      expect(stdout).toContain('Every game file, result and report matches examples/exchange-1901/.');
      expect(stdout).toContain('3 phases re-run from their inputs, each giving its recorded results');
      // Each company's sheet was linted in its CEO's view, each investor's in its own.
      expect(stdout).toContain('examples/exchange-1901/3-winter-1901/germany.payola: no problems');
      expect(stdout).toContain('examples/exchange-1901/3-winter-1901/alice.payola: no problems');
      expect(stdout).not.toContain('!!');
    },
  );

  it("Ruling E2: Bob's private bribe holds France's army in Burgundy, and Germany takes Belgium", async () => {
    expect(await text('expected/2-fall-1901/bob/report.txt')).toContain('line 4: A BUR H                  paid 5 AgP');
    const fall = await text('expected/2-fall-1901/public/results.txt');
    expect(fall).toContain('A RUH - BEL              succeeds: moved to BEL');
    expect(fall).toContain('Supply centre BEL: neutral → Germany');
  });

  it('the winter: dividends, purchases, a centre worth more, and Alice elected to head Germany (rulings E5, E8, E9, E10)', async () => {
    const ledger = await text('expected/3-winter-1901/gamemaster/ledger.txt');
    expect(ledger).toContain('Bob: 60 + 16 dividend from Germany: 4 AgP a share on 4 shares (Rule 6.8) = 76');
    expect(ledger).toContain('Alice: 74 - 60 3 shares of Germany bought at 20 AgP (Rule 6.8) = 14');
    expect(ledger).toContain('France: 40 + 88 income for 5 centres (Rule 2.1) = 128');
    expect(await text('expected/3-winter-1901/public/results.txt')).toContain('Germany: CEO Alice (elected, Rule 6.8)');
    const germany = await text('expected/3-winter-1901/alice/report.txt');
    expect(germany).toContain('CEO for 1902: Alice (elected, succeeding Bob)');
    expect(germany).toContain('Votes: Alice 5, Bob 4 (shares)');
    interface Spring {
      year: number;
      season: string;
      centerValues: Record<string, number>;
      powers: { name: string; ceo?: string }[];
    }
    const spring = await json<Spring>('4-spring-1902/game.json');
    expect([spring.year, spring.season]).toEqual([1902, 'spring']);
    expect(spring.centerValues).toEqual({ MOS: 28, PAR: 24 });
    expect(spring.powers.find((p) => p.name === 'Germany')?.ceo).toBe('Alice');
  });
});
