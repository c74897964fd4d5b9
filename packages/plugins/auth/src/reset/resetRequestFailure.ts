/** Translation key (namespace auth) of a failed reset request's message. */
export type ResetRequestFailureKey = 'resetRequest.sendFailed' | 'login.tooManyRequests' | 'resetRequest.failed';

/**
 * The §8 mail-send-failure message when the server says the mail did not leave (MAIL_SEND_FAILED);
 * the wait-and-retry message when the server's rate limit refused the request (TOO_MANY_REQUESTS);
 * any other failure (network, server error) gets the general one, since no mail was refused.
 */
export function resetRequestFailureKey(error: unknown): ResetRequestFailureKey {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'TOO_MANY_REQUESTS') return 'login.tooManyRequests';
  return code === 'MAIL_SEND_FAILED' ? 'resetRequest.sendFailed' : 'resetRequest.failed';
}
