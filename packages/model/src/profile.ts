import { Type, type Static } from '@sinclair/typebox';
import { Email, Nullable, RequiredText } from './common.js';
import { AuthMode } from './auth.js';
import type { FieldError } from './field-error.js';
import { ruleError } from './rule-messages.js';

/** Phone numbers: digits with optional leading + and separators. */
export const PhonePattern = '^\\+?[0-9][0-9 -]{6,18}[0-9]$';

/** Profile of the signed-in operator (GET/PATCH /api/my/profile). */
export const Profile = Type.Object({
  loginId: Email,
  firstName: RequiredText(20),
  lastName: RequiredText(20),
  email: Email,
  phone: Nullable(Type.String({ pattern: PhonePattern })),
  authMode: Type.Union(AuthMode.map((m) => Type.Literal(m))),
  authEmail: Nullable(Email),
  isUniversalDesign: Type.Boolean(),
  locale: Type.Union([Type.Literal('ja'), Type.Literal('en')]),
});
export type Profile = Static<typeof Profile>;

/** PATCH body: any subset of the editable profile fields. */
export const ProfileUpdate = Type.Partial(Type.Omit(Profile, ['loginId']), { additionalProperties: false });
export type ProfileUpdate = Static<typeof ProfileUpdate>;

/** §5: the authentication e-mail is required when the code step is by e-mail. */
export function checkProfile(profile: Pick<Profile, 'authMode' | 'authEmail' | 'email'>): FieldError[] {
  if (profile.authMode === 'email' && !profile.authEmail && !profile.email) return [ruleError('authEmail', 'required')];
  return [];
}
