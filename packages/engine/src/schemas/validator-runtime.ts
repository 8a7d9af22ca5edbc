// What the generated validators (game-validator.ts) need of ajv's runtime, as ES modules.

/**
 * The length of a string in Unicode code points (a surrogate pair counts once), as JSON Schema's
 * `minLength` and `maxLength` count it: ajv's `ucs2length`.
 */
export function ucs2length(text: string): number {
  let length = 0;
  for (let i = 0; i < text.length; i++) {
    length++;
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++;
  }
  return length;
}
