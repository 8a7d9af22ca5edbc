/**
 * The sheet checker (`analyzeSheet` / `checkSheet`): one readable case per diagnostic code.
 *
 * Each case is a sheet with the place of every expected diagnostic marked `<|…|>` (markers may
 * nest; they are numbered in the order they open), and the expected diagnostics: code, severity,
 * a fragment of the message, and which marker holds its range (by default the i-th diagnostic
 * is on the i-th marker). The markers are stripped before parsing; the diagnostics found must be
 * exactly those expected (the `payola/commitment` summary is left out unless a case asks for it).
 */
import '../../parser/test/support/fast-check-seed.js';
import fc from 'fast-check';
import { parseSheet, placeNameKey, type OfferLine, type Place, type Position, type Range } from '@payola/parser';
import {
  acceptanceListProblems,
  analyzeSheet,
  checkSheet,
  loadGame,
  loadMap,
  standardMap,
  unitText,
  type CheckedSheet,
  type Game,
  type SheetContext,
  type SheetDiagnostic,
} from '@payola/engine';
import { describe, expect, it } from 'vitest';
import { gameWith } from './support/board.js';

type Severity = SheetDiagnostic['severity'];

interface Expected {
  readonly code: string;
  readonly severity: Severity;
  /** A part of the message that says what is wrong (and why). */
  readonly message: string;
  /** The marker holding the diagnostic's range (default: its index in the list). */
  readonly at?: number;
  /** The marker holding its related information (e.g. the first of two duplicates). */
  readonly related?: number;
  readonly replacements?: readonly string[];
}

const e = (code: string, message: string, more: Partial<Expected> = {}): Expected => ({
  code,
  severity: 'error',
  message,
  ...more,
});
const w = (code: string, message: string, more: Partial<Expected> = {}): Expected => ({
  code,
  severity: 'warning',
  message,
  ...more,
});
const i = (code: string, message: string, more: Partial<Expected> = {}): Expected => ({
  code,
  severity: 'info',
  message,
  ...more,
});

/** Strips `<|…|>` markers: the plain text and each marker's offsets, in opening order. */
function unmark(marked: string): { text: string; markers: { start: number; end: number }[] } {
  let text = '';
  const markers: { start: number; end: number }[] = [];
  const open: number[] = [];
  for (let k = 0; k < marked.length;) {
    if (marked.startsWith('<|', k)) {
      open.push(markers.length);
      markers.push({ start: text.length, end: -1 });
      k += 2;
    } else if (marked.startsWith('|>', k) && open.length > 0) {
      markers[open.pop()!]!.end = text.length;
      k += 2;
    } else {
      text += marked[k];
      k += 1;
    }
  }
  if (open.length > 0) throw new Error(`unclosed marker in ${JSON.stringify(marked)}`);
  return { text, markers };
}

function position(text: string, offset: number): Position {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1, offset };
}

function rangeOf(text: string, marker: { start: number; end: number }): Range {
  return { start: position(text, marker.start), end: position(text, marker.end) };
}

/** A diagnostic as compared: the marked text is included so that a failure reads well. */
function summary(
  text: string,
  d: { code: string; severity: Severity; message: unknown; range: Range; related?: unknown; replacements?: unknown },
) {
  return {
    code: d.code,
    severity: d.severity,
    message: d.message,
    range: d.range,
    text: text.slice(d.range.start.offset, d.range.end.offset),
    ...(d.related !== undefined && { related: d.related }),
    ...(d.replacements !== undefined && { replacements: d.replacements }),
  };
}

const order = (a: { range: Range; code: string }, b: { range: Range; code: string }) =>
  a.range.start.offset - b.range.start.offset ||
  a.range.end.offset - b.range.end.offset ||
  a.code.localeCompare(b.code);

/** Checks `marked` in `context` and compares the diagnostics with `expected` (see the file comment). */
const optional = new Set([
  'payola/commitment',
  'payola/split-negative',
  'payola/negative-without-target',
  'payola/support-against-own',
  'payola/unit-without-offer',
  'payola/accept-not-own-first',
]);

function check(marked: string, expected: readonly Expected[], context: SheetContext = france): void {
  const { text, markers } = unmark(marked);
  const { sheet, errors } = parseSheet(text);
  expect(errors, 'the case must be free of syntax errors').toEqual([]);
  // The commitment note and the hints (information) are compared only where a case states them.
  const stated = new Set(expected.map((x) => x.code));
  const actual = analyzeSheet(sheet, context).diagnostics.filter((d) => !optional.has(d.code) || stated.has(d.code));
  const wanted = expected.map((x, index) => {
    const marker = markers[x.at ?? index];
    if (!marker) throw new Error(`no marker ${x.at ?? index} in ${JSON.stringify(marked)}`);
    const range = rangeOf(text, marker);
    return summary(text, {
      code: x.code,
      severity: x.severity,
      message: expect.stringContaining(x.message),
      range,
      ...(x.related !== undefined && {
        related: [{ message: expect.any(String), range: rangeOf(text, markers[x.related]!) }],
      }),
      ...(x.replacements !== undefined && { replacements: x.replacements }),
    });
  });
  // Replacements (quick fixes) are compared where a case states them.
  const statesReplacements = (code: string) => expected.some((x) => x.code === code && x.replacements !== undefined);
  const got = actual.map(({ replacements, related, ...d }) =>
    summary(text, {
      ...d,
      ...(related !== undefined && { related: related.map((r) => ({ message: r.message, range: r.range })) }),
      ...(replacements !== undefined && statesReplacements(d.code) && { replacements }),
    }),
  );
  expect(got.sort(order)).toEqual(wanted.sort(order));
}

// ---------------------------------------------------------------------------------------------
// Boards. Every sheet below is France's unless the case says otherwise.

/** France and its neighbours, with a fleet on the Mid-Atlantic (for Spain's coasts) and a fleet in the North Sea (for convoys). */
const units = {
  France: ['F MAO', 'A PAR', 'F BRE', 'A MAR'],
  England: ['F LON', 'F NTH', 'A YOR', 'A WAL'],
  Germany: ['A MUN', 'F KIE', 'A BER'],
  Italy: ['A VEN'],
  Russia: ['F STP/SC', 'A WAR'],
};
const board = gameWith(units);
const france: SheetContext = { game: board, power: 'France' };
const on = (game: Game, power = 'France'): SheetContext => ({ game, power });

