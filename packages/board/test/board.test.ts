import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { adjudicate, advancePhase, loadGame, loadMap, startingGame, unitText, type Game } from '@payola/engine';
import { drawingFor, locationPoint, powerStyles, renderBoard, schematicDrawing } from '@payola/board';
import { svgToPng } from '@payola/board/png';
import { maxPngWidth } from '@payola/board/png-limits';
import { escapeXml } from '../dist/svg.js';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { intersectionArea, pathPolygons, withClass } from './board-test-kit.js';

const example = new URL('../../../examples/spring-1901/', import.meta.url);
const results = new URL('../../../test-results/board/', import.meta.url);

function exampleGame(): Game {
  const loaded = loadGame(JSON.parse(readFileSync(new URL('game.json', example), 'utf8')));
  if (!loaded.ok) throw new Error('example game does not load');
  return loaded.game;
}

function exampleSheets(game: Game): Record<string, string> {
  return Object.fromEntries(
    game.powers.map((p) => [p.name, readFileSync(new URL(`${p.name.toLowerCase()}.payola`, example), 'utf8')]),
  );
}

/** The colour at a point of the picture as resvg rasterises it, `#RRGGBB`. */
function pixel(svg: string, [x, y]: readonly [number, number]): string {
  const image = new Resvg(svg).render();
  const at = (Math.round(y) * image.width + Math.round(x)) * 4;
  return `#${[...image.pixels.subarray(at, at + 3)].map((v) => v.toString(16).padStart(2, '0').toUpperCase()).join('')}`;
}

describe('the standard board', () => {
  const game = startingGame();
  const drawing = drawingFor(game.map);
  const svg = renderBoard(game);

  it('gives every province exactly one region and one label', () => {
    for (const id of game.map.provinces.keys()) {
      expect(
        withClass(svg, 'region').filter((e) => e.attributes['data-province'] === id),
        id,
      ).toHaveLength(1);
      expect(
        withClass(svg, 'label').filter((e) => e.attributes['data-province'] === id),
        id,
      ).toHaveLength(1);
    }
    expect(withClass(svg, 'region')).toHaveLength(game.map.provinces.size);
  });

  it('draws regions that do not overlap', () => {
    const polygons = Object.entries(drawing.provinces).map(([id, p]) => [id, pathPolygons(p.region!)] as const);
    const overlaps: string[] = [];
    for (let i = 0; i < polygons.length; i++)
      for (let j = i + 1; j < polygons.length; j++) {
        const shared = intersectionArea(polygons[i]![1], polygons[j]![1]);
        if (shared > 1) overlaps.push(`${polygons[i]![0]}/${polygons[j]![0]}: ${shared.toFixed(1)}`);
      }
    expect(overlaps).toEqual([]);
  });

  it('keeps every label clear of the other labels and of where the other provinces put their units', () => {
    // A label is three bold letters at 10 px above its baseline, about 21 by 10 px; an army is a
    // circle of radius 10 at its province's point.
    type Box = readonly [left: number, top: number, right: number, bottom: number];
    const labels = withClass(svg, 'label').map((e) => {
      const x = Number(e.attributes.x);
      const y = Number(e.attributes.y);
      return { id: e.attributes['data-province']!, box: [x - 10.5, y - 8, x + 10.5, y + 2] as Box };
    });
    const overlap = (a: Box, b: Box) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
    const covers = (box: Box, [x, y]: readonly [number, number], radius: number) => {
      const nearestX = Math.max(box[0], Math.min(x, box[2]));
      const nearestY = Math.max(box[1], Math.min(y, box[3]));
      return (nearestX - x) ** 2 + (nearestY - y) ** 2 < radius ** 2;
    };
    const clashes: string[] = [];
    labels.forEach((label, i) => {
      for (const other of labels.slice(i + 1))
        if (overlap(label.box, other.box)) clashes.push(`${label.id} label / ${other.id} label`);
      for (const [id, place] of Object.entries(drawing.provinces))
        if (id !== label.id && covers(label.box, place.at, 10)) clashes.push(`${label.id} label / ${id} unit`);
    });
    expect(labels).toHaveLength(game.map.provinces.size);
    expect(clashes).toEqual([]);
  });

  it('places each unit at its province, and a fleet on a split coast at its coast', () => {
    const placed = new Map(withClass(svg, 'unit').map((u) => [u.attributes['data-unit'], u.attributes.transform]));
    expect(placed.size).toBe(game.units.length);
    for (const unit of game.units) {
      const at = locationPoint(drawing, unit.location.province, unit.location.coast)!;
      expect(placed.get(unitText(unit)), unitText(unit)).toBe(`translate(${at[0]} ${at[1]})`);
    }
    const stp = game.units.find((u) => u.location.province === 'STP')!;
    expect(stp.location.coast).toBe('SC');
    expect(drawing.provinces.STP!.coasts!.SC).not.toEqual(drawing.provinces.STP!.at);
  });

  it('gives each power its own colour, letter and hatching', () => {
    const styles = [...powerStyles(game.powers).values()];
    expect(new Set(styles.map((s) => s.colour)).size).toBe(styles.length);
    expect(new Set(styles.map((s) => s.letter)).size).toBe(styles.length);
    expect(new Set(styles.map((s) => s.hatch)).size).toBe(styles.length);
    expect(withClass(svg, 'legend-power')).toHaveLength(7);
  });

  it('fills each supply centre in its owner colour', () => {
    const styles = powerStyles(game.powers);
    for (const centre of withClass(svg, 'centre')) {
      const owner = game.powers.find((p) => p.centers.includes(centre.attributes['data-province']!));
      expect(centre.attributes.fill).toBe(owner ? styles.get(owner.name)!.colour : '#FFFFFF');
    }
    expect(withClass(svg, 'centre')).toHaveLength(34);
  });
});

