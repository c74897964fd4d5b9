import type { RobotCredential } from './robot-connection.js';

/**
 * The robots to run: all of the credentials file, or its first `count`. Asking for more robots than
 * the file has credentials for is an error, not a smaller fleet: a load test must not quietly run short.
 */
export function selectRobots(all: readonly RobotCredential[], count: number | null, file: string): RobotCredential[] {
  if (count === null) return [...all];
  if (count > all.length) {
    const have = all.length === 1 ? '1 robot credential' : `${all.length} robot credentials`;
    throw new Error(
      `--count ${count} asks for more robots than ${file} has: it holds ${have}. ` +
        'Register more robots (POST /api/robots answers each credential, or `fleetdeck serve --sim N` ' +
        'registers N and writes <data>/demo-robot-credentials.json) and add them to the file, or lower --count.',
    );
  }
  return all.slice(0, count);
}
