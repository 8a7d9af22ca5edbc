// Builders of the files generated from @payola/parser: the serialized grammar, its railroad
// diagrams and the TextMate grammar. Each function returns the file's text; generate.mjs writes
// them and test/artefacts.test.ts checks the copies on disk are current.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createSyntaxDiagramsCode } from 'chevrotain';
import { allTokens, sheetGrammar, tokenCategories } from '@payola/parser';

/** @typedef {import('chevrotain').TokenType} TokenType */

/** @returns {string} `grammar.json`: the parser's rules as Chevrotain serializes them. */
export function serializedGrammar() {
  return `${JSON.stringify(sheetGrammar().getSerializedGastProductions(), null, 2)}\n`;
}

// Placeholder resource URLs, replaced by the files' contents so that the page needs no network.
const inline = 'inline:';

/** @returns {string} `diagrams.html`: one self-contained page of railroad diagrams. */
export function railroadDiagramsHtml() {
  const diagramsDir = join(dirname(createRequire(import.meta.url).resolve('chevrotain')), '../../diagrams');
  /** @param {string} file */
  const read = (file) => readFileSync(join(diagramsDir, file), 'utf8');
  const productions = sheetGrammar().getSerializedGastProductions();
  const page = createSyntaxDiagramsCode(productions, { resourceBase: inline, css: `${inline}diagrams.css` })
    .replace('<meta charset="utf-8">', '$&\n<title>Payola offer sheet grammar</title>')
    .replace(/<link rel='stylesheet' href='inline:([^']+)'>/, (_, file) => `<style>\n${read(file)}</style>`)
    .replace(
      /<script src='inline:([^']+)'><\/script>/g,
      (_, file) => `<script>\n${scriptBody(read(file), file)}</script>`,
    );
  if (page.includes(inline) || !page.includes('<title>')) {
    throw new Error('chevrotain changed the page createSyntaxDiagramsCode writes: update railroadDiagramsHtml()');
  }
  return page;
}

/** @param {string} code @param {string} file */
function scriptBody(code, file) {
  // Either sequence would end or derail an inline <script> element.
  if (/<\/script|<!--/i.test(code)) throw new Error(`cannot inline ${file}: it contains </script or <!--`);
  return code;
}

/**
 * The TextMate scope of each token category of @payola/parser (`tokenCategories`, the one home of
 * what each token is). Every category must be listed, so a new one forces a decision here.
 * @type {Readonly<Record<import('@payola/parser').TokenCategory, string>>}
 */
export const categoryScopes = {
  comment: 'comment.line.percentage.payola',
  'accept-keyword': 'keyword.other.accept.payola',
  'power-letters': 'constant.language.power.payola',
  random: 'keyword.operator.random.payola',
  amount: 'constant.numeric.amount.payola',
  repetition: 'constant.numeric.repetition.payola',
  plateau: 'constant.numeric.plateau.payola',
  'repetition-sign': 'keyword.operator.repetition.payola',
  plus: 'keyword.operator.plus.payola',
  'plateau-sign': 'keyword.operator.plateau.payola',
  'savings-sign': 'keyword.operator.savings.payola',
  'offer-type': 'keyword.operator.offer-type.payola',
  'unit-type': 'storage.type.unit.payola',
  place: 'entity.name.place.payola',
  coast: 'entity.name.coast.payola',
  'coast-separator': 'punctuation.separator.coast.payola',
  'coast-open': 'punctuation.definition.coast.begin.payola',
  'coast-close': 'punctuation.definition.coast.end.payola',
  'order-keyword': 'keyword.control.order.payola',
  'phase-keyword': 'keyword.control.phase-order.payola',
  'exchange-keyword': 'keyword.control.exchange.payola',
  company: 'entity.name.company.payola',
  investor: 'entity.name.investor.payola',
  shares: 'constant.numeric.shares.payola',
  'move-sign': 'keyword.operator.move.payola',
  arrow: 'invalid.illegal.arrow.payola',
  'alternative-sign': 'keyword.operator.alternative.payola',
  unreadable: 'invalid.illegal.character.payola',
};

/** Tokens the lexer skips: no category, no scope. */
const skipped = new Set(['WhiteSpace', 'LineBreak']);

/**
 * The scope of a token wherever no context rule below gives it another: its category's.
 * @param {string} name
 * @returns {string | null}
 */
function tokenScope(name) {
  if (skipped.has(name)) return null;
  const category = tokenCategories[name];
  if (!category) throw new Error(`token ${name} has no category in @payola/parser's tokenCategories`);
  const scope = categoryScopes[category];
  if (!scope) throw new Error(`category ${category} has no TextMate scope: add it to categoryScopes`);
  return scope;
}

