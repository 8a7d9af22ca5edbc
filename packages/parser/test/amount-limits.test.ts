// Numbers stay where integer arithmetic is exact: every amount, plateau and repetition count the
// parser reads is bounded by `amountLimits`, one home shared with the engine and the schema.
import { amountLimits, parseSheet, type OfferLine, type SavingsLine } from '@payola/parser';
import { describe, expect, it } from 'vitest';

function parsed(text: string) {
  const { sheet, errors } = parseSheet(text);
  return {
    line: sheet.lines[0]!,
    errors: errors.map((e) => [e.code, e.message, e.range.start.column, e.range.end.column]),
  };
}

describe('amountLimits', () => {
  it('are the documented bounds, thousands of terms inside exact integer arithmetic', () => {
    expect(amountLimits).toEqual({ maxAmount: 10_000_000_000, maxRepetition: 1000, maxDecimals: 4 });
    expect(Object.isFrozen(amountLimits)).toBe(true);
    // One term's worth, count × amount, is hundreds of times below 2^53.
    expect(amountLimits.maxAmount * amountLimits.maxRepetition * 900).toBeLessThan(2 ** 53);
  });
});

describe('Rule 3.1: a number above its limit is a located error, and the line still reads', () => {
  it('an amount', () => {
    const { line, errors } = parsed('50000000000 : A PAR H');
    expect(errors).toEqual([
      ['payola/syntax-amount', '`50000000000` is too large: an amount is at most 10,000,000,000 silver pieces', 1, 12],
    ]);
    expect(line).toMatchObject({ kind: 'offer', unit: { place: { name: 'PAR' } }, orders: [{ kind: 'hold' }] });
    expect((line as OfferLine).terms[0]!.amount).toBe(amountLimits.maxAmount);
  });

  it('the limit itself is allowed', () => {
    expect(parsed('10000000000 : A PAR H').errors).toEqual([]);
    expect(parsed('1000*10000000000#10000000000 : A PAR H').errors).toEqual([]);
  });

  it('400 digits never become Infinity', () => {
    const digits = '9'.repeat(400);
    const { line, errors } = parsed(`${digits} : A PAR - BUR`);
    expect(errors).toEqual([
      [
        'payola/syntax-amount',
        `\`${'9'.repeat(40)}…\` is too large: an amount is at most 10,000,000,000 silver pieces`,
        1,
        401,
      ],
    ]);
    expect((line as OfferLine).terms[0]!.amount).toBe(10_000_000_000);
    const fractional = parsed(`${digits}.5 : A PAR H`);
    expect((fractional.line as OfferLine).terms[0]!.amount).toBe(10_000_000_000);
  });

  it('`1e999` is no number at all (no exponents in sheets)', () => {
    expect(parsed('1e999 : A PAR H').errors).toEqual([
      ['payola/syntax-offer-type', 'expected an offer type (: ! > @ &) after the amount, found `e999`', 2, 6],
    ]);
  });

  it('a repetition count', () => {
    const { line, errors } = parsed('1001*1 : A PAR H');
    expect(errors).toEqual([
      ['payola/syntax-repetition', '`1001` is too large: a repetition count is at most 1,000', 1, 5],
    ]);
    expect((line as OfferLine).terms[0]!.repetition).toBe(1000);
  });

  it('a plateau', () => {
    const { line, errors } = parsed('5#20000000000 : A PAR H');
    expect(errors).toEqual([
      ['payola/syntax-amount', '`20000000000` is too large: a plateau is at most 10,000,000,000 silver pieces', 3, 14],
    ]);
    expect((line as OfferLine).terms[0]!.plateau).toBe(10_000_000_000);
  });

  it('Rule 3.4: a savings request', () => {
    const { line, errors } = parsed('20000000000 $');
    expect(errors).toEqual([
      ['payola/syntax-amount', '`20000000000` is too large: an amount is at most 10,000,000,000 silver pieces', 1, 12],
    ]);
    expect((line as SavingsLine).amount).toBe(10_000_000_000);
  });

  it('every number of a line is checked, and the line’s other errors are still found', () => {
    const { line, errors } = parsed('2000*50000000000 + 3#40000000000 : A PAR H');
    expect(errors.map((e) => e.slice(2))).toEqual([
      [1, 5],
      [6, 17],
      [22, 33],
    ]);
    expect(line.kind).toBe('offer');
    const savings = parsed('20000000000#2 $');
    expect(savings.errors.map((e) => e[0])).toEqual(['payola/syntax-amount', 'payola/syntax-savings']);
    expect(savings.line.kind).toBe('invalid');
  });

  it('Rule 6.1: fractions keep parsing, with at most four decimals so that rounding up stays right', () => {
    expect(parsed('1.1234 : A PAR H').errors).toEqual([]);
    expect((parsed('9999999999.0001 : A PAR H').line as OfferLine).terms[0]!.amount).toBeGreaterThan(9_999_999_999);
    const { line, errors } = parsed('1.00000000000000001 : A PAR H');
    expect(errors).toEqual([
      ['payola/syntax-amount', '`1.00000000000000001` has too many decimals: an amount has at most 4', 1, 20],
    ]);
    expect(line.kind).toBe('offer');
  });
});
