// What checking a sheet produces (Rules 3.1–3.4, 4.1, 6): diagnostics with stable codes and
// quick-fix texts, and each offer line as the adjudicator will take it.
import type { AcceptLine, Diagnostic, OfferLine, Range } from '@payola/parser';
import type { GamePower } from '../game/game.js';
import type { CheckedOrder, OfferedUnit, ResolveProblem } from '../orders/resolve-order.js';

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

// What a check returns is made by classes and the Array constructor, never by literals: the
// adjudicator keeps checked sheets while it decides, and V8 may pretenure a literal's objects
// (ARCHITECTURE.md, on adjudication speed).

export class CheckedOfferLine implements CheckedOffer {
  declare readonly line: OfferLine;
  declare readonly unit?: OfferedUnit;
  declare readonly orders: readonly CheckedOrder[];
  declare readonly valid: boolean;
  declare readonly ignored?: CheckedOffer['ignored'];

  constructor(
    line: OfferLine,
    unit: OfferedUnit | undefined,
    orders: readonly CheckedOrder[],
    valid: boolean,
    ignored: CheckedOffer['ignored'],
  ) {
    this.line = line;
    if (unit !== undefined) this.unit = unit;
    this.orders = orders;
    this.valid = valid;
    if (ignored !== undefined) this.ignored = ignored;
  }
}

export class AnalyzedSheet implements CheckedSheet {
  declare readonly power?: GamePower;
  declare readonly offers: readonly CheckedOffer[];
  declare readonly savings: number;
  declare readonly accept?: AcceptLine;
  declare readonly commitment: number;
  declare readonly diagnostics: readonly SheetDiagnostic[];

  constructor(
    power: GamePower | undefined,
    offers: readonly CheckedOffer[],
    savings: number,
    accept: AcceptLine | undefined,
    commitment: number,
    diagnostics: readonly SheetDiagnostic[],
  ) {
    if (power !== undefined) this.power = power;
    this.offers = offers;
    this.savings = savings;
    if (accept !== undefined) this.accept = accept;
    this.commitment = commitment;
    this.diagnostics = diagnostics;
  }
}

/** One offer line checked: what the adjudicator uses, and its diagnostics. */
export interface OfferCheck {
  readonly offer: CheckedOffer;
  readonly diagnostics: readonly SheetDiagnostic[];
}

/** Collects diagnostics. */
export class DiagnosticSink {
  // Set in the constructor, not by a field initializer: V8 runs an initializer as a function of
  // its own for every object made, and a sink is made for every line checked.
  declare readonly list: SheetDiagnostic[];
  /**
   * Whether only errors are kept (the adjudicator's check, `AnalyzeOptions.errorsOnly`): checks
   * ask it before working out a warning or hint that would be dropped.
   */
  declare readonly errorsOnly: boolean;

  constructor(errorsOnly = false) {
    this.list = new Array<SheetDiagnostic>();
    this.errorsOnly = errorsOnly;
  }

  report(
    code: string,
    severity: Diagnostic['severity'],
    message: string,
    range: Range,
    extra: Partial<SheetDiagnostic> = {},
  ): void {
    if (this.errorsOnly && severity !== 'error') return;
    this.list.push({ code, severity, message, range, ...extra });
  }

  /** Diagnostics found elsewhere (a line's check reused), kept as `report` keeps them. */
  add(diagnostics: readonly SheetDiagnostic[]): void {
    for (const d of diagnostics) if (!this.errorsOnly || d.severity === 'error') this.list.push(d);
  }

  /** A problem found while resolving a place, unit or order: an error, with its fixes. */
  problem(p: ResolveProblem): void {
    this.report(p.code, 'error', p.message, p.range, p.replacements ? { replacements: p.replacements } : {});
  }

  /** Is there a diagnostic of this code (from the `from`th on)? */
  has(code: string, from = 0): boolean {
    for (let i = from; i < this.list.length; i++) if (this.list[i]!.code === code) return true;
    return false;
  }

  /** Is one of the diagnostics (from the `from`th on) an error? */
  hasError(from = 0): boolean {
    for (let i = from; i < this.list.length; i++) if (this.list[i]!.severity === 'error') return true;
    return false;
  }
}
