// Rule 4.1: an acceptance list names every power by its letter, with at most one `?`.
import type { AcceptEntry, AcceptLine } from '@payola/parser';
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
  // Nearly every list is well formed: told by one walk of its entries, with nothing made.
  if (game && wellFormed(line.entries, game.powers)) return;
  const letters = game?.letters ?? map?.powers.map((p) => p.letter);
  const entries = line.entries.map((e) => (e.kind === 'random' ? '?' : e.letter));
  const powers = game?.powers ?? map?.powers;
  if (!letters) {
    // Without a game, only the shape can be checked.
    const problems = acceptanceListProblems(entries, [...new Set(entries.filter((e) => e !== '?'))]);
    const fixOf = fixer(problems);
    for (const p of problems)
      if (p.index >= 0) sink.report(p.code, 'error', p.message, line.entries[p.index]!.range, fixOf(p.code));
    return;
  }
  const problems = acceptanceListProblems(entries, letters);
  if (problems.length === 0) return;
  // Only a list that is wrong as letters can be powers' names (a power named `EF` on a map whose
  // letters E and F are powers' too: `ACCEPT EF?` is a fine list).
  if (powers && powerNames(line, powers, sink)) return;
  const fixOf = fixer(problems);
  for (const p of problems)
    if (p.index >= 0) sink.report(p.code, 'error', p.message, line.entries[p.index]!.range, fixOf(p.code));
    else sink.report(p.code, 'error', p.message, line.range);
}

/**
 * A list with no problem for `acceptanceListProblems` (Rule 4.1): each entry a letter of one of
 * `powers` or a `?`, no letter twice, at most one `?`, and every power listed unless a `?` stands
 * for the rest. The powers listed are kept as bits, so more than 30 powers are left to that check.
 */
function wellFormed(entries: readonly AcceptEntry[], powers: readonly { readonly letter: string }[]): boolean {
  if (powers.length > 30) return false;
  let listed = 0;
  let random = false;
  // eslint-disable-next-line @typescript-eslint/prefer-for-of -- indexed: no iterator protocol per entry
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    if (entry.kind === 'random') {
      if (random) return false;
      random = true;
      continue;
    }
    const power = powerLettered(powers, entry.letter);
    if (power < 0 || (listed & (1 << power)) !== 0) return false;
    listed |= 1 << power;
  }
  return random || listed === (1 << powers.length) - 1;
}

/** The place in `powers` of the power of this letter (-1 for none). */
function powerLettered(powers: readonly { readonly letter: string }[], letter: string): number {
  for (let i = 0; i < powers.length; i++) if (powers[i]!.letter === letter) return i;
  return -1;
}

/**
 * Rule 4.1: powers' names where the list wants their letters, written in capitals or lower case
 * (`ACCEPT FRANCE ENGLAND?`), which the parser reads as letters (it flags only `France`, knowing
 * no powers). One error with the list in letters as its fix, rather than one per letter. True
 * when reported.
 */
function powerNames(
  line: AcceptLine,
  powers: readonly { readonly name: string; readonly letter: string }[],
  sink: DiagnosticSink,
): boolean {
  const words: string[] = [];
  let previousEnd = -1;
  for (const entry of line.entries) {
    const text = entry.kind === 'random' ? '?' : entry.letter;
    const { start, end } = entry.range;
    // Letters written together make a word; `?` stands alone.
    if (start.offset === previousEnd && text !== '?' && !words.at(-1)!.endsWith('?')) words[words.length - 1] += text;
    else words.push(text);
    previousEnd = end.offset;
  }
  const letterOf = new Map(powers.map((p) => [p.name.toUpperCase(), p.letter]));
  if (!words.some((w) => w.length > 1 && letterOf.has(w))) return false;
  const fix = words.map((w) => letterOf.get(w) ?? w).join('');
  const first = line.entries[0]!.range;
  const last = line.entries.at(-1)!.range;
  sink.report(
    'payola/syntax-accept',
    'error',
    `write the powers' letters, not their names: \`ACCEPT ${fix}\``,
    { start: first.start, end: last.end },
    { replacements: [fix] },
  );
  return true;
}
