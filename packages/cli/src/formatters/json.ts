import { escapeJsonControls } from '../util/printable.js';
import type { Formatter } from './types.js';

/** `--format json`: the results array itself, exactly (only DEL and C1 controls \u-escaped, util/printable.ts). */
export const formatJson: Formatter = (results) => `${escapeJsonControls(JSON.stringify(results))}\n`;
