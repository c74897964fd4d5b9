import { timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { newSecret, sha256Hex } from '../auth/secret-token.js';
import './robot-tables.js';

// A robot credential is 256 random bits, so SHA-256 is enough to store it: a slow password hash
// would only add CPU to every reconnect of a large fleet without making a guess any likelier.

/** Issues (or replaces) a robot's credential; answers the secret, which is never stored. */
export async function issueRobotCredential(db: Kysely<Database>, robotId: number): Promise<string> {
  const credential = newSecret();
  await db
    .insertInto('robot_credentials')
    .values({ robot_id: robotId, credential_hash: sha256Hex(credential), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('robot_id').doUpdateSet({ credential_hash: sha256Hex(credential), created_at: new Date().toISOString() }))
    .execute();
  return credential;
}

/** Whether a presented credential matches a stored hash, in constant time. */
export function credentialMatches(presented: string, storedHash: string | null): boolean {
  const given = Buffer.from(sha256Hex(presented), 'hex');
  // Compare against a dummy when the robot has no credential, so timing tells nothing.
  const stored = Buffer.from(storedHash ?? '0'.repeat(64), 'hex');
  return stored.length === given.length && timingSafeEqual(given, stored) && storedHash !== null;
}
