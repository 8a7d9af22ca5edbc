// `payola-lint --fix`: the quick fixes the diagnostics carry (each diagnostic's `replacements`,
// best first, written over its range), applied as ESLint applies fixes: the first replacement of
// each diagnostic, never two that overlap (the later one waits for the next pass), in passes
// until nothing changes, at most `maxPasses` of them.
import { lineBreakOf, withLineBreak, type Diagnostic } from '@payola/parser';

/** ESLint's bound: a fix that keeps producing new fixes stops here. */
export const maxPasses = 10;

/** The text with every non-overlapping first replacement applied, and how many were. */
export function applyQuickFixes(text: string, diagnostics: readonly Diagnostic[]): { text: string; applied: number } {
  // A fix that adds lines (the hint holding units without an offer) writes `\n`: the sheet's own
  // line break is written instead, so a `\r\n` sheet never gets lines of two kinds.
  const lineBreak = lineBreakOf(text);
  const withBreaks = (replacement: string) => withLineBreak(replacement, lineBreak);
  const fixes = diagnostics
    .filter((d) => d.replacements !== undefined && d.replacements.length > 0)
    .map((d) => ({ start: d.range.start.offset, end: d.range.end.offset, text: withBreaks(d.replacements![0]!) }))
    .filter((f) => f.start <= f.end && f.end <= text.length && text.slice(f.start, f.end) !== f.text)
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const chosen: typeof fixes = [];
  for (const fix of fixes) {
    const last = chosen.at(-1);
    // Touching ranges overlap too when either is empty (two insertions at one place).
    if (
      last &&
      (fix.start < last.end || (fix.start === last.end && (fix.start === fix.end || last.start === last.end)))
    )
      continue;
    chosen.push(fix);
  }
  let out = text;
  for (const fix of [...chosen].reverse()) out = out.slice(0, fix.start) + fix.text + out.slice(fix.end);
  return { text: out, applied: chosen.length };
}

/**
 * Fixes a sheet: `diagnose` checks a text, the fixes of the diagnostics `fixable` accepts are
 * applied, and the new text is checked again, until no fix applies or the text stops changing (at
 * most `maxPasses` passes). Returns the last text and its diagnostics: the problems that remain.
 */
export function fixSheet(
  text: string,
  diagnose: (text: string) => Diagnostic[],
  fixable: (diagnostic: Diagnostic) => boolean = () => true,
): { text: string; diagnostics: Diagnostic[]; fixed: number } {
  let current = text;
  let diagnostics = diagnose(current);
  let fixed = 0;
  for (let pass = 0; pass < maxPasses; pass++) {
    const next = applyQuickFixes(current, diagnostics.filter(fixable));
    if (next.applied === 0 || next.text === current) break;
    fixed += next.applied;
    current = next.text;
    diagnostics = diagnose(current);
  }
  return { text: current, diagnostics, fixed };
}
