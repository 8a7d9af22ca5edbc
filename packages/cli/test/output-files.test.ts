// OutputFiles in-process: a temporary name that is taken (even by a planted link) is never
// opened; another random name is drawn. The random source is made predictable here to plant the
// link exactly where the first attempt goes.
import type * as Crypto from 'node:crypto';
import { lstatSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { OutputFiles } from '../src/files/output-files.js';
import { makeTempDir, removeTempDir } from './helpers.js';

const draws = vi.hoisted(() => ({ next: 0 }));
vi.mock('node:crypto', async (original) => ({
  ...(await original<typeof Crypto>()),
  randomBytes: (size: number) => Buffer.alloc(size, draws.next++),
}));

let dir: string;
beforeEach(async () => {
  dir = await makeTempDir();
  draws.next = 0;
});
afterEach(() => removeTempDir(dir));

it('a taken temporary name is skipped, never followed: the file it links to is untouched', () => {
  writeFileSync(join(dir, 'victim.txt'), 'must not change\n');
  const first = `.game.json.payola-${process.pid}-${'00'.repeat(8)}.tmp`;
  symlinkSync(join(dir, 'victim.txt'), join(dir, first));
  const out = new OutputFiles();
  out.stage(join(dir, 'game.json'), '{}\n', 'game.json');
  out.commit();
  expect(readFileSync(join(dir, 'victim.txt'), 'utf8')).toBe('must not change\n');
  expect(readFileSync(join(dir, 'game.json'), 'utf8')).toBe('{}\n');
  expect(lstatSync(join(dir, 'game.json')).isFile()).toBe(true);
  expect(readdirSync(dir).sort()).toEqual([first, 'game.json', 'victim.txt'].sort());
});

it('nothing staged is visible before commit, and abandon removes every temporary file', () => {
  writeFileSync(join(dir, 'a.txt'), 'old\n');
  const out = new OutputFiles();
  out.stage(join(dir, 'a.txt'), 'new\n', 'a.txt');
  out.stage(join(dir, 'b.txt'), 'new\n', 'b.txt');
  expect(readFileSync(join(dir, 'a.txt'), 'utf8')).toBe('old\n');
  out.abandon();
  expect(readdirSync(dir)).toEqual(['a.txt']);
});
