/**
 * One seed for every fast-check property of a test file, printed, and replayable: import this
 * module (for its effect) in every test file that runs properties. The seed comes from the
 * `FC_SEED` environment variable, or is drawn afresh; a failing property says how to replay it:
 *
 *   FC_SEED=<seed> npx vitest run <file> -t '<test>'
 *
 * Every property of the file starts from that seed, so the whole file replays too. Properties
 * must not pass a `seed` of their own. Lives in the parser's tests (the bottom of the dependency
 * chain) so that every package's tests can use it.
 */
import { relative } from 'node:path';
import fc from 'fast-check';
import { expect } from 'vitest';

/** The seed in `FC_SEED` (an integer, possibly negative, as fast-check prints them), or a fresh one. */
export function seedFrom(text: string | undefined): number {
  const written = text?.trim() ?? '';
  if (written === '') return Math.floor(Math.random() * 2 ** 32) - 2 ** 31;
  const seed = Number(written);
  if (!/^-?\d+$/.test(written) || !Number.isSafeInteger(seed))
    throw new Error(`FC_SEED must be an integer (the seed a failing property printed), not "${written}"`);
  return seed;
}

export const fcSeed = seedFrom(process.env.FC_SEED);

/** The command that replays the current test with this seed. */
export function replayCommand(seed: number, testPath: string | undefined, testName: string | undefined): string {
  const file = testPath === undefined ? '<test file>' : relative(process.cwd(), testPath);
  // The test's own name (vitest's -t matches it as a regular expression), quoted for the shell.
  const own = testName?.split(' > ').at(-1);
  const pattern = own === undefined ? '' : ` -t '${own.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/'/g, `'\\''`)}'`;
  return `FC_SEED=${seed} npx vitest run ${file}${pattern}`;
}

fc.configureGlobal({
  seed: fcSeed,
  reporter(details) {
    if (!details.failed) return;
    const { testPath, currentTestName } = expect.getState();
    const report = fc.defaultReportMessage(details) ?? `Property failed (seed ${details.seed})`;
    throw new Error(`${report}\n\nReplay: ${replayCommand(fcSeed, testPath, currentTestName)}`, {
      cause: details.errorInstance,
    });
  },
});

console.info(`fast-check seed ${fcSeed} (FC_SEED=${fcSeed} replays these properties)`);
