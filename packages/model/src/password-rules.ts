import type { FieldError } from './field-error.js';
import { ruleError } from './rule-messages.js';

const HALF_WIDTH_PRINTABLE = /^[\x21-\x7e]*$/;

/** Counts the half-width classes (upper, lower, digit, symbol) a password uses. */
export function passwordClassCount(password: string): number {
  return [/[A-Z]/, /[a-z]/, /[0-9]/, /[\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]/].filter((re) => re.test(password)).length;
}

/**
 * Operator password rule of spec §5: 10-32 half-width characters, 3 of 4 classes, not containing
 * the login id (nor its local part, which is what people reuse). Answers [] when the password is fine.
 */
export function checkOperatorPassword(password: string, loginId: string, path = 'password'): FieldError[] {
  const errors: FieldError[] = [];
  if (password.length < 10 || password.length > 32) errors.push(ruleError(path, 'passwordLength'));
  if (!HALF_WIDTH_PRINTABLE.test(password)) errors.push(ruleError(path, 'passwordHalfWidth'));
  else if (passwordClassCount(password) < 3) errors.push(ruleError(path, 'passwordClasses'));
  const lower = password.toLowerCase();
  const id = loginId.trim().toLowerCase();
  const local = id.split('@')[0] ?? '';
  if ((id && lower.includes(id)) || (local.length >= 3 && lower.includes(local))) {
    errors.push(ruleError(path, 'passwordContainsLoginId'));
  }
  return errors;
}

/** Reset-password rule of spec §5: at least 8 characters with letters and digits, confirmation matching. */
export function checkResetPassword(password: string, passwordConfirm: string): FieldError[] {
  const errors: FieldError[] = [];
  if (password.length < 8 || !/[A-Za-z]/.test(password) || !/[0-9]/.test(password)) {
    errors.push(ruleError('password', 'passwordLettersDigits'));
  }
  if (password !== passwordConfirm) errors.push(ruleError('passwordConfirm', 'passwordConfirmMismatch'));
  return errors;
}
