// Rule 4.1: an acceptance list names every power by its letter, with at most one `?`.
import type { AcceptLine } from '@payola/parser';
import { acceptanceListProblems } from '../game/acceptance-list.js';
import type { CheckScope } from './check-scope.js';
import type { DiagnosticSink } from './sheet-diagnostics.js';

/**
 * A letter or `?` written again: its fix deletes this later one, so the list keeps the order the
 * player first gave (Rule 4.1). Only in a list whose every letter is a power's: a list with
 * letters that are not (`ACCEPT FRANCE ENGLAND`, names in capitals) is something else than a
 * list written twice, and deleting letters from it would make it worse.
 */
const deletedAgain: ReadonlySet<string> = new Set(['payola/duplicate-power-letter', 'payola/multiple-random']);
const fixer = (problems: readonly { readonly code: string }[]) => {
  const listOfLetters = problems.every((p) => p.code !== 'payola/unknown-power-letter');
  return (code: string) => (listOfLetters && deletedAgain.has(code) ? { replacements: [''] } : {});
};

export function checkAcceptLine(line: AcceptLine, { game, map }: CheckScope, sink: DiagnosticSink): void {
  const letters = game?.letters ?? map?.powers.map((p) => p.letter);
  const entries = line.entries.map((e) => (e.kind === 'random' ? '?' : e.letter));
  if (!letters) {
    // Without a game, only the shape can be checked.
    const problems = acceptanceListProblems(entries, [...new Set(entries.filter((e) => e !== '?'))]);
    const fixOf = fixer(problems);
    for (const p of problems)
      if (p.index >= 0) sink.report(p.code, 'error', p.message, line.entries[p.index]!.range, fixOf(p.code));
    return;
  }
  const problems = acceptanceListProblems(entries, letters);
  const fixOf = fixer(problems);
  for (const p of problems)
    if (p.index >= 0) sink.report(p.code, 'error', p.message, line.entries[p.index]!.range, fixOf(p.code));
    else sink.report(p.code, 'error', p.message, line.range);
}
