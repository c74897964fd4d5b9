/** The parts of an API failure the login messages depend on. */
export interface FailureLike {
  status: number;
  code?: string;
  message?: string;
}

/** Translation key (namespace auth) of a §8 login message, or null when the shell already reports it. */
export type LoginFailureKey = 'login.ipNotAllowed' | 'login.locked' | 'login.tooManyRequests' | 'login.failed' | null;

/** Maps a failed login or code call to its §8 message. */
export function loginFailureKey(error: FailureLike): LoginFailureKey {
  // 498 and 499 are announced by the shell's HTTP handling with a help-centre link.
  if (error.status === 498 || error.status === 499) return null;
  // The server's sign-in rate limit (or its password checks are all busy): wait and retry.
  if (error.status === 429) return 'login.tooManyRequests';
  if (error.status === 403) {
    const ipBlocked = error.code === 'IP_NOT_ALLOWED' || /IP address is not allowed/i.test(error.message ?? '');
    return ipBlocked ? 'login.ipNotAllowed' : 'login.locked';
  }
  return 'login.failed';
}

/** What the code step does after a failed verification. */
export type CodeFailure =
  | { kind: 'expired'; key: 'code.expired' }
  | { kind: 'mismatch'; key: 'code.mismatch' }
  | { kind: 'login'; key: LoginFailureKey };

/** Maps a failed assertAuthCode call to its §8 message and the step it leads to. */
export function codeFailure(error: FailureLike): CodeFailure {
  if (error.code === 'AUTH_CODE_EXPIRED') return { kind: 'expired', key: 'code.expired' };
  if (error.code === 'AUTH_CODE_MISMATCH') return { kind: 'mismatch', key: 'code.mismatch' };
  return { kind: 'login', key: loginFailureKey(error) };
}
