// Amounts as the engine counts them (Rules 3.1 items 1–4): each term's amount, rounded up under
// Payola Classic (Classic 4.7), times its repetition count.
import type { AmountTerm, OfferLine } from '@payola/parser';
import type { Rules } from '../game/variants.js';

/** The amount of one term in whole silver pieces (fractions round up where the rules allow). */
export function termAmount(term: AmountTerm, rules: Pick<Rules, 'roundFractionsUp'>): number {
  return rules.roundFractionsUp ? Math.ceil(term.amount) : term.amount;
}

/** The plateau of a term (Rule 3.1 item 3): 0 without `#`, the amount for a bare `#`, never above the amount. */
export function termPlateau(term: AmountTerm, rules: Pick<Rules, 'roundFractionsUp'>): number {
  const amount = termAmount(term, rules);
  const plateau = term.plateau;
  // The number first: comparing a number with the words called V8's generic equality per term.
  if (typeof plateau === 'number') return Math.min(plateau, amount);
  return plateau === 'none' ? 0 : amount;
}

export function termRepetition(term: AmountTerm): number {
  return term.repetition ?? 1;
}

/** What one term promises: its amount times its repetition count. */
export function termTotal(term: AmountTerm, rules: Pick<Rules, 'roundFractionsUp'>): number {
  return termAmount(term, rules) * termRepetition(term);
}

/** What a line promises if its offer is accepted: the sum of its terms (alternatives count once). */
export function lineTotal(line: OfferLine, rules: Pick<Rules, 'roundFractionsUp'>): number {
  let total = 0;
  // Indexed: a `for … of` is compiled with the iterator's protocol around it, for every line.
  // eslint-disable-next-line @typescript-eslint/prefer-for-of -- indexed: no iterator protocol per line
  for (let i = 0; i < line.terms.length; i++) total += termTotal(line.terms[i]!, rules);
  return total;
}
