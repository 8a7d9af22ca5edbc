// Between two events of the over-expenditure process (Rule 5.5), every amount changes linearly
// with the number k of further cuts. Evaluating the adjudication on values `c + s·k` and noting,
// at every comparison, the first k at which its outcome could change, tells how far the process
// can jump without missing anything (see over-expenditure.ts).

/** A value `c + s·k` over the number k of further cuts. */
export interface Lin {
  readonly c: number;
  readonly s: number;
}

/**
 * Made by a class: the evaluation makes hundreds a phase, and V8 may allocate an object
 * literal's objects straight into the old generation (ARCHITECTURE.md).
 */
class LinearValue implements Lin {
  constructor(
    readonly c: number,
    readonly s: number,
  ) {}
}

/** The value `c + s·k`. */
export function lin(c: number, s: number): Lin {
  return new LinearValue(c, s);
}

export const constant = (c: number): Lin => new LinearValue(c, 0);
export const ZERO: Lin = constant(0);

export function add(a: Lin, b: Lin): Lin {
  return new LinearValue(a.c + b.c, a.s + b.s);
}

export function sub(a: Lin, b: Lin): Lin {
  return new LinearValue(a.c - b.c, a.s - b.s);
}

export function scale(a: Lin, k: number): Lin {
  return new LinearValue(a.c * k, a.s * k);
}

export function sum(values: Iterable<Lin>): Lin {
  let c = 0;
  let s = 0;
  for (const v of values) {
    c += v.c;
    s += v.s;
  }
  return new LinearValue(c, s);
}

/**
 * Records comparisons made while evaluating at k = 0, and the smallest k ≥ 1 at which any of
 * them could come out differently. With all slopes zero it never moves: plain evaluation.
 */
export class Horizon {
  /** The first k at which some comparison may differ from its outcome at k = 0. */
  bound = Infinity;

  /** The sign of a − b at k = 0 (−1, 0, 1), noting when that sign could change. */
  compare(a: Lin, b: Lin): number {
    const d0 = a.c - b.c;
    const d1 = a.s - b.s;
    if (d1 !== 0) {
      let k: number;
      if (d0 === 0) k = 1;
      else if (Math.sign(d0) === Math.sign(d1)) k = Infinity;
      else k = Math.ceil(Math.abs(d0) / Math.abs(d1));
      if (k < this.bound) this.bound = k;
    }
    return Math.sign(d0);
  }

  max(a: Lin, b: Lin): Lin {
    return this.compare(a, b) >= 0 ? a : b;
  }

  min(a: Lin, b: Lin): Lin {
    return this.compare(a, b) <= 0 ? a : b;
  }
}
