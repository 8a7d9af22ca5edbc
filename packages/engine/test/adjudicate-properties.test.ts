/**
 * Properties of the adjudicator over random games: the opening board or random boards, random
 * statuses, balances and acceptance lists, and random legal sheets for every active power (and
 * some eliminated ones, Rule 2.4) using every offer type, plateaus, repetition, `+`, `|`,
 * savings and ACCEPT lines.
 *
 * Accounts: no balance below zero, nor below its savings when they fit the balance (Rules 3.4,
 * 5.5); money is conserved (Rules 2.2, 5.6). Determinism: the seed alone decides (Rule 4.1), the
 * order of the sheets does not. Candidates: every unit issues one order that was offered for
 * (Rules 3.1, 3.3, 5.1).
 *
 * Secrecy (Rules 2.5, 3.6, 4.1, 5.7, 6.3): a player's report holds Rule 5.7's items and nothing
 * else, names no other power (but a unit's nationality under Tin Cup), and stays the same when
 * another player's balance, acceptance list, savings or unrelated offers change.
 */
import '../../parser/test/support/fast-check-seed.js';
import fc from 'fast-check';
import { parseSheet } from '@payola/parser';
import {
  adjudicate,
  analyzeSheet,
  legalOrders,
  reportText,
  startingGame,
  standardMap,
  unitText,
  type AdjudicationResult,
  type Game,
  type PlayerReport,
} from '@payola/engine';
import { describe, expect, it } from 'vitest';
import { gameWith } from './support/board.js';

type Status = 'active' | 'eliminated' | 'dummy';

const opening = startingGame();
const POWERS = opening.powers.map((p) => p.name);
const LETTERS = opening.powers.map((p) => p.letter);
const PLACES = [...standardMap.provinces.values()].filter((p) => p.type !== 'impassable');
const OPENING_UNITS: Record<string, string[]> = Object.fromEntries(
  POWERS.map((p) => [p, opening.unitsOf(p).map(unitText)]),
);

// ---------------------------------------------------------------------------------------------
// Random games. Everything is drawn as plain numbers and then laid onto the board, so that any
// draw makes a valid game with valid sheets.

interface RawTerm {
  readonly rep: number;
  readonly amount: number;
  /** '' (none), '#' (the amount), or a plateau, written no higher than the amount (Rule 3.1 item 3). */
  readonly plateau: '' | '#' | number;
}
interface RawOffer {
  readonly unit: number;
  /** Tin Cup only: an offer to a unit that does not exist (Rule 6.3). */
  readonly ghost: boolean;
  readonly fleet: boolean;
  readonly type: string;
  readonly terms: readonly RawTerm[];
  readonly picks: readonly number[];
}
interface RawSheet {
  readonly offers: readonly RawOffer[];
  readonly savings?: number;
  readonly accept?: string;
}
interface RawUnit {
  readonly at: number;
  readonly fleet: boolean;
  /** Which coast of a split-coast province a fleet stands on. */
  readonly coast: number;
  readonly owner: number;
}
interface Raw {
  readonly rules: readonly string[];
  readonly board: 'opening' | readonly RawUnit[];
  readonly status: readonly Status[];
  readonly balances: readonly number[];
  readonly lists: readonly string[];
  readonly sheets: readonly RawSheet[];
  /** Whether each eliminated power sends a sheet anyway (Rule 2.4). */
  readonly eliminatedSend: readonly boolean[];
  readonly seed: number;
}

/** An acceptance list: every letter, or some letters and one `?` anywhere among them (Rule 4.1). */
const listArb = fc.tuple(fc.shuffledSubarray(LETTERS), fc.boolean(), fc.nat()).map(([listed, question, at]) => {
  if (listed.length === LETTERS.length && !question) return listed.join('');
  const pos = at % (listed.length + 1);
  return [...listed.slice(0, pos), '?', ...listed.slice(pos)].join('');
});

