// The OpenAPI 3.1 document of the judge, built from the route table (api-routes.ts) and the
// public routes below, so that it lists exactly the routes the server has (a test checks it).
import { serverVersion } from '../version.js';
import type { ApiRoute } from './route.js';
import type { JsonSchema } from './schema.js';
import { credentialsBody, registerBody } from './auth-bodies.js';

interface PublicRoute {
  readonly method: 'get' | 'post';
  readonly path: string;
  readonly summary: string;
  readonly body?: JsonSchema;
  readonly answers: Readonly<Record<number, string>>;
}

/** Routes that need no session. */
export const publicRoutes: readonly PublicRoute[] = [
  {
    method: 'get',
    path: '/api/health',
    summary: 'Ready: the server and its database answer',
    answers: { 200: 'ready', 503: 'the database does not answer' },
  },
  { method: 'get', path: '/openapi.json', summary: 'This document', answers: { 200: 'the OpenAPI document' } },
  {
    method: 'post',
    path: '/auth/register',
    summary: 'Create an account (its session cookie is set)',
    body: registerBody,
    answers: {
      201: 'signed in: { account, csrfToken }',
      409: 'the name is taken',
      429: 'too many accounts from this address',
    },
  },
  {
    method: 'post',
    path: '/auth/login',
    summary: 'Sign in with a name and password (rate limited per name and per address)',
    body: credentialsBody,
    answers: {
      200: 'signed in: { account, csrfToken }',
      401: 'wrong name or password',
      429: 'too many failed attempts (Retry-After)',
    },
  },
  {
    method: 'get',
    path: '/signin/:token',
    summary: 'A sign-in link: sets the session cookie and redirects to the game, so the token leaves the address bar',
    answers: { 303: 'to /games/{id}, or to /?signin=expired' },
  },
];

const openApiPath = (path: string) => path.replace(/:([a-zA-Z]+)/g, '{$1}');
const pathParameters = (path: string) =>
  [...path.matchAll(/:([a-zA-Z]+)/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string', maxLength: 100 },
  }));

const errorSchema = {
  type: 'object',
  properties: {
    error: {
      type: 'object',
      properties: { code: { type: 'string' }, message: { type: 'string' } },
      required: ['code', 'message'],
    },
  },
};

export function openApiDocument(routes: readonly ApiRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  const add = (method: string, path: string, operation: Record<string, unknown>) => {
    (paths[openApiPath(path)] ??= {})[method] = operation;
  };
  const errors = (answers: Readonly<Record<number, string>>) =>
    Object.fromEntries(
      Object.entries(answers).map(([status, description]) => [
        status,
        { description, content: { 'application/json': { schema: errorSchema } } },
      ]),
    );
  for (const r of publicRoutes)
    add(r.method, r.path, {
      summary: r.summary,
      tags: ['public'],
      security: [],
      parameters: pathParameters(r.path),
      ...(r.body && { requestBody: { required: true, content: { 'application/json': { schema: r.body } } } }),
      responses: Object.fromEntries(Object.entries(r.answers).map(([s, d]) => [s, { description: d }])),
    });
  for (const r of routes)
    add(r.method, r.path, {
      summary: r.summary,
      description: `Who: ${r.who}.${r.method === 'get' ? '' : ` Send the session's CSRF token as X-CSRF-Token.`}`,
      tags: [r.tag],
      parameters: pathParameters(r.path),
      ...(r.body && { requestBody: { required: true, content: { 'application/json': { schema: r.body } } } }),
      responses: {
        200: { description: 'done', content: { [r.produces ?? 'application/json']: {} } },
        ...errors({
          400: 'the request body does not have the documented shape',
          401: 'not signed in',
          403: 'not allowed to the caller, or the CSRF token is missing',
          ...r.answers,
        }),
      },
    });
  return {
    openapi: '3.1.0',
    info: {
      title: 'Payola judge',
      version: serverVersion,
      description:
        'The JSON API of the Payola Diplomacy web judge. Sign in (POST /auth/login or a sign-in link); the session is an HttpOnly cookie; every request that changes something carries the CSRF token from GET /api/session as X-CSRF-Token.',
    },
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'payola_session' } },
    },
    security: [{ session: [] }],
    paths,
  };
}
