// Checks of the sheet as a whole: Classic's one offer per unit (Classic 4.2), a sheet from a power
// that sends none (Rule 4.4) or with no offer (Rule 3.3), and its money — the total it promises
// (bounded, so sums stay exact), savings beyond the balance (Rule 3.4), and the commitment note.
import type { Range, Sheet } from '@payola/parser';
import { sheetMoney } from '../accounts/sheet-money.js';
import { numberLimits } from '../game/number-limits.js';
import type { CheckScope } from './check-scope.js';
import { lineTotal } from './offer-amounts.js';
import type { CheckedOffer, DiagnosticSink } from './sheet-diagnostics.js';

/** Classic 4.2: two offers to one unit are both rejected. */
export function checkOneOfferPerUnit(offers: readonly CheckedOffer[], sink: DiagnosticSink): void {
  const byUnit = new Map<string, CheckedOffer[]>();
  for (const offer of offers) {
    const key = offer.unit ? offer.unit.location.province : offer.line.unit.place.name;
    (byUnit.get(key) ?? byUnit.set(key, []).get(key)!).push(offer);
  }
  for (const group of byUnit.values()) {
    if (group.length < 2) continue;
    for (const offer of group) {
      const others = group
        .filter((o) => o !== offer)
        .map((o) => ({ message: 'another offer to the same unit', range: o.line.range }));
      sink.report(
        'payola/classic-one-offer-per-unit',
        'error',
        'Payola Classic allows one offer per unit; both offers to this unit are rejected (Classic 4.2)',
        offer.line.unit.range,
        { related: others },
      );
    }
  }
}

/** Rules 3.3 and 4.4: who sends a sheet, and that it makes an offer. */
export function checkSender(sheet: Sheet, { power }: CheckScope, offers: number, sink: DiagnosticSink): void {
  if (power?.status === 'dummy')
    sink.report(
      'payola/dummy-sheet',
      'error',
      `${power.name} is not played (a dummy power, Rule 4.4): it sends no offer sheet`,
      firstContent(sheet),
    );
  if (power?.status === 'active' && offers === 0)
    sink.report(
      'payola/no-offers',
      'error',
      `${power.name} must make at least one offer each movement phase (Rule 3.3)`,
      firstContent(sheet),
    );
}

/**
 * The sheet's money checked; returns its commitment (see `CheckedSheet.commitment`). `promised`
 * is what the offers promise in all (their `lineTotal`s, summed as the lines were checked). With
 * `errorsOnly`, only what can be an error is checked, and the commitment is not counted (0).
 */
export function checkMoney(
  sheet: Sheet,
  scope: CheckScope,
  offers: readonly CheckedOffer[],
  promised: number,
  savings: number,
  sink: DiagnosticSink,
  errorsOnly = false,
): number {
  const { game, power, rules } = scope;
  // Past 2^53 the sum is no longer exact: it is then told only as beyond that.
  if (promised > numberLimits.maxSheetTotal)
    sink.report(
      'payola/sheet-total-too-large',
      'error',
      `this sheet's offers add up to ${promised > Number.MAX_SAFE_INTEGER ? `more than ${Number.MAX_SAFE_INTEGER.toLocaleString('en-US')}` : promised.toLocaleString('en-US')} AgP; a sheet may promise at most ${numberLimits.maxSheetTotal.toLocaleString('en-US')} AgP in all, so that every sum stays exact`,
      firstContent(sheet),
    );
  if (errorsOnly) return 0;
  if (!game || !power) return offers.reduce((sum, o) => sum + (o.valid ? lineTotal(o.line, rules) : 0), 0);
  const money = sheetMoney(game, power.name, { offers, savings, commitment: 0, diagnostics: [] });
  if (offers.length === 0) return money.committed;
  if (savings > power.balance)
    sink.report(
      'payola/savings-above-balance',
      'warning',
      `savings of ${savings} AgP exceed the balance of ${power.balance} AgP, so no offer can be paid: every accepted offer is worth nothing (Rule 3.4)`,
      savingsRange(sheet),
    );
  const savingsText = savings > 0 ? `, savings ${savings}, available ${money.available}` : '';
  const verdict = money.shortfall > 0 ? '; if all were accepted, they would be cut (Rule 5.5)' : '';
  sink.report(
    'payola/commitment',
    'info',
    `offers total ${money.committed} AgP, balance ${power.balance}${savingsText}${verdict}`,
    firstContent(sheet),
  );
  return money.committed;
}

/** The first savings request (where a problem with the savings is shown). */
function savingsRange(sheet: Sheet): Range {
  return sheet.lines.find((l) => l.kind === 'savings')?.range ?? firstContent(sheet);
}

/** The first line with content: where the sheet as a whole is spoken of. */
export function firstContent(sheet: Sheet): Range {
  const line = sheet.lines.find((l) => l.kind !== 'blank' && l.kind !== 'comment') ?? sheet.lines[0];
  return line?.range ?? sheet.range;
}
