// The GameMaster's job (Rules 2–6): from the game and every sheet, each unit's order, the money
// moved, and each player's private report.
import { parseSheet, type Diagnostic, type Line, type ParseResult, type Sheet } from '@payola/parser';
import type { LedgerEntry } from '../accounts/ledger.js';
import { analyzeSheet, type CheckedSheet } from '../check/check-sheet.js';
import type { Game } from '../game/game.js';
import { prepareAdjudication } from './prepare.js';
import { explain, type Explanation } from './explanation.js';
import type { UnitContext } from './evaluation.js';
import { settleOverExpenditure, type OverExpenditureResult } from './over-expenditure.js';
import { phaseTitle, playerReports, type PaidOffer, type PlayerReport } from './reports.js';
import { freshSeed } from './seeded-random.js';
import { record } from '../resolve/results.js';

export interface AdjudicateOptions {
  /** Seeds the order of the powers a `?` stands for (Rule 4.1). Without one, a fresh seed is drawn and reported. */
  readonly seed?: number;
}

export interface UnitResult {
  readonly order: string;
  /** The total bribe the unit accepted (for a dummy's tie, one more than the tied total, Rule 4.4). */
  readonly total: number;
  /** What each power paid for it (written offers only). */
  readonly paid: Readonly<Record<string, number>>;
}

/** Everything an adjudication decides; `payola adjudicate --format json` prints exactly this. */
export interface AdjudicationResult {
  readonly seed: number;
  readonly year: number;
  readonly season: string;
  readonly orders: Readonly<Record<string, UnitResult>>;
  readonly spent: Readonly<Record<string, number>>;
  /** Balances after the bribes are paid (Rule 5.6). */
  readonly balances: Readonly<Record<string, number>>;
  /** How many times each player's offers were cut (Rule 5.5). */
  readonly reductions: Readonly<Record<string, number>>;
  readonly explanations: Readonly<Record<string, Explanation>>;
  /** The acceptance list used for each power, `?` expanded (Rule 4.5). */
  readonly acceptanceLists: Readonly<Record<string, string>>;
  /** Savings requested (Rule 3.4). */
  readonly savings: Readonly<Record<string, number>>;
  /** Zero Sum (Rule 6.7): what was paid to the units of each power. */
  readonly receipts: Readonly<Record<string, number>>;
  readonly ledger: readonly LedgerEntry[];
  /** Each player's private report (Rule 5.7). */
  readonly reports: Readonly<Record<string, PlayerReport>>;
}

/** Why a phase cannot be adjudicated: invalid sheets, or sheets missing (Rule 3.3). */
export class AdjudicationError extends Error {
  constructor(
    readonly sheetErrors: readonly { readonly power: string; readonly diagnostics: readonly Diagnostic[] }[],
    readonly missing: readonly string[],
    readonly unknown: readonly string[],
    readonly duplicated: readonly string[] = [],
  ) {
    const parts = [
      ...sheetErrors.map(
        (s) => `${s.power}'s sheet has ${s.diagnostics.length} error${s.diagnostics.length === 1 ? '' : 's'}`,
      ),
      ...(missing.length > 0
        ? [`no sheet from ${missing.join(', ')} (Rule 3.3: every uneliminated player submits one)`]
        : []),
      ...(unknown.length > 0 ? [`sheets for unknown powers: ${unknown.join(', ')}`] : []),
      ...(duplicated.length > 0 ? [`more than one sheet for ${duplicated.join(', ')}`] : []),
    ];
    super(`cannot adjudicate: ${parts.join('; ')}`);
    this.name = 'AdjudicationError';
  }
}

/**
 * Sheets by power name (any case): as text, or as the parser's result (its syntax errors count),
 * or as a bare parsed sheet — whose errors on lines that still read (a number over its limit,
 * `->`) are not at hand, so only its unreadable lines count: pass text or the parse result.
 */
export type SheetInputs = Readonly<Record<string, string | ParseResult | Sheet>>;

/**
 * Adjudicates one movement phase. Checks every sheet first and throws {@link AdjudicationError}
 * if any is invalid or an active player sent none; otherwise decides every unit's order (Rules
 * 5.1–5.4, 4.4, 6.4, 6.5), settles over-expenditure (Rule 5.5), pays (Rule 5.6) and writes the
 * reports (Rules 5.7, 6.3). Deterministic for a given seed.
 */
