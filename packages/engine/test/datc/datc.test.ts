/**
 * DATC v3.0 sections 6.A–6.J as the project's own tests, one per case, named by the DATC number.
 * The cases are tables in `6a.ts` … `6j.ts`; the last test counts them per section.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { caseName, type DatcCase } from './datc.js';
import { section6A } from './6a.js';
import { section6B } from './6b.js';
import { section6C } from './6c.js';
import { section6D } from './6d.js';
import { section6E } from './6e.js';
import { section6F } from './6f.js';
import { section6G } from './6g.js';
import { section6H } from './6h.js';
import { section6I } from './6i.js';
import { section6J } from './6j.js';

const sections: readonly (readonly [title: string, cases: readonly DatcCase[]])[] = [
  ['6.A basic checks', section6A],
  ['6.B coastal issues', section6B],
  ['6.C circular movement', section6C],
  ['6.D supports and dislodges', section6D],
  ['6.E head-to-head battles and beleaguered garrisons', section6E],
  ['6.F convoys', section6F],
  ['6.G convoying to adjacent provinces', section6G],
  ['6.H retreating', section6H],
  ['6.I building', section6I],
  ['6.J civil disorder and disbands', section6J],
];

for (const [title, cases] of sections) describe(`DATC ${title}`, () => cases.forEach((c) => it(caseName(c), c.run)));

/** Cases covered per section, counted from the tables: `6.A` → the numbers of its cases. */
function coverage(): Map<string, number[]> {
  const covered = new Map<string, number[]>();
  for (const [, cases] of sections)
    for (const c of cases) {
      const section = c.id.slice(0, c.id.lastIndexOf('.'));
      const number = Number(c.id.slice(c.id.lastIndexOf('.') + 1));
      (covered.get(section) ?? covered.set(section, []).get(section)!).push(number);
    }
  return covered;
}

const summary = [...coverage()].map(([section, numbers]) => `${section} ${new Set(numbers).size}`).join(', ');
const total = [...coverage().values()].reduce((sum, numbers) => sum + new Set(numbers).size, 0);

describe('DATC coverage', () => {
  it(`covers ${total} DATC cases (${summary}), each once and numbered without gaps`, () => {
    for (const [section, numbers] of coverage()) {
      const sorted = [...numbers].sort((a, b) => a - b);
      expect(sorted, section).toEqual(sorted.map((_, i) => i + 1));
    }
  });
  afterAll(() => console.log(`DATC cases covered: ${summary} (${total} in all)`));
});
