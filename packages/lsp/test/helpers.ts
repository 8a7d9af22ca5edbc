// Test helpers in the Langium style: documents written with cursor markers (`<|>` a position,
// `<|…|>` a range) and one `expect…(text, expected)` per feature, calling the feature functions
// directly on a context built in memory (a game from `startingGame()` or `gameWith`).
import { loadGame, startingGame, type Game } from '@payola/engine';
import { exchangeGame, exchangeWinter as winterOfExchange } from '../../engine/test/support/exchange.js';
import { TextDocument } from 'vscode-languageserver-textdocument';
import {
  DiagnosticSeverity,
  type CodeAction,
  type CompletionItem,
  type Position,
  type Range,
  type TextEdit,
} from 'vscode-languageserver';
import { expect } from 'vitest';
import { codeActions } from '../src/features/code-actions.js';
import { completion } from '../src/features/completion.js';
import { buildContext, environment, type DocumentContext } from '../src/features/context.js';
import { diagnostics } from '../src/features/diagnostics.js';
import { formatting } from '../src/features/formatting.js';
import { hover } from '../src/features/hover.js';
import { semanticTokens, semanticTokensLegend } from '../src/features/semantic-tokens.js';
import type { PayolaSettings } from '../src/workspace/settings.js';

export const uri = 'file:///game/france.payola';

export interface Marked {
  readonly text: string;
  readonly positions: Position[];
  readonly ranges: Range[];
}

/** Removes the markers: `<|>` records a position, `<|` … `|>` a range. */
export function markers(marked: string): Marked {
  const positions: Position[] = [];
  const ranges: Range[] = [];
  const open: Position[] = [];
  let text = '';
  let line = 0;
  let character = 0;
  for (let i = 0; i < marked.length;) {
    if (marked.startsWith('<|>', i)) {
      positions.push({ line, character });
      i += 3;
    } else if (marked.startsWith('<|', i)) {
      open.push({ line, character });
      i += 2;
    } else if (marked.startsWith('|>', i) && open.length > 0) {
      ranges.push({ start: open.pop()!, end: { line, character } });
      i += 2;
    } else {
      const c = marked[i]!;
      text += c;
      if (c === '\n') {
        line++;
        character = 0;
      } else character++;
      i++;
    }
  }
  return { text, positions, ranges };
}

export interface ContextOptions {
  /** The game (default: the opening of the standard board); `null` for no game file. */
  readonly game?: Game | null;
  /** The sheet's power (default France when there is a game). */
  readonly power?: string;
  readonly settings?: Partial<PayolaSettings>;
}

export const opening = startingGame();

export function contextOf(text: string, options: ContextOptions = {}): DocumentContext {
  const game = options.game === null ? undefined : (options.game ?? opening);
  const power = options.power ?? (game ? 'France' : undefined);
  return buildContext(
    { uri, version: 1, text },
    environment({
      ...(game && { game }),
      ...(power !== undefined && { power }),
      ...(options.settings && { settings: options.settings }),
    }),
  );
}

/** A standard-map game with these units (every power present, 48 AgP unless given). */
export function gameWith(
  units: Record<string, string[]>,
  options: {
    rules?: string[];
    balances?: Record<string, number>;
    dummies?: string[];
    /** The phase (movement by default) and its season (spring; winter for adjustments). */
    phase?: 'movement' | 'retreat' | 'adjustment';
    season?: 'spring' | 'fall' | 'winter';
    /** A retreat phase's dislodged units. */
    dislodged?: { power: string; unit: string; by: string; retreats: string[] }[];
    /** Each power's supply centres (none unless given). */
    centers?: Record<string, string[]>;
  } = {},
): Game {
  const phase = options.phase ?? 'movement';
  const result = loadGame({
    map: 'standard',
    rules: options.rules ?? [],
    year: 1901,
    season: options.season ?? (phase === 'adjustment' ? 'winter' : phase === 'retreat' ? 'fall' : 'spring'),
    ...(phase !== 'movement' && { phase }),
    ...(options.dislodged && { dislodged: options.dislodged }),
    powers: opening.powers.map((p) => ({
      name: p.name,
      letter: p.letter,
      balance: options.balances?.[p.name] ?? 48,
      accept: `${p.letter}?`,
      centers: options.centers?.[p.name] ?? [],
      status: options.dummies?.includes(p.name) ? 'dummy' : 'active',
    })),
    units: Object.entries(units).flatMap(([power, list]) => list.map((unit) => ({ power, unit }))),
  });
  if (!result.ok) throw new Error(result.problems.map((p) => `${p.path}: ${p.message}`).join('; '));
  return result.game;
}

/**
 * Fall 1901's retreat phase: Italy's A VEN, dislodged by Austria's attack from Trieste, may retreat
 * to APU, PIE, ROM or TUS (not TRI, where the attack came from; TYR is occupied); Russia's F SEV,
 * dislodged from ARM, has nowhere to go.
 */
export const retreatPhase = gameWith(
  {
    Austria: ['A VEN', 'A TYR', 'F ALB'],
    Italy: ['F NAP'],
    Turkey: ['A SEV', 'F BLA', 'A RUM', 'A UKR', 'A MOS'],
    Russia: [],
  },
  {
    phase: 'retreat',
    dislodged: [
      { power: 'Italy', unit: 'A VEN', by: 'TRI', retreats: ['APU', 'PIE', 'ROM', 'TUS'] },
      { power: 'Russia', unit: 'F SEV', by: 'ARM', retreats: [] },
    ],
  },
);

