// Quick fixes from the checker's diagnostics: its replacement texts ("did you mean" places,
// coasts, convoy routes, unit types, 1 AgP instead of 0 to a foreign unit, `:` under Classic...),
// and removing a duplicate `|` alternative (Rule 3.1 item 8). In retreat and adjustment phases
// (Rule 1.5) a failing order's fixes are whole legal orders (the engine's `legalOrders`): every
// one is offered, since they are the player's choices, not guesses.
import { applyDiagnosticConfig, type SheetDiagnostic } from '@payola/engine';
import { lineBreakOf, printable, withLineBreak, type Range as SheetRange } from '@payola/parser';
import { CodeActionKind, type CodeAction, type CodeActionParams, type TextEdit } from 'vscode-languageserver';
import { toLspRange } from '../positions.js';
import type { DocumentContext } from './context.js';
import { toLspDiagnostic } from './diagnostics.js';

/** Quick fixes offered per diagnostic, at most: "did you mean" guesses are few. */
const maxFixes = 3;

/**
 * Diagnostics whose replacements are the legal orders of a retreat or adjustment phase: all are
 * offered (a unit's retreats and disband, a power's builds and waive: bounded by the map).
 */
const phaseOrderCodes: ReadonlySet<string> = new Set([
  'payola/illegal-retreat',
  'payola/illegal-build',
  'payola/wrong-adjustment',
  'payola/offer-outside-movement',
]);
const maxPhaseOrderFixes = 40;

export function codeActions(params: Pick<CodeActionParams, 'range' | 'context'>, ctx: DocumentContext): CodeAction[] {
  const only = params.context.only;
  if (only && !only.some((kind) => CodeActionKind.QuickFix.startsWith(kind))) return [];
  const actions: CodeAction[] = [];
  // The parser's fixes (`->`, power names in ACCEPT, look-alike characters) and the checker's, of
  // the diagnostics the configuration keeps: what payola-lint --fix applies.
  for (const d of applyDiagnosticConfig([...ctx.syntaxErrors, ...ctx.checked.diagnostics], ctx.config)) {
    if (!overlaps(d.range, params.range)) continue;
    actions.push(...fixesFor(d, ctx));
  }
  return actions;
}

function fixesFor(d: SheetDiagnostic, ctx: DocumentContext): CodeAction[] {
  const diagnostic = toLspDiagnostic(d, ctx.uri);
  const action = (title: string, edits: TextEdit[], preferred: boolean): CodeAction => ({
    title,
    kind: CodeActionKind.QuickFix,
    diagnostics: [diagnostic],
    isPreferred: preferred,
    edit: { changes: { [ctx.uri]: edits } },
  });
  if (d.code === 'payola/duplicate-order') {
    const range = duplicateAlternativeRange(ctx, d.range);
    return range ? [action('Remove the duplicate alternative', [{ range, newText: '' }], true)] : [];
  }
  const replacements = (d.replacements ?? []).slice(0, phaseOrderCodes.has(d.code) ? maxPhaseOrderFixes : maxFixes);
  // A fix that adds lines writes `\n`: the document's own line break is written instead.
  const lineBreak = lineBreakOf(ctx.text);
  return replacements.map((text) =>
    action(
      titleFor(d, text, ctx),
      [{ range: toLspRange(d.range), newText: withLineBreak(text, lineBreak) }],
      replacements.length === 1,
    ),
  );
}

function titleFor(d: SheetDiagnostic, text: string, ctx: DocumentContext): string {
  const written = ctx.text.slice(d.range.start.offset, d.range.end.offset);
  switch (d.code) {
    case 'payola/unknown-place': {
      const name = ctx.map.resolve(text)?.name;
      return `Did you mean ${text}${name && name.toUpperCase() !== text ? ` (${name})` : ''}?`;
    }
    case 'payola/zero-offer-to-foreign-unit':
      return `Offer ${text} AgP instead of 0 (Rule 3.1 item 2)`;
    case 'payola/plateau-above-amount':
      return 'Use a bare `#` (the plateau is the whole amount)';
    case 'payola/classic-offer-type':
    case 'payola/foreign-move-offer':
      return `Make it a direct offer (\`${text}\`)`;
    case 'payola/illegal-retreat':
    case 'payola/illegal-build':
    case 'payola/wrong-adjustment':
      return `Order \`${text}\` instead`;
    case 'payola/offer-outside-movement':
      return `Write the order \`${text}\` (Rule 1.5)`;
    case 'payola/unit-without-offer': {
      const lines = text.split(/\r\n|\r|\n/).filter((l) => l !== '');
      return `Write ${lines.length === 1 ? 'the line' : 'the lines'} ${lines.map((l) => `\`${printable(l)}\``).join(', ')} (Rule 3.3)`;
    }
    case 'payola/syntax-character':
      if (text === '')
        return `Delete the invisible ${[...written].length > 1 ? 'characters' : 'character'} \`${printable(written)}\``;
      return `Replace \`${printable(written)}\` with \`${text}\``;
    default:
      return text === '' ? `Delete \`${printable(written)}\`` : `Replace \`${printable(written)}\` with \`${text}\``;
  }
}

/** ` | <order>`: the duplicate order with the bar before it (or after it, for the first order). */
function duplicateAlternativeRange(ctx: DocumentContext, order: SheetRange) {
  const text = ctx.text;
  const lineStart = order.start.offset - (order.start.column - 1);
  let start = order.start.offset;
  while (start > lineStart && /\s/.test(text[start - 1]!)) start--;
  if (text[start - 1] === '|') {
    start--;
    while (start > lineStart && /[ \t]/.test(text[start - 1]!)) start--;
    return toLspRange({
      start: { ...order.start, column: order.start.column - (order.start.offset - start), offset: start },
      end: order.end,
    });
  }
  return undefined;
}

function overlaps(range: SheetRange, lsp: CodeActionParams['range']): boolean {
  const startLine = range.start.line - 1;
  const endLine = range.end.line - 1;
  if (endLine < lsp.start.line || startLine > lsp.end.line) return false;
  if (endLine === lsp.start.line && range.end.column - 1 < lsp.start.character) return false;
  if (startLine === lsp.end.line && range.start.column - 1 > lsp.end.character) return false;
  return true;
}