describe('retreat and adjustment orders (Rule 1.5)', () => {
  it('Rule 1.5: a retreat, disband, build or waive in a movement phase is an error', () => {
    const message = 'retreat and adjustment orders are written in retreat and adjustment phases';
    check('<|A PAR R GAS|>\n<|DISBAND A MAR|>\n<|BUILD F BRE|>\n<|WAIVE|>\n5 : A PAR H', [
      e('payola/phase-order-in-movement', message),
      e('payola/phase-order-in-movement', message),
      e('payola/phase-order-in-movement', message),
      e('payola/phase-order-in-movement', message),
    ]);
  });
});

describe('places and units', () => {
  it('an unknown place is reported with the nearest names (Rule 3.1 item 6)', () => {
    check('5 : A <|PRA|> H', [
      e('payola/unknown-place', 'unknown place `PRA`; did you mean `PAR` or `PRU`?', { replacements: ['PAR', 'PRU'] }),
    ]);
  });

  it('an unknown destination suggests first the places the unit can reach (Rule 3.1 item 7)', () => {
    check('5 : A YOR - <|LVR|>', [
      e('payola/unknown-place', 'did you mean `LVP` or `LVN`?', { replacements: ['LVP', 'LVN'] }),
    ]);
    check('5 : A WAR - <|LVR|>', [
      e('payola/unknown-place', 'did you mean `LVN` or `LVP`?', { replacements: ['LVN', 'LVP'] }),
    ]);
  });

  it('an unknown place a support moves to suggests first the places the supporter can reach (Rule 3.1 item 7)', () => {
    // BUD, BUL and BUR are each one letter from BUX; only Burgundy is next to Paris, so only a
    // support there is legal, and --fix (which writes the first suggestion) keeps the sheet legal.
    check('5 : A PAR S A MAR - <|BUX|>', [
      e('payola/unknown-place', 'did you mean `BUR`, `BUD` or `BUL`?', { replacements: ['BUR', 'BUD', 'BUL'] }),
    ]);
  });

  it('an unknown coast lists the coasts of the province', () => {
    check('5 : F <|STP/XC|> - BOT', [
      e('payola/unknown-coast', 'unknown coast `XC`', { replacements: ['STP/NC', 'STP/SC'] }),
    ]);
  });

  it('a move to a split-coast province that both coasts could take must name the coast (Rule 3.1 item 7)', () => {
    check('5 : F MAO - <|SPA|>', [
      e('payola/missing-coast', 'say which coast of Spain: SPA/NC or SPA/SC', { replacements: ['SPA/NC', 'SPA/SC'] }),
    ]);
    check('5 : F MAO - SPA/NC', []);
  });

  it("a written coast of the offered unit must be the fleet's own", () => {
    check('5 : F <|STP/NC|> H', [
      e('payola/wrong-coast', 'the fleet in St Petersburg is on the south coast (STP/SC)', {
        replacements: ['STP/SC'],
      }),
    ]);
    check('5 : F STP H', []);
    // Its own coast, however written, names the fleet: the offer is to it, and its orders check.
    for (const written of ['STP/SC', 'stp/sc', 'STP(sc)', 'STP / south', 'Stp/Sc']) {
      const { offers, diagnostics } = analyzeSheet(parseSheet(`5 : F ${written} - BOT\n1 : A PAR H`).sheet, france);
      expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const [offer] = offers;
      expect([offer!.valid, offer!.unit?.location, offer!.orders.map((c) => c.text)]).toEqual([
        true,
        { province: 'STP', coast: 'SC' },
        ['F STP/SC - BOT'],
      ]);
    }
    check('5 : <|A STP/SC|> H', [e('payola/wrong-unit-type', 'the unit in St Petersburg is a fleet, not an army')]);
  });

  it('an army stands on no coast', () => {
    check('5 : A <|PAR/NC|> H', [
      e('payola/coast-not-allowed', 'an army does not stand on a coast', { replacements: ['PAR'] }),
    ]);
  });

  it('there must be a unit where the offer says (Rule 3.1 item 6), and where a support says', () => {
    check('5 : <|A HOL|> H', [e('payola/no-such-unit', 'there is no unit in Holland')]);
    check('5 : A PAR S <|A BUR|>', [e('payola/no-such-unit', 'there is no unit in Burgundy')]);
  });

  it('a written unit type must be the one on the board', () => {
    check('5 : <|F PAR|> H', [
      e('payola/wrong-unit-type', 'the unit in Paris is an army, not a fleet', { replacements: ['A PAR'] }),
    ]);
    check('5 : F BRE S <|F PAR|>', [e('payola/wrong-unit-type', 'the unit in Paris is an army, not a fleet')]);
  });

  it('the unit type may be left out: the board shows it', () => {
    check('5 : PAR - BUR\n5 : MAO - SPA/SC', []);
  });
});

describe('illegal orders say why (Rule 3.1 item 7)', () => {
  it.each([
    ['5 : A PAR - <|MUN|>', 'the army in Paris cannot reach Munich'],
    ['5 : F BRE - <|PAR|>', 'a fleet cannot move inland (Paris is landlocked)'],
    ['5 : A PAR - <|ENG|>', 'an army cannot move to sea'],
    ['5 : F BRE S <|A MUN|>', 'the fleet in Brest cannot reach Munich, so it cannot support a unit there'],
    ['5 : F BRE <|C A PAR - LON|>', 'only a fleet at sea can convoy; Brest is a coast'],
    ['5 : A PAR - <|PAR|>', 'cannot move to its own province'],
    ['5 : A PAR S A MAR - <|PAR|>', 'cannot support a move into its own province'],
    ['5 : F NTH C A YOR - <|WAL|>', 'no convoy route from Yorkshire to Wales passes through North Sea'],
  ])('%s', (sheet, why) => check(sheet, [e('payola/illegal-order', why)]));

  it('an army moving overseas spells out its convoy route', () => {
    check('5 : A YOR - <|BEL|>', [
      e(
        'payola/convoy-route-required',
        'Yorkshire is not next to Belgium; a convoyed move spells out its route, e.g. `- NTH - BEL`',
        { replacements: ['NTH - BEL'] },
      ),
    ]);
    check('5 : A YOR - NTH - BEL', []);
  });

  it('a convoy route needs a fleet in each sea', () => {
    check('5 : A WAL - <|ENG|> - BEL', [
      e('payola/illegal-order', 'there is no fleet in English Channel to convoy the army'),
    ]);
  });

  it('an army moves to a province, not to a coast', () => {
    check('5 : A MAR - <|SPA/SC|>', [
      e('payola/coast-not-allowed', 'an army moves to a province, not to a coast', { replacements: ['SPA'] }),
    ]);
  });
});

