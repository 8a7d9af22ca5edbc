// A judge in its own process, as `payola serve` runs it (scripts/judge-process.mjs), with a client
// for it: for tests that kill it (SIGKILL) or run two of them on one database.
import { spawnJudge, type SpawnedJudge } from '../../scripts/judge-process.mjs';
import { JudgeClient } from './client.js';
import { fastPasswords } from './judge.js';

export interface JudgeProcess extends SpawnedJudge {
  client(label?: string): JudgeClient;
}

export async function startJudgeProcess(options: {
  dataDir?: string;
  databaseUrl?: string;
  clockIntervalMs?: number;
}): Promise<JudgeProcess> {
  const judge = await spawnJudge({ ...options, passwordCost: fastPasswords.passwordCost });
  return { ...judge, client: (label) => new JudgeClient((path, init) => fetch(`${judge.url}${path}`, init), label) };
}
