// A key given twice in one JSON object: JSON.parse keeps the last value silently, while an editor
// (and the person who wrote the file) may read the first, so a game or map file holding one is
// refused with the key's place. One pass over text that JSON.parse has accepted, with an explicit
// stack (no recursion, however deep the nesting).

/** Where a key is given twice: its JSON path (`powers[0].balance`) and the key. */
export interface DuplicateKey {
  readonly path: string;
  readonly key: string;
}

type Frame =
  | { readonly kind: 'object'; readonly keys: Set<string>; key?: string; expectKey: boolean }
  | { readonly kind: 'array'; index: number };

/** The first key given twice in one object of `text` (valid JSON), or undefined. */
export function duplicateKey(text: string): DuplicateKey | undefined {
  const stack: Frame[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const top = stack.at(-1);
    if (c === '"') {
      const end = stringEnd(text, i);
      if (top?.kind === 'object' && top.expectKey) {
        // Decoded, so that "year" and "\u0079ear" are one key.
        const key = JSON.parse(text.slice(i, end + 1)) as string;
        if (top.keys.has(key)) return { path: pathOf(stack, key), key };
        top.keys.add(key);
        top.key = key;
        top.expectKey = false;
      }
      i = end;
    } else if (c === '{') stack.push({ kind: 'object', keys: new Set(), expectKey: true });
    else if (c === '[') stack.push({ kind: 'array', index: 0 });
    else if (c === '}' || c === ']') stack.pop();
    else if (c === ',' && top !== undefined) {
      if (top.kind === 'object') top.expectKey = true;
      else top.index++;
    }
  }
  return undefined;
}

/** The index of the closing quote of the string opening at `start`. */
function stringEnd(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
  return i;
}

/** `powers[0].balance`, as the loaders name places; keys that are not plain words are quoted. */
function pathOf(stack: readonly Frame[], key: string): string {
  let path = '';
  for (const [i, frame] of stack.entries()) {
    const last = i === stack.length - 1;
    if (frame.kind === 'array') path += `[${frame.index}]`;
    else if (last || frame.key !== undefined) path += segment(last ? key : frame.key!, path === '');
  }
  return path;
}

function segment(key: string, first: boolean): string {
  if (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key)) return first ? key : `.${key}`;
  return `[${JSON.stringify(key)}]`;
}
