// The worker thread of the expensive custom requests (runner.ts starts it): one job at a time,
// run to completion; the main thread cancels a job by terminating the worker. Test hook:
// PAYOLA_LSP_SLOW=previewAdjudication (or reductionSchedule) makes that job run until it is
// stopped, standing in for a preview that takes minutes.
import { parentPort } from 'node:worker_threads';
import { GameFileStore } from '../workspace/game-files.js';
import { runPreviewJob, type PreviewJob } from './jobs.js';

export interface JobMessage {
  readonly id: number;
  readonly job: PreviewJob;
}

export type JobAnswer =
  | { readonly id: number; readonly result: unknown }
  | { readonly id: number; readonly error: string }
  /** Sent once the worker's modules are loaded: a job's time limit counts from its start. */
  | { readonly ready: true };

const games = new GameFileStore();
const slow = new Set((process.env.PAYOLA_LSP_SLOW ?? '').split(',').map((s) => s.trim()));

parentPort?.on('message', ({ id, job }: JobMessage) => {
  let answer: JobAnswer;
  try {
    if (slow.has(job.kind)) for (;;) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000);
    answer = { id, result: runPreviewJob(job, games) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort?.postMessage(answer);
});
parentPort?.postMessage({ ready: true } satisfies JobAnswer);
