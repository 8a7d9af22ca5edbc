// The bundled example game (examples/spring-1901) adjudicates to the reports committed beside it.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { lintBin, payolaBin } from './helpers.js';

const root = new URL('../../../', import.meta.url).pathname;
const example = join(root, 'examples/spring-1901');

it('the example game adjudicates (seed 1901) to exactly the expected reports and chart', async () => {
  const out = await mkdtemp(join(tmpdir(), 'payola-example-'));
  try {
    const sheets = (await readdir(example)).filter((f) => f.endsWith('.payola')).map((f) => join(example, f));
    await promisify(execFile)(process.execPath, [
      payolaBin,
      'adjudicate',
      '--game',
      join(example, 'game.json'),
      '--seed',
      '1901',
      '--out',
      out,
      ...sheets,
    ]);
    const expected = (await readdir(join(example, 'expected'))).sort();
    expect((await readdir(out)).sort()).toEqual(expected);
    for (const file of expected)
      expect(await readFile(join(out, file), 'utf8'), file).toBe(
        await readFile(join(example, 'expected', file), 'utf8'),
      );
  } finally {
    await rm(out, { recursive: true, force: true });
  }
});

it('every example sheet passes payola-lint', async () => {
  const { stdout } = await promisify(execFile)(process.execPath, [lintBin, '--format', 'json', example]);
  const results = JSON.parse(stdout) as { errorCount: number; warningCount: number }[];
  expect(results).toHaveLength(7);
  expect(results.every((r) => r.errorCount === 0 && r.warningCount === 0)).toBe(true);
});
