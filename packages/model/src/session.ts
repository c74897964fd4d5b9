import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, Nullable } from './common.js';

/** Session fields of login 200 and GET /api/my/session (docs/contracts.md). */
export const Session = Type.Object({
  token: Type.String(),
  id: Id,
  type: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  organizationId: Id,
  buildingId: Nullable(Id),
  labsEnabled: Type.Boolean(),
  passwordChangeRequired: Type.Boolean(),
  skywayKey: Nullable(Type.String()),
  lastLoginAt: Nullable(DateTime),
  isUniversalDesign: Type.Boolean(),
});
export type Session = Static<typeof Session>;

/** Initials shown in the header, from first and last name. */
export function sessionInitials(session: Pick<Session, 'firstName' | 'lastName'>): string {
  return `${session.lastName.charAt(0)}${session.firstName.charAt(0)}`.toUpperCase();
}
