// The checks of one offer line (Rule 3.1 and the variants of Rule 6): amounts, the unit and its
// orders on the board, offers to foreign units, the reference judge's shorthand. A line's check
// depends only on the line and the scope, so callers may reuse it for identical lines.
import { printLineContent, type AmountTerm, type OfferLine, type Place, type Range } from '@payola/parser';
import { loyalUnitsStanding } from '../adjudicate/effective-offers.js';
import { unitText, type GamePower } from '../game/game.js';
import type { Rules } from '../game/variants.js';
import { isMoveOrder, sameOrder } from '../orders/order.js';
import {
  checkOrder as importedCheckOrder,
  type CheckedOrder,
  offeredBoardUnit as importedOfferedBoardUnit,
  resolveOfferedUnit,
  resolvePlace,
  type OfferedUnit,
} from '../orders/resolve-order.js';
import type { BoardView } from '../orders/board-view.js';
import type { CheckScope } from './check-scope.js';
import { termAmount as importedTermAmount, termRepetition as importedTermRepetition } from './offer-amounts.js';
import { CheckedOfferLine, DiagnosticSink, type CheckedOffer, type OfferCheck } from './sheet-diagnostics.js';

// What every line's check calls, as this module's constants: an imported binding is checked at
// every read (each call), a module's constant is not (see scan-settlement.ts).
const checkOrder = importedCheckOrder;
const offeredBoardUnit = importedOfferedBoardUnit;
const termAmount = importedTermAmount;
const termRepetition = importedTermRepetition;

/** Checks one offer line in its scope. */
export function checkOfferLine(line: OfferLine, scope: CheckScope): OfferCheck {
  const sink = new DiagnosticSink();
  return { offer: checkOfferInto(line, scope, sink), diagnostics: sink.list };
}

/** Rule 6.3: in a Tin Cup game an offer names its unit's type (made once, not per line). */
const typeRequired = { requireType: true };
const typeOptional = { requireType: false };

/** What a sheet's offers promise in all (`lineTotal` summed), added up as their amounts are checked. */
export class PromisedTotal {
  declare sum: number;

  constructor() {
    this.sum = 0;
  }
}

/**
 * Checks one offer line in its scope, its diagnostics added to `sink` after those it holds (a
 * sheet's lines are checked into the sheet's sink: no sink and list of its own for every line),
 * and what it promises added to `promised`, if given.
 */
export function checkOfferInto(
  line: OfferLine,
  scope: CheckScope,
  sink: DiagnosticSink,
  promised?: PromisedTotal,
): CheckedOffer {
  const { game, rules, view } = scope;
  const first = sink.list.length;
  const total = checkAmounts(line, scope, sink);
  const zeroTerm = zeroTermWalked;
  if (promised !== undefined) promised.sum += total;
  // Payola Classic's limits (Rule 6.1), asked only where they are in force.
  if (rules.onlyDirectOffers || !rules.offerModifiers) checkVariantShape(line, scope, sink);
  let unit: OfferedUnit | undefined;
  let foreignIgnored: CheckedOffer['ignored'];
  if (view !== undefined) {
    unit = offeredBoardUnit(view, line.unit);
    if (unit === undefined) {
      const resolved = resolveOfferedUnit(view, line.unit, rules.blind && !!game ? typeRequired : typeOptional);
      if (!resolved.ok) sink.problem(resolved.problem);
      else unit = resolved.value;
    }
  }
  const orders = unit !== undefined ? checkOrders(line, view!, unit, sink) : new Array<CheckedOrder>();
  if (unit !== undefined) {
    foreignIgnored = checkForeignOrders(line, unit, orders, zeroTerm, scope, sink);
  } else {
    // The unit cannot be known here (no map, or a map without the unit's type): still check
    // what can be — the places the orders name, and duplicates by their written form.
    if (view)
      for (const place of placesOf(line)) {
        const resolved = resolvePlace(view, place);
        if (!resolved.ok) sink.problem(resolved.problem);
      }
    checkDuplicatesByText(line, sink);
  }
  // The hint would only repeat the error of a shorthand offer to a foreign unit.
  if (line.shorthand !== undefined && !sink.has('payola/zero-offer-to-foreign-unit', first)) checkShorthand(line, sink);
  const valid = !sink.hasError(first);
  // Rule 6.5 is asked only where it is in force (most games): no call for every foreign offer.
  const ignored =
    rules.loyalUnits && unit !== undefined && loyalUnitVoid(line, unit, scope, sink) ? 'loyal-unit' : foreignIgnored;
  return new CheckedOfferLine(line, unit, valid ? orders : new Array<CheckedOrder>(), valid, ignored);
}

