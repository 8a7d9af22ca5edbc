// Number bounds (issue 13 item 6): every amount and count stays where integer arithmetic is exact.
// Game files refuse `1e999` (Infinity once parsed) and 1e308 alike; the schema's maxima are the
// engine's `numberLimits`; a sheet may not promise more than the limit in all; amounts near 2^53
// are refused by the parser before any arithmetic.
import { readFileSync } from 'node:fs';
import { amountLimits, parseSheet } from '@payola/parser';
import { analyzeSheet, loadGame, numberLimits, startingGame } from '@payola/engine';
import { describe, expect, it } from 'vitest';

const schema = JSON.parse(readFileSync(new URL('../src/schemas/game.schema.json', import.meta.url), 'utf8')) as {
  properties: Record<
    string,
    {
      maximum?: number;
      properties?: Record<string, { maximum?: number; items?: { maximum?: number } }>;
      additionalProperties?: { maximum?: number };
      items?: { properties: Record<string, { maximum?: number }> };
    }
  >;
};

interface Bounds {
  minimum?: number;
  maximum?: number;
  properties?: Record<string, Bounds>;
  items?: Bounds;
}

const file = startingGame().toFile();

describe('number bounds in game files', () => {
  it.each([
    [
      'balance',
      (v: number) => ({ ...file, powers: file.powers.map((p, i) => (i === 0 ? { ...p, balance: v } : p)) }),
      'powers[0].balance',
    ],
    ['year', (v: number) => ({ ...file, year: v }), 'year'],
    ['centre value', (v: number) => ({ ...file, centerValues: { PAR: v } }), 'centerValues.PAR'],
    ['income', (v: number) => ({ ...file, income: { scheme: 'flat', perCenter: v } }), 'income.perCenter'],
    ['receipts', (v: number) => ({ ...file, receipts: { France: v } }), 'receipts.France'],
  ])('%s: Infinity (1e999 in JSON) and 1e308 are refused with their path', (_what, make, path) => {
    for (const text of ['1e999', '1e308']) {
      const json = JSON.parse(JSON.stringify(make(12345)).replace('12345', text)) as unknown;
      const result = loadGame(json);
      expect(result.ok, `${path} = ${text}`).toBe(false);
      if (!result.ok) expect(result.problems.map((p) => p.path)).toContain(path);
    }
  });

  // A history entry's published results were once unbounded: 1e999 loaded as Infinity, and the
  // next rewrite of the file wrote null, so the file no longer loaded.
  const history = (results: Record<string, unknown>) => ({
    ...file,
    history: [
      {
        year: 1901,
        season: 'spring',
        seed: 7,
        acceptanceLists: {},
        sheets: {},
        orders: {},
        results: { year: 1901, season: 'spring', phase: 'movement', orders: [], seed: 7, ...results },
      },
    ],
  });
  it.each([
    ['seed', (v: number) => history({ seed: v }), 'history[0].results.seed'],
    ['year', (v: number) => history({ year: v }), 'history[0].results.year'],
    [
      'victory centres',
      (v: number) => history({ victory: { power: 'France', centers: v } }),
      'history[0].results.victory.centers',
    ],
    [
      'net worth',
      (v: number) => history({ netWorth: [{ investor: 'Alice', netWorth: v }] }),
      'history[0].results.netWorth[0].netWorth',
    ],
  ])('history results, %s: 1e999 and 1e308 are refused with their path and the bound', (_what, make, path) => {
    expect(loadGame(make(12)).ok, 'the entry itself loads').toBe(true);
    for (const text of ['1e999', '1e308', '-1e308']) {
      const json = JSON.parse(JSON.stringify(make(12345)).replace('12345', text)) as unknown;
      const result = loadGame(json);
      expect(result.ok, `${path} = ${text}`).toBe(false);
      if (!result.ok) {
        const problem = result.problems.find((p) => p.path === path);
        expect(problem?.message, `${path} = ${text}`).toMatch(/must be [<>]= -?\d/);
      }
    }
  });

  it("the schema's maxima are the engine's limits", () => {
    expect(schema.properties.year!.maximum).toBe(numberLimits.maxYear);
    expect(schema.properties.victoryCenters!.maximum).toBe(numberLimits.maxVictoryCenters);
    expect(schema.properties.receipts!.additionalProperties!.maximum).toBe(numberLimits.maxBalance);
    expect(schema.properties.centerValues!.additionalProperties!.maximum).toBe(numberLimits.maxIncome);
    const income = schema.properties.income!.properties!;
    for (const key of ['first', 'perCenter', 'cap']) expect(income[key]!.maximum).toBe(numberLimits.maxIncome);
    expect(income.table!.items!.maximum).toBe(numberLimits.maxIncome);
    const power = (
      schema.properties.powers as unknown as { items: { properties: Record<string, { maximum?: number }> } }
    ).items.properties;
    expect(power.balance!.maximum).toBe(numberLimits.maxBalance);
    const history = (schema.properties.history as unknown as { items: { properties: Record<string, Bounds> } }).items
      .properties;
    const results = history.results!.properties!;
    expect([history.seed!.minimum, history.seed!.maximum]).toEqual([-numberLimits.maxExact, numberLimits.maxExact]);
    expect([results.seed!.minimum, results.seed!.maximum]).toEqual([-numberLimits.maxExact, numberLimits.maxExact]);
    expect(results.year!.maximum).toBe(numberLimits.maxYear);
    expect(results.victory!.properties!.centers!.maximum).toBe(numberLimits.maxExact);
    expect(results.netWorth!.items!.properties!.netWorth!.maximum).toBe(numberLimits.maxExact);
    // 36 powers at the largest balance stay exact.
    expect(36 * numberLimits.maxBalance).toBeLessThan(Number.MAX_SAFE_INTEGER);
  });
});

