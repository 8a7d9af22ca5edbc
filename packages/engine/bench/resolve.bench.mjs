// The movement resolver's benchmarks: a crowded standard board with many supports and convoys, a
// generated 36-power 300-unit board, a ring of convoy paradoxes, convoys through a clique of 11
// seas, and the cost as the board grows (×1, ×2, ×4: the ratios should stay near 1, 2 and 4).
// "Decisions" times the resolution itself on orders already read; "phase" adds the outcomes with
// their reasons, the dislodgements and retreats; "from texts" adds reading and checking the orders.
import { legalOrders, loadGame, loadMap, resolveMovement, seededRandom, startingGame, unitText } from '@payola/engine';
import { MovementDecisions } from '../dist/resolve/decisions.js';
import { resolveResolvedMovement } from '../dist/resolve/movement.js';
import { readMovementOrder } from '../dist/resolve/movement-orders.js';
import { medians, ms, report } from '../../../scripts/bench-kit.mjs';

/** The 34 units of a crowded mid-game standard board (as in engine.bench.mjs). */
const crowdedUnits = [
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
];

function loaded(result) {
  if (!result.ok) throw new Error(JSON.stringify(result.problems.slice(0, 3)));
  return result.game;
}

/**
 * Orders for every unit, drawn from its legal orders: a third of the units move (armies by convoy
 * where they can), and the others support or convoy those moves where they can, or support a unit
 * to hold.
 */
function crowdedPhase() {
  const game = loaded(
    loadGame({ ...startingGame().toFile(), units: crowdedUnits.map(([power, unit]) => ({ power, unit })) }),
  );
  const random = seededRandom(34);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const legal = new Map(game.units.map((unit) => [unitText(unit), legalOrders(game, unit)]));
  const texts = {};
  for (const [unit, orders] of legal) {
    if (random() >= 1 / 3) continue;
    const convoyed = orders.filter((o) => (o.match(/ - /g) ?? []).length > 1);
    const moves = orders.filter((o) => / - /.test(o) && !/ [SC] /.test(o));
    texts[unit] = pick(convoyed.length > 0 && random() < 0.5 ? convoyed : moves);
  }
  // A move's canonical text without its route, as a support or convoy names it: `A LON - NWY`.
  const moving = Object.values(texts).map((t) => {
    const parts = t.split(' - ');
    return `${parts[0]} - ${parts[parts.length - 1]}`;
  });
  for (const [unit, orders] of legal) {
    if (texts[unit]) continue;
    const helping = orders.filter((o) => / [SC] /.test(o) && moving.some((m) => o.endsWith(m)));
    const holding = orders.filter((o) => / S /.test(o) && !/ - /.test(o));
    texts[unit] = pick(helping.length > 0 ? helping : holding.length > 0 ? holding : orders);
  }
  return { game, texts, orders: read(game, texts) };
}

/** The orders as the resolver takes them (one per unit, in the game's order). */
function read(game, texts) {
  return game.units.map((unit) => {
    const checked = readMovementOrder(game, unit, texts[unitText(unit)] ?? `${unitText(unit)} H`);
    if (!checked.legal) throw new Error(`${checked.text}: ${checked.message}`);
    return checked.order;
  });
}

function decideAll(game, orders) {
  const d = new MovementDecisions(game.map, game.units, orders);
  d.decideAll();
  return d;
}

/** A square grid of land provinces with 36 powers' armies on `units` cells, each ordered at random. */
function gridPhase(units, side) {
  const random = seededRandom(units);
  const id = (r, c) => `G${String(r).padStart(3, '0')}${String(c).padStart(3, '0')}`;
  const provinces = [];
  const armyEdges = [];
  for (let r = 0; r < side; r++)
    for (let c = 0; c < side; c++) {
      provinces.push({ id: id(r, c), name: `Row ${r} Column ${c}`, type: 'land' });
      if (c + 1 < side) armyEdges.push([id(r, c), id(r, c + 1)]);
      if (r + 1 < side) armyEdges.push([id(r, c), id(r + 1, c)]);
    }
  const powers = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'].map((letter, i) => ({ name: `Power${i + 1}`, letter }));
  const map = loadMap({
    name: 'grid',
    victoryCenters: 100,
    powers,
    provinces,
    armyEdges,
    fleetEdges: [],
    startingUnits: {},
  });
  if (!map.ok) throw new Error(JSON.stringify(map.problems));
  const cells = provinces
    .map((p) => p.id)
    .sort(() => random() - 0.5)
    .slice(0, units);
  const game = loaded(
    loadGame(
      {
        map: 'grid.json',
        year: 1901,
        season: 'spring',
        powers: powers.map((p) => ({ ...p, balance: 0, centers: [] })),
        units: cells.map((cell, i) => ({ power: powers[i % 36].name, unit: `A ${cell}` })),
      },
      { readMap: () => map.map.data },
    ),
  );
  const texts = {};
  for (const unit of game.units) {
    const next = [...game.map.armyNeighbours(unit.location.province)];
    const to = next[Math.floor(random() * next.length)];
    const roll = random();
    const supported = next.map((n) => game.unitAt(n)).find((u) => u);
    texts[unitText(unit)] =
      roll < 0.5
        ? `${unitText(unit)} - ${to}`
        : roll < 0.9 && supported
          ? `${unitText(unit)} S ${unitText(supported)}`
          : `${unitText(unit)} H`;
  }
  return { game, texts, orders: read(game, texts) };
}

