import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import oniguruma from 'vscode-oniguruma';
import textmate, { type IGrammar } from 'vscode-textmate';
import { beforeAll, describe, expect, it } from 'vitest';
import { lineTokens } from '@payola/parser';
import { categoryScopes } from '../artefacts.mjs';

const require = createRequire(import.meta.url);
const grammarFile = new URL('../payola.tmLanguage.json', import.meta.url);
let grammar: IGrammar;

beforeAll(async () => {
  await oniguruma.loadWASM(readFileSync(require.resolve('vscode-oniguruma/release/onig.wasm')));
  const registry = new textmate.Registry({
    onigLib: Promise.resolve({
      createOnigScanner: (patterns) => new oniguruma.OnigScanner(patterns),
      createOnigString: (text) => new oniguruma.OnigString(text),
    }),
    loadGrammar: async (scopeName) =>
      scopeName === 'source.payola'
        ? textmate.parseRawGrammar(readFileSync(grammarFile, 'utf8'), grammarFile.pathname)
        : null,
  });
  const loaded = await registry.loadGrammar('source.payola');
  if (!loaded) throw new Error('source.payola did not load');
  grammar = loaded;
});

/** Each non-blank piece of the line with its innermost scope (`source.payola` when none). */
function scopesOf(line: string): [string, string][] {
  const { tokens } = grammar.tokenizeLine(line, textmate.INITIAL);
  return tokens
    .map((t): [string, string] => [line.slice(t.startIndex, t.endIndex).trim(), t.scopes[t.scopes.length - 1]!])
    .filter(([text]) => text !== '');
}

function expectScopes(line: string, expected: [string, string][]): void {
  expect(scopesOf(line)).toEqual(expected);
}

const amount = 'constant.numeric.amount.payola';
const repetition = 'constant.numeric.repetition.payola';
const times = 'keyword.operator.repetition.payola';
const plateau = 'constant.numeric.plateau.payola';
const hash = 'keyword.operator.plateau.payola';
const plus = 'keyword.operator.plus.payola';
const offerType = 'keyword.operator.offer-type.payola';
const savings = 'keyword.operator.savings.payola';
const unitType = 'storage.type.unit.payola';
const order = 'keyword.control.order.payola';
const phaseOrder = 'keyword.control.phase-order.payola';
const move = 'keyword.operator.move.payola';
const alternative = 'keyword.operator.alternative.payola';
const place = 'entity.name.place.payola';
const coast = 'entity.name.coast.payola';
const slash = 'punctuation.separator.coast.payola';
const open = 'punctuation.definition.coast.begin.payola';
const close = 'punctuation.definition.coast.end.payola';
const accept = 'keyword.other.accept.payola';
const power = 'constant.language.power.payola';
const random = 'keyword.operator.random.payola';
const comment = 'comment.line.percentage.payola';
const illegal = 'invalid.illegal.character.payola';