const termArb = fc.record({
  rep: fc.constantFrom(0, 0, 0, 1, 2, 3),
  amount: fc.integer({ min: 0, max: 12 }),
  plateau: fc.oneof(fc.constant<''>(''), fc.constant<''>(''), fc.constant<'#'>('#'), fc.integer({ min: 0, max: 9 })),
});
const offerArb = fc.record({
  unit: fc.nat(),
  ghost: fc.boolean(),
  fleet: fc.boolean(),
  type: fc.constantFrom(':', ':', ':', '!', '>', '@', '&'),
  terms: fc.array(termArb, { minLength: 1, maxLength: 2 }),
  picks: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
});
const sheetArb: fc.Arbitrary<RawSheet> = fc.record(
  {
    offers: fc.array(offerArb, { minLength: 1, maxLength: 5 }),
    savings: fc.integer({ min: 0, max: 30 }),
    accept: listArb,
  },
  { requiredKeys: ['offers'] },
);
const boardArb = fc.oneof(
  fc.constant('opening' as const),
  fc.uniqueArray(
    fc.record({
      at: fc.nat(PLACES.length - 1),
      fleet: fc.boolean(),
      coast: fc.nat(1),
      owner: fc.nat(POWERS.length - 1),
    }),
    { selector: (u) => u.at, minLength: 2, maxLength: 14 },
  ),
);

function rawArb(rules: fc.Arbitrary<readonly string[]>): fc.Arbitrary<Raw> {
  const seven = <T>(arb: fc.Arbitrary<T>) => fc.array(arb, { minLength: POWERS.length, maxLength: POWERS.length });
  return fc.record({
    rules,
    board: boardArb,
    status: seven(fc.constantFrom<Status>('active', 'active', 'active', 'active', 'eliminated', 'dummy')),
    // Small balances against amounts up to 3 × 12 per term make over-expenditure (Rule 5.5) common.
    balances: seven(fc.oneof(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 80 }))),
    lists: seven(listArb),
    sheets: seven(sheetArb),
    eliminatedSend: seven(fc.boolean()),
    seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  });
}

const variants = fc.constantFrom<readonly string[]>(
  [],
  [],
  ['ebayola'],
  ['ebayola', 'public-totals'],
  ['blind'],
  ['blind', 'ebayola'],
  ['loyal-units'],
  ['dummy-acceptance-lists'],
);

/** A unit the place can hold: a fleet at sea, an army inland, either on a coast (on one of split coasts). */
function placed(at: number, fleet: boolean, coast: number): string {
  const p = PLACES[at % PLACES.length]!;
  if (p.type === 'sea' || (p.type === 'coast' && fleet))
    return `F ${p.id}${p.coasts.length > 0 ? `/${p.coasts[coast % p.coasts.length]}` : ''}`;
  return `A ${p.id}`;
}

const legalCache = new Map<string, string[]>();
function legal(game: Game, boardKey: string, province: string): string[] {
  const key = `${boardKey}|${province}`;
  let orders = legalCache.get(key);
  if (!orders) legalCache.set(key, (orders = legalOrders(game, province)));
  return orders;
}

interface Scenario {
  readonly raw: Raw;
  readonly game: Game;
  readonly sheets: Record<string, string>;
  readonly boardKey: string;
}

function build(raw: Raw): Scenario {
  const units: Record<string, string[]> = {};
  if (raw.board === 'opening') Object.assign(units, OPENING_UNITS);
  else for (const u of raw.board) (units[POWERS[u.owner]!] ??= []).push(placed(u.at, u.fleet, u.coast));
  const boardKey = JSON.stringify(units);
  const status = Object.fromEntries(POWERS.map((p, i) => [p, raw.status[i]!]));
  const game = gameWith(units, {
    rules: [...raw.rules],
    status,
    balances: Object.fromEntries(POWERS.map((p, i) => [p, raw.balances[i]!])),
    accept: Object.fromEntries(POWERS.map((p, i) => [p, raw.lists[i]!])),
  });
  const sheets: Record<string, string> = {};
  POWERS.forEach((power, i) => {
    if (status[power] === 'active' || (status[power] === 'eliminated' && raw.eliminatedSend[i]))
      sheets[power] = sheetText(game, boardKey, power, raw.sheets[i]!);
  });
  return { raw, game, sheets, boardKey };
}