describe('number bounds in sheets', () => {
  it('amounts near 2^53 are refused by the parser (Rule 5.5 would go wrong there)', () => {
    const { errors } = parseSheet('9007199254740991#9007199254740986 : A PAR - BUR\n9007199254740988 : A MAR - SPA');
    // Both amounts and the plateau are each refused where they stand.
    expect(errors.map((e) => [e.code, e.range.start.line, e.range.start.column])).toEqual([
      ['payola/syntax-amount', 1, 1],
      ['payola/syntax-amount', 1, 18],
      ['payola/syntax-amount', 2, 1],
    ]);
  });

  it('a sheet may promise at most the limit in all', () => {
    const game = startingGame();
    const line = `${amountLimits.maxRepetition}*${amountLimits.maxAmount} : A PAR H`;
    const count = Math.floor(numberLimits.maxSheetTotal / (amountLimits.maxRepetition * amountLimits.maxAmount)) + 1;
    const over = analyzeSheet(parseSheet(Array.from({ length: count }, () => line).join('\n')).sheet, {
      game,
      power: 'France',
    });
    expect(over.diagnostics.map((d) => d.code)).toContain('payola/sheet-total-too-large');
    const within = analyzeSheet(parseSheet(Array.from({ length: count - 1 }, () => line).join('\n')).sheet, {
      game,
      power: 'France',
    });
    expect(within.diagnostics.map((d) => d.code)).not.toContain('payola/sheet-total-too-large');
  });

  it('a total past 2^53, which doubles no longer count exactly, is told as beyond it', () => {
    const line = `${amountLimits.maxRepetition}*${amountLimits.maxAmount} : A PAR H`;
    const lines = Math.ceil(Number.MAX_SAFE_INTEGER / (amountLimits.maxRepetition * amountLimits.maxAmount)) + 1;
    const over = analyzeSheet(parseSheet(Array.from({ length: lines }, () => line).join('\n')).sheet, {
      game: startingGame(),
      power: 'France',
    });
    expect(over.diagnostics.find((d) => d.code === 'payola/sheet-total-too-large')?.message).toMatch(
      /^this sheet's offers add up to more than 9,007,199,254,740,991 AgP;/,
    );
  });
});
