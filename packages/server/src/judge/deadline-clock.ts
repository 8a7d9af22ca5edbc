// Deadlines are rows, not timers: every judge process looks for due games now and then and
// claims each with a row lock (FOR UPDATE SKIP LOCKED), so that with several processes on one
// PostgreSQL each deadline is adjudicated exactly once, and a restart loses none.
import type { Store } from '../store/store.js';
import type { GameRow } from './access.js';
import { adjudicateLocked } from './adjudication.js';

export interface DeadlineClockOptions {
  readonly intervalMs: number;
  /** At most this many games per look, so one look stays short. */
  readonly batch?: number;
  readonly log?: (message: string) => void;
}

/** Claims and adjudicates due games until none is left or the batch is done; returns how many. */
export async function runDueDeadlines(store: Store, batch = 50, log?: (message: string) => void): Promise<number> {
  let handled = 0;
  for (let i = 0; i < batch; i++) {
    const done = await store.transaction(async (tx) => {
      const [row] = await tx.query<GameRow>(
        `SELECT * FROM games WHERE status = 'active' AND NOT overdue AND deadline <= now()
         ORDER BY deadline LIMIT 1 FOR UPDATE SKIP LOCKED`,
      );
      if (!row) return false;
      const outcome = await adjudicateLocked(tx, row);
      if (outcome.adjudicated) log?.(`adjudicated ${row.name} (${row.id}): ${outcome.title} at its deadline`);
      else {
        // Rule 3.3: missing sheets stop the phase; the GameMaster decides (wait, extend, civil disorder).
        await tx.query('UPDATE games SET overdue = true WHERE id = $1', [row.id]);
        log?.(`${row.name} (${row.id}): deadline passed, waiting for ${outcome.missing.join(', ')}`);
      }
      return true;
    });
    if (!done) break;
    handled++;
  }
  return handled;
}

export class DeadlineClock {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly store: Store,
    private readonly options: DeadlineClockOptions,
  ) {}

  start(): void {
    const tick = () => {
      if (this.stopped) return;
      this.running = runDueDeadlines(this.store, this.options.batch, this.options.log)
        .catch((error: unknown) => this.options.log?.(`deadline clock: ${String(error)}`))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.options.intervalMs);
        });
    };
    this.timer = setTimeout(tick, 0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