function sheetText(game: Game, boardKey: string, power: string, raw: RawSheet): string {
  const lines = raw.offers.map((o) => offerText(game, boardKey, power, o));
  if (raw.savings !== undefined) lines.push(`${raw.savings} $`);
  if (raw.accept !== undefined) lines.push(`ACCEPT ${raw.accept}`);
  return lines.join('\n');
}

function offerText(game: Game, boardKey: string, power: string, o: RawOffer): string {
  const amounts = (min: number) =>
    o.terms
      .map((t) => {
        const amount = Math.max(min, t.amount);
        const plateau = typeof t.plateau === 'number' ? `#${Math.min(t.plateau, amount)}` : t.plateau;
        return `${t.rep > 0 ? `${t.rep}*` : ''}${amount}${plateau}`;
      })
      .join(' + ');
  if (game.rules.blind && o.ghost) {
    // Tin Cup: an offer to an empty place, as a player who cannot see the board might write it.
    const empty = PLACES.filter((p) => !game.unitAt(p.id));
    return `${amounts(1)} ${o.type} ${placed(PLACES.indexOf(empty[o.unit % empty.length]!), o.fleet, o.picks[0]!)} H`;
  }
  const unit = game.units[o.unit % game.units.length]!;
  const orders = legal(game, boardKey, unit.location.province);
  const chosen = [...new Set(o.picks.map((i) => orders[i % orders.length]!))];
  const suffixes = chosen.map((text) => text.split(' ').slice(2).join(' '));
  // Rule 3.1 item 2: zero offers only to one's own units.
  return `${amounts(unit.power === power ? 0 : 1)} ${o.type} ${unitText(unit)} ${suffixes.join(' | ')}`;
}

const run = (s: Scenario, sheets: Record<string, string> = s.sheets, seed = s.raw.seed) =>
  adjudicate(s.game, sheets, { seed });

/**
 * Every property below starts from the file's fast-check seed (printed, FC_SEED replays it), so
 * they see the same games; each game is built and adjudicated once and shared (`adjudicated`).
 */
const runs = (numRuns: number) => ({ numRuns });
const memo = new Map<string, { scenario: Scenario; result?: AdjudicationResult }>();
function shared(raw: Raw): Scenario {
  const key = JSON.stringify(raw);
  let entry = memo.get(key);
  if (!entry) memo.set(key, (entry = { scenario: build(raw) }));
  return entry.scenario;
}
/** The result of adjudicating a game as drawn (computed once). */
function adjudicated(s: Scenario): AdjudicationResult {
  const entry = memo.get(JSON.stringify(s.raw))!;
  return (entry.result ??= run(s));
}

const scenarios = (rules = variants) => rawArb(rules).map(shared);

// ---------------------------------------------------------------------------------------------
// What the sheets say, read independently of the adjudicator (with the checker only).

/** Per province: the orders some effective offer names, and whether the owner offered at all. */
function offeredOrders(
  s: Scenario,
): Map<string, { orders: Set<string>; byOwner: Set<string>; ownerOffered: boolean; negative: boolean }> {
  const out = new Map(
    s.game.units.map((u) => [
      u.location.province,
      { orders: new Set<string>(), byOwner: new Set<string>(), ownerOffered: false, negative: false },
    ]),
  );
  for (const [power, text] of Object.entries(s.sheets)) {
    for (const offer of analyzeSheet(parseSheet(text).sheet, { game: s.game, power }).offers) {
      if (!offer.valid || offer.ignored || !offer.unit) continue;
      const unit = s.game.unitAt(offer.unit.location.province);
      // Rule 6.3: offers to units that do not exist are ignored.
      if (unit?.type !== offer.unit.type || unit.location.coast !== offer.unit.location.coast) continue;
      const entry = out.get(unit.location.province)!;
      const named = offer.orders.map((o) => o.text);
      if (offer.line.offerType === 'negative') named.push(`${unitText(unit)} H`);
      for (const order of named) entry.orders.add(order);
      if (offer.line.offerType === 'negative') entry.negative = true;
      if (power === unit.power) {
        entry.ownerOffered = true;
        for (const order of named) entry.byOwner.add(order);
      }
    }
  }
  return out;
}

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

