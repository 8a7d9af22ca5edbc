import { formatCompact } from './compact.js';
import { formatGithub } from './github.js';
import { formatJson } from './json.js';
import { formatSarif } from './sarif.js';
import { formatStylish } from './stylish.js';
import type { Formatter } from './types.js';

export type { Formatter, FormatterContext } from './types.js';
export { formatCompact, formatGithub, formatJson, formatSarif, formatStylish };

/** The formats of `payola-lint --format`. */
export const formatters = {
  stylish: formatStylish,
  json: formatJson,
  sarif: formatSarif,
  github: formatGithub,
  compact: formatCompact,
} as const satisfies Record<string, Formatter>;

export type FormatName = keyof typeof formatters;

export const formatNames = Object.keys(formatters) as FormatName[];