describe('Rule 3.1 item 8: no two alternatives of an offer are the same order', () => {
  it('the second is reported, with related information pointing at the first', () => {
    check('5 : A PAR <|- BUR|> | - PIC | <|- BUR|>', [
      e('payola/duplicate-order', '`A PAR - BUR` is already listed in this offer', { at: 1, related: 0 }),
    ]);
  });

  it('orders are compared as orders, not as text', () => {
    check('5 : F MAO <|- SPA/NC|> | H | <|- spain(north)|>', [
      e('payola/duplicate-order', '`F MAO - SPA/NC` is already listed', { at: 1, related: 0 }),
    ]);
  });

  it('the same order in two separate offers is allowed (Rule 3.2)', () => {
    check('5 : A PAR - BUR\n3 : A PAR - BUR', []);
  });
});

describe('amounts (Rule 3.1 items 1–4)', () => {
  it('a zero offer to a foreign unit is an error (Rule 3.1 item 2)', () => {
    check('<|0|> : A MUN - BUR', [
      e(
        'payola/zero-offer-to-foreign-unit',
        "A MUN belongs to Germany; offers to another power's unit must be at least 1 AgP (Rule 3.1 item 2)",
        { replacements: ['1'] },
      ),
    ]);
    check('2 + <|0|> : A MUN - BUR', [e('payola/zero-offer-to-foreign-unit', 'at least 1 AgP')]);
  });

  it('a zero offer to one of your own units is allowed (Rule 3.1 item 2)', () => {
    check('0 : A PAR H\n0#0 ! F BRE - MAO', []);
  });

  it('zero offers to foreign units are allowed in Payola Classic (Rule 6.1, item 2)', () => {
    check('0 : A MUN H', [], on(gameWith(units, { rules: ['classic'] })));
  });

  it('Europe 1615: zero offers to foreign units are allowed in the listed provinces only', () => {
    const file = { ...gameWith(units).toFile(), zeroOffers: [{ power: 'france', provinces: ['Munich'] }] };
    const loaded = loadGame(file);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
    check(
      '0 : A MUN H\n<|0|> : F KIE H',
      [e('payola/zero-offer-to-foreign-unit', 'F KIE belongs to Germany')],
      on(loaded.game),
    );
  });

  it('a plateau above the amount is an error with the fix `#` (Rule 3.1 item 3)', () => {
    check('5<|#9|> : A PAR H', [
      e('payola/plateau-above-amount', 'the plateau 9 is above the amount 5', { replacements: ['#'] }),
    ]);
    check('3*2<|#3|> : A PAR H\n4 + 2<|#3|> : A PAR H', [
      e('payola/plateau-above-amount', 'the plateau 3 is above the amount 2', { replacements: ['#'] }),
      e('payola/plateau-above-amount', 'the plateau 3 is above the amount 2', { replacements: ['#'] }),
    ]);
    check('5#5 : A PAR H\n5# : A PAR H\n5#0 : A PAR H', []);
  });

  it('a repetition count is at least 1 (Rule 3.1 item 1)', () => {
    check('<|0|>*5 : A PAR H', [e('payola/zero-repetition', 'a repetition count is at least 1 (Rule 3.1 item 1)')]);
  });

  it('a huge repetition count is refused, by the parser (amount limits)', () => {
    const { errors } = parseSheet('2000*1 : A PAR H');
    expect(errors.map((x) => [x.code, x.range.start.column, x.range.end.column])).toEqual([
      ['payola/syntax-repetition', 1, 5],
    ]);
  });

  it('repetition counts, plateaus and savings are whole numbers', () => {
    check('<|1.5|>*2 : A PAR H\n5<|#1.5|> : A PAR H\n<|2.5|> $', [
      e('payola/whole-number', 'a repetition count is a whole number'),
      e('payola/whole-number', 'a plateau is a whole number of silver pieces'),
      e('payola/whole-number', 'a savings request is a whole number of silver pieces'),
    ]);
  });

  it('a fractional amount is an error (Rule 3.1 item 2: whole silver pieces)', () => {
    check('<|1.5|> : A PAR H', [e('payola/fractional-amount', 'amounts are whole silver pieces')]);
  });

  it('under Payola Classic a fractional amount is a warning and is rounded up (Classic rules)', () => {
    const classic = on(gameWith(units, { rules: ['classic'] }));
    check('<|1.5|> : A PAR H', [w('payola/fractional-amount', 'rounded up: this offer counts as 2')], classic);
    const { sheet } = parseSheet('1.5 : A PAR H\n0.2 : A MUN H');
    expect(analyzeSheet(sheet, classic).commitment).toBe(3);
  });
});

