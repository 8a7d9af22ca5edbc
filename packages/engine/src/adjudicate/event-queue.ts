/** A min-heap of timed events; stale entries are skipped by the caller (versioned keys). */
export class EventQueue<T> {
  private readonly times: number[] = [];
  private readonly items: T[] = [];

  get size(): number {
    return this.times.length;
  }

  push(time: number, item: T): void {
    this.times.push(time);
    this.items.push(item);
    let i = this.times.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.times[parent]! <= time) break;
      this.swap(i, parent);
      i = parent;
    }
  }

  peekTime(): number {
    return this.times.length > 0 ? this.times[0]! : Infinity;
  }

  pop(): T | undefined {
    if (this.times.length === 0) return undefined;
    const top = this.items[0];
    const lastTime = this.times.pop()!;
    const lastItem = this.items.pop()!;
    if (this.times.length > 0) {
      this.times[0] = lastTime;
      this.items[0] = lastItem;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < this.times.length && this.times[l]! < this.times[m]!) m = l;
        if (r < this.times.length && this.times[r]! < this.times[m]!) m = r;
        if (m === i) break;
        this.swap(i, m);
        i = m;
      }
    }
    return top;
  }

  private swap(a: number, b: number): void {
    // Plain assignments: a destructuring swap allocates an array at every step.
    const time = this.times[a]!;
    this.times[a] = this.times[b]!;
    this.times[b] = time;
    const item = this.items[a]!;
    this.items[a] = this.items[b]!;
    this.items[b] = item;
  }
}
