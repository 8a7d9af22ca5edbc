// Every property test prints its seed and can replay it (support/fast-check-seed.ts).
import { fcSeed, replayCommand, seedFrom } from './support/fast-check-seed.js';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('fast-check seeds: printed, and replayed with FC_SEED', () => {
  it('FC_SEED is read as an integer (negative too, as fast-check prints them); anything else is refused; none draws a fresh one', () => {
    expect(seedFrom('123')).toBe(123);
    expect(seedFrom(' -458349199 ')).toBe(-458349199);
    for (const bad of ['abc', '1.5', '1e3', '0x10', '99999999999999999999'])
      expect(() => seedFrom(bad)).toThrow(
        `FC_SEED must be an integer (the seed a failing property printed), not "${bad}"`,
      );
    for (const none of [undefined, '', '  ']) {
      const seed = seedFrom(none);
      expect(Number.isInteger(seed) && seed >= -(2 ** 31) && seed < 2 ** 31).toBe(true);
    }
  });

  it('the same seed generates the same cases', () => {
    const drawn = () => {
      const values: number[] = [];
      fc.assert(
        fc.property(fc.integer(), (x) => {
          values.push(x);
        }),
        { numRuns: 20 },
      );
      return values;
    };
    expect(drawn()).toEqual(drawn());
  });

  it('a failing property says how to replay it: the seed, the file, and the test, quoted for the shell', () => {
    let error: unknown;
    try {
      fc.assert(
        fc.property(fc.nat(), (x) => {
          expect(x).toBeLessThan(0);
        }),
      );
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toContain(`seed: ${fcSeed}`);
    expect(message).toContain('Counterexample: [0]');
    expect(message).toContain(
      `Replay: FC_SEED=${fcSeed} npx vitest run packages/parser/test/fast-check-seed.test.ts -t 'a failing property says how to replay it: the seed, the file, and the test, quoted for the shell'`,
    );
    // The property's own failure comes with it.
    expect(String((error as Error).cause)).toContain('expected 0 to be less than 0');
  });

  it("the replay command escapes the test name for vitest's -t (a regular expression) and for the shell", () => {
    const file = join(process.cwd(), 'packages/engine/test/a.test.ts');
    expect(replayCommand(7, file, "outer > England's (A|B) offers cost 3*2")).toBe(
      `FC_SEED=7 npx vitest run packages/engine/test/a.test.ts -t 'England'\\''s \\(A\\|B\\) offers cost 3\\*2'`,
    );
    expect(replayCommand(7, undefined, undefined)).toBe('FC_SEED=7 npx vitest run <test file>');
  });

  it('every test file that runs properties takes its seed from support/fast-check-seed.ts and sets none of its own', () => {
    const root = process.cwd();
    const files: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.name === 'node_modules' || entry.name === 'dist') continue;
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (entry.name.endsWith('.ts')) files.push(path);
      }
    };
    for (const pkg of readdirSync(join(root, 'packages'))) {
      const dir = join(root, 'packages', pkg, 'test');
      if (readdirSync(join(root, 'packages', pkg)).includes('test')) walk(dir);
    }
    walk(join(root, 'grammar', 'test'));
    const properties = files.filter((f) => /\bfc\.(assert|check)\(/.test(readFileSync(f, 'utf8')));
    expect(properties.length).toBeGreaterThan(10);
    const offenders = properties
      .filter((f) => {
        const text = readFileSync(f, 'utf8');
        // A seed in fast-check's parameters (beside numRuns) would bypass FC_SEED.
        return !text.includes("support/fast-check-seed.js'") || /numRuns:[^}]*\bseed:|\bseed:[^}]*numRuns:/.test(text);
      })
      .map((f) => relative(root, f));
    expect(
      offenders,
      "add `import '…/parser/test/support/fast-check-seed.js';` and drop any `seed` of their own",
    ).toEqual([]);
  });
});
