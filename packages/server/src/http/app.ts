// The judge's HTTP application: security headers and size limits on everything, sessions from an
// HttpOnly cookie, CSRF tokens on every change, 401 for anonymous API calls, the JSON API, the
// sign-in links, the OpenAPI document and the web client's static files.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { secureHeaders } from 'hono/secure-headers';
import { defaultLoginLimit } from '../auth/login-limit.js';
import { findSession, sessionCookie, sessionLifetimeMs } from '../auth/sessions.js';
import { sameSecret } from '../auth/tokens.js';
import type { JudgeOptions } from '../judge-options.js';
import { login, register, signInWithLink, type NewSession } from '../judge/accounts.js';
import { maxBodyBytes } from '../limits.js';
import type { Store } from '../store/store.js';
import { ApiError, notSignedIn } from './api-error.js';
import { apiRoutes } from './api-routes.js';
import { openApiDocument } from './openapi.js';
import type { ApiRoute, JudgeVariables } from './route.js';
import { checkBody, type JsonSchema } from './schema.js';
import { unstorableText } from './storable-text.js';
import { credentialsBody, registerBody } from './auth-bodies.js';
import { bodyLimit } from './body-limit.js';

export const csrfHeader = 'X-CSRF-Token';

const languageServerWorker = /^\/assets\/language-server\.worker-[\w-]+\.js$/;

export interface JudgeApp {
  readonly app: Hono<{ Variables: JudgeVariables }>;
  readonly routes: readonly ApiRoute[];
}

