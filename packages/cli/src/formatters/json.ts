import type { Formatter } from './types.js';

/** `--format json`: the results array itself, exactly. */
export const formatJson: Formatter = (results) => `${JSON.stringify(results)}\n`;
