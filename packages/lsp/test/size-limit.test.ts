// Issue 13 item 7: a text over the size limit is never parsed (a 20 MB document used to be parsed
// in full, 11.5 s and 2.8 GB, before the "too large" warning). The parser is wrapped to count the
// characters it is given, so the tests see that nothing of the large text reaches it.
import type * as parser from '@payola/parser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentContext } from '../src/features/context.js';
import { maxSheetLength, SheetWorkspace } from '../src/workspace/sheet-workspace.js';

const parsed = vi.hoisted(() => ({ characters: 0 }));
vi.mock('@payola/parser', async (importOriginal) => {
  const original = await importOriginal<typeof parser>();
  return {
    ...original,
    parseSheet: (text: string) => {
      parsed.characters += text.length;
      return original.parseSheet(text);
    },
  };
});

const line = '5 : A PAR H\n';
const overLimit = line.repeat(Math.ceil((maxSheetLength + 1) / line.length));

function workspace() {
  const published: DocumentContext[] = [];
  const ws = new SheetWorkspace({
    configuration: () => Promise.resolve({ validationDelay: 0 }),
    publish: (ctx) => published.push(ctx),
    showMessage: () => {},
  });
  return { ws, published };
}

async function published(list: DocumentContext[], version: number): Promise<DocumentContext> {
  await vi.waitFor(() => expect(list.find((c) => c.version === version)).toBeDefined());
  return list.find((c) => c.version === version)!;
}

describe('the size limit is checked before parsing (issue 13 item 7)', () => {
  const uri = 'untitled:huge';
  let ws: SheetWorkspace | undefined;
  afterEach(() => ws?.dispose());

  it('on open: the too-large warning, and not one character of the text parsed', async () => {
    const made = workspace();
    ws = made.ws;
    parsed.characters = 0;
    ws.open(uri, 1, overLimit);
    const ctx = await published(made.published, 1);
    expect(ctx.syntaxErrors.map((d) => d.code)).toEqual(['payola/too-large']);
    expect(ctx.syntaxErrors[0]!.message).toContain(`the limit is ${maxSheetLength.toLocaleString('en-US')}`);
    expect(ws.contextNow(uri)?.checked.offers).toEqual([]);
    expect(parsed.characters).toBe(0);
  });

  it('after edits: growing over the limit stops checking, shrinking under it checks again', async () => {
    const made = workspace();
    ws = made.ws;
    ws.open(uri, 1, '5 : A PAR - XYZ\n');
    expect((await published(made.published, 1)).syntaxErrors).toEqual([]);
    parsed.characters = 0;
    ws.change(uri, 2, `5 : A PAR - XYZ\n${overLimit}`);
    const over = await published(made.published, 2);
    expect(over.syntaxErrors.map((d) => d.code)).toEqual(['payola/too-large']);
    expect(over.checked.diagnostics).toEqual([]);
    expect(parsed.characters).toBe(0);
    ws.change(uri, 3, '5 : A PAR - XYZ\n');
    const under = await published(made.published, 3);
    expect(under.syntaxErrors).toEqual([]);
    expect(under.checked.diagnostics.map((d) => d.code)).toContain('payola/unknown-place');
  });
});
