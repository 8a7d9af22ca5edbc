// Random and mutated sheets through every feature: nothing throws, whatever the text and
// wherever the cursor, in every kind of context (a game, Tin Cup, Classic, no game file).
import '../../parser/test/support/fast-check-seed.js';
import fc from 'fast-check';
import { sheetText as sheet } from './arbitraries.js';
import { describe, expect, it } from 'vitest';
import { codeActions } from '../src/features/code-actions.js';
import { completion } from '../src/features/completion.js';
import type { DocumentContext } from '../src/features/context.js';
import { diagnostics } from '../src/features/diagnostics.js';
import { documentSymbols } from '../src/features/document-symbols.js';
import { formatting } from '../src/features/formatting.js';
import { hover } from '../src/features/hover.js';
import { inlayHints } from '../src/features/inlay-hints.js';
import { sheetScheduleMarkdown } from '../src/features/schedule-table.js';
import { semanticTokens } from '../src/features/semantic-tokens.js';
import { sheetStatus } from '../src/features/sheet-status.js';
import {
  adjustmentPhase,
  applyEdits,
  contextOf,
  exchangeWinter,
  gameWith,
  retreatPhase,
  type ContextOptions,
} from './helpers.js';

const contexts: Record<string, ContextOptions> = {
  game: {},
  'no game': { game: null },
  'Tin Cup': { game: gameWith({ France: ['A PAR', 'F BRE'], England: ['F LON', 'F NTH'] }, { rules: ['blind'] }) },
  Classic: { game: gameWith({ France: ['A PAR'], Germany: ['A MUN'] }, { rules: ['classic'] }) },
  'unknown power': { power: 'Atlantis' },
  'retreat phase': { game: retreatPhase, power: 'Italy' },
  'adjustment phase': { game: adjustmentPhase, power: 'Russia' },
  'Exchange winter, an investor': { game: exchangeWinter, power: 'Carol' },
  "Exchange winter, a company's CEO": { game: exchangeWinter, power: 'France' },
};

function everyFeature(ctx: DocumentContext): void {
  diagnostics(ctx);
  documentSymbols(ctx);
  semanticTokens(ctx);
  inlayHints(ctx);
  sheetStatus(ctx);
  sheetScheduleMarkdown(ctx);
  const formatted = applyEdits(ctx.text, formatting(ctx));
  expect(typeof formatted).toBe('string');
  const lines = ctx.text.split(/\r\n|\r|\n/);
  codeActions(
    {
      range: { start: { line: 0, character: 0 }, end: { line: lines.length, character: 0 } },
      context: { diagnostics: [] },
    },
    ctx,
  );
  for (let l = 0; l <= lines.length; l++) {
    for (let c = 0; c <= (lines[l]?.length ?? 0) + 1; c++) {
      hover({ position: { line: l, character: c } }, ctx);
      completion({ position: { line: l, character: c } }, ctx);
    }
  }
}

describe('fuzz: every feature on random and mutated sheets', () => {
  for (const [name, options] of Object.entries(contexts)) {
    it(`never throws (${name})`, () => {
      fc.assert(
        fc.property(sheet, (text) => everyFeature(contextOf(text, options))),
        { numRuns: 60 },
      );
    });
  }

  it('Rule 1.5: in retreat and adjustment phases formatting is idempotent and keeps every diagnostic', () => {
    for (const options of [contexts['retreat phase']!, contexts['adjustment phase']!])
      fc.assert(
        fc.property(sheet, (text) => {
          const once = applyEdits(text, formatting(contextOf(text, options)));
          expect(applyEdits(once, formatting(contextOf(once, options)))).toBe(once);
          const codes = (t: string) =>
            diagnostics(contextOf(t, options))
              .map((d) => String(d.code))
              .sort();
          expect(codes(once)).toEqual(codes(text));
        }),
        { numRuns: 100 },
      );
  });

  it('formatting is idempotent and keeps the meaning of every line that parses', () => {
    fc.assert(
      fc.property(sheet, (text) => {
        const once = applyEdits(text, formatting(contextOf(text)));
        expect(applyEdits(once, formatting(contextOf(once)))).toBe(once);
        // Sorted: formatting moves text (`A PAR H` becomes `0 : A PAR H`), so the order may change.
        // The shorthand hint is what formatting answers (it writes the amount and type out).
        const codes = (t: string) =>
          diagnostics(contextOf(t))
            .map((d) => String(d.code))
            .filter((code) => code !== 'payola/shorthand')
            .sort();
        expect(codes(once)).toEqual(codes(text));
        // Except on a line formatting keeps as written, having a syntax error (`D->I`).
        const formatted = contextOf(once);
        const kept = new Set(formatted.syntaxErrors.map((e) => e.range.start.line - 1));
        const shorthand = diagnostics(formatted).filter((d) => d.code === 'payola/shorthand');
        expect(shorthand.filter((d) => !kept.has(d.range.start.line))).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});
