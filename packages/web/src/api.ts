// The judge's JSON API as the page uses it: the session cookie goes by itself (same origin,
// HttpOnly), the CSRF token is fetched once and sent with every change.

export class ApiRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown>,
  ) {
    super(message);
  }
}

let csrfToken: string | undefined;

export function rememberCsrf(token: string): void {
  csrfToken = token;
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  if (method !== 'GET' && csrfToken === undefined && !path.startsWith('/auth/')) {
    const session = await call<{ csrfToken: string }>('GET', '/api/session');
    csrfToken = session.csrfToken;
  }
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      ...(body !== undefined && { 'Content-Type': 'application/json' }),
      ...(method !== 'GET' && csrfToken !== undefined && { 'X-CSRF-Token': csrfToken }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const data = (await response.json().catch(() => ({}))) as { error?: { code: string; message: string } } & Record<
    string,
    unknown
  >;
  if (!response.ok) {
    const { code = 'error', message = response.statusText, ...details } = data.error ?? {};
    throw new ApiRefusal(response.status, code, message, details);
  }
  return data as T;
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
