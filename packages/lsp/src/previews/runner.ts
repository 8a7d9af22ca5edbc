// Runs the expensive custom requests (jobs.ts) in a worker thread, one at a time, so the main
// loop keeps answering hovers, completion and diagnostics whatever a preview costs. A job ends
// with its result, or early:
// - the client cancels it ($/cancelRequest): RequestCancelled;
// - a newer request of the same kind for the same sheet arrives: RequestCancelled (superseded);
// - a sheet it read is edited: ContentModified (its answer would describe an older text);
// - it runs past the time limit, or past the worker's memory limit: a refusal that says so.
// A running job is stopped by terminating the worker (engine code cannot be interrupted
// otherwise); the next job starts a fresh one.
import { Worker } from 'node:worker_threads';
import { ErrorCodes, LSPErrorCodes, ResponseError, type CancellationToken } from 'vscode-languageserver';
import type { PreviewAdjudicationResult, ReductionScheduleResult } from '../protocol.js';
import type { PreviewJob, PreviewJobResult } from './jobs.js';
import type { JobAnswer, JobMessage } from './worker.js';

export interface PreviewRunnerOptions {
  /** The worker's script (the built `previews/worker.js`, or the extension's bundled copy). */
  readonly script: string | URL;
  /** The worker's heap limit: a preview that needs more is refused, the server lives on. */
  readonly maxHeapMb?: number;
  /** A worker idle this long is stopped (its memory returned); the next job starts another. */
  readonly idleMs?: number;
  /** Where the worker's own output goes (never to stdout, which may be the LSP channel). */
  readonly log?: (message: string) => void;
}

interface Pending {
  readonly id: number;
  readonly job: PreviewJob;
  /** Open documents the job read: an edit of any of them makes its answer stale. */
  readonly inputs: ReadonlySet<string>;
  readonly timeLimitMs: number;
  readonly resolve: (result: ReductionScheduleResult | PreviewAdjudicationResult) => void;
  readonly reject: (error: ResponseError<void>) => void;
  timer?: ReturnType<typeof setTimeout>;
}

const defaultHeapMb = 1024;
const defaultIdleMs = 60_000;

