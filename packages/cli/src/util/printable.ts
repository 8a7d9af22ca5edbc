// Text that echoes input (a sheet's words inside a diagnostic, a file name, a game file's
// contents) is printed to a terminal or a CI log. A control character there could move the
// cursor, recolour or clear the screen, or forge a GitHub workflow command, so the formatters
// and the error reporter print such characters as visible `U+001B` escapes instead, and cut
// very long messages. The parser cleans its own messages too; this is the last line of defence.

/** C0 controls except tab, DEL and the C1 controls. */
const control = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/g;

/** Messages longer than this are cut (a sheet line of 10,000 characters must not flood a terminal). */
export const maxMessageLength = 300;

/** `\u001b` → `U+001B`: a control character made visible. */
export function escapeControls(text: string): string {
  return text.replace(control, (c) => `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
}

/**
 * A message as printed: control characters escaped, then cut to `max` characters with `…` (cut
 * by code points, so a surrogate pair is never split).
 */
export function printableMessage(text: string, max: number = maxMessageLength): string {
  const escaped = escapeControls(text);
  if (escaped.length <= max) return escaped;
  const points = Array.from(escaped);
  return points.length <= max ? escaped : `${points.slice(0, max - 1).join('')}…`;
}

/** A path as printed: control characters escaped, never cut (it must stay recognisable). */
export const printablePath = escapeControls;

/**
 * JSON output (`--format json`, `sarif`) keeps every message and path exactly, but its text must
 * not hold raw control characters either: `JSON.stringify` escapes U+0000–U+001F itself, and
 * this escapes DEL and the C1 controls (U+007F–U+009F), which it leaves raw. The JSON means the
 * same after this; only its bytes change.
 */
export function escapeJsonControls(json: string): string {
  return json.replace(/[\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
