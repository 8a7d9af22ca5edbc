// Every handler runs inside `guarded`: parameters it cannot read are refused (InvalidParams), a
// handler that throws is answered with a ResponseError (and logged once per handler and message),
// cancellation is answered as such, and the server keeps serving. Fault injection for tests:
// PAYOLA_LSP_FAULT=hover,completion makes those handlers throw.
import { LSPErrorCodes, ErrorCodes, ResponseError, type CancellationToken } from 'vscode-languageserver';
import type { Lifecycle } from './lifecycle.js';
import { paramsProblem, type ParamPart } from './request-params.js';

export function throwIfCancelled(token: CancellationToken | undefined): void {
  if (token?.isCancellationRequested) throw new ResponseError(LSPErrorCodes.RequestCancelled, 'request cancelled');
}

export interface GuardLog {
  error(message: string): void;
}

export class HandlerGuard {
  private readonly logged = new Set<string>();
  private readonly faults: ReadonlySet<string>;

  constructor(
    private readonly log: GuardLog,
    faults: string = process.env.PAYOLA_LSP_FAULT ?? '',
    /** Requests and notifications outside the running phase are refused or dropped. */
    private readonly lifecycle?: Pick<Lifecycle, 'refusal' | 'acceptsNotifications'>,
  ) {
    this.faults = new Set(
      faults
        .split(',')
        .map((f) => f.trim())
        .filter((f) => f !== ''),
    );
  }

  /**
   * Wraps a request handler: parameters without the `parts` it reads are refused (InvalidParams),
   * and its failures become ResponseErrors.
   */
  request<P, R>(
    name: string,
    handler: (params: P, token: CancellationToken) => R | Promise<R>,
    parts: readonly ParamPart[] = [],
  ): (params: P, token: CancellationToken) => Promise<R | ResponseError<void>> {
    return async (params, token) => {
      const refusal = this.lifecycle?.refusal(name);
      if (refusal) return refusal;
      const problem = paramsProblem(params, parts);
      if (problem) return new ResponseError(ErrorCodes.InvalidParams, `payola: ${name}: ${problem}`);
      try {
        this.inject(name);
        throwIfCancelled(token);
        return await handler(params, token);
      } catch (error) {
        if (error instanceof ResponseError) return error as ResponseError<void>;
        this.report(name, error);
        return new ResponseError(ErrorCodes.InternalError, `payola: ${name} failed: ${messageOf(error)}`);
      }
    };
  }

  /**
   * Wraps a notification handler: one whose parameters lack the `parts` it reads is dropped with a
   * line in the log; its failures are logged, never thrown.
   */
  notification<P>(
    name: string,
    handler: (params: P) => void | Promise<void>,
    parts: readonly ParamPart[] = [],
  ): (params: P) => Promise<void> {
    return async (params) => {
      if (this.lifecycle && !this.lifecycle.acceptsNotifications()) return;
      const problem = paramsProblem(params, parts);
      if (problem) {
        this.once(`${name}\u0000${problem}`, `payola: ${name} ignored: ${problem}`);
        return;
      }
      try {
        this.inject(name);
        await handler(params);
      } catch (error) {
        this.report(name, error);
      }
    };
  }

  /** Runs background work (validation), logging its failure. */
  async run(name: string, work: () => void | Promise<void>): Promise<void> {
    try {
      this.inject(name);
      await work();
    } catch (error) {
      if (error instanceof ResponseError && error.code === LSPErrorCodes.RequestCancelled) return;
      this.report(name, error);
    }
  }

  private inject(name: string): void {
    if (this.faults.has(name)) throw new Error(`fault injected into ${name} (PAYOLA_LSP_FAULT)`);
  }

  private report(name: string, error: unknown): void {
    this.once(
      `${name}\u0000${messageOf(error)}`,
      `payola: ${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  }

  /** Logs `message` the first time `key` is met. */
  private once(key: string, message: string): void {
    if (this.logged.has(key)) return;
    this.logged.add(key);
    this.log.error(message);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
