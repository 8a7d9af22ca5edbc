// The server's life cycle as the protocol defines it: before `initialize` a request is answered
// with ServerNotInitialized (-32002) and a notification is dropped; after `shutdown` a request is
// answered with InvalidRequest (-32600). `exit` is handled by vscode-languageserver itself.
import { ErrorCodes, ResponseError } from 'vscode-languageserver';

export type LifecyclePhase = 'starting' | 'running' | 'shutting down';

export class Lifecycle {
  private current: LifecyclePhase = 'starting';

  get phase(): LifecyclePhase {
    return this.current;
  }

  /** `initialize` arrived; a second one is refused. */
  initialize(): ResponseError<void> | undefined {
    if (this.current !== 'starting')
      return new ResponseError(ErrorCodes.InvalidRequest, 'payola: initialize was already received');
    this.current = 'running';
    return undefined;
  }

  shutdown(): void {
    this.current = 'shutting down';
  }

  /** Why a request (`method`) cannot be answered in this phase, or undefined when it can. */
  refusal(method: string): ResponseError<void> | undefined {
    if (this.current === 'starting')
      return new ResponseError(
        ErrorCodes.ServerNotInitialized,
        `payola: ${method} before initialize: the server is not initialized yet`,
      );
    if (this.current === 'shutting down')
      return new ResponseError(
        ErrorCodes.InvalidRequest,
        `payola: ${method} after shutdown: the server is shutting down`,
      );
    return undefined;
  }

  /** Notifications are handled only while running (the protocol says to drop the others). */
  acceptsNotifications(): boolean {
    return this.current === 'running';
  }
}
