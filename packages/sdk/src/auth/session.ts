import type { Session as SessionAnswer } from '@fleetdeck/model';

/**
 * An id as a plugin may hold it: the API's number, or the text of a route parameter.
 * @group Auth
 * @example
 * ```ts
 * function robotPath(id: EntityId): string {
 *   return `/robots/${id}`; // works for 12 and for useParams()'s '12'
 * }
 * ```
 */
export type EntityId = number | string;

/**
 * The signed-in operator's session: the model's `Session` (login 200 and GET /api/my/session), so
 * the two cannot drift. The token is optional because /my/session answers without it (the SDK keeps
 * the token in storage) and the session kept in the store never holds it.
 *
 * @group Auth
 * @example
 * ```ts
 * const operator: Session = {
 *   id: 1, type: 0, firstName: 'Yui', lastName: 'Sato', organizationId: 1, buildingId: null, labsEnabled: false,
 *   passwordChangeRequired: false, skywayKey: null, lastLoginAt: null, isUniversalDesign: false,
 * };
 * await renderWithFleetdeck(<NotesPage />, { session: operator });
 * ```
 */
export type Session = Omit<SessionAnswer, 'token'> & Partial<Pick<SessionAnswer, 'token'>>;
