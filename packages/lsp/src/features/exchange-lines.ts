// Exchange Payola (Rule 6.8) in the editor: the winter lines of investors (`BUY`, `ELECT`) and of
// CEOs in their companies' sheets (`VALUE`, `DIVIDEND`), ruling E4. Completion offers the keywords
// the sheet's author may write in the winter, then the companies, investors and owned centres the
// line wants; hovers say what a line does with the public figures (the price of stock, unissued
// shares, the centres' worth: rulings E5, E7) and the checker's own words about it. Nothing is
// decided here: which lines count is the engine's (`readWinterLines`, through the checker).
import { centreWorth, phaseTitle, sharePrice, unissuedShares, type Game, type GamePower } from '@payola/engine';
import { lineTokens, printLineContent, type ExchangeLine, type LineToken, type TokenCategory } from '@payola/parser';
import { CompletionItemKind, MarkupKind, type CompletionItem, type Range } from 'vscode-languageserver';
import { lineRange } from '../positions.js';
import { placeDescription } from './board.js';
import { powerOf, type DocumentContext, type SheetEnvironment } from './context.js';

/** Who writes the sheet in an Exchange winter: an investor still played, or a company with a CEO. */
export interface WinterAuthor {
  readonly kind: 'investor' | 'company';
  readonly power: GamePower;
}

/** The sheet's author when the game is an Exchange game in its winter adjustment phase (ruling E4). */
export function winterAuthor(ctx: Pick<SheetEnvironment, 'game' | 'power'>): WinterAuthor | undefined {
  const game = ctx.game;
  if (!game?.rules.exchange || game.phase !== 'adjustment') return undefined;
  const power = powerOf(ctx);
  if (power?.investor !== undefined && power.status === 'investor') return { kind: 'investor', power };
  if (power?.company !== undefined && power.status === 'active') return { kind: 'company', power };
  return undefined;
}

/** What each keyword does, in a player's words, with its ruling. */
const keywordMeaning = {
  BUY: "buy a company's unissued shares in the stock round (ruling E8)",
  ELECT: "vote for a company's CEO (ruling E10)",
  VALUE: "set the worth of one of the company's centres for next year (ruling E5)",
  DIVIDEND: "declare the company's dividend, AgP a share (ruling E9)",
} as const;

type Keyword = keyof typeof keywordMeaning;

/** The keyword tokens' names in the parser (`Buy`, …), by keyword. */
const keywordByType: ReadonlyMap<string, Keyword> = new Map<string, Keyword>([
  ['Buy', 'BUY'],
  ['Elect', 'ELECT'],
  ['Value', 'VALUE'],
  ['Dividend', 'DIVIDEND'],
]);

/** Words a completion replaces while the cursor is at their end. */
const wordCategories: ReadonlySet<TokenCategory> = new Set([
  'place',
  'company',
  'investor',
  'exchange-keyword',
  'phase-keyword',
  'unit-type',
  'order-keyword',
  'accept-keyword',
]);

interface Prefix {
  /** The tokens written before the word being typed. */
  readonly done: readonly LineToken[];
  /** Where the word being typed starts (the cursor when none is). */
  readonly wordStart: number;
}

function readPrefix(prefix: string): Prefix | undefined {
  const read = lineTokens(prefix);
  if (read.some((t) => t.category === 'comment' || t.category === 'unreadable')) return undefined;
  const last = read.at(-1);
  const typing = last?.end === prefix.length && wordCategories.has(last.category) ? last : undefined;
  return { done: typing ? read.slice(0, -1) : read, wordStart: typing?.start ?? prefix.length };
}

/**
 * At the start of a line of an Exchange winter sheet: the keywords its author may write (BUY and
 * ELECT for an investor, VALUE and DIVIDEND for a company's CEO; a second DIVIDEND is not offered).
 */
export function exchangeKeywords(ctx: DocumentContext, line: number, prefix: string): CompletionItem[] {
  const author = winterAuthor(ctx);
  const read = author && readPrefix(prefix);
  if (!read || read.done.length > 0) return [];
  const keywords: Keyword[] = author.kind === 'investor' ? ['BUY', 'ELECT'] : ['VALUE', 'DIVIDEND'];
  const declared = ctx.sheet.lines.some((l) => l.kind === 'exchange' && l.action === 'dividend' && l.line - 1 !== line);
  const range = lineRange(line, read.wordStart, prefix.length);
  return keywords
    .filter((k) => k !== 'DIVIDEND' || !declared)
    .map((keyword, i) => ({
      label: keyword,
      kind: CompletionItemKind.Keyword,
      detail: keywordMeaning[keyword],
      sortText: `z${i}`,
      textEdit: { range, newText: `${keyword} ` },
    }));
}

