import {
  offerTypeSymbol,
  type AmountTerm,
  type ExchangeLine,
  type Line,
  type OfferLine,
  type PhaseOrderLine,
  type Order,
  type Place,
  type Sheet,
  type UnitRef,
} from './ast.js';

/** The phase a sheet is written for: movement (offers, Rule 3.1), or retreat and adjustment (Rule 1.5). */
export type SheetPhase = 'movement' | 'retreat' | 'adjustment';

export interface PrintOptions {
  /**
   * The phase the sheet is for; `'movement'` when absent. In a movement phase the reference
   * judge's shorthand (`A PAR - BUR`, `: A PAR H`) prints as the offer it stands for
   * (`0 : A PAR - BUR`); in retreat and adjustment phases it prints as written, without the
   * amount, since there it is the player's own order.
   */
  readonly phase?: SheetPhase;
}

/**
 * Prints a sheet in canonical form, as the rules write offers: upper case, no spaces inside an
 * amount term (`2*4#2`), single spaces around everything else, coasts as `/SC`, comments kept.
 * Invalid lines are printed as written, so nothing is lost.
 *
 * @example printSheet(parseSheet('4*3+2*4#2+1>a lon-yor|s f edi-yor').sheet)
 * // => '4*3 + 2*4#2 + 1 > A LON - YOR | S F EDI - YOR'
 */
export function printSheet(sheet: Sheet, options: PrintOptions = {}): string {
  return sheet.lines.map((line) => printLine(line, options)).join('\n');
}

/** Prints one line in canonical form (see {@link printSheet}). */
export function printLine(line: Line, options: PrintOptions = {}): string {
  const content = printLineContent(line, options);
  if (!line.comment) return content;
  return content === '' ? `%${line.comment.text}` : `${content} %${line.comment.text}`;
}

/** Prints one line in canonical form without its comment: the offer or order alone. */
export function printLineContent(line: Line, options: PrintOptions = {}): string {
  return printContent(line, options.phase ?? 'movement');
}

function printContent(line: Line, phase: SheetPhase): string {
  switch (line.kind) {
    case 'offer':
      return printOffer(line, phase);
    case 'phase-order':
      return printPhaseOrderLine(line, phase);
    case 'exchange':
      return printExchangeLine(line);
    case 'savings':
      return `${printNumber(line.amount)} $`;
    case 'accept':
      return `ACCEPT ${line.entries.map((entry) => (entry.kind === 'random' ? '?' : entry.letter)).join('')}`;
    case 'invalid':
      return line.text;
    case 'comment':
    case 'blank':
      return '';
  }
}

function printOffer(line: OfferLine, phase: SheetPhase): string {
  const order = `${printUnit(line.unit)} ${line.orders.map(printOrder).join(' | ')}`;
  const symbol = offerTypeSymbol[line.offerType];
  // Outside movement phases the shorthand is the player's own order (Rule 1.5): keep it bare.
  if (phase !== 'movement' && line.shorthand === 'amount-and-type') return order;
  if (phase !== 'movement' && line.shorthand === 'amount') return `${symbol} ${order}`;
  return `${line.terms.map(printAmountTerm).join(' + ')} ${symbol} ${order}`;
}

/**
 * Rule 1.5: a retreat, disband, build or waive as the resolver takes it: `A GRE - BUL`,
 * `DISBAND A GRE`, `BUILD F STP/NC`, `WAIVE`.
 */
export function printPhaseOrder(line: PhaseOrderLine): string {
  return printPhaseOrderLine(line, 'retreat');
}

function printPhaseOrderLine(line: PhaseOrderLine, phase: SheetPhase): string {
  const unit = line.unit ? printUnit(line.unit) : '';
  switch (line.action) {
    case 'retreat': {
      const to = line.to ? printPlace(line.to) : '';
      // In a movement phase `A GRE - BUL` would be a 0 AgP offer: keep the retreat's own keyword,
      // so that printing never changes what a line means.
      return phase === 'movement' ? `${unit} R ${to}` : `${unit} - ${to}`;
    }
    case 'disband':
      return `DISBAND ${unit}`;
    case 'build':
      return `BUILD ${unit}`;
    case 'waive':
      return 'WAIVE';
  }
}

/**
 * Exchange Payola (Rule 6.8, ruling E4), the same in every phase: `BUY 3 FRANCE`,
 * `ELECT FRANCE:ALICE`, `VALUE PAR 12`, `DIVIDEND 2`.
 */
export function printExchangeLine(line: ExchangeLine): string {
  switch (line.action) {
    case 'buy':
      return `BUY ${printNumber(line.shares)} ${line.company}`;
    case 'elect':
      return `ELECT ${line.company}:${line.candidate}`;
    case 'value':
      return `VALUE ${line.center.name} ${printNumber(line.worth)}`;
    case 'dividend':
      return `DIVIDEND ${printNumber(line.amount)}`;
  }
}

/** `4*5#2`, `6#`, `3`. */
export function printAmountTerm(term: AmountTerm): string {
  const repetition = term.repetition === undefined ? '' : `${printNumber(term.repetition)}*`;
  const plateau =
    term.plateau === 'none' ? '' : term.plateau === 'same-as-amount' ? '#' : `#${printNumber(term.plateau)}`;
  return `${repetition}${printNumber(term.amount)}${plateau}`;
}

export function printPlace(place: Place): string {
  return place.coast === undefined ? place.name : `${place.name}/${place.coast}`;
}

export function printUnit(unit: UnitRef): string {
  return unit.type === undefined ? printPlace(unit.place) : `${unit.type} ${printPlace(unit.place)}`;
}

/** An order without its unit, as written after the unit or after `|`: `- ENG - BRE`, `S F EDI - YOR`. */
export function printOrder(order: Order): string {
  switch (order.kind) {
    case 'hold':
      return 'H';
    case 'move':
      return [...order.via, order.to].map((place) => `- ${printPlace(place)}`).join(' ');
    case 'support':
      return order.to ? `S ${printUnit(order.unit)} - ${printPlace(order.to)}` : `S ${printUnit(order.unit)}`;
    case 'convoy':
      return `C ${printUnit(order.unit)} - ${printPlace(order.to)}`;
  }
}

/** Digits only: never exponent notation, so the printed number reads back as the same value. */
function printNumber(value: number): string {
  const plain = String(value);
  if (!plain.includes('e')) return plain;
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}
