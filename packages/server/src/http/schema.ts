// Request bodies are checked against JSON Schemas, the same ones the OpenAPI document shows, so
// the documentation and the checks cannot drift apart. Every string and array has a bound.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { ApiError } from './api-error.js';
import { firstUnstorableText } from './storable-text.js';

export type JsonSchema = Readonly<Record<string, unknown>>;

const ajv = new Ajv({ allErrors: true, strict: true, removeAdditional: false });
const compiled = new WeakMap<JsonSchema, ValidateFunction>();

/**
 * The body, if it has the schema's shape and every string of it can be stored; otherwise a 400
 * naming every problem of shape, or the text that cannot be stored.
 */
export function checkBody<T>(schema: JsonSchema, body: unknown): T {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  if (validate(body)) {
    const bad = firstUnstorableText(body);
    if (bad)
      throw new ApiError(400, 'bad-text', `${bad.path} ${bad.problem}`, {
        problems: [{ path: bad.path, message: bad.problem }],
      });
    return body as T;
  }
  throw new ApiError(400, 'bad-request', `the request body is not valid: ${describe(validate.errors ?? [])}`, {
    problems: (validate.errors ?? []).map((e) => ({ path: e.instancePath || '/', message: e.message ?? 'invalid' })),
  });
}

function describe(errors: readonly ErrorObject[]): string {
  return errors
    .slice(0, 5)
    .map((e) => `${e.instancePath || 'the body'} ${e.message ?? 'is invalid'}`)
    .join('; ');
}

export const string = (maxLength: number, minLength = 1): JsonSchema => ({ type: 'string', minLength, maxLength });
export const object = (properties: Record<string, JsonSchema>, required: readonly string[] = []): JsonSchema => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});
export const array = (items: JsonSchema, maxItems: number): JsonSchema => ({ type: 'array', items, maxItems });