/**
 * Inside an Exchange line begun (its keyword written): the companies after `BUY 3` and `ELECT`,
 * the investors after `ELECT FRANCE:`, the company's own centres after `VALUE`. Undefined when the
 * line is no Exchange line, or outside an Exchange winter (the caller offers what else fits).
 */
export function exchangeLineCompletion(
  ctx: DocumentContext,
  line: number,
  prefix: string,
): CompletionItem[] | undefined {
  const author = winterAuthor(ctx);
  const read = author && readPrefix(prefix);
  const keyword = read && keywordByType.get(read.done[0]?.type ?? '');
  if (!keyword) return undefined;
  const { done, wordStart } = read;
  const game = ctx.game!;
  const range = lineRange(line, wordStart, prefix.length);
  const others = ctx.sheet.lines.filter((l): l is ExchangeLine => l.kind === 'exchange' && l.line - 1 !== line);
  const next = done.length;
  switch (keyword) {
    case 'BUY':
      return next === 2 && done[1]!.category === 'shares' ? companies(game, range, 'buy') : [];
    case 'ELECT': {
      if (next === 1) {
        const voted = new Set(others.flatMap((l) => (l.action === 'elect' ? [l.company] : [])));
        return companies(game, range, 'elect').filter((i) => !voted.has(i.label));
      }
      return next === 3 && done[2]!.type === 'Colon' ? candidates(game, range) : [];
    }
    case 'VALUE': {
      if (next !== 1) return [];
      const valued = new Set(others.flatMap((l) => (l.action === 'value' ? [l.center.name] : [])));
      return author.power.centers
        .filter((c) => !valued.has(c))
        .map((center, i) => ({
          label: center,
          kind: CompletionItemKind.Constant,
          detail: `worth ${centreWorth(game, center)} AgP now (ruling E5)`,
          documentation: placeDescription(game.map.province(center)),
          sortText: String(i).padStart(3, '0'),
          textEdit: { range, newText: `${center} ` },
        }));
    }
    case 'DIVIDEND':
      return [];
  }
}

/** The companies still in the game, with what a buyer or a voter wants to know of each. */
function companies(game: Game, range: Range, purpose: 'buy' | 'elect'): CompletionItem[] {
  return game.companies
    .filter((c) => c.status !== 'eliminated')
    .map((company, i) => {
      const unissued = unissuedShares(game, company);
      const detail =
        purpose === 'buy'
          ? `${sharePrice(game, company)} AgP a share, ${unissued === 0 ? 'no share' : `${unissued} share${unissued === 1 ? '' : 's'}`} unissued (rulings E7, E8)`
          : `CEO: ${company.company?.ceo ?? 'none'} (ruling E10)`;
      return {
        label: company.name.toUpperCase(),
        kind: CompletionItemKind.Class,
        detail,
        documentation: { kind: MarkupKind.Markdown, value: companyMarkdown(game, company) },
        sortText: String(i).padStart(3, '0'),
        textEdit: { range, newText: company.name.toUpperCase() },
      };
    });
}

/** The investors still played: the candidates of an election (ruling E10). */
function candidates(game: Game, range: Range): CompletionItem[] {
  return game.investors
    .filter((p) => p.status === 'investor')
    .map((investor, i) => {
      const heads = game.companies.filter((c) => c.company?.ceo === investor.name).map((c) => c.name);
      return {
        label: investor.name.toUpperCase(),
        kind: CompletionItemKind.EnumMember,
        detail: heads.length > 0 ? `investor, CEO of ${heads.join(', ')}` : 'investor',
        sortText: String(i).padStart(3, '0'),
        textEdit: { range, newText: investor.name.toUpperCase() },
      };
    });
}

