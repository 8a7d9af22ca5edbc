// Names that JavaScript objects reserve (issue 8 item 13): a power named `__proto__` once loaded,
// then its report vanished and writing the next game state threw. Every such name is refused,
// with a clear message, as a power (game file and map) and as a province (map); sheets that name
// such a place are told it is unknown.
import { parseSheet } from '@payola/parser';
import { analyzeSheet, loadGame, loadMap, standardMap, startingGame } from '@payola/engine';
import { describe, expect, it } from 'vitest';

const reservedNames = Object.getOwnPropertyNames(Object.prototype);

describe('names JavaScript objects reserve', () => {
  it('covers the whole prototype (__proto__, constructor, toString, hasOwnProperty, …)', () => {
    expect(reservedNames).toEqual(expect.arrayContaining(['__proto__', 'constructor', 'toString', 'hasOwnProperty']));
  });

  it.each(reservedNames)('"%s" is refused as a power name in a game file', (name) => {
    const file = startingGame().toFile();
    const result = loadGame({ ...file, powers: file.powers.map((p, i) => (i === 0 ? { ...p, name } : p)), units: [] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toContainEqual({
      path: 'powers[0].name',
      message: expect.stringContaining(`"${name}" cannot name a power`),
    });
  });

  it.each(reservedNames)('"%s" is refused as a power of a map, and as a province id', (name) => {
    const data = standardMap.data;
    const asPower = loadMap({ ...data, powers: data.powers.map((p, i) => (i === 0 ? { ...p, name } : p)) });
    expect(asPower.ok).toBe(false);
    if (!asPower.ok)
      expect(asPower.problems.map((p) => p.message)).toContainEqual(
        expect.stringContaining(`"${name}" cannot name a power`),
      );
    // Province ids are upper case (the map schema), which no reserved name is.
    const asProvince = loadMap({
      ...data,
      provinces: data.provinces.map((p) => (p.id === 'PAR' ? { ...p, id: name } : p)),
    });
    expect(asProvince.ok).toBe(false);
  });

  it.each(reservedNames)('a sheet naming "%s" as a unit or place is told it is unknown', (name) => {
    const game = startingGame();
    const { sheet } = parseSheet(`1 : A ${name} H\n1 : A PAR - ${name}`);
    const checked = analyzeSheet(sheet, { game, power: 'France' });
    const codes = checked.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code);
    expect(codes.length).toBeGreaterThan(0);
    expect(checked.offers.every((o) => !o.valid)).toBe(true);
  });
});

describe('names that would be read as markup or cannot be shown', () => {
  const markup = [
    ['E [p](https://evil.example/)', '`[` (U+005B)'],
    ['Aus<img src=x>', '`<` (U+003C)'],
    ['Code`span', '``` (U+0060)'],
    ['Back\\slash', '`\\` (U+005C)'],
    ['Ger\uFFFFmany', 'U+FFFF'],
  ] as const;

  it.each(markup)('%j is refused as a power of a map, as a province name, and in a game file', (name, shown) => {
    const data = standardMap.data;
    const asPower = loadMap({ ...data, powers: data.powers.map((p, i) => (i === 0 ? { ...p, name } : p)) });
    expect(asPower.ok ? [] : asPower.problems).toContainEqual({
      path: 'powers[0].name',
      message: expect.stringContaining(
        `cannot name a power: a name is plain text, and ${shown} would be read as markup`,
      ),
    });
    const asProvince = loadMap({
      ...data,
      provinces: data.provinces.map((p) => (p.id === 'PAR' ? { ...p, name } : p)),
    });
    expect(asProvince.ok ? [] : asProvince.problems.map((p) => p.message)).toContainEqual(
      expect.stringContaining('cannot be the name of a province: a name is plain text'),
    );
    const file = startingGame().toFile();
    const inGame = loadGame({ ...file, powers: file.powers.map((p, i) => (i === 0 ? { ...p, name } : p)), units: [] });
    expect(inGame.ok).toBe(false);
  });

  const unprintable = [
    ['Austria\n    F LON - PAR   succeeds', 'U+000A'],
    ['Fra\u001bc\u0007nce', 'U+001B'],
    ['Tab\tbed', 'U+0009'],
    ['Del\u007f', 'U+007F'],
    ['C1\u0085next line', 'U+0085'],
    ['Line\u2028separated', 'U+2028'],
    ['Fra\u202ence', 'U+202E'],
    ['Isolated\u2067', 'U+2067'],
    ['Right\u200fmark', 'U+200F'],
    ['Zero\u200dwidth', 'U+200D'],
    ['No\u00a0break', 'U+00A0'],
  ] as const;

  it.each(unprintable)(
    '%j (a control or direction character) is refused as a power, a province name and in a game file, and the message holds it escaped',
    (name, shown) => {
      const data = standardMap.data;
      const asPower = loadMap({ ...data, powers: data.powers.map((p, i) => (i === 0 ? { ...p, name } : p)) });
      const message = asPower.ok ? '' : (asPower.problems.find((p) => p.path === 'powers[0].name')?.message ?? '');
      expect(message).toContain(
        `cannot name a power: a name is plain text on one line, and ${shown} is a control, invisible or direction character`,
      );
      expect(message).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u00a0\u200b-\u200f\u2028-\u202e\u2066-\u2069]/);
      const asProvince = loadMap({
        ...data,
        provinces: data.provinces.map((p) => (p.id === 'PAR' ? { ...p, name } : p)),
      });
      expect(asProvince.ok ? [] : asProvince.problems.map((p) => p.message)).toContainEqual(
        expect.stringContaining('cannot be the name of a province: a name is plain text on one line'),
      );
      const file = startingGame().toFile();
      const inGame = loadGame({
        ...file,
        powers: file.powers.map((p, i) => (i === 0 ? { ...p, name } : p)),
        units: [],
      });
      expect(inGame.ok).toBe(false);
    },
  );

  it('names with other punctuation and letters of any script stay allowed', () => {
    const data = standardMap.data;
    for (const name of ['Red & "Co"', 'Österreich-Ungarn', 'Россия (1914)', '日本', "St. Peter's * _", 'مصر', 'יוון']) {
      const map = loadMap({ ...data, powers: data.powers.map((p, i) => (i === 0 ? { ...p, name } : p)) });
      expect(map.ok ? [] : map.problems.map((p) => p.path)).not.toContain('powers[0].name');
    }
  });
});