describe('accounts (Rules 3.4, 5.5, 5.6)', () => {
  it('no balance falls below zero, nor below the savings requested when they fit the balance', () => {
    let cut = 0;
    let games = 0;
    fc.assert(
      fc.property(scenarios(), (s) => {
        const r = adjudicated(s);
        for (const p of s.game.powers) {
          expect(r.balances[p.name]).toBeGreaterThanOrEqual(0);
          const savings = r.savings[p.name]!;
          if (savings <= p.balance) expect(r.balances[p.name]).toBeGreaterThanOrEqual(savings);
          // Savings above the balance mean "spend nothing" (Rule 3.4).
          else expect(r.balances[p.name]).toBe(p.balance);
        }
        games++;
        if (Object.values(r.reductions).some((n) => n > 0)) cut++;
      }),
      runs(60),
    );
    // The draws must exercise Rule 5.5.
    expect(cut / games).toBeGreaterThan(0.3);
  });

  it('money is conserved: what players pay is what units accepted, and each balance drops by exactly what its player pays', () => {
    fc.assert(
      fc.property(scenarios(), (s) => {
        const r = adjudicated(s);
        for (const p of s.game.powers) {
          const paid = sum(Object.values(r.orders).map((u) => u.paid[p.name] ?? 0));
          expect(r.spent[p.name]).toBe(paid);
          expect(r.balances[p.name]).toBe(p.balance - paid);
          // Rule 2.5: each payment is in the ledger.
          const entries = r.ledger.filter((e) => e.power === p.name);
          expect(entries).toEqual(
            paid > 0 ? [expect.objectContaining({ before: p.balance, amount: -paid, after: p.balance - paid })] : [],
          );
        }
        for (const [unit, u] of Object.entries(r.orders)) {
          const paid = sum(Object.values(u.paid));
          for (const amount of Object.values(u.paid)) expect(Number.isInteger(amount) && amount >= 0).toBe(true);
          // A dummy's tie is reported as one more than the tied total (Rule 4.4); otherwise the total is what was paid.
          if (r.explanations[unit]!.rule === '4.4')
            expect(u.total).toBe(Math.max(...r.explanations[unit]!.candidates.map((c) => c.total)) + 1);
          else expect(u.total).toBe(paid);
          // Loyal Units (Rule 6.5): an owner's orders to its own units are free.
          const owner = s.game.unitAt(unit.split(' ')[1]!.split('/')[0]!)!.power;
          if (s.game.rules.loyalUnits) expect(u.paid[owner] ?? 0).toBe(0);
        }
        // What units accepted goes to their owners' receipts (Zero Sum, Rule 6.7).
        expect(sum(Object.values(r.receipts))).toBe(sum(Object.values(r.spent)));
        for (const p of s.game.powers) {
          const ownUnits = s.game.unitsOf(p.name).map(unitText);
          expect(r.receipts[p.name]).toBe(sum(ownUnits.map((u) => sum(Object.values(r.orders[u]!.paid)))));
        }
      }),
      runs(60),
    );
  });
});

describe('orders (Rules 3.1, 3.3, 5.1)', () => {
  it('every unit of the board has exactly one entry, with one of its candidates: an order offered for, or a generated hold', () => {
    fc.assert(
      fc.property(scenarios(), (s) => {
        const r = adjudicated(s);
        const keys = s.game.units.map(unitText).sort();
        expect(Object.keys(r.orders).sort()).toEqual(keys);
        expect(Object.keys(r.explanations).sort()).toEqual(keys);
        const offered = offeredOrders(s);
        for (const unit of s.game.units) {
          const chosen = r.orders[unitText(unit)]!.order;
          const entry = offered.get(unit.location.province)!;
          const hold = `${unitText(unit)} H`;
          // Loyal Units (Rule 6.5): only dummy units take bribes; the others obey their owner.
          const loyal = s.game.rules.loyalUnits && s.game.power(unit.power)!.status !== 'dummy';
          const candidates = new Set(loyal ? entry.byOwner : entry.orders);
          // The owner's default 0 AgP hold exists when it made no offer to its unit (Rule 3.3); a
          // unit whose owner is not played or eliminated may also fall back on it (Rule 4.4; which
          // variants keep that fallback is pinned by the examples in adjudicate-variants.test.ts,
          // and every decision of the standard rules by the reference judge).
          const active = s.game.power(unit.power)!.status === 'active';
          if (!entry.ownerOffered || !active) candidates.add(hold);
          expect(candidates).toContain(chosen);
          // An active owner's unit holds only when some offer names HOLD (a negative offer builds one).
          if (chosen === hold && entry.ownerOffered && active)
            expect(entry.orders.has(hold) || entry.negative).toBe(true);
          // The order is a legal order of the unit (Rule 3.1 item 7).
          expect(legal(s.game, s.boardKey, unit.location.province)).toContain(chosen);
        }
      }),
      runs(60),
    );
  });
});

