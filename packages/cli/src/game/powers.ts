// Naming a power on the command line: by name in any case (`france`), or by its letter (`F`), as
// acceptance lists name powers (Rule 4.1).
import { nameDistance, type Game, type GamePower } from '@payola/engine';

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
    const distance = nameDistance(target, power.name.toLowerCase(), bestDistance - 1);
    if (distance < bestDistance) {
      best = power;
      bestDistance = distance;
    }
  }
  return best;
}