describe('payola.tmLanguage.json scopes each piece of a line', () => {
  it('amount terms with repetition, plateau and +; alternatives; a trailing comment (Rules 3.1, 3.5)', () => {
    expectScopes('4*3 + 2*4#2 + 1 > A LON - YOR | S F EDI - YOR % plan', [
      ['4', repetition],
      ['*', times],
      ['3', amount],
      ['+', plus],
      ['2', repetition],
      ['*', times],
      ['4', amount],
      ['#', hash],
      ['2', plateau],
      ['+', plus],
      ['1', amount],
      ['>', offerType],
      ['A', unitType],
      ['LON', place],
      ['-', move],
      ['YOR', place],
      ['|', alternative],
      ['S', order],
      ['F', unitType],
      ['EDI', place],
      ['-', move],
      ['YOR', place],
      ['% plan', comment],
    ]);
  });

  it('support hold, then a move alternative', () => {
    expectScopes('5 ! F YOR S A LON | - NTH', [
      ['5', amount],
      ['!', offerType],
      ['F', unitType],
      ['YOR', place],
      ['S', order],
      ['A', unitType],
      ['LON', place],
      ['|', alternative],
      ['-', move],
      ['NTH', place],
    ]);
  });

  it('a convoy route', () => {
    expectScopes('3 : A LON - ENG - BRE', [
      ['3', amount],
      [':', offerType],
      ['A', unitType],
      ['LON', place],
      ['-', move],
      ['ENG', place],
      ['-', move],
      ['BRE', place],
    ]);
  });

  it('coasts after / or in parentheses', () => {
    expectScopes('1 & F BUL/sc H', [
      ['1', amount],
      ['&', offerType],
      ['F', unitType],
      ['BUL', place],
      ['/', slash],
      ['sc', coast],
      ['H', order],
    ]);
    expectScopes('5 : F BUL(SC) - AEG', [
      ['5', amount],
      [':', offerType],
      ['F', unitType],
      ['BUL', place],
      ['(', open],
      ['SC', coast],
      [')', close],
      ['-', move],
      ['AEG', place],
    ]);
    expectScopes('5 : F BUL ( SC ) - AEG', [
      ['5', amount],
      [':', offerType],
      ['F', unitType],
      ['BUL', place],
      ['(', open],
      ['SC', coast],
      [')', close],
      ['-', move],
      ['AEG', place],
    ]);
  });

  it('acceptance lists: every letter run is power letters (Rule 4.1)', () => {
    expectScopes('ACCEPT R?TAE', [
      ['ACCEPT', accept],
      ['R', power],
      ['?', random],
      ['TAE', power],
    ]);
    expectScopes('  accept FRASH % S and H are powers here', [
      ['accept', accept],
      ['FRASH', power],
      ['% S and H are powers here', comment],
    ]);
    expectScopes('ACCEPT F ? A', [
      ['ACCEPT', accept],
      ['F', power],
      ['?', random],
      ['A', power],
    ]);
    // Digits name powers beyond the 26th: `3A` is the powers 3 and A.
    expectScopes('ACCEPT 3A?Z9', [
      ['ACCEPT', accept],
      ['3', power],
      ['A', power],
      ['?', random],
      ['Z9', power],
    ]);
  });

  it('savings requests and comment lines (Rules 3.4, 3.5)', () => {
    expectScopes('10 $', [
      ['10', amount],
      ['$', savings],
    ]);
    expectScopes('10$ % nest egg', [
      ['10', amount],
      ['$', savings],
      ['% nest egg', comment],
    ]);
    expectScopes('% only a comment', [['% only a comment', comment]]);
  });

  it('keywords are case-insensitive and whole words: HOL, SPA, ARM are places', () => {
    // `hold` here is the HOLD keyword, as the lexer reads it (so this line is a syntax error).
    expectScopes('2 hold: hol H', [
      ['2', amount],
      ['hold', order],
      [':', offerType],
      ['hol', place],
      ['H', order],
    ]);
    expectScopes('5 : A SPA - POR', [
      ['5', amount],
      [':', offerType],
      ['A', unitType],
      ['SPA', place],
      ['-', move],
      ['POR', place],
    ]);
    expectScopes('5 : army ARM support fleet HOLLAND c2 - SPA', [
      ['5', amount],
      [':', offerType],
      ['army', unitType],
      ['ARM', place],
      ['support', order],
      ['fleet', unitType],
      ['HOLLAND', place],
      ['c2', place],
      ['-', move],
      ['SPA', place],
    ]);
    expectScopes('1 : F NTH convoy A LON - NWY', [
      ['1', amount],
      [':', offerType],
      ['F', unitType],
      ['NTH', place],
      ['convoy', order],
      ['A', unitType],
      ['LON', place],
      ['-', move],
      ['NWY', place],
    ]);
  });

  it('white space is optional around every symbol; dashes may be en or em dashes', () => {
    expectScopes('3*5#2+6#@F NAP–ION|—TYS', [
      ['3', repetition],
      ['*', times],
      ['5', amount],
      ['#', hash],
      ['2', plateau],
      ['+', plus],
      ['6', amount],
      ['#', hash],
      ['@', offerType],
      ['F', unitType],
      ['NAP', place],
      ['–', move],
      ['ION', place],
      ['|', alternative],
      ['—', move],
      ['TYS', place],
    ]);
    expectScopes('3 * 5 # 2 : A PAR H', [
      ['3', repetition],
      ['*', times],
      ['5', amount],
      ['#', hash],
      ['2', plateau],
      [':', offerType],
      ['A', unitType],
      ['PAR', place],
      ['H', order],
    ]);
  });

  it('fractional amounts are amounts (valid only under Payola Classic)', () => {
    expectScopes('1.5 : A PAR H', [
      ['1.5', amount],
      [':', offerType],
      ['A', unitType],
      ['PAR', place],
      ['H', order],
    ]);
  });

  it('Rule 3.1 shorthand: offers without an amount', () => {
    expectScopes(': A PAR H', [
      [':', offerType],
      ['A', unitType],
      ['PAR', place],
      ['H', order],
    ]);
    expectScopes('a par-bur', [
      ['a', unitType],
      ['par', place],
      ['-', move],
      ['bur', place],
    ]);
  });

  it('Rule 1.5: retreat and adjustment keywords, in any case', () => {
    expectScopes('A PAR R GAS', [
      ['A', unitType],
      ['PAR', place],
      ['R', phaseOrder],
      ['GAS', place],
    ]);
    expectScopes('a par retreat gas', [
      ['a', unitType],
      ['par', place],
      ['retreat', phaseOrder],
      ['gas', place],
    ]);
    expectScopes('A PAR D', [
      ['A', unitType],
      ['PAR', place],
      ['D', phaseOrder],
    ]);
    expectScopes('DISBAND A PAR', [
      ['DISBAND', phaseOrder],
      ['A', unitType],
      ['PAR', place],
    ]);
    expectScopes('remove F NTH', [
      ['remove', phaseOrder],
      ['F', unitType],
      ['NTH', place],
    ]);
    expectScopes('B F STP/NC', [
      ['B', phaseOrder],
      ['F', unitType],
      ['STP', place],
      ['/', slash],
      ['NC', coast],
    ]);
    expectScopes('A PAR BUILD % new army', [
      ['A', unitType],
      ['PAR', place],
      ['BUILD', phaseOrder],
      ['% new army', comment],
    ]);
    expectScopes('Waive', [['Waive', phaseOrder]]);
  });

  it('Rule 1.5: names spelled like those keywords stay names where the parser reads names', () => {
    expectScopes('ACCEPT BDR?', [
      ['ACCEPT', accept],
      ['BDR', power],
      ['?', random],
    ]);
    expectScopes('ACCEPT B D R W', [
      ['ACCEPT', accept],
      ['B', power],
      ['D', power],
      ['R', power],
      ['W', power],
    ]);
    expectScopes('5 : A PAR - B', [
      ['5', amount],
      [':', offerType],
      ['A', unitType],
      ['PAR', place],
      ['-', move],
      ['B', place],
    ]);
    expectScopes('5 : A BRE - WAIVES', [
      ['5', amount],
      [':', offerType],
      ['A', unitType],
      ['BRE', place],
      ['-', move],
      ['WAIVES', place],
    ]);
  });

  it('a minus sign is a dash; `->` is marked as the error it is', () => {
    expectScopes('5:A PAR\u2212BUR', [
      ['5', amount],
      [':', offerType],
      ['A', unitType],
      ['PAR', place],
      ['\u2212', move],
      ['BUR', place],
    ]);
    expectScopes('5 : A PAR -> BUR', [
      ['5', amount],
      [':', offerType],
      ['A', unitType],
      ['PAR', place],
      ['->', 'invalid.illegal.arrow.payola'],
      ['BUR', place],
    ]);
  });

  it('marks characters the lexer cannot read', () => {
    expectScopes('5 = A PAR ~ H', [
      ['5', amount],
      ['=', illegal],
      ['A', unitType],
      ['PAR', place],
      ['~', illegal],
      ['H', order],
    ]);
  });
});