describe('acceptance lists (Rule 4.1)', () => {
  it('a letter that is not a power of the game', () => {
    check('5 : A PAR H\nACCEPT F<|X|>?', [
      e('payola/unknown-power-letter', '`X` is not a power of this game; the powers are A, E, F, G, I, R, T'),
    ]);
  });

  it('Rule 4.1: a letter twice, with the fix deleting the second (the first is where the power stands)', () => {
    check('5 : A PAR H\nACCEPT FG<|F|>?', [
      e('payola/duplicate-power-letter', '`F` appears twice in the acceptance list', { replacements: [''] }),
    ]);
  });

  it("Rule 4.1: a list with letters that are no power's gets no fix deleting repeated letters", () => {
    const { diagnostics } = analyzeSheet(parseSheet('5 : A PAR H\nACCEPT FLXFL?').sheet, france);
    const repeated = diagnostics.filter((d) => d.code === 'payola/duplicate-power-letter');
    expect(repeated.length).toBe(1);
    expect(repeated[0]!.replacements).toBeUndefined();
  });

  it('Rule 4.1: power names in capitals or lower case are one error naming the letters, with that fix', () => {
    check('5 : A PAR H\nACCEPT <|FRANCE ENGLAND?|>', [
      e('payola/syntax-accept', "write the powers' letters, not their names: `ACCEPT FE?`", { replacements: ['FE?'] }),
    ]);
    check('5 : A PAR H\nACCEPT <|france G england ?|>', [
      e('payola/syntax-accept', '`ACCEPT FGE?`', { replacements: ['FGE?'] }),
    ]);
    check('5 : A PAR H\nACCEPT <|FRANCE ENGLAND?|>', [e('payola/syntax-accept', '`ACCEPT FE?`')], {
      map: standardMap,
    });
  });

  it("Rule 4.1: letters that are a good list stay one even where they spell a power's name", () => {
    // Germany renamed GA: its letter stays G, and A is Austria's.
    const renamed = loadMap(JSON.parse(JSON.stringify(standardMap.data).replaceAll('"Germany"', '"GA"')));
    if (!renamed.ok) throw new Error(JSON.stringify(renamed.problems));
    check('5 : A PAR H\nACCEPT GA?', [], { map: renamed.map });
    check('5 : A PAR H\nACCEPT <|GA FRANCE?|>', [e('payola/syntax-accept', '`ACCEPT GF?`')], { map: renamed.map });
  });

  it('Rule 4.1: two `?`, with the fix deleting the second', () => {
    check('5 : A PAR H\nACCEPT F?G<|?|>', [e('payola/multiple-random', 'only one `?`', { replacements: [''] })]);
  });

  it('powers left out without a `?`', () => {
    check('5 : A PAR H\n<|ACCEPT FG|>', [
      e('payola/omitted-powers', 'the acceptance list omits A, E, I, R, T; list every power, or add one `?`'),
    ]);
  });

  it('every power listed, or some with one `?`, is fine; a `?` may stand anywhere', () => {
    check('5 : A PAR H\nACCEPT FGAEIRT', []);
    check('5 : A PAR H\nACCEPT G?F', []);
    check('5 : A PAR H\naccept ?', []);
  });

  it('a list is reported exactly when acceptanceListProblems finds a problem (well-formed lists are told apart first)', () => {
    const letters = board.powers.map((p) => p.letter);
    const listArb = fc.array(fc.constantFrom(...letters, '?', 'X'), { maxLength: 10 }).map((l) => l.join(''));
    fc.assert(
      fc.property(listArb, (list) => {
        const sheet = parseSheet(`5 : A PAR H\nACCEPT ${list}`).sheet;
        const codes = analyzeSheet(sheet, france, { errorsOnly: true }).diagnostics.map((d) => d.code);
        const expected = acceptanceListProblems([...list], letters).map((p) => p.code);
        // Sorted: the checker lists diagnostics by where they stand in the sheet.
        expect(codes.sort()).toEqual(list === '' ? codes : expected.sort());
      }),
      { numRuns: 300 },
    );
  });

  it('two ACCEPT lines: the second is reported, pointing at the first (Rule 4.3: one list replaces another)', () => {
    check('5 : A PAR H\n<|ACCEPT F?|>\n<|ACCEPT G?|>', [
      e('payola/duplicate-accept', 'a sheet holds one acceptance list', { at: 1, related: 0 }),
    ]);
  });
});

describe('Payola Classic restrictions (Rule 6.1)', () => {
  const classic = on(gameWith(units, { rules: ['classic'] }));

  it.each(['!', '>', '@', '&'])('only `:` offers: `%s` is refused', (symbol) => {
    check(
      `3 <|${symbol}|> A PAR H`,
      [e('payola/classic-offer-type', 'Payola Classic accepts only direct offers (`:`)', { replacements: [':'] })],
      classic,
    );
  });

  it.each([
    ['<|2*3|> : A PAR H', 'repetition'],
    ['<|3#1|> : A PAR H', 'plateau'],
    ['<|3#|> : A PAR H', 'bare plateau'],
    ['<|3 + 1|> : A PAR H', '`+`'],
  ])('no repetition, plateaus or `+`: %s (%s)', (sheet) => {
    check(sheet, [e('payola/classic-modifier', 'Payola Classic has no repetition, plateaus or `+`')], classic);
  });

  it('no `|` alternatives', () => {
    check(
      '3 : A PAR H | <|- BUR | - PIC|>',
      [e('payola/classic-modifier', 'one order per offer, without `|`')],
      classic,
    );
  });

  it('no savings requests (Rule 3.4 does not apply)', () => {
    check('3 : A PAR H\n<|10 $|>', [e('payola/classic-savings', 'Payola Classic has no savings requests')], classic);
  });

  it('two offers to one unit are both rejected (Classic rules, Rule 3.2), each pointing at the other', () => {
    check(
      '<|3 : <|A PAR|> H|>\n1 : F BRE H\n<|2 : <|PAR|> - BUR|>',
      [
        e('payola/classic-one-offer-per-unit', 'both offers to this unit are rejected', { at: 1, related: 2 }),
        e('payola/classic-one-offer-per-unit', 'both offers to this unit are rejected', { at: 3, related: 0 }),
      ],
      classic,
    );
  });

  it('the same restrictions do not apply to the current rules', () => {
    check('2*3#1 + 1 > A PAR H | - BUR\n2 : A PAR - PIC\n10 $', []);
  });
});

