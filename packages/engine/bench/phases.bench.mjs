// Adjudicating realistic phases (issue 8 item 15): a corpus of 400 generated seven-power phases
// on the standard board (20–34 units, 1–40 lines per sheet, every offer type, plateaus,
// repetitions, alternatives, savings, acceptance lists), each adjudicated from the sheets' text —
// parsing, checking, decisions, Rule 5.5 and payments included; explanations and reports are
// written when read, and their cost is shown apart. Prints the mean per phase in CPU time and in
// wall time, and the ratio to the reference judge (about 31 ms per such phase here).
import { adjudicate, legalOrders, loadGame, seededRandom, standardMap, startingGame } from '@payola/engine';
import { parseSheet } from '@payola/parser';
import { PerformanceObserver, constants, performance } from 'node:perf_hooks';
import { cpuMedians, median, medians, ms, report } from '../../../scripts/bench-kit.mjs';

const referenceJudgeMs = 31;
const opening = startingGame();
const powers = opening.powers;

/** One random phase: a plausible board and seven sheets. */
function phase(random) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  const provinces = [...standardMap.provinces.values()].filter((p) => p.type !== 'impassable');
  const shuffled = provinces
    .map((p) => [random(), p])
    .sort((a, b) => a[0] - b[0])
    .map(([, p]) => p);
  const count = 20 + Math.floor(random() * 15);
  const units = shuffled.slice(0, count).map((p, i) => {
    const fleet = p.type === 'sea' || (p.type === 'coast' && random() < 0.4);
    const where = fleet && p.coasts.length > 0 ? `${p.id}/${pick(p.coasts)}` : p.id;
    return { power: powers[i % 7].name, unit: `${fleet ? 'F' : 'A'} ${where}` };
  });
  const file = opening.toFile();
  const loaded = loadGame({
    ...file,
    powers: file.powers.map((p) => ({ ...p, balance: 10 + Math.floor(random() * 60) })),
    units,
  });
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems.slice(0, 2)));
  const game = loaded.game;
  // The sheets are written from a copy of the game, so that what legalOrders remembers of it
  // (convoy routes) is not kept alive, for the whole corpus, by the games being measured.
  const writer = loadGame(game.toFile()).game;
  const ordersOf = new Map(writer.units.map((u) => [u.location.province, legalOrders(writer, u.location.province)]));
  const sheets = {};
  for (const p of powers) {
    const lines = [];
    if (random() < 0.5)
      lines.push(
        `ACCEPT ${p.letter}${random() < 0.5 ? (pick(powers).letter === p.letter ? '' : pick(powers.filter((q) => q !== p)).letter) : ''}?`,
      );
    const own = game.unitsOf(p.name);
    for (const u of own) {
      const list = ordersOf.get(u.location.province);
      lines.push(`${Math.floor(random() * 6)} : ${pick(list)}`);
    }
    const extra = Math.floor(random() * Math.max(1, 40 - lines.length));
    for (let i = 0; i < extra; i++) {
      const u = pick(game.units);
      const list = ordersOf.get(u.location.province);
      const first = pick(list);
      const unit = first.split(' ').slice(0, 2).join(' ');
      const more = random() < 0.3 ? pick(list).split(' ').slice(2).join(' ') : undefined;
      const orders =
        more && more !== first.split(' ').slice(2).join(' ')
          ? `${first.split(' ').slice(2).join(' ')} | ${more}`
          : first.split(' ').slice(2).join(' ');
      const foreign = u.power !== p.name;
      const amount = (foreign ? 1 : 0) + Math.floor(random() * 12);
      const rep = random() < 0.15 ? `${2 + Math.floor(random() * 3)}*` : '';
      const plateau = random() < 0.2 ? `#${Math.floor(random() * (amount + 1))}` : '';
      const plus = random() < 0.1 ? ` + ${1 + Math.floor(random() * 3)}` : '';
      lines.push(
        `${rep}${amount}${plateau}${plus} ${pick([':', ':', ':', ':', '!', '>', '@', '&'])} ${unit} ${orders}`,
      );
    }
    if (random() < 0.3) lines.push(`${Math.floor(random() * 10)} $`);
    sheets[p.name] = lines.slice(0, 40).join('\n');
  }
  return { game, sheets };
}

export function corpus(size = 400) {
  const random = seededRandom(1615);
  return Array.from({ length: size }, () => phase(random));
}

