// Random and mutated sheets for property tests.
import fc from 'fast-check';

export const sampleLines = [
  '4*3 + 2*4#2 + 1 > A LON - YOR | S F EDI - YOR',
  '5 : A PAR - BUR | S A MAR - BUR | H',
  '0 : F LON - NTH',
  '3 ! A MUN - BUR',
  '2#1 @ F BRE - MAO | C A PAR - LON',
  '1 & F STP/SC - BOT',
  '1 : F MAO - SPA(nc)',
  '1 : A LON - NTH - NWY',
  '1.5 : A PAR H',
  '1001*1 : A PAR H',
  '5 : A PAR H | H',
  '2 : PAR H',
  '10 $',
  '1.5 $',
  'ACCEPT FE?',
  'ACCEPT FF??X',
  '% a comment',
  '',
  '5 : A PAR H % note',
  // Rule 1.5: retreat and adjustment orders.
  'A VEN R PIE',
  'A VEN - TUS',
  'DISBAND A VEN',
  'A PAR D % gone',
  'BUILD F STP/NC',
  'B A BUD',
  'WAIVE',
  // Rule 6.8: Exchange's winter lines.
  'BUY 3 FRANCE',
  'ELECT FRANCE:ALICE',
  'elect england : carol',
  'VALUE PAR 12',
  'DIVIDEND 2',
  'BUY 1 FRNACE',
];
const alphabet = [...'0123456789 :!>@&*+#$|-/()%?ACFHSAPARBURLONNTHSPAnc\t'];
const mutation = fc.record({
  at: fc.nat(),
  remove: fc.nat({ max: 3 }),
  insert: fc.array(fc.constantFrom(...alphabet), { maxLength: 4 }).map((a) => a.join('')),
});

export const sheetLine = fc.oneof(
  fc.constantFrom(...sampleLines),
  fc.tuple(fc.constantFrom(...sampleLines), fc.array(mutation, { maxLength: 3 })).map(([text, edits]) =>
    edits.reduce((t, e) => {
      const at = e.at % (t.length + 1);
      return t.slice(0, at) + e.insert + t.slice(at + e.remove);
    }, text),
  ),
  fc.string({ maxLength: 30 }).map((s) => s.replace(/[\r\n]/g, '')),
);

export const sheetText = fc
  .tuple(fc.array(sheetLine, { maxLength: 8 }), fc.constantFrom('\n', '\r\n'))
  .map(([lines, eol]) => lines.join(eol));

/** A sheet and a few edits of it (each a line replaced, inserted or removed). */
export const editedSheets = fc
  .tuple(
    fc.array(sheetLine, { maxLength: 8 }),
    fc.array(fc.tuple(fc.nat(), fc.constantFrom('replace', 'insert', 'remove'), sheetLine), { maxLength: 5 }),
  )
  .map(([lines, edits]) => {
    const versions = [lines.join('\n')];
    let current = [...lines];
    for (const [at, kind, line] of edits) {
      const i = current.length === 0 ? 0 : at % current.length;
      current =
        kind === 'insert'
          ? [...current.slice(0, i), line, ...current.slice(i)]
          : kind === 'remove'
            ? current.filter((_, j) => j !== i)
            : current.map((l, j) => (j === i ? line : l));
      versions.push(current.join('\n'));
    }
    return versions;
  });
