// The checks of a whole sheet against a game and its power (Rules 3.1–3.4, 4.1, 6): every
// diagnostic has a stable code (`payola/...`), a severity, a range and a message for players.
import {
  printLine,
  type AcceptLine,
  type Diagnostic,
  type OfferLine,
  type Place,
  type Range,
  type Sheet,
} from '@payola/parser';
import { sheetMoney } from '../accounts/sheet-money.js';
import { numberLimits } from '../game/number-limits.js';
import { loyalUnitsStanding } from '../adjudicate/effective-offers.js';
import { acceptanceListProblems } from '../game/acceptance-list.js';
import { unitText, type Game, type GamePower } from '../game/game.js';
import { standardRules } from '../game/variants.js';
import type { BoardMap } from '../map/board-map.js';
import { gameView, mapView, type BoardView } from '../orders/board-view.js';
import { isMoveOrder } from '../orders/order.js';
import {
  resolveOfferedUnit,
  resolveOrder,
  resolvePlace,
  type CheckedOrder,
  type OfferedUnit,
  type ResolveProblem,
} from '../orders/resolve-order.js';
import { lineTotal, termAmount } from './offer-amounts.js';

/** A diagnostic with the replacement texts a quick fix may offer. */
export interface SheetDiagnostic extends Diagnostic {
  /** Texts that would fix the problem if written over `range`, best first. */
  readonly replacements?: readonly string[];
}

/** An offer line as the adjudicator will use it. */
export interface CheckedOffer {
  readonly line: OfferLine;
  /** The unit offered to, when it could be resolved. */
  readonly unit?: OfferedUnit;
  /** Its orders, resolved (only when the line has no errors). */
  readonly orders: readonly CheckedOrder[];
  /** No error on this line. */
  readonly valid: boolean;
  /**
   * Why a valid offer has no effect: another player's unit under Loyal Units (Rule 6.5); under
   * Europe 1615, a foreign unit's offer that could pay for a move, or that pays nothing.
   */
  readonly ignored?: 'loyal-unit' | 'foreign-move' | 'foreign-zero';
}

/** A sheet checked against a game: the offers resolved, the savings, the list, and diagnostics. */
export interface CheckedSheet {
  readonly power?: GamePower;
  readonly offers: readonly CheckedOffer[];
  /** Rule 3.4: all savings requests add up. */
  readonly savings: number;
  /** The sheet's acceptance list (Rule 4.3: it replaces the power's list). */
  readonly accept?: AcceptLine;
  /**
   * Rule 3.1: what the offers would cost if all were accepted (alternatives counted once); with
   * a game, as `sheetMoney` counts it (Loyal Units' free orders and void offers excluded).
   */
  readonly commitment: number;
  readonly diagnostics: readonly SheetDiagnostic[];
}

/** One offer line checked: what the adjudicator uses, and its diagnostics. */
export interface OfferCheck {
  readonly offer: CheckedOffer;
  readonly diagnostics: readonly SheetDiagnostic[];
}

export interface AnalyzeOptions {
  /**
   * Lets a caller reuse earlier checks of identical offer lines (the language server caches them
   * by text): called for each offer line with the function that really checks it. An offer
   * line's check depends only on the line and the context.
   */
  readonly checkOffer?: (line: OfferLine, check: (line: OfferLine) => OfferCheck) => OfferCheck;
}

/** Where a sheet is checked: a game and the sheet's power, or only a map, or nothing. */
export interface SheetContext {
  readonly game?: Game;
  readonly power?: string;
  /** Without a game: check places and geometry against this map. */
  readonly map?: BoardMap;
}

/** The diagnostics of a sheet (see {@link analyzeSheet}). */
export function checkSheet(sheet: Sheet, game?: Game, power?: string): SheetDiagnostic[] {
  return [...analyzeSheet(sheet, { ...(game && { game }), ...(power !== undefined && { power }) }).diagnostics];
}

/**
 * Checks a parsed sheet. With a game and power: everything (places, units, legality, amounts,
 * acceptance list, variants). With only a map: places and geometry. With neither: the checks
 * that need no map. Never throws; lines with syntax errors are skipped (the parser reported them).
 */