describe('variants', () => {
  it('Europe 1615: an offer to a foreign unit that could pay for a move, or pays nothing, is warned about and ignored', () => {
    const europe = on(gameWith(units, { rules: ['foreign-orders-non-move'] }));
    check(
      '3 : A MUN <|- BUR|>',
      [w('payola/foreign-move-offer', 'may name only HOLD, SUPPORT or CONVOY orders, so this offer will be ignored')],
      europe,
    );
    check(
      '3 <|>|> A MUN H',
      [
        w('payola/foreign-move-offer', 'a `>` offer could pay for a move, so this offer will be ignored', {
          replacements: [':'],
        }),
      ],
      europe,
    );
    check('3 <|!|> A MUN H', [w('payola/foreign-move-offer', 'a `!` offer could pay for a move')], europe);
    check('3 <|&|> A MUN H', [w('payola/foreign-move-offer', 'a `&` offer could pay for a move')], europe);
    check(
      '<|0|> : A MUN H',
      [w('payola/zero-offer-to-foreign-unit', 'without payment is ignored (Europe 1615)')],
      europe,
    );
    const ignored = (text: string) =>
      analyzeSheet(parseSheet(text).sheet, {
        game: gameWith(units, { rules: ['foreign-orders-non-move'] }),
        power: 'France',
      }).offers.map((o) => o.ignored ?? 'counts');
    expect(ignored('3 : A MUN - BUR\n3 > A MUN H\n0 : A MUN H\n3 : A MUN H\n3 > A PAR - BUR')).toEqual([
      'foreign-move',
      'foreign-move',
      'foreign-zero',
      'counts',
      'counts',
    ]);
    check('3 @ A MUN H | S A BER\n3 : F NTH C A YOR - BEL', [], europe);
    // The player's own units take any offer.
    check('3 > A PAR - BUR\n3 ! A MAR H', [], europe);
  });

  it("Loyal Units: an offer to another player's unit is a warning, as it has no effect (Rule 6.5)", () => {
    const loyal = on(gameWith(units, { rules: ['loyal-units'], status: { Italy: 'dummy' } }));
    check(
      '3 : <|A MUN|> - BUR',
      [w('payola/loyal-unit', "Germany's units obey their owner, so this offer has no effect (Rule 6.5)")],
      loyal,
    );
    // Dummy units take bribes; the player's own units take its orders.
    check('3 : A VEN H\n0 : A PAR - BUR', [], loyal);
    const { sheet } = parseSheet('3 : A MUN - BUR\n3 : A VEN H');
    expect(analyzeSheet(sheet, loyal).offers.map((o) => [o.valid, o.ignored])).toEqual([
      [true, 'loyal-unit'],
      [true, undefined],
    ]);
  });
});

describe('Rule 3.3: every active player makes at least one offer', () => {
  it('a sheet without offers is an error for an active power', () => {
    check('<|10 $|>\nACCEPT F?', [
      e('payola/no-offers', 'France must make at least one offer each movement phase (Rule 3.3)'),
    ]);
    check('<||>% thinking it over', [e('payola/no-offers', 'France must make at least one offer')]);
  });

  it('but not for an eliminated power', () => {
    check('10 $', [], on(gameWith(units, { status: { France: 'eliminated' } })));
  });

  it('a dummy power is not played and sends no sheet at all (Rule 4.4)', () => {
    check(
      '<|10 $|>',
      [e('payola/dummy-sheet', 'France is not played (a dummy power, Rule 4.4): it sends no offer sheet')],
      on(gameWith(units, { status: { France: 'dummy' } })),
    );
  });

  it('is not checked without a power', () => {
    check('10 $', [], { game: board });
  });
});

describe('the commitment summary', () => {
  it('adds up every line (alternatives once, repetitions and `+` in full) against the balance (Rule 5.5)', () => {
    check('<|40 : A PAR H|>\n36 : A MAR H', [
      i('payola/commitment', 'offers total 76 AgP, balance 48; if all were accepted, they would be cut (Rule 5.5)'),
    ]);
    check('<|5 : A PAR - BUR | - PIC|>\n2*3 + 1 : A MAR H', [
      i('payola/commitment', 'offers total 12 AgP, balance 48'),
    ]);
  });

  it('counts savings (Rule 3.4)', () => {
    check('<|5 : A PAR H|>\n10 $', [
      i('payola/commitment', 'offers total 5 AgP, balance 48, savings 10, available 38'),
    ]);
    check('<|5 : A PAR H|>\n<|60 $|>', [
      i(
        'payola/commitment',
        'offers total 5 AgP, balance 48, savings 60, available 0; if all were accepted, they would be cut',
      ),
      w('payola/savings-above-balance', 'exceed the balance of 48 AgP'),
    ]);
  });

  it('warns when savings exceed the balance: every offer is then worth nothing (Rule 3.4)', () => {
    const diagnostics = analyzeSheet(parseSheet('5 : A PAR H\n60 $').sheet, {
      game: board,
      power: 'France',
    }).diagnostics;
    const warning = diagnostics.find((d) => d.code === 'payola/savings-above-balance');
    expect(warning?.severity).toBe('warning');
    expect(warning?.message).toContain('exceed the balance of 48 AgP');
    expect(warning?.range.start.line).toBe(2);
    expect(
      analyzeSheet(parseSheet('5 : A PAR H\n48 $').sheet, { game: board, power: 'France' }).diagnostics.some(
        (d) => d.code === 'payola/savings-above-balance',
      ),
    ).toBe(false);
  });

  it('is given only with a power', () => {
    check('5 : A PAR H', [], { game: board });
    expect(analyzeSheet(parseSheet('5 : A PAR H | - BUR\n2*3 : A MAR H').sheet, { game: board }).commitment).toBe(11);
  });
});

describe("the sheet's power", () => {
  it('an unknown power is reported on the first line', () => {
    check(
      '<|5 : A PAR H|>\n3 : A MAR H',
      [
        e(
          'payola/unknown-power',
          '"Spain" is not a power of this game; the powers are Austria, England, France, Germany, Italy, Russia, Turkey',
        ),
      ],
      { game: board, power: 'Spain' },
    );
  });

  it('power names match in any case', () => {
    check('<|0|> : A MUN H', [e('payola/zero-offer-to-foreign-unit', 'A MUN belongs to Germany')], {
      game: board,
      power: 'FRANCE',
    });
    expect(analyzeSheet(parseSheet('1 : A PAR H').sheet, { game: board, power: 'france' }).power?.name).toBe('France');
  });

  it('checkSheet checks what its context allows: with the game and power everything; with the game only, no ownership or money; with nothing, no places', () => {
    const { sheet } = parseSheet('0 : A MUN H\n5 : A PRA H\n5#9 : A PAR H\nACCEPT FG');
    const found = (game?: Game, power?: string) =>
      checkSheet(sheet, game, power).map((d) => `${d.range.start.line} ${d.code}`);
    expect(found(board, 'France')).toEqual([
      '1 payola/zero-offer-to-foreign-unit',
      '1 payola/commitment',
      '2 payola/unknown-place',
      '3 payola/plateau-above-amount',
      '4 payola/omitted-powers',
      '4 payola/unit-without-offer',
    ]);
    expect(found(board)).toEqual([
      '2 payola/unknown-place',
      '3 payola/plateau-above-amount',
      '4 payola/omitted-powers',
    ]);
    expect(found()).toEqual(['3 payola/plateau-above-amount']);
  });
});

