// The engine's benchmarks: checking a long sheet, enumerating legal orders, and adjudicating —
// the example game, a generated 36-power board, and that board with every amount ×1,000 (the
// over-expenditure settlement jumps between events, so the ratio should stay near 1), and the
// Rule 5.5 oscillating pair (issue 13 item 1) ×1 and ×1000, whose settlement jumps whole periods.
import { readFileSync, readdirSync } from 'node:fs';
import { parseSheet } from '@payola/parser';
import { adjudicate, analyzeSheet, legalOrders, loadGame, loadMap, seededRandom, startingGame } from '@payola/engine';
import { medians, ms, report } from '../../../scripts/bench-kit.mjs';
import { oscillation } from './hostile.bench.mjs';

const opening = startingGame();

/** A 10,000-line sheet for France: every kind of line, offers to every unit of the opening. */
function longSheet(lines = 10_000) {
  const orders = opening.units.flatMap((u) => legalOrders(opening, u.location.province));
  const out = ['ACCEPT FEI?'];
  for (let i = 0; out.length < lines; i++) {
    const order = orders[i % orders.length];
    const unit = order.split(' ').slice(0, 2).join(' ');
    const rest = order.split(' ').slice(2).join(' ');
    const kind = i % 10;
    if (kind === 0) out.push(`% note ${i}`);
    else if (kind === 1) out.push(`${1 + (i % 5)} $`);
    else if (kind === 2) out.push(`2*3#1 + ${1 + (i % 7)} ! ${unit} ${rest}`);
    else out.push(`${1 + (i % 9)} ${[':', '>', '@', '&'][i % 4]} ${unit} ${rest}`);
  }
  return out.join('\n');
}

/** A crowded mid-game board: fleets at sea everywhere, armies on the coasts. */
function crowdedGame() {
  const file = opening.toFile();
  const units = [
    ['England', 'F NTH'],
    ['England', 'F NWG'],
    ['England', 'F ENG'],
    ['England', 'A LON'],
    ['England', 'A YOR'],
    ['England', 'F IRI'],
    ['France', 'F MAO'],
    ['France', 'F WES'],
    ['France', 'A BRE'],
    ['France', 'A PIC'],
    ['France', 'A GAS'],
    ['France', 'F LYO'],
    ['Germany', 'F HEL'],
    ['Germany', 'F BAL'],
    ['Germany', 'A HOL'],
    ['Germany', 'A DEN'],
    ['Germany', 'A KIE'],
    ['Italy', 'F TYS'],
    ['Italy', 'F ION'],
    ['Italy', 'A TUN'],
    ['Italy', 'A NAP'],
    ['Italy', 'F ADR'],
    ['Russia', 'F BOT'],
    ['Russia', 'F BAR'],
    ['Russia', 'A NWY'],
    ['Russia', 'A SWE'],
    ['Russia', 'F BLA'],
    ['Turkey', 'F AEG'],
    ['Turkey', 'F EAS'],
    ['Turkey', 'A GRE'],
    ['Turkey', 'A SMY'],
    ['Turkey', 'A BUL'],
    ['Austria', 'A ALB'],
    ['Austria', 'A SER'],
  ].map(([power, unit]) => ({ power, unit }));
  const loaded = loadGame({ ...file, units });
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
  return loaded.game;
}

/** A generated board: a 20×20 grid, 36 powers, 300 armies, about 5,000 offers, small balances. */
function generatedCase(scale) {
  const random = seededRandom(36);
  const size = 20;
  const id = (r, c) => `G${String(r).padStart(2, '0')}${String(c).padStart(2, '0')}`;
  const provinces = [];
  const armyEdges = [];
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      provinces.push({ id: id(r, c), name: `Row ${r} Column ${c}`, type: 'land' });
      if (c + 1 < size) armyEdges.push([id(r, c), id(r, c + 1)]);
      if (r + 1 < size) armyEdges.push([id(r, c), id(r + 1, c)]);
    }
  }
  const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'];
  const powers = letters.map((letter, i) => ({ name: `Power${i + 1}`, letter }));
  const mapResult = loadMap({
    name: 'grid',
    victoryCenters: 100,
    powers,
    provinces,
    armyEdges,
    fleetEdges: [],
    startingUnits: {},
  });
  if (!mapResult.ok) throw new Error(JSON.stringify(mapResult.problems));
  const cells = provinces
    .map((p) => p.id)
    .sort(() => random() - 0.5)
    .slice(0, 300);
  const units = cells.map((cell, i) => ({ power: powers[i % 36].name, unit: `A ${cell}` }));
  const loaded = loadGame(
    {
      map: 'grid.json',
      year: 1901,
      season: 'spring',
      powers: powers.map((p) => ({ ...p, balance: (20 + Math.floor(random() * 40)) * scale, centers: [] })),
      units,
    },
    { readMap: () => mapResult.map.data },
  );
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems.slice(0, 3)));
  const game = loaded.game;
  const neighbours = (cell) => [...game.map.armyNeighbours(cell)];
  const sheets = {};
  for (const p of powers) {
    const lines = [];
    for (let i = 0; i < 139; i++) {
      const cell = cells[Math.floor(random() * cells.length)];
      const own = game.unitAt(cell).power === p.name;
      const options = ['H', ...neighbours(cell).map((n) => `- ${n}`)];
      const first = options[Math.floor(random() * options.length)];
      const second = options[Math.floor(random() * options.length)];
      const orders = second === first ? first : `${first} | ${second}`;
      const type = [':', ':', ':', '!', '>', '@', '&'][Math.floor(random() * 7)];
      const amount = (own ? 0 : 1) + Math.floor(random() * 30);
      const plateau = random() < 0.3 ? `#${Math.floor(random() * amount)}` : '';
      lines.push(`${amount * scale}${plateau && `#${Number(plateau.slice(1)) * scale}`} ${type} A ${cell} ${orders}`);
    }
    sheets[p.name] = lines.join('\n');
  }
  return { game, sheets };
}