/**
 * A ring of `k` convoy paradoxes: army i is convoyed from C_i through S_i to L_i, whose fleet
 * supports the attack of W_(i+1) on S_(i+1). Each convoy succeeds exactly when the one before it
 * does, so the whole ring is one paradox (two resolutions): the Szykman rule fails every convoy.
 */
function paradoxRing(k) {
  const provinces = [];
  const fleetEdges = [];
  const units = [];
  const texts = {};
  const name = (p, i) => `${p}${String(i).padStart(3, '0')}`;
  for (let i = 0; i < k; i++) {
    const [c, s, l, w] = ['C', 'S', 'L', 'W'].map((p) => name(p, i));
    const next = (i + 1) % k;
    provinces.push(
      { id: c, name: `Coast ${c}`, type: 'coast' },
      { id: l, name: `Landing ${l}`, type: 'coast' },
      { id: s, name: `Sea ${s}`, type: 'sea' },
      { id: w, name: `Sea ${w}`, type: 'sea' },
    );
    fleetEdges.push([c, s], [s, l], [w, s], [l, name('S', next)]);
    units.push(
      { power: 'Red', unit: `A ${c}` },
      { power: 'Red', unit: `F ${s}` },
      { power: 'Blue', unit: `F ${l}` },
      { power: 'Green', unit: `F ${w}` },
    );
    texts[`A ${c}`] = `A ${c} - ${s} - ${l}`;
    texts[`F ${s}`] = `F ${s} C A ${c} - ${l}`;
    texts[`F ${l}`] = `F ${l} S F ${name('W', next)} - ${name('S', next)}`;
    texts[`F ${w}`] = `F ${w} - ${s}`;
  }
  const powers = [
    { name: 'Red', letter: 'R' },
    { name: 'Blue', letter: 'B' },
    { name: 'Green', letter: 'G' },
  ];
  const map = loadMap({
    name: 'ring',
    victoryCenters: 1,
    powers,
    provinces,
    armyEdges: [],
    fleetEdges,
    startingUnits: {},
  });
  if (!map.ok) throw new Error(JSON.stringify(map.problems.slice(0, 3)));
  const game = loaded(
    loadGame(
      {
        map: 'ring.json',
        year: 1901,
        season: 'spring',
        powers: powers.map((p) => ({ ...p, balance: 0, centers: [] })),
        units,
      },
      { readMap: () => map.map.data },
    ),
  );
  return { game, texts, orders: read(game, texts) };
}

/** An army convoyed across a clique of 11 seas, a fleet in each ordered to convoy it: 11! routes, one search. */
function seaClique() {
  const seas = Array.from({ length: 11 }, (_, i) => `S${String(i).padStart(2, '0')}`);
  const provinces = [
    { id: 'WEST', name: 'West', type: 'coast' },
    { id: 'EAST', name: 'East', type: 'coast' },
    ...seas.map((id) => ({ id, name: `Sea ${id}`, type: 'sea' })),
  ];
  const fleetEdges = [
    ['WEST', seas[0]],
    [seas[10], 'EAST'],
  ];
  for (let i = 0; i < seas.length; i++) for (let j = i + 1; j < seas.length; j++) fleetEdges.push([seas[i], seas[j]]);
  const powers = [{ name: 'Red', letter: 'R' }];
  const map = loadMap({
    name: 'clique',
    victoryCenters: 1,
    powers,
    provinces,
    armyEdges: [],
    fleetEdges,
    startingUnits: {},
  });
  if (!map.ok) throw new Error(JSON.stringify(map.problems.slice(0, 3)));
  const units = [{ power: 'Red', unit: 'A WEST' }, ...seas.map((s) => ({ power: 'Red', unit: `F ${s}` }))];
  const game = loaded(
    loadGame(
      { map: 'clique.json', year: 1901, season: 'spring', powers: [{ ...powers[0], balance: 0, centers: [] }], units },
      { readMap: () => map.map.data },
    ),
  );
  const texts = {
    'A WEST': 'A WEST - EAST',
    ...Object.fromEntries(seas.map((s) => [`F ${s}`, `F ${s} C A WEST - EAST`])),
  };
  return { game, texts, orders: read(game, texts) };
}