/**
 * Winter 1901: Austria builds up to 3 (five centres, two units; its home centres vacant), Italy
 * must disband 1 (two centres, three units), Russia may build fleets on either coast of St
 * Petersburg, France neither builds nor disbands.
 */
export const adjustmentPhase = gameWith(
  {
    Austria: ['A SER', 'A GRE'],
    Italy: ['A PIE', 'F ION', 'A APU'],
    Russia: ['A RUM'],
    France: ['A PAR', 'F BRE', 'A MAR'],
  },
  {
    phase: 'adjustment',
    centers: {
      Austria: ['VIE', 'BUD', 'TRI', 'SER', 'GRE'],
      Italy: ['ROM', 'NAP'],
      Russia: ['MOS', 'STP', 'RUM'],
      France: ['PAR', 'BRE', 'MAR'],
    },
  },
);

/** The hover at `<|>`: its Markdown contains each expected text (or equals `null`). */
export function expectHover(
  marked: string,
  expected: null | string | readonly (string | RegExp)[],
  options?: ContextOptions,
): string {
  const { text, positions } = markers(marked);
  const result = hover({ position: positions[0]! }, contextOf(text, options));
  if (expected === null) {
    expect(result).toBeNull();
    return '';
  }
  expect(result, 'a hover').not.toBeNull();
  const value = (result!.contents as { value: string }).value;
  for (const part of typeof expected === 'string' ? [expected] : expected) {
    if (typeof part === 'string') expect(value).toContain(part);
    else expect(value).toMatch(part);
  }
  return value;
}

/** The completion labels at `<|>` include (and exclude) these. */
export function expectCompletion(
  marked: string,
  expected: { includes?: readonly string[]; excludes?: readonly string[]; exactly?: readonly string[] },
  options?: ContextOptions,
): CompletionItem[] {
  const { text, positions } = markers(marked);
  const items = completion({ position: positions[0]! }, contextOf(text, options));
  const labels = items.map((i) => i.label);
  for (const label of expected.includes ?? []) expect(labels, `completion includes ${label}`).toContain(label);
  for (const label of expected.excludes ?? []) expect(labels, `completion excludes ${label}`).not.toContain(label);
  if (expected.exactly) expect(labels).toEqual(expected.exactly);
  return items;
}

/** Applies edits to a text. */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  const document = TextDocument.create(uri, 'payola', 1, text);
  return TextDocument.applyEdits(document, [...edits]);
}

export function expectFormatting(text: string, expected: string, options?: ContextOptions): void {
  const ctx = contextOf(text, options);
  expect(applyEdits(text, formatting(ctx))).toBe(expected);
}

/**
 * The diagnostics, as `code` or `code@<range index>` (ranges marked with `<|…|>`), in order.
 * Information (hints in the editor: the sheet's total, advice on pitfalls) counts only where
 * `expected` names its code; `ignore` leaves out other codes too.
 */
export function expectDiagnostics(
  marked: string,
  expected: readonly string[],
  options?: ContextOptions & { ignore?: readonly string[] },
): void {
  const { text, ranges } = markers(marked);
  const ignore = new Set(options?.ignore ?? []);
  const named = new Set(expected.map((e) => e.split('@')[0]));
  const found = diagnostics(contextOf(text, options))
    .filter((d) => !ignore.has(String(d.code)))
    .filter((d) => d.severity !== DiagnosticSeverity.Hint || named.has(String(d.code)))
    .map((d) => {
      const index = ranges.findIndex(
        (r) =>
          r.start.line === d.range.start.line &&
          r.start.character === d.range.start.character &&
          r.end.line === d.range.end.line &&
          r.end.character === d.range.end.character,
      );
      return index >= 0 ? `${d.code}@${index}` : String(d.code);
    });
  expect(found).toEqual(expected);
}

/** The quick fix titled `title` (offered in the marked range) turns the text into `expected`. */
export function expectQuickFix(
  marked: string,
  title: string | RegExp,
  expected: string,
  options?: ContextOptions,
): CodeAction {
  const { text, ranges, positions } = markers(marked);
  const range = ranges[0] ?? { start: positions[0]!, end: positions[0]! };
  const actions = codeActions({ range, context: { diagnostics: [] } }, contextOf(text, options));
  const action = actions.find((a) => (typeof title === 'string' ? a.title === title : title.test(a.title)));
  expect(action, `a quick fix "${title}" among ${JSON.stringify(actions.map((a) => a.title))}`).toBeDefined();
  expect(applyEdits(text, action!.edit!.changes![uri]!)).toBe(expected);
  return action!;
}

/** Exchange Payola (Rule 6.8): Spring 1901 of `exchangeGame()` (Alice heads France, Bob England and Germany, Carol holds 3 of France). */
export const exchangeSpring = exchangeGame();

/** Its Winter 1901, nothing moved: France's price is 10 AgP a share, 1 share unissued. */
export const exchangeWinter = winterOfExchange();

/**
 * The semantic tokens of `text` in `context`, each as `"<text it covers> <type>"`, in order. Each
 * token is encoded as [line delta, start delta (from the previous token on its line, else from the
 * line's start), length, type, modifiers].
 */
export function shownTokens(text: string, context: DocumentContext): string[] {
  const { data } = semanticTokens(context);
  const lines = text.split('\n');
  const shown: string[] = [];
  let line = 0;
  let start = 0;
  for (let i = 0; i < data.length; i += 5) {
    line += data[i]!;
    start = data[i] === 0 ? start + data[i + 1]! : data[i + 1]!;
    shown.push(`${lines[line]!.substr(start, data[i + 2]!)} ${semanticTokensLegend.tokenTypes[data[i + 3]!]}`);
  }
  return shown;
}
