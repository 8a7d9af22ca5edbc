// Passwords are kept only as scrypt hashes (memory-hard), each with its own salt and its cost
// written beside it, so the cost can rise later without invalidating older hashes.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's CPU/memory cost N as a power of two: 2^16 uses 64 MiB with r = 8. */
export const defaultPasswordCost = 16;
export const minPasswordLength = 8;
export const maxPasswordLength = 256;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, 32, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

const memory = (n: number, r: number) => 128 * n * r * 2;

export async function hashPassword(password: string, cost = defaultPasswordCost): Promise<string> {
  const salt = randomBytes(16);
  const n = 2 ** cost;
  const key = await derive(password, salt, { N: n, r: 8, p: 1, maxmem: memory(n, 8) });
  return `scrypt$${cost}$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, costText, rText, pText, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || keyText === undefined || saltText === undefined) return false;
  const cost = Number(costText);
  const r = Number(rText);
  const p = Number(pText);
  if (![cost, r, p].every(Number.isInteger) || cost < 10 || cost > 20 || r < 1 || r > 32 || p < 1 || p > 4)
    return false;
  const expected = Buffer.from(keyText, 'base64url');
  const n = 2 ** cost;
  const key = await derive(password, Buffer.from(saltText, 'base64url'), { N: n, r, p, maxmem: memory(n, r) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
