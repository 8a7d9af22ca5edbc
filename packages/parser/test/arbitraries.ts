// fast-check generators of offer-sheet TEXT using every construct of the language, written with
// random spacing and letter case, so that properties exercise the lexer as well as the grammar.
import fc from 'fast-check';

const keywords = new Set(['A', 'F', 'H', 'S', 'C', 'ARMY', 'FLEET', 'HOLD', 'SUPPORT', 'CONVOY', 'ACCEPT']);
/** Rule 1.5's words: names too, but a unit's place spelled like one would make another line. */
const phaseWords = new Set(['R', 'RETREAT', 'D', 'DISBAND', 'B', 'BUILD', 'REMOVE', 'WAIVE']);
/** Exchange's words (Rule 6.8): names too, and places wherever a unit line reads them. */
const exchangeWords = ['BUY', 'ELECT', 'VALUE', 'DIVIDEND'];

/** A name that lexes as a place (not a keyword, and none of Rule 1.5's words). */
export const placeName = fc
  .oneof(
    fc.constantFrom('LON', 'PAR', 'BRE', 'ENG', 'NTH', 'BUL', 'SPA', 'STP', 'HOL', 'ARM', 'SWE', 'CON', 'MAO', 'YOR'),
    fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,8}$/),
    fc.constantFrom(...exchangeWords, 'value', 'Buy'),
  )
  .filter((name) => !keywords.has(name.toUpperCase()) && !phaseWords.has(name.toUpperCase()));

const space = fc.constantFrom('', ' ', '  ', '\t');
const gap = fc.constantFrom(' ', '  ', '\t');
const casing = (word: string) => fc.constantFrom(word.toUpperCase(), word.toLowerCase(), word);
const whole = fc.integer({ min: 0, max: 120 }).map(String);
const amount = fc.oneof(
  { weight: 9, arbitrary: whole },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 1, max: 99 })).map(([a, b]) => `${a}.${b}`),
  },
);

const coast = fc.oneof(
  fc.constant(''),
  fc.tuple(space, fc.constantFrom('NC', 'SC', 'EC', 'nc', 'sc')).map(([s, c]) => `/${s}${c}`),
  fc.constantFrom('NC', 'SC', 'ec').map((c) => `(${c})`),
);
const place = fc.tuple(placeName, coast).map(([n, c]) => `${n}${c}`);
const unitType = fc.oneof(
  fc.constant(''),
  fc.constantFrom('A', 'F', 'a', 'f', 'ARMY', 'Fleet').map((t) => `${t} `),
);
const unit = fc.tuple(unitType, place).map(([t, p]) => `${t}${p}`);

const order = fc.oneof(
  casing('H'),
  casing('HOLD'),
  fc
    .tuple(fc.array(place, { minLength: 1, maxLength: 3 }), space)
    .map(([places, s]) => places.map((p) => `-${s}${p}`).join(s)),
  fc.tuple(casing('S'), gap, unit, fc.constantFrom('', ' H'), space).map(([k, g, u, h]) => `${k}${g}${u}${h}`),
  fc.tuple(casing('S'), gap, unit, space, place).map(([k, g, u, s, p]) => `${k}${g}${u}${s}-${s}${p}`),
  fc.tuple(casing('C'), gap, unit, space, place).map(([k, g, u, s, p]) => `${k}${g}${u}${s}-${s}${p}`),
);

const plateau = fc.oneof(
  fc.constant(''),
  fc.constant('#'),
  whole.map((n) => `#${n}`),
);
const term = fc
  .tuple(
    fc.oneof(
      fc.constant(''),
      fc.integer({ min: 0, max: 9 }).map((n) => `${n}*`),
    ),
    amount,
    plateau,
  )
  .map(([r, a, p]) => `${r}${a}${p}`);
const offerType = fc.constantFrom(':', '!', '>', '@', '&');

export const offerLine = fc
  .tuple(
    fc.array(term, { minLength: 1, maxLength: 3 }),
    space,
    offerType,
    space,
    unit,
    gap,
    fc.array(order, { minLength: 1, maxLength: 4 }),
    space,
  )
  .map(
    ([terms, s1, type, s2, u, g, orders, s3]) =>
      `${terms.join(`${s1}+${s1}`)}${s1}${type}${s2}${u}${g}${orders.join(`${s3}|${s3}`)}`,
  );

/** The reference judge's shorthand (Rule 3.1): the amount, or the amount and the type, left out. */
export const shorthandLine = fc
  .tuple(
    fc.oneof(
      fc.constant(''),
      offerType.map((t) => `${t} `),
    ),
    unit,
    gap,
    fc.array(order, { minLength: 1, maxLength: 3 }),
    space,
  )
  .map(([type, u, g, orders, s]) => `${type}${u}${g}${orders.join(`${s}|${s}`)}`);

