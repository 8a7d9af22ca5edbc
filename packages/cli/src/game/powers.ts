// Naming a power on the command line: by name in any case (`france`), or by its letter (`F`), as
// acceptance lists name powers (Rule 4.1).
import type { Game, GamePower } from '@payola/engine';

/** The power a command-line argument names, by name or by letter. */
export function findPower(game: Game, given: string): GamePower | undefined {
  const name = given.trim();
  return game.power(name) ?? (/^[A-Za-z0-9]$/.test(name) ? game.powerByLetter(name) : undefined);
}

/** A power whose name is within two edits of `word` (a misspelt sheet name, `frnace`), if one is closest. */
export function closestPower(game: Game, word: string): GamePower | undefined {
  const target = word.toLowerCase();
  let best: GamePower | undefined;
  let bestDistance = 3;
  for (const power of game.powers) {
    const distance = editDistance(target, power.name.toLowerCase(), bestDistance);
    if (distance < bestDistance) {
      best = power;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * Edits (insertions, deletions, substitutions, swaps of two neighbours) from `a` to `b`, or
 * `limit` when there are at least that many. Names are short; the work is bounded by their lengths.
 */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) >= limit || a.length > 64 || b.length > 64) return limit;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push([i]);
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        rows[0]!.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]!.push(d);
    }
  }
  return Math.min(limit, rows[a.length]![b.length]!);
}