describe('Tin Cup (Rule 6.3): the checker reveals nothing about the board', () => {
  const tinCup = (board: Record<string, string[]>) => on(gameWith(board, { rules: ['blind'] }));
  const blind = tinCup(units);

  it('an offer must name the unit type (Rule 6.3, item 6), as must a supported or convoyed unit', () => {
    check(
      '3 : <|MUN|> H',
      [
        e('payola/unit-type-required', 'in a Tin Cup game an offer must name the unit type (A or F) (Rule 6.3)', {
          replacements: ['A MUN', 'F MUN'],
        }),
      ],
      blind,
    );
    check(
      '3 : A PAR S <|BUR|>',
      [e('payola/unit-type-required', 'name the type of the supported unit (A or F)')],
      blind,
    );
  });

  it('a fleet on a split coast names its coast', () => {
    check(
      '3 : F <|SPA|> H',
      [e('payola/missing-coast', 'name the coast of the fleet in Spain: SPA/NC or SPA/SC')],
      blind,
    );
  });

  it('an offer to a unit that does not exist produces no diagnostic (Rule 6.3, items 6 and 7)', () => {
    // No unit in Holland or Spain; Kiel holds a fleet, not an army.
    const toMissingUnits = '3 : A HOL H\n3 : F SPA/NC - MAO\n3 : A KIE - BER';
    // Orders naming units that do not exist: a support, a convoying fleet, a convoy route without fleets.
    const namingMissingUnits = '3 : A PAR S A BUR - PIC\n3 : F ENG C A WAL - BRE\n3 : A WAL - ENG - BRE';
    check(toMissingUnits, [], blind);
    check(namingMissingUnits, [], blind);
    // With the board in view, each line is an error.
    const codes = (text: string) =>
      analyzeSheet(parseSheet(text).sheet, france)
        .diagnostics.filter((d) => d.severity === 'error')
        .map((d) => d.code);
    expect(codes(toMissingUnits)).toEqual(['payola/no-such-unit', 'payola/no-such-unit', 'payola/wrong-unit-type']);
    expect(codes(namingMissingUnits)).toEqual(['payola/no-such-unit', 'payola/no-such-unit', 'payola/illegal-order']);
  });

  it('what cannot be on any board is still an error: a fleet inland, an army at sea, an impossible move', () => {
    check('3 : <|F MUN|> H', [e('payola/illegal-order', 'there can be no fleet in landlocked Munich')], blind);
    check('3 : <|A NTH|> H', [e('payola/illegal-order', 'there can be no army at sea (North Sea)')], blind);
    check('3 : A PAR - <|MOS|>', [e('payola/illegal-order', 'cannot reach Moscow')], blind);
  });

  it('a zero offer to any unit but your own is an error whether or not the unit exists (Rule 3.1 item 2)', () => {
    check(
      '<|0|> : A MUN H\n<|0|> : A HOL H\n0 : A PAR H',
      [
        e('payola/zero-offer-to-foreign-unit', 'A MUN is not one of your units'),
        e('payola/zero-offer-to-foreign-unit', 'A HOL is not one of your units'),
      ],
      blind,
    );
    // The player knows its own units: a zero offer to a unit it does not have there is not to its own unit.
    check('<|0|> : F MAR H', [e('payola/zero-offer-to-foreign-unit', 'F MAR is not one of your units')], blind);
  });

  /** Lines that mention the provinces other powers' units may stand in. */
  const probes = [
    '3 : A MUN - BUR',
    '3 : F KIE - HOL',
    '3 : A KIE - HOL',
    '3 : A LON - NTH - BEL',
    '3 : F LON - NTH',
    '3 : F NTH C A LON - BEL',
    '3 : F NTH - ENG',
    '3 : A PAR S A MUN - BUR',
    '3 : A PAR S F PIC',
    '3 : F BRE S F ENG - PIC',
    '3 : F MAO - SPA/NC',
    '3 : A BUR - PIC',
    '3 : F STP/SC - BOT',
    '3 : F STP/NC - BAR',
    '0 : A MUN H',
    '0 : A HOL H',
    '3 : A MUN H | - BUR | - BUR',
    '3 : MUN - RUH',
  ];
  const diagnosticsOn = (board: Record<string, string[]>, text: string) =>
    analyzeSheet(parseSheet(text).sheet, tinCup(board)).diagnostics;

  it("the same sheet gets the same diagnostics on boards that differ only in other powers' units", () => {
    const text = probes.join('\n');
    const mine = { France: ['A PAR', 'F BRE', 'F MAO'] };
    const boards = [
      mine,
      { ...mine, Germany: ['A MUN', 'F KIE'], England: ['A LON', 'F NTH'], Russia: ['F STP/SC'] },
      { ...mine, Germany: ['A KIE'], England: ['F LON', 'F ENG'], Russia: ['F STP/NC'], Italy: ['A MUN', 'F PIC'] },
      { ...mine, Austria: ['A HOL', 'A BUR', 'A RUH'], Turkey: ['F SPA/NC', 'F NTH'] },
    ];
    const reference = diagnosticsOn(boards[0]!, text);
    // The sheet does have findings, so there is something to compare.
    expect(reference.map((d) => d.code)).toEqual(
      expect.arrayContaining([
        'payola/zero-offer-to-foreign-unit',
        'payola/duplicate-order',
        'payola/unit-type-required',
        'payola/commitment',
      ]),
    );
    for (const b of boards.slice(1)) expect(diagnosticsOn(b, text)).toEqual(reference);
  });

  it("on random boards and random sheets, diagnostics never depend on where other powers' units are", () => {
    const provinces = [...standardMap.provinces.values()].filter(
      (p) => p.type !== 'impassable' && !['PAR', 'BRE', 'MAO'].includes(p.id),
    );
    const place = (p: (typeof provinces)[number], fleet: boolean) =>
      p.type === 'sea' || (p.type === 'coast' && fleet)
        ? `F ${p.id}${p.coasts.length > 0 ? `/${p.coasts[0]}` : ''}`
        : `A ${p.id}`;
    const boardArb = fc
      .uniqueArray(
        fc.record({
          at: fc.integer({ min: 0, max: provinces.length - 1 }),
          fleet: fc.boolean(),
          owner: fc.constantFrom('England', 'Germany', 'Italy', 'Russia'),
        }),
        { selector: (u) => u.at, maxLength: 20 },
      )
      .map((list) => {
        const board: Record<string, string[]> = { France: ['A PAR', 'F BRE', 'F MAO'] };
        for (const u of list) (board[u.owner] ??= []).push(place(provinces[u.at]!, u.fleet));
        return board;
      });
    const sheetArb = fc.subarray(probes, { minLength: 1 }).map((lines) => lines.join('\n'));
    fc.assert(
      fc.property(boardArb, sheetArb, (b, text) => {
        expect(diagnosticsOn(b, text)).toEqual(diagnosticsOn({ France: ['A PAR', 'F BRE', 'F MAO'] }, text));
      }),
      { numRuns: 150 },
    );
  });
});