export class PreviewRunner {
  private worker: Worker | undefined;
  /** The worker has loaded its modules and waits for jobs. */
  private ready = false;
  private running: Pending | undefined;
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: PreviewRunnerOptions) {}

  /** Runs `job`; `inputs` are the URIs of the open documents it read. */
  run<J extends PreviewJob>(
    job: J,
    options: { inputs: Iterable<string>; timeLimitMs: number; token?: CancellationToken },
  ): Promise<PreviewJobResult<J>> {
    // A newer request for the same thing makes the older one pointless.
    this.end(
      (p) => p.job.kind === job.kind && p.job.uri === job.uri,
      () => new ResponseError(LSPErrorCodes.RequestCancelled, `payola: ${job.kind} superseded by a newer request`),
    );
    return new Promise<PreviewJobResult<J>>((resolve, reject) => {
      const pending: Pending = {
        id: this.nextId++,
        job,
        inputs: new Set(options.inputs),
        timeLimitMs: options.timeLimitMs,
        resolve: resolve as Pending['resolve'],
        reject,
      };
      options.token?.onCancellationRequested(() =>
        this.end(
          (p) => p === pending,
          () => new ResponseError(LSPErrorCodes.RequestCancelled, `payola: ${job.kind} cancelled`),
        ),
      );
      this.queue.push(pending);
      this.next();
    });
  }

  /** A document changed: jobs that read it are answered ContentModified. */
  documentChanged(uri: string): void {
    this.end(
      (p) => p.inputs.has(uri),
      (p) =>
        new ResponseError(
          LSPErrorCodes.ContentModified,
          `payola: ${p.job.kind} stopped: ${uri} changed while it ran; ask again for the new text`,
        ),
    );
  }

  /** Whether a job is running (tests). */
  get busy(): boolean {
    return this.running !== undefined;
  }

  dispose(): void {
    this.end(
      () => true,
      () => new ResponseError(LSPErrorCodes.RequestCancelled, 'payola: the server is shutting down'),
    );
    this.stopWorker();
  }

  /** Ends every queued or running job that `matches`, with the error `why` gives it. */
  private end(matches: (p: Pending) => boolean, why: (p: Pending) => ResponseError<void>): void {
    for (let i = this.queue.length - 1; i >= 0; i--) {
      const p = this.queue[i]!;
      if (!matches(p)) continue;
      this.queue.splice(i, 1);
      p.reject(why(p));
    }
    const running = this.running;
    if (running && matches(running)) {
      this.finish(running);
      this.stopWorker();
      running.reject(why(running));
      this.next();
    }
  }

  private next(): void {
    if (this.running || this.queue.length === 0) return;
    const pending = this.queue.shift()!;
    try {
      this.ensureWorker();
    } catch (error) {
      pending.reject(
        new ResponseError(
          ErrorCodes.InternalError,
          `payola: ${pending.job.kind}: the preview worker could not start: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
      return this.next();
    }
    this.running = pending;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    if (this.ready) this.post(pending);
  }

  /** Sends the running job to a ready worker; its time limit starts now. */
  private post(pending: Pending): void {
    pending.timer = setTimeout(() => {
      if (this.running !== pending) return;
      this.finish(pending);
      this.stopWorker();
      pending.resolve(refusal(pending.job, `it took longer than ${seconds(pending.timeLimitMs)}, and was stopped`));
      this.next();
    }, pending.timeLimitMs);
    const message: JobMessage = { id: pending.id, job: pending.job };
    this.worker!.postMessage(message);
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.options.script, {
      resourceLimits: { maxOldGenerationSizeMb: this.options.maxHeapMb ?? defaultHeapMb },
      stdout: true,
      stderr: true,
    });
    worker.unref();
    for (const stream of [worker.stdout, worker.stderr])
      stream.on('data', (chunk: Buffer) => this.options.log?.(`payola preview worker: ${String(chunk).trimEnd()}`));
    worker.on('message', (answer: JobAnswer) => {
      if (this.worker !== worker) return;
      if ('ready' in answer) {
        this.ready = true;
        if (this.running) this.post(this.running);
        return;
      }
      const pending = this.running;
      if (pending?.id !== answer.id || this.worker !== worker) return;
      this.finish(pending);
      if ('error' in answer)
        pending.reject(
          new ResponseError(ErrorCodes.InternalError, `payola: ${pending.job.kind} failed: ${answer.error}`),
        );
      else pending.resolve(answer.result as ReductionScheduleResult | PreviewAdjudicationResult);
      this.idle();
      this.next();
    });
    const lost = (why: string) => {
      if (this.worker !== worker) return; // stopped on purpose
      this.worker = undefined;
      this.ready = false;
      const pending = this.running;
      if (!pending) return;
      this.finish(pending);
      pending.resolve(refusal(pending.job, why));
      this.next();
    };
    worker.on('error', (error: Error & { code?: string }) =>
      lost(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? `it needed more than ${this.options.maxHeapMb ?? defaultHeapMb} MB of memory, and was stopped`
          : `it failed (${error.message})`,
      ),
    );
    worker.on('exit', (code) => lost(`its worker stopped unexpectedly (exit code ${code})`));
    this.worker = worker;
    return worker;
  }

  private finish(pending: Pending): void {
    if (pending.timer) clearTimeout(pending.timer);
    if (this.running === pending) this.running = undefined;
  }

  private stopWorker(): void {
    const worker = this.worker;
    this.worker = undefined;
    this.ready = false;
    if (worker) void worker.terminate();
  }

  private idle(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (!this.running && this.queue.length === 0) this.stopWorker();
    }, this.options.idleMs ?? defaultIdleMs);
    this.idleTimer.unref();
  }
}

/** A job's answer when it could not finish: the request's own result type, refused, saying why. */
export function refusal<J extends Pick<PreviewJob, 'kind'>>(
  job: J,
  why: string,
): J extends { kind: 'reductionSchedule' } ? ReductionScheduleResult : PreviewAdjudicationResult;
export function refusal(
  job: Pick<PreviewJob, 'kind'>,
  why: string,
): ReductionScheduleResult | PreviewAdjudicationResult {
  return job.kind === 'reductionSchedule'
    ? { markdown: `No reduction schedule: ${why}.`, refused: true }
    : { text: `Cannot preview the adjudication: ${why}.\n`, refused: true };
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}
