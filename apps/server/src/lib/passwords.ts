import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
const R = 8;
const P = 1;

function derive(password: string, salt: Buffer, n: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // scrypt needs 128 * N * r bytes; raise maxmem so N = 2^17 fits.
    scrypt(password, salt, KEY_LENGTH, { N: n, r: R, p: P, maxmem: 256 * n * R + 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Stored as `scrypt$N$r$p$salt$hash` so the cost can change without breaking old hashes. */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !salt || !hash || Number(r) !== R || Number(p) !== P) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash that never verifies, to spend the same time when an e-mail is unknown. */
export const UNUSABLE_HASH_PASSWORD = 'not a password';