describe('without a game', () => {
  const mapOnly: SheetContext = { map: standardMap };

  it('with only a map: places, coasts and geometry are checked', () => {
    check('3 : A <|PRA|> H', [e('payola/unknown-place', 'did you mean `PAR` or `PRU`?')], mapOnly);
    check('3 : A MUN - <|PAR|>', [e('payola/illegal-order', 'the army in Munich cannot reach Paris')], mapOnly);
    check('3 : <|F MUN|> H', [e('payola/illegal-order', 'there can be no fleet in landlocked Munich')], mapOnly);
    check('3 : F <|SPA/EC|> H', [e('payola/unknown-coast', 'Spain has no EC coast')], mapOnly);
    check(
      '3 : A MUN <|- KIE|> | <|- kiel|>',
      [e('payola/duplicate-order', '`A MUN - KIE` is already listed', { at: 1, related: 0 })],
      mapOnly,
    );
  });

  it("with only a map: acceptance lists are checked against the map's powers", () => {
    check('ACCEPT F<|X|>?', [e('payola/unknown-power-letter', 'the powers are A, E, F, G, I, R, T')], mapOnly);
    check('<|ACCEPT FG|>', [e('payola/omitted-powers', 'omits A, E, I, R, T')], mapOnly);
  });

  it("with only a map: nothing about units, owners, money or the sheet's power", () => {
    // No unit is on a bare map, so none is missing; an untyped unit's orders cannot be checked.
    check('3 : A HOL H\n0 : A MUN H\n3 : MUN - PAR\n3 : F SPA H', [], mapOnly);
    // Rule 3.3 and the commitment need a power.
    check('10 $', [], mapOnly);
  });

  it('with neither: amounts, the shape of acceptance lists, and duplicates by their written form', () => {
    check('3 : A XYZ - QQQ\n0 : A MUN H\nACCEPT FG', [], {});
    check('<|1.5|> : A PAR H', [e('payola/fractional-amount', 'whole silver pieces')], {});
    check('<|0|>*3 : A PAR H', [e('payola/zero-repetition', 'at least 1')], {});
    check('5<|#9|> : A PAR H', [e('payola/plateau-above-amount', 'above the amount')], {});
    check(
      '3 : A MUN <|- KIE|> | <|- KIE|>',
      [e('payola/duplicate-order', 'this order is already listed', { at: 1, related: 0 })],
      {},
    );
    check(
      'ACCEPT FX<|F|>?<|?|>',
      [e('payola/duplicate-power-letter', '`F` appears twice'), e('payola/multiple-random', 'only one `?`')],
      {},
    );
    check(
      '1 : A PAR H\n<|ACCEPT F?|>\n<|ACCEPT G?|>',
      [e('payola/duplicate-accept', 'one acceptance list', { at: 1, related: 0 })],
      {},
    );
  });
});

describe("the reference judge's shorthand (seeds README, Rule 3.1)", () => {
  it('a bare order, or an offer without its amount, is a 0 AgP offer, with a hint that writes it out', () => {
    check('<|A PAR - BUR|>', [
      i('payola/shorthand', 'read as `0 : A PAR - BUR`', { replacements: ['0 : A PAR - BUR'] }),
    ]);
    check('<|: a par h|>', [i('payola/shorthand', 'without an amount is a 0 AgP', { replacements: ['0 : A PAR H'] })]);
    check('<|@ A MAR - BUR|> % my army', [i('payola/shorthand', '', { replacements: ['0 @ A MAR - BUR'] })]);
    check('<|>A MAR S A PAR - BUR|>', [i('payola/shorthand', '', { replacements: ['0 > A MAR S A PAR - BUR'] })]);
    const checked = analyzeSheet(parseSheet('A PAR - BUR\n@ A MAR H').sheet, france);
    expect(checked.offers.map((o) => [o.valid, o.line.terms.map((t) => t.amount)])).toEqual([
      [true, [0]],
      [true, [0]],
    ]);
  });

  it('to a foreign unit it is a zero offer: an error whose fix offers 1 AgP (Rule 3.1 item 2)', () => {
    check('<|A MUN - RUH|>', [
      e('payola/zero-offer-to-foreign-unit', 'without an amount this is a 0 AgP offer', {
        replacements: ['1 : A MUN - RUH'],
      }),
    ]);
  });
});