export function adjudicate(game: Game, sheets: SheetInputs, options: AdjudicateOptions = {}): AdjudicationResult {
  const seed = options.seed ?? freshSeed();
  const checked = checkAll(game, sheets);

  const { contexts, offers, links, available, pricing, acceptanceLetters, savings } = prepareAdjudication(
    game,
    checked,
    seed,
  );
  const settled = settleOverExpenditure(contexts, offers, available, pricing, { links });

  // Keyed by unit (`F STP/SC`): a record without prototype, whose keys no unit's name collides with,
  // and which V8 keeps as a dictionary rather than a new hidden class for every board's units.
  const orders = record<UnitResult>();
  // What each power pays is the settlement's; what each power's units receive is summed here.
  const spent = new Map(game.powers.map((p) => [p.name, settled.evaluation.spend.get(p.name)?.c ?? 0]));
  // By the power's place in `game.powers` (each unit's context knows its owner's), not in a Map
  // read and written by name for every unit.
  const receipts = game.powers.map(() => 0);
  const decisions = settled.evaluation.decisions;
  for (let u = 0; u < contexts.length; u++) {
    const context = contexts[u]!;
    const decision = decisions[u]!;
    // Keyed by power: without prototype, like `orders`, so that V8 does not make a hidden class
    // for each set of payers. A store into such a record goes through V8's runtime: in id order
    // each power's offers come together, so each payer's sum is stored once, when its run ends.
    const paid = record<number>();
    let total = 0;
    let payer = ''; // no power's name (see settlementSizes)
    let sum = 0;
    for (const offer of decision.winner.offers) {
      const amount = decision.paid(offer);
      total += amount;
      if (offer.generated) continue;
      if (offer.power !== payer) {
        if (payer !== '') paid[payer] = (paid[payer] ?? 0) + sum;
        payer = offer.power;
        sum = 0;
      }
      sum += amount;
    }
    if (payer !== '') paid[payer] = (paid[payer] ?? 0) + sum;
    receipts[context.ownerPlace]! += total;
    const reported = decision.dummyHold ? decision.totals.get(decision.tied![0]!)!.c + 1 : total;
    orders[context.bribes.key] = new UnitOutcome(decision.winner.order, reported, paid);
  }

  const ledger: LedgerEntry[] = [];
  const balances: Record<string, number> = {};
  const what = `bribes paid, ${phaseTitle(game.season, game.year)} (Rule 5.6)`;
  for (const p of game.powers) {
    const paid = spent.get(p.name)!;
    balances[p.name] = p.balance - paid;
    if (paid > 0)
      ledger.push({
        power: p.name,
        before: p.balance,
        what,
        amount: -paid,
        after: p.balance - paid,
      });
  }

  // Keys in the order `--format json` has always printed them, explanations and reports included.
  const result: ResultInMaking = new PhaseResult(
    seed,
    game.year,
    game.season,
    orders,
    byPower(game, (name) => spent.get(name)!),
    balances,
    byPower(game, (name) => settled.cuts.get(name) ?? 0),
  );
  Object.defineProperty(result, phaseTexts, {
    value: new PhaseTexts(game, contexts, settled, orders, spent, balances),
  });
  Object.defineProperty(result, 'explanations', lazyExplanations);
  // Stored one by one: Object.assign went through V8's runtime, a third of the result's making.
  result.acceptanceLists = byPower(game, (name) => acceptanceLetters.get(name)!);
  result.savings = byPower(game, (name) => savings.get(name)!);
  result.receipts = byPower(game, (_, place) => receipts[place]!);
  result.ledger = ledger;
  return Object.defineProperty(result, 'reports', lazyReports) as AdjudicationResult;
}

/** The result while it is made: its plain values, stored one by one (the lazy ones are getters). */
type ResultInMaking = {
  -readonly [K in Exclude<keyof AdjudicationResult, 'explanations' | 'reports'>]?: AdjudicationResult[K];
};

// A result and its units' outcomes are made by classes, not literals: callers keep results (a
// judge, the bench before the corpus), and once V8 has seen a literal's objects live long it
// allocates them in the old generation (allocation-site pretenuring); every later phase's objects
// they point at (a unit's payers, a result's phase) were then promoted at each young collection,
// and the corpus ran about 10% slower after another bench had kept results (measured with
// `%InYoungGeneration`). Objects of classes are never pretenured.

/** One unit's outcome (see {@link UnitResult}). */
class UnitOutcome implements UnitResult {
  declare readonly order: string;
  declare readonly total: number;
  declare readonly paid: Readonly<Record<string, number>>;

  constructor(order: string, total: number, paid: Readonly<Record<string, number>>) {
    this.order = order;
    this.total = total;
    this.paid = paid;
  }
}

/**
 * A result's first values, in the order of their keys (declared, so that the later ones and the
 * lazy getters follow in the order they are stored).
 */
class PhaseResult implements ResultInMaking {
  declare seed: number;
  declare year: number;
  declare season: string;
  declare orders: Readonly<Record<string, UnitResult>>;
  declare spent: Readonly<Record<string, number>>;
  declare balances: Readonly<Record<string, number>>;
  declare reductions: Readonly<Record<string, number>>;

  constructor(
    seed: number,
    year: number,
    season: string,
    orders: Readonly<Record<string, UnitResult>>,
    spent: Readonly<Record<string, number>>,
    balances: Readonly<Record<string, number>>,
    reductions: Readonly<Record<string, number>>,
  ) {
    this.seed = seed;
    this.year = year;
    this.season = season;
    this.orders = orders;
    this.spent = spent;
    this.balances = balances;
    this.reductions = reductions;
  }
}

/**
 * A record by power name, in the game's order of the powers (as `--format json` prints them). A
 * plain object: no power is named by a key objects reserve (reserved-names.ts).
 */
