import type { ErrorObject } from 'ajv';

/** A problem found while loading a map or game file: where (a JSON path such as `units[2].unit`) and what. */
export interface LoadProblem {
  readonly path: string;
  readonly message: string;
}

/** `/units/2/unit` → `units[2].unit` (the root is `$`). */
export function jsonPath(pointer: string): string {
  if (pointer === '') return '$';
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path === '' ? part : `${path}.${part}`), '');
}

/** Schema errors as problems a person can act on (one per location, the most specific first). */
export function schemaProblems(errors: readonly ErrorObject[] | null | undefined): LoadProblem[] {
  const seen = new Set<string>();
  const problems: LoadProblem[] = [];
  for (const error of errors ?? []) {
    const path = jsonPath(error.instancePath);
    const message = describeSchemaError(error);
    const key = `${path}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push({ path, message });
  }
  return problems;
}

function describeSchemaError(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `missing required property "${String(p.missingProperty)}"`;
    case 'additionalProperties':
      return `unknown property "${String(p.additionalProperty)}"`;
    case 'enum':
      return `must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'type':
      return `must be ${String(p.type)}`;
    default:
      return error.message ?? 'is invalid';
  }
}
