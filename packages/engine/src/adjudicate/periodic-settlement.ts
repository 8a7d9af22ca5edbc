// Rule 5.5 when decisions oscillate. Two players bidding almost the same for different orders of
// one unit (France `10000000 : A MUN - TYR`, Russia `9999999 : A MUN S A VIE - BOH`) make the
// winner flip on every cut: the event-jumping settlement then advances one cut per flip, and the
// work would grow with the amounts. But the process is a function of the players' cut counts
// alone, so such a stretch is periodic: after a period of T cuts every player's count has grown by
// d and the decisions and the differences between competing totals are what they were. This
// module spots a repeated state and jumps over as many whole periods as provably repeat.
//
// The proof: along the jump, every amount is an affine function of the number m of periods
// skipped (no offer reaches a plateau or zero on the way), so every comparison the adjudication
// makes is between affine functions of m. Each segment of the period (a run of cuts with the same
// outcome) is evaluated at its first and last cut on values linear in m; the horizon reports the
// first m at which any comparison could turn out differently. Below it, every segment repeats
// exactly, hence so does the whole period.
import type { AtomicOffer } from './atomic-offer.js';
import { evaluate, type Evaluation, type PricingRules, type UnitContext } from './evaluation.js';
import { constant, Horizon, lin, type Lin } from './linear.js';
import { amountAfter, cutsToNextKink, decreasing } from './reduction.js';

/** One segment of the process: from these cut counts, `length` cuts of the players in `cutting`. */
interface Segment {
  readonly cuts: ReadonlyMap<string, number>;
  readonly cutting: ReadonlySet<string>;
  readonly length: number;
}

export interface PeriodicSettlementInputs {
  readonly units: readonly UnitContext[];
  /** Each player's offers that can be cut (Loyal Units' free orders excluded). */
  readonly byPower: ReadonlyMap<string, readonly AtomicOffer[]>;
  readonly phaseTwo: ReadonlyMap<string, number>;
  readonly available: ReadonlyMap<string, number>;
  readonly pricing: PricingRules;
}

/** States remembered at most; a longer period is not looked for (the process then just goes on). */
const memory = 4096;

/** Watches the settlement's states and proposes jumps over whole periods. */
export class PeriodFinder {
  private readonly seen = new Map<string, number>();
  private readonly trail: Segment[] = [];
  /** Jumps made, for the benchmark and the tests. */
  jumps = 0;

  constructor(private readonly inputs: PeriodicSettlementInputs) {}

  /**
   * Called at each state of the process, before its segment is taken. Returns how many cuts to
   * add to each player's count to jump over whole periods, or undefined.
   */
  observe(
    cuts: ReadonlyMap<string, number>,
    cutting: ReadonlySet<string>,
    evaluation: Evaluation,
  ): Map<string, number> | undefined {
    const key = stateKey(this.inputs.units, cutting, evaluation);
    const earlier = this.seen.get(key);
    if (earlier !== undefined) {
      const jump = this.periodJump(earlier, cuts);
      if (jump) {
        this.seen.clear();
        this.trail.length = 0;
        this.jumps++;
        return jump;
      }
    }
    if (this.trail.length >= memory) {
      this.seen.clear();
      this.trail.length = 0;
    }
    this.seen.set(key, this.trail.length);
    this.trail.push({ cuts: new Map(cuts), cutting: new Set(cutting), length: 0 });
    return undefined;
  }

  /** The length of the segment begun at the last observed state. */
  taken(length: number): void {
    const last = this.trail[this.trail.length - 1];
    if (last) this.trail[this.trail.length - 1] = { ...last, length };
  }

  /** How far the period from trail[from] to the present state provably repeats, as cuts per player. */
  private periodJump(from: number, cuts: ReadonlyMap<string, number>): Map<string, number> | undefined {
    const segments = this.trail.slice(from);
    if (segments.length === 0 || segments.some((s) => s.length < 1)) return undefined;
    const start = segments[0]!.cuts;
    const shift = new Map<string, number>();
    for (const [power, n] of cuts) {
      const d = n - (start.get(power) ?? 0);
      if (d < 0) return undefined;
      if (d > 0) shift.set(power, d);
    }
    if (shift.size === 0) return undefined;

    let periods = Infinity;
    for (const segment of segments) {
      for (const k of new Set([0, segment.length - 1])) {
        const at = new Map([...segment.cuts].map(([p, n]) => [p, n + (segment.cutting.has(p) ? k : 0)]));
        periods = Math.min(periods, this.repeatsFor(at, shift));
        if (periods < 1) return undefined;
      }
    }
    // `periods` more periods repeat after the one just seen; jump over them.
    if (!Number.isFinite(periods) || periods < 1) return undefined;
    return new Map([...shift].map(([p, d]) => [p, d * periods]));
  }

  /**
   * At cut counts `at`, for how many further periods (each adding `shift`) every comparison of the
   * adjudication keeps its outcome: evaluated on values linear in the number m of periods.
   */
  private repeatsFor(at: ReadonlyMap<string, number>, shift: ReadonlyMap<string, number>): number {
    const { units, byPower, phaseTwo, available, pricing } = this.inputs;
    let bound = Infinity;
    const linear = new Map<number, Lin>();
    for (const [power, offers] of byPower) {
      const r = at.get(power) ?? 0;
      const d = shift.get(power) ?? 0;
      const p2 = phaseTwo.get(power)!;
      for (const o of offers) {
        // No offer may reach a kink (plateau, zero, the release of plateaus) along the jump.
        if (d > 0) bound = Math.min(bound, Math.floor(cutsToNextKink(o, r, p2) / d));
        const c = amountAfter(o, r, p2);
        linear.set(o.id, d > 0 && decreasing(o, r, p2) ? lin(c, -d) : constant(c));
      }
    }
    const released = (o: AtomicOffer) => !o.free && (at.get(o.power) ?? 0) > phaseTwo.get(o.power)!;
    const horizon = new Horizon();
    const projected = evaluate(
      units,
      (o) => linear.get(o.id) ?? constant(o.amount),
      horizon,
      pricing,
      (o) => (released(o) ? 0 : o.plateau),
    );
    for (const [power, limit] of available) horizon.compare(projected.spend.get(power) ?? constant(0), constant(limit));
    return Math.min(bound, horizon.bound - 1);
  }
}

/**
 * A coarse summary of a state: who is being cut, and each unit's winner and the orders tied with
 * it. Equal summaries only suggest a period; `periodJump` proves it (or declines).
 */
function stateKey(units: readonly UnitContext[], cutting: ReadonlySet<string>, evaluation: Evaluation): string {
  const parts: string[] = [[...cutting].sort().join(',')];
  units.forEach((context, u) => {
    const decision = evaluation.decisions[u]!;
    const candidates = context.bribes.candidates;
    const tied = decision.tied?.map((c) => candidates.indexOf(c)).join(',') ?? '';
    parts.push(`${candidates.indexOf(decision.winner)}/${tied}`);
  });
  return parts.join('|');
}