/**
 * Under Loyal Units (Rule 6.5), is the offer to another power's unit that obeys its owner, and so
 * void? Warned about when it is.
 */
function loyalUnitVoid(line: OfferLine, unit: OfferedUnit, { game, power }: CheckScope, sink: DiagnosticSink): boolean {
  if (unit.power === undefined || power === undefined || unit.power === power.name) return false;
  if (loyalUnitsStanding(game!, power.name, unit.power) !== 'void') return false;
  if (!sink.errorsOnly)
    sink.report(
      'payola/loyal-unit',
      'warning',
      `under Loyal Units only dummy units take bribes; ${unit.power}'s units obey their owner, so this offer has no effect (Rule 6.5)`,
      line.unit.range,
    );
  return true;
}

/** The alternatives of an offer resolved for its unit, those that check (Rule 3.1 items 7 and 8). */
function checkOrders(line: OfferLine, view: BoardView, unit: OfferedUnit, sink: DiagnosticSink): CheckedOrder[] {
  // Sized for every alternative (an array grown by push keeps room for sixteen, and the
  // adjudicator keeps this one); cut to those that check if some do not. Most offers have one:
  // an array of a constant size is made in place, one of a size known only then by a loop.
  const alternatives = line.orders.length;
  const orders = alternatives === 1 ? new Array<CheckedOrder>(1) : new Array<CheckedOrder>(alternatives);
  let count = 0;
  // Indexed loops over the line's lists here and below: a `for … of` is compiled with the
  // iterator's protocol around it (a try block), and these run for every line of every sheet.
  for (let i = 0; i < line.orders.length; i++) {
    const order = line.orders[i]!;
    const checked = checkOrder(view, unit, order);
    // A failure is told by its field, of one of the two shapes seen here: no walk of prototypes.
    if ('problem' in checked) {
      sink.problem(checked.problem);
      continue;
    }
    const first = listedBefore(orders, count, checked);
    if (first >= 0) reportDuplicate(line, i, first, checked, sink);
    else orders[count++] = checked;
  }
  if (count < orders.length) orders.length = count;
  return orders;
}

/** Rule 3.1 item 8: the line's `i`th order is its `first`th again. */
function reportDuplicate(line: OfferLine, i: number, first: number, checked: CheckedOrder, sink: DiagnosticSink): void {
  sink.report(
    'payola/duplicate-order',
    'error',
    `\`${checked.text}\` is already listed in this offer; no two alternatives may be the same order (Rule 3.1 item 8)`,
    line.orders[i]!.range,
    { related: [{ message: 'the same order, first listed here', range: line.orders[first]!.range }] },
  );
}

/** Where the same order as `checked` is among the first `count` of `orders` (-1 if it is not). */
function listedBefore(orders: readonly CheckedOrder[], count: number, checked: CheckedOrder): number {
  for (let i = 0; i < count; i++) if (sameChecked(orders[i]!, checked)) return i;
  return -1;
}

/**
 * Are two checked orders of one unit the same order? Their texts tell (`sameOrder`): orders of
 * texts of different lengths differ, and a shared order (`MapOrders`) is the same object, both
 * told without `sameOrder`, whose reads of many kinds of orders are slow.
 */
function sameChecked(a: CheckedOrder, b: CheckedOrder): boolean {
  if (a.order === b.order) return true;
  return a.text.length === b.text.length && sameOrder(a.order, b.order);
}

/**
 * The reference judge's shorthand (seeds README): an offer written without its amount, or
 * without amount and type, is a 0 AgP offer. Read as such, with a hint that writes it out.
 */
function checkShorthand(line: OfferLine, sink: DiagnosticSink): void {
  if (!line.shorthand || sink.errorsOnly) return;
  const full = printLineContent(line);
  sink.report(
    'payola/shorthand',
    'info',
    `read as \`${full}\`: an offer without ${line.shorthand === 'amount' ? 'an amount' : 'an amount and type'} is a 0 AgP offer, as the reference judge read it (Rule 3.1)`,
    line.range,
    { replacements: [full] },
  );
}

