// The checks of a whole sheet against a game and its power (Rules 3.1–3.4, 4.1, 6): every
// diagnostic has a stable code (`payola/...`), a severity, a range and a message for players.
// Each kind of line has its module (offer-line.ts, accept-line.ts); the sheet as a whole is
// checked in sheet-totals.ts; this module walks the lines.
import type { AcceptLine, OfferLine, Sheet } from '@payola/parser';
import type { Game } from '../game/game.js';
import { checkAcceptLine } from './accept-line.js';
import { checkScope, type SheetContext } from './check-scope.js';
import { checkExchangeLine } from './exchange-lines.js';
import { sheetHints } from './hints.js';
import { checkOfferInto, checkOfferLine, PromisedTotal } from './offer-line.js';
import { checkPhaseSheet } from './phase-orders.js';
import { lineTotal } from './offer-amounts.js';
import { checkMoney, checkOneOfferPerUnit, checkSender } from './sheet-totals.js';
import {
  AnalyzedSheet,
  DiagnosticSink,
  type CheckedOffer,
  type CheckedSheet,
  type OfferCheck,
  type SheetDiagnostic,
} from './sheet-diagnostics.js';

export type { SheetContext } from './check-scope.js';
export type { CheckedOffer, CheckedSheet, OfferCheck, SheetDiagnostic } from './sheet-diagnostics.js';

export interface AnalyzeOptions {
  /**
   * Lets a caller reuse earlier checks of identical offer lines (the language server caches them
   * by text): called for each offer line with the function that really checks it. An offer
   * line's check depends only on the line and the context.
   */
  readonly checkOffer?: (line: OfferLine, check: (line: OfferLine) => OfferCheck) => OfferCheck;
  /**
   * What the adjudicator needs and no more: every error, and the offers as it takes them;
   * warnings, notes and hints are left out, and `commitment` is 0.
   */
  readonly errorsOnly?: boolean;
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
  const scope = checkScope(context);
  const { game, rules, power } = scope;
  const sink = new DiagnosticSink(options.errorsOnly === true);
  if (game && context.power !== undefined && !power)
    sink.report(
      'payola/unknown-power',
      'error',
      `"${context.power}" is not a power of this game; the powers are ${game.powers.map((p) => p.name).join(', ')}`,
      sheet.lines[0]?.range ?? sheet.range,
    );

  // A player's view holds no other power's balance or list (Rule 2.5): another power's sheet
  // cannot be checked against it, and checking it would only mislead. Under Exchange a view is an
  // investor's, and holds the companies it heads as its own (ruling E17): their sheets are its CEO's.
  if (game?.viewer !== undefined && power && power.name !== game.viewer && power.company?.ceo !== game.viewer) {
    const against = power.company
      ? power.company.ceo === undefined
        ? `${power.name} has no CEO, so no view holds its sheet`
        : `a company's sheet is checked against its CEO's view (payola player-view --power ${power.company.ceo}, ruling E17)`
      : `check ${power.name}'s sheet against ${power.name}'s own view (payola player-view --power ${power.name})`;
    sink.report(
      'payola/not-your-view',
      'error',
      `this game file is ${game.viewer}'s view of the game; ${against}`,
      sheet.lines[0]?.range ?? sheet.range,
    );
    return new AnalyzedSheet(power, new Array<CheckedOffer>(), 0, undefined, 0, sink.list);
  }

  // Rule 1.5: in retreat and adjustment phases a sheet holds the player's own orders, not offers.
  if (game && game.phase !== 'movement') {
    checkPhaseSheet(sheet, scope, sink);
    return new AnalyzedSheet(power, new Array<CheckedOffer>(), 0, undefined, 0, inSheetOrder(sink.list));
  }

  // Made only for a caller that reuses line checks.
  const reuse = options.checkOffer;
  const checkLine = reuse && ((line: OfferLine) => checkOfferLine(line, scope));
  const offers = new Array<CheckedOffer>();
  const promised = new PromisedTotal();
  let savings = 0;
  let accept: AcceptLine | undefined;
  // eslint-disable-next-line @typescript-eslint/prefer-for-of -- indexed: no iterator protocol per line
  for (let i = 0; i < sheet.lines.length; i++) {
    const line = sheet.lines[i]!;
    if (line.kind === 'offer') {
      if (reuse !== undefined) {
        const result = reuse(line, checkLine!);
        offers.push(result.offer);
        sink.add(result.diagnostics);
        promised.sum += lineTotal(line, rules);
      } else offers.push(checkOfferInto(line, scope, sink, promised));
    } else if (line.kind === 'savings') {
      savings += line.amount;
      if (!rules.savingsRequests)
        sink.report('payola/classic-savings', 'error', 'Payola Classic has no savings requests (Rule 6.1)', line.range);
      else if (!Number.isInteger(line.amount))
        sink.report(
          'payola/whole-number',
          'error',
          'a savings request is a whole number of silver pieces',
          line.amountRange,
        );
    } else if (line.kind === 'accept') {
      if (accept)
        sink.report(
          'payola/duplicate-accept',
          'error',
          'a sheet holds one acceptance list; this one would replace the one above',
          line.range,
          { related: [{ message: 'the first acceptance list', range: accept.range }] },
        );
      accept = line;
      if (power?.investor !== undefined)
        // Exchange (ruling E4): an investor owns no unit, so no list of its orders anything.
        sink.report(
          'payola/exchange-wrong-sheet',
          'error',
          `${power.name} is an investor and owns no units: an acceptance list is written by each company's CEO in the company's sheet (ruling E4)`,
          line.range,
        );
      else checkAcceptLine(line, scope, sink);
    } else if (line.kind === 'phase-order') {
      // Rule 1.5: players order their own units directly only in retreat and adjustment phases.
      sink.report(
        'payola/phase-order-in-movement',
        'error',
        'retreat and adjustment orders are written in retreat and adjustment phases',
        line.range,
      );
    } else if (line.kind === 'exchange') checkExchangeLine(line, scope, sink);
  }
  if (rules.oneOfferPerUnit) checkOneOfferPerUnit(offers, sink);
  checkSender(sheet, scope, offers.length, sink);
  const commitment = checkMoney(sheet, scope, offers, promised.sum, savings, sink, options.errorsOnly === true);
  if (!options.errorsOnly) sheetHints(sheet, scope, offers, accept, sink);
  return new AnalyzedSheet(power, offers, savings, accept, commitment, inSheetOrder(sink.list));
}

/** Diagnostics sorted by where they start (a sheet without any, as most are, is not sorted). */
function inSheetOrder(diagnostics: SheetDiagnostic[]): SheetDiagnostic[] {
  return diagnostics.length < 2 ? diagnostics : diagnostics.sort((a, b) => a.range.start.offset - b.range.start.offset);
}