function byPower<T>(game: Game, value: (name: string, place: number) => T): Record<string, T> {
  const out: Record<string, T> = {};
  const powers = game.powers;
  for (let place = 0; place < powers.length; place++) out[powers[place]!.name] = value(powers[place]!.name, place);
  return out;
}

/** What an adjudication keeps to write its explanations and reports when they are first read. */
class PhaseTexts {
  explanations: Record<string, Explanation> | undefined;
  reports: Record<string, PlayerReport> | undefined;

  constructor(
    readonly game: Game,
    readonly contexts: readonly UnitContext[],
    readonly settled: OverExpenditureResult,
    readonly orders: Readonly<Record<string, UnitResult>>,
    readonly spent: ReadonlyMap<string, number>,
    readonly balances: Readonly<Record<string, number>>,
  ) {}
}

const phaseTexts = Symbol('phase texts');
interface WithPhaseTexts {
  readonly [phaseTexts]: PhaseTexts;
}

// Explanations and reports are written when first read (most callers read one or neither). They
// are enumerable getters, so the result prints, spreads and compares as if they were plain values.
// The getters are shared by every result, not closures made per adjudication: with an object
// literal's getters closing over each phase, V8's young collections promoted every phase's offers
// and decisions to the old space (measured with --trace-gc, deterministically under --predictable),
// and collecting took a third of an adjudication.
const lazyExplanations: PropertyDescriptor = {
  enumerable: true,
  configurable: true,
  get(this: WithPhaseTexts) {
    const texts = this[phaseTexts];
    return (texts.explanations ??= explainAll(texts.contexts, texts.settled));
  },
};

const lazyReports: PropertyDescriptor = {
  enumerable: true,
  configurable: true,
  get(this: WithPhaseTexts) {
    const t = this[phaseTexts];
    return (t.reports ??= playerReports(
      t.game,
      t.contexts,
      t.orders,
      paidOffers(t.settled),
      t.spent,
      t.balances,
      t.settled.cuts,
    ));
  },
};

/** Every written offer the units' decisions pay, with what it pays, unit by unit (Rule 5.7). */
function paidOffers(settled: OverExpenditureResult): PaidOffer[] {
  const paid: PaidOffer[] = [];
  for (const decision of settled.evaluation.decisions)
    for (const offer of decision.winner.offers)
      if (!offer.generated) paid.push({ offer, paid: decision.paid(offer), order: decision.winner.order });
  return paid;
}

/** Every unit's explanation (Rules 5.1–5.4, 4.4, 6.4, 6.5), by unit. */
function explainAll(contexts: readonly UnitContext[], settled: OverExpenditureResult): Record<string, Explanation> {
  const explanations: Record<string, Explanation> = {};
  contexts.forEach((context, u) => {
    explanations[context.bribes.key] = explain(context, settled.evaluation.decisions[u]!, settled.amounts);
  });
  return explanations;
}

function unreadable(line: Line): Diagnostic {
  return { code: 'payola/syntax', severity: 'error', message: 'this line could not be read', range: line.range };
}

const isError = (d: Diagnostic) => d.severity === 'error';

function checkAll(game: Game, sheets: SheetInputs): Map<string, CheckedSheet> {
  const checked = new Map<string, CheckedSheet>();
  const sheetErrors: { power: string; diagnostics: Diagnostic[] }[] = [];
  const unknown: string[] = [];
  const duplicated: string[] = [];
  // Keys, then reads: Object.entries goes through V8's runtime, Object.keys reads the keys V8 caches.
  for (const name of Object.keys(sheets)) {
    const input = sheets[name]!;
    const power = game.power(name);
    if (!power) {
      unknown.push(name);
      continue;
    }
    if (checked.has(power.name)) {
      duplicated.push(power.name);
      continue;
    }
    // A parsed sheet's unreadable lines are errors too (its syntax errors are not at hand).
    const parsed =
      typeof input === 'string'
        ? parseSheet(input)
        : 'errors' in input
          ? input
          : { sheet: input, errors: input.lines.filter((l) => l.kind === 'invalid').map(unreadable) };
    const result = analyzeSheet(parsed.sheet, { game, power: power.name }, { errorsOnly: true });
    // Most sheets are valid: no list is made for them (spreading two empty lists of different
    // kinds deoptimized this loop, which then ran unoptimized).
    if (parsed.errors.length > 0 || result.diagnostics.some(isError))
      sheetErrors.push({ power: power.name, diagnostics: [...parsed.errors, ...result.diagnostics.filter(isError)] });
    checked.set(power.name, result);
  }
  // Rule 3.3: every uneliminated (played) player submits a sheet.
  const missing: string[] = [];
  for (const p of game.powers) if (p.status === 'active' && !checked.has(p.name)) missing.push(p.name);
  if (sheetErrors.length > 0 || missing.length > 0 || unknown.length > 0 || duplicated.length > 0)
    throw new AdjudicationError(sheetErrors, missing, unknown, duplicated);
  return checked;
}