export default async function run() {
  const phases = corpus();
  const lines = phases.reduce((n, p) => n + Object.values(p.sheets).reduce((m, s) => m + s.split('\n').length, 0), 0);
  const units = phases.reduce((n, p) => n + p.game.units.length, 0);
  // Every phase must be adjudicable: the corpus is realistic, not a list of refusals.
  for (const p of phases) adjudicate(p.game, p.sheets, { seed: 1 });
  const whole = () => phases.forEach((p) => adjudicate(p.game, p.sheets, { seed: 1 }));
  const t = await medians({ corpus: whole }, { time: 3000, iterations: 5 });
  const cpu = cpuMedians({ corpus: whole }, { runs: 9, warmup: 2 });
  const perPhase = t.corpus / phases.length;
  const cpuPerPhase = cpu.corpus / phases.length;
  // What a caller reading every explanation and report pays on top (they are written when read).
  const readAll = () =>
    phases.forEach((p) => {
      const result = adjudicate(p.game, p.sheets, { seed: 1 });
      return [result.explanations, result.reports];
    });
  // A judge adjudicates each phase once: the same corpus on games just loaded, so that nothing
  // remembered per game (board views, convoy answers) helps.
  const coldRuns = [];
  for (let run = 0; run < 5; run++) {
    const fresh = phases.map((p) => ({ game: loadGame(p.game.toFile()).game, sheets: p.sheets }));
    const start = process.cpuUsage();
    fresh.forEach((p) => adjudicate(p.game, p.sheets, { seed: 1 }));
    const used = process.cpuUsage(start);
    coldRuns.push((used.user + used.system) / 1000 / phases.length);
  }
  const cpuCold = coldRuns.sort((a, b) => a - b)[2];
  // The same phases split in two: reading the sheets' text, and everything after it (adjudicate
  // takes the parser's results, whose syntax errors still count).
  const parsed = phases.map((p) => ({
    game: p.game,
    sheets: Object.fromEntries(Object.entries(p.sheets).map(([power, text]) => [power, parseSheet(text)])),
  }));
  const split = cpuMedians(
    {
      parse: () => phases.forEach((p) => Object.values(p.sheets).forEach((text) => parseSheet(text))),
      afterParsing: () => parsed.forEach((p) => adjudicate(p.game, p.sheets, { seed: 1 })),
    },
    { runs: 9, warmup: 2 },
  );
  const cpuRead = cpuMedians({ readAll }, { runs: 5, warmup: 1 }).readAll / phases.length;
  const gc = await collectorShare(whole);
  const again = median(Array.from({ length: 5 }, () => secondRuns(phases)));
  const single = await medians({ one: () => adjudicate(phases[0].game, phases[0].sheets, { seed: 1 }) });
  report(
    `adjudicating ${phases.length} realistic seven-power phases (${(units / phases.length).toFixed(0)} units, ${(lines / phases.length / 7).toFixed(0)} lines per sheet on average), from the sheets' text`,
    [
      ['mean per phase, CPU time (median of corpus runs)', `${ms(cpuPerPhase)} (target: under 0.15 ms)`],
      ['mean per phase, wall time (median of corpus runs)', ms(perPhase)],
      [
        '  each phase adjudicated once, on a game just loaded',
        `${ms(cpuCold)} CPU (${(referenceJudgeMs / cpuCold).toFixed(0)}×)`,
      ],
      ['  parsing the sheets alone', `${ms(split.parse / phases.length)} CPU`],
      ['  everything after parsing (checks, decisions, Rule 5.5)', `${ms(split.afterParsing / phases.length)} CPU`],
      ['  with every explanation and report read', `${ms(cpuRead)} CPU`],
      ['  each phase adjudicated again at once (wall: the processor trained on it)', ms(again)],
      [
        '  time in garbage collection (three corpus runs, wall)',
        `${(gc.share * 100).toFixed(0)}% (young ${ms(gc.minor / 3 / phases.length)}, old ${ms(gc.major / 3 / phases.length)} per phase)`,
      ],
      ['median of one phase (wall)', ms(single.one)],
      [
        'ratio to the reference judge (about 31 ms per phase)',
        `${(referenceJudgeMs / cpuPerPhase).toFixed(0)}× faster in CPU time, ${(referenceJudgeMs / perPhase).toFixed(0)}× in wall time (target: 200×)`,
      ],
    ],
  );
}

/**
 * The mean wall time of each phase's second adjudication in a row. The corpus's mean is a judge's
 * case, each phase after others; this one shows how much of it the processor's caches and
 * predictions, trained on the phase just adjudicated, would save (a third, November 2026): time
 * that fewer instructions alone do not win back.
 */
function secondRuns(phases) {
  let sum = 0;
  for (const p of phases) {
    adjudicate(p.game, p.sheets, { seed: 1 });
    const start = performance.now();
    adjudicate(p.game, p.sheets, { seed: 1 });
    sum += performance.now() - start;
  }
  return sum / phases.length;
}

/**
 * The collector's share of three runs of `task`: a phase's objects that outlive it (promoted by
 * young collections) once cost a third of the time, so the bench shows it.
 */
async function collectorShare(task) {
  let minor = 0;
  let major = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR) minor += entry.duration;
      else major += entry.duration;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const start = performance.now();
  for (let run = 0; run < 3; run++) task();
  const wall = performance.now() - start;
  // Entries are delivered after the task, on a later turn of the event loop.
  await new Promise((resolve) => setTimeout(resolve, 50));
  observer.disconnect();
  return { share: (minor + major) / wall, minor, major };
}
