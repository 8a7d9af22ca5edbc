// A configuration of the diagnostics (`payola.config.json`, ESLint-like): per code, a new severity
// or "off". The one place that reads a configuration's contents and applies it to diagnostics,
// for payola-lint and the language server alike; finding and reading the file is
// `@payola/engine/node` (node/config-files.ts).
import { Ajv, type ValidateFunction } from 'ajv';
import type { Diagnostic, Severity } from '@payola/parser';
import { diagnosticCodes } from '../diagnostic-codes.js';
import { schemaProblems, type LoadProblem } from '../load-problem.js';
import { closestName } from '../orders/places.js';
import configSchema from '../schemas/config.schema.json' with { type: 'json' };

/** What a configuration says of one code. */
export type RuleSetting = 'off' | 'info' | 'warn' | 'error';

export interface DiagnosticConfig {
  /** By code (`payola/shorthand`); codes not listed keep their severity. */
  readonly rules: ReadonlyMap<string, RuleSetting>;
}

export type DiagnosticConfigResult =
  | { readonly ok: true; readonly config: DiagnosticConfig }
  | { readonly ok: false; readonly problems: readonly LoadProblem[] };

interface ConfigFile {
  readonly rules?: Readonly<Record<string, RuleSetting>>;
}

// Compiled on first use: runs without a configuration do not pay for it.
let compiled: ValidateFunction<ConfigFile> | undefined;
const validate = () => (compiled ??= new Ajv({ allErrors: true, strict: false }).compile<ConfigFile>(configSchema));

/** A configuration from its JSON (schemas/config.schema.json), or every problem with its JSON path. */
export function parseDiagnosticConfig(json: unknown): DiagnosticConfigResult {
  const check = validate();
  if (!check(json)) {
    // A key that is no code gets one message naming it (ajv reports it twice, without the key).
    const badKeys = (check.errors ?? []).flatMap((e) => (e.propertyName === undefined ? [] : [e.propertyName]));
    const problems: LoadProblem[] = [...new Set(badKeys)].map((key) => ({
      path: 'rules',
      message: `${JSON.stringify(key)} is not a diagnostic code (codes look like "payola/unknown-place")`,
    }));
    const others = (check.errors ?? []).filter((e) => e.propertyName === undefined && e.keyword !== 'propertyNames');
    return { ok: false, problems: [...problems, ...schemaProblems(others)] };
  }
  const rules = new Map(Object.entries(json.rules ?? {}));
  const unknown = [...rules.keys()].filter((code) => !diagnosticCodes.has(code));
  if (unknown.length > 0) return { ok: false, problems: unknown.map(unknownCode) };
  return { ok: true, config: { rules } };
}

/** A code of the right shape that names no diagnostic: a misspelling, or a code of another version. */
function unknownCode(code: string): LoadProblem {
  const closest = closestName(code, diagnosticCodes, 3);
  const hint = closest === undefined ? '; the codes are listed in docs/diagnostics.md' : `; did you mean "${closest}"?`;
  return { path: `rules.${code}`, message: `${JSON.stringify(code)} is not a diagnostic code of payola${hint}` };
}

const severityOf: Readonly<Record<Exclude<RuleSetting, 'off'>, Severity>> = {
  info: 'info',
  warn: 'warning',
  error: 'error',
};

/**
 * The diagnostics as configured: a code set to "off" is dropped, any other setting becomes its
 * severity. An error stays an error whatever the configuration says, because the adjudicator
 * refuses a sheet with errors; lowering it would let a sheet pass the linter and then be refused.
 * `kept` hears of each such error (to say why the setting had no effect).
 */
export function applyDiagnosticConfig<D extends Diagnostic>(
  diagnostics: readonly D[],
  config: DiagnosticConfig | undefined,
  kept?: (code: string, setting: RuleSetting) => void,
): D[] {
  if (!config || config.rules.size === 0) return [...diagnostics];
  const out: D[] = [];
  for (const diagnostic of diagnostics) {
    const setting = config.rules.get(diagnostic.code);
    if (setting === undefined) out.push(diagnostic);
    else if (diagnostic.severity === 'error' && setting !== 'error') {
      kept?.(diagnostic.code, setting);
      out.push(diagnostic);
    } else if (setting !== 'off') out.push({ ...diagnostic, severity: severityOf[setting] });
  }
  return out;
}
