import {
  offerTypeSymbol,
  type AmountTerm,
  type Line,
  type Order,
  type Place,
  type Sheet,
  type UnitRef,
} from './ast.js';

/**
 * Prints a sheet in canonical form, as the rules write offers: upper case, no spaces inside an
 * amount term (`2*4#2`), single spaces around everything else, coasts as `/SC`, comments kept.
 * Invalid lines are printed as written, so nothing is lost.
 *
 * @example printSheet(parseSheet('4*3+2*4#2+1>a lon-yor|s f edi-yor').sheet)
 * // => '4*3 + 2*4#2 + 1 > A LON - YOR | S F EDI - YOR'
 */
export function printSheet(sheet: Sheet): string {
  return sheet.lines.map(printLine).join('\n');
}

/** Prints one line in canonical form (see {@link printSheet}). */
export function printLine(line: Line): string {
  const content = printContent(line);
  if (!line.comment) return content;
  return content === '' ? `%${line.comment.text}` : `${content} %${line.comment.text}`;
}

function printContent(line: Line): string {
  switch (line.kind) {
    case 'offer':
      return `${line.terms.map(printAmountTerm).join(' + ')} ${offerTypeSymbol[line.offerType]} ${printUnit(line.unit)} ${line.orders.map(printOrder).join(' | ')}`;
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