/** @returns {string} `payola.tmLanguage.json`, derived from the lexer's token patterns. */
export function textMateGrammar() {
  for (const token of allTokens) tokenScope(token.name);
  /** @param {string} name */
  const re = (name) => {
    const token = allTokens.find((t) => t.name === name);
    if (!token) throw new Error(`token ${name} is gone from @payola/parser: update textMateGrammar()`);
    return tokenRegex(token);
  };
  const space = `${re('WhiteSpace')}?`;

  const grammar = {
    $schema: 'https://raw.githubusercontent.com/martinring/tmlanguage/master/tmlanguage.json',
    information_for_contributors: [
      'Generated by grammar/generate.mjs from the tokens of @payola/parser: do not edit.',
      'Change packages/parser/src/tokens.ts or grammar/artefacts.mjs, then run npm run generate.',
    ],
    name: 'Payola offer sheet',
    scopeName: 'source.payola',
    fileTypes: ['payola'],
    patterns: [{ include: '#accept-list' }, { include: '#exchange-line' }, { include: '#line' }],
    repository: {
      // Rule 4.1. Inside it every letter run (names and keywords alike) is power letters, and so
      // are digits (they name powers beyond the 26th).
      'accept-list': {
        name: 'meta.accept-list.payola',
        begin: `^${space}(${re('Accept')})`,
        beginCaptures: { 1: { name: categoryScopes['accept-keyword'] } },
        end: '$',
        patterns: [
          { match: re('Identifier'), name: categoryScopes['power-letters'] },
          { match: re('NumberLiteral'), name: categoryScopes['power-letters'] },
          { include: '#line' },
        ],
      },
      // Exchange Payola's winter lines (Rule 6.8), where the keyword fits its line as the parser
      // reads it: the company, the investor, the shares and the centre by their place in it.
      'exchange-line': {
        patterns: [
          {
            match: `^${space}(${re('Buy')})${space}(${re('NumberLiteral')})${space}(${re('Identifier')})`,
            captures: {
              1: { name: categoryScopes['exchange-keyword'] },
              2: { name: categoryScopes.shares },
              3: { name: categoryScopes.company },
            },
          },
          {
            match: `^${space}(${re('Elect')})${space}(${re('Identifier')})${space}(${re('Colon')})${space}(${re('Identifier')})`,
            captures: {
              1: { name: categoryScopes['exchange-keyword'] },
              2: { name: categoryScopes.company },
              3: { name: tokenScope('Colon') },
              4: { name: categoryScopes.investor },
            },
          },
          {
            match: `^${space}(${re('Value')})${space}(${re('Identifier')})${space}(${re('NumberLiteral')})`,
            captures: {
              1: { name: categoryScopes['exchange-keyword'] },
              2: { name: categoryScopes.place },
              3: { name: categoryScopes.amount },
            },
          },
          {
            match: `^${space}(${re('Dividend')})${space}(${re('NumberLiteral')})`,
            captures: { 1: { name: categoryScopes['exchange-keyword'] }, 2: { name: categoryScopes.amount } },
          },
        ],
      },
      // Context rules come first: TextMate, like the lexer, takes the first rule matching earliest.
      line: {
        patterns: [
          { include: '#repetition' },
          { include: '#plateau' },
          { include: '#coast' },
          { include: '#destination' },
          { include: '#tokens' },
          { match: '.', name: categoryScopes.unreadable },
        ],
      },
      repetition: {
        match: `(${re('NumberLiteral')})${space}(${re('Star')})`,
        captures: { 1: { name: categoryScopes.repetition }, 2: { name: tokenScope('Star') } },
      },
      plateau: {
        match: `(${re('Hash')})(?:${space}(${re('NumberLiteral')}))?`,
        captures: { 1: { name: tokenScope('Hash') }, 2: { name: categoryScopes.plateau } },
      },
      coast: {
        patterns: ['Slash', 'LParen'].map((open) => ({
          match: `(${re(open)})${space}(${re('Identifier')})`,
          captures: { 1: { name: tokenScope(open) }, 2: { name: categoryScopes.coast } },
        })),
      },
      // After `-` a name is a place, even one spelled like a retreat or adjustment keyword.
      destination: {
        match: `(${re('Dash')})${space}(${re('Identifier')})`,
        captures: { 1: { name: tokenScope('Dash') }, 2: { name: categoryScopes.place } },
      },
      // One rule per token, in the lexer's priority order.
      tokens: {
        patterns: allTokens.map((t) => {
          const scope = tokenScope(t.name);
          return { comment: t.name, match: tokenRegex(t), ...(scope && { name: scope }) };
        }),
      },
    },
  };
  return `${JSON.stringify(grammar, null, 2)}\n`;
}

/**
 * A token's pattern as an Oniguruma regex. A keyword with `longer_alt` (Identifier) must not be
 * followed by a character that would continue the longer token: that keeps HOL, SPA, ARM places.
 * @param {TokenType} token
 */
function tokenRegex(token) {
  const pattern = token.PATTERN;
  let source;
  if (typeof pattern === 'string') source = pattern.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
  else if (pattern instanceof RegExp && /^i?$/.test(pattern.flags))
    source = `(?${pattern.flags}:${toOniguruma(pattern.source)})`;
  else throw new Error(`token ${token.name}: cannot translate its pattern ${String(pattern)} to TextMate`);
  const longer = [token.LONGER_ALT ?? []].flat();
  return longer.length === 0 ? source : `${source}(?!${longer.map(continuation).join('|')})`;
}

/** @param {string} source A JavaScript regex source. */
function toOniguruma(source) {
  // JavaScript's \d is ASCII only (Oniguruma's is Unicode), and Oniguruma spells \uXXXX as \x{XXXX}.
  return source.replace(/\\(?:u([0-9a-fA-F]{4})|(d)|.)/g, (escape, hex, digit) =>
    hex ? `\\x{${hex}}` : digit ? '[0-9]' : escape,
  );
}

/**
 * The character class that continues a name token written `[first][rest]*`.
 * @param {TokenType} token
 */
function continuation(token) {
  const pattern = token.PATTERN;
  const match = pattern instanceof RegExp ? /^(\[[^\]]+\])(\[[^\]]+\])\*$/.exec(pattern.source) : null;
  if (!(pattern instanceof RegExp) || !match?.[2]) {
    throw new Error(`token ${token.name} is no longer [first][rest]*: update continuation() in grammar/artefacts.mjs`);
  }
  return `(?${pattern.flags}:${toOniguruma(match[2])})`;
}

/** Every generated file, by its name in grammar/, with the function that builds it. */
export const generatedFiles = Object.freeze({
  'grammar.json': serializedGrammar,
  'diagrams.html': railroadDiagramsHtml,
  'payola.tmLanguage.json': textMateGrammar,
});