describe('Rule 6.8: the winter lines of Exchange Payola', () => {
  it('scopes the keyword, the company, the investor, the shares and the centre', () => {
    expectScopes('BUY 3 FRANCE', [
      ['BUY', 'keyword.control.exchange.payola'],
      ['3', 'constant.numeric.shares.payola'],
      ['FRANCE', 'entity.name.company.payola'],
    ]);
    expectScopes('ELECT FRANCE:ALICE', [
      ['ELECT', 'keyword.control.exchange.payola'],
      ['FRANCE', 'entity.name.company.payola'],
      [':', offerType],
      ['ALICE', 'entity.name.investor.payola'],
    ]);
    expectScopes('value par 12', [
      ['value', 'keyword.control.exchange.payola'],
      ['par', place],
      ['12', amount],
    ]);
    expectScopes('Dividend 0 % withheld', [
      ['Dividend', 'keyword.control.exchange.payola'],
      ['0', amount],
      ['% withheld', comment],
    ]);
  });
});

describe("the highlighting agrees with the parser's own tokens (lineTokens, one home for categories)", () => {
  it.each([
    '4*3 + 2*4#2 + 1 > A LON - YOR | S F EDI - YOR % plan',
    '5 ! F YOR S A LON | - NTH',
    '1 & F BUL/sc H',
    '5 : F BUL ( SC ) - AEG',
    '3*5#2+6#@F NAP–ION|—TYS',
    'ACCEPT R?TAE',
    'accept FRASH % S and H are powers here',
    'ACCEPT 3A?Z9',
    '10$ % nest egg',
    ': A PAR H',
    'a par-bur',
    'A PAR R GAS',
    'DISBAND A PAR',
    'B F STP/NC',
    'A PAR BUILD',
    'WAIVE',
    '5 : A PAR - B',
    '5 : A PAR -> BUR',
    '5 = A PAR ~ H',
    'BUY 3 FRANCE',
    '  buy 10 england % all of it',
    'ELECT FRANCE:ALICE',
    'elect france : alice',
    'VALUE PAR 12',
    'DIVIDEND 2 % a good year',
    '5 : A PAR - VALUE | - BUY',
  ])('%s', (line) => {
    const fromParser = lineTokens(line).map((t): [string, string] => [t.text.trim(), categoryScopes[t.category]]);
    expect(scopesOf(line)).toEqual(fromParser);
  });
});
