/**
 * A min-heap of timed events, each a key (a small integer naming what is due) and the version
 * of that key it was scheduled under; stale entries are skipped by the caller. Numbers only, so
 * scheduling allocates nothing.
 */
export class EventQueue {
  private readonly times: number[] = [];
  private readonly keys: number[] = [];
  private readonly versions: number[] = [];
  /** The key and version of the event `pop` returned last. */
  key = -1;
  version = -1;

  get size(): number {
    return this.times.length;
  }

  push(time: number, key: number, version: number): void {
    const times = this.times;
    times.push(time);
    this.keys.push(key);
    this.versions.push(version);
    let i = times.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (times[parent]! <= time) break;
      this.swap(i, parent);
      i = parent;
    }
  }

  peekTime(): number {
    return this.times.length > 0 ? this.times[0]! : Infinity;
  }

  /** Takes the earliest event off the queue into `key` and `version`; false when empty. */
  pop(): boolean {
    const times = this.times;
    if (times.length === 0) return false;
    this.key = this.keys[0]!;
    this.version = this.versions[0]!;
    const lastTime = times.pop()!;
    const lastKey = this.keys.pop()!;
    const lastVersion = this.versions.pop()!;
    if (times.length > 0) {
      times[0] = lastTime;
      this.keys[0] = lastKey;
      this.versions[0] = lastVersion;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < times.length && times[l]! < times[m]!) m = l;
        if (r < times.length && times[r]! < times[m]!) m = r;
        if (m === i) break;
        this.swap(i, m);
        i = m;
      }
    }
    return true;
  }

  private swap(a: number, b: number): void {
    // Plain assignments: a destructuring swap allocates an array at every step.
    const time = this.times[a]!;
    this.times[a] = this.times[b]!;
    this.times[b] = time;
    const key = this.keys[a]!;
    this.keys[a] = this.keys[b]!;
    this.keys[b] = key;
    const version = this.versions[a]!;
    this.versions[a] = this.versions[b]!;
    this.versions[b] = version;
  }
}
