/**
 * Ruling E17 (Rules 2.5, 3.6, 4.1, 5.7 under Exchange, Rule 6.8): an investor's view and its
 * reports hold its own treasury, holdings and sheets, and the treasury, list and sheets of the
 * companies it heads; never another investor's treasury, holdings, offers or votes, nor the
 * treasury, list or sheets of a company it does not head (a stockholder learns its company's
 * treasury once a year, in the stockholder report, ruling E18). Over random Exchange games
 * played some random phases, every other payer's secrets are searched for: each balance it ever
 * had (distinctive numbers), the lists it wrote and used, and the markers in its sheets' comments.
 */
import '../../parser/test/support/fast-check-seed.js';
import fc from 'fast-check';
import {
  advancePhase,
  legalOrders,
  loadGame,
  playerView,
  seededRandom,
  unitText,
  type AdvanceResult,
  type Game,
} from '@payola/engine';
import { describe, expect, it } from 'vitest';
import { changed, exchangeGame, investor } from './support/exchange.js';

const pick = <T>(items: readonly T[], random: () => number): T | undefined =>
  items[Math.floor(random() * items.length)];

/** Exchange's test game with distinctive treasuries (seven digits, far apart) and lists. */
function secretGame(random: () => number): Game {
  return changed(exchangeGame(), (f) => {
    const letters = [...f.powers, ...f.investors].map((p) => p.letter as string);
    f.powers.forEach((p, i) => {
      p.balance = 1_000_000 + 100_000 * i + Math.floor(random() * 50_000);
      p.accept = [...letters].sort(() => random() - 0.5).join('');
    });
    f.investors.forEach((p, i) => {
      p.balance = 5_000_000 + 100_000 * i + Math.floor(random() * 50_000);
    });
    // Carol holds a share of Bob's England: a stockholder who does not head it.
    investor(f, 'Carol').holdings = { France: 3, England: 1 };
  });
}

