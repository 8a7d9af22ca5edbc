// The programs as npm installs them (issue 8, items 17 and 21): `bin` names committed launchers
// (npm links a bin only if its file exists at install time, before anything is built), which run
// the bundles that `npm run build` makes.
import { accessSync, constants, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintBin, payolaBin } from './helpers.js';

const cli = new URL('../', import.meta.url).pathname;
const root = join(cli, '..', '..');
const pkg = JSON.parse(readFileSync(join(cli, 'package.json'), 'utf8')) as {
  bin: Record<string, string>;
  files: string[];
};

describe('the installed programs', () => {
  it('bin names committed, executable launchers of the bundles (the files the tests run)', () => {
    expect(pkg.bin).toEqual({ 'payola-lint': 'bin/payola-lint.cjs', payola: 'bin/payola.cjs' });
    expect(pkg.files).toContain('bin');
    expect([join(cli, pkg.bin['payola-lint']!), join(cli, pkg.bin.payola!)]).toEqual([lintBin, payolaBin]);
    for (const file of [lintBin, payolaBin]) {
      accessSync(file, constants.X_OK);
      expect(readFileSync(file, 'utf8')).toMatch(
        /^#!\/usr\/bin\/env node\n[^]*require\('\.\/launch\.cjs'\)\('payola(-lint)?'\);\n$/,
      );
    }
  });

  it('npm linked them in the checkout (npx payola-lint, npx payola)', () => {
    for (const name of ['payola-lint', 'payola'])
      expect(realpathSync(join(root, 'node_modules', '.bin', name))).toBe(realpathSync(join(cli, pkg.bin[name]!)));
  });
});