export function judgeApp(store: Store, options: JudgeOptions = {}): JudgeApp {
  const app = new Hono<{ Variables: JudgeVariables }>();
  const routes = apiRoutes(store, options);
  const limit = options.loginLimit ?? defaultLoginLimit;

  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        // The language server's worker checks game files with Ajv, which compiles its validators
        // (eval); only that worker's script may, never the page.
        scriptSrc: ["'self'", (c) => (languageServerWorker.test(c.req.path) ? "'unsafe-eval'" : '')],
        // Monaco sets styles on its elements.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      referrerPolicy: 'no-referrer',
      crossOriginEmbedderPolicy: false,
    }),
  );
  // A refused body up to 16 times the limit, sent within 20 s, is read to its end so its 413 arrives.
  app.use(bodyLimit({ maxBytes: maxBodyBytes, drainBytes: 16 * maxBodyBytes, drainMs: 20_000 }));
  app.use(async (c, next) => {
    const token = getCookie(c, sessionCookie);
    c.set('session', token === undefined ? undefined : await findSession(store, token));
    await next();
  });

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      if (error.status === 429 && typeof error.details?.retryAfterSeconds === 'number')
        c.header('Retry-After', String(error.details.retryAfterSeconds));
      return c.json({ error: { code: error.code, message: error.message, ...error.details } }, error.status);
    }
    console.error(error);
    return c.json({ error: { code: 'internal', message: 'the judge failed to answer; try again' } }, 500);
  });

  app.get('/api/health', async (c) => {
    try {
      await store.query('SELECT 1');
      return c.json({ status: 'ok', store: store.kind });
    } catch {
      return c.json({ status: 'unavailable' }, 503);
    }
  });
  app.get('/openapi.json', (c) => c.json(openApiDocument(routes)));

  const signedIn = (c: Context, session: NewSession, status: 200 | 201 = 200) => {
    setSessionCookie(c, session.token, options);
    c.header('Cache-Control', 'no-store');
    return c.json({ account: session.account, csrfToken: session.csrfToken }, status);
  };
  app.post('/auth/register', async (c) => {
    const body = checkBody<{ name: string; password: string }>(registerBody, await jsonBody(c));
    return signedIn(
      c,
      await register(store, body.name.trim(), body.password, clientAddress(c, options), options.passwordCost),
      201,
    );
  });
  app.post('/auth/login', async (c) => {
    const body = checkBody<{ name: string; password: string }>(credentialsBody, await jsonBody(c));
    return signedIn(
      c,
      await login(store, body.name.trim(), body.password, clientAddress(c, options), limit, options.passwordCost),
    );
  });
  // A sign-in link: its token becomes a session cookie, and the browser goes on to a URL without it.
  app.get('/signin/:token', async (c) => {
    const session = await signInWithLink(store, c.req.param('token'));
    c.header('Cache-Control', 'no-store');
    if (!session) return c.redirect('/?signin=expired', 303);
    setSessionCookie(c, session.token, options);
    return c.redirect(`/games/${encodeURIComponent(session.gameId)}`, 303);
  });

  for (const r of routes) {
    app.on(r.method.toUpperCase(), r.path, async (c) => {
      const session = c.get('session');
      if (!session) throw notSignedIn();
      if (r.method !== 'get') {
        const sent = c.req.header(csrfHeader) ?? '';
        if (!sameSecret(sent, session.csrfToken))
          throw new ApiError(403, 'csrf', `send the session's CSRF token (GET /api/session) as ${csrfHeader}`);
      }
      for (const [name, value] of Object.entries(c.req.param())) {
        const problem = typeof value === 'string' ? unstorableText(value) : undefined;
        if (problem) throw new ApiError(400, 'bad-text', `the path's ${name} ${problem}`);
      }
      const body = r.body === undefined ? undefined : checkBody(r.body, await routeBody(c, r.body));
      c.header('Cache-Control', 'no-store');
      const result = await r.handle({ body, params: c.req.param(), account: session.account, session }, c);
      return result instanceof Response ? result : c.json(result);
    });
  }
  // Any other API path: 401 before sign-in (nothing is told to an anonymous caller), else 404.
  app.all('/api/*', (c) => {
    if (!c.get('session')) throw notSignedIn();
    throw new ApiError(404, 'no-such-route', `no route ${c.req.method} ${c.req.path}`);
  });

  if (options.webRoot !== undefined && existsSync(join(options.webRoot, 'index.html'))) {
    const root = options.webRoot;
    const index = readFileSync(join(root, 'index.html'), 'utf8');
    app.use(
      '/assets/*',
      serveStatic({ root, onFound: (_p, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable') }),
    );
    app.use('*', serveStatic({ root }));
    // The client's own routes (/games/:id, ...) are the one page.
    app.get('*', (c) => c.html(index));
  } else {
    app.get('/', (c) =>
      c.text('The Payola judge is running; its web client is not built (npm run build). The API is at /api/.'),
    );
  }
  return { app, routes };
}

/** A route's body: none at all stands for `{}` where the route's schema requires no field. */
async function routeBody(c: Context, schema: JsonSchema): Promise<unknown> {
  const length = c.req.header('Content-Length');
  const unframed = length === undefined && c.req.header('Transfer-Encoding') === undefined;
  const none = c.req.raw.body === null || length === '0' || (unframed && c.req.header('Content-Type') === undefined);
  const required = schema.required as readonly unknown[] | undefined;
  return none && required?.length === 0 ? {} : jsonBody(c);
}

async function jsonBody(c: Context): Promise<unknown> {
  const type = c.req.header('Content-Type') ?? '';
  // JSON only: a cross-site form cannot send it without the browser's CORS check.
  if (!/^application\/json\s*(;|$)/i.test(type))
    throw new ApiError(415, 'json-only', 'send the request body as JSON (Content-Type: application/json)');
  try {
    return (await c.req.json()) as unknown;
  } catch {
    throw new ApiError(400, 'bad-json', 'the request body is not valid JSON');
  }
}

function setSessionCookie(c: Context, token: string, options: JudgeOptions) {
  const forwarded = options.trustProxy === true && c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim() === 'https';
  const secure = options.secureCookies ?? (forwarded || new URL(c.req.url).protocol === 'https:');
  const parts = [
    `${sessionCookie}=${token}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${Math.floor(sessionLifetimeMs / 1000)}`,
    ...(secure ? ['Secure'] : []),
  ];
  c.header('Set-Cookie', parts.join('; '));
}

function clientAddress(c: Context, options: JudgeOptions): string {
  if (options.trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
