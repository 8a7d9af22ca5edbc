// Every handler runs inside a HandlerGuard: parameters it cannot read are refused (InvalidParams), a
// handler that throws is answered with a ResponseError (and logged once per handler and message),
// cancellation is answered as such, and the server keeps serving. Both servers (server.ts and
// browser/browser-server.ts) wrap their handlers here. Fault injection for tests:
// PAYOLA_LSP_FAULT=hover,completion makes those handlers throw.
import {
  LSPErrorCodes,
  ErrorCodes,
  ResponseError,
  type CancellationToken,
  type InitializeError,
} from 'vscode-languageserver';
import type { Lifecycle } from './lifecycle.js';
import {
  messages,
  paramsProblem,
  type MessageName,
  type NotificationName,
  type RequestName,
} from './request-params.js';

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
    faults: string = faultsFromEnvironment(),
    /** Requests and notifications outside the running phase are refused or dropped. */
    private readonly lifecycle?: Pick<Lifecycle, 'phase' | 'initialize' | 'refusal' | 'acceptsNotifications'>,
  ) {
    this.faults = new Set(
      faults
        .split(',')
        .map((f) => f.trim())
        .filter((f) => f !== ''),
    );
  }

  /**
   * Why the parameters of message `name` cannot be read (InvalidParams, saying what was wrong), or
   * undefined when they can: they lack a part its declaration (request-params.ts) names.
   */
  paramsRefusal(name: MessageName, params: unknown): ResponseError<void> | undefined {
    const problem = paramsProblem(params, messages[name].parts);
    return problem === undefined
      ? undefined
      : new ResponseError(ErrorCodes.InvalidParams, `payola: ${name}: ${problem}`);
  }

  /**
   * Answers `initialize` before its handler runs: malformed parameters are refused and leave the
   * server uninitialized (the client may send a correct one), a second `initialize` is refused;
   * undefined when the server now runs.
   */
  initialize(params: unknown): ResponseError<InitializeError> | undefined {
    const first = this.lifecycle === undefined || this.lifecycle.phase === 'starting';
    const refusal = (first ? this.paramsRefusal('initialize', params) : undefined) ?? this.lifecycle?.initialize();
    return refusal && new ResponseError(refusal.code, refusal.message, { retry: false });
  }

  /**
   * Wraps the handler of request `name`: parameters without the parts its declaration names are
   * refused (InvalidParams), and its failures become ResponseErrors.
   */
  request<P, R>(
    name: RequestName,
    handler: (params: P, token: CancellationToken) => R | Promise<R>,
  ): (params: P, token: CancellationToken) => Promise<R | ResponseError<void>> {
    return async (params, token) => {
      const refusal = this.lifecycle?.refusal(name) ?? this.paramsRefusal(name, params);
      if (refusal) return refusal;
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
   * Wraps the handler of notification `name`: one whose parameters lack a part its declaration
   * names is dropped with a line in the log; its failures are logged, never thrown.
   */
  notification<P>(name: NotificationName, handler: (params: P) => void | Promise<void>): (params: P) => Promise<void> {
    return async (params) => {
      if (this.lifecycle && !this.lifecycle.acceptsNotifications()) return;
      const problem = paramsProblem(params, messages[name].parts);
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

/** PAYOLA_LSP_FAULT, where there is a process (a browser's worker has none). */
function faultsFromEnvironment(): string {
  return typeof process === 'undefined' ? '' : (process.env?.PAYOLA_LSP_FAULT ?? '');
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
