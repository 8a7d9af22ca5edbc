/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read as loose JSON in tests */
// A caller of the judge for tests: keeps its session cookie and CSRF token like a browser, and
// talks either to the app in-process (app.request) or to a real server over loopback (fetch).
export type Fetch = (path: string, init: RequestInit) => Promise<Response>;

export interface Answer<T = any> {
  readonly status: number;
  readonly body: T;
  readonly headers: Headers;
}

export class JudgeClient {
  cookie: string | undefined;
  csrf: string | undefined;

  constructor(
    private readonly fetcher: Fetch,
    readonly label = 'client',
  ) {}

  async call<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const response = await this.fetcher(path, {
      method,
      redirect: 'manual',
      headers: {
        ...(body !== undefined && { 'Content-Type': 'application/json' }),
        ...(this.cookie !== undefined && { Cookie: this.cookie }),
        ...(this.csrf !== undefined && method !== 'GET' && { 'X-CSRF-Token': this.csrf }),
        ...headers,
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) {
      const [pair] = setCookie.split(';');
      this.cookie = pair!.endsWith('=') ? undefined : pair;
    }
    const type = response.headers.get('content-type') ?? '';
    const parsed = type.includes('json') ? ((await response.json()) as T) : ((await response.text()) as T);
    return { status: response.status, body: parsed, headers: response.headers };
  }

  get<T = any>(path: string) {
    return this.call<T>('GET', path);
  }
  post<T = any>(path: string, body?: unknown) {
    return this.call<T>('POST', path, body ?? {});
  }
  put<T = any>(path: string, body: unknown) {
    return this.call<T>('PUT', path, body);
  }

  async register(name: string, password = 'correct horse battery') {
    const answer = await this.post('/auth/register', { name, password });
    if (answer.status !== 201) throw new Error(`register ${name}: ${answer.status} ${JSON.stringify(answer.body)}`);
    this.csrf = answer.body.csrfToken;
    return answer;
  }

  async login(name: string, password: string) {
    const answer = await this.post('/auth/login', { name, password });
    if (answer.status === 200) this.csrf = answer.body.csrfToken;
    return answer;
  }

  /** Follows a sign-in link as a browser would: the cookie, then the CSRF token. */
  async signIn(path: string) {
    const answer = await this.get(path);
    if (answer.status !== 303) throw new Error(`sign-in link ${path}: ${answer.status}`);
    const session = await this.get('/api/session');
    this.csrf = session.body.csrfToken;
    return answer.headers.get('location');
  }
}
