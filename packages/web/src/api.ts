// The judge's JSON API as the page uses it: the session cookie goes by itself (same origin,
// HttpOnly), the CSRF token is fetched once and sent with every change. Every way a call can fail
// becomes an error with a message a player understands (failureText), said where they acted.
import { inKiB, maxBodyBytes } from '@payola/server/limits';

/** The judge answered and refused (or failed): its status, code and message. */
export class ApiRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiRefusal';
  }
}

/** The judge could not be reached: no network, the server down, the connection cut. */
export class JudgeUnreachable extends Error {
  constructor(readonly origin: string) {
    super(`cannot reach the judge at ${origin}: check your connection and try again`);
    this.name = 'JudgeUnreachable';
  }
}

/** The message to show a player for any failure of a call (or of the page's own work). */
export function failureText(error: unknown): string {
  if (error instanceof ApiRefusal || error instanceof JudgeUnreachable) return error.message;
  return `something went wrong in this page: ${error instanceof Error ? error.message : String(error)}`;
}

/** The session has ended (expired, signed out elsewhere): the caller must sign in again. */
export const sessionEnded = (error: unknown): boolean => error instanceof ApiRefusal && error.status === 401;

let csrfToken: string | undefined;

export function rememberCsrf(token: string): void {
  csrfToken = token;
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const json = body === undefined ? undefined : JSON.stringify(body);
  // The judge refuses a larger body: say so before sending it (the player's text stays as it is).
  const bytes = json === undefined ? 0 : new TextEncoder().encode(json).length;
  if (bytes > maxBodyBytes)
    throw new ApiRefusal(
      413,
      'too-large',
      `this is ${inKiB(bytes)}; the judge accepts at most ${inKiB(maxBodyBytes)}: nothing was sent`,
      { bytes, maxBytes: maxBodyBytes },
    );
  if (method !== 'GET' && csrfToken === undefined && !path.startsWith('/auth/')) {
    const session = await call<{ csrfToken: string }>('GET', '/api/session');
    csrfToken = session.csrfToken;
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(json !== undefined && { 'Content-Type': 'application/json' }),
        ...(method !== 'GET' && csrfToken !== undefined && { 'X-CSRF-Token': csrfToken }),
      },
      ...(json !== undefined && { body: json }),
    });
  } catch {
    // fetch rejects only when no answer came (a TypeError, or an AbortError): the browser's own
    // words ("Failed to fetch") tell a player nothing.
    throw new JudgeUnreachable(location.origin);
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new JudgeUnreachable(location.origin);
  }
  const data = readJson(text);
  if (!response.ok) {
    const { code = 'error', message, ...details } = data?.error ?? {};
    throw new ApiRefusal(response.status, code, message ?? unexplained(response), details);
  }
  if (data === undefined)
    throw new ApiRefusal(response.status, 'not-json', 'the judge answered something this page cannot read', {});
  return data as T;
}

type Answer = { error?: { code?: string; message?: string } & Record<string, unknown> } & Record<string, unknown>;

function readJson(text: string): Answer | undefined {
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'object' && data !== null ? (data as Answer) : undefined;
  } catch {
    return undefined;
  }
}

/** A refusal that is not the judge's own answer (a proxy's page, a judge restarting): its status is all we know. */
function unexplained(response: Response): string {
  const status = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  return response.status >= 500
    ? `the judge did not answer (${status}); try again in a moment`
    : `the judge refused this (${status})`;
}

export const api = {
  get: <T>(path: string) => call<T>('GET', path),
  post: <T>(path: string, body: unknown = {}) => call<T>('POST', path, body),
  put: <T>(path: string, body: unknown) => call<T>('PUT', path, body),
  delete: <T>(path: string) => call<T>('DELETE', path),
};

export interface Account {
  readonly id: string;
  readonly name: string;
}

export interface GameListEntry {
  readonly id: string;
  readonly name: string;
  readonly role: 'gm' | 'player';
  readonly power: string | null;
  readonly status: string;
}

export interface GameSummary {
  readonly id: string;
  readonly name: string;
  readonly status: 'active' | 'ended';
  readonly title: string;
  readonly phase: 'movement' | 'retreat' | 'adjustment';
  readonly phaseNumber: number;
  readonly deadline: string | null;
  readonly overdue: boolean;
  readonly rules: string[];
  readonly role: 'gm' | 'player';
  readonly power?: string;
  readonly mustOrder?: boolean;
  readonly powers: { name: string; letter: string; status: string; player: string | null }[];
  readonly submissions?: {
    power: string;
    submitted: boolean;
    revision: number;
    submittedAt: string | null;
    civilDisorder: boolean;
  }[];
}

export interface SheetDiagnostic {
  readonly code: string;
  readonly severity: 'error' | 'warning' | 'info';
  readonly message: string;
  readonly range: { start: { line: number; column: number }; end: { line: number; column: number } };
}

export interface PhaseResult {
  readonly number: number;
  readonly title: string;
  readonly kind: string;
  readonly public: unknown;
  readonly reports: Record<string, { text: string }>;
}
