// Hostile shapes (issue 13): inputs that once made the engine's work grow with an amount, a
// repetition count or the number of routes through a sea clique. Each row prints a median and the
// ratio to the friendly case; the targets say what "does not grow" means here.
import { amountLimits, parseSheet } from '@payola/parser';
import { adjudicate, analyzeSheet, checkOrderText, legalOrders, startingGame } from '@payola/engine';
import { cliqueMap, gridMap, gridSea } from '../test/support/sea-maps.mjs';
import { cpuMedians, medians, ms, report } from '../../../scripts/bench-kit.mjs';

/**
 * France `n : A MUN - TYR` against Russia `n-1 : A MUN S A VIE - BOH`, 7 AgP each: the winner flips
 * at every cut (Rule 5.5). `scale` multiplies every amount and balance (engine.bench.mjs's ×1000).
 */
export function oscillation(n, scale = 1) {
  const opening = startingGame();
  const game = opening.with({
    powers: opening.powers.map((p) => ({
      ...p,
      balance: p.name === 'France' || p.name === 'Russia' ? 7 * scale : p.balance,
      status: ['France', 'Russia', 'Germany', 'Austria'].includes(p.name) ? 'active' : 'eliminated',
    })),
  });
  const sheets = {
    France: `${n * scale} : A MUN - TYR`,
    Russia: `${(n - 1) * scale} : A MUN S A VIE - BOH`,
    Germany: '0 : A MUN H',
    Austria: '0 : A VIE H',
  };
  return () => adjudicate(game, sheets, { seed: 1 });
}

/** 2,000 lines of `k*1 : A PAR H` with France unable to pay: every copy is cut. */
function repetition(k) {
  const opening = startingGame();
  const game = opening.with({
    powers: opening.powers.map((p) => ({
      ...p,
      balance: p.name === 'France' ? 5 : p.balance,
      status: p.name === 'France' ? 'active' : 'eliminated',
    })),
  });
  const sheets = { France: Array.from({ length: 2000 }, () => `${k}*1 : A PAR H`).join('\n') };
  return () => adjudicate(game, sheets, { seed: 1 });
}

/** Two coasts joined by a clique of k seas, every sea holding a fleet. */
function clique(k) {
  const map = cliqueMap(k);
  // A fresh game each time: the answers a game's board remembers would otherwise be timed.
  const game = () => startingGame(map);
  return {
    support: () => checkOrderText(game(), `F S${k - 1} S A LA - LB`),
    convoy: () => checkOrderText(game(), `F S${k >> 1} C A LA - LB`),
    enumerate: () => legalOrders(game(), 'LA'),
  };
}

/** Two coasts at opposite corners of an n×n grid of seas, every sea holding a fleet. */
function grid(n) {
  const map = gridMap(n);
  // A fresh game each time: the answers a game's board remembers would otherwise be timed.
  const game = () => startingGame(map);
  return {
    support: () => checkOrderText(game(), `F ${gridSea(n - 1, n - 1)} S A LA - LB`),
    convoy: () => checkOrderText(game(), `F ${gridSea(n >> 1, n >> 1)} C A LA - LB`),
    enumerate: () => legalOrders(game(), 'LA'),
  };
}

/** A sheet of `count` lines naming distinct unknown 40-letter places. */
function unknownNames(count) {
  const opening = startingGame();
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const name = (i) => Array.from({ length: 40 }, (_, j) => letters[(i * 7 + j * ((i % 13) + 1)) % 26]).join('');
  const text = Array.from({ length: count }, (_, i) => `1 : A PAR - ${name(i)}`).join('\n');
  const { sheet } = parseSheet(text);
  return { bytes: text.length, run: () => analyzeSheet(sheet, { game: opening, power: 'France' }) };
}

/** A sheet of `count` negative offers to one unit (`1 ! A MUN - BUR`), checked with every hint. */
function negativeOffers(count) {
  const opening = startingGame();
  const { sheet } = parseSheet(Array.from({ length: count }, () => '1 ! A MUN - BUR').join('\n'));
  return () => analyzeSheet(sheet, { game: opening, power: 'France' });
}

