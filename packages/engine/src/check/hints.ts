// Hints for the mistakes players of the reference judge actually made: each is information, not
// an error (the sheet means what it says), has its own code so a configuration can turn it off,
// and offers a quick fix where one follows from the sheet alone.
import { printLineContent, type AcceptLine, type OfferLine, type Range, type Sheet } from '@payola/parser';
import { unitText } from '../game/game.js';
import { locationText } from '../map/board-map.js';
import type { CheckedOrder } from '../orders/resolve-order.js';
import type { CheckScope } from './check-scope.js';
import type { CheckedOffer, DiagnosticSink } from './sheet-diagnostics.js';

/** Every hint of a sheet checked with a game and its power. */
export function sheetHints(
  sheet: Sheet,
  scope: CheckScope,
  offers: readonly CheckedOffer[],
  accept: AcceptLine | undefined,
  sink: DiagnosticSink,
): void {
  if (!scope.game || !scope.power) return;
  const valid = offers.filter((o) => o.valid && o.unit);
  splitNegativeOffers(valid, sink);
  negativeOffersWithoutTarget(valid, sink);
  if (!scope.rules.blind) supportsAgainstTheirOwnPower(valid, scope, sink);
  // A unit offered to on a line with an error has an offer, once the error is fixed.
  if (!scope.rules.loyalUnits)
    unitsWithoutOffer(
      sheet,
      offers.filter((o) => o.unit),
      scope,
      sink,
    );
  if (accept) ownCurrencyNotFirst(accept, scope, sink);
}

const unitKey = (offer: CheckedOffer) => locationText(offer.unit!.location);

/**
 * Two negative offers to one unit (Rule 3.1 `!`): each pays on its own, so an order outside both
 * lists costs both. One offer with `|` pays once, which is what players meant.
 */
function splitNegativeOffers(offers: readonly CheckedOffer[], sink: DiagnosticSink): void {
  const first = new Map<string, CheckedOffer>();
  for (const offer of offers) {
    if (offer.line.offerType !== 'negative') continue;
    const earlier = first.get(unitKey(offer));
    if (!earlier) {
      first.set(unitKey(offer), offer);
      continue;
    }
    const fix = mergedNegative(earlier, offer);
    sink.report(
      'payola/split-negative',
      'info',
      `a second negative offer to ${unitText(offer.unit!)}: each pays on its own, so an order outside both lists costs both; one offer listing every order with \`|\` pays once (Rule 3.1)`,
      fix?.range ?? offer.line.range,
      // With a fix the range covers both offers; without, the first is shown beside the second.
      fix
        ? { replacements: [fix.text] }
        : { related: [{ message: 'the first negative offer to this unit', range: earlier.line.range }] },
    );
  }
}

/** The two offers as one, when they are next to each other, promise the same and carry no comment between. */
function mergedNegative(a: CheckedOffer, b: CheckedOffer): { range: Range; text: string } | undefined {
  const same = (x: OfferLine, y: OfferLine) =>
    x.terms.length === y.terms.length &&
    x.terms.every(
      (t, i) =>
        t.amount === y.terms[i]!.amount && t.repetition === y.terms[i]!.repetition && t.plateau === y.terms[i]!.plateau,
    );
  if (b.line.line !== a.line.line + 1 || a.line.comment || !same(a.line, b.line)) return undefined;
  const seen = new Set(a.orders.map((o) => o.text));
  const extra = b.line.orders.filter((_, i) => !seen.has(b.orders[i]!.text));
  const text = printLineContent({ ...a.line, orders: [...a.line.orders, ...extra] });
  return { range: { start: a.line.range.start, end: b.line.range.end }, text };
}

/**
 * A negative offer lists every order but those it pays for; a unit issues only orders some
 * direct offer names (Rule 5.1). When the player names none outside the list, the money pays
 * only if another player's offer happens to name one.
 */