describe('determinism (Rule 4.1: the `?` is drawn from the seed)', () => {
  it('the same seed gives the same result, and the seed is reported', () => {
    fc.assert(
      fc.property(scenarios(), (s) => {
        const a = adjudicated(s);
        expect(a.seed).toBe(s.raw.seed);
        expect(run(s)).toEqual(a);
      }),
      runs(30),
    );
  });

  it('the result does not depend on the order of the sheets, nor on how their powers are spelt', () => {
    fc.assert(
      fc.property(
        scenarios(),
        fc.array(fc.nat(), { minLength: 7, maxLength: 7 }),
        fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }),
        (s, keys, lower) => {
          const entries = Object.entries(s.sheets).map(([power, text], i) => ({
            power: lower[i] ? power.toLowerCase() : power,
            text,
            key: keys[i]!,
          }));
          const shuffled = Object.fromEntries(
            entries.sort((a, b) => a.key - b.key || b.power.localeCompare(a.power)).map((e) => [e.power, e.text]),
          );
          expect(run(s, shuffled)).toEqual(adjudicated(s));
        },
      ),
      runs(30),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Secrecy.

const REPORT_KEYS = ['acceptedOffers', 'newBalance', 'power', 'reductions', 'season', 'spent', 'units', 'year'];

/** Rule 5.7's items, and nothing else: checked field by field against the GameMaster's result. */
function checkReportShape(s: Scenario, r: AdjudicationResult, power: string): void {
  const report = r.reports[power]!;
  const blind = s.game.rules.blind;
  expect(Object.keys(report).sort()).toEqual(REPORT_KEYS);
  expect([report.power, report.year, report.season]).toEqual([power, s.game.year, s.game.season]);
  // Items 1 and 2: the player's own units, each with its order and the total bribe it accepted.
  expect(report.units.map((u) => u.unit).sort()).toEqual(s.game.unitsOf(power).map(unitText).sort());
  for (const u of report.units) {
    expect(Object.keys(u).sort()).toEqual(['acceptedTotal', 'order', 'unit']);
    expect(u).toEqual({ unit: u.unit, order: r.orders[u.unit]!.order, acceptedTotal: r.orders[u.unit]!.total });
  }
  // Item 3: the player's accepted offers, by line of its own sheet, with what it paid.
  const text = s.sheets[power];
  const checked = text === undefined ? [] : analyzeSheet(parseSheet(text).sheet, { game: s.game, power }).offers;
  const seen = new Set<string>();
  for (const o of report.acceptedOffers) {
    expect(Number.isInteger(o.paid) && o.paid >= 0).toBe(true);
    if (!('line' in o)) {
      // Rule 6.3: per unit, the amount and the unit's nationality and type; no order, no line.
      expect(blind).toBe(true);
      const unit = s.game.units.find((u) => unitText(u) === o.unit)!;
      expect(unit, `${o.unit} must be a unit of the board`).toBeDefined();
      expect(Object.keys(o).sort()).toEqual(['nationality', 'paid', 'unit', 'unitType']);
      expect(o).toMatchObject({ nationality: unit.power, unitType: unit.type === 'A' ? 'army' : 'fleet' });
      expect(seen.has(o.unit)).toBe(false);
      seen.add(o.unit);
      continue;
    }
    expect(blind).toBe(false);
    const offer = checked.find((c) => c.line.line === o.line);
    expect(offer, `line ${o.line} must be an offer of ${power}'s sheet`).toBeDefined();
    const unit = s.game.unitAt(offer!.unit!.location.province)!;
    expect(o.unit).toBe(unitText(unit));
    expect(seen.has(`${o.line} ${o.unit}`)).toBe(false);
    seen.add(`${o.line} ${o.unit}`);
    expect(Object.keys(o).sort()).toEqual(['line', 'order', 'paid', 'unit']);
    expect(o).toMatchObject({ order: r.orders[o.unit]!.order });
  }
  if (!blind)
    expect(report.acceptedOffers.map((o) => ('line' in o ? o.line : 0))).toEqual(
      [...report.acceptedOffers.map((o) => ('line' in o ? o.line : 0))].sort((a, b) => a - b),
    );
  // Items 4 and 5, and the player's own cuts (Rule 5.5).
  expect(sum(report.acceptedOffers.map((o) => o.paid))).toBe(r.spent[power]);
  expect([report.spent, report.newBalance, report.reductions]).toEqual([
    r.spent[power],
    r.balances[power],
    r.reductions[power],
  ]);
}

/** The report as JSON and as text, with Tin Cup's nationalities (the only other names allowed) taken out. */
function reportTexts(report: PlayerReport): string[] {
  let text = reportText(report);
  const stripped = {
    ...report,
    acceptedOffers: report.acceptedOffers.map((o) => {
      if (!('nationality' in o)) return o;
      text = text.replace(`(${o.nationality} ${o.unitType})`, '');
      const { nationality: _, ...rest } = o;
      return rest;
    }),
  };
  return [JSON.stringify(stripped), text];
}

describe("secrecy: a report holds Rule 5.7's items and nothing else (Rules 2.5, 3.6, 4.1, 5.7)", () => {
  it("each report's shape, field by field", () => {
    fc.assert(
      fc.property(scenarios(), (s) => {
        const r = adjudicated(s);
        expect(Object.keys(r.reports).sort()).toEqual([...POWERS].sort());
        for (const p of POWERS) checkReportShape(s, r, p);
      }),
      runs(60),
    );
  });

  it("no report names another power (but a unit's nationality under Tin Cup, Rule 6.3) or holds another's acceptance list", () => {
    fc.assert(
      fc.property(scenarios(), (s) => {
        const r = adjudicated(s);
        for (const p of POWERS) {
          for (const text of reportTexts(r.reports[p]!)) {
            for (const q of POWERS.filter((x) => x !== p)) {
              expect(text.toLowerCase()).not.toContain(q.toLowerCase());
              expect(text).not.toContain(r.acceptanceLists[q]!);
            }
          }
        }
      }),
      runs(60),
    );
  });

  it('a Tin Cup report never names the order of a unit its player does not own (Rule 6.3, Rule 5.7 item 3)', () => {
    let foreignPaid = 0;
    fc.assert(
      fc.property(scenarios(fc.constantFrom<readonly string[]>(['blind'], ['blind', 'ebayola'])), (s) => {
        const r = adjudicated(s);
        for (const p of POWERS) {
          const report = r.reports[p]!;
          const acceptedSection = reportText(report).split('Your accepted offers:')[1]!;
          for (const o of report.acceptedOffers) {
            const owner = s.game.unitAt(o.unit.split(' ')[1]!.split('/')[0]!)!.power;
            if (owner === p) continue;
            foreignPaid++;
            expect(o).not.toHaveProperty('order');
            expect(acceptedSection).not.toContain(r.orders[o.unit]!.order);
          }
          // Only the player's own units are told their orders.
          expect(report.units.every((u) => s.game.unitAt(u.unit.split(' ')[1]!.split('/')[0]!)!.power === p)).toBe(
            true,
          );
        }
      }),
      runs(60),
    );
    expect(foreignPaid).toBeGreaterThan(50);
  });
});

/** Every report but `q`'s must be the same in both results. */
function othersUnchanged(
  a: AdjudicationResult,
  b: AdjudicationResult,
  q: string,
  among: readonly string[] = POWERS,
): void {
  for (const p of among.filter((x) => x !== q)) expect(b.reports[p], `${p}'s report`).toEqual(a.reports[p]);
}

/** The provinces `power`'s sheet makes offers to (whether or not the offers take effect). */
function provincesOfferedBy(s: Scenario, sheets: Record<string, string>, power: string): Set<string> {
  const text = sheets[power];
  if (text === undefined) return new Set();
  return new Set(
    analyzeSheet(parseSheet(text).sheet, { map: s.game.map }).offers.flatMap((o) =>
      o.unit ? [o.unit.location.province] : [],
    ),
  );
}

describe("secrecy: another player's balance, list, savings and offers do not show in a report (differential)", () => {
  const pickArb = fc.nat();
  /** One of the powers that satisfy `ok` (chosen by `pick`), or any power if none does. */
  const choose = (pick: number, ok: (power: string) => boolean): number => {
    const eligible = POWERS.map((_, i) => i).filter((i) => ok(POWERS[i]!));
    return eligible.length > 0 ? eligible[pick % eligible.length]! : pick % POWERS.length;
  };

  it("raising Q's balance, when Q was never overdrawn, leaves every other report unchanged (Rule 2.5)", () => {
    let applied = 0;
    fc.assert(
      fc.property(scenarios(), pickArb, fc.integer({ min: 1, max: 100 }), (s, pick, more) => {
        const a = adjudicated(s);
        const qi = choose(pick, (p) => a.reductions[p] === 0);
        const q = POWERS[qi]!;
        // Raising the balance of a player never cut cannot change any decision (Rule 5.5).
        if (a.reductions[q] !== 0) return;
        applied++;
        const b = run(build({ ...s.raw, balances: s.raw.balances.map((x, i) => (i === qi ? x + more : x)) }));
        othersUnchanged(a, b, q);
        expect(b.reports[q]!.newBalance).toBe(a.reports[q]!.newBalance + more);
      }),
      runs(60),
    );
    expect(applied).toBeGreaterThan(50);
  });

  it("changing Q's acceptance list leaves the report of every player who made no offer to Q's units unchanged, when no player's cuts change (Rule 4.1)", () => {
    let applied = 0;
    let effective = 0;
    const permutation = fc.shuffledSubarray(LETTERS, { minLength: LETTERS.length, maxLength: LETTERS.length });
    fc.assert(
      fc.property(scenarios(), pickArb, permutation, fc.nat(), (s, pick, letters, at) => {
        const a = adjudicated(s);
        // Preferably a power whose list broke a tie at one of its units (Rules 5.2–5.4), so that the change matters.
        const decided = (p: string) =>
          s.game
            .unitsOf(p)
            .some((u) => ['5.2', '5.3', '5.4', 'next-offers'].includes(a.explanations[unitText(u)]!.rule));
        const qi = choose(pick, decided);
        const q = POWERS[qi]!;
        // The list in force: the sheet's ACCEPT line if Q sent one (Rule 4.3), else the game's.
        const inSheet = s.sheets[q] !== undefined && s.raw.sheets[qi]!.accept !== undefined;
        const before = inSheet ? s.raw.sheets[qi]!.accept! : s.raw.lists[qi]!;
        // Another list with as many powers behind its `?`. (With another number, the other
        // powers' `?` would be drawn differently: every `?` takes its order from one random
        // stream, in game order. That is chance, not information, unless the seed is known.)
        const listed = letters.slice(0, before.replace('?', '').length);
        const pos = at % (listed.length + 1);
        const list = before.includes('?')
          ? [...listed.slice(0, pos), '?', ...listed.slice(pos)].join('')
          : listed.join('');
        if (list === before) return;
        const raw: Raw = inSheet
          ? { ...s.raw, sheets: s.raw.sheets.map((x, i) => (i === qi ? { ...x, accept: list } : x)) }
          : { ...s.raw, lists: s.raw.lists.map((x, i) => (i === qi ? list : x)) };
        const b = run(build(raw));
        // The new list is in force (Rule 4.3): its written letters stand where it puts them.
        const [head = '', tail = ''] = list.split('?');
        expect(b.acceptanceLists[q]!.startsWith(head) && b.acceptanceLists[q]!.endsWith(tail)).toBe(true);
        // Two lists with `?` can expand to one order by chance (`RIAG?` and `RI?TF` to RIAGETF):
        // then nothing changed.
        if (b.acceptanceLists[q] === a.acceptanceLists[q]) return;
        // Cuts (Rule 5.5) carry any change to every unit; without a change of cuts, a list
        // decides only at its owner's units.
        if (JSON.stringify(a.reductions) !== JSON.stringify(b.reductions)) return;
        const qProvinces = new Set(s.game.unitsOf(q).map((u) => u.location.province));
        const unaffected = POWERS.filter(
          (p) => p !== q && ![...provincesOfferedBy(s, s.sheets, p)].some((x) => qProvinces.has(x)),
        );
        applied++;
        if (JSON.stringify([a.orders, a.spent]) !== JSON.stringify([b.orders, b.spent])) effective++;
        othersUnchanged(a, b, q, unaffected);
      }),
      runs(60),
    );
    expect(applied).toBeGreaterThan(30);
    // Some changes do change orders or payments at Q's units, yet not the others' reports.
    expect(effective).toBeGreaterThan(3);
  });

  it("lowering Q's savings, when Q was never overdrawn, leaves every other report unchanged (Rule 3.4)", () => {
    let applied = 0;
    fc.assert(
      fc.property(scenarios(), pickArb, fc.nat(), (s, pickQ, pick) => {
        const a = adjudicated(s);
        const hasSavings = (p: string) =>
          s.sheets[p] !== undefined && (s.raw.sheets[POWERS.indexOf(p)]!.savings ?? 0) > 0;
        const qi = choose(pickQ, (p) => hasSavings(p) && a.reductions[p] === 0);
        const q = POWERS[qi]!;
        const savings = s.raw.sheets[qi]!.savings;
        if (!hasSavings(q) || savings === undefined || a.reductions[q] !== 0) return;
        applied++;
        const lower = pick % savings;
        const b = run(
          build({ ...s.raw, sheets: s.raw.sheets.map((x, i) => (i === qi ? { ...x, savings: lower } : x)) }),
        );
        othersUnchanged(a, b, q);
        expect(b.savings[q]).toBe(lower);
      }),
      runs(60),
    );
    expect(applied).toBeGreaterThan(15);
  });

  it("adding an offer by Q to a unit neither P's nor offered for by P leaves P's report unchanged, when no player's cuts change (Rule 3.6)", () => {
    let applied = 0;
    let effective = 0;
    fc.assert(
      fc.property(
        scenarios(),
        pickArb,
        fc.nat(),
        fc.nat(),
        fc.integer({ min: 1, max: 30 }),
        fc.constantFrom(':', '!', '>', '@', '&'),
        (s, pick, unitPick, orderPick, amount, type) => {
          const q = POWERS[choose(pick, (p) => s.game.power(p)!.status !== 'dummy')]!;
          const a = adjudicated(s);
          const unit = s.game.units[unitPick % s.game.units.length]!;
          const order = legal(s.game, s.boardKey, unit.location.province)[
            orderPick % legal(s.game, s.boardKey, unit.location.province).length
          ]!;
          const extra = `${amount} ${type} ${unitText(unit)} ${order.split(' ').slice(2).join(' ')}`;
          const sheets = { ...s.sheets, [q]: s.sheets[q] === undefined ? extra : `${s.sheets[q]}\n${extra}` };
          // A sheet from a dummy power is allowed but pointless; keep to players who may offer.
          if (s.game.power(q)!.status === 'dummy') return;
          const b = run(s, sheets);
          if (JSON.stringify(a.reductions) !== JSON.stringify(b.reductions)) return;
          const unaffected = POWERS.filter(
            (p) => p !== q && p !== unit.power && !provincesOfferedBy(s, s.sheets, p).has(unit.location.province),
          );
          applied++;
          if (JSON.stringify(a.orders) !== JSON.stringify(b.orders)) effective++;
          othersUnchanged(a, b, q, unaffected);
        },
      ),
      runs(60),
    );
    expect(applied).toBeGreaterThan(20);
    expect(effective).toBeGreaterThan(5);
  });
});
