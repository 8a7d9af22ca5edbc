import type { ChildProcess } from 'node:child_process';

export interface SpawnedJudge {
  /** Where it listens (loopback, a port of its choosing). */
  readonly url: string;
  readonly child: ChildProcess;
  /** Its log lines so far, stdout and stderr. */
  readonly log: string[];
  /** Kills it (SIGKILL) and waits for it to exit. */
  kill(): Promise<void>;
}

/** A judge in its own process, as `payola serve` runs it (scripts/judge-process.mjs). */
export function spawnJudge(options?: {
  readonly dataDir?: string;
  readonly databaseUrl?: string;
  readonly clockIntervalMs?: number;
  readonly passwordCost?: number;
  /** Also print what it writes to stderr (its errors), as it writes it. */
  readonly showErrors?: boolean;
}): Promise<SpawnedJudge>;
