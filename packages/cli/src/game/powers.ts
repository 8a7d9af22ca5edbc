// Naming a power on the command line: by name in any case (`france`), or by its letter (`F`), as
// acceptance lists name powers (Rule 4.1).
import { closestName, type Game, type GamePower } from '@payola/engine';

/** The power a command-line argument names, by name or by letter. */
export function findPower(game: Game, given: string): GamePower | undefined {
  const name = given.trim();
  return game.power(name) ?? (/^[A-Za-z0-9]$/.test(name) ? game.powerByLetter(name) : undefined);
}

/** A power whose name is within two edits of `word` (a misspelt sheet name, `frnace`), if one is closest. */
export function closestPower(game: Game, word: string): GamePower | undefined {
  const name = closestName(
    word.toLowerCase(),
    game.powers.map((p) => p.name.toLowerCase()),
    2,
  );
  return game.powers.find((p) => p.name.toLowerCase() === name);
}
