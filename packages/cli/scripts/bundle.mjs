// Bundles the two programs (dist/bundle/payola-lint.cjs, dist/bundle/payola.cjs) from the compiled
// sources (dist/bin/, after the root `tsc -b`), so that start-up reads one file instead of the
// hundreds of modules of the CLI, the engine, the parser, Chevrotain and Commander; the JSON the
// engine imports (map data, JSON Schemas) is inlined. The commands each program loads when it runs
// (lint, adjudicate, board, ...) stay in the bundle but are evaluated only when used. Then each
// program runs once, which leaves V8's code cache beside its bundle (bin/launch.cjs uses it). The
// one-line summaries of the diagnostics catalogue (docs/diagnostics.md) go to dist/ for SARIF.
//   node scripts/bundle.mjs
// Several builds may run at once (test workers): every file is written to a temporary name and
// renamed, so a reader never sees half a bundle.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startingGame } from '@payola/engine';
import * as esbuild from 'esbuild';

const here = fileURLToPath(new URL('..', import.meta.url));
const outdir = join(here, 'dist', 'bundle');
const programs = ['payola-lint', 'payola'];
for (const name of programs) {
  const entry = join(here, 'dist', 'bin', `${name}.js`);
  try {
    statSync(entry);
  } catch {
    console.error(`${relative(process.cwd(), entry)} is missing: run the root build (tsc -b) first.`);
    process.exit(1);
  }
}

/** Writes a file by a temporary name and a rename. */
function writeAtomically(path, contents) {
  const temp = `${path}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temp, contents);
  renameSync(temp, path);
}

// The first paragraph of each entry of the diagnostics catalogue, by code: SARIF's
// `shortDescription` (src/lint/rule-summaries.ts reads this file from dist/).
const catalogue = readFileSync(join(here, '..', '..', 'docs', 'diagnostics.md'), 'utf8');
const summaries = {};
for (const match of catalogue.matchAll(/^## (payola\/[a-z0-9-]+)\n\n((?:.+\n)+)/gm))
  summaries[match[1]] = match[2].trim().split('\n').join(' ');
writeAtomically(join(here, 'dist', 'diagnostic-summaries.json'), `${JSON.stringify(summaries, null, 2)}\n`);

mkdirSync(outdir, { recursive: true });
const written = new Set();
for (const name of programs) {
  const result = await esbuild.build({
    entryPoints: [join(here, 'dist', 'bin', `${name}.js`)],
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    // A native module (the PNG rasteriser), loaded only by `payola board --out x.png`.
    // The web judge (`payola serve`) is loaded from its package when it runs: PGlite's files live there.
    external: ['@resvg/resvg-js', '@payola/server'],
    // The sources find files relative to themselves (package.json, for the version).
    define: { 'import.meta.url': '__payolaModuleUrl' },
    banner: { js: "var __payolaModuleUrl = require('node:url').pathToFileURL(__filename).href;" },
    // Less text for V8 to parse; names are kept, so stack traces stay readable.
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: 'eof',
    write: false,
    logLevel: 'warning',
  });
  const [output] = result.outputFiles;
  // bin/launch.cjs wraps the bundle in a function, where a `#!` line would not parse.
  const text = output.text.replace(/^#!.*\n/, '');
  const path = join(outdir, `${name}.cjs`);
  writeAtomically(path, text);
  written.add(path);
}
// Anything else (earlier builds' files, caches of the bundles just replaced) goes.
for (const name of readdirSync(outdir)) {
  const path = join(outdir, name);
  if (!written.has(path) && !name.endsWith('.tmp') && !name.startsWith('.warm-up'))
    rmSync(path, { recursive: true, force: true });
}
// One run of each program makes its code cache: the linter checks a sheet against the game file
// beside it, so that reading the game file (its validator, generated from the schema) is cached too.
const scratch = join(outdir, `.warm-up-${process.pid}`);
mkdirSync(scratch, { recursive: true });
try {
  writeFileSync(join(scratch, 'game.json'), JSON.stringify(startingGame().toFile()));
  writeFileSync(
    join(scratch, 'france.payola'),
    '% a sheet\n5 : A PAR - BUR\n2*2 : F BRE - MAO | - PIC\n1 > A MUN - BUR\nACCEPT FE?\n3 $\n',
  );
  for (const [name, args, input] of [
    ['payola-lint', ['--format', 'json', 'france.payola'], ''],
    ['payola', ['--help'], ''],
  ]) {
    try {
      execFileSync(process.execPath, [join(here, 'bin', `${name}.cjs`), ...args], {
        cwd: scratch,
        input,
        stdio: ['pipe', 'ignore', 'ignore'],
      });
    } catch {
      // an exit code other than 0 (problems found) is no failure of the build
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
