// `npm run example`: the main job on the bundled example game, as a GameMaster and players would
// run it — lint every sheet, adjudicate the phase, print the chart and every player's report, and
// compare the reports with the expected ones committed beside the game.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const lint = join(root, 'packages/cli/bin/payola-lint.cjs');
const payola = join(root, 'packages/cli/bin/payola.cjs');
const seed = '1901';
/**
 * Runs a program, prints its standard error (with `hide` replaced by a description: the reports
 * go to a temporary folder that is removed at the end, so its name means nothing to a reader),
 * and returns its exit code and standard output.
 */
const run = (bin, args, hide) => {
  const child = spawnSync(process.execPath, [bin, ...args], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const stderr = hide === undefined ? child.stderr : child.stderr.split(hide.path).join(hide.as);
  if (stderr) process.stderr.write(stderr);
  return { code: child.status ?? 2, out: child.stdout ?? '' };
};
const heading = (text) => console.log(`\n${'='.repeat(72)}\n${text}\n${'='.repeat(72)}`);

let failed = false;
for (const name of readdirSync(join(root, 'examples')).sort()) {
  const dir = join(root, 'examples', name);
  if (!existsSync(join(dir, 'game.json'))) continue;
  const rel = relative(root, dir);

  heading(`payola-lint ${rel}  (the players' check)`);
  const linted = run(lint, [rel]);
  process.stdout.write(linted.out || 'no problems\n');
  if (linted.code !== 0) failed = true;

  const out = mkdtempSync(join(tmpdir(), 'payola-example-'));
  try {
    const sheets = readdirSync(dir)
      .filter((f) => f.endsWith('.payola'))
      .map((f) => join(rel, f));
    heading(`payola adjudicate --game ${rel}/game.json --seed ${seed}  (the GameMaster's run)`);
    const adjudicated = run(
      payola,
      ['adjudicate', '--game', join(rel, 'game.json'), '--seed', seed, '--out', out, ...sheets],
      { path: `${out}/`, as: 'a temporary folder (compared with the expected reports below, then removed)' },
    );
    process.stdout.write(adjudicated.out);
    if (adjudicated.code !== 0) {
      failed = true;
      continue;
    }
    const expectedDir = join(dir, 'expected');
    for (const file of readdirSync(out)
      .filter((f) => f.endsWith('.txt') && f !== 'chart.txt')
      .sort()) {
      heading(`${file.replace('.txt', '')}'s private report (Rule 5.7)`);
      const text = readFileSync(join(out, file), 'utf8');
      process.stdout.write(text);
      const expected = join(expectedDir, file);
      if (existsSync(expected) && readFileSync(expected, 'utf8') !== text) {
        console.log(`!! differs from ${relative(root, expected)}`);
        failed = true;
      }
    }
    if (existsSync(expectedDir)) console.log(failed ? '' : `\nAll reports match ${relative(root, expectedDir)}/.`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
process.exitCode = failed ? 1 : 0;