export function analyzeSheet(sheet: Sheet, context: SheetContext = {}, options: AnalyzeOptions = {}): CheckedSheet {
  const game = context.game;
  const rules = game?.rules ?? standardRules();
  const power = game && context.power !== undefined ? game.power(context.power) : undefined;
  const map = game?.map ?? context.map;
  const view: BoardView | undefined = game ? gameView(game) : map ? mapView(map) : undefined;
  const diagnostics: SheetDiagnostic[] = [];
  // Where `report` writes: the sheet's diagnostics, or one offer line's while it is checked.
  let sink = diagnostics;
  const report = (
    code: string,
    severity: Diagnostic['severity'],
    message: string,
    range: Range,
    extra: Partial<SheetDiagnostic> = {},
  ) => {
    sink.push({ code, severity, message, range, ...extra });
  };
  const fromProblem = (p: ResolveProblem) =>
    report(p.code, 'error', p.message, p.range, p.replacements ? { replacements: p.replacements } : {});

  if (game && context.power !== undefined && !power) {
    report(
      'payola/unknown-power',
      'error',
      `"${context.power}" is not a power of this game; the powers are ${game.powers.map((p) => p.name).join(', ')}`,
      sheet.lines[0]?.range ?? sheet.range,
    );
  }

  const offers: CheckedOffer[] = [];
  let savings = 0;
  let accept: AcceptLine | undefined;
  for (const line of sheet.lines) {
    if (line.kind === 'offer') {
      const result = options.checkOffer ? options.checkOffer(line, checkOfferLine) : checkOfferLine(line);
      offers.push(result.offer);
      diagnostics.push(...result.diagnostics);
    } else if (line.kind === 'savings') {
      savings += line.amount;
      if (!rules.savingsRequests)
        report('payola/classic-savings', 'error', 'Payola Classic has no savings requests (Rule 6.1)', line.range);
      else if (!Number.isInteger(line.amount))
        report(
          'payola/whole-number',
          'error',
          'a savings request is a whole number of silver pieces',
          line.amountRange,
        );
    } else if (line.kind === 'accept') {
      if (accept)
        report(
          'payola/duplicate-accept',
          'error',
          'a sheet holds one acceptance list; this one would replace the one above',
          line.range,
          { related: [{ message: 'the first acceptance list', range: accept.range }] },
        );
      accept = line;
      checkAccept(line);
    } else if (line.kind === 'phase-order') {
      // Rule 1.5: players order their own units directly only in retreat and adjustment phases.
      report(
        'payola/phase-order-in-movement',
        'error',
        'retreat and adjustment orders are written in retreat and adjustment phases',
        line.range,
      );
    }
  }
  if (rules.oneOfferPerUnit) checkOneOfferPerUnit();
  if (power?.status === 'dummy') {
    report(
      'payola/dummy-sheet',
      'error',
      `${power.name} is not played (a dummy power, Rule 4.4): it sends no offer sheet`,
      firstContent(sheet),
    );
  }
  if (power?.status === 'active' && offers.length === 0) {
    report(
      'payola/no-offers',
      'error',
      `${power.name} must make at least one offer each movement phase (Rule 3.3)`,
      firstContent(sheet),
    );
  }
  const money =
    game && power ? sheetMoney(game, power.name, { offers, savings, commitment: 0, diagnostics: [] }) : undefined;
  const commitment = money?.committed ?? offers.reduce((sum, o) => sum + (o.valid ? lineTotal(o.line, rules) : 0), 0);
  const promised = offers.reduce((sum, o) => sum + lineTotal(o.line, rules), 0);
  if (promised > numberLimits.maxSheetTotal)
    report(
      'payola/sheet-total-too-large',
      'error',
      `this sheet's offers add up to ${promised.toLocaleString('en-US')} AgP; a sheet may promise at most ${numberLimits.maxSheetTotal.toLocaleString('en-US')} AgP in all, so that every sum stays exact`,
      firstContent(sheet),
    );
  if (money && power && savings > power.balance && offers.length > 0) {
    report(
      'payola/savings-above-balance',
      'warning',
      `savings of ${savings} AgP exceed the balance of ${power.balance} AgP, so no offer can be paid: every accepted offer is worth nothing (Rule 3.4)`,
      savingsRange(sheet),
    );
  }
  if (money && power && offers.length > 0) {
    const savingsText = savings > 0 ? `, savings ${savings}, available ${money.available}` : '';
    const verdict = money.shortfall > 0 ? '; if all were accepted, they would be cut (Rule 5.5)' : '';
    report(
      'payola/commitment',
      'info',
      `offers total ${money.committed} AgP, balance ${power.balance}${savingsText}${verdict}`,
      firstContent(sheet),
    );
  }
  diagnostics.sort((a, b) => a.range.start.offset - b.range.start.offset);
  return { ...(power && { power }), offers, savings, ...(accept && { accept }), commitment, diagnostics };

  function checkOfferLine(line: OfferLine): OfferCheck {
    const own: SheetDiagnostic[] = [];
    sink = own;
    try {
      return { offer: checkOffer(line, own), diagnostics: own };
    } finally {
      sink = diagnostics;
    }
  }

  function checkOffer(line: OfferLine, own: readonly SheetDiagnostic[]): CheckedOffer {
    checkAmounts(line);
    checkVariantShape(line);
    let unit: OfferedUnit | undefined;
    let foreignIgnored: CheckedOffer['ignored'];
    const orders: CheckedOrder[] = [];
    if (view) {
      const resolved = resolveOfferedUnit(view, line.unit, { requireType: rules.blind && !!game });
      if (!resolved.ok) fromProblem(resolved.problem);
      else unit = resolved.value;
    }
    if (unit) {
      for (const order of line.orders) {
        const checked = resolveOrder(view!, unit, order);
        if (!checked.ok) {
          fromProblem(checked.problem);
          continue;
        }
        const first = orders.find((o) => o.text === checked.value.text);
        if (first) {
          report(
            'payola/duplicate-order',
            'error',
            `\`${checked.value.text}\` is already listed in this offer; no two alternatives may be the same order (Rule 3.1 item 8)`,
            order.range,
            {
              related: [
                { message: 'the same order, first listed here', range: line.orders[orders.indexOf(first)]!.range },
              ],
            },
          );
          continue;
        }
        orders.push(checked.value);
      }
      foreignIgnored = checkForeignOrders(line, unit, orders);
    } else {
      // The unit cannot be known here (no map, or a map without the unit's type): still check
      // what can be — the places the orders name, and duplicates by their written form.
      if (view)
        for (const place of placesOf(line)) {
          const resolved = resolvePlace(view, place);
          if (!resolved.ok) fromProblem(resolved.problem);
        }
      checkDuplicatesByText(line);
    }
    // The hint would only repeat the error of a shorthand offer to a foreign unit.
    if (!own.some((d) => d.code === 'payola/zero-offer-to-foreign-unit')) checkShorthand(line);
    const valid = !own.some((d) => d.severity === 'error');
    const ownerKnown = unit?.power !== undefined;
    const foreign = ownerKnown && power !== undefined && unit!.power !== power.name;
    const ignored =
      foreign && loyalUnitsStanding(game!, power.name, unit!.power) === 'void' ? 'loyal-unit' : foreignIgnored;
    if (ignored === 'loyal-unit') {
      report(
        'payola/loyal-unit',
        'warning',
        `under Loyal Units only dummy units take bribes; ${unit!.power}'s units obey their owner, so this offer has no effect (Rule 6.5)`,
        line.unit.range,
      );
    }
    return { line, ...(unit && { unit }), orders: valid ? orders : [], valid, ...(ignored && { ignored }) };
  }

  /**
   * The reference judge's shorthand (seeds README): an offer written without its amount, or
   * without amount and type, is a 0 AgP offer. Read as such, with a hint that writes it out.
   */
  function checkShorthand(line: OfferLine): void {
    if (!line.shorthand) return;
    const full = printLine({ ...line, comment: undefined });
    report(
      'payola/shorthand',
      'info',
      `read as \`${full}\`: an offer without ${line.shorthand === 'amount' ? 'an amount' : 'an amount and type'} is a 0 AgP offer, as the reference judge read it (Rule 3.1)`,
      line.range,
      { replacements: [full] },
    );
  }

  function checkAmounts(line: OfferLine): void {
    for (const term of line.terms) {
      if (!Number.isInteger(term.amount)) {
        if (rules.roundFractionsUp)
          report(
            'payola/fractional-amount',
            'warning',
            `fractional amounts are rounded up: this offer counts as ${termAmount(term, rules)} (Classic 4.7)`,
            term.amountRange,
          );
        else
          report(
            'payola/fractional-amount',
            'error',
            'amounts are whole silver pieces; fractions are allowed only in Payola Classic (Rule 3.1 item 2)',
            term.amountRange,
          );
      }
      if (term.repetition !== undefined) {
        if (term.repetition === 0)
          report(
            'payola/zero-repetition',
            'error',
            'a repetition count is at least 1 (Rule 3.1 item 1)',
            term.repetitionRange!,
          );
        else if (!Number.isInteger(term.repetition))
          report('payola/whole-number', 'error', 'a repetition count is a whole number', term.repetitionRange!);
      }
      if (typeof term.plateau === 'number') {
        if (!Number.isInteger(term.plateau))
          report('payola/whole-number', 'error', 'a plateau is a whole number of silver pieces', term.plateauRange!);
        else if (term.plateau > term.amount)
          // A typing mistake, as the reference judge held it (ruling 6): the fix keeps the whole
          // amount as the plateau, which is what `#` says (Rule 3.1 item 3).
          report(
            'payola/plateau-above-amount',
            'error',
            `the plateau ${term.plateau} is above the amount ${term.amount} (Rule 3.1 item 3); write \`#\` alone to keep the whole amount until every offer is at its plateau`,
            term.plateauRange!,
            { replacements: ['#'] },
          );
      }
    }
  }

  function checkVariantShape(line: OfferLine): void {
    if (rules.onlyDirectOffers && line.offerType !== 'direct')
      report(
        'payola/classic-offer-type',
        'error',
        'Payola Classic accepts only direct offers (`:`) (Rule 6.1)',
        line.offerTypeRange,
        { replacements: [':'] },
      );
    if (!rules.offerModifiers) {
      const modified =
        line.terms.length > 1 || line.terms.some((t) => t.repetition !== undefined || t.plateau !== 'none');
      if (modified)
        report('payola/classic-modifier', 'error', 'Payola Classic has no repetition, plateaus or `+` (Rule 6.1)', {
          start: line.terms[0]!.range.start,
          end: line.terms[line.terms.length - 1]!.range.end,
        });
      if (line.orders.length > 1)
        report(
          'payola/classic-modifier',
          'error',
          'Payola Classic allows one order per offer, without `|` (Rule 6.1)',
          { start: line.orders[1]!.range.start, end: line.orders[line.orders.length - 1]!.range.end },
        );
    }
  }

  /**
   * Is the unit another power's, as far as the sheet's player may know? Under Tin Cup (Rule 6.3)
   * the board is hidden but a player knows its own units: any other unit named, whether it exists
   * or not, is not the player's own (so the answer reveals nothing).
   */
  function isForeign(unit: OfferedUnit): boolean {
    if (!power) return false;
    if (unit.power !== undefined) return unit.power !== power.name;
    if (!game || !rules.blind) return false;
    const own = game.unitAt(unit.location.province);
    return !(own?.power === power.name && own.type === unit.type && own.location.coast === unit.location.coast);
  }

  /**
   * Offers to another power's unit: Rule 3.1 item 2 (no zero offers), and Europe 1615's limits,
   * whose text says such offers "will be ignored": there they are warned about and ignored (the
   * reason is returned), never errors that would stop the phase.
   */
  function checkForeignOrders(
    line: OfferLine,
    unit: OfferedUnit,
    orders: readonly CheckedOrder[],
  ): CheckedOffer['ignored'] {
    if (!power || !isForeign(unit)) return undefined;
    let ignored: CheckedOffer['ignored'];
    // Rule 3.1 item 2: no zero offers to foreign units (Classic and listed Europe 1615 provinces excepted).
    const zeroAllowed =
      rules.zeroOffersToForeignUnits ||
      (rules.zeroOfferProvinces.get(power.name.toLowerCase())?.has(unit.location.province) ?? false);
    if (!zeroAllowed) {
      const whose = unit.power !== undefined ? `belongs to ${unit.power}` : 'is not one of your units';
      for (const term of line.terms) {
        if (termAmount(term, rules) !== 0) continue;
        if (line.shorthand && !rules.foreignOrdersNonMove) {
          const paid = printLine({ ...line, comment: undefined, terms: [{ ...term, amount: 1 }] });
          report(
            'payola/zero-offer-to-foreign-unit',
            'error',
            `${unitText(unit)} ${whose}; without an amount this is a 0 AgP offer, and offers to another power's unit must be at least 1 AgP (Rule 3.1 item 2)`,
            line.range,
            { replacements: [paid] },
          );
          continue;
        }
        if (rules.foreignOrdersNonMove) {
          ignored = 'foreign-zero';
          report(
            'payola/zero-offer-to-foreign-unit',
            'warning',
            `${unitText(unit)} ${whose}; an offer to another power's unit without payment is ignored (Europe 1615)`,
            term.amountRange,
            { replacements: ['1'] },
          );
        } else
          report(
            'payola/zero-offer-to-foreign-unit',
            'error',
            `${unitText(unit)} ${whose}; offers to another power's unit must be at least 1 AgP (Rule 3.1 item 2)`,
            term.amountRange,
            { replacements: ['1'] },
          );
      }
    }
    if (rules.foreignOrdersNonMove) {
      if (line.offerType !== 'direct' && line.offerType !== 'hold') {
        ignored = 'foreign-move';
        report(
          'payola/foreign-move-offer',
          'warning',
          `offers to another power's unit may name only HOLD, SUPPORT or CONVOY orders, and a \`${{ negative: '!', move: '>', gift: '&' }[line.offerType]}\` offer could pay for a move, so this offer will be ignored (Europe 1615)`,
          line.offerTypeRange,
          { replacements: [':'] },
        );
      }
      orders.forEach((order, i) => {
        if (!isMoveOrder(order.order)) return;
        ignored = 'foreign-move';
        report(
          'payola/foreign-move-offer',
          'warning',
          "offers to another power's unit may name only HOLD, SUPPORT or CONVOY orders, so this offer will be ignored (Europe 1615)",
          line.orders[i]!.range,
        );
      });
    }
    return ignored;
  }

  /** Without a map, duplicate alternatives are found by their written form. */
  function checkDuplicatesByText(line: OfferLine): void {
    const seen = new Map<string, Range>();
    for (const order of line.orders) {
      const key = JSON.stringify(stripRanges(order));
      const first = seen.get(key);
      if (first)
        report(
          'payola/duplicate-order',
          'error',
          'this order is already listed in this offer; no two alternatives may be the same order (Rule 3.1 item 8)',
          order.range,
          { related: [{ message: 'the same order, first listed here', range: first }] },
        );
      else seen.set(key, order.range);
    }
  }

  function checkAccept(line: AcceptLine): void {
    const letters = game?.letters ?? map?.powers.map((p) => p.letter);
    const entries = line.entries.map((e) => (e.kind === 'random' ? '?' : e.letter));
    if (!letters) {
      // Without a game, only the shape can be checked.
      const problems = acceptanceListProblems(entries, [...new Set(entries.filter((e) => e !== '?'))]);
      for (const p of problems) if (p.index >= 0) report(p.code, 'error', p.message, line.entries[p.index]!.range);
      return;
    }
    for (const p of acceptanceListProblems(entries, letters)) {
      report(p.code, 'error', p.message, p.index >= 0 ? line.entries[p.index]!.range : line.range);
    }
  }

  function checkOneOfferPerUnit(): void {
    // Classic 4.2: two offers to one unit are both rejected.
    const byUnit = new Map<string, CheckedOffer[]>();
    for (const offer of offers) {
      const key = offer.unit ? offer.unit.location.province : offer.line.unit.place.name;
      byUnit.set(key, [...(byUnit.get(key) ?? []), offer]);
    }
    for (const group of byUnit.values()) {
      if (group.length < 2) continue;
      for (const offer of group) {
        const others = group
          .filter((o) => o !== offer)
          .map((o) => ({ message: 'another offer to the same unit', range: o.line.range }));
        report(
          'payola/classic-one-offer-per-unit',
          'error',
          'Payola Classic allows one offer per unit; both offers to this unit are rejected (Classic 4.2)',
          offer.line.unit.range,
          { related: others },
        );
      }
    }
  }
}

/** Every place an offer's orders name. */
function placesOf(line: OfferLine): Place[] {
  return line.orders.flatMap((o) =>
    o.kind === 'hold' ? [] : o.kind === 'move' ? [...o.via, o.to] : o.to ? [o.unit.place, o.to] : [o.unit.place],
  );
}

/** The first savings request (where a problem with the savings is shown). */
function savingsRange(sheet: Sheet): Range {
  return sheet.lines.find((l) => l.kind === 'savings')?.range ?? firstContent(sheet);
}

function firstContent(sheet: Sheet): Range {
  const line = sheet.lines.find((l) => l.kind !== 'blank' && l.kind !== 'comment') ?? sheet.lines[0];
  return line?.range ?? sheet.range;
}

function stripRanges(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripRanges);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== 'range' && !k.endsWith('Range'))
        .map(([k, v]) => [k, stripRanges(v)]),
    );
  return value;
}
