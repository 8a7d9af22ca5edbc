// What the database can keep exactly: PostgreSQL's text refuses the NUL character (U+0000), and a
// lone UTF-16 surrogate is no Unicode at all (it would be stored as U+FFFD, or refused in a JSON
// column). Such text is refused at the door, with where it is, rather than failing in a query or
// being kept other than it was sent (a sheet is published as written, Rule 3.6).

/** Why a string cannot be stored, with its 1-based line and column; undefined when it can be. */
export function unstorableText(text: string): string | undefined {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x0a) {
      line++;
      lineStart = i + 1;
      continue;
    }
    let what: string | undefined;
    if (code === 0) what = 'a NUL character (U+0000)';
    else if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
      else what = 'a lone UTF-16 surrogate (not Unicode text)';
    } else if (code >= 0xdc00 && code <= 0xdfff) what = 'a lone UTF-16 surrogate (not Unicode text)';
    if (what) return `holds ${what} at line ${line}, column ${i - lineStart + 1}, which cannot be stored`;
  }
  return undefined;
}

/**
 * The first string or property name of a JSON value, in the order written, that cannot be stored,
 * as a JSON pointer and the reason. The value is a request body already checked against its
 * schema, so its depth and size are bounded; it is walked without recursion all the same.
 */
export function firstUnstorableText(value: unknown): { path: string; problem: string } | undefined {
  // Each item: a value at a path, or (`name`) a property name of the object at the path.
  const pending: { path: string; value: unknown; name?: string }[] = [{ path: '', value }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { path, value: item, name } = next;
    if (name !== undefined) {
      // The name itself is left out of the path: it is what cannot be shown.
      const problem = unstorableText(name);
      if (problem) return { path: path || '/', problem: `has a property name that ${problem}` };
    } else if (typeof item === 'string') {
      const problem = unstorableText(item);
      if (problem) return { path: path || '/', problem };
    } else if (typeof item === 'object' && item !== null) {
      // Pushed last to first, each name above its value, so that they are met as written.
      for (const [key, inner] of Object.entries(item).reverse()) {
        const at = `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        pending.push({ path: at, value: inner });
        if (!Array.isArray(item)) pending.push({ path, value: undefined, name: key });
      }
    }
  }
  return undefined;
}
