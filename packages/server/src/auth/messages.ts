/** English messages of the auth errors (the client shows its own translation keyed by code). */
export const AuthMessages = {
  unauthorized: 'Authentication required',
  loginFailed: 'Login failed. Please check your email address and password.',
  accountLocked: 'The account is locked for 10 minutes because the maximum number of login attempts was exceeded.',
  ipNotAllowed: 'IP address is not allowed. Connect from an authorized network.',
  contractEnded: 'The contract has ended, so you cannot log in.',
  paymentIncomplete: 'Payment is incomplete, so you cannot log in.',
  codeExpired: 'The verification code has expired',
  codeMismatch: 'Verification codes did not match',
  resetLinkInvalid: 'The password reset link is invalid or has expired',
  resetMailFailed: 'The password reset email could not be sent. Please try again later.',
  forbidden: 'You do not have permission for this operation',
  tooManyRequests: (seconds: number) => `Too many sign-in requests. Please try again in ${seconds} seconds.`,
  serverBusy: 'The server is busy checking other sign-ins. Please try again in a few seconds.',
  currentPasswordWrong: 'The current password is not correct',
} as const;