describe('orders and results', () => {
  const game = exampleGame();
  const result = adjudicate(game, exampleSheets(game), { seed: 1901 });

  it('draws every order of an adjudication at its unit, and each bribe total for the GameMaster', () => {
    const svg = renderBoard(game, result, { showBribes: true });
    const drawn = withClass(svg, 'order').map((o) => o.attributes['data-order']);
    expect(drawn.sort()).toEqual(
      Object.values(result.orders)
        .map((o) => o.order)
        .sort(),
    );
    expect(withClass(svg, 'bribe')).toHaveLength(Object.keys(result.orders).length);
    // Each order is drawn from its own unit: the group names the unit whose order it is, and its
    // shape starts on that unit (a hold's ring around it, a line from its edge).
    const drawing = drawingFor(game.map);
    const groups = [
      ...svg.matchAll(/<g class="order [^"]*" data-unit="([^"]+)" data-order="([^"]+)"[^>]*>(.*?)<\/g>/gs),
    ];
    expect(groups).toHaveLength(Object.keys(result.orders).length);
    for (const [, unit, order, shape] of groups) {
      expect(result.orders[unit!]!.order).toBe(order);
      const placed = game.units.find((u) => unitText(u) === unit)!;
      const [x, y] = locationPoint(drawing, placed.location.province, placed.location.coast)!;
      const start = /points="([\d.-]+),([\d.-]+)/.exec(shape!) ?? /cx="([\d.-]+)" cy="([\d.-]+)"/.exec(shape!);
      expect(Math.hypot(Number(start![1]) - x, Number(start![2]) - y), `${order} starts at ${unit}`).toBeLessThan(20);
    }
    mkdirSync(results, { recursive: true });
    writeFileSync(new URL('spring-1901-orders.svg', results), svg);
    writeFileSync(new URL('spring-1901-orders.png', results), svgToPng(svg));
  });

  it('marks failed moves, shows dislodged units displaced with their retreats, and standoffs', () => {
    const svg = renderBoard(game, {
      outcomes: {
        'A PAR': { order: 'A PAR - BUR', succeeded: false },
        'A MAR': { order: 'A MAR - BUR', succeeded: false },
        'F BRE': { order: 'F BRE - MAO', succeeded: true },
      },
      dislodged: [{ power: 'Russia', unit: 'F SEV', by: 'RUM', retreats: ['ARM', 'BLA'] }],
      standoffs: ['BUR'],
    });
    const failed = withClass(svg, 'order').filter((o) => o.attributes['data-succeeded'] === 'false');
    expect(failed.map((o) => o.attributes['data-unit']).sort()).toEqual(['A MAR', 'A PAR']);
    expect(withClass(svg, 'failed-mark')).toHaveLength(2);
    expect(withClass(svg, 'dislodged').map((d) => d.attributes['data-unit'])).toEqual(['F SEV']);
    expect(withClass(svg, 'retreat').map((r) => r.attributes['data-to'])).toEqual(['ARM', 'BLA']);
    expect(
      withClass(svg, 'unit').some(
        (u) => u.attributes['data-unit'] === 'F SEV' && !u.attributes.class!.includes('displaced'),
      ),
    ).toBe(false);
    expect(withClass(svg, 'standoff').map((s) => s.attributes['data-province'])).toEqual(['BUR']);
  });

  it('never shows bribe totals to a player', () => {
    const svg = renderBoard(game, result, { showBribes: true, viewer: 'France' });
    expect(withClass(svg, 'bribe')).toHaveLength(0);
  });
});