/**
 * Whether the line `checkAmounts` walked last has a term of nothing (Rule 3.1 item 2 asks it of
 * offers to foreign units): read by the caller at once, so that no object is made to return it
 * with the total, and no second walk of the terms finds it.
 */
let zeroTermWalked = false;

/**
 * Checks the line's amounts; returns what it promises (`lineTotal`), found by the same walk, which
 * also tells whether a term offers nothing (`zeroTermWalked`).
 */
function checkAmounts(line: OfferLine, { rules }: CheckScope, sink: DiagnosticSink): number {
  let total = 0;
  let zero = false;
  const terms = line.terms;
  // eslint-disable-next-line @typescript-eslint/prefer-for-of -- indexed: no iterator protocol per line
  for (let i = 0; i < terms.length; i++) {
    const term = terms[i]!;
    const amount = termAmount(term, rules);
    if (amount === 0) zero = true;
    // `termTotal`, its amount counted once.
    total += amount * termRepetition(term);
    if (!wholeTerm(term)) checkTerm(term, rules, sink);
  }
  zeroTermWalked = zero;
  return total;
}

/** Is every number of the term whole, its repetition at least 1 and its plateau within its amount? */
function wholeTerm(term: AmountTerm): boolean {
  const { amount, repetition, plateau } = term;
  return (
    Number.isInteger(amount) &&
    (repetition === undefined || (repetition !== 0 && Number.isInteger(repetition))) &&
    (typeof plateau !== 'number' || (Number.isInteger(plateau) && plateau <= amount))
  );
}

/** The problems of a term that is not whole (Rule 3.1 items 1–3, Classic 4.7). */
function checkTerm(term: AmountTerm, rules: Rules, sink: DiagnosticSink): void {
  if (!Number.isInteger(term.amount)) {
    if (rules.roundFractionsUp)
      sink.report(
        'payola/fractional-amount',
        'warning',
        `fractional amounts are rounded up: this offer counts as ${termAmount(term, rules)} (Classic 4.7)`,
        term.amountRange,
      );
    else
      sink.report(
        'payola/fractional-amount',
        'error',
        'amounts are whole silver pieces; fractions are allowed only in Payola Classic (Rule 3.1 item 2)',
        term.amountRange,
      );
  }
  if (term.repetition !== undefined) {
    if (term.repetition === 0)
      sink.report(
        'payola/zero-repetition',
        'error',
        'a repetition count is at least 1 (Rule 3.1 item 1)',
        term.repetitionRange!,
      );
    else if (!Number.isInteger(term.repetition))
      sink.report('payola/whole-number', 'error', 'a repetition count is a whole number', term.repetitionRange!);
  }
  if (typeof term.plateau === 'number') {
    if (!Number.isInteger(term.plateau))
      sink.report('payola/whole-number', 'error', 'a plateau is a whole number of silver pieces', term.plateauRange!);
    else if (term.plateau > term.amount)
      // A typing mistake, as the reference judge held it (ruling 6): the fix keeps the whole
      // amount as the plateau, which is what `#` says (Rule 3.1 item 3).
      sink.report(
        'payola/plateau-above-amount',
        'error',
        `the plateau ${term.plateau} is above the amount ${term.amount} (Rule 3.1 item 3); write \`#\` alone to keep the whole amount until every offer is at its plateau`,
        term.plateauRange!,
        { replacements: ['#'] },
      );
  }
}

