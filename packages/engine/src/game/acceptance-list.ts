// Rule 4: acceptance lists.

/** An acceptance list as written: power letters in order, with at most one `?` (Rule 4.1). */
export type AcceptanceList = readonly string[];

/** `"R?TAE"` → `['R', '?', 'T', 'A', 'E']`. */
export function parseAcceptanceList(text: string): AcceptanceList {
  return [...text.replace(/\s+/g, '').toUpperCase()];
}

export function acceptanceListText(list: AcceptanceList): string {
  return list.join('');
}

/** What is wrong with a list for a game with these power letters (Rule 4.1), as messages. */
export function acceptanceListProblems(
  list: AcceptanceList,
  letters: readonly string[],
): { index: number; code: string; message: string }[] {
  const problems: { index: number; code: string; message: string }[] = [];
  const seen = new Set<string>();
  let questionMarks = 0;
  list.forEach((letter, index) => {
    if (letter === '?') {
      questionMarks++;
      if (questionMarks === 2)
        problems.push({
          index,
          code: 'payola/multiple-random',
          message: 'an acceptance list may contain only one `?` (Rule 4.1)',
        });
      return;
    }
    if (!letters.includes(letter))
      problems.push({
        index,
        code: 'payola/unknown-power-letter',
        message: `\`${letter}\` is not a power of this game; the powers are ${letters.join(', ')}`,
      });
    else if (seen.has(letter))
      problems.push({
        index,
        code: 'payola/duplicate-power-letter',
        message: `\`${letter}\` appears twice in the acceptance list`,
      });
    seen.add(letter);
  });
  if (questionMarks === 0) {
    const missing = letters.filter((l) => !seen.has(l));
    if (missing.length > 0) {
      problems.push({
        index: -1,
        code: 'payola/omitted-powers',
        message: `the acceptance list omits ${missing.join(', ')}; list every power, or add one \`?\` to stand for the omitted powers (Rule 4.1)`,
      });
    }
  }
  return problems;
}

/**
 * Rule 4.1: the full order of powers, with the `?` replaced by the omitted powers in an order
 * drawn by `shuffle` (seeded by the caller, once per adjudication). A draw among fewer than two
 * omitted powers has no order to choose: `shuffle` is called only for more.
 */
export function expandAcceptanceList(
  list: AcceptanceList,
  letters: readonly string[],
  shuffle: <T>(items: readonly T[]) => T[],
): string[] {
  const omitted = omittedLetters(list, letters);
  const drawn = omitted.length < 2 ? omitted : shuffle(omitted);
  // Before the first `?` there is none; after it, any other is dropped.
  let at = -1;
  let questionMarks = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] !== '?') continue;
    if (at < 0) at = i;
    questionMarks++;
  }
  const out = new Array<string>(list.length - questionMarks + drawn.length);
  let n = 0;
  for (let i = 0; i < (at < 0 ? list.length : at); i++) out[n++] = list[i]!;
  for (const letter of drawn) out[n++] = letter;
  if (at >= 0) for (let i = at + 1; i < list.length; i++) if (list[i] !== '?') out[n++] = list[i]!;
  return out;
}

/** A `?` among a list's places (see {@link expandAcceptancePlaces}). */
export const randomPlace = -1;

/** The most powers whose lists {@link expandAcceptancePlaces} expands (one bit each in a number). */
export const mostPlacedPowers = 30;

/**
 * {@link expandAcceptanceList} of a list written as places: each power named by its place in the
 * game's order of `powers` powers (at most {@link mostPlacedPowers}), a `?` as {@link randomPlace}.
 * Returns the places in order: the adjudicator expands every power's list for every phase, and
 * places are numbers where letters are names to look up.
 */
export function expandAcceptancePlaces(
  listed: readonly number[],
  powers: number,
  shuffle: (places: readonly number[]) => number[],
): number[] {
  let named = 0;
  let at = -1;
  let questionMarks = 0;
  for (let i = 0; i < listed.length; i++) {
    const place = listed[i]!;
    if (place !== randomPlace) named |= 1 << place;
    else if (questionMarks++ === 0) at = i;
  }
  const omitted: number[] = [];
  for (let place = 0; place < powers; place++) if ((named & (1 << place)) === 0) omitted.push(place);
  const drawn = omitted.length < 2 ? omitted : shuffle(omitted);
  const out = new Array<number>(listed.length - questionMarks + drawn.length);
  let n = 0;
  for (let i = 0; i < (at < 0 ? listed.length : at); i++) out[n++] = listed[i]!;
  for (const place of drawn) out[n++] = place;
  if (at >= 0) for (let i = at + 1; i < listed.length; i++) if (listed[i] !== randomPlace) out[n++] = listed[i]!;
  return out;
}

/** The letters `list` does not name, in the game's order (a listed `?` stands for them, it names none). */
function omittedLetters(list: AcceptanceList, letters: readonly string[]): string[] {
  const omitted: string[] = [];
  for (const letter of letters) if (letter === '?' || !names(list, letter)) omitted.push(letter);
  return omitted;
}

/** Whether `list` names `letter` (a loop: lists are a few letters long, and `includes` is a call into a builtin). */
function names(list: AcceptanceList, letter: string): boolean {
  for (const listed of list) if (listed === letter) return true;
  return false;
}

/** The list an `ACCEPT` line writes (Rule 4.1). */
export function acceptanceListOf(line: {
  readonly entries: readonly ({ readonly kind: 'random' } | { readonly kind: 'power'; readonly letter: string })[];
}): AcceptanceList {
  // A loop, not `map`: the adjudicator reads the list of every sheet that writes one.
  const entries = line.entries;
  const list = new Array<string>(entries.length);
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    list[i] = entry.kind === 'random' ? '?' : entry.letter;
  }
  return list;
}