describe('Rule 6.3: a Tin Cup player sees only its own part of the board', () => {
  it('hides units, owners and orders outside what the player sees', () => {
    const opening = startingGame(undefined, { rules: ['blind'] });
    const svg = renderBoard(
      opening,
      { orders: { 'A MOS': { order: 'A MOS - UKR' }, 'A PAR': { order: 'A PAR - BUR' } } },
      { viewer: 'England' },
    );
    const units = withClass(svg, 'unit').map((u) => u.attributes['data-unit']);
    expect(units).toEqual(expect.arrayContaining(['F LON', 'F EDI', 'A LVP']));
    expect(units).not.toContain('A MOS');
    expect(units).not.toContain('A PAR');
    expect(withClass(svg, 'order')).toHaveLength(0);
    const owners = withClass(svg, 'centre')
      .filter((c) => c.attributes['data-owner'] !== undefined)
      .map((c) => c.attributes['data-owner']);
    expect(new Set(owners)).toEqual(new Set(['England']));
    expect(svg).not.toContain('data-owner="Russia"');
  });

  it('shows the GameMaster everything', () => {
    const opening = startingGame(undefined, { rules: ['blind'] });
    expect(withClass(renderBoard(opening), 'unit')).toHaveLength(22);
  });

  it('a dislodged unit: its owner sees it and every retreat; another player only the retreats in its sight', () => {
    // Italy's army in Venice, supported from Trieste, dislodges Austria's army in Tyrolia, its only
    // unit. Germany's army in Munich sees Tyrolia and Bohemia, not Piedmont or Vienna.
    const file = startingGame(undefined, { rules: ['blind'] }).toFile();
    const units: Record<string, string[]> = { Austria: ['A TYR'], Germany: ['A MUN'], Italy: ['A VEN', 'A TRI'] };
    const loaded = loadGame({
      ...file,
      powers: file.powers.map((p) => ({
        ...p,
        centers: [],
        status: units[p.name] ? ('active' as const) : ('eliminated' as const),
      })),
      units: Object.entries(units).flatMap(([power, list]) => list.map((unit) => ({ power, unit }))),
    });
    if (!loaded.ok) throw new Error('test game');
    const sheets = {
      Austria: '1 : A TYR H\n',
      Germany: '1 : A MUN H\n',
      Italy: '1 : A VEN - TYR\n1 : A TRI S A VEN - TYR\n',
    };
    const retreat = advancePhase(loaded.game, sheets, { seed: 1 }).game;
    const result = { dislodged: retreat.toFile().dislodged! };
    const drawn = (viewer: string) =>
      withClass(renderBoard(retreat, result, { viewer }), 'dislodged').map((d) => d.attributes['data-unit']);
    const arrows = (viewer: string) =>
      withClass(renderBoard(retreat, result, { viewer }), 'retreat').map((r) => r.attributes['data-to']);
    expect(drawn('Austria')).toEqual(['A TYR']);
    expect(arrows('Austria')).toEqual(['BOH', 'PIE', 'VIE']);
    expect(drawn('Germany')).toEqual(['A TYR']);
    expect(arrows('Germany')).toEqual(['BOH']);
  });
});

