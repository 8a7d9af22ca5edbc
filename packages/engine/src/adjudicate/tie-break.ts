// Rules 5.2–5.4 as the reference judge computed them (seeds README): walk the unit owner's
// acceptance list; at each power keep the tied orders whose earliest offer from that power comes
// first. A power that offered for one of them and not the others thus decides for it (5.2); its
// earlier offer wins among its own (5.3); one negative or wildcard offer covering several sends
// the walk on down the list (5.4). Where every power's earliest offer is one and the same, the
// walk continues with each power's next offer, so one order is always chosen.
import type { Candidate } from './expand-offers.js';

export type TieRule = '5.2' | '5.3' | '5.4' | 'next-offers';

export interface TieBreak {
  readonly winner: Candidate;
  readonly rule: TieRule;
  /** The power whose offers decided. */
  readonly decidedBy: string;
  /** Powers consulted before it whose offers could not tell the orders apart (Rule 5.4). */
  readonly passedOver: readonly string[];
}

/**
 * The `round`-th sequence number (copies counted) of `power`'s offers to `candidate`, or Infinity.
 * The offers are in id order, so one power's are in its sheet's order, and a weighted offer
 * covers `weight` consecutive numbers (Rule 5.3 counts every copy).
 */
function seqAt(candidate: Candidate, power: string, round: number): number {
  let before = 0;
  const offers = candidate.offers;
  // Indexed, as below: a `for … of` is compiled with the iterator's protocol around it (a try
  // block), and the walk reads a score of candidates' offers a tie (13K instructions a phase).
  // eslint-disable-next-line @typescript-eslint/prefer-for-of -- see above
  for (let i = 0; i < offers.length; i++) {
    const o = offers[i]!;
    if (o.power !== power) continue;
    if (round < before + o.weight) return o.seq + (round - before);
    before += o.weight;
  }
  return Infinity;
}

/** How many of `power`'s sequence numbers follow the `round`-th within its offer (it included). */
function leftInRun(candidate: Candidate, power: string, round: number): number {
  let before = 0;
  const offers = candidate.offers;
  // eslint-disable-next-line @typescript-eslint/prefer-for-of -- indexed (see `seqAt`)
  for (let i = 0; i < offers.length; i++) {
    const o = offers[i]!;
    if (o.power !== power) continue;
    if (round < before + o.weight) return before + o.weight - round;
    before += o.weight;
  }
  return Infinity;
}

/**
 * Marks in `offered` the places in `acceptanceOrder` of the powers that offered for any of the
 * candidates (a power that offered for none has nothing to compare). Returns at least as many
 * copies as any power's offers to one of them count: all the copies paying one candidate. Past
 * the last copy of every power, no round tells the orders apart, so the walk stops there whatever
 * the bound.
 */
function survey(tied: readonly Candidate[], acceptanceOrder: readonly string[], offered: Uint8Array): number {
  const places = acceptanceOrder.length;
  // A loop, not fill(): a few entries, where fill() is a call into the runtime.
  for (let k = 0; k < places; k++) offered[k] = 0;
  let rounds = 1;
  // eslint-disable-next-line @typescript-eslint/prefer-for-of -- indexed (see `seqAt`)
  for (let c = 0; c < tied.length; c++) {
    const offers = tied[c]!.offers;
    let copies = 0;
    let last = ''; // no power's name (see settlementSizes)
    // eslint-disable-next-line @typescript-eslint/prefer-for-of -- indexed (see `seqAt`)
    for (let i = 0; i < offers.length; i++) {
      const o = offers[i]!;
      copies += o.weight;
      // In id order one power's offers mostly come together: its places are marked once a run.
      if (o.power === last) continue;
      last = o.power;
      for (let k = 0; k < places; k++) if (acceptanceOrder[k] === last) offered[k] = 1;
    }
    if (copies > rounds) rounds = copies;
  }
  return rounds;
}

// The walk's working lists, kept between calls and grown as needed: a realistic phase breaks a
// score of ties, and lists made afresh for each were a kilobyte of garbage apiece. They hold
// positions (among the tied candidates, in the acceptance list), never a phase's objects.
const lists = {
  remaining: new Int32Array(16),
  seqs: new Float64Array(16),
  consulted: new Int32Array(16),
  passedOver: new Int32Array(16),
  offered: new Uint8Array(16),
};

/** Lists longer than this (a hostile sheet's) are replaced at the next tie-break, not kept. */
const keptRoom = 256;