function checkVariantShape(line: OfferLine, { rules }: CheckScope, sink: DiagnosticSink): void {
  if (rules.onlyDirectOffers && line.offerType !== 'direct')
    sink.report(
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
      sink.report('payola/classic-modifier', 'error', 'Payola Classic has no repetition, plateaus or `+` (Rule 6.1)', {
        start: line.terms[0]!.range.start,
        end: line.terms[line.terms.length - 1]!.range.end,
      });
    if (line.orders.length > 1)
      sink.report(
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
function isForeign(unit: OfferedUnit, { game, rules, power }: CheckScope): boolean {
  if (power === undefined) return false;
  if (unit.power !== undefined) return unit.power !== power.name;
  if (!game || !rules.blind) return false;
  const own = game.unitAt(unit.location.province);
  return !(own?.power === power.name && own.type === unit.type && own.location.coast === unit.location.coast);
}

/**
 * Offers to another power's unit: Rule 3.1 item 2 (no zero offers), and Europe 1615's limits,
 * whose text says such offers "will be ignored": there they are warned about and ignored (the
 * reason is returned), never errors that would stop the phase. `zeroTerm`: whether a term of the
 * line offers nothing.
 */
function checkForeignOrders(
  line: OfferLine,
  unit: OfferedUnit,
  orders: readonly CheckedOrder[],
  zeroTerm: boolean,
  scope: CheckScope,
  sink: DiagnosticSink,
): CheckedOffer['ignored'] {
  const { rules, power } = scope;
  if (power === undefined || !isForeign(unit, scope)) return undefined;
  // Rule 3.1 item 2: no zero offers to foreign units (Classic and listed Europe 1615 provinces excepted).
  const zero = zeroTerm && !zeroOfferAllowed(scope, power, unit) ? checkZeroTerms(line, unit, rules, sink) : undefined;
  return (rules.foreignOrdersNonMove ? checkForeignMoves(line, orders, sink) : undefined) ?? zero;
}

/** Rule 3.1 item 2 for each term of nothing offered to a foreign unit; 'foreign-zero' where Europe 1615 ignores it. */
function checkZeroTerms(
  line: OfferLine,
  unit: OfferedUnit,
  rules: Rules,
  sink: DiagnosticSink,
): CheckedOffer['ignored'] {
  let ignored: CheckedOffer['ignored'];
  const whose = unit.power !== undefined ? `belongs to ${unit.power}` : 'is not one of your units';
  for (const term of line.terms) {
    if (termAmount(term, rules) !== 0) continue;
    if (line.shorthand && !rules.foreignOrdersNonMove) {
      const paid = printLineContent({ ...line, terms: [{ ...term, amount: 1 }] });
      sink.report(
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
      sink.report(
        'payola/zero-offer-to-foreign-unit',
        'warning',
        `${unitText(unit)} ${whose}; an offer to another power's unit without payment is ignored (Europe 1615)`,
        term.amountRange,
        { replacements: ['1'] },
      );
    } else
      sink.report(
        'payola/zero-offer-to-foreign-unit',
        'error',
        `${unitText(unit)} ${whose}; offers to another power's unit must be at least 1 AgP (Rule 3.1 item 2)`,
        term.amountRange,
        { replacements: ['1'] },
      );
  }
  return ignored;
}

/** Europe 1615: an offer to a foreign unit that could pay for a move is ignored ('foreign-move'), with a warning. */
function checkForeignMoves(
  line: OfferLine,
  orders: readonly CheckedOrder[],
  sink: DiagnosticSink,
): CheckedOffer['ignored'] {
  let ignored: CheckedOffer['ignored'];
  if (line.offerType !== 'direct' && line.offerType !== 'hold') {
    ignored = 'foreign-move';
    sink.report(
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
    sink.report(
      'payola/foreign-move-offer',
      'warning',
      "offers to another power's unit may name only HOLD, SUPPORT or CONVOY orders, so this offer will be ignored (Europe 1615)",
      line.orders[i]!.range,
    );
  });
  return ignored;
}

/** Rule 3.1 item 2's exceptions: Classic, and the provinces Europe 1615 lists for a power. */
function zeroOfferAllowed({ rules }: CheckScope, power: GamePower, unit: OfferedUnit): boolean {
  return (
    rules.zeroOffersToForeignUnits ||
    (rules.zeroOfferProvinces.get(power.name.toLowerCase())?.has(unit.location.province) ?? false)
  );
}

/** Without a map, duplicate alternatives are found by their written form. */
function checkDuplicatesByText(line: OfferLine, sink: DiagnosticSink): void {
  const seen = new Map<string, Range>();
  for (const order of line.orders) {
    const key = JSON.stringify(stripRanges(order));
    const first = seen.get(key);
    if (first)
      sink.report(
        'payola/duplicate-order',
        'error',
        'this order is already listed in this offer; no two alternatives may be the same order (Rule 3.1 item 8)',
        order.range,
        { related: [{ message: 'the same order, first listed here', range: first }] },
      );
    else seen.set(key, order.range);
  }
}

/** Every place an offer's orders name. */
function placesOf(line: OfferLine): Place[] {
  return line.orders.flatMap((o) =>
    o.kind === 'hold' ? [] : o.kind === 'move' ? [...o.via, o.to] : o.to ? [o.unit.place, o.to] : [o.unit.place],
  );
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