describe('hints for the mistakes players made (information, each with its own code)', () => {
  it('two negative offers to one unit: merged when next to each other and alike (Rule 3.1)', () => {
    check('<|4 ! A PAR - BUR\n4 ! A PAR - PIC|>', [
      i('payola/split-negative', 'a second negative offer to A PAR', { replacements: ['4 ! A PAR - BUR | - PIC'] }),
    ]);
    // Not next to each other, or different amounts: the hint without a fix.
    check('<|4 ! A PAR - BUR|>\n5 : A MAR H\n<|4 ! A PAR - PIC|>', [
      i('payola/split-negative', 'each pays on its own', { at: 1, related: 0 }),
    ]);
    check('<|4 ! A PAR - BUR|>\n<|3 ! A PAR - PIC|>', [
      i('payola/split-negative', 'each pays on its own', { at: 1, related: 0 }),
    ]);
  });

  it('a negative offer whose money no offer of the player can catch (Rule 5.1)', () => {
    check('<|5 ! A PAR H|>', [i('payola/negative-without-target', 'none of your offers names such an order')]);
    check('5 ! A PAR H\n0 : A PAR - BUR', []);
    // Only the orders the sheet names count, and those the negative offer lists are no target.
    check('<|5 ! A PAR H | - BUR|>\n0 : A PAR - BUR\n1 : A PAR H', [
      i('payola/negative-without-target', 'none of your offers names such an order'),
    ]);
    check('5 ! A PAR H\n0 : A PAR H | - PIC', []);
    // Another negative offer names no order: each of the two is told.
    check('<|5 ! A PAR H|>\n0 : A MAR H\n<|3 ! A PAR - BUR|>', [
      i('payola/negative-without-target', 'none of your offers names such an order'),
      i('payola/negative-without-target', 'none of your offers names such an order'),
    ]);
  });

  it("paying a power's unit to support an attack on that power's own unit", () => {
    const board = on(gameWith({ France: ['A PAR'], Germany: ['A MUN', 'A TYR'], Austria: ['A BOH'] }));
    check('3 : A MUN <|S A BOH - TYR|>', [i('payola/support-against-own', "holds Germany's own A TYR")], board);
    check('3 : A MUN S A BOH - SIL', [], board);
    // Tin Cup: the board is hidden, so nothing is said.
    const blind = on(
      gameWith({ France: ['A PAR'], Germany: ['A MUN', 'A TYR'], Austria: ['A BOH'] }, { rules: ['blind'] }),
    );
    check('3 : A MUN S A BOH - TYR', [], blind);
  });

  it('own units without any offer hold for 0 AgP (Rule 3.3); the fix writes their holds', () => {
    const board = on(gameWith({ France: ['A PAR', 'F BRE', 'A MAR'] }));
    const { sheet } = parseSheet('2 : A PAR - BUR % go');
    const hint = analyzeSheet(sheet, board).diagnostics.find((d) => d.code === 'payola/unit-without-offer');
    expect(hint?.message).toContain('no offer to your F BRE, A MAR');
    expect(hint?.replacements).toEqual(['\n0 : F BRE H\n0 : A MAR H']);
    expect(hint?.range.start).toEqual(hint?.range.end);
    expect(hint?.range.start.column).toBe(21);
    // A unit offered to on a line with an error is not said to have no offer.
    const withError = analyzeSheet(parseSheet('2 : A PAR - BUR\n2 : F BRE - MUN\n1 : A MAR H').sheet, board);
    expect(withError.diagnostics.map((d) => d.code)).not.toContain('payola/unit-without-offer');
    const loyal = on(gameWith({ France: ['A PAR', 'F BRE'] }, { rules: ['loyal-units'] }));
    check('2 : A PAR - BUR', [], loyal);
  });

  it("an acceptance list that does not start with the player's own letter (Rule 5.2)", () => {
    check('<|ACCEPT EF?|>\n2 : A PAR H', [
      i('payola/accept-not-own-first', 'your own letter F is not first', { replacements: ['ACCEPT FE?'] }),
    ]);
    check('<|ACCEPT ?|>\n2 : A PAR H', [i('payola/accept-not-own-first', '', { replacements: ['ACCEPT F?'] })]);
    check('ACCEPT FE?\n2 : A PAR H', []);
  });
});

describe("places found by their name keys (the parser's `placeNameKey`) as by their names", () => {
  /** The sheet's analysis, and the same with every place's name key taken away (found by name). */
  function bothWays(text: string, context: SheetContext): [unknown, unknown] {
    const summary = (sheet: CheckedSheet): unknown => ({
      diagnostics: sheet.diagnostics.map((d) => [d.code, d.message, d.range, d.replacements]),
      offers: sheet.offers.map((o) => [o.valid, o.unit && unitText(o.unit), o.orders.map((c) => c.text)]),
    });
    const keyed = summary(analyzeSheet(parseSheet(text).sheet, context));
    const { sheet } = parseSheet(text);
    for (const line of sheet.lines)
      if (line.kind === 'offer')
        for (const place of placesOf(line)) (place as { [placeNameKey]?: number })[placeNameKey] = 0;
    return [keyed, summary(analyzeSheet(sheet, context))];
  }

  it('gives the same offers and diagnostics, for known, unknown, misspelt and long names', () => {
    const text = [
      '5 : A PAR - BUR | S F BRE - PIC | H',
      '3 : F MAO - SPA/NC | - POR | C A PAR - SPA',
      '2 : A par S a mar - gas',
      '1 : A PRA H',
      '1 : F NTH C A YOR - NWY | C A YOR - BEL',
      '2 : A YOR - NTH - NWY | - LVX',
      '4 : A PARIS H',
      '1 : F BRE - ENG - PIC',
    ].join('\n');
    const [keyed, named] = bothWays(text, france);
    expect(keyed).toEqual(named);
  });

  it('stays the same after more names than its table keeps (hostile sheets)', () => {
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const unknown = Array.from(
      { length: 1500 },
      (_, n) => `1 : A Q${letters[n % 26]}${letters[Math.floor(n / 26) % 26]}${n % 10} H`,
    );
    const text = [...unknown, '5 : A PAR - BUR', '2 : F BRE - MAO', '1 : A QAA0 H'].join('\n');
    const [keyed, named] = bothWays(text, france);
    expect(keyed).toEqual(named);
  });
});

/** Every place an offer line names. */
function placesOf(line: OfferLine): Place[] {
  return [
    line.unit.place,
    ...line.orders.flatMap((o) =>
      o.kind === 'hold' ? [] : o.kind === 'move' ? [...o.via, o.to] : [o.unit.place, ...(o.to ? [o.to] : [])],
    ),
  ];
}
