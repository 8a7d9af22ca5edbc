// The order in which a movement phase's decisions are taken: those another decision reads first,
// so that resolution never recurses along a chain of orders.
import type { MovementDecisions } from './decisions.js';

/**
 * Decides every order of `d`, those another order depends on first: a depth-first search over what
 * each decision can read (the units moving into a province, their supports and convoys, the
 * supports of the unit standing there), so a chain of orders is decided from its far end and the
 * recursion stays shallow; only a cycle is decided by recursion around it. The search is
 * iterative and visits each order once: work grows with the orders and the moves into each
 * province, never with the length of a chain.
 */
export function decideInOrder(d: MovementDecisions): void {
  const n = d.count;
  const done = new Uint8Array(n);
  const stack: number[] = [];
  const reads: number[][] = [];
  const next: number[] = [];
  const enter = (i: number) => {
    done[i] = 1;
    stack.push(i);
    reads.push(readsOf(d, i));
    next.push(0);
  };
  for (let root = 0; root < n; root++) {
    if (done[root]) continue;
    enter(root);
    while (stack.length > 0) {
      const top = stack.length - 1;
      const k = next[top]!;
      if (k < reads[top]!.length) {
        next[top] = k + 1;
        const r = reads[top]![k]!;
        if (!done[r]) enter(r);
        continue;
      }
      d.decide(stack.pop()!);
      reads.pop();
      next.pop();
    }
  }
}

/** The orders whose decisions order `i` may read (an over-approximation). */
function readsOf(d: MovementDecisions, i: number): number[] {
  const reads: number[] = [];
  const movers = (province: number) => {
    for (const m of d.movesInto[province] ?? []) {
      reads.push(m);
      for (const s of d.supportsOf[m] ?? []) reads.push(s);
      for (const c of d.convoysOf[m] ?? []) reads.push(c);
    }
  };
  if (d.isMove(i)) {
    const occupant = d.unitIn[d.dest[i]!]!;
    if (occupant >= 0) {
      reads.push(occupant);
      for (const s of d.supportsOf[occupant] ?? []) reads.push(s);
    }
    movers(d.dest[i]!);
  } else movers(d.from[i]!);
  return reads;
}
