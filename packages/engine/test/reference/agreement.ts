/**
 * The engine's `adjudicate` against the reference judge on one phase: the same order and total
 * for every unit, the same payments, spending, balances and cuts. A disagreement is reported with
 * the whole phase (board, balances, lists, sheets) so that it can be read and replayed by hand.
 */
import { parseSheet } from '@payola/parser';
import { adjudicate, unitText, type AdjudicationResult, type Game } from '@payola/engine';
import { expect } from 'vitest';
import { referenceJudge, type ReferenceResult } from './reference-judge.js';

export interface Judged {
  readonly engine: AdjudicationResult;
  readonly reference: ReferenceResult;
}

/** Adjudicates with the engine, then judges the same phase with the reference and compares. */
export function expectAgreement(game: Game, sheets: Readonly<Record<string, string>>, seed: number): Judged {
  const engine = adjudicate(game, sheets, { seed });
  const lists = listsInForce(game, sheets, engine.acceptanceLists);
  const reference = referenceJudge(game, sheets, lists);
  const mine = {
    orders: engine.orders,
    spent: engine.spent,
    balances: engine.balances,
    cuts: engine.reductions,
  };
  const theirs = {
    orders: reference.orders,
    spent: reference.spent,
    balances: reference.balances,
    cuts: reference.cuts,
  };
  expect(mine, `the engine disagrees with the reference judge on\n${phaseText(game, sheets, engine)}`).toEqual(theirs);
  return { engine, reference };
}

/**
 * The acceptance lists the engine used, as power names, after checking that each is the list in
 * force (the sheet's ACCEPT line, else the game's, Rule 4.3) with only its `?` filled in by the
 * powers it leaves out (Rule 4.1). Which order the `?` gets is the seed's chance, not a decision.
 */
function listsInForce(
  game: Game,
  sheets: Readonly<Record<string, string>>,
  drawn: Readonly<Record<string, string>>,
): Record<string, string[]> {
  const letters = game.powers.map((p) => p.letter);
  const nameOf = new Map(game.powers.map((p) => [p.letter, p.name]));
  const lists = new Map<string, string[]>();
  for (const power of game.powers) {
    const text = sheets[power.name];
    const accept = text === undefined ? [] : parseSheet(text).sheet.lines.filter((l) => l.kind === 'accept');
    const written = accept.at(-1)?.entries.map((e) => (e.kind === 'random' ? '?' : e.letter)) ?? [...power.accept];
    const used = [...drawn[power.name]!];
    const at = written.indexOf('?');
    const omitted = letters.filter((l) => !written.includes(l));
    const expected = at < 0 ? written : [...written.slice(0, at), ...omitted.map(() => '?'), ...written.slice(at + 1)];
    expect(used.map((l, i) => (expected[i] === '?' && omitted.includes(l) ? '?' : l)).join('')).toBe(expected.join(''));
    expect(new Set(used).size).toBe(letters.length);
    lists.set(
      power.name,
      used.map((l) => nameOf.get(l)!),
    );
  }
  return Object.fromEntries(lists);
}

function phaseText(game: Game, sheets: Readonly<Record<string, string>>, engine: AdjudicationResult): string {
  const lines = game.powers.map(
    (p) =>
      `${p.name} (${p.status}, ${p.balance} AgP, list ${engine.acceptanceLists[p.name]}): ${game
        .unitsOf(p.name)
        .map(unitText)
        .join(', ')}` + (sheets[p.name] === undefined ? '' : `\n  ${sheets[p.name]!.split('\n').join('\n  ')}`),
  );
  return `${lines.join('\n')}\n(seed ${engine.seed})`;
}
