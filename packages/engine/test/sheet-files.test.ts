// Whose sheet a file is, by its name (`powerOfSheet`), for powers named in any script: a file
// name may come from a system that stores names decomposed (macOS writes `ö` as `o` + U+0308), and
// `Англия-1901.payola` is England's sheet as `France-1901.payola` is France's.
import { describe, expect, it } from 'vitest';
import { loadGame, powerOfSheet, startingGame, type Game } from '@payola/engine';

const names: Readonly<Record<string, string>> = { Austria: 'Österreich', England: 'Англия', France: 'Франция' };

function renamedGame(): Game {
  const file = startingGame().toFile();
  const loaded = loadGame({
    ...file,
    powers: file.powers.map((p) => ({ ...p, name: names[p.name] ?? p.name })),
    units: file.units.map((u) => ({ ...u, power: names[u.power] ?? u.power })),
  });
  if (!loaded.ok) throw new Error(loaded.problems.map((p) => p.message).join('\n'));
  return loaded.game;
}

describe('powerOfSheet: names in any script', () => {
  const game = renamedGame();

  it('a file name in composed or decomposed form names the same power', () => {
    expect(powerOfSheet(game, 'österreich.payola'.normalize('NFC'))).toBe('Österreich');
    expect(powerOfSheet(game, 'österreich.payola'.normalize('NFD'))).toBe('Österreich');
    expect(powerOfSheet(game, 'sheets/ÖSTERREICH-1901.payola'.normalize('NFD'))).toBe('Österreich');
  });

  it('a name followed by anything but another letter, in any script (`Англия-1901.payola`)', () => {
    expect(powerOfSheet(game, 'Англия-1901.payola')).toBe('Англия');
    expect(powerOfSheet(game, 'англия.payola')).toBe('Англия');
    // Another word that starts with the name is not the power's.
    expect(powerOfSheet(game, 'Англиянин.payola')).toBeUndefined();
    expect(powerOfSheet(game, 'Франциябыла.payola')).toBeUndefined();
  });

  it('a mapped sheet path is matched in either form', () => {
    const file = startingGame().toFile();
    const loaded = loadGame({
      ...file,
      powers: file.powers.map((p) =>
        p.name === 'Italy' ? { ...p, sheet: 'sheets/itália.payola'.normalize('NFC') } : p,
      ),
    });
    if (!loaded.ok) throw new Error('the game did not load');
    expect(powerOfSheet(loaded.game, 'sheets/itália.payola'.normalize('NFD'))).toBe('Italy');
  });
});