function exampleGame() {
  const dir = new URL('../../../examples/spring-1901/', import.meta.url);
  const game = loadGame(JSON.parse(readFileSync(new URL('game.json', dir), 'utf8')));
  if (!game.ok) throw new Error('example game invalid');
  const sheets = Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith('.payola'))
      .map((f) => [f.replace('.payola', ''), readFileSync(new URL(f, dir), 'utf8')]),
  );
  return { game: game.game, sheets };
}

export default async function run() {
  const text = longSheet();
  const { sheet } = parseSheet(text);
  const crowded = crowdedGame();
  const t1 = await medians({
    check: () => analyzeSheet(sheet, { game: opening, power: 'France' }),
    'enumerate opening': () => opening.units.map((u) => legalOrders(opening, u.location.province)),
    'enumerate crowded': () => crowded.units.map((u) => legalOrders(crowded, u.location.province)),
  });
  const openingCount = opening.units.reduce((n, u) => n + legalOrders(opening, u.location.province).length, 0);
  const crowdedCount = crowded.units.reduce((n, u) => n + legalOrders(crowded, u.location.province).length, 0);
  report('checker (medians)', [
    ['check a 10,000-line sheet (opening board)', `${ms(t1.check)} (target: under 100 ms)`],
    [`legal orders, opening (${opening.units.length} units, ${openingCount} orders)`, ms(t1['enumerate opening'])],
    [
      `legal orders, crowded board (${crowded.units.length} units, ${crowdedCount} orders)`,
      ms(t1['enumerate crowded']),
    ],
  ]);

  const example = exampleGame();
  const base = generatedCase(1);
  const scaled = generatedCase(1000);
  const first = adjudicate(base.game, base.sheets, { seed: 1 });
  const firstScaled = adjudicate(scaled.game, scaled.sheets, { seed: 1 });
  const offers = Object.values(base.sheets).reduce((n, s) => n + s.split('\n').length, 0);
  const t2 = await medians(
    {
      example: () => adjudicate(example.game, example.sheets, { seed: 1901 }),
      generated: () => adjudicate(base.game, base.sheets, { seed: 1 }),
      scaled: () => adjudicate(scaled.game, scaled.sheets, { seed: 1 }),
      // 900 against 899 with 7 AgP: France cuts 893 times, the winner flipping at each cut.
      oscillating: oscillation(900),
      oscillatingScaled: oscillation(900, 1000),
    },
    { time: 2000, iterations: 5 },
  );
  const maxCuts = (r) => Math.max(...Object.values(r.reductions));
  const oscillationCuts = (adjudication) => {
    const { reductions } = adjudication();
    return `${reductions.France} and ${reductions.Russia}`;
  };
  report('adjudicator (medians)', [
    ['(a) the example game', ms(t2.example)],
    [`(b) 36 powers, 300 units, ${offers} offer lines (up to ${maxCuts(first)} cuts)`, ms(t2.generated)],
    [`(c) (b) with amounts and balances ×1000 (up to ${maxCuts(firstScaled)} cuts)`, ms(t2.scaled)],
    ['ratio (c)/(b)', `${(t2.scaled / t2.generated).toFixed(2)} (target: at most 1.5)`],
    [
      `(d) Rule 5.5 oscillation: France 900 : A MUN - TYR, Russia 899 : A MUN S A VIE - BOH, 7 AgP each (${oscillationCuts(oscillation(900))} cuts)`,
      ms(t2.oscillating),
    ],
    [
      `(e) (d) with amounts and balances ×1000 (${oscillationCuts(oscillation(900, 1000))} cuts)`,
      ms(t2.oscillatingScaled),
    ],
    ['ratio (e)/(d)', `${(t2.oscillatingScaled / t2.oscillating).toFixed(2)} (target: at most 1.5)`],
  ]);
}
