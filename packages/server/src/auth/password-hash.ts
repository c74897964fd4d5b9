import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { withHashSlot } from './hash-slots.js';

const KEY_LENGTH = 64;
const PARAMS = { N: 16384, r: 8, p: 1 } as const;

function derive(password: string, salt: Buffer, options: ScryptOptions, capped: boolean): Promise<Buffer> {
  return withHashSlot(
    capped,
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key)));
      }),
  );
}

/** Hashes a password with scrypt and a fresh 16-byte salt: `scrypt$N$r$p$salt$hash` (base64). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS, false);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * Checks a password against a stored hash in constant time; malformed hashes never match. Anyone
 * can ask for a check, so it throws a 429 TooManyRequestsError instead of waiting behind a full line.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) }, true);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A real hash of nothing anyone knows: checked for unknown accounts so they take as long as known ones. */
export const decoyPasswordHash = await hashPassword(randomBytes(24).toString('base64'));
