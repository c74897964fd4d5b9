import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A random secret of 256 bits, URL-safe. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 of a secret in hex: what the database keeps instead of the secret. */
export function sha256Hex(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A six-digit code, uniformly random, leading zeros kept. */
export function newSixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
