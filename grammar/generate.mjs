#!/usr/bin/env node
// Writes the files generated from @payola/parser into grammar/ (run `npm run generate`, which
// builds the parser first). Each file is written to a temporary file beside it, then renamed.
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generatedFiles } from './artefacts.mjs';

// Build everything before writing anything, so a failing builder leaves the old set intact.
const files = Object.entries(generatedFiles).map(([name, build]) => /** @type {const} */ ([name, build()]));

for (const [name, content] of files) {
  const target = fileURLToPath(new URL(name, import.meta.url));
  if (existsSync(target) && readFileSync(target, 'utf8') === content) {
    console.log(`grammar/${name} is up to date`);
    continue;
  }
  const temp = fileURLToPath(new URL(`.${name}.${process.pid}.tmp`, import.meta.url));
  try {
    writeFileSync(temp, content);
    renameSync(temp, target);
  } finally {
    rmSync(temp, { force: true });
  }
  console.log(`wrote grammar/${name}`);
}