/** A sheet for `payer` in the game's phase, with a secret marker in a comment. */
function sheetFor(game: Game, payer: string, marker: string, random: () => number): string {
  const lines = [`% ${marker}`];
  const p = game.power(payer)!;
  if (game.phase === 'retreat') {
    for (const d of game.dislodged.filter((u) => u.power === payer)) {
      const order = pick(legalOrders(game, unitText(d)), random);
      if (order) lines.push(order);
    }
  } else if (game.phase === 'adjustment') {
    // The winter's stock market (ruling E4): an investor's purchases and votes, a CEO's dividend.
    const companies = game.companies.filter((c) => c.status !== 'eliminated');
    const candidates = game.investors.filter((i) => i.status !== 'dummy');
    if (p.investor)
      for (const company of companies) {
        if (random() < 0.4) lines.push(`BUY ${1 + Math.floor(random() * 3)} ${company.name}`);
        const candidate = pick(candidates, random);
        if (candidate && random() < 0.4) lines.push(`ELECT ${company.name}:${candidate.name}`);
      }
    else {
      for (const order of legalOrders(game, payer)) if (random() < 0.5) lines.push(order);
      if (random() < 0.5) lines.push(`DIVIDEND ${Math.floor(random() * 4)}`);
    }
  } else {
    // A company offers to its own units first (Rule 3.3); an investor to any (ruling E2).
    const own = game.unitsOf(payer);
    const units = [...own.slice(0, 1), ...game.units.filter(() => random() < 0.2)];
    if (units.length === 0) units.push(game.units[0]!);
    const offered = new Set<string>();
    for (const unit of units) {
      if (offered.has(unitText(unit))) continue;
      offered.add(unitText(unit));
      const order = pick(legalOrders(game, unit), random);
      if (order) lines.push(`${1 + Math.floor(random() * 3)} : ${order}`);
    }
    if (!p.investor && random() < 0.5) lines.push(`ACCEPT ${p.letter}?`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Every payer's secrets, each with the investors who may know it: the investor itself, or the
 * company's CEO when it was written or held (ruling E17: a CEO keeps what it saw of the phases it
 * headed the company, after it is voted out).
 */
class Secrets {
  readonly #byPayer = new Map<string, Map<string, Set<string>>>();

  add(payer: string, secret: string, knowers: readonly (string | undefined)[]): void {
    let secrets = this.#byPayer.get(payer);
    if (!secrets) this.#byPayer.set(payer, (secrets = new Map()));
    let who = secrets.get(secret);
    if (!who) secrets.set(secret, (who = new Set()));
    for (const knower of knowers) if (knower !== undefined) who.add(knower);
  }

  /** The payer's secrets `viewer` may not know. */
  hiddenFrom(payer: string, viewer: string): string[] {
    return [...(this.#byPayer.get(payer) ?? [])].filter(([, who]) => !who.has(viewer)).map(([secret]) => secret);
  }

  /** Every secret of the payer. */
  of(payer: string): string[] {
    return [...(this.#byPayer.get(payer)?.keys() ?? [])];
  }
}

/** Who knows a payer's secrets in `game`: an investor itself, a company's CEO. */
const knowerIn = (game: Game, payer: string) => {
  const p = game.power(payer)!;
  return p.investor ? payer : p.company?.ceo;
};

/** Plays `phases` phases with random sheets; returns the game, each step, and every payer's secrets. */
function play(seed: number, phases: number) {
  const random = seededRandom(seed);
  let game = secretGame(random);
  const secrets = new Secrets();
  const lists = new Secrets();
  for (const p of game.powers) {
    secrets.add(p.name, String(p.balance), [knowerIn(game, p.name)]);
    lists.add(p.name, `"${p.name}":"${p.accept.join('')}"`, [knowerIn(game, p.name)]);
  }
  const steps: { before: Game; done: AdvanceResult }[] = [];
  for (let i = 0; i < phases && !game.victory; i++) {
    const sheets: Record<string, string> = {};
    for (const p of game.powers) {
      if (p.status === 'dummy' || p.status === 'eliminated') continue;
      if (p.investor && game.phase === 'retreat') continue; // ruling E4: investors send none
      if (game.phase !== 'movement' && random() < 0.2) continue;
      const marker = `secret-${p.name}-${seed >>> 0}-${i}`;
      secrets.add(p.name, marker, [knowerIn(game, p.name)]);
      sheets[p.name] = sheetFor(game, p.name, marker, random);
    }
    const done = advancePhase(game, sheets, { seed: seed + i });
    for (const [name, list] of Object.entries(done.adjudication?.acceptanceLists ?? {}))
      lists.add(name, `"${name}":"${list}"`, [knowerIn(game, name)]);
    steps.push({ before: game, done });
    const after = done.game;
    for (const p of after.powers)
      secrets.add(p.name, String(p.balance), [knowerIn(game, p.name), knowerIn(after, p.name)]);
    game = after;
  }
  return { game, secrets, lists, steps };
}

/** Whose secrets `viewer` may hold in `game`: its own and its companies' (ruling E17). */
const mayKnow = (game: Game, viewer: string) =>
  new Set([viewer, ...game.companies.filter((c) => c.company?.ceo === viewer).map((c) => c.name)]);

describe("Ruling E17: no other payer's secret in an investor's view or report", () => {
  it('random Exchange games and phases: views', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 7 }), (seed, phases) => {
        const { game, secrets, lists, steps } = play(seed, phases);
        for (const viewer of game.investors) {
          const view = playerView(game, viewer.name);
          const text = JSON.stringify(view);
          const known = mayKnow(game, viewer.name);
          for (const other of game.powers) {
            if (other.name === viewer.name) continue;
            for (const secret of secrets.hiddenFrom(other.name, viewer.name))
              expect(text, `${viewer.name}'s view`).not.toContain(secret);
            for (const list of lists.hiddenFrom(other.name, viewer.name)) expect(text).not.toContain(list);
          }
          for (const other of view.investors ?? []) {
            if (other.name === viewer.name) continue;
            expect(other).not.toHaveProperty('balance');
            expect(other).not.toHaveProperty('holdings');
          }
          for (const company of view.powers)
            if (!known.has(company.name)) {
              expect(company).not.toHaveProperty('balance');
              expect(company).not.toHaveProperty('accept');
            }
          for (const entry of view.history ?? []) {
            expect(entry).not.toHaveProperty('state');
            // The sheets of the phases it headed a company, whoever heads it now (ruling E17).
            const step = steps.find(
              ({ before }) =>
                before.year === entry.year &&
                before.season === entry.season &&
                before.phase === (entry.phase ?? 'movement'),
            );
            if (!step) {
              // A phase nobody had a choice in (a retreat whose units can only disband) is
              // resolved within the step before it, from no sheets.
              expect(entry.results?.automatic, `${entry.season} ${entry.year} ${entry.phase}`).toBe(true);
              expect(entry.sheets).toEqual({});
              continue;
            }
            const headed = mayKnow(step.before, viewer.name);
            for (const name of Object.keys(entry.sheets)) expect(headed.has(name), name).toBe(true);
          }
          const loaded = loadGame(view);
          expect(loaded.ok).toBe(true);
          if (loaded.ok) expect(loaded.game.power(viewer.name)!.balance).toBe(viewer.balance);
        }
      }),
      { numRuns: 8 },
    );
  });

  it('random Exchange games and phases: reports', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 7 }), (seed, phases) => {
        const { steps, secrets } = play(seed, phases);
        for (const { before, done } of steps)
          for (const viewer of before.investors) {
            const report = done.reports[viewer.name]!;
            const holdings = new Set(
              (report.stockholder ?? []).flatMap((r) => [r.company, ...r.stockholders.map((h) => h.investor)]),
            );
            // The companies' reports it receives as their CEO (ruling E19).
            const headed = Object.values(done.reports).filter((r) => r.ceo === viewer.name);
            const text = JSON.stringify([report, ...headed]);
            const known = mayKnow(before, viewer.name);
            for (const other of before.powers) {
              if (known.has(other.name)) continue;
              // A stockholder report tells its company's treasury (ruling E18), never an investor's.
              if (other.company && holdings.has(other.name)) continue;
              for (const secret of secrets.of(other.name))
                expect(text, `${viewer.name}'s report`).not.toContain(secret);
            }
          }
      }),
      { numRuns: 8 },
    );
  });
});
