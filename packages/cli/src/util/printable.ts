// Text that echoes input (a sheet's words inside a diagnostic, a file name, a game file's
// contents, a player's comment) is printed to a terminal or a CI log. A control character there
// could move the cursor, recolour or clear the screen, set the window title or a hyperlink (OSC),
// or forge a GitHub workflow command; a bidirectional override (U+202E) makes a path or a line
// read differently from what it is. So every output to a terminal goes through these functions,
// which print such characters as visible `U+001B` escapes, and cut very long messages. The
// parser cleans its own messages too; this is the last line of defence, and the only one for
// everything else.
import { codePointName } from '@payola/parser';

/**
 * C0 controls except tab, DEL and the C1 controls; the bidirectional formatting characters
 * (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), the line and paragraph separators
 * (U+2028, U+2029), and the invisible zero-width characters and byte order mark.
 */
const control = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

/** The same, except the line break: for text of several lines. */
const controlInText = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

/** Messages longer than this are cut (a sheet line of 10,000 characters must not flood a terminal). */
export const maxMessageLength = 300;

/** `\u001b` → `U+001B`: a control character made visible. */
export function escapeControls(text: string): string {
  return text.replace(control, codePointName);
}

/**
 * Text of several lines as printed (a report, the publication of every sheet, the adjudication):
 * line breaks and tabs kept, every other such character escaped, nothing cut. A carriage return
 * is escaped too, so that a line cannot be overwritten on the terminal by what follows it.
 */
export function printableText(text: string): string {
  return text.replace(controlInText, codePointName);
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
 * this escapes DEL, the C1 controls and the bidirectional and invisible characters above, which
 * it leaves raw. The JSON means the same after this; only its bytes change.
 */
export function escapeJsonControls(json: string): string {
  return json.replace(
    /[\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A value as JSON for a terminal: pretty, with a final line break, control characters escaped. */
export function printableJson(value: unknown): string {
  return `${escapeJsonControls(JSON.stringify(value, null, 2))}\n`;
}
