// Keeping a game's page current: the judge has no push channel, so the page asks for the game's
// summary (GET /api/games/:id, small) every 30 seconds while the tab is visible, at once when the
// tab becomes visible again or the network comes back, and never while the tab is hidden. A failed
// check waits longer each time (up to five minutes); an ended session stops the checks until the
// player signs in again.
import { api, sessionEnded, type GameSummary } from '../api.js';

export const watchIntervalMs = 30_000;
const longestWaitMs = 5 * 60_000;
/** A tab shown again checks at once unless it checked this recently. */
const freshForMs = 5_000;

export interface GameWatchEvents {
  readonly summary: (summary: GameSummary) => void;
  readonly failure: (error: unknown) => void;
}

export interface GameWatch {
  /** Checks now (before a submission, say): the fresh summary, told to `summary` too; rejects as the call did. */
  check(): Promise<GameSummary>;
}

type Outcome = { readonly summary: GameSummary } | { readonly error: unknown };

export function watchGame(base: string, events: GameWatchEvents): GameWatch {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wait = watchIntervalMs;
  let lastCheck = Date.now();
  let stopped = false;
  let running: Promise<Outcome> | undefined;

  const visible = () => document.visibilityState === 'visible';
  const schedule = () => {
    clearTimeout(timer);
    timer = !stopped && visible() ? setTimeout(() => void check(), wait) : undefined;
  };
  // One check at a time: a submission's check while a timed one runs shares its answer.
  const check = (): Promise<Outcome> => {
    running ??= api
      .get<GameSummary>(base)
      .then(
        (summary): Outcome => {
          wait = watchIntervalMs;
          events.summary(summary);
          return { summary };
        },
        (error: unknown): Outcome => {
          if (sessionEnded(error)) stopped = true;
          wait = Math.min(wait * 2, longestWaitMs);
          events.failure(error);
          return { error };
        },
      )
      .finally(() => {
        lastCheck = Date.now();
        running = undefined;
        schedule();
      });
    return running;
  };
  const shown = () => {
    if (stopped || !visible()) return schedule();
    if (Date.now() - lastCheck >= freshForMs) void check();
    else schedule();
  };
  const online = () => void (stopped ? undefined : check());
  document.addEventListener('visibilitychange', shown);
  window.addEventListener('online', online);
  schedule();
  return {
    check: async () => {
      stopped = false;
      const outcome = await check();
      if ('error' in outcome) throw outcome.error;
      return outcome.summary;
    },
  };
}