export default async function run() {
  const crowded = crowdedPhase();
  const grid = gridPhase(300, 20);
  const ring = [10, 20, 40].map(paradoxRing);
  const clique = seaClique();
  const growth = [gridPhase(300, 20), gridPhase(600, 28), gridPhase(1200, 40)];
  const crowdedResult = resolveMovement(crowded.game, crowded.texts);
  const kinds = (texts) => {
    const values = Object.values(texts);
    return `${values.filter((t) => / S /.test(t)).length} supports, ${values.filter((t) => / C /.test(t)).length} convoys`;
  };
  const ringResult = resolveResolvedMovement(ring[0].game, ring[0].orders);
  const ringFailed = Object.entries(ringResult.outcomes).filter(
    ([unit, o]) => unit.startsWith('F S') && o.reason.includes('Szykman'),
  ).length;
  const cliqueResult = resolveMovement(clique.game, clique.texts);
  // The work done, counted rather than timed: adjudications per unit as the board grows.
  const work = growth.map((g) => decideAll(g.game, g.orders).adjudications / g.game.units.length);

  const t = await medians({
    'crowded decisions': () => decideAll(crowded.game, crowded.orders),
    'crowded phase': () => resolveResolvedMovement(crowded.game, crowded.orders),
    'crowded texts': () => resolveMovement(crowded.game, crowded.texts),
    'grid decisions': () => decideAll(grid.game, grid.orders),
    'grid phase': () => resolveResolvedMovement(grid.game, grid.orders),
    'grid texts': () => resolveMovement(grid.game, grid.texts),
    'ring 10': () => resolveResolvedMovement(ring[0].game, ring[0].orders),
    'ring 20': () => resolveResolvedMovement(ring[1].game, ring[1].orders),
    'ring 40': () => resolveResolvedMovement(ring[2].game, ring[2].orders),
    clique: () => resolveResolvedMovement(clique.game, clique.orders),
    'growth 1': () => resolveResolvedMovement(growth[0].game, growth[0].orders),
    'growth 2': () => resolveResolvedMovement(growth[1].game, growth[1].orders),
    'growth 4': () => resolveResolvedMovement(growth[2].game, growth[2].orders),
  });
  report('movement resolver (medians)', [
    [
      `(a) crowded standard board, 34 units (${kinds(crowded.texts)}; ${crowdedResult.dislodged.length} dislodged): decisions`,
      `${ms(t['crowded decisions'])} (target: under 0.05 ms)`,
    ],
    ['    the phase with reasons, dislodgements and retreats', ms(t['crowded phase'])],
    ['    from order texts (read and checked)', ms(t['crowded texts'])],
    [`(b) 36 powers, 300 units (${kinds(grid.texts)}): decisions`, ms(t['grid decisions'])],
    ['    the phase', ms(t['grid phase'])],
    ['    from order texts', ms(t['grid texts'])],
    [`(c) a ring of 10 convoy paradoxes (${ringFailed} convoys failed by the Szykman rule)`, ms(t['ring 10'])],
    ['    20 paradoxes', ms(t['ring 20'])],
    ['    40 paradoxes', ms(t['ring 40'])],
    [
      '    ratios 20/10, 40/10',
      `${(t['ring 20'] / t['ring 10']).toFixed(2)}, ${(t['ring 40'] / t['ring 10']).toFixed(2)} (linear: 2, 4)`,
    ],
    [
      `(d) a convoy across a clique of 11 seas (${cliqueResult.outcomes['A WEST'].succeeded ? 'arrives' : 'fails'})`,
      ms(t.clique),
    ],
    ['(e) growth: 300 units (20×20 grid)', ms(t['growth 1'])],
    ['    600 units (28×28)', ms(t['growth 2'])],
    ['    1200 units (40×40)', ms(t['growth 4'])],
    [
      '    ratios ×2/×1, ×4/×1',
      `${(t['growth 2'] / t['growth 1']).toFixed(2)}, ${(t['growth 4'] / t['growth 1']).toFixed(2)} (linear: 2, 4)`,
    ],
    ['    adjudications per unit, ×1 ×2 ×4', `${work.map((w) => w.toFixed(2)).join(', ')} (constant when linear)`],
  ]);
}