/** A company's public figures (ruling E17): CEO, shares, price, centres and their worth. */
function companyMarkdown(game: Game, company: GamePower): string {
  if (company.status === 'eliminated') return `**${company.name}** was eliminated and liquidated (ruling E15).`;
  const shares = company.company?.shares ?? 0;
  const unissued = unissuedShares(game, company);
  const centres = company.centers.map((c) => `${c} ${centreWorth(game, c)}`).join(', ');
  return [
    `**${company.name}**: ${company.company?.ceo === undefined ? 'no CEO (a dummy, Rule 4.4)' : `CEO ${company.company.ceo}`}; ${shares} shares issued, ${unissued} unissued; ${sharePrice(game, company)} AgP a share in the stock round (ruling E7).`,
    '',
    `Centres and their worth in AgP (ruling E5): ${centres === '' ? 'none' : centres}.`,
  ].join('\n');
}

/** The part of an Exchange line at a position: its keyword and numbers, company, candidate or centre. */
export type ExchangePart = 'line' | 'company' | 'candidate' | 'center';

/** Hover text for an Exchange line: what it does, the figures it depends on, and the checker's words. */
export function exchangeMarkdown(ctx: DocumentContext, line: ExchangeLine, part: ExchangePart): string {
  const game = ctx.game;
  const text = printLineContent(line);
  const lines = [`**\`${text}\`**: ${doing(ctx, line)}`];
  if (!game) {
    lines.push('', 'No game file: the companies, the investors and the phase are unknown.');
    return lines.join('\n');
  }
  if (!game.rules.exchange) {
    lines.push('', 'This game is not played with Exchange Payola (Rule 6.8).');
    return lines.join('\n');
  }
  const company = (line.action === 'buy' || line.action === 'elect') && game.power(line.company);
  if (company && company.company && (part === 'company' || part === 'line'))
    lines.push('', companyMarkdown(game, company));
  if (line.action === 'elect' && part === 'candidate') {
    const candidate = game.power(line.candidate);
    if (candidate?.investor) {
      const heads = game.companies.filter((c) => c.company?.ceo === candidate.name).map((c) => c.name);
      lines.push(
        '',
        `**${candidate.name}**: an investor${candidate.status === 'dummy' ? ' who resigned (Rule 2.4)' : ''}${heads.length > 0 ? `, CEO of ${heads.join(', ')}` : ''}.`,
      );
    }
  }
  if (line.action === 'value') {
    const province = ctx.map.resolve(line.center.name);
    if (province)
      lines.push(
        '',
        `**${province.id}**: ${placeDescription(province)}, worth ${centreWorth(game, province.id)} AgP now.`,
      );
  }
  if (game.phase !== 'adjustment')
    lines.push(
      '',
      `Written in the winter adjustment phase (ruling E4); this is the ${phaseTitle(game.season, game.year)} ${game.phase} phase.`,
    );
  const said = ctx.checked.diagnostics.filter(
    (d) => d.range.start.offset >= line.range.start.offset && d.range.end.offset <= line.range.end.offset,
  );
  for (const d of said) lines.push('', `${d.severity === 'info' ? 'ℹ' : '✗'} ${d.message}`);
  if (game.phase === 'adjustment' && !said.some((d) => d.severity === 'error'))
    lines.push('', "✓ It counts at the winter's end (ruling E4).");
  return lines.join('\n');
}

/** What a line asks, in a player's words. */
function doing(ctx: DocumentContext, line: ExchangeLine): string {
  const game = ctx.game;
  const name = (written: string) => game?.power(written)?.name ?? written;
  switch (line.action) {
    case 'buy':
      return `buy ${line.shares} of ${name(line.company)}'s unissued shares in the winter's stock round, at its price, from your own treasury (ruling E8). Buyers are served in the order of the company's acceptance list, as far as the shares left and their money allow.`;
    case 'elect':
      return `your vote for ${name(line.candidate)} as ${name(line.company)}'s CEO, weighing the shares of it you hold after the stock round; your first vote for a company counts (ruling E10).`;
    case 'value': {
      const province = ctx.map.resolve(line.center.name);
      return `${province?.name ?? line.center.name} is worth ${line.worth} AgP from the winter's end: the company's income next year and the price of its stock in the next stock round (ruling E5).`;
    }
    case 'dividend': {
      const company = powerOf(ctx)?.company ? powerOf(ctx)!.name : 'the company';
      return line.amount === 0
        ? `${company}'s dividend is withheld this year (ruling E9).`
        : `${line.amount} AgP a share to ${company}'s stockholders, paid at the winter's end before the stock round, from its treasury (ruling E9).`;
    }
  }
}
