import { availableParallelism } from 'node:os';
import { TooManyRequestsError } from '../errors/too-many-requests.js';
import { AuthMessages } from './messages.js';

/**
 * Bounds how many scrypt hashes run at once. scrypt runs on libuv's thread pool (4 threads unless
 * UV_THREADPOOL_SIZE says otherwise), which file reads for static files and plugin bundles share,
 * and each hash keeps a core busy: a flood of logins that fills every thread made the sign-in page
 * itself wait 24.8 s. At most two hashes at a time, and never more than the cores less one (so the
 * event loop keeps a core), leave the rest to everything else; further hashes wait in line.
 */
export const MAX_CONCURRENT_HASHES = Math.max(1, Math.min(2, availableParallelism() - 1));

/**
 * Hashes a request may wait behind before it is refused as busy (answered 429). At about 50 ms a
 * hash this is under a second of waiting; beyond that the caller is better told to retry.
 */
export const MAX_WAITING_HASHES = 32;

let running = 0;
const waiting: Array<() => void> = [];

function release(): void {
  const next = waiting.shift();
  if (next) next();
  else running--;
}

function acquire(capped: boolean): Promise<void> {
  if (running < MAX_CONCURRENT_HASHES) {
    running++;
    return Promise.resolve();
  }
  if (capped && waiting.length >= MAX_WAITING_HASHES) return Promise.reject(new TooManyRequestsError(AuthMessages.serverBusy, 1));
  // The slot passes straight to the next in line, so `running` stays as it is.
  return new Promise((resolve) => waiting.push(resolve));
}

/**
 * Runs one hash within the bound. `capped` (checks an anonymous caller can trigger, such as a login)
 * refuses with a 429 TooManyRequestsError when the line is full; uncapped work (seeding, an administrator
 * setting a password) always waits its turn.
 */
export async function withHashSlot<T>(capped: boolean, work: () => Promise<T>): Promise<T> {
  await acquire(capped);
  try {
    return await work();
  } finally {
    release();
  }
}