describe('a variant map without a drawing', () => {
  const triangle = {
    name: 'triangle',
    victoryCenters: 2,
    powers: [
      { name: 'Red & "Co"', letter: 'R' },
      { name: 'Blue', letter: 'B' },
    ],
    provinces: [
      { id: 'AAA', name: 'Aaa', type: 'coast', supplyCenter: true, home: 'Red & "Co"' },
      { id: 'BBB', name: 'Bbb', type: 'coast', supplyCenter: true, home: 'Blue' },
      { id: 'CCC', name: 'Ccc', type: 'land', supplyCenter: true },
      { id: 'SEA', name: 'Sea', type: 'sea' },
    ],
    armyEdges: [
      ['AAA', 'BBB'],
      ['BBB', 'CCC'],
      ['CCC', 'AAA'],
    ],
    fleetEdges: [
      ['AAA', 'SEA'],
      ['BBB', 'SEA'],
    ],
    startingUnits: { 'Red & "Co"': ['A AAA'], Blue: ['F BBB'] },
  };
  const map = loadMap(triangle);

  it('is drawn as a schematic: a labelled node per province, adjacencies as lines', () => {
    if (!map.ok) throw new Error(JSON.stringify(map.problems));
    const game = startingGame(map.map);
    const svg = renderBoard(game);
    expect(withClass(svg, 'node')).toHaveLength(4);
    expect(withClass(svg, 'label')).toHaveLength(4);
    expect(withClass(svg, 'adjacency')).toHaveLength(5);
    const at = Object.values(schematicDrawing(map.map).provinces).map((p) => p.at.join(','));
    expect(new Set(at).size).toBe(4);
  });

  it('escapes names that come from the game file', () => {
    if (!map.ok) throw new Error('map');
    const svg = renderBoard(startingGame(map.map));
    expect(svg).not.toContain('Red & "Co"');
    expect(svg).toContain('Red &#38; &#34;Co&#34;');
  });

  it('writes text holding characters XML forbids (U+FFFF, controls) so that the picture still reads', () => {
    // Maps refuse such names (engine reserved-names.ts); the picture does not rely on it.
    const text = escapeXml('Red\uFFFF\u0001 <&>');
    expect(text).toBe('Red\uFFFD &#60;&#38;&#62;');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="10"><text>${text}</text></svg>`;
    expect(svgToPng(svg, { width: 40 }).readUInt32BE(16)).toBe(40);
  });
});

describe('the picture as pixels', () => {
  it('paints a sea sea-coloured and a centre in its new owner colour (France takes Spain in 1901)', () => {
    // Every unit holds but France's army in Marseilles, which moves to Spain in the Spring and
    // stays there in the Fall: after the Fall turn Spain is French (the winter's game).
    const holds = (game: Game, moves: Readonly<Record<string, string>> = {}) =>
      Object.fromEntries(
        game.powers.map((p) => [
          p.name,
          game
            .unitsOf(p.name)
            .map((u) => `0 : ${moves[unitText(u)] ?? `${unitText(u)} H`}\n`)
            .join(''),
        ]),
      );
    const opening = startingGame();
    const spring = advancePhase(opening, holds(opening, { 'A MAR': 'A MAR - SPA' }), { seed: 1 }).game;
    const game = advancePhase(spring, holds(spring), { seed: 2 }).game;
    expect(game.power('France')!.centers).toContain('SPA');
    const svg = renderBoard(game);
    const drawing = drawingFor(game.map);
    expect(pixel(svg, drawing.provinces.NAO!.at)).toBe('#BCD7EA');
    const spain = drawing.provinces.SPA!.at;
    expect(pixel(svg, [spain[0] + 11, spain[1] + 13])).toBe(powerStyles(game.powers).get('France')!.colour);
    expect(pixel(svg, [drawing.provinces.POR!.at[0] + 11, drawing.provinces.POR!.at[1] + 13])).toBe('#FFFFFF');
  });

  it('renders a PNG of the whole board', () => {
    const png = svgToPng(renderBoard(startingGame()));
    expect([...png.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
    mkdirSync(results, { recursive: true });
    writeFileSync(new URL('opening.png', results), png);
  });

  it('draws a PNG up to maxPngWidth wide and refuses a wider one before drawing', () => {
    const svg = renderBoard(startingGame());
    expect(svgToPng(svg, { width: 64 }).readUInt32BE(16)).toBe(64);
    expect(() => svgToPng(svg, { width: maxPngWidth + 1 })).toThrow(
      new RangeError(`a PNG is from 1 to ${maxPngWidth} pixels wide, not ${maxPngWidth + 1}`),
    );
    expect(() => svgToPng(svg, { width: 0.5 })).toThrow(RangeError);
  });
});

describe('the generated drawing', () => {
  it('is current (run npm run generate -w @payola/board)', async () => {
    const { buildDrawing } = await import('../scripts/build-drawing.mjs');
    const onDisk = JSON.parse(
      readFileSync(new URL('../src/drawings/standard.json', import.meta.url), 'utf8'),
    ) as unknown;
    expect(JSON.stringify(buildDrawing()) === JSON.stringify(onDisk), 'src/drawings/standard.json is stale').toBe(true);
  });
});
