// How an API route is declared: once, with what the OpenAPI document says of it, so that the
// documentation is built from the routes the server really has.
import type { Context } from 'hono';
import type { Account, Session } from '../auth/sessions.js';
import type { JsonSchema } from './schema.js';

export interface JudgeVariables {
  session: Session | undefined;
}

export type JudgeContext = Context<{ Variables: JudgeVariables }>;

export interface RouteInput<Body> {
  readonly body: Body;
  readonly params: Readonly<Record<string, string>>;
  readonly account: Account;
  readonly session: Session;
}

export interface ApiRoute<Body = unknown> {
  readonly method: 'get' | 'post' | 'put' | 'delete';
  /** Hono's form: `/api/games/:id`. */
  readonly path: string;
  readonly summary: string;
  readonly tag: 'session' | 'games' | 'gamemaster' | 'player';
  /** Who may call it, besides being signed in (checked again by the operation). */
  readonly who: string;
  readonly body?: JsonSchema;
  /** Status codes besides 200, 400, 401 and 403 that the route answers, with what they mean. */
  readonly answers?: Readonly<Record<number, string>>;
  /** The answer's content type when it is not JSON. */
  readonly produces?: string;
  readonly handle: (input: RouteInput<Body>, c: JudgeContext) => Promise<unknown>;
}

export function route<Body = unknown>(definition: ApiRoute<Body>): ApiRoute {
  return definition as ApiRoute;
}
