// Start-up of the command-line programs (issue 8, item 17): the median of N process starts, and
// its ratio to a bare `node -e 0`, for the programs as npm links them (bin/*.cjs, the bundles with
// V8's code cache) and, for comparison, the unbundled compiled sources (dist/bin/*.js). Target:
// `payola-lint one-sheet.payola` under 0.15 s where bare node takes 0.09 s, i.e. within 1.67×
// bare node. Wall time and CPU time (every thread of the process, reported at its exit by
// cpu-report.cjs) are both measured: CPU time is steadier on a shared machine. The runs of the
// candidates are interleaved, so a busy moment of the machine weighs on all alike.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startingGame } from '@payola/engine';
import { ms, report } from '../../../scripts/bench-kit.mjs';

const cli = fileURLToPath(new URL('..', import.meta.url));
const runs = 21;

export default async function bench() {
  const dir = mkdtempSync(join(tmpdir(), 'payola-cli-bench-'));
  try {
    writeFileSync(join(dir, 'france.payola'), '5 : A PAR - BUR\n3 : A MAR - SPA\n');
    const game = join(dir, 'game');
    mkdirSync(game);
    writeFileSync(join(game, 'game.json'), JSON.stringify(startingGame().toFile()));
    writeFileSync(join(game, 'france.payola'), '5 : A PAR - BUR\n3 : A MAR - SPA\n');

    const lint = join(cli, 'bin', 'payola-lint.cjs');
    const payola = join(cli, 'bin', 'payola.cjs');
    const candidates = {
      'node -e 0 (bare)': ['-e', '0'],
      'payola-lint --version': [lint, '--version'],
      'payola-lint one-sheet.payola': [lint, 'france.payola'],
      'payola-lint with its game file': [lint, 'game/france.payola'],
      'payola --help': [payola, '--help'],
      'unbundled: payola-lint one-sheet.payola': [join(cli, 'dist', 'bin', 'payola-lint.js'), 'france.payola'],
    };
    const cpuFile = join(dir, 'cpu.txt');
    const reporter = fileURLToPath(new URL('cpu-report.cjs', import.meta.url));
    const times = Object.fromEntries(Object.keys(candidates).map((name) => [name, []]));
    const cpu = Object.fromEntries(Object.keys(candidates).map((name) => [name, []]));
    for (let i = 0; i < runs; i++) {
      for (const [name, args] of Object.entries(candidates)) {
        writeFileSync(cpuFile, '');
        const start = performance.now();
        try {
          execFileSync(process.execPath, ['-r', reporter, ...args], {
            cwd: dir,
            stdio: 'ignore',
            env: { ...process.env, PAYOLA_BENCH_CPU: cpuFile },
          });
        } catch {
          // exit codes other than 0 are results, not failures
        }
        times[name].push(performance.now() - start);
        cpu[name].push(Number(readFileSync(cpuFile, 'utf8').trim().split('\n').pop()));
      }
    }
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const bare = median(times['node -e 0 (bare)']);
    const bareCpu = median(cpu['node -e 0 (bare)']);
    report(
      `CLI start-up: median of ${runs} process starts, wall and CPU time (ratios to bare node; target: one sheet within 1.67×)`,
      Object.keys(times).map((name) => {
        const wall = median(times[name]);
        const used = median(cpu[name]);
        return [name, `${ms(wall)} ×${(wall / bare).toFixed(2)}   CPU ${ms(used)} ×${(used / bareCpu).toFixed(2)}`];
      }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
