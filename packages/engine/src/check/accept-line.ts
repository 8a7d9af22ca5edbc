// Rule 4.1: an acceptance list names every power by its letter, with at most one `?`.
import type { AcceptLine } from '@payola/parser';
import { acceptanceListProblems } from '../game/acceptance-list.js';
import type { CheckScope } from './check-scope.js';
import type { DiagnosticSink } from './sheet-diagnostics.js';

/**
 * A letter or `?` written again: its fix deletes this later one, so the list keeps the order the
 * player first gave (Rule 4.1).
 */
const deletedAgain: ReadonlySet<string> = new Set(['payola/duplicate-power-letter', 'payola/multiple-random']);
const fixOf = (code: string) => (deletedAgain.has(code) ? { replacements: [''] } : {});

export function checkAcceptLine(line: AcceptLine, { game, map }: CheckScope, sink: DiagnosticSink): void {
  const letters = game?.letters ?? map?.powers.map((p) => p.letter);
  const entries = line.entries.map((e) => (e.kind === 'random' ? '?' : e.letter));
  if (!letters) {
    // Without a game, only the shape can be checked.
    const problems = acceptanceListProblems(entries, [...new Set(entries.filter((e) => e !== '?'))]);
    for (const p of problems)
      if (p.index >= 0) sink.report(p.code, 'error', p.message, line.entries[p.index]!.range, fixOf(p.code));
    return;
  }
  for (const p of acceptanceListProblems(entries, letters))
    if (p.index >= 0) sink.report(p.code, 'error', p.message, line.entries[p.index]!.range, fixOf(p.code));
    else sink.report(p.code, 'error', p.message, line.range);
}
