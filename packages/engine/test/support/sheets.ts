// Sheets for tests that only need every player to send one.
import { unitText, type Game, type GamePower } from '@payola/engine';

/**
 * For each active writer (the powers, or under Exchange the companies), a sheet in which its
 * units hold for 0 AgP; a writer without units sends a comment (Rule 3.3: still a sheet).
 */
export function holdSheets(game: Game, writers: readonly GamePower[] = game.powers): Record<string, string> {
  return Object.fromEntries(
    writers
      .filter((p) => p.status === 'active')
      .map((p) => [
        p.name,
        game
          .unitsOf(p.name)
          .map((u) => `0 : ${unitText(u)} H\n`)
          .join('') || '% no units\n',
      ]),
  );
}
