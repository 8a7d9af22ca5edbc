// Determinism: the only randomness (the `?` of acceptance lists, Rule 4.1) comes from an explicit seed.

/** A small, well-mixed PRNG (mulberry32) over a 32-bit seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => drawAt((state = nextState(state)));
}

/** mulberry32's next state. */
function nextState(state: number): number {
  return (state + 0x6d2b79f5) >>> 0;
}

/** mulberry32's draw in [0, 1) at a state. */
function drawAt(state: number): number {
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** A seed for one named stream of a run (FNV-1a of the name, mixed with the run's seed). */
export function streamSeed(seed: number, name: string): number {
  let h = 0x811c9dc5 ^ (seed >>> 0);
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** A Fisher–Yates shuffle drawing from `random`. */
export function shuffler(random: () => number): <T>(items: readonly T[]) => T[] {
  return <T>(items: readonly T[]) => {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) swap(out, i, Math.floor(random() * (i + 1)));
    return out;
  };
}

/**
 * `shuffler(seededRandom(seed))(items)`, without the two closures: the adjudication shuffles each
 * power's omitted powers (Rule 4.1), and a closure's state was a new heap number at every draw.
 */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const out = items.slice();
  let state = seed >>> 0;
  for (let i = out.length - 1; i > 0; i--) {
    state = nextState(state);
    swap(out, i, Math.floor(drawAt(state) * (i + 1)));
  }
  return out;
}

/** Swaps two entries through a local (the destructuring swap made a list for every step). */
function swap<T>(out: T[], i: number, j: number): void {
  const drawn = out[j]!;
  out[j] = out[i]!;
  out[i] = drawn;
}

/** A fresh seed for a caller that gave none (the result reports it, so the run can be repeated). */
export function freshSeed(): number {
  return Math.floor(Math.random() * 2 ** 31);
}
