import { parseSheet, type Line, type Order, type Place, type UnitRef } from '@payola/parser';

/** Parses one line that must be valid, and returns it. */
export function parseLine(text: string): Line {
  const { sheet, errors } = parseSheet(text);
  if (errors.length > 0) throw new Error(`unexpected syntax error in ${JSON.stringify(text)}: ${errors[0]!.message}`);
  return sheet.lines[0]!;
}

const place = (p: Place): string => (p.coast ? `${p.name}/${p.coast}` : p.name);
const unit = (u: UnitRef): string => (u.type ? `${u.type} ${place(u.place)}` : place(u.place));

/** A readable structural summary of an order, independent of the printer. */
export function summarizeOrder(order: Order): string {
  switch (order.kind) {
    case 'hold':
      return 'hold';
    case 'move':
      return order.via.length > 0
        ? `move to ${place(order.to)} via ${order.via.map(place).join(',')}`
        : `move to ${place(order.to)}`;
    case 'support':
      return order.to ? `support ${unit(order.unit)} to ${place(order.to)}` : `support ${unit(order.unit)} holding`;
    case 'convoy':
      return `convoy ${unit(order.unit)} to ${place(order.to)}`;
  }
}

/** A structural summary of a line: what a test states about it. */
export function summarize(line: Line): unknown {
  switch (line.kind) {
    case 'offer':
      return {
        terms: line.terms.map((t) => [t.repetition ?? 1, t.amount, t.plateau]),
        type: line.offerType,
        unit: unit(line.unit),
        orders: line.orders.map(summarizeOrder),
      };
    case 'savings':
      return { savings: line.amount };
    case 'accept':
      return { accept: line.entries.map((e) => (e.kind === 'random' ? '?' : e.letter)).join('') };
    default:
      return { kind: line.kind };
  }
}

/** The value with every source location removed (`range`, `*Range`), for comparisons "apart from ranges". */
export function withoutRanges(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutRanges);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      if (key === 'range' || key.endsWith('Range')) continue;
      out[key] = withoutRanges(v);
    }
    return out;
  }
  return value;
}

/** The value with every `shorthand` marker removed: `0 : A PAR H` and its shorthand `A PAR H` mean one thing. */
export function withoutShorthand(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutShorthand);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) if (key !== 'shorthand') out[key] = withoutShorthand(v);
    return out;
  }
  return value;
}

/**
 * The line as a retreat or adjustment phase reads it (Rule 1.5): a retreat `A PAR R GAS` means the
 * same as the bare order `A PAR - GAS`, which is the shorthand offer line, so compare it as that.
 */
export function asOwnOrder(line: Line): unknown {
  if (line.kind !== 'phase-order' || line.action !== 'retreat') return line;
  const { keywordRange, action, to, unit, ...rest } = line;
  void keywordRange;
  void action;
  const zero = { start: line.range.start, end: line.range.start };
  return {
    ...rest,
    kind: 'offer',
    terms: [{ amount: 0, plateau: 'none', range: zero, amountRange: zero }],
    offerType: 'direct',
    offerTypeRange: zero,
    unit,
    orders: [{ kind: 'move', to, via: [], range: zero }],
    shorthand: 'amount-and-type',
  };
}

/**
 * The value as plain data, its ranges included: the parser's nodes make their ranges when read
 * (getters on their prototypes, which `toEqual` does not see), so comparisons that must hold for
 * ranges too compare `withRanges(x)`.
 */
export function withRanges(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withRanges);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) out[key] = withRanges(v);
    for (let proto = Object.getPrototypeOf(value) as object | null; proto && proto !== Object.prototype;) {
      for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(proto))) {
        if (!descriptor.get || key in out) continue;
        const v = (value as Record<string, unknown>)[key];
        if (v !== undefined) out[key] = withRanges(v);
      }
      proto = Object.getPrototypeOf(proto) as object | null;
    }
    return out;
  }
  return value;
}
