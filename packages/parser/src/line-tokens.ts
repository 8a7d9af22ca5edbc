import type { IToken } from 'chevrotain';
import { LineAstBuilder } from './build-ast.js';
import { sheetGrammar } from './grammar.js';
import { LexedLine, lexLine } from './lexer.js';
import { LineReader } from './line-reader.js';
import { tokenCategories, type TokenCategory } from './tokens.js';

/** A token of a line as the parser read it. */
export interface LineToken {
  /** What it is (`place`, `amount`, `offer-type`, …), in context where the parser read it so far. */
  readonly category: TokenCategory;
  /** The token's name in the grammar (`Identifier`, `Hold`, `NumberLiteral`, …), `Comment`, or `Unreadable`. */
  readonly type: string;
  readonly text: string;
  /** Offsets in the line's text: the first character, and just after the last. */
  readonly start: number;
  readonly end: number;
}

/** A piece of the grammar that may come next, with the rules it would be read in. */
export interface ExpectedToken {
  /** The token's name in the grammar (`Identifier`, `Colon`, …). */
  readonly type: string;
  /** Its category out of context (`place`, `offer-type`, …). */
  readonly category: TokenCategory;
  /** The grammar rules being read, outermost first (`line`, `amountLine`, `offer`, `unit`, …). */
  readonly rules: readonly string[];
}

/**
 * The parser's own tokens of one line (up to its first line break), in order, with their
 * categories: what highlighting and completion need, from the one lexer and grammar. Error
 * tolerant: a line that does not parse keeps every token it has, each token read before the error
 * in the category the parser read it as (a `coast` after `/`, `power-letters` after ACCEPT, …),
 * the rest in their categories out of context; characters no token reads are `unreadable`
 * tokens, and a comment is one `comment` token.
 *
 * @example lineTokens('3*2 : F SPA/nc H').map((t) => t.category)
 * // => ['repetition', 'repetition-sign', 'amount', 'offer-type', 'unit-type', 'place',
 * //     'coast-separator', 'coast', 'order-keyword']
 */
export function lineTokens(lineText: string): LineToken[] {
  const end = lineEnd(lineText);
  const lexed = lexLine(lineText, 0, end, new LexedLine());
  readRoles(lineText, end, lexed);
  const tokens: LineToken[] = [];
  for (let i = 0; i < lexed.count; i++) {
    const token = lexed.tokens[i]!;
    tokens.push({
      category: token.role ?? tokenCategories[token.tokenType.name]!,
      type: token.tokenType.name,
      text: token.image,
      start: token.startOffset,
      end: token.end,
    });
  }
  for (const run of lexed.unreadable) {
    tokens.push({
      category: 'unreadable',
      type: 'Unreadable',
      text: lineText.slice(run.start, run.end),
      start: run.start,
      end: run.end,
    });
  }
  if (lexed.commentStart >= 0) {
    const start = lexed.commentStart;
    tokens.push({ category: 'comment', type: 'Comment', text: lineText.slice(start, end), start, end });
  }
  return lexed.unreadable.length > 0 ? tokens.sort((a, b) => a.start - b.start) : tokens;
}

/**
 * What the grammar accepts after the complete tokens of `linePrefix` (the text of a line before
 * the cursor, without the word being typed): each possible next token once, in grammar order.
 * Nothing when the prefix itself cannot be read (a syntax error before the cursor).
 *
 * @example expectedTokens('5 :').map((t) => t.type)  // => ['Army', 'Fleet', 'Identifier']
 */
export function expectedTokens(linePrefix: string): ExpectedToken[] {
  const end = lineEnd(linePrefix);
  const lexed = lexLine(linePrefix, 0, end, new LexedLine());
  if (lexed.unreadable.length > 0 || lexed.commentStart >= 0) return [];
  const paths = sheetGrammar().computeContentAssist('line', lexed.fill([]));
  const seen = new Set<string>();
  const expected: ExpectedToken[] = [];
  for (const path of paths) {
    const type = path.nextTokenType.name;
    const rule = path.ruleStack[path.ruleStack.length - 1]!;
    const label = terminalLabels().get(`${rule}/${type}/${path.nextTokenOccurrence}`);
    const inContext = type === 'Question' || label === undefined ? undefined : categoryByLabel[label];
    const category = inContext ?? tokenCategories[type]!;
    const key = `${type}/${category}`;
    if (seen.has(key)) continue;
    seen.add(key);
    expected.push({ type, category, rules: path.ruleStack });
  }
  return expected;
}

/** What the grammar's labels (grammar.ts) say a token is where context decides it. */
const categoryByLabel: Readonly<Record<string, TokenCategory>> = Object.freeze(
  Object.assign(Object.create(null) as Record<string, TokenCategory>, {
    letters: 'power-letters',
    repetition: 'repetition',
    amount: 'amount',
    plateau: 'plateau',
    name: 'place',
    coast: 'coast',
    shares: 'shares',
    company: 'company',
    investor: 'investor',
  } satisfies Record<string, TokenCategory>),
);

let labels: Map<string, string> | undefined;

/** Each labelled terminal of the grammar, by `rule/token/occurrence`. */
function terminalLabels(): Map<string, string> {
  if (labels) return labels;
  labels = new Map();
  interface Node {
    readonly type: string;
    readonly name?: string;
    readonly idx?: number;
    readonly terminalLabel?: string;
    readonly definition?: readonly Node[];
  }
  const walk = (rule: string, nodes: readonly Node[]): void => {
    for (const node of nodes) {
      if (node.type === 'Terminal' && node.terminalLabel)
        labels!.set(`${rule}/${node.name}/${node.idx}`, node.terminalLabel);
      if (node.definition) walk(rule, node.definition);
    }
  };
  for (const rule of sheetGrammar().getSerializedGastProductions() as unknown as Node[])
    walk(rule.name!, rule.definition!);
  return labels;
}

function lineEnd(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 10 || code === 13) return i;
  }
  return text.length;
}

/**
 * Reads the readable tokens as the parser does, so each token read gets the role it was read in:
 * a line of the language by the line reader, any other by the grammar, up to where it fails.
 */
function readRoles(text: string, end: number, lexed: LexedLine): void {
  const builder = new LineAstBuilder();
  builder.startLine(text, 0, 0, 0, lexed.codes);
  builder.setContent(0, end, undefined);
  if (new LineReader(builder).read(lexed.tokens, lexed.count)) return;
  for (let i = 0; i < lexed.count; i++) lexed.tokens[i]!.role = undefined;
  const grammar = sheetGrammar();
  const previous = grammar.builder as LineAstBuilder | undefined;
  grammar.builder = builder;
  try {
    grammar.input = lexed.fill([] as IToken[]);
    grammar.line();
  } finally {
    if (previous) grammar.builder = previous;
  }
}
