// What a judge process is started with (payola serve's options and the tests').
import type { LoginLimit } from './auth/login-limit.js';

export interface JudgeOptions {
  /** scrypt cost as a power of two (default 16); tests use less. */
  readonly passwordCost?: number;
  readonly loginLimit?: LoginLimit;
  /** Send cookies with Secure (behind HTTPS); by default when the request came over HTTPS. */
  readonly secureCookies?: boolean;
  /** The built web client (packages/web/dist), served at `/`. */
  readonly webRoot?: string;
  /** Trust X-Forwarded-For for the client's address (behind a load balancer). */
  readonly trustProxy?: boolean;
}