function negativeOffersWithoutTarget(offers: readonly CheckedOffer[], sink: DiagnosticSink): void {
  // The orders the sheet's other offers name, by unit: gathered once, so that a sheet of many
  // negative offers is checked in time linear in its length.
  const namedByUnit = new Map<string, Set<string>>();
  for (const offer of offers) {
    if (offer.line.offerType === 'negative') continue;
    const key = unitKey(offer);
    const named = namedByUnit.get(key) ?? namedByUnit.set(key, new Set()).get(key)!;
    for (const order of offer.orders) named.add(order.text);
  }
  for (const offer of offers) {
    if (offer.line.offerType !== 'negative') continue;
    const named = namedByUnit.get(unitKey(offer));
    // Some order is named outside this offer's list when the list leaves out at least one of them.
    const listedAndNamed = new Set(offer.orders.map((o) => o.text).filter((text) => named?.has(text)));
    if (named && named.size > listedAndNamed.size) continue;
    sink.report(
      'payola/negative-without-target',
      'info',
      `this pays only if ${unitText(offer.unit!)} issues an order you did not list, but none of your offers names such an order: a unit issues only orders some offer names (Rule 5.1), so unless another player names one, this pays nothing`,
      offer.line.range,
    );
  }
}

/**
 * Standard rules: a power's support never helps dislodge its own unit. Paying another power's
 * unit to support an attack on a unit of that same power buys a support that cannot dislodge.
 */
function supportsAgainstTheirOwnPower(offers: readonly CheckedOffer[], scope: CheckScope, sink: DiagnosticSink): void {
  const game = scope.game!;
  for (const offer of offers) {
    const supporter = offer.unit!.power;
    if (supporter === undefined || supporter === scope.power!.name) continue;
    offer.orders.forEach((order: CheckedOrder, i) => {
      if (order.order.kind !== 'support' || order.order.to === undefined) return;
      const attacked = game.unitAt(order.order.to);
      if (attacked?.power !== supporter) return;
      sink.report(
        'payola/support-against-own',
        'info',
        `${game.map.province(order.order.to).name} holds ${supporter}'s own ${unitText(attacked)}, and a power's support never helps dislodge its own unit (standard rules): this support cannot dislodge it`,
        offer.line.orders[i]!.range,
      );
    });
  }
}

/**
 * Rule 3.3: an own unit without any offer holds for the owner's default 0 AgP, so any bribe of
 * one silver piece moves it. The fix holds each such unit with a 0 AgP offer, written out.
 */
function unitsWithoutOffer(
  sheet: Sheet,
  offers: readonly CheckedOffer[],
  scope: CheckScope,
  sink: DiagnosticSink,
): void {
  const offered = new Set(offers.map((o) => o.unit!.location.province));
  const bare = scope.game!.unitsOf(scope.power!.name).filter((u) => !offered.has(u.location.province));
  const last = [...sheet.lines].reverse().find((l) => l.kind !== 'blank');
  if (bare.length === 0 || !last) return;
  const names = bare.map(unitText);
  const end = last.comment?.range.end ?? last.range.end;
  sink.report(
    'payola/unit-without-offer',
    'info',
    `no offer to your ${names.join(', ')}: ${bare.length === 1 ? 'it holds' : 'they hold'} for your default 0 AgP (Rule 3.3), so any bribe of 1 AgP decides ${bare.length === 1 ? 'its' : 'their'} order`,
    { start: end, end },
    { replacements: [names.map((n) => `\n0 : ${n} H`).join('')] },
  );
}

/**
 * Rule 5.2: in a tie at the player's own units, the first power of its acceptance list wins. A
 * list that does not start with the player's own letter prefers another power's money.
 */
function ownCurrencyNotFirst(accept: AcceptLine, scope: CheckScope, sink: DiagnosticSink): void {
  // A list with errors is for its error to explain.
  if (sink.list.some((d) => d.severity === 'error' && d.range.start.line === accept.line)) return;
  const own = scope.power!.letter;
  const first = accept.entries[0];
  if (!first || (first.kind === 'power' && first.letter === own)) return;
  const rest = accept.entries.filter((e) => !(e.kind === 'power' && e.letter === own));
  const reordered = printLineContent({
    ...accept,
    entries: [{ kind: 'power', letter: own, range: first.range }, ...rest],
  });
  sink.report(
    'payola/accept-not-own-first',
    'info',
    `your own letter ${own} is not first: in a tie at your units between orders you and another power paid for, your units take the other power's money (Rule 5.2)`,
    accept.range,
    { replacements: [reordered] },
  );
}
