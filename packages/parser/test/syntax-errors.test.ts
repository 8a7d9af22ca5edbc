import { parseSheet } from '@payola/parser';
import { describe, expect, it } from 'vitest';

/**
 * `check(line, code, message, marked)`: the line has exactly one syntax error, with this code and
 * message, located on the `marked` text (`'^^^'` under the line, as a compiler would print it).
 */
function check(line: string, code: string, message: string, marker: string): void {
  const { sheet, errors } = parseSheet(line);
  expect(errors).toHaveLength(1);
  const [error] = errors;
  expect({ code: error!.code, message: error!.message }).toEqual({ code, message });
  const start = marker.indexOf('^');
  const end = marker.lastIndexOf('^') + 1;
  expect([error!.range.start.line, error!.range.start.column, error!.range.end.column]).toEqual([
    1,
    start + 1,
    end + 1,
  ]);
  expect(sheet.lines[0]).toMatchObject({ kind: 'invalid', text: line.split('%')[0]!.trim() });
}

describe('syntax errors say what was expected, where', () => {
  it.each([
    ['5 A PAR H', 'payola/syntax-offer-type', 'expected an offer type (: ! > @ &) after the amount, found `A`', '  ^'],
    ['5', 'payola/syntax-offer-type', 'expected an offer type (: ! > @ &) after the amount, but the line ends', '^'],
    ['#3 : A PAR H', 'payola/syntax-plateau', '`#` plateau must follow an amount, as in `5#2 : A PAR H`', '^'],
    ['5#2#1 : A PAR H', 'payola/syntax-plateau', 'an amount has at most one `#` plateau', '   ^'],
    ['2*3*4 : A PAR H', 'payola/syntax-repetition', 'an amount has at most one repetition count (`N*`)', '   ^'],
    ['*3 : A PAR H', 'payola/syntax-repetition', '`*` must follow a repetition count, as in `2*5 : A PAR H`', '^'],
    ['5 : A PAR X', 'payola/syntax-order', 'unknown order `X`; expected H, -, S or C', '          ^'],
    ['5 : A PAR MOVE BUR', 'payola/syntax-order', 'unknown order `MOVE`; expected H, -, S or C', '          ^^^^'],
    ['5 : A PAR', 'payola/syntax-order', 'expected an order (H, -, S or C) after the unit', '      ^^^'],
    ['5 : A PAR - BUR |', 'payola/syntax-order', 'expected an order (H, -, S or C) after `|`', '                ^'],
    ['5 : A PAR - BUR | X', 'payola/syntax-order', 'unknown order `X`; expected H, -, S or C', '                  ^'],
    [
      '5 :',
      'payola/syntax-place',
      'expected a unit (as in `A PAR` or `F BRE`) after the offer type, but the line ends',
      '  ^',
    ],
    [
      '5 : 7 H',
      'payola/syntax-place',
      'expected a unit (as in `A PAR` or `F BRE`) after the offer type, found `7`',
      '    ^',
    ],
    ['5 : A H', 'payola/syntax-place', 'expected a place after `A`, found `H`', '      ^'],
    ['5 : A PAR -', 'payola/syntax-place', 'expected a place after `-`, but the line ends', '          ^'],
    ['5 : F NTH S', 'payola/syntax-place', 'expected the supported unit after `S`, but the line ends', '          ^'],
    [
      '5 : F ENG C A LON',
      'payola/syntax-order',
      'expected `-` and the destination of the convoyed army, but the line ends',
      '              ^^^',
    ],
    ['5 : F SPA/ - WES', 'payola/syntax-coast', 'expected a coast (NC, SC or EC) after `/`, found `-`', '           ^'],
    ['5 : F SPA(SC - WES', 'payola/syntax-coast', 'expected `)` after the coast, found `-`', '             ^'],
    [
      '7 : A PAR H H',
      'payola/syntax-trailing',
      'unexpected `H` after the order; separate alternative orders with `|`',
      '            ^',
    ],
    [
      '7 : A PAR - BUR PIC',
      'payola/syntax-trailing',
      'unexpected `PIC` after the order; separate alternative orders with `|`',
      '                ^^^',
    ],
    [
      '10 $ 5',
      'payola/syntax-trailing',
      'unexpected `5` after the savings request; a savings request is just an amount and `$`',
      '     ^',
    ],
    [
      'ACCEPT FR :',
      'payola/syntax-trailing',
      'unexpected `:` in the acceptance list; only power letters and one `?` may follow ACCEPT',
      '          ^',
    ],
    [
      'ACCEPT',
      'payola/syntax-accept',
      'expected power letters after ACCEPT, as in `ACCEPT FRITAGE` or `ACCEPT F?`, but the line ends',
      '^^^^^^',
    ],
    [
      '5#2 $',
      'payola/syntax-savings',
      'a savings request is a plain amount followed by `$` (no `*`, `#` or `+`)',
      '^^^',
    ],
    [
      '2*5 + 3 $',
      'payola/syntax-savings',
      'a savings request is a plain amount followed by `$` (no `*`, `#` or `+`)',
      '^^^^^^^',
    ],
    [
      '-3 : A PAR H',
      'payola/syntax-amount',
      'a line cannot start with `-`: amounts of silver pieces are never negative',
      '^',
    ],
    ['$ 5', 'payola/syntax-amount', 'expected an amount before `$`', '^'],
    ['5 + : A PAR H', 'payola/syntax-amount', 'expected an amount after `+`, found `:`', '    ^'],
    ['2* : A PAR H', 'payola/syntax-amount', 'expected an amount after `*`, found `:`', '   ^'],
    [
      'H A PAR',
      'payola/syntax-line',
      'expected an offer (`5 : A PAR H`), a savings request (`10 $`), an acceptance list (`ACCEPT F?`) or an order for your own unit (`A PAR H`), found `H`',
      '^',
    ],
    [
      'hello world',
      'payola/syntax-line',
      'expected an offer (`5 : A PAR H`), a savings request (`10 $`), an acceptance list (`ACCEPT F?`) or an order for your own unit (`A PAR H`), found `hello`',
      '^^^^^',
    ],
    [': A PAR', 'payola/syntax-order', 'expected an order (H, -, S or C) after the unit', '    ^^^'],
    [
      'A PAR X',
      'payola/syntax-order',
      'unknown order `X`; expected H, -, S or C (R, D or B in retreat and adjustment phases)',
      '      ^',
    ],
    [
      'foo',
      'payola/syntax-line',
      'expected an offer (`5 : A PAR H`), a savings request (`10 $`), an acceptance list (`ACCEPT F?`) or an order for your own unit (`A PAR H`), found `foo`',
      '^^^',
    ],
    [
      'F PAR',
      'payola/syntax-order',
      'expected an order (H, -, S or C; R, D or B in retreat and adjustment phases) after the unit',
      '  ^^^',
    ],
    [
      '@',
      'payola/syntax-place',
      'expected a unit (as in `A PAR` or `F BRE`) after the offer type, but the line ends',
      '^',
    ],
    [
      '5 : A PAR ~ H',
      'payola/syntax-character',
      'unexpected character `~`; delete it: outside a comment (`%`), a sheet uses the letters A to Z, digits and `: ! > @ & $ # * + - | / ( ) ?`',
      '          ^',
    ],
    [
      '5 : A PAR ;; H % a comment',
      'payola/syntax-character',
      'unexpected characters `;;`; delete them: outside a comment (`%`), a sheet uses the letters A to Z, digits and `: ! > @ & $ # * + - | / ( ) ?`',
      '          ^^',
    ],
  ])('%s', (line, code, message, marker) => check(line, code, message, marker));
});

