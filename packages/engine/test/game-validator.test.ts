// The game file's validator generated at build time (src/schemas/game-validator.ts, from
// game.schema.json) is current, and it judges game files exactly as the schema compiled by ajv at
// run time does: the same verdict and the same errors, on valid files and on mutated ones.
import '../../parser/test/support/fast-check-seed.js';
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startingGame } from '@payola/engine';
import validateGameFile from '../src/schemas/game-validator.js';
import gameSchema from '../src/schemas/game.schema.json' with { type: 'json' };
import { gameSchemaOptions, gameValidatorSource, validatorFile } from '../scripts/game-validator.mjs';

type Validate = ((data: unknown) => boolean) & { errors?: unknown };

const generated = validateGameFile as unknown as Validate;
const compiled = new Ajv({ ...gameSchemaOptions }).compile(gameSchema) as Validate;

function verdicts(file: unknown) {
  const a = generated(file);
  const b = compiled(file);
  return { generated: [a, a ? null : generated.errors], compiled: [b, b ? null : compiled.errors] };
}

const valid = startingGame().toFile() as unknown as Record<string, unknown>;

/** A JSON value of the kinds a game file holds, to put where it does not belong. */
const jsonValue = fc.oneof(
  fc.constantFrom(null, true, 0, -1, 2.5, '', 'France', 'A PAR', '?', 'x'.repeat(300), '😀'.repeat(40), [], {}),
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
);

/** The valid file with one value somewhere replaced, or a property added or removed. */
const mutated = fc
  .tuple(fc.nat(), fc.constantFrom('replace', 'add', 'remove'), jsonValue)
  .map(([pick, edit, value]) => {
    const file = structuredClone(valid);
    const slots: [Record<string, unknown> | unknown[], string | number][] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node))
        node.forEach((v, i) => {
          slots.push([node, i]);
          walk(v);
        });
      else if (node && typeof node === 'object')
        for (const [k, v] of Object.entries(node)) {
          slots.push([node as Record<string, unknown>, k]);
          walk(v);
        }
    };
    walk(file);
    const [holder, key] = slots[pick % slots.length]!;
    if (edit === 'replace') (holder as Record<string | number, unknown>)[key] = value;
    else if (edit === 'remove' && !Array.isArray(holder)) delete holder[key as string];
    else if (!Array.isArray(holder)) holder[`extra${pick % 3}`] = value;
    else holder.push(value);
    return file;
  });

describe("the game file's validator generated at build time", () => {
  it('is current: run `npm run generate -w @payola/engine` after changing game.schema.json', () => {
    // A boolean, not toBe(string): a diff of 120 kB would bury the message.
    expect(readFileSync(validatorFile, 'utf8') === gameValidatorSource()).toBe(true);
  });

  it('accepts a valid game file, as the compiled schema does', () => {
    expect(verdicts(valid)).toEqual({ generated: [true, null], compiled: [true, null] });
  });

  it('reports the same errors as the schema compiled at run time, on mutated game files (fast-check)', () => {
    let rejected = 0;
    fc.assert(
      fc.property(mutated, (file) => {
        const { generated: a, compiled: b } = verdicts(file);
        expect(a).toEqual(b);
        if (a[0] === false) rejected++;
      }),
      { numRuns: 600 },
    );
    expect(rejected).toBeGreaterThan(100);
  });
});
