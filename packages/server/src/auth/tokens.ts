// Secrets handed to browsers (session cookies, sign-in links, CSRF tokens) are random; only their
// SHA-256 is stored, so a copy of the database signs nobody in.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** An identifier that tells nothing about how many games or accounts exist. */
export function newId(): string {
  return randomBytes(9).toString('base64url');
}

export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