describe('recovery: one bad line never hides the next', () => {
  it('reports each bad line and keeps every good one', () => {
    const text = [
      '5 : A PAR - BUR',
      '5 A MAR H',
      '3 : F BRE - MAO',
      '#2 : A MUN H',
      'ACCEPT F?',
      '5 : A PAR ~ H',
      '10 $',
    ].join('\n');
    const { sheet, errors } = parseSheet(text);
    expect(sheet.lines.map((l) => l.kind)).toEqual([
      'offer',
      'invalid',
      'offer',
      'invalid',
      'accept',
      'invalid',
      'savings',
    ]);
    expect(errors.map((e) => [e.range.start.line, e.code])).toEqual([
      [2, 'payola/syntax-offer-type'],
      [4, 'payola/syntax-plateau'],
      [6, 'payola/syntax-character'],
    ]);
  });

  it('keeps the comment of a bad line', () => {
    const { sheet } = parseSheet('5 A PAR H % hold Paris');
    expect(sheet.lines[0]).toMatchObject({ kind: 'invalid', text: '5 A PAR H', comment: { text: ' hold Paris' } });
  });
});

describe('messages never carry control characters or whole huge tokens', () => {
  it('shows control characters as U+ codes', () => {
    const { errors } = parseSheet('5 : A PAR - BUR \u001b[2J');
    expect(errors[0]!.message).toMatch(/^unexpected characters `U\+001B\[`; delete them/);
  });

  it('cuts a long token short', () => {
    const { errors } = parseSheet(`5 : A PAR ${'X'.repeat(100000)}`);
    expect(errors[0]!.message).toBe(`unknown order \`${'X'.repeat(40)}…\`; expected H, -, S or C`);
  });
});