const typedUnit = fc
  .tuple(fc.constantFrom('A', 'F', 'a', 'f', 'ARMY', 'Fleet'), gap, place)
  .map(([t, g, p]) => `${t}${g}${p}`);

/** Rule 1.5: retreats, disbands, builds and waives, in every notation. */
export const phaseOrderLine = fc.oneof(
  fc.tuple(unit, gap, fc.constantFrom('R', 'r', 'RETREAT', 'Retreat'), gap, place).map((parts) => parts.join('')),
  fc.tuple(unit, gap, fc.constantFrom('D', 'd', 'DISBAND', 'Disband')).map((parts) => parts.join('')),
  fc.tuple(typedUnit, gap, fc.constantFrom('B', 'BUILD', 'b')).map((parts) => parts.join('')),
  fc
    .tuple(fc.constantFrom('DISBAND', 'REMOVE', 'remove', 'BUILD', 'B', 'build'), gap, typedUnit)
    .map((parts) => parts.join('')),
  fc.tuple(fc.constantFrom('DISBAND', 'REMOVE', 'Disband'), gap, unit).map((parts) => parts.join('')),
  casing('WAIVE'),
);

/** A company's or an investor's name: any one word, keywords included (ruling E1). */
const exchangeName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('FRANCE', 'England', 'alice', 'Bob_2', 'C3') },
  fc.constantFrom('A', 'h', 'Accept', 'B', 'R', 'buy', 'VALUE'),
  placeName,
);
const wholeOrDecimal = fc.oneof({ weight: 4, arbitrary: whole }, amount);

/** Exchange Payola's winter lines (Rule 6.8, ruling E4), in any case and spacing. */
export const exchangeLine = fc.oneof(
  fc.tuple(casing('BUY'), gap, wholeOrDecimal, gap, exchangeName).map((parts) => parts.join('')),
  fc
    .tuple(casing('ELECT'), gap, exchangeName, space, space, exchangeName)
    .map(([k, g, company, s1, s2, candidate]) => `${k}${g}${company}${s1}:${s2}${candidate}`),
  fc.tuple(casing('VALUE'), gap, placeName, gap, wholeOrDecimal).map((parts) => parts.join('')),
  fc.tuple(casing('DIVIDEND'), gap, wholeOrDecimal).map((parts) => parts.join('')),
);

export const savingsLine = fc.tuple(whole, space).map(([a, s]) => `${a}${s}$`);

export const acceptLine = fc
  .tuple(
    casing('ACCEPT'),
    fc.array(fc.constantFrom('A', 'E', 'F', 'G', 'I', 'R', 'T', 'a', 'r', '?', 'X'), { minLength: 1, maxLength: 8 }),
    space,
  )
  .map(([k, letters, s]) => `${k} ${letters.join(s)}`)
  // `Arta` reads as a power's name (`ACCEPT France` is an error): not a valid line.
  .filter((line) => !/\b[A-Z][a-z]{3,}/.test(line.slice(6)));

export const comment = fc.string({ maxLength: 20 }).map((text) => `%${text.replace(/[\r\n]/g, ' ')}`);

export const validLine = fc
  .tuple(
    fc.oneof(
      { weight: 6, arbitrary: offerLine },
      { weight: 2, arbitrary: shorthandLine },
      { weight: 2, arbitrary: phaseOrderLine },
      { weight: 2, arbitrary: exchangeLine },
      savingsLine,
      acceptLine,
      fc.constant(''),
    ),
    fc.oneof(
      { weight: 3, arbitrary: fc.constant('') },
      comment.map((c) => ` ${c}`),
    ),
    space,
  )
  .map(([content, c, lead]) => `${lead}${content}${c}`);

/** Characters the language uses, plus a few it does not, for mutations and noise. */
export const alphabet = fc.constantFrom(
  ...'0123456789*+#:!>@&$-|/()?% \tAFHSCLONPRBEGTYacfhsx~;,.\u2013é'.split(''),
  '\n',
  '\r\n',
);

export const noiseLine = fc
  .array(
    alphabet.filter((c) => !c.includes('\n')),
    { maxLength: 30 },
  )
  .map((cs) => cs.join(''));

export const sheetText = fc
  .array(fc.oneof({ weight: 8, arbitrary: validLine }, { weight: 1, arbitrary: noiseLine }), {
    minLength: 1,
    maxLength: 12,
  })
  .map((lines) => lines.join('\n'));
