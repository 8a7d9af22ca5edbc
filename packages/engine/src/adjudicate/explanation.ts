// Every decision carries its explanation: the candidates with their totals, and which rule decided.
import type { Decision, UnitContext } from './evaluation.js';

export type DecidingRule = '5.1' | '5.2' | '5.3' | '5.4' | 'next-offers' | '4.4' | '6.5';

export interface CandidateExplanation {
  readonly order: string;
  readonly total: number;
  /** Who offered what for this order (the GameMaster's chart only). */
  readonly offers: readonly {
    readonly power: string;
    readonly line?: number;
    /** Per copy. */
    readonly amount: number;
    /** Rule 3.1 item 1: how many copies (the repetition count), when more than one. */
    readonly copies?: number;
    readonly kind: string;
  }[];
}

export interface Explanation {
  readonly candidates: readonly CandidateExplanation[];
  readonly rule: DecidingRule;
  readonly text: string;
}

export function explain(context: UnitContext, decision: Decision, amounts: readonly number[]): Explanation {
  const base = explainDecision(context, decision, amounts);
  if (decision.secondBest === undefined) return base;
  // Rule 6.4: say how the price was set.
  const price = [...decision.payments.values()].reduce((sum, v) => sum + v.c, 0);
  const second = context.bribes.candidates.find((c) => c.order === decision.secondBestOrder);
  const against =
    second === undefined
      ? 'no other order was offered'
      : `the best other bribe once the winners' other offers are cut is ${second.suffix} at ${decision.secondBest.c} AgP`;
  return { ...base, text: `${base.text}; eBayola price ${price} AgP: ${against} (Rule 6.4)` };
}

function explainDecision(context: UnitContext, decision: Decision, amounts: readonly number[]): Explanation {
  const totalOf = (order: string) => decision.totals.get(context.bribes.candidates.find((c) => c.order === order)!)!.c;
  const suffixOf = new Map(context.bribes.candidates.map((c) => [c.order, c.suffix]));
  const suffix = (order: string) => suffixOf.get(order)!;
  const candidates = [...context.bribes.candidates]
    .map((c) => ({
      order: c.order,
      total: decision.totals.get(c)!.c,
      offers: c.offers.map((o) => ({
        power: o.power,
        ...(o.line !== undefined && { line: o.line }),
        amount: amounts[o.id]!,
        ...(o.weight > 1 && { copies: o.weight }),
        kind: o.generated ?? (o.coverage.kind === 'order' ? 'direct' : o.coverage.kind),
      })),
    }))
    .sort((a, b) => b.total - a.total);
  const winner = decision.winner.order;

  if (context.bribes.candidates.every((c) => c.offers.every((o) => o.free))) {
    return { candidates, rule: '6.5', text: `ordered by its owner, ${context.owner} (Loyal Units, Rule 6.5)` };
  }
  if (!decision.tied) {
    const next = candidates.find((c) => c.order !== winner);
    const text = next
      ? `the highest total bribe, ${totalOf(winner)} AgP; next best ${suffix(next.order)} at ${next.total} AgP (Rule 5.1)`
      : `the only order offered, ${totalOf(winner)} AgP (Rule 5.1)`;
    return { candidates, rule: '5.1', text };
  }
  const tiedAt = totalOf(decision.tied[0]!.order);
  const between = decision.tied
    .map((c) => c.suffix)
    .join(', ')
    .replace(/, ([^,]*)$/, ' and $1');
  const head = `tie at ${tiedAt} AgP between ${between}`;
  if (decision.dummyHold) {
    return {
      candidates,
      rule: '4.4',
      text: `${head}: ${context.owner} is not played, so the unit accepts its own default HOLD, reported as ${tiedAt + 1} AgP (Rule 4.4)`,
    };
  }
  const tb = decision.tieBreak!;
  const list = `${context.owner}'s acceptance list`;
  const decider = tb.decidedBy;
  switch (tb.rule) {
    case '5.2':
      return { candidates, rule: '5.2', text: `${head}, broken by ${decider}'s place in ${list} (Rule 5.2)` };
    case '5.3':
      return {
        candidates,
        rule: '5.3',
        text: `${head}, broken by ${decider}'s earlier offer, for ${suffix(winner)} (${decider} comes first in ${list} and offered for more than one; Rule 5.3)`,
      };
    case '5.4':
      return {
        candidates,
        rule: '5.4',
        text: `${head}: ${tb.passedOver.join(', ')}'s one offer covers them alike, so ${decider}, further down ${list}, decided (Rule 5.4)`,
      };
    default:
      return {
        candidates,
        rule: 'next-offers',
        text: `${head}: every power's earliest offer covers them alike, so ${decider}'s next offer decided (as the reference judge settled such ties)`,
      };
  }
}
