'use strict';
/* global __dirname, process */
// Starts one of the bundled programs (dist/bundle/<name>.cjs, made by scripts/bundle.mjs) with
// V8's code cache (dist/bundle/<name>.cjs.cache): compiling the bundle's JavaScript at every start
// costs more than running a lint of one sheet. The cache is made by the build's first run of each
// program; if V8 rejects it (another Node version), the program runs anyway and the cache is made
// again when it exits. CommonJS on purpose: nothing here waits for Node's ES module loader.
const { readFileSync, renameSync, unlinkSync, writeFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const { dirname, join } = require('node:path');
const vm = require('node:vm');

/** Runs the bundle of the program `name` (`payola-lint`, `payola`). */
module.exports = function launch(name) {
  const file = join(__dirname, '..', 'dist', 'bundle', `${name}.cjs`);
  let source;
  try {
    source = readFileSync(file, 'utf8');
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
    process.stderr.write(`${name}: not built yet: run \`npm run build\` in the toolchain's folder first\n`);
    process.exitCode = 2;
    return;
  }
  const cacheFile = `${file}.cache`;
  let cachedData;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    // no cache yet: made at exit
  }
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: file,
    cachedData,
    importModuleDynamically: vm.constants?.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  if (cachedData === undefined || script.cachedDataRejected) process.once('exit', () => saveCache(script, cacheFile));
  const bundle = { exports: {} };
  script.runInThisContext()(bundle.exports, createRequire(file), bundle, file, dirname(file));
};

/** Writes the code cache, compiled functions included, atomically; a folder we cannot write is no error. */
function saveCache(script, cacheFile) {
  const temp = `${cacheFile}.${process.pid}.tmp`;
  try {
    writeFileSync(temp, script.createCachedData(), { flag: 'wx', mode: 0o644 });
    renameSync(temp, cacheFile);
  } catch {
    try {
      unlinkSync(temp);
    } catch {
      // never written
    }
  }
}
