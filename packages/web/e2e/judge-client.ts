/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read as loose JSON in tests */
// The judge as the browser tests' other actors use it from Node (a GameMaster setting a deadline,
// a player sending a sheet): a session cookie and CSRF token kept like a browser's.
export class NodeClient {
  private cookie: string | undefined;
  private csrf: string | undefined;

  constructor(private readonly url: string) {}

  async call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
    const response = await fetch(`${this.url}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(body !== undefined && { 'Content-Type': 'application/json' }),
        ...(this.cookie !== undefined && { Cookie: this.cookie }),
        ...(this.csrf !== undefined && method !== 'GET' && { 'X-CSRF-Token': this.csrf }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const cookie = response.headers.get('set-cookie');
    if (cookie) this.cookie = cookie.split(';')[0];
    const text = await response.text();
    const answer = { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : text };
    if (answer.body?.csrfToken) this.csrf = answer.body.csrfToken;
    return answer;
  }

  /** The answer's body, or an error saying what the judge refused. */
  async ok(method: string, path: string, body?: unknown): Promise<any> {
    const answer = await this.call(method, path, body);
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  }
}
