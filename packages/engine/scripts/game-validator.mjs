// The game file's validator as code (src/schemas/game-validator.ts), generated from its JSON Schema
// (src/schemas/game.schema.json) by ajv's standalone code generation, with the options loadGame
// always used. Compiling the schema at run time cost a program that reads a game file about half
// of its start-up; the generated code is what ajv would compile, so problems are reported alike
// (test/game-validator.test.ts checks the file is current and that both validators agree).
//   node packages/engine/scripts/game-validator.mjs   (npm run generate -w @payola/engine)
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';

const schemaFile = new URL('../src/schemas/game.schema.json', import.meta.url);
export const validatorFile = new URL('../src/schemas/game-validator.ts', import.meta.url);

/** The options loadGame compiles the game schema with (`strict: false`: annotations such as `markdownDescription`). */
export const gameSchemaOptions = { allErrors: true, strict: false };

// ajv's generated code requires two helpers of its runtime, CommonJS modules whose default export
// bundlers and Node read differently: the generated module imports equivalents instead.
const runtime = {
  'require("ajv/dist/runtime/equal").default': 'equal',
  'require("ajv/dist/runtime/ucs2length").default': 'ucs2length',
};

/** @returns {string} The text of src/schemas/game-validator.ts. */
export function gameValidatorSource() {
  const schema = JSON.parse(readFileSync(schemaFile, 'utf8'));
  const ajv = new Ajv({ ...gameSchemaOptions, code: { source: true, esm: true } });
  let code = standaloneCode.default(ajv, ajv.compile(schema));
  for (const [required, name] of Object.entries(runtime)) code = code.split(required).join(name);
  if (/\brequire\(/.test(code)) throw new Error('ajv generated a require() the generator does not replace');
  return [
    '// Generated from game.schema.json by packages/engine/scripts/game-validator.mjs (ajv standalone code):',
    '// do not edit; run `npm run generate -w @payola/engine` after changing the schema.',
    '// @ts-nocheck',
    "import equal from 'fast-deep-equal';",
    "import { ucs2length } from './validator-runtime.js';",
    code.replace(/^"use strict";/, ''),
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const temp = `${fileURLToPath(validatorFile)}.${process.pid}.tmp`;
  writeFileSync(temp, gameValidatorSource());
  renameSync(temp, validatorFile);
  console.log(`wrote ${fileURLToPath(validatorFile)}`);
}