function ensureRoom(candidates: number, powers: number): void {
  const length = lists.remaining.length;
  if (length < candidates || (length > keptRoom && candidates <= keptRoom)) {
    lists.remaining = new Int32Array(Math.max(16, candidates));
    lists.seqs = new Float64Array(lists.remaining.length);
  }
  const room = lists.consulted.length;
  if (room < powers || (room > keptRoom && powers <= keptRoom)) {
    lists.consulted = new Int32Array(Math.max(16, powers));
    lists.passedOver = new Int32Array(lists.consulted.length);
    lists.offered = new Uint8Array(lists.consulted.length);
  }
}

/** The walk's verdict beside the winner `tieWinnerAt` returns (read by `breakTie` at once). */
const verdict = { rule: 'next-offers' as TieRule, decidedBy: -1, passed: 0 };

/** The tie-break's record (Rules 5.2–5.4): who decided, by which rule, after whom. */
export function breakTie(tied: readonly Candidate[], acceptanceOrder: readonly string[]): TieBreak {
  const winner = tied[tieWinnerAt(tied, acceptanceOrder)]!;
  if (verdict.decidedBy < 0)
    return { winner, rule: 'next-offers', decidedBy: winner.offers[0]?.power ?? '', passedOver: [] };
  const passedOver = new Array<string>(verdict.passed);
  for (let i = 0; i < verdict.passed; i++) passedOver[i] = acceptanceOrder[lists.passedOver[i]!]!;
  return { winner, rule: verdict.rule, decidedBy: acceptanceOrder[verdict.decidedBy]!, passedOver };
}

/**
 * The walk (see the top of this module): the place among `tied` of the order chosen; how, in
 * `verdict` (the place in `acceptanceOrder` of the power that decided, −1 when none did) and the
 * places of the powers passed over in `lists.passedOver`. Without the record `breakTie` makes:
 * the scans of Rule 5.5 break a score of ties a phase and keep only the winners.
 */
export function tieWinnerAt(tied: readonly Candidate[], acceptanceOrder: readonly string[]): number {
  ensureRoom(tied.length, acceptanceOrder.length);
  // Read once into locals: the walk reads them at every step.
  const { remaining, seqs, consulted, passedOver, offered } = lists;
  let left = tied.length;
  for (let i = 0; i < left; i++) remaining[i] = i;
  // The first round consults the whole acceptance list, in order (a power that offered for none
  // of the orders tells nothing): nearly every tie is decided there, by its first or second power,
  // so the powers that offered and the bound on rounds are worked out only for a second round.
  let powers = acceptanceOrder.length;
  let rounds = 1;
  // When no power tells the remaining orders apart in a round, every power's offers cover them
  // alike for as long as the shortest run they sit in: such rounds are skipped a run at a time,
  // so the walk is bounded by the number of offers, not by repetition counts.
  for (let round = 0; round < rounds;) {
    let passed = 0;
    let skip = Infinity;
    let narrowed = false;
    for (let k = 0; k < powers; k++) {
      // The first round consults every place in order; later ones, the places in `consulted`.
      const place = round === 0 ? k : consulted[k]!;
      const power = acceptanceOrder[place]!;
      let earliest = Infinity;
      let contributedTo = 0;
      for (let i = 0; i < left; i++) {
        const seq = seqAt(tied[remaining[i]!]!, power, round);
        seqs[i] = seq;
        if (seq === Infinity) continue;
        contributedTo++;
        if (seq < earliest) earliest = seq;
      }
      if (earliest === Infinity) continue;
      let kept = 0;
      for (let i = 0; i < left; i++) if (seqs[i] === earliest) remaining[kept++] = remaining[i]!;
      if (kept === left) {
        passedOver[passed++] = place;
        const run = leftInRun(tied[remaining[0]!]!, power, round);
        if (run < skip) skip = run;
        continue;
      }
      left = kept;
      narrowed = true;
      if (left === 1) {
        verdict.rule = round > 0 ? 'next-offers' : passed > 0 ? '5.4' : contributedTo > 1 ? '5.3' : '5.2';
        verdict.decidedBy = place;
        verdict.passed = passed;
        return remaining[0]!;
      }
    }
    if (round === 0) {
      rounds = survey(tied, acceptanceOrder, offered);
      powers = 0;
      for (let k = 0; k < acceptanceOrder.length; k++) if (offered[k] === 1) consulted[powers++] = k;
    }
    if (!narrowed && !Number.isFinite(skip)) break; // every power's offers are exhausted
    round += narrowed ? 1 : skip;
  }
  // Unreachable when every candidate has a direct offer of its own; choose the earliest written.
  const firstId = (i: number) => tied[remaining[i]!]!.offers[0]?.id ?? 0;
  let first = 0;
  for (let i = 1; i < left; i++) if (firstId(i) < firstId(first)) first = i;
  verdict.decidedBy = -1;
  return remaining[first]!;
}
