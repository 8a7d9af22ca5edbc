// The shape of an adjudication's result: explanations and reports are written when first read,
// yet the result prints, copies and compares as a plain record (`payola adjudicate --format json`).
import { describe, expect, it } from 'vitest';
import { adjudicateOn } from './support/board.js';

const phase = () =>
  adjudicateOn(
    { France: ['F BRE', 'A PAR'], England: ['F LON'] },
    { France: '5 : F BRE - ENG\n1 : A PAR - BUR', England: '4 ! F BRE - ENG\n2 : F LON - NTH' },
    { accept: { France: 'FEAGIRT', England: 'EFAGIRT' } },
  );

describe('an adjudication result', () => {
  it('lists explanations and reports among its own enumerable keys, in the order JSON prints them', () => {
    const r = phase();
    expect(Object.keys(r)).toEqual([
      'seed',
      'year',
      'season',
      'orders',
      'spent',
      'balances',
      'reductions',
      'explanations',
      'acceptanceLists',
      'savings',
      'receipts',
      'ledger',
      'reports',
    ]);
    expect(Object.keys(r.explanations).sort()).toEqual(['A PAR', 'F BRE', 'F LON']);
    expect(Object.keys(r.reports)).toEqual(expect.arrayContaining(['England', 'France']));
  });

  it('writes each of them once, however often it is read', () => {
    const r = phase();
    expect(r.explanations).toBe(r.explanations);
    expect(r.reports).toBe(r.reports);
  });

  it('keeps its own: two results of the same phase do not share what they wrote', () => {
    const a = phase();
    const b = phase();
    expect(a.reports).not.toBe(b.reports);
    expect(a.reports).toEqual(b.reports);
    expect(a.explanations['F BRE']!.rule).toBe(b.explanations['F BRE']!.rule);
  });

  it('serialises and spreads with them, and with nothing else', () => {
    const r = phase();
    const json = JSON.parse(JSON.stringify(r)) as { reports: unknown };
    expect(Object.keys(json).sort()).toEqual(Object.keys(r).sort());
    expect(json.reports).toEqual(JSON.parse(JSON.stringify(r.reports)));
    const copy = { ...r };
    expect(copy.explanations).toBe(r.explanations);
    expect(Object.getOwnPropertySymbols(copy)).toEqual([]);
  });
});