// Rule 3.1: a sheet is written in the characters of the language; characters a word processor or
// a phone keyboard put in its place get a message that names them visibly and says what to write,
// with the quick fix when the intended character is certain.
describe('Rule 3.1: unexpected characters are named visibly, with what to write instead', () => {
  const errorOf = (text: string) => {
    const { errors } = parseSheet(text);
    expect(errors).toHaveLength(1);
    return errors[0]!;
  };

  it.each([
    ['\uff15 : A PAR - BUR', '\uff15', '5'],
    ['5 \uff1a A PAR - BUR', '\uff1a', ':'],
    ['5 : A \uff30\uff21\uff32 - BUR', '\uff30\uff21\uff32', 'PAR'],
    ['5 : A PAR - B\u00dcR', '\u00dc', 'U'],
    ['5 : A PAR \u2192 BUR', '\u2192', '-'],
    ['5\u3000: A PAR - BUR', '\u3000', ' '],
  ])('a look-alike (%j) gets a fix writing the ASCII character', (text, written, fix) => {
    const error = errorOf(text);
    expect(error.code).toBe('payola/syntax-character');
    expect(error.message).toContain(`write \`${fix}\``);
    expect(error.replacements).toEqual([fix]);
    expect(text.slice(error.range.start.offset, error.range.end.offset)).toBe(written);
    const fixed = text.slice(0, error.range.start.offset) + fix + text.slice(error.range.end.offset);
    expect(parseSheet(fixed).errors).toEqual([]);
  });

  it.each([
    ['5 : A PAR\u200d - BUR', 'U+200D'],
    ['5 : A PAR - BUR \u200f% right to left', 'U+200F'],
    ['\u202e5 : A PAR - BUR', 'U+202E'],
    ['5 : A PAR - BU\u0301R', 'U+0301'],
    ['5 : A PAR\u00ad - BUR', 'U+00AD'],
  ])('an invisible character (%j) is shown as its code, with a fix deleting it', (text, code) => {
    const error = errorOf(text);
    expect(error.message).toBe(`invisible character \`${code}\`; delete it`);
    expect(error.replacements).toEqual(['']);
    const fixed = text.slice(0, error.range.start.offset) + text.slice(error.range.end.offset);
    expect(parseSheet(fixed).errors).toEqual([]);
  });

  it('a line separator (U+2028) is shown as its code, and not replaced: a line break may be meant', () => {
    const error = errorOf('5 : A PAR - BUR\u2028');
    expect(error.message).toMatch(/^unexpected character `U\+2028`; delete it/);
    expect(error.replacements).toBeUndefined();
  });

  it('a character with no ASCII look-alike (an emoji, a lone surrogate) gets no fix', () => {
    expect(errorOf('5 : A PAR - BUR \u{1f600}').replacements).toBeUndefined();
    const lone = errorOf('5 : A PAR - BUR \ud800');
    expect(lone.message).toMatch(/^unexpected character `U\+D800`; delete it/);
    expect(lone.replacements).toBeUndefined();
  });

  it('never fixes towards `%`, which would turn the rest of the line into a comment', () => {
    expect(errorOf('5 : A PAR - BUR \uff05 H').replacements).toBeUndefined();
  });
});