export default async function run() {
  // 9 × 2^30 is within the amount limit (Rule 3.1 amounts are bounded, amountLimits).
  const top = Math.min(9 * 2 ** 30, amountLimits.maxAmount);
  const oscTasks = {
    // 900 against 899 with 7 AgP: France cuts about 900 times, the winner flipping at each, so every
    // row jumps whole periods (n = 9 barely flips and would measure something else).
    x1: oscillation(900),
    x1e6: oscillation(900_000_000),
    top: oscillation(top),
  };
  // The first task timed would otherwise pay for compiling the settlement, skewing the ratios; CPU
  // time is steadier than wall time on a shared machine.
  for (let i = 0; i < 20; i++) for (const task of Object.values(oscTasks)) task();
  const osc = cpuMedians(oscTasks, { runs: 101 });
  report(
    'hostile: Rule 5.5 oscillation (France n : A MUN - TYR, Russia n-1 : A MUN S A VIE - BOH, 7 AgP each; CPU medians)',
    [
      ['n = 900', ms(osc.x1)],
      ['n = 9 × 10^8 (×10^6)', `${ms(osc.x1e6)}  ratio ${(osc.x1e6 / osc.x1).toFixed(2)}`],
      [
        `n = ${top} (×${Math.round(top / 900)})`,
        `${ms(osc.top)}  ratio ${(osc.top / osc.x1).toFixed(2)} (target: about 1)`,
      ],
    ],
  );

  const rep = await medians({ k1: repetition(1), k10: repetition(10), k1000: repetition(1000) }, { iterations: 5 });
  report('hostile: repetition counts (2,000 lines of k*1 : A PAR H, all cut; medians)', [
    ['k = 1', ms(rep.k1)],
    ['k = 10', `${ms(rep.k10)}  ratio ${(rep.k10 / rep.k1).toFixed(2)}`],
    ['k = 1000', `${ms(rep.k1000)}  ratio ${(rep.k1000 / rep.k1).toFixed(2)} (target: about 1)`],
  ]);

  const rows = [];
  let base;
  for (const k of [9, 10, 11, 12]) {
    const c = clique(k);
    const t = await medians({ support: c.support, convoy: c.convoy, enumerate: c.enumerate }, { iterations: 5 });
    base ??= t;
    rows.push([
      `k = ${k}: support / convoy / legal orders of the army`,
      `${ms(t.support)} / ${ms(t.convoy)} / ${ms(t.enumerate)}  ratio to k = 9: ${(t.support / base.support).toFixed(2)} / ${(t.convoy / base.convoy).toFixed(2)} / ${(t.enumerate / base.enumerate).toFixed(2)}`,
    ]);
  }
  report('hostile: convoy routes through a clique of k seas (medians; once 1.6 s at k = 9, 163 s at k = 11)', rows);

  const grids = [];
  let small3;
  for (const n of [3, 6]) {
    const g = grid(n);
    const t = await medians({ support: g.support, convoy: g.convoy, enumerate: g.enumerate }, { iterations: 5 });
    small3 ??= t;
    grids.push([
      `${n}×${n} seas: support / convoy / legal orders of the army`,
      `${ms(t.support)} / ${ms(t.convoy)} / ${ms(t.enumerate)}  ratio to 3×3: ${(t.support / small3.support).toFixed(2)} / ${(t.convoy / small3.convoy).toFixed(2)} / ${(t.enumerate / small3.enumerate).toFixed(2)} (seas ×4; legal orders spell out at most 256 routes, 6 on the 3×3 grid)`,
    ]);
  }
  report('hostile: convoy routes through a grid of seas (medians; the 6×6 grid once took 13.8 s)', grids);

  const small = unknownNames(1000);
  const large = unknownNames(25_000);
  const names = await medians({ small: small.run, large: large.run }, { iterations: 3 });
  report('hostile: unknown 40-letter place names (checking; once 4 ms per name)', [
    [
      `1,000 names (${(small.bytes / 1e3).toFixed(0)} kB)`,
      `${ms(names.small)}  ${((names.small / 1000) * 1000).toFixed(1)} µs per name`,
    ],
    [
      `25,000 names (${(large.bytes / 1e6).toFixed(2)} MB)`,
      `${ms(names.large)}  ${((names.large / 25_000) * 1000).toFixed(1)} µs per name (target: flat)`,
    ],
  ]);

  const negatives = await medians(
    { n5k: negativeOffers(5_000), n20k: negativeOffers(20_000), n40k: negativeOffers(40_000) },
    { iterations: 3 },
  );
  report('hostile: negative offers to one unit (checking with hints; 40,000 lines once took 17 s)', [
    ['5,000 lines', `${ms(negatives.n5k)}  ${((negatives.n5k / 5_000) * 1000).toFixed(1)} µs per line`],
    ['20,000 lines', `${ms(negatives.n20k)}  ${((negatives.n20k / 20_000) * 1000).toFixed(1)} µs per line`],
    [
      '40,000 lines',
      `${ms(negatives.n40k)}  ${((negatives.n40k / 40_000) * 1000).toFixed(1)} µs per line (target: flat)`,
    ],
  ]);
}
